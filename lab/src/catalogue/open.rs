//! The games played with every hand visible as the catalogue hands them to work: one trait
//! every such typed game implements, whatever its player count or evaluation.

use std::fmt::Display;

use maxn::{Evaluation, Game, PositionHash};
use maxn_games::cards::{
    CardGame, Hearts, LikelyTaker, SergeantMajor, Spades, TakenAndHeld, TakenPoints,
    TricksEstimated, TricksTaken, fast_perft,
};
use maxn_games::chinese_checkers::{ChineseCheckers, perft};
use maxn_play::{Notation, random_opening};

use super::GameOptions;
use crate::choice::StartError;
use crate::games::cards::SeatEvaluation;
use crate::registry::Searchable;

/// A built-in game played with every hand visible, typed: what every command that searches or
/// plays one needs of it (the registry's searchers, a position hash for the tables, a notation
/// for records, starts from a seed or a text, perft).
pub trait OpenGame<const N: usize>:
    Searchable<N, Move: Send + Sync + Display>
    + PositionHash<N>
    + Notation<N>
    + PartialEq
    + Send
    + Sync
    + 'static
{
    /// The start numbered `seed`: a random deal at cards; in Chinese Checkers, which has one
    /// start, the position after one random move per player ([`random_opening`]).
    fn seeded(seed: u64) -> Self;

    /// The game's own start: Chinese Checkers' starting position; a card game, which has
    /// none, the deal of seed 0.
    fn initial() -> Self;

    /// The start `text` writes: a deal in PBN, a Chinese Checkers position (under the win
    /// rule of `options`, which decides whether it is over or refused).
    fn parse_start(text: &str, options: &GameOptions) -> Result<Self, StartError>;

    /// The same position with the search settings of `options` that apply to the game
    /// (grouping of equivalent cards; Chinese Checkers' top-k limit).
    fn with_options(self, options: &GameOptions) -> Self;

    /// The positions `depth` moves on (cards played; Chinese Checkers: turns).
    fn perft(&self, depth: u32) -> u64;

    /// Each seat's own evaluation called `seat`, for per-seat rules: Hearts (valued by its
    /// default) names two, the other games none.
    fn seat_evaluation(seat: SeatEvaluation) -> Option<Evaluation<Self, N>> {
        let _ = seat;
        None
    }
}

/// The card games' [`OpenGame`] impls, one line per typed game: its player count and its
/// constructors.
macro_rules! card_game {
    ($game:ty, $n:literal) => {
        impl OpenGame<$n> for $game {
            card_game!(@common $n);
        }
    };
    ($game:ty, $n:literal, seats) => {
        impl OpenGame<$n> for $game {
            card_game!(@common $n);

            fn seat_evaluation(seat: SeatEvaluation) -> Option<Evaluation<Self, $n>> {
                Some(match seat {
                    SeatEvaluation::LikelyTaker => |p: &Self| p.evaluate(),
                    SeatEvaluation::TakenPoints => |p: &Self| p.taken_points_value(),
                })
            }
        }
    };
    (@common $n:literal) => {
        fn seeded(seed: u64) -> Self {
            Self::random(seed)
        }

        fn initial() -> Self {
            Self::random(0)
        }

        fn parse_start(text: &str, _: &GameOptions) -> Result<Self, StartError> {
            Self::from_pbn(text).map_err(StartError::Deal)
        }

        fn with_options(self, options: &GameOptions) -> Self {
            self.with_grouping(options.grouping)
        }

        fn perft(&self, depth: u32) -> u64 {
            fast_perft(self, depth).last().copied().unwrap_or(0)
        }
    };
}

card_game!(Hearts<3, LikelyTaker>, 3, seats);
card_game!(Hearts<4, LikelyTaker>, 4, seats);
card_game!(Hearts<3, TakenAndHeld>, 3);
card_game!(Hearts<4, TakenAndHeld>, 4);
card_game!(Hearts<3, TakenPoints>, 3);
card_game!(Hearts<4, TakenPoints>, 4);
card_game!(Spades<17, TricksEstimated>, 3);
card_game!(Spades<17, TricksTaken>, 3);
card_game!(SergeantMajor<16, TricksEstimated>, 3);
card_game!(SergeantMajor<16, TricksTaken>, 3);

impl<const N: usize> OpenGame<N> for ChineseCheckers<N> {
    fn seeded(seed: u64) -> Self {
        random_opening(&Self::start(), N, seed)
    }

    fn initial() -> Self {
        Self::start()
    }

    fn parse_start(text: &str, options: &GameOptions) -> Result<Self, StartError> {
        Self::parse_with(text, options.win_rule).map_err(StartError::Position)
    }

    fn with_options(self, options: &GameOptions) -> Self {
        self.with_win_rule(options.win_rule)
            .with_top_k(options.top_k)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}

/// The name a typed game declares, for errors about it.
pub(crate) fn declared_name<G: Game<N>, const N: usize>() -> &'static str {
    G::NAME
}
