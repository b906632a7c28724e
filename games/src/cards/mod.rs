//! Trick-taking card games searched double-dummy: Sergeant Major (8-5-3), Hearts (3 and 4
//! players) and 3-player Spades, on a shared core of cards as bit sets, tricks, follow-suit
//! rules and the grouping of equivalent cards.
//!
//! - [`Card`], [`CardSet`]: cards as bits of a `u64`, laid out so that scanning a set from the
//!   top yields cards high to low.
//! - [`Trick`], [`Table`]: the trick in progress and the hands; follow suit, optional trumps.
//! - [`MoveOptions`]: grouping of equivalent cards (on by default) and the search order (high
//!   to low by default).
//! - [`Deal`] and the PBN notation ([`Deal::parse`], `Display`), random deals from a seed.
//! - The games: [`SergeantMajor`], [`Hearts`], [`Spades`], all declared with
//!   `#[multiplayer_game]` (Hearts with `objective = min`, its rules in Hearts points) and
//!   generic over the number of tricks searched, the players and the cut-off valuation; all
//!   implement [`CardGame`] and [`MonotonicHeuristic`](maxn::MonotonicHeuristic).
//! - Cut-off valuations that keep each game constant-sum ([`TricksEstimated`],
//!   [`LikelyTaker`], the defaults; the rules in [`estimate_tricks`] and [`likely_takers`],
//!   read at a cut-off from summaries of the hands that `play` keeps up to date suit by suit,
//!   [`TopCards`] and [`HeldCharge`]), and the earlier ones that credit only what has been taken ([`TricksTaken`],
//!   [`TakenPoints`]), still selectable by type parameter.
//! - [`full`]: Hearts and Spades with their full rules (the pass, the moon, bids, nil, bags,
//!   matches to 100 and 500), an event log per hand, and the trick play as a double-dummy
//!   game.
//! - Hidden hands: [`InfoSet`] (what one seat may know), [`DealSampler`] (the consistent
//!   deals, drawn exactly uniformly), [`HiddenRules`] (what a card played reveals, the position
//!   a sample stands for) and [`Observed`] (a position keeping every seat's information).
//! - [`perft`] and [`fast_perft`]; [`full_tree_stats`], the size of a Sergeant Major tree
//!   counted without visiting it (the "full tree" of Sturtevant & Korf 2000, Table 2).

mod card;
mod deal;
mod deal_error;
mod estimate;
pub mod full;
mod full_tree;
mod game;
mod grouping;
#[cfg(test)]
pub(crate) mod hash_tests;
mod hearts;
mod hidden;
mod pbn;
mod perft;
mod points;
mod sergeant_major;
mod set;
mod spades;
mod table;
mod trick;
mod zobrist;

/// The cards written as a space-separated list (`"SA HK C2"`), for the unit tests.
#[cfg(test)]
pub(crate) fn set_of(cards: &str) -> CardSet {
    cards
        .split_whitespace()
        .map(|c| c.parse::<Card>().unwrap())
        .collect()
}

pub use card::{Card, CardParseError, Rank, Suit};
pub use deal::{Deal, HEARTS_3, HEARTS_4, SEATS, SERGEANT_MAJOR, SPADES_3, SPADES_4, Variant};
pub use deal_error::DealError;
pub use estimate::{
    HeldCharge, TopCards, TrickValuation, TricksEstimated, TricksTaken, estimate_tricks,
    estimate_with, likely_takers, likely_takers_with,
};
pub use full_tree::full_tree_stats;
pub use game::CardGame;
pub use grouping::{MoveOptions, Order, group_leaders};
pub use hearts::{
    ALL_POINTS, Breaking, Hearts, HeartsOnly, LikelyTaker, Moon, QueenBreaks, TakenAndHeld,
    TakenPoints, Valuation, hearts_points, points_in, shoot_the_moon,
};
pub use hidden::{
    DealSampler, HiddenRules, InfoSet, Observed, PublicFacts, SampleError, view_from_events,
};
pub use perft::{fast_perft, perft};
pub use sergeant_major::SergeantMajor;
pub use set::{CardSet, HighToLow, LowToHigh};
pub use spades::Spades;
pub use table::{Table, TrickDone};
pub use trick::{Trick, beats};
