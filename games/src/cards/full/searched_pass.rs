//! A Hearts pass chosen by search: candidate passes valued by playing sampled deals out
//! double-dummy, every card of the play-outs chosen by a small search.
//!
//! The pass decides a hand before a card is played, and nothing but the passer's own hand is
//! known then, so each candidate is valued on the same sampled deals (common random numbers:
//! the candidates differ only by what they pass, not by luck of the draw). The searched
//! value is the hand's score **with the moon** after play in which every seat sees every card
//! and searches: a shooter is stopped when the defenders can stop it, which rule-based
//! play-outs did not do (a pass chosen by rule play-outs kept strong hands to shoot with, and
//! lost; `docs/results/hidden-hands.md`).

use maxn::rng::mix;
use rayon::prelude::*;
use thiserror::Error;

use super::super::card::Card;
use super::super::set::CardSet;
use super::calls::Calls;
use super::hearts_hand::HandResult;
use super::hearts_play::HeartsPlay;
use super::passer::{by_danger, simple_pass};
use super::passing::{PASS_SIZE, PassDirection};
use super::searched::{confident_best, deal_others, play_out};

/// Why a [`SearchedPass`] cannot be made with the settings given.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
pub enum SearchedPassError {
    /// Fewer than three cards to choose the passes from.
    #[error("candidate passes are drawn from at least 3 cards (the pass), not {0}")]
    TooFewCards(usize),
    /// No sampled deal.
    #[error("a searched pass needs at least 1 sampled deal")]
    NoSamples,
    /// No node for a play-out's search.
    #[error("the play-outs' searches need a node limit of at least 1")]
    NoNodes,
}

/// Chooses a Hearts seat's three cards by search (a [`Calls`] whose bid is the rule of
/// thumb's).
///
/// 1. **Candidates.** The hand's cards are ranked by [`simple_pass`]'s danger scores and
///    every three of the `cards` most dangerous is a candidate (10 from 5 cards), the rule of
///    thumb's own pass first.
/// 2. **Samples.** `samples` deals of the unseen cards to the other seats, uniform (before the
///    pass the seat knows only its hand), drawn from the seed and the hand. The other seats
///    pass by [`simple_pass`] (the opponent model: what the seat receives is unknown), the
///    seat by the candidate.
/// 3. **Value.** Each candidate on each sample is the hand played out double-dummy by every
///    seat with the speculative searcher deepened within `node_limit` nodes a card (as the
///    catalogue's `cheat-speculative` plays), then scored with the moon: the seat's points
///    minus the mean of the others' (so a moon shot by the seat counts as the gain it is).
/// 4. **Choice.** The rule of thumb's pass stands unless another candidate beats it with
///    confidence: its mean paired difference over the samples more than two standard errors
///    below 0; of those, the lowest mean wins (the earlier candidate on a tie).
///
/// The samples are played out in parallel with rayon; the choice is the same on any thread
/// count. In a hold hand nothing is passed and nothing is searched.
///
/// ```
/// use maxn_games::cards::full::{PassDirection, SearchedPass, check_pass};
/// use maxn_games::cards::{Card, CardSet};
///
/// let hand: CardSet = "SA SK SQ HA HK H3 DA D4 D5 C2 C9 CT CJ"
///     .split(' ').map(|c| c.parse::<Card>().unwrap()).collect();
/// // A small search, to keep the example quick.
/// let searched = SearchedPass::<4>::new(6, 2, 50, 7)?;
/// let pass = searched.choose(0, hand, PassDirection::Left);
/// assert!(check_pass(0, hand, &pass).is_ok());
/// assert_eq!(pass, searched.choose(0, hand, PassDirection::Left));
/// # Ok::<(), maxn_games::cards::full::SearchedPassError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SearchedPass<const N: usize> {
    cards: usize,
    samples: usize,
    node_limit: u64,
    seed: u64,
}

impl<const N: usize> SearchedPass<N> {
    /// The most dangerous cards whose threes are tried, by default.
    pub const CARDS: usize = 5;
    /// Sampled deals per pass, by default.
    pub const SAMPLES: usize = 24;
    /// Nodes a card of the play-outs, by default.
    pub const NODE_LIMIT: u64 = 100;

    /// A searched pass trying every three of the `cards` most dangerous cards on `samples`
    /// deals drawn from `seed`, each played out with `node_limit` nodes a card.
    pub fn new(
        cards: usize,
        samples: usize,
        node_limit: u64,
        seed: u64,
    ) -> Result<Self, SearchedPassError> {
        if cards < PASS_SIZE {
            return Err(SearchedPassError::TooFewCards(cards));
        }
        if samples == 0 {
            return Err(SearchedPassError::NoSamples);
        }
        if node_limit == 0 {
            return Err(SearchedPassError::NoNodes);
        }
        Ok(Self {
            cards,
            samples,
            node_limit,
            seed,
        })
    }

    /// The default search ([`CARDS`](Self::CARDS), [`SAMPLES`](Self::SAMPLES),
    /// [`NODE_LIMIT`](Self::NODE_LIMIT)) drawing its deals from `seed`.
    pub fn with_seed(seed: u64) -> Self {
        Self {
            cards: Self::CARDS,
            samples: Self::SAMPLES,
            node_limit: Self::NODE_LIMIT,
            seed,
        }
    }

    /// The three cards `seat` passes from `hand` (as dealt, a hand of the `N`-player game) in
    /// a hand passed `direction`: the candidate that played out best (see the type's
    /// documentation); in a hold hand, or from a hand of fewer cards than a pass and one,
    /// [`simple_pass`]'s.
    pub fn choose(&self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        let Some(receiver) = direction.receiver(seat, N) else {
            return simple_pass(hand);
        };
        let ranked = by_danger(hand);
        let candidates = threes(&ranked[..self.cards.min(ranked.len())]);
        let variant = HeartsPlay::<N>::VARIANT;
        if candidates.len() < 2 || hand.len() != variant.hand_size || seat >= N {
            return simple_pass(hand);
        }
        let seed = mix(self.seed ^ mix(hand.bits() ^ seat as u64));
        let samples: Vec<[CardSet; N]> = (0..self.samples as u64)
            .map(|sample| deal_others(hand, seat, variant.deck, mix(seed ^ sample)))
            .collect();
        let per_sample: Vec<Vec<i64>> = samples
            .par_iter()
            .map(|dealt| {
                let passed = others_passed(dealt, seat, direction);
                candidates
                    .iter()
                    .map(|pass| {
                        let mut hands = passed;
                        let cards: CardSet = pass.iter().copied().collect();
                        hands[seat] = hands[seat] - cards;
                        hands[receiver] |= cards;
                        self.value(hands, seat)
                    })
                    .collect()
            })
            .collect();
        candidates[confident_best(&per_sample)].to_vec()
    }

    /// `hands` (after every pass) played out double-dummy: `seat`'s points minus the mean of
    /// the others', times `N - 1` to stay whole.
    fn value(&self, hands: [CardSet; N], seat: usize) -> i64 {
        let game = HeartsPlay::<N>::after_pass(hands).expect("a deal of the variant");
        let game = play_out(game, self.node_limit);
        let scored = HandResult::from_taken(game.points_taken()).scored;
        let others: i64 = (0..N)
            .filter(|&other| other != seat)
            .map(|other| i64::from(scored[other]))
            .sum();
        (N as i64 - 1) * i64::from(scored[seat]) - others
    }
}

/// The bid is the rule of thumb's ([`Calls::bid`]'s default); the pass is searched.
impl<const N: usize> Calls for SearchedPass<N> {
    fn pass(&mut self, seat: usize, hand: CardSet, direction: PassDirection) -> Vec<Card> {
        self.choose(seat, hand, direction)
    }
}

/// Every three of `cards`, in the order of their positions (the first three first).
fn threes(cards: &[Card]) -> Vec<[Card; PASS_SIZE]> {
    let mut found = Vec::new();
    for a in 0..cards.len() {
        for b in a + 1..cards.len() {
            for c in b + 1..cards.len() {
                found.push([cards[a], cards[b], cards[c]]);
            }
        }
    }
    found
}

/// `dealt` after every seat but `seat` has passed by [`simple_pass`] in `direction`
/// (`seat`'s own pass is the candidate's, added by the caller).
fn others_passed<const N: usize>(
    dealt: &[CardSet; N],
    seat: usize,
    direction: PassDirection,
) -> [CardSet; N] {
    let mut hands = *dealt;
    for giver in (0..N).filter(|&giver| giver != seat) {
        let receiver = direction
            .receiver(giver, N)
            .expect("a direction that passes");
        let cards: CardSet = simple_pass(dealt[giver]).into_iter().collect();
        hands[giver] = hands[giver] - cards;
        hands[receiver] |= cards;
    }
    hands
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::HEARTS_4;
    use crate::cards::set_of as set;

    #[test]
    fn threes_are_every_combination_the_first_three_first() {
        let cards: Vec<Card> = set("SA SK SQ SJ ST S9").iter().collect();
        let found = threes(&cards);
        assert_eq!(found.len(), 20);
        assert_eq!(found[0], [cards[0], cards[1], cards[2]]);
        let distinct: std::collections::HashSet<_> = found.iter().collect();
        assert_eq!(distinct.len(), 20);
    }

    #[test]
    fn the_others_pass_by_the_rule_of_thumb() {
        let dealt = deal_others::<4>(
            set("SA SK SQ HA HK H3 DA D4 D5 C2 C9 CT CJ"),
            0,
            HEARTS_4.deck,
            3,
        );
        let passed = others_passed(&dealt, 0, PassDirection::Left);
        // E passes to S, S to W, W to N; N's own pass is not made.
        for giver in 1..4 {
            let gone: CardSet = simple_pass(dealt[giver]).into_iter().collect();
            let receiver = (giver + 1) % 4;
            assert!((passed[receiver] & gone) == gone);
            assert!((passed[giver] & gone).is_empty());
        }
        assert_eq!(passed[0].len(), 16);
        assert_eq!(passed[1].len(), 10);
    }

    #[test]
    fn a_hold_hand_passes_by_the_rule_of_thumb_without_a_search() {
        let hand = set("SA SK SQ HA HK H3 DA D4 D5 C2 C9 CT CJ");
        let searched = SearchedPass::<4>::new(6, 1, 1, 0).unwrap();
        assert_eq!(
            searched.choose(0, hand, PassDirection::Hold),
            simple_pass(hand)
        );
    }

    #[test]
    fn the_choice_is_a_legal_pass_and_the_same_on_one_and_two_threads() {
        let hand = set("SQ S4 HA HK HQ H9 H3 DA DK D4 C2 C9 CJ");
        let searched = SearchedPass::<4>::new(5, 4, 30, 11).unwrap();
        let on = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| searched.choose(1, hand, PassDirection::Right))
        };
        let pass = on(1);
        assert!(super::super::check_pass(1, hand, &pass).is_ok());
        assert_eq!(pass, on(2));
        let three = set("SQ S4 HA HK HQ H9 H3 DA DK D4 C2 C9 CJ C8 C7 C6 C5");
        let pass =
            SearchedPass::<3>::new(4, 2, 30, 1)
                .unwrap()
                .choose(2, three, PassDirection::Left);
        assert!(super::super::check_pass(2, three, &pass).is_ok());
    }

    #[test]
    fn the_search_departs_from_the_rule_of_thumb_on_some_hands() {
        // A search that only ever returned its first candidate would pass as `simple_pass`
        // on every hand.
        let searched = SearchedPass::<4>::new(5, 2, 20, 3).unwrap();
        let differs = (0..6).any(|seed| {
            let hand = crate::cards::Deal::random(&HEARTS_4, seed).hands()[0];
            searched.choose(0, hand, PassDirection::Left) != simple_pass(hand)
        });
        assert!(differs);
    }

    #[test]
    fn bad_settings_are_refused() {
        assert_eq!(
            SearchedPass::<4>::new(2, 1, 1, 0),
            Err(SearchedPassError::TooFewCards(2))
        );
        assert_eq!(
            SearchedPass::<4>::new(3, 0, 1, 0),
            Err(SearchedPassError::NoSamples)
        );
        assert_eq!(
            SearchedPass::<4>::new(3, 1, 0, 0),
            Err(SearchedPassError::NoNodes)
        );
    }
}
