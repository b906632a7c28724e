//! Which three cards a seat passes in Hearts and what it bids in Spades: the rules' documented
//! rules of thumb by default, a searched pass or bid on request (`pass=searched`,
//! `bid=searched`), a seeded random pass for the random player.

use maxn_games::cards::full::{
    Bid, Calls, PassDirection, SearchedBid, SearchedPass, simple_bid, simple_pass,
};
use maxn_games::cards::{Card, CardSet};
use maxn_games::rng::{SplitMix64, mix};

/// How a seat of an `N`-player game chooses the cards it passes.
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

/// How a seat of an `N`-player game chooses its Spades bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bidder<const N: usize> {
    /// The rules' rule of thumb ([`simple_bid`]): counts likely winners.
    Simple,
    /// By search over sampled deals played out double-dummy ([`SearchedBid`]).
    Searched(SearchedBid<N>),
}

/// A seat's calls: its pass by its [`Passer`], its bid by its [`Bidder`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatCalls<const N: usize> {
    /// Chooses the Hearts pass.
    pub passer: Passer<N>,
    /// Chooses the Spades bid.
    pub bidder: Bidder<N>,
}

impl<const N: usize> Calls for SeatCalls<N> {
    fn pass(&mut self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        self.passer.pass(seat, hand, direction)
    }

    fn bid(&mut self, seat: usize, hand: CardSet, bids: &[Option<Bid>], tricks: u8) -> u8 {
        match self.bidder {
            Bidder::Simple => simple_bid(hand, tricks),
            Bidder::Searched(searched) => searched.choose(seat, hand, bids, tricks),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cards of `text`, written `SQ S2 HA`.
    fn cards(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn a_random_pass_is_three_cards_of_the_hand_the_same_for_a_seed() {
        let hand = cards("SQ S2 HA HK H3 DA D4 D5 D6 C2 C9 CT CJ");
        let pass = |passer: Passer<4>| passer.pass(0, hand, PassDirection::Left);
        let random = pass(Passer::Random(4));
        assert_eq!(random.len(), 3);
        assert!(random.iter().all(|&card| hand.contains(card)));
        assert_eq!(random, pass(Passer::Random(4)));
        assert_ne!(random, pass(Passer::Random(5)));
    }

    #[test]
    fn a_seat_bids_by_its_bidder() {
        let hand = cards("SQ S8 S4 HA HK H9 H3 DA D4 C2 C9 CJ C5");
        let bids = [None; 4];
        let searched = SearchedBid::<4>::new(3, 20, 1).unwrap();
        let mut calls = SeatCalls {
            passer: Passer::Simple,
            bidder: Bidder::Searched(searched),
        };
        assert_eq!(
            calls.bid(0, hand, &bids, 13),
            searched.choose(0, hand, &bids, 13)
        );
        calls.bidder = Bidder::Simple;
        assert_eq!(calls.bid(0, hand, &bids, 13), simple_bid(hand, 13));
        assert_eq!(calls.pass(0, hand, PassDirection::Left), simple_pass(hand));
    }
}
