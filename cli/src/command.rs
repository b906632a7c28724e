//! The command line, as clap parses it: the subcommands, each with its own arguments.

use clap::{Parser, Subcommand};

use crate::args::TreeArgs;
use crate::experiment::ExperimentArgs;
use crate::games::{MovesArgs, PerftArgs, SearchArgs};
use crate::play::PlayArgs;
use crate::serve::ServeArgs;

/// Exact pruning for game-tree search in games of three or more players.
///
/// Run without arguments for a short demonstration: every algorithm on a few random trees,
/// compared in nodes visited.
#[derive(Debug, Parser)]
#[command(name = "maxn", version, about, long_about = None)]
pub struct Cli {
    /// What to do; nothing runs the demonstration.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Search a synthetic tree (generated from a seed, never stored).
    Tree(TreeArgs),
    /// Count the positions of a game at each depth (move-generation check).
    Perft(PerftArgs),
    /// Search a position of a game with one algorithm.
    Search(SearchArgs),
    /// List a position's legal moves in the game's notation, in generation order (the order
    /// of `search`'s `best_move` index).
    Moves(MovesArgs),
    /// Re-run an experiment: average nodes of every algorithm, as a table (CSV, SVG, JSON).
    Experiment(ExperimentArgs),
    /// Play one game move by move, one agent (a searcher under a node budget) per seat.
    Play(PlayArgs),
    /// Serve one agent to another program: JSON lines on standard input and output, one
    /// answer per request (docs/serve.md).
    Serve(ServeArgs),
}
