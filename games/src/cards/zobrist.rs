//! The Zobrist keys of the card games' positions, and the hash of a table computed from
//! scratch (the reference the incremental updates of `play` are tested against).

use maxn::zobrist_keys;

use super::card::{Card, Suit};

/// Seats: at most 4.
const SEATS: usize = 4;
/// Card indices: `0..52`.
const CARDS: usize = 52;
/// The most tricks (17, 3-player Spades and Hearts) and the most points (26, Hearts) a seat
/// can take, plus one for zero.
const COUNTS: usize = 27;

/// A card in a seat's hand, by seat and card index.
const IN_HAND: [u64; SEATS * CARDS] = zobrist_keys(0x6361_7264_735f_6861);
/// A card in the trick in progress. Who played it is not a feature of its own: what remains of
/// the trick depends on its cards, the suit led and the seat winning it, not on who played
/// the losing cards.
const IN_TRICK: [u64; CARDS] = zobrist_keys(0x6361_7264_735f_7472);
/// The suit led to the trick in progress (none while it is empty).
const LEAD: [u64; 4] = zobrist_keys(0x6361_7264_735f_6c65);
/// The seat winning the trick in progress (none while it is empty).
const WINNING: [u64; SEATS] = zobrist_keys(0x6361_7264_735f_7769);
/// The seat to move.
const TURN: [u64; SEATS] = zobrist_keys(0x6361_7264_735f_746f);
/// The number of completed tricks (the first trick has rules of its own in Hearts).
const COMPLETED: [u64; COUNTS] = zobrist_keys(0x6361_7264_735f_636f);
/// What each seat has taken: tricks, or Hearts points, by seat and count.
const TAKEN: [u64; SEATS * COUNTS] = zobrist_keys(0x6361_7264_735f_7461);
/// Hearts or spades broken.
const BROKEN: [u64; 1] = zobrist_keys(0x6361_7264_735f_6272);
/// The trump suit, by suit index, and index 4 for no trump.
const TRUMP: [u64; 5] = zobrist_keys(0x6361_7264_735f_7475);

/// The key of `card` in the hand of `seat`.
#[inline(always)]
pub(crate) const fn in_hand(seat: usize, card: Card) -> u64 {
    IN_HAND[seat * CARDS + card.index() as usize]
}

/// The key of `card` in the trick in progress.
#[inline(always)]
pub(crate) const fn in_trick(card: Card) -> u64 {
    IN_TRICK[card.index() as usize]
}

/// The key of the suit led.
#[inline(always)]
pub(crate) const fn lead(suit: Suit) -> u64 {
    LEAD[suit as usize]
}

/// The key of the seat winning the trick in progress.
#[inline(always)]
pub(crate) const fn winning(seat: usize) -> u64 {
    WINNING[seat]
}

/// The key of the seat to move.
#[inline(always)]
pub(crate) const fn turn(seat: usize) -> u64 {
    TURN[seat]
}

/// The key of `tricks` completed tricks.
#[inline(always)]
pub(crate) const fn completed(tricks: usize) -> u64 {
    COMPLETED[tricks]
}

/// The key of `seat` having taken `count` tricks or points.
#[inline(always)]
pub(crate) const fn taken(seat: usize, count: u8) -> u64 {
    TAKEN[seat * COUNTS + count as usize]
}

/// The key of hearts (or spades) broken.
#[inline(always)]
pub(crate) const fn broken(broken: bool) -> u64 {
    if broken { BROKEN[0] } else { 0 }
}

/// The key of the trump suit.
#[inline(always)]
pub(crate) const fn trump(trump: Option<Suit>) -> u64 {
    match trump {
        Some(suit) => TRUMP[suit as usize],
        None => TRUMP[4],
    }
}

/// The key of what every seat has taken.
pub(crate) fn all_taken<const N: usize>(counts: [u8; N]) -> u64 {
    (0..N).fold(0, |hash, seat| hash ^ taken(seat, counts[seat]))
}
