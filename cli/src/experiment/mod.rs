//! `maxn experiment`: the papers' experiments and our own, each re-run by one command.

pub mod best_case;
pub mod card_depth;
pub mod card_play;
pub mod chinese_checkers;
pub mod round_robin;
pub mod sergeant_major;
pub mod trees;
pub mod versus;

use clap::{Args, Subcommand};

use crate::error::CliError;

/// `maxn experiment`.
#[derive(Debug, Args)]
pub struct ExperimentArgs {
    /// Which experiment.
    #[command(subcommand)]
    pub which: Experiment,
}

/// The experiments.
#[derive(Debug, Subcommand)]
pub enum Experiment {
    /// Average nodes of every algorithm on random trees (Korf's model), by player count.
    Trees(trees::TreesArgs),
    /// Sturtevant & Korf (2000), Table 2: Sergeant Major, ours beside the paper's.
    SergeantMajor(sergeant_major::SergeantMajorArgs),
    /// Sturtevant (2003): nodes per depth in 3-player Chinese Checkers, ours beside the paper's.
    ChineseCheckers(chinese_checkers::CheckersArgs),
    /// Sturtevant (2003), Table 5: agents against each other over many deals or openings,
    /// every agent in every seat; mean score (win rate) with 95% intervals.
    Versus(versus::VersusArgs),
    /// Sturtevant (2003), Tables 3-4: depth reached per move in 3-player Hearts or Spades
    /// under a node limit, max^n, speculative and paranoid, blind and constant-sum evaluations.
    CardDepth(card_depth::CardDepthArgs),
    /// Sturtevant (2003), Table 5: max^n, speculative and paranoid playing 3-player Hearts or
    /// Spades against each other in every seating; paired differences per deal with 95%
    /// intervals.
    CardPlay(card_play::CardPlayArgs),
    /// Sturtevant (2003), Table 1: leaves of last-branch and speculative pruning on their
    /// best-case trees, measured beside the recurrences, and the branching factors.
    BestCase(best_case::BestCaseArgs),
    /// Every pair of agents over the same deals or openings in every seat arrangement: a
    /// matrix of pairwise points with 95% intervals and Bradley-Terry ratings.
    RoundRobin(round_robin::RoundRobinArgs),
}

/// Runs `maxn experiment`.
pub fn run(args: &ExperimentArgs) -> Result<(), CliError> {
    match &args.which {
        Experiment::Trees(args) => trees::run(args),
        Experiment::ChineseCheckers(args) => chinese_checkers::run(args),
        Experiment::SergeantMajor(args) => sergeant_major::run(args),
        Experiment::Versus(args) => versus::run(args),
        Experiment::CardDepth(args) => card_depth::run(args),
        Experiment::CardPlay(args) => card_play::run(args),
        Experiment::BestCase(args) => best_case::run(args),
        Experiment::RoundRobin(args) => round_robin::run(args),
    }
}
