//! Hearts and Spades with their full rules, as people play them: Hearts with the pass,
//! shooting the moon and matches to 100 points; Spades with bids, nil, bags and matches to
//! 500. The paper's variants ([`Hearts`](super::Hearts), [`Spades`](super::Spades)) are left
//! as they are; the trick play of each full game is a double-dummy [`Game`](maxn::Game) the
//! searchers take as they take the paper's games.
//!
//! # Hearts
//!
//! - [`HeartsMatch`]: totals, the hand number and its [`PassDirection`], the phase
//!   ([`MatchPhase`]); [`deal`](HeartsMatch::deal), [`pass`](HeartsMatch::pass),
//!   [`play`](HeartsMatch::play); the match ends after the hand in which a seat reaches 100,
//!   lowest total wins, ties share the win ([`winners`](HeartsMatch::winners)).
//! - [`HeartsHand`]: one hand. Passing ([`HandPhase::Passing`]): every seat passes three cards
//!   ([`HeartsHand::pass`], any order; the cards change hands when all have passed).
//!   Playing: [`to_move`](HeartsHand::to_move), [`legal_cards`](HeartsHand::legal_cards),
//!   [`play`](HeartsHand::play). Over: [`result`](HeartsHand::result), a [`HandResult`] with
//!   the moon applied.
//! - [`HeartsPlay`]: the trick play as a searchable game (the paper's `Hearts` under the
//!   breaking rule [`HeartsOnly`](super::HeartsOnly)): [`HeartsHand::game`] gives the
//!   double-dummy position; [`HeartsPlay::resume`] rebuilds one from the [`PlayPublic`]
//!   state and a guess of every hand (what a sampler of the unseen cards produces).
//! - What a seat may know: [`HeartsHand::seen_by`] yields the [`Event`]s it sees, in order:
//!   its own deal ([`Event::Dealt`]), the passes it gave or received ([`Event::Passed`]: seen
//!   by the two seats involved only), every card played with whether it led
//!   ([`Event::Played`]) and every trick's winner ([`Event::TrickWon`]).
//!   [`HeartsHand::public`] is the public part of the trick play in one value.
//!
//! The rules, exactly:
//!
//! - 4 players use the full deck, 13 cards each; 3 players the deck without the 2♦, 17 each.
//! - Hand `k` passes left, right, across, hold (4 players) or left, right, hold (3 players),
//!   in rotation; left is the next seat in the order of play. A pass is exactly three cards
//!   of the hand as dealt.
//! - The holder of the 2♣ leads it to the first trick. Players follow suit when they can.
//! - First trick: a player who cannot follow may not play a heart or the Q♠ unless the hand
//!   holds nothing else (only hearts and perhaps the Q♠); then any card.
//! - Hearts may not be led until a heart has been played (to any earlier trick or to this
//!   hand's earlier tricks; the Q♠ does not break hearts), unless the leader holds only hearts.
//! - Each heart taken is 1 point, the Q♠ 13. A seat that takes all 26 shoots the moon: it
//!   scores 0 and every other seat 26.
//!
//! Errors: every refused action is a [`RulesError`] naming the seat and the card or count at
//! fault ("E does not hold HQ", "S may not play H5: hearts may not be led until ...").

mod bid;
mod error;
mod events;
mod hearts_hand;
mod hearts_match;
mod hearts_play;
mod passing;
mod public;

pub use bid::Bid;
pub use error::RulesError;
pub use events::{Event, seen_by};
pub use hearts_hand::{HandPhase, HandResult, HeartsHand};
pub use hearts_match::{HEARTS_TARGET, HeartsMatch, MatchPhase};
pub use hearts_play::HeartsPlay;
pub use passing::{PASS_SIZE, PassDirection, check_pass};
pub use public::PlayPublic;
