//! The event log of a hand: what happened, in order, and who may see each event. An agent
//! that may not see the other hands is given the events its seat sees, from which it builds
//! its information set.

use super::super::card::Card;
use super::super::set::CardSet;
use super::bid::Bid;

/// One thing that happened in a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// `seat` was dealt `hand`. Seen by `seat` only.
    Dealt {
        /// The seat.
        seat: usize,
        /// Its cards as dealt (before any pass).
        hand: CardSet,
    },
    /// `from` passed `cards` to `to` (Hearts). Seen by `from` and `to` only; logged once every
    /// seat has passed, when the cards change hands.
    Passed {
        /// The passing seat.
        from: usize,
        /// The receiving seat.
        to: usize,
        /// The three cards.
        cards: CardSet,
    },
    /// `seat` bid `bid` (Spades). Seen by all.
    Bid {
        /// The seat.
        seat: usize,
        /// The bid.
        bid: Bid,
    },
    /// `seat` played `card`; `leads` when it was the first card of its trick. Seen by all.
    Played {
        /// The seat.
        seat: usize,
        /// The card.
        card: Card,
        /// Whether the card led the trick.
        leads: bool,
    },
    /// A trick was completed: `winner` took `cards` and leads next. Seen by all.
    TrickWon {
        /// The seat that took it.
        winner: usize,
        /// Its cards.
        cards: CardSet,
    },
}

impl Event {
    /// Whether `seat` sees this event: a deal only its own, a pass only when it gave or
    /// received it, everything else always.
    pub fn visible_to(&self, seat: usize) -> bool {
        match *self {
            Event::Dealt { seat: dealt, .. } => dealt == seat,
            Event::Passed { from, to, .. } => seat == from || seat == to,
            Event::Bid { .. } | Event::Played { .. } | Event::TrickWon { .. } => true,
        }
    }
}

/// The [`Event::Dealt`] of every seat of a deal of `hands`: how a hand's log starts.
pub(crate) fn dealt<const N: usize>(hands: &[CardSet; N]) -> Vec<Event> {
    (0..N)
        .map(|seat| Event::Dealt {
            seat,
            hand: hands[seat],
        })
        .collect()
}

/// The events of `log` that `seat` sees, in order.
pub fn seen_by(log: &[Event], seat: usize) -> impl Iterator<Item = &Event> {
    log.iter().filter(move |event| event.visible_to(seat))
}
