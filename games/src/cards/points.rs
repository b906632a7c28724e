//! What Hearts' cards are worth: one point a heart, 13 the Q♠. Below both the game and the
//! estimates of who will take them, which count with it.

use super::card::{Card, Suit};
use super::set::CardSet;

/// The points the cards of `cards` are worth.
#[inline]
pub fn points_in(cards: CardSet) -> u8 {
    let hearts = cards.of_suit(Suit::Hearts).len() as u8;
    if cards.contains(Card::QUEEN_OF_SPADES) {
        hearts + 13
    } else {
        hearts
    }
}
