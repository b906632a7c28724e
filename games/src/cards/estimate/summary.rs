//! What the cut-off evaluations read from the hands, kept up to date as cards are played so
//! that a cut-off does not scan the hands again: a card leaving a hand changes the summary of
//! its own suit only (and the Hearts charges only when a point card or a spade above the Q♠
//! leaves), so a play redoes one suit at most, where an evaluation from scratch does all four.

use crate::cards::card::{Card, Suit};
use crate::cards::set::CardSet;

/// What [`estimate_tricks`](super::estimate_tricks) counts in the hands, per suit and seat:
/// the *sure winners* (the cards of the unbroken run of top cards held by the holder of a
/// suit's highest card) and the *honours* (the cards among the four highest of the suit
/// still in hands).
///
/// Each suit's counts depend on that suit's cards in hands only; a game that keeps them calls
/// [`played`](Self::played) after every card, which redoes the card's suit. For up to 4 seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TopCards {
    /// Per suit, byte `seat` the seat's sure winners and byte `4 + seat` its honours: the
    /// four suits' words add up, byte by byte, without carries (no count exceeds 13).
    suits: [u64; 4],
}

impl TopCards {
    /// The counts of `hands` (at most 4 seats).
    pub fn of<const N: usize>(hands: &[CardSet; N]) -> Self {
        let mut top = Self::default();
        for suit in Suit::PBN_ORDER {
            top.redo(hands, suit);
        }
        top
    }

    /// Brings the counts up to date after `card` left `hands`.
    #[inline]
    pub fn played<const N: usize>(&mut self, hands: &[CardSet; N], card: Card) {
        let suit = card.suit();
        let cards = union(hands) & CardSet::suit(suit).bits();
        let above = cards & !at_or_below(CardSet::single(card).bits());
        // Below the suit's four highest cards, a card counts for nothing: the honours are
        // those four, and a run of sure winners shorter than four stops above it, at the
        // highest card of another seat among the four, which is still there.
        let runs_of_four = self.suits[suit as usize] & 0xFCFC_FCFC != 0;
        if count_in_suit(above, suit) < 4 || runs_of_four {
            self.redo(hands, suit);
        }
    }

    /// Each seat's sure winners and honours, over all suits.
    #[inline]
    pub fn counts<const N: usize>(&self) -> ([u32; N], [u32; N]) {
        let all = self.suits[0] + self.suits[1] + self.suits[2] + self.suits[3];
        let byte = |at: usize| (all >> (8 * at)) as u32 & 0xFF;
        (
            std::array::from_fn(byte),
            std::array::from_fn(|seat| byte(4 + seat)),
        )
    }

    /// Recomputes `suit`'s counts from `hands`.
    #[inline]
    fn redo<const N: usize>(&mut self, hands: &[CardSet; N], suit: Suit) {
        const { assert!(N <= 4, "top cards are counted for up to 4 seats") };
        let mask = CardSet::suit(suit).bits();
        let cards = union(hands) & mask;
        let mut counts = 0;
        if cards != 0 {
            let top = highest_bit(cards);
            let seat = holder_of(hands, top);
            let holder = hands[seat].bits() & mask;
            // The holder's cards above every other seat's cards of the suit.
            let others = cards & !holder;
            let run = if others == 0 {
                holder
            } else {
                holder & !at_or_below(highest_bit(others))
            };
            counts += u64::from(count_in_suit(run, suit)) << (8 * seat);
            let mut rest = cards;
            for _ in 0..4 {
                if rest == 0 {
                    break;
                }
                let bit = highest_bit(rest);
                counts += 1 << (8 * (4 + holder_of(hands, bit)));
                rest ^= bit;
            }
        }
        self.suits[suit as usize] = counts;
    }
}

/// The number of cards of `suit` in `bits` (cards of that suit only): a suit's cards lie 4
/// bits apart, so one multiplication adds them up in the top nibble (at most 13, no carry),
/// where a `count_ones` without the CPU's instruction takes a dozen.
#[inline]
pub(crate) fn count_in_suit(bits: u64, suit: Suit) -> u32 {
    let aligned = bits >> (suit as u8);
    (aligned.wrapping_mul(0x1111_1111_1111_1111) >> 60) as u32
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

/// The seat whose hand holds `bit` (one card that some hand holds; 0 if none does). Without a
/// branch: which seat holds a suit's top cards is what a search keeps changing, so a search
/// through the hands mispredicts (a third of the Spades search's mispredicted branches, by
/// callgrind's branch simulation).
#[inline]
fn holder_of<const N: usize>(hands: &[CardSet; N], bit: u64) -> usize {
    hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| seat * usize::from(hand.bits() & bit != 0))
        .sum()
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
