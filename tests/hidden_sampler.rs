//! The deal sampler of hidden-hand play: every sample is consistent with the seat's
//! information (checked by replaying the history under the sampled hands, with the rules as
//! the oracle), the number of consistent deals equals a brute-force count, and the owner of
//! an unseen card is distributed as the exact count says (chi-square).

mod support;

use maxn::Game;
use maxn_games::cards::full::{HeartsPlay, SpadesPlay};
use maxn_games::cards::{
    Card, CardGame, CardSet, Deal, DealSampler, Hearts, HiddenRules, InfoSet, Observed, Spades,
};
use maxn_games::rng::SplitMix64;
use support::Rng;
use support::cards::moves;

/// A deal of full Hearts (hearts broken by hearts only) after each seat passed three random
/// cards to its left, observed: each seat knows where its passed cards went.
fn passed_hearts<const N: usize>(seed: u64) -> Observed<HeartsPlay<N>, N> {
    let dealt = Hearts::<N>::random(seed);
    let mut rng = Rng::new(seed ^ 0x9A55);
    let mut hands = *dealt.table().hands();
    let mut passes = [CardSet::EMPTY; N];
    for (seat, pass) in passes.iter_mut().enumerate() {
        let mut cards: Vec<Card> = hands[seat].iter().collect();
        for _ in 0..3 {
            let card = cards.remove(rng.range(0, cards.len() as u64 - 1) as usize);
            pass.insert(card);
        }
    }
    for seat in 0..N {
        hands[seat] = (hands[seat] - passes[seat]) | passes[(seat + N - 1) % N];
    }
    let game = HeartsPlay::<N>::after_pass(hands).unwrap();
    (0..N).fold(Observed::new(game), |observed, seat| {
        observed.observed(
            seat,
            &maxn_games::cards::full::Event::Passed {
                from: seat,
                to: (seat + 1) % N,
                cards: passes[seat],
            },
        )
    })
}

/// `observed` after up to `plies` random legal cards.
fn random_play<G: HiddenRules<N>, const N: usize>(
    mut observed: Observed<G, N>,
    plies: u64,
    rng: &mut Rng,
) -> Observed<G, N> {
    for _ in 0..plies {
        let moves = moves(observed.game());
        if observed.outcome().is_some() || moves.is_empty() {
            break;
        }
        observed.play(moves[rng.range(0, moves.len() as u64 - 1) as usize]);
    }
    observed
}

/// Checks that `hands` could be the hands now given what `info` saw: the seat's own hand, the
/// sizes, every unseen card dealt once, and the history legal under them (replayed with the
/// game's own rules from the hands at the start of play, which must end at the same public
/// state as the real game).
fn assert_consistent<G: HiddenRules<N>, const N: usize>(
    info: &InfoSet<N>,
    hands: [CardSet; N],
    real: &G,
) {
    let seat = info.seat();
    assert_eq!(hands[seat], info.hand(), "the seat's own hand");
    let mut all = CardSet::EMPTY;
    for (other, &hand) in hands.iter().enumerate() {
        assert_eq!(hand.len(), info.hand_size(other), "seat {other}'s size");
        assert!((all & hand).is_empty(), "a card dealt twice");
        all |= hand;
    }
    assert_eq!(all, G::DECK - info.all_played(), "every card in play dealt");
    // The oracle: the history replayed under the sampled hands is legal move by move.
    let start: [CardSet; N] = std::array::from_fn(|s| hands[s] | info.played(s));
    let mut replay = G::at_trick_start(start, info.first_leader());
    for &card in info.history() {
        let legal = moves(&replay.with_grouping(false));
        assert!(
            legal.contains(&card),
            "{card} is illegal for seat {} under the sampled hands {hands:?}",
            replay.to_move()
        );
        replay.play(card);
    }
    assert_eq!(replay.table().hands(), &hands);
    assert_eq!(replay.table().trick(), real.table().trick());
    assert_eq!(
        replay.table().completed_tricks(),
        real.table().completed_tricks()
    );
    assert_eq!(G::from_sample(info, hands).table(), replay.table());
}

fn check_samples<G: HiddenRules<N>, const N: usize>(observed: &Observed<G, N>, seed: u64) {
    for seat in 0..N {
        let info = observed.view(seat);
        let truth = *observed.game().table().hands();
        // The real hands are one of the consistent deals.
        for (other, &hand) in truth.iter().enumerate() {
            assert!((hand & info.absent(other)).is_empty());
            assert!(info.known(other).is_subset(hand));
        }
        let sampler = DealSampler::new(info).expect("the real deal is consistent");
        let mut rng = SplitMix64::new(seed * 31 + seat as u64);
        for _ in 0..8 {
            assert_consistent(info, sampler.sample(&mut rng), observed.game());
        }
    }
}

#[test]
fn every_sample_is_consistent_with_the_information_set() {
    let mut rng = Rng::seeded(15);
    for seed in 0..60 {
        let plies = rng.range(0, 52);
        check_samples(
            &random_play(passed_hearts::<4>(seed), plies, &mut rng),
            seed,
        );
        let plies = rng.range(0, 51);
        check_samples(
            &random_play(passed_hearts::<3>(seed), plies, &mut rng),
            seed,
        );
        let plies = rng.range(0, 51);
        let spades = Observed::new(Spades::<17>::random(seed));
        check_samples(&random_play(spades, plies, &mut rng), seed);
        // Full Spades, 4 players in partnerships, any seat leading.
        let plies = rng.range(0, 52);
        let deal = Deal::random(&SpadesPlay::<4>::VARIANT, seed);
        let spades = Observed::new(SpadesPlay::<4>::new(deal, (seed % 4) as usize).unwrap());
        check_samples(&random_play(spades, plies, &mut rng), seed);
        // The paper's Hearts (the Q♠ breaks hearts).
        let plies = rng.range(0, 52);
        check_samples(
            &random_play(Observed::new(Hearts::<4>::random(seed)), plies, &mut rng),
            seed,
        );
    }
}

/// Every assignment of `info`'s unseen cards to the other seats that respects the sizes, the
/// known cards and the shown absences, enumerated one card at a time: the count of consistent
/// deals, and for each seat the count of those in which it holds `card`.
fn brute_force<const N: usize>(info: &InfoSet<N>, card: Card) -> (u128, [u128; N]) {
    let me = info.seat();
    let cards: Vec<Card> = info.unseen().iter().collect();
    fn go<const N: usize>(
        info: &InfoSet<N>,
        me: usize,
        cards: &[Card],
        hands: &mut [CardSet; N],
        card: Card,
        counts: &mut (u128, [u128; N]),
    ) {
        let Some((&next, rest)) = cards.split_first() else {
            counts.0 += 1;
            let owner = (0..N).find(|&s| hands[s].contains(card)).unwrap();
            counts.1[owner] += 1;
            return;
        };
        for seat in (0..N).filter(|&s| s != me) {
            let known_elsewhere = (0..N).any(|s| s != seat && info.known(s).contains(next));
            if hands[seat].len() < info.hand_size(seat)
                && !info.absent(seat).contains(next)
                && !known_elsewhere
            {
                hands[seat].insert(next);
                go(info, me, rest, hands, card, counts);
                hands[seat].remove(next);
            }
        }
    }
    let mut hands = [CardSet::EMPTY; N];
    let mut counts = (0, [0; N]);
    go(info, me, &cards, &mut hands, card, &mut counts);
    counts
}

#[test]
fn the_count_of_consistent_deals_matches_a_brute_force_count() {
    let mut rng = Rng::seeded(16);
    let mut compared = 0;
    for seed in 0..40 {
        // Late in the hand, few enough unseen cards to enumerate.
        let plies = rng.range(38, 44);
        let observed = random_play(passed_hearts::<4>(seed), plies, &mut rng);
        for seat in 0..4 {
            let info = observed.view(seat);
            let Some(card) = info.unseen().iter().next() else {
                continue;
            };
            let (deals, _) = brute_force(info, card);
            assert_eq!(
                DealSampler::new(info).unwrap().deals(),
                deals,
                "seed {seed}"
            );
            compared += 1;
        }
    }
    assert!(compared > 100);
}

/// The chi-square statistic's critical value for 2 degrees of freedom at the 0.1% level:
/// a sampler drawing with the exact probabilities fails this test once in a thousand seeds.
const CHI_SQUARE_2_DF_999: f64 = 13.816;

#[test]
fn an_unseen_cards_owner_is_distributed_as_the_exact_count_says() {
    // Find a position where the owner of some unseen card is far from uniform (a seat has
    // shown a void), with three seats that may hold it.
    let mut rng = Rng::seeded(17);
    let (info, card) = (0..500)
        .find_map(|seed| {
            let observed = random_play(passed_hearts::<4>(seed), rng.range(30, 40), &mut rng);
            let info = *observed.view(0);
            let card = info.unseen().iter().find(|&card| {
                let (_, owners) = brute_force(&info, card);
                let holders = owners.iter().filter(|&&n| n > 0).count();
                let (low, high) = (owners[1..].iter().min(), owners[1..].iter().max());
                holders == 3 && high.unwrap() * 2 > low.unwrap() * 3 && info.unseen().len() <= 12
            })?;
            Some((info, card))
        })
        .expect("some position has a skewed unseen card");
    let (deals, owners) = brute_force(&info, card);
    let sampler = DealSampler::new(&info).unwrap();
    assert_eq!(sampler.deals(), deals);
    let draws = 30_000;
    let mut observed = [0u64; 4];
    let mut rng = SplitMix64::new(99);
    for _ in 0..draws {
        let hands = sampler.sample(&mut rng);
        observed[(0..4).find(|&s| hands[s].contains(card)).unwrap()] += 1;
    }
    let chi_square: f64 = (1..4)
        .map(|seat| {
            let expected = draws as f64 * owners[seat] as f64 / deals as f64;
            (observed[seat] as f64 - expected).powi(2) / expected
        })
        .sum();
    println!(
        "{card}: exact {:?} of {deals}, drawn {observed:?} of {draws}, chi-square {chi_square:.2}",
        &owners[1..]
    );
    assert_eq!(observed[0], 0, "never the seat's own");
    assert!(chi_square < CHI_SQUARE_2_DF_999, "chi-square {chi_square}");
}
