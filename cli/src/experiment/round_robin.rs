//! `maxn experiment round-robin`: every pair of agents over the same deals or openings, in
//! every seat arrangement, with pairwise points and Bradley-Terry ratings, over the lab's
//! arena ([`maxn_lab::arena::round_robin`]).

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use maxn_lab::arena::{RoundRobinOptions, round_robin};
use maxn_lab::report::OutputFile;

use crate::agents::{AgentArgs, arena_error};
use crate::args::game_parser;
use crate::error::CliError;
use crate::progress::progress_bar;
use maxn_lab::catalogue::GameName;

/// Deals per pair when `--deals` is not given.
const DEFAULT_DEALS: usize = 4;
/// Openings per pair when `--games` is not given.
const DEFAULT_GAMES: usize = 2;

/// `maxn experiment round-robin`.
#[derive(Debug, Args)]
pub struct RoundRobinArgs {
    /// The game.
    #[arg(long, value_parser = game_parser(&GameName::ALL))]
    pub game: GameName,
    /// The agents (two or more) and their budget.
    #[command(flatten)]
    pub agents: AgentArgs,
    /// Random deals per pair, each played in every seat arrangement (card games; default 4).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub deals: Option<u64>,
    /// Random openings per pair, each played in every seat arrangement (Chinese Checkers;
    /// default 2).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: Option<u64>,
    /// Also write one row per ordered pair as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw the matrix of pairwise points as an SVG heat map.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the tables.
    #[arg(long)]
    pub json: bool,
}

/// Runs `maxn experiment round-robin`.
pub fn run(args: &RoundRobinArgs) -> Result<(), CliError> {
    let game = args.game;
    if game.hidden_hands() {
        return Err(CliError::Usage(format!(
            "--game {}: a round-robin plays the games with every hand visible; \
             `maxn experiment versus` plays the hidden-hand games",
            args.game
        )));
    }
    let count =
        super::versus::start_count(game, args.deals, args.games, DEFAULT_DEALS, DEFAULT_GAMES)?;
    let options = RoundRobinOptions {
        play: args.agents.options(game, None)?,
        count,
    };
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let started = Instant::now();
    let bar = progress_bar(0, "round-robin");
    let report = round_robin(&options, &|progress| {
        bar.set_length(progress.total as u64);
        bar.set_position(progress.done as u64);
    })
    .map_err(|error| arena_error(error, "--deals/--games"))?;
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} games in {:.1} s",
        report.result.games,
        started.elapsed().as_secs_f64()
    );
    let mut out = std::io::stdout().lock();
    if args.json {
        report.write_json(&mut out)?;
    } else {
        report.write_text(&mut out)?;
    }
    if let Some(file) = csv {
        report.write_csv(file)?;
    }
    if let Some(file) = svg {
        report.write_svg(file)?;
    }
    Ok(())
}
