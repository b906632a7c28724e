//! Every exact searcher (shallow, DFBnB, ABBnB, last-branch, speculative) returns what plain
//! max^n returns (value and root move) on at least 200 random card
//! positions: random deals, a random number of cards already played, several depths, with
//! and without grouping, in every game and valuation (the constant-sum defaults and the
//! valuations that credit only what has been taken). Paranoid with the games' monotonic
//! heuristics returns what plain paranoid returns, which it can only do if the heuristic's
//! bounds hold.

mod searcher_support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MonotonicHeuristic, MoveBuffer,
    Paranoid, ParanoidBnB, Searcher, Shallow, Speculative,
};
use maxn_games::cards::full::{HeartsPlay, PlayPublic, SpadesPlay};
use maxn_games::cards::{
    Card, CardGame, CardSet, Deal, Hearts, LikelyTaker, SergeantMajor, Spades, Suit, TakenAndHeld,
    TakenPoints, TricksTaken, points_in,
};
use searcher_support::{Lcg, same_as_maxn};

/// `count` positions: deal `seed`, then up to `max_plies` random cards played, grouping on
/// for even seeds.
fn positions<G: CardGame<N>, const N: usize>(
    deal: impl Fn(u64) -> G,
    count: u64,
    max_plies: usize,
) -> Vec<G> {
    let mut rng = Lcg(count ^ max_plies as u64);
    (0..count)
        .map(|seed| {
            let mut game = deal(seed).with_grouping(seed % 2 == 0);
            for _ in 0..rng.below(max_plies + 1) {
                let mut moves = G::Moves::default();
                game.generate_moves(&mut moves);
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(moves.as_slice()[rng.below(moves.len())]);
            }
            game
        })
        .collect()
}

/// Every exact searcher against `MaxN` on `positions`, and paranoid with the heuristic against
/// plain paranoid.
fn all_exact<G: MonotonicHeuristic<N>, const N: usize>(positions: &[G], depth: u32) {
    let (shallow, plain) = same_as_maxn(positions, depth, Shallow);
    assert!(
        shallow <= plain,
        "{}: shallow visited more nodes than max^n",
        G::NAME
    );
    same_as_maxn(positions, depth, BranchAndBound);
    same_as_maxn(positions, depth, AlphaBetaBranchAndBound);
    same_as_maxn(positions, depth, LastBranch);
    same_as_maxn(positions, depth, Speculative);
    for (index, position) in positions.iter().enumerate() {
        let limits = Limits::depth(depth);
        let expected = Paranoid.search(position, limits);
        let found = ParanoidBnB.search(position, limits);
        assert_eq!(
            (found.value, found.best_move),
            (expected.value, expected.best_move),
            "paranoid with heuristic on {} position {index} at depth {depth}",
            G::NAME,
        );
    }
}

#[test]
fn sergeant_major() {
    all_exact(&positions(SergeantMajor::<16>::random, 120, 40), 5);
    all_exact(
        &positions(
            |seed| SergeantMajor::<5>::random(seed).with_trump(Some(Suit::Clubs)),
            80,
            12,
        ),
        5,
    );
    // Short games whose end lies within the search depth.
    all_exact(&positions(SergeantMajor::<2>::random, 40, 3), 6);
    // The valuation that credits only the tricks taken.
    all_exact(
        &positions(SergeantMajor::<16, TricksTaken>::random, 40, 40),
        5,
    );
}

#[test]
fn hearts() {
    all_exact(&positions(Hearts::<4, TakenPoints>::random, 70, 40), 6);
    all_exact(&positions(Hearts::<4, TakenAndHeld>::random, 70, 40), 6);
    all_exact(&positions(Hearts::<3, TakenPoints>::random, 70, 40), 5);
    all_exact(&positions(Hearts::<3, TakenAndHeld>::random, 70, 45), 5);
    // Likely takers, the default.
    all_exact(&positions(Hearts::<4, LikelyTaker>::random, 70, 40), 6);
    all_exact(&positions(Hearts::<3>::random, 70, 45), 5);
}

#[test]
fn spades() {
    all_exact(&positions(Spades::<17>::random, 150, 45), 5);
    all_exact(&positions(Spades::<4>::random, 60, 8), 6);
    all_exact(&positions(Spades::<17, TricksTaken>::random, 60, 45), 5);
}

/// The trick play of the full games: Hearts under the full game's breaking rule, Spades in
/// partnerships (values are partnership tricks: `maxp` 13 below `maxsum` 26) and cutthroat.
#[test]
fn full_games() {
    let spades = |seed: u64| {
        SpadesPlay::<4>::new(
            Deal::random(&SpadesPlay::<4>::VARIANT, seed),
            seed as usize % 4,
        )
        .unwrap()
    };
    let cutthroat = |seed: u64| {
        SpadesPlay::<3>::new(
            Deal::random(&SpadesPlay::<3>::VARIANT, seed),
            seed as usize % 3,
        )
        .unwrap()
    };
    all_exact(&positions(HeartsPlay::<4>::random, 50, 40), 5);
    all_exact(&positions(HeartsPlay::<3>::random, 30, 45), 5);
    all_exact(&positions(spades, 60, 45), 5);
    all_exact(&positions(cutthroat, 40, 45), 5);
}

/// `count` endgames of full Hearts, `tricks` tricks before the end, in which the moon is still
/// open: the cards left are dealt at random, and one seat has taken every point played so far.
fn moon_endgames(count: u64, tricks: usize) -> Vec<HeartsPlay<4>> {
    let mut rng = Lcg(count ^ tricks as u64);
    (0..count)
        .map(|seed| {
            let mut deck: Vec<Card> = CardSet::DECK.iter().collect();
            for i in (1..deck.len()).rev() {
                deck.swap(i, rng.below(i + 1));
            }
            let left = &deck[..4 * tricks];
            let mut hands = [CardSet::EMPTY; 4];
            for (index, &card) in left.iter().enumerate() {
                hands[index % 4] = hands[index % 4].with(card);
            }
            let mut public = PlayPublic::<4>::start(rng.below(4));
            public.played = CardSet::DECK - left.iter().copied().collect::<CardSet>();
            public.taken[seed as usize % 4] = points_in(public.played);
            HeartsPlay::<4>::resume(&public, hands)
                .expect("a consistent endgame")
                .with_grouping(seed % 2 == 0)
        })
        .collect()
}

/// The full game's trick play scores the moon ([`Moon`]): its values are no longer
/// constant-sum (26 after a moon, 78 otherwise), yet every exact searcher still returns
/// max^n's answer, the heuristic's bounds (widened while a moon is open) hold the value, and
/// the searches do end in moons on these endgames.
#[test]
fn moon_endgames_are_searched_exactly() {
    let positions = moon_endgames(40, 3);
    all_exact(&positions, 12);
    let mut moons = 0;
    for position in &positions {
        let value = maxn::MaxN.search(position, Limits::unlimited()).value;
        let (low, high) = (position.lower_bounds(), position.upper_bounds());
        assert!((0..4).all(|seat| low[seat] <= value[seat] && value[seat] <= high[seat]));
        let sum: u32 = value.iter().map(|&v| u32::from(v)).sum();
        if sum == 26 {
            assert_eq!(value.iter().filter(|&&v| v == 26).count(), 1, "{value:?}");
            moons += 1;
        } else {
            assert_eq!(sum, 78, "{value:?}");
        }
    }
    assert!(moons > 0, "no endgame ended in a moon");
}

/// Deeper searches on more positions (`cargo test --release -- --ignored`).
#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn deeper() {
    all_exact(&positions(SergeantMajor::<16>::random, 300, 45), 8);
    all_exact(&positions(SergeantMajor::<5>::random, 200, 6), 9);
    all_exact(&positions(Hearts::<4, TakenAndHeld>::random, 300, 48), 8);
    all_exact(&positions(Hearts::<3, TakenAndHeld>::random, 300, 50), 7);
    all_exact(&positions(Hearts::<3>::random, 300, 50), 7);
    all_exact(&positions(Spades::<17>::random, 300, 50), 8);
    // The full game's trick play, moon scored: random positions, and open-moon endgames
    // searched to the end from four tricks out.
    all_exact(&positions(HeartsPlay::<4>::random, 200, 44), 7);
    all_exact(&moon_endgames(200, 4), 16);
}
