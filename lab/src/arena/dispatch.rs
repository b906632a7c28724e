//! From a built-in game and a player count chosen at run time to the typed game the agents
//! search, and the starts of each game.

use maxn::PositionHash;
use maxn_games::cards::{Hearts, SergeantMajor, Spades};
use maxn_games::chinese_checkers::{ChineseCheckers, players_in};
use maxn_games::rng::SplitMix64;

use super::error::ArenaError;
use super::game::BuiltinGame;
use crate::catalogue::CatalogueError;
use crate::registry::Searchable;
use maxn_play::{Notation, random_opening};

/// A built-in game as the arena plays it.
pub(crate) trait ArenaGame<const N: usize>:
    Searchable<N> + PositionHash<N> + Notation<N> + PartialEq + Send + Sync + 'static
{
    /// The start numbered `seed`: a random deal at cards; in Chinese Checkers, which has one
    /// start, the position after one random move per player ([`random_opening`]).
    fn seeded(seed: u64) -> Self;
}

impl ArenaGame<3> for Hearts<3> {
    fn seeded(seed: u64) -> Self {
        Self::random(seed)
    }
}

impl ArenaGame<4> for Hearts<4> {
    fn seeded(seed: u64) -> Self {
        Self::random(seed)
    }
}

impl ArenaGame<3> for Spades {
    fn seeded(seed: u64) -> Self {
        Self::random(seed)
    }
}

impl ArenaGame<3> for SergeantMajor {
    fn seeded(seed: u64) -> Self {
        Self::random(seed)
    }
}

impl<const N: usize> ArenaGame<N> for ChineseCheckers<N> {
    fn seeded(seed: u64) -> Self {
        random_opening(&Self::start(), N, seed)
    }
}

/// Work on a built-in game, compiled once per game type and player count.
pub(crate) trait ArenaJob {
    /// What the work returns.
    type Output;

    /// Does the work on `G`.
    fn run<G: ArenaGame<N>, const N: usize>(self) -> Result<Self::Output, ArenaError>
    where
        G::Move: Send + Sync;
}

/// Runs `job` on `game` for `players` players; an error if the game is not played by that
/// many.
pub(crate) fn dispatch<J: ArenaJob>(
    game: BuiltinGame,
    players: usize,
    job: J,
) -> Result<J::Output, ArenaError> {
    match (game, players) {
        (BuiltinGame::Hearts, 3) => job.run::<Hearts<3>, 3>(),
        (BuiltinGame::Hearts, 4) => job.run::<Hearts<4>, 4>(),
        (BuiltinGame::Spades, 3) => job.run::<Spades, 3>(),
        (BuiltinGame::SergeantMajor, 3) => job.run::<SergeantMajor, 3>(),
        (BuiltinGame::ChineseCheckers, 2) => job.run::<ChineseCheckers<2>, 2>(),
        (BuiltinGame::ChineseCheckers, 3) => job.run::<ChineseCheckers<3>, 3>(),
        (BuiltinGame::ChineseCheckers, 4) => job.run::<ChineseCheckers<4>, 4>(),
        (BuiltinGame::ChineseCheckers, 6) => job.run::<ChineseCheckers<6>, 6>(),
        _ => Err(ArenaError::Players(CatalogueError::players(
            game.name(),
            game.player_counts(),
            players,
        ))),
    }
}

/// The player count: as given, else read from a Chinese Checkers position, else the game's
/// default. A position whose count contradicts the one given is an error.
pub(crate) fn player_count(
    game: BuiltinGame,
    players: Option<usize>,
    start: Option<&str>,
) -> Result<usize, ArenaError> {
    let from_position = match (game, start) {
        (BuiltinGame::ChineseCheckers, Some(text)) => {
            Some(players_in(text).map_err(|error| ArenaError::Start(error.to_string()))?)
        }
        _ => None,
    };
    match (players, from_position) {
        (Some(given), Some(found)) if given != found => Err(ArenaError::Start(format!(
            "the position has {found} players, but {given} were asked for"
        ))),
        (given, found) => Ok(given.or(found).unwrap_or(game.default_players())),
    }
}

/// The seeds of `count` starts from one seed: a SplitMix64 sequence, so that tournaments from
/// nearby seeds share no deal.
pub(crate) fn start_seeds(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = SplitMix64::new(seed);
    (0..count).map(|_| rng.next_u64()).collect()
}
