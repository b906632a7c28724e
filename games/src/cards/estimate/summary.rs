//! What the cut-off evaluations read from the hands, kept up to date as cards are played so
//! that a cut-off does not scan the hands again: a card leaving a hand changes the summary of
//! its own suit only (and the Hearts charges only when a point card or a spade above the Q♠
//! leaves), so a play redoes one suit at most, where an evaluation from scratch does all four.

use crate::cards::card::{Card, Suit};
use crate::cards::set::CardSet;

/// What [`estimate_tricks`](super::estimate_tricks) counts in the hands, per seat over all
/// suits: the *sure winners* (in each suit, the cards of the unbroken run of top cards held by
/// the holder of the suit's highest card) and the *strength* (the cards among the four highest
/// of their suit still in hands, its *honours*, plus, in the trump suit, twice the seat's
/// trumps).
///
/// Each suit's counts depend on that suit's cards in hands only, and those are read off the
/// suit's *order*, the seats holding its cards from the highest down, which is kept too. A
/// game that keeps them calls [`played`](Self::played) after every card, which takes the card
/// out of its suit's order and moves the counts by what that changed: the honours by the card
/// that left the four highest and the card that entered them (the order's fifth), the sure
/// winners by the order's leading run before and after. Without a branch on the cards: whether
/// the card was among the four highest is what a search keeps changing (half of those
/// branches mispredicted), and the order makes both cases a few instructions. For up to 4
/// seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TopCards {
    /// Per suit, the seat holding each of its cards in hands, 2 bits each, the highest card in
    /// bits 0-1 (bits past the suit's cards are 0).
    order: [u32; 4],
    /// Byte `seat` the seat's sure winners and byte `4 + seat` its strength, over all suits
    /// (a seat's strength is at most 4 honours a suit and twice its 13 trumps, 42 in all).
    all: u64,
}

impl TopCards {
    /// The counts of `hands` (at most 4 seats) with `trump` as trumps.
    pub fn of<const N: usize>(hands: &[CardSet; N], trump: Option<Suit>) -> Self {
        const { assert!(N <= 4, "top cards are counted for up to 4 seats") };
        let mut top = Self::default();
        for suit in Suit::PBN_ORDER {
            top.all += suit_counts(hands, suit, trump);
            let mut rest = union(hands) & CardSet::suit(suit).bits();
            let mut order = 0;
            let mut place = 0;
            while rest != 0 {
                let bit = highest_bit(rest);
                order |= (holder_of(hands, bit) as u32) << (2 * place);
                place += 1;
                rest ^= bit;
            }
            if N <= 3 {
                // Seat 3 marks the places past the suit's cards.
                order |= !0 << (2 * place);
            }
            top.order[suit as usize] = order;
        }
        top
    }

    /// Brings the counts up to date after `seat` played `card` out of `hands` (`hands`
    /// without the card), with `trump` as trumps.
    #[inline]
    pub fn played<const N: usize>(
        &mut self,
        hands: &[CardSet; N],
        card: Card,
        seat: usize,
        trump: Option<Suit>,
    ) {
        let suit = card.suit();
        let cards = union(hands) & CardSet::suit(suit).bits();
        let above = cards & !at_or_below(CardSet::single(card).bits());
        // The card's place in its suit's order (0 for the highest).
        let place = count_in_suit(above, suit);
        let old = self.order[suit as usize];
        let kept = (1 << (2 * place)) - 1;
        let strength = 1u64 << (8 * (4 + seat));
        // Among the four highest, the card leaves them and the fifth, if any, joins them.
        let among_four = 0u64.wrapping_sub(u64::from(place < 4));
        // A trump leaving takes its two from the seat's strength.
        let trump_out = (strength << 1) & 0u64.wrapping_sub(u64::from(trump == Some(suit)));
        let change = if N <= 3 {
            // Up to 3 seats, seat 3 marks the places past the suit's cards (the top place is
            // refilled with it): the suit's length is not needed.
            let order = (old & kept) | ((old >> 2) & !kept) | 3 << 30;
            self.order[suit as usize] = order;
            let joins = (1 << (8 * (4 + (old >> 8 & 3)))) & SEATS_3;
            (joins.wrapping_sub(strength) & among_four)
                .wrapping_sub(trump_out)
                .wrapping_add(sure_winners_marked(order))
                .wrapping_sub(sure_winners_marked(old))
        } else {
            let before = count_in_suit(cards, suit) + 1;
            let order = (old & kept) | ((old >> 2) & !kept);
            self.order[suit as usize] = order;
            let joins = u64::from(before > 4) << (8 * (4 + (old >> 8 & 3)));
            (joins.wrapping_sub(strength) & among_four)
                .wrapping_sub(trump_out)
                .wrapping_add(sure_winners_of(order, before - 1))
                .wrapping_sub(sure_winners_of(old, before))
        };
        // Every byte stays within its byte, so the total moves by the change, modulo 2^64.
        self.all = self.all.wrapping_add(change);
    }

    /// Each seat's sure winners over all suits, byte `seat` of a word, and its strength.
    #[inline]
    pub fn packed_counts<const N: usize>(&self) -> (u32, [u32; N]) {
        let all = self.all;
        (
            all as u32,
            std::array::from_fn(|seat| (all >> (8 * (4 + seat))) as u32 & 0xFF),
        )
    }
}

/// The bytes of seats 0 to 2 in the counts: their sure winners and strengths.
const SEATS_3: u64 = 0x00FF_FFFF_00FF_FFFF;

/// The sure winners of a suit whose order is `order`, its places past the suit's cards marked
/// with seat 3: the leading run of one seat, in that seat's byte (none for an empty suit).
#[inline]
fn sure_winners_marked(order: u32) -> u64 {
    let top = order & 3;
    // Bit 31 lets `trailing_zeros` skip its zero case (an empty suit, masked out).
    let differs = (order ^ (top * 0x5555_5555)) | 1 << 31;
    (u64::from(differs.trailing_zeros() / 2) << (8 * top)) & SEATS_3
}

/// The sure winners of a suit of `length` cards whose order is `order`: the leading run of
/// one seat, in that seat's byte.
#[inline]
fn sure_winners_of(order: u32, length: u32) -> u64 {
    let top = order & 3;
    // The places whose seat differs from the top's, and the place past the last card (at most
    // 13 cards: bit 26), which ends the run; bit 31 lets `trailing_zeros` skip its zero case.
    let differs = (order ^ (top * 0x5555_5555)) | (1 << (2 * length)) | 1 << 31;
    u64::from(differs.trailing_zeros() / 2) << (8 * top)
}

/// `suit`'s counts in `hands` with `trump` as trumps, from scratch: byte `seat` the seat's
/// sure winners, byte `4 + seat` its strength.
fn suit_counts<const N: usize>(hands: &[CardSet; N], suit: Suit, trump: Option<Suit>) -> u64 {
    let cards = union(hands) & CardSet::suit(suit).bits();
    let mut counts = sure_winners(hands, cards, suit);
    let mut rest = cards;
    for _ in 0..4 {
        if rest == 0 {
            break;
        }
        let bit = highest_bit(rest);
        counts += 1 << (8 * (4 + holder_of(hands, bit)));
        rest ^= bit;
    }
    if trump == Some(suit) {
        for (seat, hand) in hands.iter().enumerate() {
            counts += u64::from(2 * count_in_suit(hand.bits() & cards, suit)) << (8 * (4 + seat));
        }
    }
    counts
}

/// The sure winners of `suit`, whose cards in `hands` are `cards`: the holder of the highest
/// card is credited the cards it holds above every other seat's, in byte `seat`.
#[inline]
fn sure_winners<const N: usize>(hands: &[CardSet; N], cards: u64, suit: Suit) -> u64 {
    if cards == 0 {
        return 0;
    }
    let seat = holder_of(hands, highest_bit(cards));
    let holder = hands[seat].bits() & cards;
    let others = cards & !holder;
    let run = if others == 0 {
        holder
    } else {
        holder & !at_or_below(highest_bit(others))
    };
    u64::from(count_in_suit(run, suit)) << (8 * seat)
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
/// calls [`played`](Self::played) after every card, which redoes the hearts' part or the
/// queen's, whichever the card changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeldCharge<const N: usize> {
    /// The points charged for the hearts, byte `seat` for each seat (at most 13 a seat).
    hearts: u32,
    /// The 13 points of the Q♠, in byte `seat` of the seat charged, if it is in a hand.
    queen: u32,
}

impl<const N: usize> Default for HeldCharge<N> {
    fn default() -> Self {
        Self {
            hearts: 0,
            queen: 0,
        }
    }
}

/// The spades whose leaving a hand changes the Q♠'s charge: the queen and the spades above it.
const QUEEN_CHANGERS: u64 = CardSet::single(Card::QUEEN_OF_SPADES).bits()
    | (CardSet::suit(Suit::Spades).bits() & !((2u64 << Card::QUEEN_OF_SPADES.index()) - 1));

impl<const N: usize> HeldCharge<N> {
    /// The charges of the point cards in `hands`.
    pub fn of(hands: &[CardSet; N]) -> Self {
        const { assert!(N <= 4, "points are charged for up to 4 seats") };
        Self {
            hearts: hearts_charged(hands),
            queen: queen_charged(hands),
        }
    }

    /// Brings the charges up to date after `card` left `hands`.
    #[inline]
    pub fn played(&mut self, hands: &[CardSet; N], card: Card) {
        let bit = CardSet::single(card).bits();
        if bit & CardSet::suit(Suit::Hearts).bits() != 0 {
            self.hearts = hearts_charged(hands);
        } else if bit & QUEEN_CHANGERS != 0 {
            self.queen = queen_charged(hands);
        }
    }

    /// The points charged to each seat.
    #[inline]
    pub fn charged(&self) -> [u8; N] {
        // At most 26 a seat: the bytes add without carries.
        let all = self.hearts + self.queen;
        std::array::from_fn(|seat| (all >> (8 * seat)) as u8)
    }
}

/// The hearts' charges of `hands`, byte `seat` for each seat. The hearts in hands fall, from
/// the top, into runs of cards of one holder; every heart of a run is charged to the holder of
/// the run above it (that seat holds the lowest heart above it of any other seat), the top run
/// to its own holder. Counted in a register: adding into an array at the holder's index and
/// reading it back whole stalls on the stores.
#[inline]
fn hearts_charged<const N: usize>(hands: &[CardSet; N]) -> u32 {
    let mut charged = 0;
    let mut rest = union(hands) & CardSet::suit(Suit::Hearts).bits();
    let mut above = None;
    while rest != 0 {
        let holder = holder_of(hands, highest_bit(rest));
        let others = rest & !hands[holder].bits();
        let run = if others == 0 {
            rest
        } else {
            rest & !at_or_below(highest_bit(others))
        };
        charged += count_in_suit(run, Suit::Hearts) << (8 * above.unwrap_or(holder));
        above = Some(holder);
        rest &= !run;
    }
    charged
}

/// The Q♠'s charge in `hands`: 13 in the byte of the holder of the lowest spade above it in
/// another hand, or of its own holder when no other hand holds one; 0 if it is in no hand.
#[inline]
fn queen_charged<const N: usize>(hands: &[CardSet; N]) -> u32 {
    let queen = CardSet::single(Card::QUEEN_OF_SPADES).bits();
    let all = union(hands);
    if all & queen == 0 {
        return 0;
    }
    let holder = holder_of(hands, queen);
    let higher = all & QUEEN_CHANGERS & !queen;
    let others = higher & !hands[holder].bits();
    let taker = if others == 0 {
        holder
    } else {
        holder_of(hands, others & others.wrapping_neg())
    };
    13 << (8 * taker)
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
