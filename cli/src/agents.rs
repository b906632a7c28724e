//! The flags every command that plays games shares, spelled the same everywhere: the game, the
//! agents, the player count, the seed and the budget per move.

use std::time::Duration;

use clap::{Args, ValueEnum};
use maxn_lab::arena::{ArenaError, BuiltinGame, PlayOptions};
use maxn_lab::registry::Algorithm;
use maxn_lab::{AgentError, Budget};

use crate::args::algorithm_parser;
use crate::error::CliError;

/// The games agents play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Hearts, 3 or 4 players, perfect information.
    Hearts,
    /// Spades, 3 players, perfect information.
    Spades,
    /// Sergeant Major (8-5-3), 3 players.
    SergeantMajor,
    /// Chinese Checkers, 2, 3, 4 or 6 players.
    ChineseCheckers,
}

impl From<GameArg> for BuiltinGame {
    fn from(game: GameArg) -> Self {
        match game {
            GameArg::Hearts => BuiltinGame::Hearts,
            GameArg::Spades => BuiltinGame::Spades,
            GameArg::SergeantMajor => BuiltinGame::SergeantMajor,
            GameArg::ChineseCheckers => BuiltinGame::ChineseCheckers,
        }
    }
}

/// The agents and their budget.
#[derive(Debug, Args)]
pub struct AgentArgs {
    /// The agents, by algorithm name, comma-separated (speculative,paranoid,maxn): at most one
    /// per seat.
    #[arg(long, required = true, value_delimiter = ',', value_parser = algorithm_parser())]
    pub agents: Vec<Algorithm>,
    /// Number of players (Hearts: 3 or 4; Chinese Checkers: 2, 3, 4 or 6; the others: 3).
    /// Default: 3, or the number in --position.
    #[arg(long)]
    pub players: Option<usize>,
    /// Seed of the deals or openings.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Most nodes an agent visits per move, over every iteration of its deepening.
    #[arg(long, value_name = "K", default_value_t = Budget::DEFAULT_NODE_LIMIT)]
    pub node_limit: u64,
    /// Time limit per move, in milliseconds (results then depend on the machine).
    #[arg(long, value_name = "MS")]
    pub move_time: Option<u64>,
    /// Search each move on T threads (0: one per core; maxn, speculative and paranoid agents
    /// only). Games played side by side still run on every core; this is the search inside one
    /// move, on a pool of T threads the agents share. Max^n agents play the moves they play on
    /// one thread; node counts, and the pruning agents' moves near the node limit, vary from
    /// run to run.
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
    /// Most moves of a game before it stops unfinished (default: none at cards; 150 per
    /// player in Chinese Checkers).
    #[arg(long, value_name = "MOVES")]
    pub move_cap: Option<usize>,
}

impl AgentArgs {
    /// The budget per move, checked.
    pub fn budget(&self) -> Result<Budget, CliError> {
        let budget = Budget::new(self.node_limit).map_err(|error| {
            CliError::Usage(format!("--node-limit {}: {error}", self.node_limit))
        })?;
        let budget = budget.with_threads(self.threads);
        match self.move_time {
            Some(ms) => budget
                .with_move_time(Duration::from_millis(ms))
                .map_err(|error| CliError::Usage(format!("--move-time {ms}: {error}"))),
            None => Ok(budget),
        }
    }

    /// The lab's options for `game`, from `start` (a deal or position) when one is given.
    pub fn options(&self, game: GameArg, start: Option<String>) -> Result<PlayOptions, CliError> {
        Ok(PlayOptions {
            game: game.into(),
            players: self.players,
            agents: self.agents.iter().map(|a| a.name().to_owned()).collect(),
            budget: self.budget()?,
            seed: self.seed,
            start,
            move_cap: self.move_cap,
        })
    }
}

/// The usage error for what the lab refused, naming the flag at fault.
pub fn arena_error(error: ArenaError, start_flag: &str) -> CliError {
    let flag = match &error {
        ArenaError::Agent {
            error: AgentError::NoParallelSearch(_) | AgentError::Threads(_),
            ..
        } => "--threads",
        ArenaError::Agent { .. } | ArenaError::NoAgents | ArenaError::TooManyAgents { .. } => {
            "--agents"
        }
        ArenaError::Players { .. } => "--players",
        ArenaError::Start(_) | ArenaError::StartNotAllowed => start_flag,
        ArenaError::NoGames => "--deals/--games",
    };
    CliError::Usage(format!("{flag}: {error}"))
}
