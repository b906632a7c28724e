//! `maxn` with no arguments: every algorithm on random trees of 3, 4 and 6 players, as a
//! comparison table (a lighter `maxn experiment trees`).

use maxn_lab::experiments::trees::{self, Config, Scores, Shape};

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
    let config = Config {
        players: PLAYERS.to_vec(),
        shape,
        scores: Scores::Int,
    };
    let bar = progress_bar(config.steps(), "demo");
    let outcome =
        trees::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    println!(
        "maxn: every algorithm on random trees (Korf's model, integer scores summing to 720720),\n\
         branching {}, depth {}, {SEEDS} trees per player count. Every exact algorithm must\n\
         return max^n's value and root move on every tree.\n",
        shape.branching, shape.depth
    );
    outcome.write_table(&mut std::io::stdout().lock())?;
    println!(
        "\nThe full experiment: `maxn experiment trees --help`; one search: `maxn tree --help`."
    );
    Ok(())
}
