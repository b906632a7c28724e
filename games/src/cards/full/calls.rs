//! A seat's passes (Hearts) and bids (Spades): decisions of the seat's agent, as its card
//! play is, made from what the seat knows before trick play.

use super::super::card::Card;
use super::super::set::CardSet;
use super::bid::Bid;
use super::bidder::simple_bid;
use super::passer::simple_pass;
use super::passing::PassDirection;

/// What a seat decides before trick play: the three cards it passes in Hearts and its bid in
/// Spades. Each has a default, the rules' rule of thumb ([`simple_pass`], [`simple_bid`]):
/// an agent that decides these by search (or any other way) overrides one or both, and a
/// match asks each seat's own.
///
/// ```
/// use maxn_games::cards::full::{Calls, PassDirection, SimpleCalls, simple_pass};
/// use maxn_games::cards::{Card, CardSet};
///
/// /// Passes its three lowest cards; bids as the rules' rule of thumb does.
/// struct Low;
/// impl Calls for Low {
///     fn pass(&mut self, _seat: usize, hand: CardSet, _to: PassDirection) -> Vec<Card> {
///         hand.iter_low_to_high().take(3).collect()
///     }
/// }
///
/// let hand: CardSet = "SA SK SQ H2 C3 D4".split(' ').map(|c| c.parse::<Card>().unwrap()).collect();
/// assert_eq!(Low.pass(0, hand, PassDirection::Left).len(), 3);
/// assert_eq!(SimpleCalls.pass(0, hand, PassDirection::Left), simple_pass(hand));
/// ```
pub trait Calls {
    /// The three cards `seat` passes from `hand` (as dealt) in a hand passed `direction`;
    /// by default [`simple_pass`].
    fn pass(&mut self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        let _ = (seat, direction);
        simple_pass(hand)
    }

    /// The tricks `seat` bids (0 is nil) holding `hand`, the bids made before it (by seat,
    /// `None` for seats yet to bid), in a hand of `tricks` tricks; by default [`simple_bid`].
    fn bid(&mut self, seat: usize, hand: CardSet, bids: &[Option<Bid>], tricks: u8) -> u8 {
        let _ = (seat, bids);
        simple_bid(hand, tricks)
    }
}

/// The rules' rules of thumb for both: [`simple_pass`] and [`simple_bid`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SimpleCalls;

impl Calls for SimpleCalls {}
