//! The built-in games as the command line plays them: a game by name, agents by name, starts
//! from a seed or from a given deal or position; one game move by move ([`play`]) or a
//! tournament of many ([`versus`]); the full games played with hidden hands likewise, one match
//! ([`play_full`]) or a tournament of matches ([`versus_full`]).

mod error;
mod full;
mod full_report;
mod play;
mod round_robin;
mod round_robin_report;
mod versus;
mod versus_report;

pub use error::ArenaError;
pub use full::{FullError, FullOptions, FullVersusReport, play_full, versus_full};
pub use play::{PlayOptions, play};
pub use round_robin::{RoundRobinOptions, RoundRobinReport, round_robin};
pub use versus::{GameSummary, VersusOptions, VersusReport, versus};

use maxn_games::rng::SplitMix64;

use crate::catalogue::{CatalogueError, GameChoice, OpenGame};
use crate::dispatch::{GameJob, with_game};

/// Work of the arena on the typed game the catalogue built: a match from the start given, or
/// a tournament from starts of its own (which leaves the one given aside).
trait ArenaJob {
    /// What the work returns.
    type Output;

    /// Does the work on `G`.
    fn run<G: OpenGame<N>, const N: usize>(self, start: G) -> Result<Self::Output, ArenaError>;
}

/// Runs `job` on the game `choice` names; the catalogue's errors become the arena's.
fn on_game<J: ArenaJob>(choice: &GameChoice<'_>, job: J) -> Result<J::Output, ArenaError> {
    /// An arena job as the catalogue takes it: open games only.
    struct Arena<J>(J);

    impl<J: ArenaJob> GameJob for Arena<J> {
        type Output = Result<J::Output, ArenaError>;

        fn open<G: OpenGame<N>, const N: usize>(
            self,
            start: G,
        ) -> Result<Self::Output, CatalogueError> {
            Ok(self.0.run(start))
        }
    }

    with_game(choice, Arena(job)).map_err(ArenaError::Catalogue)?
}

/// The seeds of `count` starts from one seed: a SplitMix64 sequence, so that tournaments from
/// nearby seeds share no deal.
pub(crate) fn start_seeds(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = SplitMix64::new(seed);
    (0..count).map(|_| rng.next_u64()).collect()
}
