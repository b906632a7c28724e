//! What the catalogue chooses of the built-in games of `maxn-games` besides the game and its
//! player count ([`dispatch::with_game`](crate::dispatch::with_game) builds the typed game).
//!
//! - [`cards`]: the card games' evaluations at a cut-off, and Hearts' per-seat evaluations,
//!   by name.

pub mod cards;
