//! `maxn experiment versus`: agents against each other over many deals or openings, with every
//! agent in every seat, over the lab's arena ([`maxn_lab::arena::versus`]; a full game played
//! with hidden hands: `full.rs`).

mod args;
mod full;

pub use args::{VersusArgs, start_count};

use std::fs::File;
use std::io::BufWriter;
use std::time::Instant;

use maxn_lab::arena::{VersusOptions, VersusReport, versus};

use crate::agents::arena_error;
use crate::error::CliError;
use crate::progress::progress_bar;

/// Deals played when `--deals` is not given.
const DEFAULT_DEALS: usize = 30;
/// Openings played when `--games` is not given.
const DEFAULT_GAMES: usize = 10;

/// Runs `maxn experiment versus`.
pub fn run(args: &VersusArgs) -> Result<(), CliError> {
    let game = args.game;
    if game.hidden_hands() {
        return full::versus(args, game);
    }
    let count = start_count(game, args.deals, args.games, DEFAULT_DEALS, DEFAULT_GAMES)?;
    let options = VersusOptions {
        play: args.agents.tournament_options(game)?,
        count,
    };
    let outputs = args.output.open::<VersusReport>()?;
    let records = args
        .records
        .as_ref()
        .map(|path| {
            File::create(path)
                .map_err(|e| CliError::Output(format!("cannot create {}: {e}", path.display())))
        })
        .transpose()?;
    let started = Instant::now();
    let bar = progress_bar(0, "versus");
    let report = versus(&options, &|progress| {
        bar.set_length(progress.total as u64);
        bar.set_position(progress.done as u64);
    })
    .map_err(|error| arena_error(error, "--deals/--games"))?;
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} games in {:.1} s",
        report.games.len(),
        started.elapsed().as_secs_f64()
    );
    outputs.emit(&report)?;
    if let Some(file) = records {
        report.write_records(&mut BufWriter::new(file))?;
    }
    Ok(())
}
