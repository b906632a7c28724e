//! What is not yet decided at a depth cut-off, credited to someone by a fixed rule: the tricks
//! not yet played (Spades, Sergeant Major) and the Hearts points still out. Crediting all of
//! it keeps the evaluation of a cut-off constant-sum, the condition under which Lemma-1
//! pruning (shallow, speculative) can fire at all, and makes the evaluation see who is in
//! danger rather than only what has been taken.
//!
//! A search evaluates millions of cut-offs, so the games keep what the rules read of the
//! hands ([`TopCards`], [`HeldCharge`]) up to date as cards are played, a suit at a time, and
//! a cut-off reads them in a few instructions; [`estimate_tricks`] and [`likely_takers`]
//! compute the same from scratch.

use std::fmt::Debug;
use std::hash::Hash;

#[cfg(test)]
mod equivalence;
#[cfg(test)]
mod reference;
mod summary;

pub use summary::{HeldCharge, TopCards};

use super::card::{Card, Suit};
use super::set::CardSet;
use super::table::Table;

/// How a trick-taking game that scores tricks taken (Spades, Sergeant Major) values a position
/// at a depth cut-off. Finished games are scored by the tricks taken whatever the valuation.
pub trait TrickValuation: Copy + Debug + Default + Eq + Hash + 'static {
    /// Whether [`credit`](Self::credit) reads the [`TopCards`] of the hands: a game keeps
    /// them up to date as cards are played only when it does (otherwise it passes the empty
    /// summary, and spends nothing on it).
    const TOP_CARDS: bool = false;

    /// The tricks each seat is credited with at a cut-off of a game of `tricks` tricks,
    /// where `taken` are the tricks already taken, `trump` the trump suit and `top` the
    /// [`TopCards`] of the table's hands (if [`TOP_CARDS`](Self::TOP_CARDS)). Every component
    /// is at least the seat's `taken` and their sum is at most `tricks`.
    fn credit<const N: usize>(
        table: &Table<N>,
        top: &TopCards,
        taken: [u8; N],
        tricks: usize,
        trump: Option<Suit>,
    ) -> [u8; N];
}

/// A cut-off position is worth the tricks already taken: the tricks not yet played are
/// credited to nobody, so the scores sum to less than the number of tricks before the end and
/// Lemma 1 never fires at a cut-off (the valuation before [`TricksEstimated`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TricksTaken;

impl TrickValuation for TricksTaken {
    #[inline]
    fn credit<const N: usize>(
        _: &Table<N>,
        _: &TopCards,
        taken: [u8; N],
        _: usize,
        _: Option<Suit>,
    ) -> [u8; N] {
        taken
    }
}

/// A cut-off position credits every trick not yet played to someone ([`estimate_tricks`]), so
/// the scores always sum to the number of tricks: the game stays constant-sum at every
/// cut-off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TricksEstimated;

impl TrickValuation for TricksEstimated {
    const TOP_CARDS: bool = true;

    #[inline(always)]
    fn credit<const N: usize>(
        table: &Table<N>,
        top: &TopCards,
        taken: [u8; N],
        tricks: usize,
        trump: Option<Suit>,
    ) -> [u8; N] {
        estimate_with(table, top, taken, tricks, trump)
    }
}

/// The tricks `taken` plus every trick of a game of `tricks` tricks not yet completed, credited
/// by this rule (all integers; the result sums to exactly `tricks` whenever
/// `taken` sums to the tricks completed):
///
/// 1. The trick in progress, if a card has been played to it, goes to the seat that wins it
///    if every seat still to play to it plays its highest card of the suit led, or when void
///    its highest trump.
/// 2. **Sure winners.** In each suit, the seat holding the highest card still in a hand is
///    credited one trick for every card of the unbroken run of top cards it holds (holding
///    A-K-Q of a suit when every higher card is gone: three winners).
/// 3. **The rest** (the tricks left minus the sure winners) is split in proportion to each
///    seat's *strength*: its cards among the four highest still in hands of their suit (its
///    honours), plus twice its trumps (trumps win tricks in other suits once a seat is void).
///    Some seat holds the highest card of a suit, so the strengths never all vanish while a
///    trick is left. The split is by largest remainders: each seat gets the whole part of its
///    share, and the units left over go one each to the largest fractional parts, the lower
///    seat first on a tie.
/// 4. If the sure winners exceed the tricks left (a game searched for fewer tricks than the
///    hands hold), the tricks left are split in proportion to the sure winners instead, by
///    the same largest-remainder rule.
///
/// The trick in progress must have been played with `trump` as trumps: its winning card is
/// of the suit led or a trump (otherwise the credit of step 1 is unspecified).
///
/// This computes the [`TopCards`] of the hands afresh; a game that keeps them up to date
/// calls [`estimate_with`], which gives the same credit.
pub fn estimate_tricks<const N: usize>(
    table: &Table<N>,
    taken: [u8; N],
    tricks: usize,
    trump: Option<Suit>,
) -> [u8; N] {
    estimate_with(
        table,
        &TopCards::of(table.hands(), trump),
        taken,
        tricks,
        trump,
    )
}

/// [`estimate_tricks`] with `top`, the [`TopCards`] of the table's hands under `trump`,
/// already known.
#[inline(always)]
pub fn estimate_with<const N: usize>(
    table: &Table<N>,
    top: &TopCards,
    taken: [u8; N],
    tricks: usize,
    trump: Option<Suit>,
) -> [u8; N] {
    let mut left = tricks.saturating_sub(table.completed_tricks()) as u32;
    if left == 0 {
        return taken;
    }
    let (winner, in_progress) = likely_trick_winner(table, trump);
    left -= in_progress;
    // The strength counts each trump twice: trumps win tricks in other suits once a seat is void.
    // The sure winners stay packed, a byte per seat, as `TopCards` keeps them: the credit is
    // added up in one word (the seats' bytes never carry: each is at most `tricks`).
    let (winners, strength) = top.packed_counts::<N>();
    let sure = winners.wrapping_mul(0x0101_0101) >> 24;
    let share = if sure > left {
        pack(split(left, unpack::<N>(winners)))
    } else {
        pack(split(left - sure, strength)) + winners
    };
    let credit = pack(taken.map(u32::from)) + share + (in_progress << (8 * winner));
    // One expression per seat from a register, without adding into `taken` at the winner's
    // index: byte stores to a stack array read back as one word stall the processor (a failed
    // store-to-load forwarding, 15% of the default Spades search's time by `perf`).
    std::array::from_fn(|seat| (credit >> (8 * seat)) as u8)
}

/// Up to 4 numbers below 256, a byte each, in one word (byte `seat` for `values[seat]`).
#[inline(always)]
fn pack<const N: usize>(values: [u32; N]) -> u32 {
    const { assert!(N <= 4, "up to 4 seats are packed in a word") };
    values
        .iter()
        .enumerate()
        .fold(0, |word, (seat, &value)| word | value << (8 * seat))
}

/// The bytes of `word`, one per seat: the inverse of [`pack`].
#[inline(always)]
fn unpack<const N: usize>(word: u32) -> [u32; N] {
    std::array::from_fn(|seat| (word >> (8 * seat)) & 0xFF)
}

/// The seat that wins the trick in progress if every seat still to play to it plays its
/// highest card of the suit led, or when void its highest trump, and 1; before the trick's
/// first card some seat and 0.
///
/// Branches only on how many cards the trick holds, which is the same at every cut-off of a
/// search to a fixed depth (every ply plays one card), not on the cards: which card each seat
/// would play and whether it beats the trick are what a search keeps changing, so branches on
/// them mispredict (a fifth of the default Spades search's mispredictions, by callgrind). A
/// card's *power* is its index plus 1 in the suit led and plus 65 in trumps, so that of two
/// cards of those suits one beats the other exactly when its power is higher; a seat with
/// neither has power 0.
#[inline]
fn likely_trick_winner<const N: usize>(table: &Table<N>, trump: Option<Suit>) -> (usize, u32) {
    let trick = table.trick();
    let played = trick.len();
    if played == 0 {
        return (0, 0);
    }
    let (mut winner, winning, lead) = trick.winning_unchecked();
    let lead_cards = CardSet::suit(lead).bits();
    let trump_cards = trump.map_or(0, |trump| CardSet::suit(trump).bits());
    // What a card of the suit led adds to its index: 64 more when the suit led is trumps.
    let lead_bonus = 1 + 64 * u32::from(lead_cards & trump_cards != 0);
    let winning = u32::from(winning.index());
    let mut best = winning + 1 + 64 * ((trump_cards >> winning) as u32 & 1);
    let mut seat = table.to_move();
    for _ in played..N {
        let hand = table.hand(seat).bits();
        let follow = hand & lead_cards;
        let follows = follow != 0;
        let candidates = if follows { follow } else { hand & trump_cards };
        let bonus = if follows { lead_bonus } else { 65 };
        // `| 1` keeps `leading_zeros` off its zero case, whose result is masked out anyway.
        let highest = 63 - (candidates | 1).leading_zeros();
        let power = (highest + bonus) * u32::from(candidates != 0);
        let ahead = usize::from(power > best).wrapping_neg();
        winner = (seat & ahead) | (winner & !ahead);
        best = best.max(power);
        seat = if seat + 1 == N { 0 } else { seat + 1 };
    }
    (winner, 1)
}

/// `total` split in proportion to `weights` by largest remainders (ties to the lower seat);
/// the parts sum to `total` when some weight is positive, else all are 0.
#[inline]
fn split<const N: usize>(total: u32, weights: [u32; N]) -> [u32; N] {
    let sum: u32 = weights.iter().sum();
    if sum == 0 {
        return [0; N];
    }
    let mut parts = [0; N];
    let mut remainders = [0; N];
    // Every share is at most `total * sum`: one test decides for all of them whether the
    // reciprocal is exact (a split of the tricks left always is: at most 17 times 42).
    let small = total * sum < 1 << 10 && sum <= 64;
    for seat in 0..N {
        let share = total * weights[seat];
        parts[seat] = if small {
            divide_small(share, sum)
        } else {
            share / sum
        };
        remainders[seat] = share - parts[seat] * sum;
    }
    let left = total - parts.iter().sum::<u32>();
    // The units left go one each to the `left` largest remainders, the lower seat first on a
    // tie: each remainder is below `sum`, so fewer units are left than seats with a positive
    // remainder, and a seat's rank in that order says whether it gets one. (Counted in
    // registers: a loop picking the largest through an indexed array stalls on its stores.)
    for seat in 0..N {
        let ahead = (0..N)
            .filter(|&other| {
                remainders[other] > remainders[seat]
                    || (remainders[other] == remainders[seat] && other < seat)
            })
            .count() as u32;
        parts[seat] += u32::from(ahead < left);
    }
    parts
}

/// `dividend / divisor` for a `dividend` below 2^10 and a `divisor` from 1 to 64, by a
/// multiplication (the operands of a split: tricks times cards, over at most 64): a division
/// costs dozens of cycles, and a cut-off makes up to three.
#[inline]
fn divide_small(dividend: u32, divisor: u32) -> u32 {
    debug_assert!(dividend < 1 << 10 && (1..=64).contains(&divisor));
    // (2^20 / d + 1) / 2^20 exceeds 1 / d by less than 2^-20, so a dividend below 2^10 is
    // off by less than 2^-10 < 1 / d: never enough to pass the next multiple of d.
    (dividend * RECIPROCALS[divisor as usize]) >> 20
}

/// `2^20 / d + 1` for every divisor `d` up to 64 (none for 0).
const RECIPROCALS: [u32; 65] = {
    let mut reciprocals = [0; 65];
    let mut divisor = 1;
    while divisor <= 64 {
        reciprocals[divisor] = (1 << 20) / divisor as u32 + 1;
        divisor += 1;
    }
    reciprocals
};

/// The Hearts points `taken` plus every point card still out, charged to the seat likely to
/// take it (points, integers; the result sums to 26 whenever every point card is either
/// taken, in the trick in progress or in a hand):
///
/// 1. Point cards in the trick in progress go to the seat winning it so far.
/// 2. A point card in a hand (a heart, or the Q♠) goes to the seat that, among the *other*
///    seats, holds the lowest card of its suit above it: when the suit is played, its holder
///    can drop it under that card, and that seat is the one least able to stay under it. If no
///    other seat holds a higher card of its suit, its holder is charged: it holds the top of
///    the suit and cannot get rid of the card by following. So the Q♠ is charged to the
///    holder of the K♠ (or else the A♠) when another seat holds one, and to its own holder
///    otherwise; high hearts are dangerous, low hearts under others' higher hearts safe.
///
/// This computes the [`HeldCharge`] of the hands afresh; a game that keeps it up to date calls
/// [`likely_takers_with`], which charges the same.
pub fn likely_takers<const N: usize>(table: &Table<N>, taken: [u8; N]) -> [u8; N] {
    likely_takers_with(table, &HeldCharge::of(table.hands()), taken)
}

/// [`likely_takers`] with `held`, the [`HeldCharge`] of the table's hands, already known.
#[inline]
pub fn likely_takers_with<const N: usize>(
    table: &Table<N>,
    held: &HeldCharge<N>,
    taken: [u8; N],
) -> [u8; N] {
    let trick = table.trick();
    // The trick's points to the seat winning it (none before its first card); each seat's
    // charge in one expression, not added at the winner's index (see `estimate_with`).
    let (winner, _, _) = trick.winning_unchecked();
    let cards = trick.cards().bits();
    let in_trick = summary::count_in_suit(cards & CardSet::suit(Suit::Hearts).bits(), Suit::Hearts)
        + 13 * ((cards >> Card::QUEEN_OF_SPADES.index()) as u32 & 1);
    let in_trick = in_trick as u8;
    let held = held.charged();
    std::array::from_fn(|seat| taken[seat] + held[seat] + in_trick * u8::from(seat == winner))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::cards::set_of as set;

    #[test]
    fn largest_remainders_split_exactly() {
        assert_eq!(split(5, [1, 1, 1]), [2, 2, 1]);
        assert_eq!(split(7, [1, 2, 4]), [1, 2, 4]);
        assert_eq!(split(4, [3, 1, 0]), [3, 1, 0]);
        assert_eq!(split(3, [0, 0, 0]), [0, 0, 0]);
        for total in 0..20 {
            for weights in [[1, 5, 9], [7, 7, 7], [0, 3, 1], [13, 1, 2]] {
                assert_eq!(split(total, weights).iter().sum::<u32>(), total);
            }
        }
    }

    #[test]
    fn the_split_is_the_reference_split() {
        // Every total a game can leave against every weight a seat can have (its sure winners,
        // or its honours and twice its trumps: at most 16 + 2 * 17), for 3 seats, and a
        // sample for 4.
        for total in 0..=17 {
            for a in 0..=50 {
                for b in 0..=50 {
                    for c in (0..=50).step_by(if cfg!(debug_assertions) { 7 } else { 1 }) {
                        assert_eq!(
                            split(total, [a, b, c]),
                            reference::split(total, [a, b, c]),
                            "{total} by {a}, {b}, {c}"
                        );
                    }
                    assert_eq!(
                        split(total, [a, b, a, b / 2]),
                        reference::split(total, [a, b, a, b / 2]),
                        "{total} by {a}, {b}, {a}, {}",
                        b / 2
                    );
                }
            }
        }
    }

    #[test]
    fn small_divisions_by_multiplication_are_exact() {
        for divisor in 1..=64 {
            for dividend in 0..1 << 10 {
                assert_eq!(divide_small(dividend, divisor), dividend / divisor);
            }
        }
    }

    #[test]
    fn sure_winners_are_the_top_runs_and_the_rest_goes_by_strength() {
        // N: A-K-Q of spades and two low clubs; E: the J-T of spades and three diamonds;
        // S: five low hearts. No trumps: N has 3 sure winners; E holds the top diamonds (one
        // run of 3) and S the top hearts (5).
        let table = Table::<3>::new(
            [
                set("SA SK SQ C3 C2"),
                set("SJ ST D4 D3 D2"),
                set("H6 H5 H4 H3 H2"),
            ],
            0,
        );
        // Top runs: N spades 3 + clubs 2, E diamonds 3, S hearts 5: 13 sure winners for 5
        // tricks, split 5 * (5, 3, 5) / 13 -> (1.92, 1.15, 1.92) -> (2, 1, 2).
        assert_eq!(estimate_tricks(&table, [0; 3], 5, None), [2, 1, 2]);
        // 3 tricks: 3 * (5, 3, 5) / 13 -> (1.15, 0.69, 1.15) -> (1, 0, 1), and the unit left
        // goes to the largest remainder, E's.
        assert_eq!(estimate_tricks(&table, [0; 3], 3, None), [1, 1, 1]);
        // N: H9 H7 H5, E: H8 H6 H4, S: H3 H2 C2. Sure winners: N's H9, S's C2; the third
        // trick goes by strength (honours: N 2, E 2, S 1, the C2 topping clubs): 2/5 each for
        // N and E, the tie to the lower seat.
        let table = Table::<3>::new([set("H9 H7 H5"), set("H8 H6 H4"), set("H3 H2 C2")], 1);
        assert_eq!(estimate_tricks(&table, [0; 3], 3, None), [2, 0, 1]);
        // Hearts as trumps add 2 per heart (N 8, E 8, S 5): the same split.
        assert_eq!(
            estimate_tricks(&table, [0; 3], 3, Some(Suit::Hearts)),
            [2, 0, 1]
        );
        // E leads the H8 and N, next, holds the H9: the trick in progress is N's. Of the two
        // tricks left, the sure winners are N's H9-H7 (E's H6 is next) and S's C2: 3 for 2,
        // split 2 * (2, 0, 1) / 3 -> (1.33, 0, 0.67) -> (1, 0, 1).
        let mut table = table;
        table.play("H8".parse().unwrap(), None);
        assert_eq!(estimate_tricks(&table, [0; 3], 3, None), [2, 0, 1]);
        // Taken tricks are kept, and only the tricks not yet completed are credited.
        assert_eq!(estimate_tricks(&table, [4, 0, 2], 3, None), [6, 0, 3]);
    }

    #[test]
    fn the_q_of_spades_is_charged_to_whoever_must_take_it() {
        // N holds the Q♠ and E the K♠: E is charged the queen.
        let table = Table::<3>::new([set("SQ S2"), set("SK H2"), set("SA H3")], 0);
        // H2 (E) lies under S's H3: charged to S; H3 is the top heart: S's own.
        assert_eq!(likely_takers(&table, [0, 0, 0]), [0, 13, 2]);
        // Without higher spades elsewhere, the queen is its holder's.
        let table = Table::<3>::new([set("SQ SA"), set("S2 H2"), set("S3 H3")], 0);
        assert_eq!(likely_takers(&table, [1, 2, 3]), [14, 2, 5]);
    }
}
