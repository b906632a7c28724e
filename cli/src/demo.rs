//! `maxn` with no arguments: every algorithm on random trees of 3, 4 and 6 players, as a
//! comparison table (a lighter `maxn experiment trees`).

use std::io::Write;

use crate::error::CliError;
use crate::experiment::trees::{Shape, TreesRow, measure_players, print_table};
use crate::output::progress_bar;
use crate::tree::IntScale;

/// Trees per player count: enough for stable averages, few enough to finish in seconds.
const SEEDS: u64 = 20;

/// The player counts shown.
const PLAYERS: [u8; 3] = [3, 4, 6];

/// Runs the demonstration.
pub fn run() -> Result<(), CliError> {
    let shape = Shape {
        branching: 4,
        depth: 10,
        seeds: SEEDS,
        seed: 0,
    };
    let bar = progress_bar(PLAYERS.len() as u64 * SEEDS, "demo");
    let mut rows = Vec::new();
    for players in PLAYERS {
        rows.extend(measure_players::<IntScale>(players, shape, || bar.inc(1))?);
    }
    bar.finish_and_clear();
    print(shape, &rows, &mut std::io::stdout().lock())?;
    Ok(())
}

/// Writes the demonstration's text and table; a failed write is an error to report, never a
/// panic (`println!` panics when standard output is full or closed).
fn print(shape: Shape, rows: &[TreesRow], out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "maxn: every algorithm on random trees (Korf's model, integer scores summing to 720720),\n\
         branching {}, depth {}, {SEEDS} trees per player count. Every exact algorithm must\n\
         return max^n's value and root move on every tree.\n",
        shape.branching, shape.depth
    )?;
    print_table(rows, out)?;
    writeln!(
        out,
        "\nThe full experiment: `maxn experiment trees --help`; one search: `maxn tree --help`."
    )?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer whose device is full, as `/dev/full` is.
    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::from_raw_os_error(28))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_full_output_is_an_error_not_a_panic() {
        let shape = Shape {
            branching: 4,
            depth: 10,
            seeds: SEEDS,
            seed: 0,
        };
        assert!(print(shape, &[], &mut Full).is_err());
    }
}
