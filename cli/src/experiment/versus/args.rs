//! The arguments of `maxn experiment versus`, and the number of starts they ask for.

use std::path::PathBuf;

use clap::Args;
use maxn_lab::catalogue::GameName;

use crate::agents::AgentArgs;
use crate::args::game_parser;
use crate::error::CliError;
use crate::output::OutputArgs;

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
