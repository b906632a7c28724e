//! `maxn experiment versus` for the full games played with hidden hands (hearts-full,
//! spades-full): matches with every agent in every seat, over the lab's [`versus_full`].

use std::time::Instant;

use maxn_lab::arena::{FullVersusReport, versus_full};
use maxn_lab::catalogue::GameName;

use super::args::VersusArgs;
use crate::agents::full_error;
use crate::error::CliError;
use crate::progress::progress_bar;

/// Matches played when `--games` is not given: a few minutes on two cores.
const DEFAULT_MATCHES: usize = 2;

/// `maxn experiment versus --game hearts-full|spades-full`: matches with every agent in every
/// seat.
pub fn versus(args: &VersusArgs, game: GameName) -> Result<(), CliError> {
    if args.deals.is_some() {
        return Err(CliError::Usage(format!(
            "--deals: {game} plays whole matches; give --games"
        )));
    }
    if args.records.is_some() {
        return Err(CliError::Usage(format!(
            "--records: {game} does not write records; `maxn play --game {game} --json` writes a match"
        )));
    }
    let matches = args.games.map_or(DEFAULT_MATCHES, |g| g as usize);
    let options = args.agents.full_options(game, None)?;
    let outputs = args.output.open::<FullVersusReport>()?;
    let started = Instant::now();
    let bar = progress_bar(0, "versus");
    let report = versus_full(&options, matches, &|progress| {
        bar.set_length(progress.total as u64);
        bar.set_position(progress.done as u64);
    })
    .map_err(full_error)?;
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} matches in {:.1} s",
        report.result.matches.len(),
        started.elapsed().as_secs_f64()
    );
    outputs.emit(&report)?;
    Ok(())
}
