//! The arguments of `maxn perft` and `maxn search`.

use std::num::NonZeroUsize;

use clap::{Args, ValueEnum};
use maxn_games::chinese_checkers::WinRule;
use maxn_lab::games::cards::CardEvaluation;
use maxn_lab::registry::Algorithm;

use super::rule_args::RuleArgs;
use crate::args::{algorithm_parser, game_parser};
use crate::error::CliError;
use maxn_lab::catalogue::GameName;

/// The card games' evaluations at a depth cut-off, by card-depth's names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EvaluationArg {
    /// Hearts: the points already taken (not constant-sum).
    TakenPoints,
    /// Hearts: the points taken, plus those held charged to their holder.
    TakenAndHeld,
    /// Hearts: the points taken, plus those out charged to their likely taker (the default).
    LikelyTaker,
    /// Spades, Sergeant Major: the tricks already taken (not constant-sum).
    TricksTaken,
    /// Spades, Sergeant Major: the tricks taken plus the tricks left by estimate (the
    /// default).
    TricksEstimated,
}

impl EvaluationArg {
    /// The evaluation the flag names.
    pub fn evaluation(self) -> CardEvaluation {
        match self {
            EvaluationArg::TakenPoints => CardEvaluation::TakenPoints,
            EvaluationArg::TakenAndHeld => CardEvaluation::TakenAndHeld,
            EvaluationArg::LikelyTaker => CardEvaluation::LikelyTaker,
            EvaluationArg::TricksTaken => CardEvaluation::TricksTaken,
            EvaluationArg::TricksEstimated => CardEvaluation::TricksEstimated,
        }
    }
}

/// Which position of which game: shared by `perft` and `search`.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game.
    #[arg(value_parser = game_parser(&GameName::OPEN))]
    pub game: GameName,
    /// Number of players (Hearts: 3 or 4; Chinese Checkers: 2, 3, 4 or 6; Sergeant Major and
    /// Spades: 3). Default: 3, or the number in --position.
    #[arg(long)]
    pub players: Option<usize>,
    /// A card deal in PBN: `N:<hand> <hand> ...`, clockwise from the named seat, each hand
    /// `spades.hearts.diamonds.clubs` with ranks AKQJT98765432.
    #[arg(long, value_name = "PBN", conflicts_with = "seed")]
    pub deal: Option<String>,
    /// A random card deal from this seed (the default is seed 0).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Generate every card as its own move (by default, cards adjacent in rank within one
    /// hand, counting cards already played as gaps, are one move).
    #[arg(long)]
    pub no_grouping: bool,
    /// A Chinese Checkers position in the notation (default: the start).
    #[arg(long, value_name = "P")]
    pub position: Option<String>,
    /// Chinese Checkers' win rule: anti-blocking (the default, maxn's and Sturtevant's: a
    /// full goal with at least one own piece wins, whoever moved) or strict (OpenSpiel's: all
    /// ten goal holes hold the mover's own pieces; only the mover is checked).
    #[arg(long, value_name = "RULE")]
    pub win_rule: Option<WinRule>,
}

/// `maxn perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The position.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Count positions at every depth from 1 to this (cards played; Chinese Checkers: turns).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: u32,
    /// Print a JSON array of the counts instead of text.
    #[arg(long)]
    pub json: bool,
}

/// `maxn search`.
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// The position.
    #[command(flatten)]
    pub position: PositionArgs,
    /// The search algorithm.
    #[arg(long, default_value_t = Algorithm::Maxn, value_parser = algorithm_parser())]
    pub algorithm: Algorithm,
    /// Plies to search (cards played; Chinese Checkers: turns). May be left out with --deepen
    /// and --node-limit or --move-time: the iterations then go on until a limit stops them
    /// (or one reaches every end of the game).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: Option<u32>,
    /// Stop the search after MS milliseconds (1 to 86,400,000: a day); with --deepen the
    /// answer is the deepest iteration that finished in time.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=MOST_MOVE_TIME_MS))]
    pub move_time: Option<u64>,
    /// The card games' evaluation at the depth limit (Hearts: likely-taker by default,
    /// taken-and-held, taken-points; Spades and Sergeant Major: tricks-estimated by default,
    /// tricks-taken).
    #[arg(long, value_enum, value_name = "E")]
    pub evaluation: Option<EvaluationArg>,
    /// Keep only the best K moves at each node (Chinese Checkers).
    #[arg(long, value_name = "K")]
    pub top_k: Option<NonZeroUsize>,
    /// Stop after visiting this many nodes (with --deepen: over all the iterations).
    #[arg(long, value_name = "K")]
    pub node_limit: Option<u64>,
    /// Iterative deepening: search depth 1, 2, ... up to --depth, each iteration trying the
    /// previous one's best line first, and print every iteration.
    #[arg(long)]
    pub deepen: bool,
    /// Search on T threads (0: one per core; at most 1024): maxn, speculative and paranoid, which answer as
    /// on one thread (the node counts of the pruning ones vary from run to run).
    #[arg(long, value_name = "T", default_value_t = 1, value_parser = crate::args::threads_parser())]
    pub threads: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// The decision rules.
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The transposition table and move ordering.
    #[command(flatten)]
    pub memory: crate::memory::MemoryArgs,
}

/// The longest `search --move-time`, in milliseconds: a day.
pub const MOST_MOVE_TIME_MS: u64 = 86_400_000;

impl SearchArgs {
    /// The depth to search: `--depth`, or with `--deepen` bounded by `--node-limit` or
    /// `--move-time` no depth limit; otherwise a usage error.
    pub fn depth(&self) -> Result<u32, CliError> {
        match self.depth {
            Some(depth) => Ok(depth),
            None if self.deepen && (self.node_limit.is_some() || self.move_time.is_some()) => {
                Ok(u32::MAX)
            }
            None => Err(CliError::Usage(
                "--depth: give the plies to search, or --deepen with --node-limit or \
                 --move-time to search until the limit"
                    .to_owned(),
            )),
        }
    }

    /// The limits of the search, its deadline counted from now.
    pub fn limits(&self) -> Result<maxn::Limits, CliError> {
        Ok(maxn::Limits {
            depth: self.depth()?,
            nodes: self.node_limit,
            deadline: self
                .move_time
                .map(|ms| std::time::Instant::now() + std::time::Duration::from_millis(ms)),
        })
    }
}
