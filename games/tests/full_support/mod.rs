//! What the full-rules oracles share: cards as `(suit, rank)` pairs and back, and seeded
//! choices.

use maxn_games::cards::{Card, CardSet, Rank, Suit};
use maxn_games::rng::SplitMix64;

/// A card as the oracles hold it: (suit: 0 clubs .. 3 spades, rank: 0 deuce .. 12 ace).
pub type C = (u8, u8);

/// The pair of `card`.
pub fn c(card: Card) -> C {
    (card.suit() as u8, card.rank().index())
}

/// The card of a pair.
pub fn card(pair: C) -> Card {
    Card::new(Suit::from_index(pair.0), Rank::new(pair.1).unwrap())
}

/// The pairs of a set, high to low.
pub fn pairs(set: CardSet) -> Vec<C> {
    set.iter().map(c).collect()
}

/// The set of some pairs.
#[allow(dead_code, reason = "used by one of the oracles only")]
pub fn set(cards: &[C]) -> CardSet {
    cards.iter().map(|&p| card(p)).collect()
}

/// One of `items`, drawn by `rng`.
pub fn pick<T: Copy>(rng: &mut SplitMix64, items: &[T]) -> T {
    items[rng.index_below(items.len())]
}

/// `cards` sorted, for comparing as sets.
pub fn sorted(mut cards: Vec<C>) -> Vec<C> {
    cards.sort();
    cards
}
