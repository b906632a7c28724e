//! Today's card evaluations as they were before the incremental summaries
//! ([`TopCards`](super::TopCards), [`HeldCharge`](super::HeldCharge)): the reference the
//! faster ones are compared with, bit for bit, on every position of many random deals.

use crate::cards::card::{Card, Suit};
use crate::cards::hearts::points_in;
use crate::cards::set::CardSet;
use crate::cards::table::Table;
use crate::cards::trick::beats;

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
pub(crate) fn estimate_tricks<const N: usize>(
    table: &Table<N>,
    taken: [u8; N],
    tricks: usize,
    trump: Option<Suit>,
) -> [u8; N] {
    let mut credit = taken;
    let mut left = tricks.saturating_sub(table.completed_tricks()) as u32;
    if left == 0 {
        return credit;
    }
    let hands = table.hands();
    if let Some(winner) = likely_trick_winner(table, trump) {
        credit[winner] += 1;
        left -= 1;
    }
    let in_hands = hands.iter().fold(CardSet::EMPTY, |all, &hand| all | hand);
    let mut winners = [0u32; N];
    let mut strength = [0u32; N];
    for suit in Suit::PBN_ORDER {
        let mut cards = in_hands.of_suit(suit).iter();
        let mut run_holder = None;
        let mut run_open = true;
        for (position, card) in cards.by_ref().take(4).enumerate() {
            let holder = holder_of(hands, card);
            strength[holder] += 1;
            if position == 0 {
                run_holder = Some(holder);
            }
            if run_open && run_holder == Some(holder) {
                winners[holder] += 1;
            } else {
                run_open = false;
            }
        }
        if run_open && let Some(holder) = run_holder {
            winners[holder] += cards
                .take_while(|&card| hands[holder].contains(card))
                .count() as u32;
        }
    }
    if let Some(trump) = trump {
        for (seat, hand) in hands.iter().enumerate() {
            strength[seat] += 2 * hand.of_suit(trump).len() as u32;
        }
    }
    let sure: u32 = winners.iter().sum();
    let share = if sure > left {
        split(left, winners)
    } else {
        let mut share = split(left - sure, strength);
        for (seat, won) in winners.iter().enumerate() {
            share[seat] += won;
        }
        share
    };
    for (seat, extra) in share.iter().enumerate() {
        credit[seat] += *extra as u8;
    }
    credit
}

/// The seat that wins the trick in progress if every seat still to play to it plays its
/// highest card of the suit led, or when void its highest trump; `None` before its first card.
fn likely_trick_winner<const N: usize>(table: &Table<N>, trump: Option<Suit>) -> Option<usize> {
    let trick = table.trick();
    let (mut winner, mut winning, lead) =
        (trick.winner()?, trick.winning_card()?, trick.lead_suit()?);
    let mut seat = table.to_move();
    for _ in trick.len()..N {
        let hand = table.hand(seat);
        let best = match hand.of_suit(lead).highest() {
            Some(card) => Some(card),
            None => trump.and_then(|trump| hand.of_suit(trump).highest()),
        };
        if let Some(card) = best
            && beats(card, winning, trump)
        {
            (winner, winning) = (seat, card);
        }
        seat = if seat + 1 == N { 0 } else { seat + 1 };
    }
    Some(winner)
}

/// `total` split in proportion to `weights` by largest remainders (ties to the lower seat);
/// the parts sum to `total` when some weight is positive, else all are 0.
pub(crate) fn split<const N: usize>(total: u32, weights: [u32; N]) -> [u32; N] {
    let sum: u32 = weights.iter().sum();
    if sum == 0 {
        return [0; N];
    }
    let mut parts = weights.map(|weight| total * weight / sum);
    let mut remainders = weights.map(|weight| total * weight % sum);
    let given: u32 = parts.iter().sum();
    for _ in given..total {
        // Each remainder is below `sum`, and the leftover units are fewer than the seats
        // with a positive remainder, so each seat gets at most one.
        let mut best = 0;
        for seat in 1..N {
            if remainders[seat] > remainders[best] {
                best = seat;
            }
        }
        parts[best] += 1;
        remainders[best] = 0;
    }
    parts
}

/// The seat holding `card` (which some hand holds).
#[inline]
fn holder_of<const N: usize>(hands: &[CardSet; N], card: Card) -> usize {
    hands
        .iter()
        .position(|hand| hand.contains(card))
        .unwrap_or(0)
}

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
pub(crate) fn likely_takers<const N: usize>(table: &Table<N>, taken: [u8; N]) -> [u8; N] {
    let mut charged = taken;
    if let Some(winner) = table.trick().winner() {
        charged[winner] += points_in(table.trick().cards());
    }
    let hands = table.hands();
    for (holder, &hand) in hands.iter().enumerate() {
        for card in hand & POINT_CARDS {
            let above =
                CardSet::from_bits(!((2u64 << card.index()) - 1)) & CardSet::suit(card.suit());
            let mut taker = holder;
            let mut lowest_above = u8::MAX;
            for (seat, &other) in hands.iter().enumerate() {
                let higher = (other & above).bits();
                if seat != holder && higher != 0 && (higher.trailing_zeros() as u8) < lowest_above {
                    lowest_above = higher.trailing_zeros() as u8;
                    taker = seat;
                }
            }
            charged[taker] += points_in(CardSet::single(card));
        }
    }
    charged
}

/// The hearts and the Q♠.
const POINT_CARDS: CardSet = CardSet::suit(Suit::Hearts).with(Card::QUEEN_OF_SPADES);
