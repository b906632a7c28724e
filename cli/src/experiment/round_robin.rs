//! `maxn experiment round-robin`: every pair of agents over the same deals or openings, in
//! every seat arrangement, with pairwise points and Bradley-Terry ratings, over the lab's
//! arena ([`maxn_lab::arena::round_robin`]).

use std::time::Instant;

use clap::Args;
use maxn_lab::arena::{RoundRobinOptions, RoundRobinReport, round_robin};

use crate::agents::{AgentArgs, arena_error};
use crate::args::game_parser;
use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;
use maxn_lab::catalogue::GameName;

/// Deals per pair when `--deals` is not given.
const DEFAULT_DEALS: usize = 4;
/// Openings per pair when `--games` is not given.
const DEFAULT_GAMES: usize = 2;

/// `maxn experiment round-robin`.
#[derive(Debug, Args)]
#[command(
    mut_arg("csv", |a| a.help("Also write one row per ordered pair as CSV to this file")),
    mut_arg("svg", |a| a.help("Also draw the matrix of pairwise points as an SVG heat map")),
    mut_arg("json", |a| a.help("Print one JSON object instead of the tables"))
)]
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
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
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
        play: args.agents.tournament_options(game)?,
        count,
    };
    let outputs = args.output.open::<RoundRobinReport>()?;
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
    outputs.emit(&report)?;
    Ok(())
}
