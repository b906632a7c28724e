//! `maxn` with no arguments: every algorithm on random trees of 3, 4 and 6 players, as a
//! comparison table (a lighter `maxn experiment trees`).

use crate::error::CliError;
use crate::experiment::trees::{Shape, measure_players, print_table};
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
    println!(
        "maxn: every algorithm on random trees (Korf's model, integer scores summing to 720720),\n\
         branching {}, depth {}, {SEEDS} trees per player count. Every exact algorithm must\n\
         return max^n's value and root move on every tree.\n",
        shape.branching, shape.depth
    );
    print_table(&rows, &mut std::io::stdout().lock())?;
    println!(
        "\nThe full experiment: `maxn experiment trees --help`; one search: `maxn tree --help`."
    );
    Ok(())
}
