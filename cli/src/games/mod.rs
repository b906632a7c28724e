//! `maxn perft` and `maxn search` on real games: the arguments they share, and each game's
//! adapter from those arguments to the library.

mod moves;
mod rules;
mod search;

pub use moves::{MovesArgs, run as moves};

use std::io::Write;
use std::num::NonZeroUsize;

use clap::{Args, ValueEnum};
use maxn_games::chinese_checkers::WinRule;
use maxn_lab::catalogue::{CatalogueError, GameName, StartError};
use maxn_lab::games::cards::CardEvaluation;
use maxn_lab::registry::Algorithm;

use crate::args::{algorithm_parser, game_parser};
use crate::error::CliError;

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
    pub rules: rules::RuleArgs,
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
                "--depth: give the plies to search, or --deepen with --node-limit or                  --move-time to search until the limit"
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

/// The most positions `maxn perft` counts at its deepest level before refusing: at about 10^8
/// positions per second, a day's work.
const PERFT_LIMIT: f64 = 1e13;

/// Runs `maxn perft`.
pub fn perft(args: &PerftArgs) -> Result<(), CliError> {
    let count = |depth| search::perft(&args.position, depth);
    // Level by level, each extrapolated from the growth of the last: a depth whose count
    // cannot be finished is refused with the estimate before the work that would never end.
    // (A few levels are not enough: a card game's first trick can be all forced moves.)
    let mut counts = Vec::new();
    for level in 1..=args.depth {
        // From three levels on: the growth of the first one or two says too little.
        if let Some(estimate) = perft_estimate(&counts, args.depth).filter(|_| counts.len() >= 3)
            && estimate > PERFT_LIMIT
        {
            return Err(CliError::Usage(format!(
                "--depth {}: perft would count about {estimate:.1e} positions at that depth \
                 (extrapolated from depths 1 to {}), more than the {PERFT_LIMIT:.0e} it can \
                 count in a day; use a smaller --depth",
                args.depth,
                counts.len()
            )));
        }
        counts.push(count(level)?);
    }
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer(&mut out, &counts).map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        for (depth, count) in counts.iter().enumerate() {
            writeln!(
                out,
                "depth {:>2}  {:>20}",
                depth + 1,
                maxn_lab::report::thousands(*count as f64)
            )?;
        }
    }
    Ok(())
}

/// Runs `maxn search`.
pub fn search(args: &SearchArgs) -> Result<(), CliError> {
    args.depth()?;
    args.memory.check_threads(args.threads)?;
    if args.memory.any() && args.rules.any() {
        return Err(CliError::Usage(format!(
            "{}: the decision rules (--ties, --relative, --seat-evaluations) search without \
             a transposition table or move ordering",
            args.memory.flags()
        )));
    }
    let report = search::search(args)?;
    report.print(args.json, &mut std::io::stdout().lock())?;
    Ok(())
}

/// The usage error for a game, player count, start or evaluation the catalogue refused,
/// naming the flag at fault.
pub fn catalogue_error(error: CatalogueError) -> CliError {
    let flag = match &error {
        CatalogueError::Players { players, .. } | CatalogueError::NotCompiled { players } => {
            format!("--players {players}")
        }
        CatalogueError::Start {
            error: StartError::Deal(_),
            ..
        } => "--deal".to_owned(),
        CatalogueError::Start {
            error: StartError::Position(_),
            ..
        } => "--position".to_owned(),
        CatalogueError::Evaluation { .. } => "--evaluation".to_owned(),
        CatalogueError::UnknownName { .. }
        | CatalogueError::UnknownAgent { .. }
        | CatalogueError::AgentAlgorithm { .. }
        | CatalogueError::AgentOption { .. } => "--agents".to_owned(),
        CatalogueError::Kind { .. } => "--game".to_owned(),
    };
    CliError::Usage(format!("{flag}: {error}"))
}

/// The count at `depth` extrapolated from `counts` (depths 1, 2, ...) by the growth of their
/// last level; `None` when `counts` already reach `depth` or say nothing (a game already over).
fn perft_estimate(counts: &[u64], depth: u32) -> Option<f64> {
    let known = counts.len();
    if known == 0 || known >= depth as usize {
        return None;
    }
    let last = *counts.last()? as f64;
    let before = if known >= 2 {
        counts[known - 2] as f64
    } else {
        1.0
    };
    let growth = if before > 0.0 { last / before } else { 0.0 };
    Some(last * growth.powi((depth as usize - known) as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_extrapolates_the_last_growth() {
        assert_eq!(perft_estimate(&[10, 100, 1000], 5), Some(100_000.0));
        assert_eq!(perft_estimate(&[7], 3), Some(343.0));
        assert_eq!(perft_estimate(&[10, 100, 1000], 3), None);
        // A game that ended stops growing.
        assert_eq!(perft_estimate(&[3, 0, 0], 9), Some(0.0));
    }
}
