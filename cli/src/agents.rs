//! The flags every command that plays games shares, spelled the same everywhere: the game, the
//! agents, the player count, the seed and the budget per move.

use std::time::Duration;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use maxn_lab::Budget;
use maxn_lab::agent::AgentKind;
use maxn_lab::agent::mcts::{MctsOptions, Playout};
use maxn_lab::arena::{ArenaError, BuiltinGame, PlayOptions};

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
    /// The agents, by name, comma-separated (speculative,paranoid,mcts): at most one per seat.
    #[arg(long, required = true, value_delimiter = ',', value_parser = agent_parser())]
    pub agents: Vec<AgentKind>,
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
    /// Most moves of a game before it stops unfinished (default: none at cards; 150 per
    /// player in Chinese Checkers).
    #[arg(long, value_name = "MOVES")]
    pub move_cap: Option<usize>,
    /// The options of the mcts agents.
    #[command(flatten)]
    pub mcts: MctsArgs,
}

/// The options of the `mcts` agents (their node budget is --node-limit, in positions visited,
/// playout steps included, as every agent counts).
#[derive(Debug, Args)]
pub struct MctsArgs {
    /// MCTS: the exploration constant c of UCT (rewards in [0, 1]); at least 0 [default: 0.7].
    #[arg(long, value_name = "C", allow_negative_numbers = true)]
    pub mcts_exploration: Option<f64>,
    /// MCTS: random plies per playout before the evaluation, or `end` to play to the end of
    /// the game [default: 10].
    #[arg(long, value_name = "PLIES|end")]
    pub mcts_playout_depth: Option<String>,
    /// MCTS: independent root trees sharing the budget, searched in parallel; at least 1
    /// [default: 1].
    #[arg(long, value_name = "TREES", allow_negative_numbers = true)]
    pub mcts_trees: Option<i64>,
    /// MCTS: most iterations per move over all trees, besides --node-limit; at least 1.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub mcts_iterations: Option<i64>,
    /// MCTS: the seed of the playouts [default: 0].
    #[arg(long, value_name = "SEED")]
    pub mcts_seed: Option<u64>,
}

impl MctsArgs {
    /// The options, checked, each error naming its flag.
    pub fn options(&self) -> Result<MctsOptions, CliError> {
        let mut options = MctsOptions::default();
        if let Some(c) = self.mcts_exploration {
            options = options
                .with_exploration(c)
                .map_err(|e| CliError::Usage(format!("--mcts-exploration {c}: {e}")))?;
        }
        if let Some(text) = &self.mcts_playout_depth {
            options = options.with_playout(playout(text)?);
        }
        if let Some(trees) = self.mcts_trees {
            let error = |e: String| CliError::Usage(format!("--mcts-trees {trees}: {e}"));
            let count = usize::try_from(trees).map_err(|_| error("a count of trees".into()))?;
            options = options
                .with_trees(count)
                .map_err(|e| error(e.to_string()))?;
        }
        if let Some(iterations) = self.mcts_iterations {
            let error = |e: String| CliError::Usage(format!("--mcts-iterations {iterations}: {e}"));
            let count =
                u64::try_from(iterations).map_err(|_| error("a count of iterations".into()))?;
            options = options
                .with_iterations(count)
                .map_err(|e| error(e.to_string()))?;
        }
        Ok(options.with_seed(self.mcts_seed.unwrap_or(0)))
    }

    /// The first MCTS flag given, if any.
    fn first_given(&self) -> Option<&'static str> {
        [
            (self.mcts_exploration.is_some(), "--mcts-exploration"),
            (self.mcts_playout_depth.is_some(), "--mcts-playout-depth"),
            (self.mcts_trees.is_some(), "--mcts-trees"),
            (self.mcts_iterations.is_some(), "--mcts-iterations"),
            (self.mcts_seed.is_some(), "--mcts-seed"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }
}

/// A playout depth: a number of plies, or `end`.
fn playout(text: &str) -> Result<Playout, CliError> {
    if text == "end" {
        return Ok(Playout::ToEnd);
    }
    text.parse().map(Playout::Depth).map_err(|_| {
        CliError::Usage(format!(
            "--mcts-playout-depth {text}: give a number of plies (0 or more) or `end`"
        ))
    })
}

/// Parses an agent's name: `--help` lists every name with its summary, and a bad name is a
/// usage error (exit code 2) listing the valid ones.
pub fn agent_parser() -> impl TypedValueParser<Value = AgentKind> {
    let names = AgentKind::all()
        .into_iter()
        .map(|kind| PossibleValue::new(kind.name()).help(kind.summary()));
    PossibleValuesParser::new(names).try_map(|name| name.parse::<AgentKind>())
}

impl AgentArgs {
    /// The budget per move, checked.
    pub fn budget(&self) -> Result<Budget, CliError> {
        let budget = Budget::new(self.node_limit).map_err(|error| {
            CliError::Usage(format!("--node-limit {}: {error}", self.node_limit))
        })?;
        match self.move_time {
            Some(ms) => budget
                .with_move_time(Duration::from_millis(ms))
                .map_err(|error| CliError::Usage(format!("--move-time {ms}: {error}"))),
            None => Ok(budget),
        }
    }

    /// The lab's options for `game`, from `start` (a deal or position) when one is given.
    pub fn options(&self, game: GameArg, start: Option<String>) -> Result<PlayOptions, CliError> {
        if !self.agents.contains(&AgentKind::Mcts)
            && let Some(flag) = self.mcts.first_given()
        {
            return Err(CliError::Usage(format!(
                "{flag}: no agent is mcts (--agents ...,mcts)"
            )));
        }
        Ok(PlayOptions {
            game: game.into(),
            players: self.players,
            agents: self.agents.iter().map(|a| a.name().to_owned()).collect(),
            budget: self.budget()?,
            mcts: self.mcts.options()?,
            seed: self.seed,
            start,
            move_cap: self.move_cap,
        })
    }
}

/// The usage error for what the lab refused, naming the flag at fault.
pub fn arena_error(error: ArenaError, start_flag: &str) -> CliError {
    let flag = match &error {
        ArenaError::Agent { .. }
        | ArenaError::NoAgents
        | ArenaError::TooManyAgents { .. }
        | ArenaError::TooFewForRoundRobin(_) => "--agents",
        ArenaError::Players { .. } => "--players",
        ArenaError::Start(_) | ArenaError::StartNotAllowed => start_flag,
        ArenaError::NoGames => "--deals/--games",
    };
    CliError::Usage(format!("{flag}: {error}"))
}
