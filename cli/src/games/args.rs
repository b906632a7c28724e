//! The arguments of `maxn perft` and `maxn search`.

use std::num::NonZeroUsize;

use clap::{Args, ValueEnum};
use maxn_lab::games::cards::CardEvaluation;
use maxn_lab::registry::Algorithm;

use super::rule_args::RuleArgs;
use crate::args::{algorithm_parser, game_parser};
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
    /// Plies to search (cards played; Chinese Checkers: turns).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
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
    /// Search on T threads (0: one per core): maxn, speculative and paranoid, which answer as
    /// on one thread (the node counts of the pruning ones vary from run to run).
    #[arg(long, value_name = "T", default_value_t = 1)]
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
