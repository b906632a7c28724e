//! `maxn` with no arguments: every algorithm on random trees of 3, 4 and 6 players, as a
//! comparison table (a lighter `maxn experiment trees`), then one hand of Hearts played by
//! agents.

use std::io::Write;

use maxn_lab::experiments::trees::{self, Scores, Shape, TreesConfig};

use crate::error::CliError;
use crate::progress::progress_bar;

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
    let config = TreesConfig {
        players: PLAYERS.to_vec(),
        shape,
        scores: Scores::Int,
    };
    let bar = progress_bar(config.steps(), "demo");
    let outcome =
        trees::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    print(
        shape,
        |out| outcome.write_table(out),
        &mut std::io::stdout().lock(),
    )?;
    crate::demo_match::run()
}

/// Writes the demonstration's text around the table `table` writes; a failed write is an error
/// to report, never a panic (`println!` panics when standard output is full or closed).
fn print<W: Write>(
    shape: Shape,
    table: impl FnOnce(&mut W) -> std::io::Result<()>,
    out: &mut W,
) -> std::io::Result<()> {
    writeln!(
        out,
        "maxn: every algorithm on random trees (Korf's model, integer scores summing to 720720),\n\
         branching {}, depth {}, {SEEDS} trees per player count. Every exact algorithm must\n\
         return max^n's value and root move on every tree.\n",
        shape.branching, shape.depth
    )?;
    table(out)?;
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
        assert!(print(shape, |_| Ok(()), &mut Full).is_err());
    }
}
