//! A Spades bid chosen by search: candidate bids valued by playing sampled deals out
//! double-dummy under the contract each makes, the bids already made read as evidence about
//! the hands that made them.
//!
//! An earlier searched bidder estimated the tricks of the bidder's side from sampled deals
//! and split them between the partners: it lost by 121 points a match. This one values each
//! candidate by the **score** the hand brings under the whole contract (the partner's actual
//! bid when made, nil bonus or penalty, the set, bags), samples only deals the bids already
//! made could come from, and keeps the rule of thumb's bid unless the evidence is clear.

use maxn::rng::mix;
use rayon::prelude::*;
use thiserror::Error;

use super::super::card::{Rank, Suit};
use super::super::deal::Deal;
use super::super::set::CardSet;
use super::bid::Bid;
use super::bidder::simple_bid;
use super::calls::Calls;
use super::searched::{confident_best, deal_others, play_out};
use super::spades_contract::{Contract, SpadesContract};
use super::spades_hand::{side_of, sides};
use super::spades_play::SpadesPlay;

/// Why a [`SearchedBid`] cannot be made with the settings given.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
pub enum SearchedBidError {
    /// No sampled deal.
    #[error("a searched bid needs at least 1 sampled deal")]
    NoSamples,
    /// No node for a play-out's search.
    #[error("the play-outs' searches need a node limit of at least 1")]
    NoNodes,
}

/// Sampled deals for a bid: the unseen cards dealt to the other seats, each deal one the bids
/// already made could come from (see [`SearchedBid::samples`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BidSamples<const N: usize> {
    /// The deals, by seat (the bidder's own hand in its seat).
    pub deals: Vec<[CardSet; N]>,
    /// How many of them are uniform draws kept after [`SearchedBid::TRIES`] draws found none
    /// that agreed with the bids made.
    pub uniform: usize,
}

/// Chooses a Spades seat's bid by search (a [`Calls`] whose pass is the rule of thumb's).
///
/// 1. **Candidates** ([`candidates`](Self::candidates)): [`simple_bid`]'s bid first, then
///    every bid within [`SPREAD`](Self::SPREAD) of it (from 1 to the tricks of a hand), and
///    nil when the hand might make it: no A♠ or K♠ and at most 4 spades.
/// 2. **Samples** ([`samples`](Self::samples)): `samples` deals of the unseen cards to the
///    other seats, drawn from the seed and the hand, keeping only deals where every seat that
///    has bid would have bid that within [`SLACK`](Self::SLACK) by [`simple_bid`] (the model
///    of the other seats' bidding) — rejection sampling, at most [`TRIES`](Self::TRIES) draws
///    a deal, the last draw kept uniform when none agrees.
/// 3. **Value.** Each candidate on each sample (the same samples for every candidate) is the
///    hand played out double-dummy by every seat with the speculative searcher deepened within
///    `node_limit` nodes a card, valuing the contract as the catalogue's PIMC does
///    ([`SpadesContract`]); the contract holds the bids made, the candidate, and
///    [`simple_bid`] on its sampled hand for each seat yet to bid. The hand is scored by the
///    rules (contract made or set, nil, bags and their penalty; the bags carried into the hand
///    are not known to [`Calls::bid`] and taken as none): the bidder's side's points minus the
///    other sides' (with 3 players, their sum less twice the bidder's).
/// 4. **Choice.** [`simple_bid`]'s bid stands unless another candidate beats it with
///    confidence: its mean paired difference over the samples more than two standard errors
///    better; of those, the best mean wins.
///
/// The samples are played out in parallel with rayon; the choice is the same on any thread
/// count.
///
/// ```
/// use maxn_games::cards::full::{SearchedBid, simple_bid};
/// use maxn_games::cards::{Card, CardSet};
///
/// let hand: CardSet = "SA SK S7 S5 S3 HA H4 DK D2 C9 C7 C5 C3"
///     .split(' ').map(|c| c.parse::<Card>().unwrap()).collect();
/// assert_eq!(SearchedBid::<4>::candidates(hand, 13), [6, 4, 5, 7, 8]);
/// // A small search, to keep the example quick; East and South have bid before West.
/// let searched = SearchedBid::<4>::new(4, 20, 7)?;
/// let bids = [None, Some(3), Some(2), None].map(|b: Option<u32>| {
///     b.map(|tricks| maxn_games::cards::full::Bid::new(0, tricks, 13).unwrap())
/// });
/// let bid = searched.choose(3, hand, &bids, 13);
/// assert!((4..=8).contains(&bid));
/// assert_eq!(bid, searched.choose(3, hand, &bids, 13));
/// # Ok::<(), maxn_games::cards::full::SearchedBidError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SearchedBid<const N: usize> {
    samples: usize,
    node_limit: u64,
    seed: u64,
}

impl<const N: usize> SearchedBid<N> {
    /// Sampled deals per bid, by default.
    pub const SAMPLES: usize = 24;
    /// Nodes a card of the play-outs, by default.
    pub const NODE_LIMIT: u64 = 100;
    /// Draws tried for each sampled deal before a uniform one is kept.
    pub const TRIES: u64 = 1_000;
    /// How far from [`simple_bid`]'s bid the candidates reach.
    pub const SPREAD: u8 = 2;
    /// How far from its bid a seat's [`simple_bid`] on its sampled hand may be.
    pub const SLACK: u8 = 1;

    /// A searched bid on `samples` deals drawn from `seed`, each played out with `node_limit`
    /// nodes a card.
    pub fn new(samples: usize, node_limit: u64, seed: u64) -> Result<Self, SearchedBidError> {
        if samples == 0 {
            return Err(SearchedBidError::NoSamples);
        }
        if node_limit == 0 {
            return Err(SearchedBidError::NoNodes);
        }
        Ok(Self {
            samples,
            node_limit,
            seed,
        })
    }

    /// The default search ([`SAMPLES`](Self::SAMPLES), [`NODE_LIMIT`](Self::NODE_LIMIT))
    /// drawing its deals from `seed`.
    pub fn with_seed(seed: u64) -> Self {
        Self {
            samples: Self::SAMPLES,
            node_limit: Self::NODE_LIMIT,
            seed,
        }
    }

    /// The bids tried for `hand` in a hand of `tricks` tricks: [`simple_bid`]'s first, then
    /// the others from [`SPREAD`](Self::SPREAD) below it to [`SPREAD`](Self::SPREAD) above
    /// (1 to `tricks`), then nil if the hand holds neither A♠ nor K♠ and at most 4 spades
    /// (a spade honour or a long suit of trumps wins a trick whatever its holder does).
    pub fn candidates(hand: CardSet, tricks: u8) -> Vec<u8> {
        let simple = simple_bid(hand, tricks);
        let mut found = vec![simple];
        let low = simple.saturating_sub(Self::SPREAD).max(1);
        let high = simple.saturating_add(Self::SPREAD).min(tricks);
        found.extend((low..=high).filter(|&bid| bid != simple));
        let spades = hand.of_suit(Suit::Spades);
        let honour = spades
            .iter()
            .any(|card| card.rank() >= Rank::from_char('K').unwrap_or(Rank::TWO));
        if simple != 0 && !honour && spades.len() <= 4 {
            found.push(0);
        }
        found
    }

    /// The deals `seat`, holding `hand`, samples to value its bid after `bids` (by seat,
    /// `None` for seats yet to bid) in a hand of `tricks` tricks: each a uniform deal of the
    /// unseen cards to the other seats, redrawn until every other seat that has bid would have
    /// bid within [`SLACK`](Self::SLACK) of its bid by [`simple_bid`] on its sampled hand, at
    /// most [`TRIES`](Self::TRIES) draws (then the last draw is kept and counted).
    pub fn samples(
        &self,
        seat: usize,
        hand: CardSet,
        bids: &[Option<Bid>],
        tricks: u8,
    ) -> BidSamples<N> {
        let made: Vec<(usize, u8)> = (0..N)
            .filter(|&other| other != seat)
            .filter_map(|other| Some((other, bids.get(other).copied().flatten()?.tricks())))
            .collect();
        let agrees = |hands: &[CardSet; N]| {
            made.iter()
                .all(|&(other, bid)| simple_bid(hands[other], tricks).abs_diff(bid) <= Self::SLACK)
        };
        let deck = SpadesPlay::<N>::VARIANT.deck;
        let base = mix(self.seed ^ mix(hand.bits() ^ seat as u64));
        let mut samples = BidSamples {
            deals: Vec::with_capacity(self.samples),
            uniform: 0,
        };
        for sample in 0..self.samples as u64 {
            let draw = |attempt: u64| {
                deal_others::<N>(
                    hand,
                    seat,
                    deck,
                    mix(base ^ (sample * Self::TRIES + attempt)),
                )
            };
            let found = (0..Self::TRIES).map(draw).find(agrees);
            samples.uniform += usize::from(found.is_none());
            samples
                .deals
                .push(found.unwrap_or_else(|| draw(Self::TRIES - 1)));
        }
        samples
    }

    /// The tricks `seat` bids holding `hand` (as dealt, a hand of the `N`-player game) after
    /// `bids` (by seat, `None` for seats yet to bid) in a hand of `tricks` tricks: the
    /// candidate that played out best (see the type's documentation); [`simple_bid`]'s bid for
    /// a hand, bids or tricks that are not of the `N`-player game.
    pub fn choose(&self, seat: usize, hand: CardSet, bids: &[Option<Bid>], tricks: u8) -> u8 {
        let candidates = Self::candidates(hand, tricks);
        let variant = SpadesPlay::<N>::VARIANT;
        let fits = seat < N
            && bids.len() == N
            && bids[seat].is_none()
            && hand.len() == variant.hand_size
            && tricks == SpadesPlay::<N>::TRICKS;
        if !fits || candidates.len() < 2 {
            return candidates[0];
        }
        let leader = first_bidder(seat, bids);
        let per_sample: Vec<Vec<i64>> = self
            .samples(seat, hand, bids, tricks)
            .deals
            .par_iter()
            .map(|hands| {
                let mut contract: [Bid; N] = std::array::from_fn(|other| {
                    bids[other].unwrap_or_else(|| bid(other, simple_bid(hands[other], tricks)))
                });
                candidates
                    .iter()
                    .map(|&candidate| {
                        contract[seat] = bid(seat, candidate);
                        self.cost(*hands, leader, contract, seat)
                    })
                    .collect()
            })
            .collect();
        candidates[confident_best(&per_sample)]
    }

    /// `hands` played out double-dummy from `leader`'s lead under `bids`: the other sides'
    /// points for the hand minus `seat`'s side's (times `sides - 1` with 3 players).
    fn cost(&self, hands: [CardSet; N], leader: usize, bids: [Bid; N], seat: usize) -> i64 {
        let deal = Deal::new(hands, &SpadesPlay::<N>::VARIANT).expect("a deal of the variant");
        let play = SpadesPlay::<N>::new(deal, leader).expect("a seat leads");
        let contract = Contract::new(bids, &[]);
        let game = play_out(SpadesContract::new(play, contract), self.node_limit);
        let points = contract.points(game.trick_play().tricks_taken());
        let total: i64 = points.iter().map(|&p| i64::from(p)).sum();
        total - sides(N) as i64 * i64::from(points[side_of(seat, N)])
    }
}

/// The bid of `tricks` (at most a hand's, as every caller's is) by `seat`.
fn bid(seat: usize, tricks: u8) -> Bid {
    Bid::new(seat, u32::from(tricks), u8::MAX).expect("a bid in range")
}

/// The seat that bid first (and leads the first trick) when `seat` is to bid after `bids`:
/// the bids made are those of the seats just before it.
fn first_bidder(seat: usize, bids: &[Option<Bid>]) -> usize {
    let made = bids.iter().flatten().count();
    (seat + bids.len() - made % bids.len()) % bids.len()
}

/// The bid is searched ([`SearchedBid::choose`]); the pass is the rule of thumb's.
impl<const N: usize> Calls for SearchedBid<N> {
    fn bid(&mut self, seat: usize, hand: CardSet, bids: &[Option<Bid>], tricks: u8) -> u8 {
        self.choose(seat, hand, bids, tricks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{SPADES_3, SPADES_4, set_of as set};

    fn made(bids: [Option<u8>; 4]) -> [Option<Bid>; 4] {
        bids.map(|b| b.map(|tricks| bid(0, tricks)))
    }

    #[test]
    fn candidates_by_hand() {
        // simple_bid 6 (bidder's test): 4 to 8; the A♠ rules nil out.
        let strong = set("SA SK S7 S5 S3 HA H4 DK D2 C9 C7 C5 C3");
        assert_eq!(SearchedBid::<4>::candidates(strong, 13), [6, 4, 5, 7, 8]);
        // simple_bid nil: 1 and 2 besides.
        let weak = set("S5 S3 HJ H4 H2 DT D8 D2 C9 C7 C5 C3 C2");
        assert_eq!(SearchedBid::<4>::candidates(weak, 13), [0, 1, 2]);
        // simple_bid 1 (the J♠), no A♠ or K♠, 2 spades: 1 to 3, and nil.
        let jack = set("SJ S3 HJ H4 H2 DT D8 D2 C9 C7 C5 C3 C2");
        assert_eq!(SearchedBid::<4>::candidates(jack, 13), [1, 2, 3, 0]);
        // Five spades: simple_bid 2 (two beyond the third), no nil.
        let long = set("SJ S6 S5 S4 S3 H4 H2 DT D8 D2 C9 C7 C5");
        assert_eq!(SearchedBid::<4>::candidates(long, 13), [2, 1, 3, 4]);
        // A lone K♠ counts no trick, but rules nil out.
        let king = set("SK H4 H3 H2 DT D8 D2 C9 C7 C5 C4 C3 C2");
        assert_eq!(SearchedBid::<4>::candidates(king, 13), [1, 2, 3]);
        // Clamped at the tricks of a hand.
        let top = set("SA SK SQ SJ ST S9 S8 S7 S6 HA DA CA HK");
        assert_eq!(SearchedBid::<4>::candidates(top, 13), [13, 11, 12]);
    }

    #[test]
    fn the_first_bidder_is_counted_back_from_the_seat() {
        assert_eq!(first_bidder(2, &made([None; 4])), 2);
        assert_eq!(first_bidder(1, &made([Some(3), None, None, Some(2)])), 3);
        assert_eq!(first_bidder(0, &made([None, Some(3), Some(0), Some(4)])), 1);
    }

    #[test]
    fn samples_deal_every_unseen_card_once_and_agree_with_the_bids_made() {
        // West bids after North 4, East nil, South 2.
        let hand = set("SA S7 S5 HA H4 H3 DK D2 C9 C7 C5 C3 C2");
        let bids = made([Some(4), Some(0), Some(2), None]);
        let searched = SearchedBid::<4>::new(30, 1, 5).unwrap();
        let samples = searched.samples(3, hand, &bids, 13);
        assert_eq!(samples.deals.len(), 30);
        assert_eq!(samples.uniform, 0);
        for hands in &samples.deals {
            assert_eq!(hands[3], hand);
            assert!(Deal::new(*hands, &SPADES_4).is_ok());
            for (seat, bid) in [(0, 4u8), (1, 0), (2, 2)] {
                assert!(simple_bid(hands[seat], 13).abs_diff(bid) <= 1, "{hands:?}");
            }
        }
        // The samples differ (a sampler stuck on one deal would pass the checks above).
        assert!(samples.deals.iter().any(|deal| *deal != samples.deals[0]));
        // Bids no hand could be dealt beside this one: every deal a uniform fallback.
        let impossible = made([Some(13), Some(13), Some(13), None]);
        let fallback = SearchedBid::<4>::new(3, 1, 5).unwrap();
        let samples = fallback.samples(3, hand, &impossible, 13);
        assert_eq!(samples.uniform, 3);
        assert!(
            samples
                .deals
                .iter()
                .all(|hands| Deal::new(*hands, &SPADES_4).is_ok())
        );
        // Three players, 17 cards each.
        let three: CardSet = Deal::random(&SPADES_3, 2).hands()[1];
        let samples = SearchedBid::<3>::new(4, 1, 1).unwrap().samples(
            1,
            three,
            &[Some(bid(0, 3)), None, None],
            17,
        );
        assert!(
            samples
                .deals
                .iter()
                .all(|hands| Deal::new(*hands, &SPADES_3).is_ok())
        );
    }

    /// Over the bids of 50 random deals (each seat after the earlier ones, every earlier bid
    /// by `simple_bid`, as most of a match's are), few sampled deals fall back to uniform.
    #[test]
    fn the_bids_made_rarely_exhaust_the_tries() {
        let searched = SearchedBid::<4>::with_seed(9);
        let (mut deals, mut uniform) = (0, 0);
        for seed in 0..50 {
            let hands = Deal::random(&SPADES_4, seed).hands();
            let mut bids = [None; 4];
            for seat in 0..4 {
                let samples = searched.samples(seat, hands[seat], &bids, 13);
                deals += samples.deals.len();
                uniform += samples.uniform;
                bids[seat] = Some(bid(seat, simple_bid(hands[seat], 13)));
            }
        }
        println!("{uniform} of {deals} sampled deals uniform");
        assert_eq!(deals, 50 * 4 * SearchedBid::<4>::SAMPLES);
        assert!(
            uniform * 100 <= deals,
            "{uniform} of {deals} sampled deals uniform"
        );
    }

    #[test]
    fn the_choice_is_a_candidate_and_the_same_on_one_and_two_threads() {
        let hand = set("SQ S8 S4 HA HK H9 H3 DA D4 C2 C9 CJ C5");
        let bids = made([None, Some(3), None, None]);
        let searched = SearchedBid::<4>::new(6, 30, 11).unwrap();
        let on = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| searched.choose(2, hand, &bids, 13))
        };
        let bid = on(1);
        assert!(SearchedBid::<4>::candidates(hand, 13).contains(&bid));
        assert_eq!(bid, on(2));
        // Outside the game's shape: the rule of thumb, no search.
        assert_eq!(searched.choose(2, hand, &bids, 17), simple_bid(hand, 17));
        let three = Deal::random(&SPADES_3, 4).hands()[0];
        let bid = SearchedBid::<3>::new(2, 20, 1)
            .unwrap()
            .choose(0, three, &[None; 3], 17);
        assert!(SearchedBid::<3>::candidates(three, 17).contains(&bid));
    }

    #[test]
    fn the_search_departs_from_the_rule_of_thumb_on_some_hands() {
        // A search that only ever returned its first candidate would bid as `simple_bid` on
        // every hand.
        let searched = SearchedBid::<4>::new(8, 30, 3).unwrap();
        let differs = (0..12).any(|seed| {
            let hand = Deal::random(&SPADES_4, seed).hands()[0];
            searched.choose(0, hand, &[None; 4], 13) != simple_bid(hand, 13)
        });
        assert!(differs);
    }

    #[test]
    fn bad_settings_are_refused() {
        assert_eq!(
            SearchedBid::<4>::new(0, 1, 0),
            Err(SearchedBidError::NoSamples)
        );
        assert_eq!(
            SearchedBid::<4>::new(1, 0, 0),
            Err(SearchedBidError::NoNodes)
        );
        assert!(SearchedBid::<4>::new(1, 1, 0).is_ok());
    }
}
