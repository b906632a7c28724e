//! `maxn perft` and `maxn search` on real games: their arguments (`args.rs`, the decision
//! rules' in `rule_args.rs`), and each game's adapter from those arguments to the library.

mod args;
mod moves;
mod rule_args;
mod rules;
mod search;

pub use args::{PerftArgs, SearchArgs};
pub use moves::{MovesArgs, run as moves};

use std::io::Write;

use crate::error::CliError;

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
