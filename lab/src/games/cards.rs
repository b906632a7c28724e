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

use maxn_games::cards::{
    CardGame, DealError, Hearts, LikelyTaker, SergeantMajor, Spades, TakenAndHeld, TakenPoints,
    TricksEstimated, TricksTaken,
};
use serde::Serialize;

use maxn::PositionHash;

use crate::catalogue::CatalogueError;
use crate::registry::Searchable;

/// A card game of `maxn-games`, searched double-dummy: made from a
/// [`GameName`](crate::catalogue::GameName) by its `card_game`. Its default player count is
/// the search commands' (Hearts: 4), not the arena's (3).
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
}

/// The evaluation at a depth cut-off (the card games' valuation type parameters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardEvaluation {
    /// Hearts: the points already taken ([`TakenPoints`]); not constant-sum.
    TakenPoints,
    /// Hearts: points taken, plus those held charged to their holder ([`TakenAndHeld`]).
    TakenAndHeld,
    /// Hearts: points taken, plus those out charged to their likely taker ([`LikelyTaker`],
    /// the default).
    LikelyTaker,
    /// Spades and Sergeant Major: the tricks already taken ([`TricksTaken`]); not
    /// constant-sum.
    TricksTaken,
    /// Spades and Sergeant Major: tricks taken plus the tricks left by estimate
    /// ([`TricksEstimated`], the default).
    TricksEstimated,
}

impl CardEvaluation {
    /// Every evaluation, the Hearts ones first.
    pub const ALL: [CardEvaluation; 5] = [
        CardEvaluation::TakenPoints,
        CardEvaluation::TakenAndHeld,
        CardEvaluation::LikelyTaker,
        CardEvaluation::TricksTaken,
        CardEvaluation::TricksEstimated,
    ];

    /// The evaluation's name in reports and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            CardEvaluation::TakenPoints => "taken-points",
            CardEvaluation::TakenAndHeld => "taken-and-held",
            CardEvaluation::LikelyTaker => "likely-taker",
            CardEvaluation::TricksTaken => "tricks-taken",
            CardEvaluation::TricksEstimated => "tricks-estimated",
        }
    }

    /// The evaluation alone, as a configuration's list.
    pub const fn only(self) -> &'static [CardEvaluation] {
        match self {
            CardEvaluation::TakenPoints => &[CardEvaluation::TakenPoints],
            CardEvaluation::TakenAndHeld => &[CardEvaluation::TakenAndHeld],
            CardEvaluation::LikelyTaker => &[CardEvaluation::LikelyTaker],
            CardEvaluation::TricksTaken => &[CardEvaluation::TricksTaken],
            CardEvaluation::TricksEstimated => &[CardEvaluation::TricksEstimated],
        }
    }

    /// Whether every cut-off's scores sum to the declared `maxsum`, so Lemma 1 can fire.
    pub const fn constant_sum(self) -> bool {
        !matches!(
            self,
            CardEvaluation::TakenPoints | CardEvaluation::TricksTaken
        )
    }

    /// Whether `game` can be valued this way: the points ones for Hearts, the tricks ones
    /// for Spades and Sergeant Major.
    pub const fn fits(self, game: CardGameName) -> bool {
        let hearts = matches!(
            self,
            CardEvaluation::TakenPoints
                | CardEvaluation::TakenAndHeld
                | CardEvaluation::LikelyTaker
        );
        hearts == matches!(game, CardGameName::Hearts)
    }
}

impl CardGameName {
    /// The evaluation a game is searched with when none is asked for.
    pub const fn default_evaluation(self) -> CardEvaluation {
        match self {
            CardGameName::Hearts => CardEvaluation::LikelyTaker,
            CardGameName::SergeantMajor | CardGameName::Spades => CardEvaluation::TricksEstimated,
        }
    }

    /// The evaluations that fit the game, in words, for messages.
    pub fn evaluations(self) -> String {
        let names: Vec<&str> = CardEvaluation::ALL
            .iter()
            .filter(|evaluation| evaluation.fits(self))
            .map(|evaluation| evaluation.name())
            .collect();
        names.join(", ")
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
    Players(CatalogueError),
    /// The PBN deal is not a deal of the game.
    Deal(DealError),
    /// The evaluation is not one of the game's.
    Evaluation {
        /// The game.
        game: CardGameName,
        /// The evaluation asked for.
        evaluation: CardEvaluation,
    },
}

impl fmt::Display for CardGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardGameError::Players(error) => error.fmt(f),
            CardGameError::Deal(error) => error.fmt(f),
            CardGameError::Evaluation { game, evaluation } => write!(
                f,
                "{} is not an evaluation of {} (its evaluations: {})",
                evaluation.name(),
                game.title(),
                game.evaluations()
            ),
        }
    }
}

impl std::error::Error for CardGameError {}

/// Builds `game` for `players` (`None`: its default) from `deal`, grouping equivalent cards
/// or not, and runs `job` on it; the game is valued at cut-offs by its default evaluation.
pub fn with_card_game<J: CardJob>(
    game: CardGameName,
    players: Option<usize>,
    deal: DealSource<'_>,
    grouping: bool,
    job: J,
) -> Result<J::Output, CardGameError> {
    with_card_game_valued(game, players, deal, grouping, None, job)
}

/// [`with_card_game`] with the game valued at cut-offs by `evaluation` (`None`: the game's
/// default); an error if the evaluation does not fit the game.
pub fn with_card_game_valued<J: CardJob>(
    game: CardGameName,
    players: Option<usize>,
    deal: DealSource<'_>,
    grouping: bool,
    evaluation: Option<CardEvaluation>,
    job: J,
) -> Result<J::Output, CardGameError> {
    let players = players.unwrap_or(game.players()[0]);
    if !game.players().contains(&players) {
        return Err(CardGameError::Players(CatalogueError::players(
            game.title(),
            game.players(),
            players,
        )));
    }
    let evaluation = evaluation.unwrap_or(game.default_evaluation());
    if !evaluation.fits(game) {
        return Err(CardGameError::Evaluation { game, evaluation });
    }
    let built = Built {
        deal,
        grouping,
        job,
    };
    use CardEvaluation as E;
    match (game, players) {
        (CardGameName::SergeantMajor, _) => match evaluation {
            E::TricksTaken => built.run(
                SergeantMajor::<16, TricksTaken>::from_pbn,
                SergeantMajor::random,
            ),
            _ => built.run(
                SergeantMajor::<16, TricksEstimated>::from_pbn,
                SergeantMajor::random,
            ),
        },
        (CardGameName::Spades, _) => match evaluation {
            E::TricksTaken => built.run(Spades::<17, TricksTaken>::from_pbn, Spades::random),
            _ => built.run(Spades::<17, TricksEstimated>::from_pbn, Spades::random),
        },
        // `Hearts<N>` is compiled for the counts it is played by only.
        (CardGameName::Hearts, 3) => match evaluation {
            E::TakenPoints => built.run(Hearts::<3, TakenPoints>::from_pbn, Hearts::random),
            E::TakenAndHeld => built.run(Hearts::<3, TakenAndHeld>::from_pbn, Hearts::random),
            _ => built.run(Hearts::<3, LikelyTaker>::from_pbn, Hearts::random),
        },
        (CardGameName::Hearts, _) => match evaluation {
            E::TakenPoints => built.run(Hearts::<4, TakenPoints>::from_pbn, Hearts::random),
            E::TakenAndHeld => built.run(Hearts::<4, TakenAndHeld>::from_pbn, Hearts::random),
            _ => built.run(Hearts::<4, LikelyTaker>::from_pbn, Hearts::random),
        },
    }
}

/// What every game of [`with_card_game_valued`] is built from, and the job to run on it.
struct Built<'a, J> {
    deal: DealSource<'a>,
    grouping: bool,
    job: J,
}

impl<J: CardJob> Built<'_, J> {
    /// Builds the game from the PBN deal or the seed and runs the job on it.
    fn run<G: CardGame<N> + Searchable<N> + PositionHash<N>, const N: usize>(
        self,
        parse: impl Fn(&str) -> Result<G, DealError>,
        random: impl Fn(u64) -> G,
    ) -> Result<J::Output, CardGameError> {
        let game = build(self.deal, parse, random)?;
        Ok(self.job.run(game.with_grouping(self.grouping)))
    }
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
