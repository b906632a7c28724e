//! Which three cards a seat passes in Hearts and what it bids in Spades: the rules' documented
//! rules of thumb for the searching and rule-based agents, a seeded random pass for the random
//! player (which bids by rule of thumb too).

use maxn_games::cards::full::{Calls, PassDirection, simple_pass};
use maxn_games::cards::{Card, CardSet};
use maxn_games::rng::{SplitMix64, mix};

/// How a seat chooses the cards it passes (no agent of the catalogue searches its pass or its
/// bid: both bid by [`simple_bid`](maxn_games::cards::full::simple_bid)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passer {
    /// The rules' rule of thumb ([`simple_pass`]): the Q♠, K♠ and A♠ unless guarded, then the
    /// highest cards, hearts and short minor suits first.
    Simple,
    /// Three cards drawn uniformly from the hand, from this seed (mixed with the hand).
    Random(u64),
}

impl Passer {
    /// The cards this seat passes from `hand` (three, or the whole hand if smaller).
    pub fn pass(self, hand: CardSet) -> Vec<Card> {
        match self {
            Passer::Simple => simple_pass(hand),
            Passer::Random(seed) => {
                let mut rng = SplitMix64::new(mix(seed ^ hand.bits()));
                let mut cards: Vec<Card> = hand.iter().collect();
                let mut pass = Vec::new();
                for _ in 0..3.min(cards.len()) {
                    pass.push(cards.swap_remove(rng.below(cards.len() as u64) as usize));
                }
                pass
            }
        }
    }
}

/// The pass as [`Passer::pass`] chooses it; the bid by the rules' rule of thumb.
impl Calls for Passer {
    fn pass(&mut self, _seat: usize, hand: CardSet, _direction: PassDirection) -> Vec<Card> {
        Passer::pass(*self, hand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_pass_is_three_cards_of_the_hand_the_same_for_a_seed() {
        let hand: CardSet = "SQ S2 HA HK H3 DA D4 D5 D6 C2 C9 CT CJ"
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        let pass = Passer::Random(4).pass(hand);
        assert_eq!(pass.len(), 3);
        assert!(pass.iter().all(|&card| hand.contains(card)));
        assert_eq!(pass, Passer::Random(4).pass(hand));
        assert_ne!(pass, Passer::Random(5).pass(hand));
    }
}
