//! The card games chosen at run time: which game, how many players, which deal; the typed
//! game is handed to a [`CardJob`], compiled once per game type.
//!
//! A player count cannot go through [`with_players`](crate::registry::with_players) here:
//! `Hearts<N>` exists for 3 and 4 players only (any other `N` fails to compile), so each
//! game lists the counts it is played by.
//!
//! ```
//! use maxn_games::cards::{CardGame, fast_perft};
//! use maxn_lab::games::cards::{CardGameName, CardJob, DealSource, with_card_game};
//! use maxn_lab::registry::Searchable;
//! use maxn::PositionHash;
//!
//! struct Perft;
//! impl CardJob for Perft {
//!     type Output = (usize, u64);
//!     fn run<G: CardGame<N> + Searchable<N> + PositionHash<N>, const N: usize>(
//!         self,
//!         game: G,
//!     ) -> (usize, u64) {
//!         (N, fast_perft(&game, 1)[0])
//!     }
//! }
//! let (players, leads) =
//!     with_card_game(CardGameName::Hearts, None, DealSource::Seed(0), true, Perft).unwrap();
//! assert_eq!(players, 4);
//! assert_eq!(leads, 1); // the two of clubs leads
//! assert!(with_card_game(CardGameName::Hearts, Some(5), DealSource::Seed(0), true, Perft).is_err());
//! ```

use std::fmt;

use maxn_games::cards::{CardGame, DealError, Hearts, SergeantMajor, Spades};

use maxn::PositionHash;

use crate::registry::Searchable;

/// A card game of `maxn-games`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardGameName {
    /// Sergeant Major (8-5-3): 3 players, 16 cards each, tricks taken.
    SergeantMajor,
    /// Hearts, 4 players or the 3-player variant (2 of diamonds removed), points taken.
    Hearts,
    /// Spades, the 3-player variant (2 of clubs removed), tricks taken, spades trump.
    Spades,
}

impl CardGameName {
    /// The game's name in messages.
    pub const fn title(self) -> &'static str {
        match self {
            CardGameName::SergeantMajor => "Sergeant Major",
            CardGameName::Hearts => "Hearts",
            CardGameName::Spades => "3-player Spades",
        }
    }

    /// The player counts the game is played by; the first is the default.
    pub const fn players(self) -> &'static [usize] {
        match self {
            CardGameName::SergeantMajor | CardGameName::Spades => &[3],
            CardGameName::Hearts => &[4, 3],
        }
    }

    /// The player counts in words, for messages: "3", "3 or 4".
    pub const fn played_by(self) -> &'static str {
        match self {
            CardGameName::SergeantMajor | CardGameName::Spades => "3",
            CardGameName::Hearts => "3 or 4",
        }
    }
}

/// Where the deal comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealSource<'a> {
    /// A deal in PBN.
    Pbn(&'a str),
    /// A random deal from a seed.
    Seed(u64),
}

/// Work to do on a card game whose type is chosen at run time.
pub trait CardJob {
    /// What the work returns.
    type Output;

    /// Does the work on the game.
    fn run<G: CardGame<N> + Searchable<N> + PositionHash<N>, const N: usize>(
        self,
        game: G,
    ) -> Self::Output;
}

/// Why the game cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardGameError {
    /// The game is not played by this many players.
    Players {
        /// The game.
        game: CardGameName,
        /// The count asked for.
        players: usize,
    },
    /// The PBN deal is not a deal of the game.
    Deal(DealError),
}

impl fmt::Display for CardGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardGameError::Players { game, players } => write!(
                f,
                "{} is played by {} players, not {players}",
                game.title(),
                game.played_by()
            ),
            CardGameError::Deal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for CardGameError {}

/// Builds `game` for `players` (`None`: its default) from `deal`, grouping equivalent cards
/// or not, and runs `job` on it.
pub fn with_card_game<J: CardJob>(
    game: CardGameName,
    players: Option<usize>,
    deal: DealSource<'_>,
    grouping: bool,
    job: J,
) -> Result<J::Output, CardGameError> {
    let players = players.unwrap_or(game.players()[0]);
    if !game.players().contains(&players) {
        return Err(CardGameError::Players { game, players });
    }
    Ok(match (game, players) {
        (CardGameName::SergeantMajor, _) => job.run(
            build(deal, SergeantMajor::<16>::from_pbn, SergeantMajor::random)?
                .with_grouping(grouping),
        ),
        (CardGameName::Spades, _) => {
            job.run(build(deal, Spades::<17>::from_pbn, Spades::random)?.with_grouping(grouping))
        }
        // `Hearts<N>` is compiled for the counts it is played by only.
        (CardGameName::Hearts, 3) => {
            job.run(build(deal, Hearts::<3>::from_pbn, Hearts::random)?.with_grouping(grouping))
        }
        (CardGameName::Hearts, _) => {
            job.run(build(deal, Hearts::<4>::from_pbn, Hearts::random)?.with_grouping(grouping))
        }
    })
}

/// The game from the PBN deal, or from the seed.
fn build<G>(
    deal: DealSource<'_>,
    parse: impl Fn(&str) -> Result<G, DealError>,
    random: impl Fn(u64) -> G,
) -> Result<G, CardGameError> {
    match deal {
        DealSource::Pbn(text) => parse(text).map_err(CardGameError::Deal),
        DealSource::Seed(seed) => Ok(random(seed)),
    }
}
