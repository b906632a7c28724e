//! What the cut-off evaluations read from the hands, kept up to date as cards are played so
//! that a cut-off does not scan the hands again: a card leaving a hand changes the summary of
//! its own suit only (and the Hearts charges only when a point card or a spade above the Q♠
//! leaves), so a play redoes one suit at most, where an evaluation from scratch does all four.

use crate::cards::card::{Card, Suit};
use crate::cards::set::CardSet;

/// The cards of the hands that [`estimate_tricks`](super::estimate_tricks) counts, per suit:
/// the *sure winners* (the unbroken run of top cards held by the holder of a suit's highest
/// card) and the *honours* (the four highest cards of each suit still in hands).
///
/// Each suit's part depends on that suit's cards in hands only; a game that keeps it calls
/// [`played`](Self::played) after every card, which redoes the card's suit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TopCards {
    /// Every suit's run of sure winners (each run is in its holder's hand).
    runs: u64,
    /// Every suit's four highest cards in hands.
    honours: u64,
}

impl TopCards {
    /// The summary of `hands`.
    pub fn of<const N: usize>(hands: &[CardSet; N]) -> Self {
        let mut top = Self::default();
        for suit in Suit::PBN_ORDER {
            top.redo(hands, suit);
        }
        top
    }

    /// Brings the summary up to date after a card of `card`'s suit left `hands`.
    #[inline]
    pub fn played<const N: usize>(&mut self, hands: &[CardSet; N], card: Card) {
        self.redo(hands, card.suit());
    }

    /// The sure winners of `hand` (a hand of the summarised hands): its cards in the top runs.
    #[inline]
    pub fn winners(&self, hand: CardSet) -> u32 {
        (hand.bits() & self.runs).count_ones()
    }

    /// The honours of `hand`: its cards among the four highest of their suit.
    #[inline]
    pub fn honours(&self, hand: CardSet) -> u32 {
        (hand.bits() & self.honours).count_ones()
    }

    /// Recomputes `suit`'s part from `hands`.
    #[inline]
    fn redo<const N: usize>(&mut self, hands: &[CardSet; N], suit: Suit) {
        let mask = CardSet::suit(suit).bits();
        let cards = union(hands) & mask;
        let (runs, honours) = if cards == 0 {
            (0, 0)
        } else {
            let holder = hands[holder_of(hands, highest_bit(cards))].bits() & mask;
            // The holder's cards above every other seat's cards of the suit.
            let others = cards & !holder;
            let run = if others == 0 {
                holder
            } else {
                holder & !at_or_below(highest_bit(others))
            };
            (run, top_four(cards))
        };
        self.runs = (self.runs & !mask) | runs;
        self.honours = (self.honours & !mask) | honours;
    }
}

/// The Hearts points of the cards still in hands, each charged to the seat likely to take it
/// by the rule of [`likely_takers`](super::likely_takers): a heart or the Q♠ to the other
/// seat holding the lowest higher card of its suit, or to its holder when no other seat holds
/// a higher one.
///
/// It changes only when a heart, the Q♠ or a spade above it leaves a hand; a game that keeps it
/// calls [`played`](Self::played) after every card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeldCharge<const N: usize> {
    charged: [u8; N],
}

impl<const N: usize> Default for HeldCharge<N> {
    fn default() -> Self {
        Self { charged: [0; N] }
    }
}

/// The cards whose leaving a hand changes a [`HeldCharge`]: the hearts, and the Q♠ and the
/// spades above it.
const CHARGE_CHANGERS: u64 = CardSet::suit(Suit::Hearts).bits()
    | CardSet::single(Card::QUEEN_OF_SPADES).bits()
    | (CardSet::suit(Suit::Spades).bits() & !((2u64 << Card::QUEEN_OF_SPADES.index()) - 1));

impl<const N: usize> HeldCharge<N> {
    /// The charges of the point cards in `hands`.
    pub fn of(hands: &[CardSet; N]) -> Self {
        let mut charged = [0u8; N];
        let all = union(hands);
        // The hearts in hands fall, from the top, into runs of cards of one holder; every
        // heart of a run is charged to the holder of the run above it (that seat holds the
        // lowest heart above it of any other seat), the top run to its own holder.
        let hearts = CardSet::suit(Suit::Hearts).bits();
        let mut rest = all & hearts;
        let mut above = None;
        while rest != 0 {
            let holder = holder_of(hands, highest_bit(rest));
            let others = rest & !hands[holder].bits();
            let run = if others == 0 {
                rest
            } else {
                rest & !at_or_below(highest_bit(others))
            };
            charged[above.unwrap_or(holder)] += run.count_ones() as u8;
            above = Some(holder);
            rest &= !run;
        }
        let queen = CardSet::single(Card::QUEEN_OF_SPADES).bits();
        if all & queen != 0 {
            let holder = holder_of(hands, queen);
            let higher = all & CHARGE_CHANGERS & !hearts & !at_or_below(queen);
            let others = higher & !hands[holder].bits();
            let taker = if others == 0 {
                holder
            } else {
                holder_of(hands, others & others.wrapping_neg())
            };
            charged[taker] += 13;
        }
        Self { charged }
    }

    /// Brings the charges up to date after `card` left `hands`.
    #[inline]
    pub fn played(&mut self, hands: &[CardSet; N], card: Card) {
        if CHARGE_CHANGERS >> card.index() & 1 != 0 {
            *self = Self::of(hands);
        }
    }

    /// The points charged to each seat.
    #[inline]
    pub fn charged(&self) -> [u8; N] {
        self.charged
    }
}

/// Every card in `hands`, as bits.
#[inline]
fn union<const N: usize>(hands: &[CardSet; N]) -> u64 {
    hands.iter().fold(0, |all, hand| all | hand.bits())
}

/// The seat whose hand holds `bit` (one card that some hand holds).
#[inline]
fn holder_of<const N: usize>(hands: &[CardSet; N], bit: u64) -> usize {
    hands
        .iter()
        .position(|hand| hand.bits() & bit != 0)
        .unwrap_or(0)
}

/// The highest bit of `bits` (not 0).
#[inline]
fn highest_bit(bits: u64) -> u64 {
    1 << (63 - bits.leading_zeros())
}

/// Every bit at or below `bit` (a single bit, below bit 63).
#[inline]
fn at_or_below(bit: u64) -> u64 {
    (bit << 1) - 1
}

/// The four highest bits of `bits` (all of them when there are fewer).
#[inline]
fn top_four(bits: u64) -> u64 {
    let mut rest = bits;
    let mut top = 0;
    for _ in 0..4 {
        if rest == 0 {
            break;
        }
        let bit = highest_bit(rest);
        top |= bit;
        rest ^= bit;
    }
    top
}
