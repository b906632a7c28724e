//! The pruning family on the points game (`support::points`), which has what synthetic trees
//! lack: a player may move twice in a row (so the window of ancestor bounds repeats a player),
//! games end at different depths and some positions have no moves, `maxp < maxsum`, and the
//! monotonic heuristic is the points taken so far (valid at every depth, unlike the synthetic
//! trees' leaf ranges). Every searcher must return exactly `MaxN`'s value, move and principal
//! line, and every dynamic twin exactly its specialised searcher's result.

mod support;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynLastBranch, DynSearcher, DynSpeculative,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, LastBranch, Limits, MaxN, Searcher, Speculative,
    Stats,
};
use support::Rng;
use support::points::Points;

/// Searches one random points game with every searcher; returns their summed stats.
fn check<const N: usize, const MAXSUM: u32, const MAXP: u32>(rng: &mut Rng) -> Stats {
    let seed = rng.next_u64();
    let branching = rng.range(1, 5) as usize;
    let length = rng.range(1, 8) as u32;
    let depth = rng.range(1, u64::from(length)) as u32;
    let game = Points::<N, MAXSUM, MAXP>::new(seed, branching, length);
    let limits = Limits::depth(depth);
    let case = format!(
        "points game: {N} players, maxsum {MAXSUM}, maxp {MAXP}, seed {seed}, \
         branching {branching}, length {length}, depth {depth}"
    );
    let plain = MaxN.search(&game, limits);
    let mut total = Stats::default();
    let mut same = |name: &str, result: maxn::SearchResult<_, u32, N>| {
        assert_eq!(
            (result.value, result.best_move, &result.principal_line),
            (plain.value, plain.best_move, &plain.principal_line),
            "{name} differs from maxn on {case}"
        );
        total += result.stats;
        result
    };
    let dfbnb = same("dfbnb", BranchAndBound.search(&game, limits));
    let abbnb = same("abbnb", AlphaBetaBranchAndBound.search(&game, limits));
    let last_branch = same("last-branch", LastBranch.search(&game, limits));
    let speculative = same("speculative", Speculative.search(&game, limits));
    assert_eq!(
        DynBranchAndBound.search(&game, limits),
        dfbnb,
        "dynamic dfbnb on {case}"
    );
    assert_eq!(
        DynAlphaBetaBranchAndBound.search(&game, limits),
        abbnb,
        "dynamic abbnb on {case}"
    );
    assert_eq!(
        DynLastBranch.search(&game, limits),
        last_branch,
        "dynamic last-branch on {case}"
    );
    assert_eq!(
        DynSpeculative.search(&game, limits),
        speculative,
        "dynamic speculative on {case}"
    );
    total
}

#[test]
fn the_pruning_family_equals_maxn_with_irregular_turns_and_points_taken() {
    let mut rng = Rng::seeded(0x5EED_0004);
    let mut total = Stats::default();
    for _ in 0..600 {
        total += check::<2, 8, 8>(&mut rng);
        total += check::<3, 9, 5>(&mut rng);
        total += check::<4, 12, 4>(&mut rng);
        total += check::<5, 10, 10>(&mut rng);
        total += check::<6, 6, 6>(&mut rng);
    }
    // The comparisons mean something only if every kind of cut happened.
    let cutoffs = total.cutoffs;
    assert!(cutoffs.immediate > 100, "{cutoffs:?}");
    assert!(cutoffs.shallow > 100, "{cutoffs:?}");
    assert!(cutoffs.branch_and_bound > 100, "{cutoffs:?}");
    assert!(cutoffs.speculative > 10, "{cutoffs:?}");
    assert!(cutoffs.last_branch > 10, "{cutoffs:?}");
    assert!(total.reexpansions > 0, "{total:?}");
}

#[test]
fn the_points_game_repeats_a_player_within_a_window() {
    // The case the Lemma-1 sums must guard against: the same player twice among a node and
    // its nearest ancestors.
    let game = Points::<3, 9, 5>::new(1, 3, 8);
    let mut movers = vec![game.to_move()];
    let mut position = game;
    while position.outcome().is_none() && movers.len() < 9 {
        position.play(0);
        movers.push(position.to_move());
    }
    assert!(movers.windows(2).any(|w| w[0] == w[1]), "{movers:?}");
}
