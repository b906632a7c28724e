//! Which three cards a seat passes in Hearts and what it bids in Spades: the rules' documented
//! rules of thumb by default, a searched pass on request (`pass=searched`), a seeded random
//! pass for the random player (every seat bids by rule of thumb).

use maxn_games::cards::full::{Calls, PassDirection, SearchedPass, simple_pass};
use maxn_games::cards::{Card, CardSet};
use maxn_games::rng::{SplitMix64, mix};

/// How a seat of an `N`-player game chooses the cards it passes (every agent of the catalogue
/// bids by [`simple_bid`](maxn_games::cards::full::simple_bid)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passer<const N: usize> {
    /// The rules' rule of thumb ([`simple_pass`]): the Q♠, K♠ and A♠ unless guarded, then the
    /// highest cards, hearts and short minor suits first.
    Simple,
    /// Three cards drawn uniformly from the hand, from this seed (mixed with the hand).
    Random(u64),
    /// By search over sampled deals played out double-dummy ([`SearchedPass`]).
    Searched(SearchedPass<N>),
}

impl<const N: usize> Passer<N> {
    /// The cards `seat` passes from `hand` (three, or the whole hand if smaller) in a hand
    /// passed `direction`.
    pub fn pass(self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        match self {
            Passer::Simple => simple_pass(hand),
            Passer::Searched(searched) => searched.choose(seat, hand, direction),
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
impl<const N: usize> Calls for Passer<N> {
    fn pass(&mut self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        Passer::pass(*self, seat, hand, direction)
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
        let pass = |passer: Passer<4>| passer.pass(0, hand, PassDirection::Left);
        let random = pass(Passer::Random(4));
        assert_eq!(random.len(), 3);
        assert!(random.iter().all(|&card| hand.contains(card)));
        assert_eq!(random, pass(Passer::Random(4)));
        assert_ne!(random, pass(Passer::Random(5)));
    }
}
