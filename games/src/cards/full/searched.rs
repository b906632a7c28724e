//! What the searched calls share (the Hearts pass, [`SearchedPass`](super::SearchedPass), and
//! the Spades bid, [`SearchedBid`](super::SearchedBid)): uniform deals of the unseen cards,
//! the play-out of a deal double-dummy by a small search at every card, and the rule that
//! keeps the rule of thumb's choice unless another candidate beats it with confidence.

use maxn::rng::SplitMix64;
use maxn::{Game, PrincipalFirst, Searcher, Speculative};
use maxn_play::{Agent, Budget, SearchAgent};

use super::super::card::Card;
use super::super::set::CardSet;

/// A deal of the `deck`'s cards outside `hand` to the seats other than `seat`, uniform, from
/// `seed` (`hand` stays `seat`'s).
pub(super) fn deal_others<const N: usize>(
    hand: CardSet,
    seat: usize,
    deck: CardSet,
    seed: u64,
) -> [CardSet; N] {
    let mut unseen: Vec<Card> = (deck - hand).iter().collect();
    let mut rng = SplitMix64::new(seed);
    // Fisher-Yates: every order of the unseen cards equally likely.
    for last in (1..unseen.len()).rev() {
        let pick = rng.below(last as u64 + 1) as usize;
        unseen.swap(last, pick);
    }
    let mut hands = [CardSet::EMPTY; N];
    hands[seat] = hand;
    let others = (0..N).filter(|&other| other != seat);
    for (other, cards) in others.zip(unseen.chunks(hand.len())) {
        hands[other] = cards.iter().copied().collect();
    }
    hands
}

/// `game` played to its end double-dummy: every seat sees every card and chooses each by the
/// speculative searcher deepened within `node_limit` nodes (as the catalogue's
/// `cheat-speculative` plays). `node_limit` is at least 1 (the callers' constructors check).
pub(super) fn play_out<G: Game<N>, const N: usize>(mut game: G, node_limit: u64) -> G
where
    Speculative: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
{
    let budget = Budget::new(node_limit).expect("a node limit of at least 1");
    let mut player = SearchAgent::new("play-out", Speculative, budget);
    while game.outcome().is_none() {
        let decision = player.decide(&game);
        game.play(decision.mv);
    }
    game
}

/// The candidate to choose, from each sample's cost of every candidate (`per_sample[s][c]`,
/// lower better): the one of lowest total among those that beat candidate 0 (the rule of
/// thumb's) with confidence — the mean of their paired differences from it more than two
/// standard errors below 0 — else candidate 0.
///
/// Picking the lowest of many noisy totals favours the luckiest candidate (the winner's
/// curse): without this test the searched pass departed from the rule of thumb on a few
/// samples' evidence and lost by it.
pub(super) fn confident_best(per_sample: &[Vec<i64>]) -> usize {
    let samples = per_sample.len() as f64;
    let candidates = per_sample.first().map_or(0, Vec::len);
    let mut best = (0, 0.0);
    for candidate in 1..candidates {
        let differences: Vec<f64> = per_sample
            .iter()
            .map(|values| (values[candidate] - values[0]) as f64)
            .collect();
        let mean = differences.iter().sum::<f64>() / samples;
        let variance = differences
            .iter()
            .map(|d| (d - mean) * (d - mean))
            .sum::<f64>()
            / (samples - 1.0).max(1.0);
        let error = (variance / samples).sqrt();
        if mean + 2.0 * error < 0.0 && mean < best.1 {
            best = (candidate, mean);
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::set_of as set;
    use crate::cards::{HEARTS_3, HEARTS_4};

    #[test]
    fn sampled_deals_hand_out_every_unseen_card_once() {
        let hand = set("SA SK SQ HA HK H3 DA D4 D5 C2 C9 CT CJ");
        for seed in 0..20 {
            let hands: [CardSet; 4] = deal_others(hand, 2, HEARTS_4.deck, seed);
            assert_eq!(hands[2], hand);
            let mut all = CardSet::EMPTY;
            for cards in hands {
                assert_eq!(cards.len(), 13);
                assert!((all & cards).is_empty());
                all |= cards;
            }
            assert_eq!(all, HEARTS_4.deck);
        }
        let three: [CardSet; 3] =
            deal_others(HEARTS_3.deck.iter().take(17).collect(), 0, HEARTS_3.deck, 1);
        assert!(three.iter().all(|cards| cards.len() == 17));
    }

    #[test]
    fn only_a_confident_gain_departs_from_the_rule_of_thumb() {
        // Candidate 1 is better on average but by one sample's luck; candidate 2 by a little
        // on every sample; candidate 3 by more, on every sample.
        let values = vec![vec![10, -30, 9, 7], vec![10, 12, 9, 6], vec![10, 11, 8, 8]];
        assert_eq!(confident_best(&values), 3);
        let noisy = vec![vec![10, -30], vec![10, 12], vec![10, 11]];
        assert_eq!(confident_best(&noisy), 0);
        assert_eq!(confident_best(&[vec![5]]), 0);
    }

    #[test]
    fn the_confidence_rule_counted_by_hand() {
        // Differences of candidate 1 from 0: -4, -2, -6, -4: mean -4, sample variance
        // (0 + 4 + 4 + 0) / 3 = 8/3, standard error sqrt(8/3 / 4) = 0.816: -4 + 1.63 < 0.
        let clear = vec![vec![0, -4], vec![0, -2], vec![0, -6], vec![0, -4]];
        assert_eq!(confident_best(&clear), 1);
        // Differences -4, 4, -12, -4: mean -4, variance (0 + 64 + 64 + 0) / 3 = 42.7,
        // standard error 3.27: -4 + 6.53 > 0, not confident.
        let loose = vec![vec![0, -4], vec![0, 4], vec![0, -12], vec![0, -4]];
        assert_eq!(confident_best(&loose), 0);
        // Worse on every sample: never chosen.
        let worse = vec![vec![0, 4], vec![0, 2], vec![0, 6]];
        assert_eq!(confident_best(&worse), 0);
    }
}
