//! The pruning family on card positions (Sergeant Major, Hearts, Spades): random deals with a
//! random number of cards already played, searched to several depths. Card games let a trick's
//! winner lead the next one, so a player may move twice in a row and the window of ancestor
//! bounds repeats players; their monotonic heuristics are the points already taken. Every
//! searcher must return exactly `MaxN`'s value, root move and principal line.

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MaxN, MonotonicHeuristic,
    MoveBuffer, Searcher, Shallow, Speculative, Stats,
};
use maxn_games::cards::{
    CardGame, Hearts, SergeantMajor, Spades, TakenAndHeld, TakenPoints, TricksTaken,
};

/// `count` positions: deal `seed`, then a pseudo-random number (up to `max_plies`) of
/// pseudo-random cards played; grouping of equivalent cards on for even seeds.
fn positions<G: CardGame<N>, const N: usize>(
    deal: impl Fn(u64) -> G,
    count: u64,
    max_plies: u64,
) -> Vec<G> {
    (0..count)
        .map(|seed| {
            let mut game = deal(seed).with_grouping(seed % 2 == 0);
            let mut word = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut next = |n: u64| {
                word ^= word << 13;
                word ^= word >> 7;
                word ^= word << 17;
                word % n
            };
            for _ in 0..next(max_plies + 1) {
                let mut moves = G::Moves::default();
                game.generate_moves(&mut moves);
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(moves.as_slice()[next(moves.len() as u64) as usize]);
            }
            game
        })
        .collect()
}

/// Every pruning searcher against `MaxN` at depths `1..=depth`; returns their summed stats.
fn all_equal<G: MonotonicHeuristic<N>, const N: usize>(positions: &[G], depth: u32) -> Stats {
    let mut total = Stats::default();
    for (index, position) in positions.iter().enumerate() {
        for depth in 1..=depth {
            let limits = Limits::depth(depth);
            let plain = MaxN.search(position, limits);
            let mut check = |name: &str, result: maxn::SearchResult<G::Move, G::Score, N>| {
                assert_eq!(
                    (result.value, result.best_move, &result.principal_line),
                    (plain.value, plain.best_move, &plain.principal_line),
                    "{name} on {} position {index} at depth {depth}",
                    G::NAME,
                );
                total += result.stats;
            };
            check("shallow", Shallow.search(position, limits));
            check("dfbnb", BranchAndBound.search(position, limits));
            check("abbnb", AlphaBetaBranchAndBound.search(position, limits));
            check("last-branch", LastBranch.search(position, limits));
            check("speculative", Speculative.search(position, limits));
        }
    }
    total
}

#[test]
fn the_pruning_family_equals_maxn_on_card_positions() {
    let mut total = Stats::default();
    total += all_equal(&positions(SergeantMajor::<16>::random, 40, 40), 5);
    total += all_equal(&positions(SergeantMajor::<2>::random, 20, 3), 6);
    total += all_equal(&positions(Hearts::<4, TakenPoints>::random, 25, 40), 5);
    total += all_equal(&positions(Hearts::<3, TakenAndHeld>::random, 25, 45), 5);
    total += all_equal(&positions(Spades::<17>::random, 40, 45), 5);
    total += all_equal(&positions(Hearts::<3>::random, 25, 45), 5);
    total += all_equal(&positions(Spades::<17, TricksTaken>::random, 20, 45), 5);
    // The comparisons mean something only if the searchers pruned.
    let cutoffs = total.cutoffs;
    assert!(
        cutoffs.branch_and_bound > 0 && cutoffs.immediate > 0,
        "{cutoffs:?}"
    );
    assert!(
        cutoffs.speculative > 0 && cutoffs.shallow > 0,
        "{cutoffs:?}"
    );
}

/// Deeper searches on more positions (`cargo test --release --test pruning_cards -- --ignored`).
#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn the_pruning_family_equals_maxn_on_card_positions_deeper() {
    all_equal(&positions(SergeantMajor::<16>::random, 200, 45), 7);
    all_equal(&positions(SergeantMajor::<5>::random, 100, 6), 9);
    all_equal(&positions(Hearts::<4, TakenAndHeld>::random, 150, 48), 7);
    all_equal(&positions(Hearts::<3, TakenPoints>::random, 150, 50), 7);
    all_equal(&positions(Hearts::<3>::random, 150, 50), 7);
    all_equal(&positions(Spades::<17>::random, 200, 50), 7);
}
