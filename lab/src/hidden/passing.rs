//! Which three cards a seat passes in Hearts: a documented heuristic for the searching and
//! rule-based agents, and a seeded random pass for the random player.

use maxn_games::cards::{Card, CardSet, Rank, Suit};
use maxn_games::rng::{SplitMix64, mix};

/// How a seat chooses the cards it passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passer {
    /// [`heuristic_pass`].
    Heuristic,
    /// Three cards drawn uniformly from the hand, from this seed (mixed with the hand).
    Random(u64),
}

impl Passer {
    /// The `count` cards this seat passes from `hand`.
    pub fn pass(self, hand: CardSet, count: usize) -> CardSet {
        match self {
            Passer::Heuristic => heuristic_pass(hand, count),
            Passer::Random(seed) => {
                let mut rng = SplitMix64::new(mix(seed ^ hand.bits()));
                let mut cards: Vec<Card> = hand.iter().collect();
                let mut pass = CardSet::EMPTY;
                for _ in 0..count.min(cards.len()) {
                    pass.insert(cards.swap_remove(rng.below(cards.len() as u64) as usize));
                }
                pass
            }
        }
    }
}

/// The pass of the searching and rule-based agents (PIMC does not search its pass): the
/// dangerous cards first, then the cards that keep a suit from being voided.
///
/// 1. The Q♠, then the A♠ and K♠ (they catch the queen), unless the hand holds five or more
///    spades below the queen to protect them;
/// 2. hearts from the ace down to the jack;
/// 3. the highest cards of the shortest suits other than hearts (to void them), spades last.
pub fn heuristic_pass(hand: CardSet, count: usize) -> CardSet {
    let queen = Card::QUEEN_OF_SPADES;
    let low_spades = hand
        .of_suit(Suit::Spades)
        .iter()
        .filter(|c| c.rank() < Rank::QUEEN)
        .count();
    let mut order: Vec<Card> = Vec::new();
    if low_spades < 5 {
        let top = [
            queen,
            spade(Rank::ACE),
            spade(Rank::new(11).expect("the king")),
        ];
        order.extend(top.into_iter().filter(|&card| hand.contains(card)));
    }
    let jack = Rank::new(9).expect("the jack");
    order.extend(
        hand.of_suit(Suit::Hearts)
            .iter()
            .filter(|c| c.rank() >= jack),
    );
    let mut rest: Vec<Card> = (hand - order.iter().copied().collect::<CardSet>())
        .iter()
        .collect();
    rest.sort_by_key(|card| {
        let suit = card.suit();
        let length = hand.of_suit(suit).len();
        (
            suit == Suit::Spades,
            suit == Suit::Hearts,
            length,
            std::cmp::Reverse(card.rank()),
        )
    });
    order.extend(rest);
    order.into_iter().take(count).collect()
}

fn spade(rank: Rank) -> Card {
    Card::new(Suit::Spades, rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn the_queen_and_high_hearts_go_first_then_short_suits() {
        let hand = set("SQ S2 HA HK H3 DA D4 D5 D6 C2 C9 CT CJ");
        assert_eq!(heuristic_pass(hand, 3), set("SQ HA HK"));
        // A protected queen stays; a singleton diamond goes before longer suits.
        let hand = set("SQ S2 S3 S4 S5 S6 H2 DA C2 C3 C4 C5 C6");
        assert_eq!(heuristic_pass(hand, 3), set("DA C6 C5"));
    }

    #[test]
    fn a_random_pass_is_three_cards_of_the_hand() {
        let hand = set("SQ S2 HA HK H3 DA D4 D5 D6 C2 C9 CT CJ");
        let pass = Passer::Random(4).pass(hand, 3);
        assert_eq!(pass.len(), 3);
        assert!(pass.is_subset(hand));
        assert_eq!(pass, Passer::Random(4).pass(hand, 3));
    }
}
