//! A simple, documented Hearts passer: gives away the cards most likely to take points.

use super::super::card::{Card, Rank, Suit};
use super::super::set::CardSet;
use super::passing::PASS_SIZE;

/// Three cards to pass from `hand` (a rules-side helper for agents that do not choose the
/// pass by search). Each card gets a danger score and the three most dangerous are passed
/// (ties: the higher card first):
///
/// - every card scores its rank (2 = 0 .. ace = 12);
/// - the Q♠, K♠ and A♠ score 30 unless the hand holds at least 4 spades below the queen
///   (enough to guard the queen, which then stays);
/// - a heart scores 2 more (hearts are points);
/// - a club or diamond of a suit of at most 3 cards scores 3 more (passing it brings a void,
///   a chance to discard).
///
/// `hand` must hold at least 3 cards; with fewer, all of them are returned.
pub fn simple_pass(hand: CardSet) -> Vec<Card> {
    let mut cards = by_danger(hand);
    cards.truncate(PASS_SIZE);
    cards
}

/// Every card of `hand`, the most dangerous first by [`simple_pass`]'s scores (ties: the
/// higher card first): its first three are that pass, and a searched pass draws its
/// candidates from the head of the list.
pub(crate) fn by_danger(hand: CardSet) -> Vec<Card> {
    let spades = hand.of_suit(Suit::Spades);
    let queen = Rank::QUEEN;
    let guards = spades.iter().filter(|card| card.rank() < queen).count();
    let danger = |card: Card| -> u32 {
        let mut score = u32::from(card.rank().index());
        match card.suit() {
            Suit::Spades if card.rank() >= queen && guards < 4 => score += 30,
            Suit::Hearts => score += 2,
            Suit::Clubs | Suit::Diamonds if hand.of_suit(card.suit()).len() <= 3 => score += 3,
            _ => {}
        }
        score
    };
    let mut cards: Vec<Card> = hand.iter().collect();
    // Stable sort of a high-to-low list: equal dangers keep the higher card first.
    cards.sort_by_key(|&card| std::cmp::Reverse(danger(card)));
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    fn names(cards: Vec<Card>) -> Vec<String> {
        cards.iter().map(Card::to_string).collect()
    }

    #[test]
    fn counted_by_hand() {
        // The unguarded Q♠ and K♠ go (30 + 10, 30 + 11), then the A♥ (12 + 2) before the
        // A♦ of a long suit (12) and the K♣ of a short one (11 + 3 = 14: the heart is
        // higher on the tie).
        let unguarded = hand("SK SQ S3 HA H5 DA D9 D8 D7 D6 CK C4 C2");
        assert_eq!(names(simple_pass(unguarded)), ["SK", "SQ", "HA"]);
        // Four spades below the queen guard it: keep the spades, pass high cards.
        let guarded = hand("SQ S9 S7 S5 S3 HA H5 DA D9 D8 D7 CK C2");
        assert_eq!(names(simple_pass(guarded)), ["HA", "CK", "DA"]);
        assert_eq!(simple_pass(hand("C2 C3")).len(), 2);
    }
}
