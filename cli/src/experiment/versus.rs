//! `maxn experiment versus`: agents against each other over many deals or openings, with every
//! agent in every seat, over the lab's arena ([`maxn_lab::arena::versus`]).

use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use maxn_lab::arena::{VersusOptions, VersusReport, versus};

use crate::agents::{AgentArgs, arena_error};
use crate::args::game_parser;
use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;
use maxn_lab::catalogue::GameName;

/// Deals played when `--deals` is not given.
const DEFAULT_DEALS: usize = 30;
/// Openings played when `--games` is not given.
const DEFAULT_GAMES: usize = 10;

/// `maxn experiment versus`.
#[derive(Debug, Args)]
#[command(
    mut_arg("csv", |a| a.help("Also write one row per agent as CSV to this file")),
    mut_arg("svg", |a| a.help("Also draw each agent's mean score (win rate in Chinese Checkers) with its interval as an SVG chart"))
)]
pub struct VersusArgs {
    /// The game.
    #[arg(long, value_parser = game_parser(&GameName::ALL))]
    pub game: GameName,
    /// The agents and their budget.
    #[command(flatten)]
    pub agents: AgentArgs,
    /// Random deals, each played once per seat arrangement (card games; default 30).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub deals: Option<u64>,
    /// Random openings, each played once per seat arrangement (Chinese Checkers; default 10);
    /// in a full game (hearts-full), matches (default 2).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: Option<u64>,
    /// Also write every game's record as JSON lines to this file.
    #[arg(long, value_name = "FILE")]
    pub records: Option<PathBuf>,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The number of starts: `--deals` for a card game, `--games` for Chinese Checkers (the
/// other flag is a usage error), else the default given.
pub fn start_count(
    game: GameName,
    deals: Option<u64>,
    games: Option<u64>,
    default_deals: usize,
    default_games: usize,
) -> Result<usize, CliError> {
    match (game.is_card_game(), deals, games) {
        (true, _, Some(_)) => Err(CliError::Usage(format!(
            "--games: {game} is played from deals; give --deals"
        ))),
        (false, Some(_), _) => Err(CliError::Usage(format!(
            "--deals: {game} is played from openings; give --games"
        ))),
        (true, deals, None) => Ok(deals.map_or(default_deals, |d| d as usize)),
        (false, None, games) => Ok(games.map_or(default_games, |g| g as usize)),
    }
}

/// Runs `maxn experiment versus`.
pub fn run(args: &VersusArgs) -> Result<(), CliError> {
    let game = args.game;
    if game.hidden_hands() {
        return crate::hidden::versus(args, game);
    }
    let count = start_count(game, args.deals, args.games, DEFAULT_DEALS, DEFAULT_GAMES)?;
    if args.agents.win_rule.is_some() {
        return Err(CliError::Usage(
            "--win-rule: tournaments play the default rule (play and search take it)".to_owned(),
        ));
    }
    let options = VersusOptions {
        play: args.agents.options(game, None)?,
        count,
    };
    let outputs = args.output.open::<VersusReport>()?;
    let records = args
        .records
        .as_ref()
        .map(|path| {
            File::create(path)
                .map_err(|e| CliError::Output(format!("cannot create {}: {e}", path.display())))
        })
        .transpose()?;
    let started = Instant::now();
    let bar = progress_bar(0, "versus");
    let report = versus(&options, &|progress| {
        bar.set_length(progress.total as u64);
        bar.set_position(progress.done as u64);
    })
    .map_err(|error| arena_error(error, "--deals/--games"))?;
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} games in {:.1} s",
        report.games.len(),
        started.elapsed().as_secs_f64()
    );
    outputs.emit(&report)?;
    if let Some(file) = records {
        report.write_records(&mut BufWriter::new(file))?;
    }
    Ok(())
}
