//! The built-in games as the command line plays them: a game by name, agents by name, starts
//! from a seed or from a given deal or position; one game move by move ([`play`]) or a
//! tournament of many ([`versus`]).

mod error;
mod play;
mod round_robin;
mod round_robin_report;
mod versus;
mod versus_report;

pub(crate) use versus_report::interval_text;

pub use error::ArenaError;
pub use play::{PlayOptions, play};
pub use round_robin::{RoundRobinOptions, RoundRobinReport, round_robin};
pub use versus::{GameSummary, VersusOptions, VersusReport, versus};

use maxn_games::rng::SplitMix64;

/// The seeds of `count` starts from one seed: a SplitMix64 sequence, so that tournaments from
/// nearby seeds share no deal.
pub(crate) fn start_seeds(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = SplitMix64::new(seed);
    (0..count).map(|_| rng.next_u64()).collect()
}
