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
//!   state and a guess of every hand (what a sampler of the unseen cards produces). Its values
//!   are the hand's points in maximisation form **with** the moon, as the hand's score
//!   applies it ([`Moon`](super::Moon)`<`[`RulePlayout`]`>`: the bounds the pruning relies on
//!   still hold, the sum is no longer constant).
//! - What a seat may know: [`HeartsHand::seen_by`] yields the [`Event`]s it sees, in order:
//!   its own deal ([`Event::Dealt`]), the passes it gave or received ([`Event::Passed`]: seen
//!   by the two seats involved only), every card played with whether it led
//!   ([`Event::Played`]) and every trick's winner ([`Event::TrickWon`]).
//!   [`HeartsHand::public`] is the public part of the trick play in one value.
//! - [`simple_pass`]: a documented rule-of-thumb pass (the cards most likely to take points),
//!   the default of a seat's [`Calls`] (its pass and bid, decisions of its agent);
//!   [`SearchedPass`] and [`SearchedBid`] choose them by playing sampled deals out instead.
//! - [`rule_card`]: a documented rule-of-thumb card (stop a shooter of the moon, duck, dump
//!   the Q♠, lead low), and [`RulePlayout`], the cut-off evaluation that plays the rest of
//!   the hand out by it ([`HeartsPlay`]'s default; [`BlindPlayout`] without the moon's
//!   defence, the baseline it is measured against).
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
//! - Hearts may not be led until a heart has been played to an earlier trick of the hand (the
//!   Q♠ does not break hearts), unless the leader holds only hearts.
//! - Each heart taken is 1 point, the Q♠ 13. A seat that takes all 26 shoots the moon: it
//!   scores 0 and every other seat 26.
//!
//! # Spades
//!
//! - [`SpadesMatch`]: each side's score and bags ([`sides`], [`side_of`]: N-S and E-W with 4
//!   players, each player alone with 3), the hand number and dealer (hand `k` dealt by seat
//!   `k - 1`, so North bids and leads first), [`deal`](SpadesMatch::deal),
//!   [`bid`](SpadesMatch::bid), [`play`](SpadesMatch::play); game to 500, lost at −200.
//! - [`SpadesHand`]: one hand: bidding in turn from the dealer's left
//!   ([`SpadesHand::bid`], 0 = nil, to 13 tricks with 4 players, 17 with 3; **blind nil is
//!   not supported**), then the trick play, led by the dealer's left; [`SpadesResult`] per
//!   side.
//! - [`SpadesPlay`]: the trick play as a searchable game, valued in tricks (partnership
//!   tricks with 4 players), constant-sum; [`SpadesPlay::resume`] from [`PlayPublic`] (with
//!   `taken` in tricks) and a guess of every hand. The contract is not in the value: an agent
//!   compares the predicted tricks with the bids through [`score_side`].
//! - [`simple_bid`]: a documented rule-of-thumb bidder.
//! - Scoring ([`score_side`], [`add_bags`]): nil ±100; contract = the sum of the side's
//!   non-nil bids, made: +10 × contract + 1 per overtrick (a bag), set: −10 × contract; a
//!   failed nil's tricks do not help its partner's contract and count as bags; every 10 bags
//!   carried cost 100. The match ends after a hand when a side has reached 500 or fallen to
//!   −200 and one side leads alone; it wins (ties for the lead play another hand).
//! - Rules of play: follow suit; spades trump; a spade may not be led until a spade has been
//!   played (on a trick of another suit) unless the leader holds only spades. The 3-player
//!   game keeps the paper's deck (no 2♣, 17 cards each).
//!
//! # Matches played by agents
//!
//! [`play_hearts_match`] and [`play_spades_match`] play a whole match with one agent per seat
//! ([`MatchSeat`]: the agent of its card play, seated at an [`Observed`](super::Observed)
//! hand, and its [`Calls`], its pass and bid), hand `k` dealt by a function of `k` (such as
//! [`Deal::of_match`](super::Deal::of_match), the command line's seeding), and return a
//! [`MatchRecord`] of [`HandRecord`]s; the `_from` forms go on from a match resumed at given
//! totals ([`HeartsMatch::resume`], [`SpadesMatch::resume`]). A referee outside the program
//! keeps the rules' match alone and hands a seat's agent the view
//! [`view_from_events`](super::view_from_events) builds from the events the seat saw.
//!
//! # Notation
//!
//! [`HeartsHand::from_pbn`] / [`HeartsHand::to_pbn`] and [`SpadesHand::from_pbn`] /
//! [`SpadesHand::to_pbn`]: a PBN-style record of a hand (`[Deal]`, `[Pass]`, `[Passes]`,
//! `[Dealer]`, `[Bids]`, `[Play]`), replayed through the rules; a [`RecordError`] names
//! the line, the tag, the item and the broken rule.
//!
//! Hearts:
//!
//! ```text
//! [Deal "N:<hand> <hand> <hand> <hand>"]
//! [Pass "left"]
//! [Passes "SA,HK,D2 C3,C4,C5 ..."]
//! [Play "C2 CA C9 CK ..."]
//! ```
//!
//! `Deal` is the PBN deal (as dealt, before the pass). `Pass` is `left`, `right`, `across`
//! or `hold`; `Passes` gives each seat's three cards, N first, comma-separated within a seat
//! (absent in a hold hand). Spades:
//!
//! ```text
//! [Deal "N:..."]
//! [Dealer "W"]
//! [Bids "3 nil 4 2"]
//! [Play "D2 HA DA SA ..."]
//! ```
//!
//! `Bids` are in bidding order, from the dealer's left (`nil` or `0` for nil). `Play` lists
//! the cards in the order played; it may stop anywhere (a record of a hand in progress).
//! Unknown tags are skipped, as PBN readers do.
//!
//! A whole match ([`HeartsMatch::from_pbn`], [`SpadesMatch::from_pbn`] and their `to_pbn`):
//! a header block (`[Target "100"]`; `[Target "500"]` and `[Floor "-200"]` in Spades), then
//! one hand record per block, blocks separated by blank lines; every hand is replayed through
//! the match, which checks the rotation of passes and dealers.
//!
//! Errors: every refused action is a [`RulesError`] naming the seat and the card or count at
//! fault ("E does not hold HQ", "S may not play H5: hearts may not be led until ...").

mod bid;
mod bidder;
mod calls;
mod error;
mod events;
mod hearts_hand;
mod hearts_match;
mod hearts_play;
mod hearts_rule;
mod match_notation;
mod matches;
mod notation;
mod passer;
mod passing;
mod public;
mod searched;
mod searched_bid;
mod searched_pass;
mod spades_contract;
mod spades_hand;
mod spades_match;
mod spades_play;
mod spades_score;

pub use bid::Bid;
pub use bidder::simple_bid;
pub use calls::{Calls, SimpleCalls};
pub use error::RulesError;
pub use events::{Event, seen_by};
pub use hearts_hand::{HandPhase, HandResult, HeartsHand};
pub use hearts_match::{HEARTS_TARGET, HeartsMatch, MatchPhase};
pub use hearts_play::HeartsPlay;
pub use hearts_rule::{BlindPlayout, MOON_HEARTS, RulePlayout, RuleView, moon_shooter, rule_card};
pub use matches::{
    HandRecord, MatchRecord, MatchSeat, play_hearts_match, play_hearts_match_from,
    play_spades_match, play_spades_match_from,
};
pub use notation::RecordError;
pub use passer::simple_pass;
pub use passing::{PASS_SIZE, PassDirection, check_pass, pass_choices};
pub use public::PlayPublic;
pub use searched_bid::{BidSamples, SearchedBid, SearchedBidError};
pub use searched_pass::{SearchedPass, SearchedPassError};
pub use spades_contract::{Contract, SpadesContract};
pub use spades_hand::{SpadesHand, SpadesPhase, SpadesResult, side_of, sides};
pub use spades_match::{SPADES_FLOOR, SPADES_TARGET, SpadesMatch, SpadesMatchPhase};
pub use spades_play::SpadesPlay;
pub use spades_score::{BAG_PENALTY, BAGS_LIMIT, NIL_POINTS, SideScore, add_bags, score_side};
