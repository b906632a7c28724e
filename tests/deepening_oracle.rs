//! `IterativeDeepening` is exact in the sense its documentation states.
//!
//! - On trees with continuous random scores (no ties, almost surely), the order of the moves
//!   cannot change a max^n or paranoid answer, so `IterativeDeepening(X)` must return plain
//!   `MaxN`'s value, root move and principal line at the same depth for every exact searcher
//!   `X`, and plain `Paranoid`'s for the paranoid ones.
//! - On integer trees full of ties, the order matters; there each iteration must be exactly
//!   `X`'s search of the game reordered by the test's own wrapper (`support::reordered`,
//!   written apart from the library's `PrincipalFirst`) with the previous iteration's line:
//!   value, line, every count.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Deepening, Game, IterativeDeepening, LastBranch,
    Limits, MaxN, Paranoid, ParanoidBnB, PrincipalFirst, SearchResult, Searcher, Shallow,
    Speculative, Stats,
};
use maxn_games::synthetic::{FloatTree, Int, Model, Scale, Tree, TreeSpec};
use support::points::Points;
use support::reordered::{AnyDepth, Reordered, own_index};
use support::{Rng, Shape};

/// A random tree's shape and a search depth at or above its leaves.
fn draw(rng: &mut Rng, players: usize, max_leaves: u64) -> (TreeSpec, u32) {
    let shape = Shape::draw(rng, (players, players), (2, 6), (1, 6), max_leaves);
    let depth = rng.range(1, u64::from(shape.depth)) as u32;
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
    (spec, depth)
}

/// The parts of a result the order cannot change when nothing ties.
fn answer<M: Clone, S: Copy, const N: usize>(
    result: &SearchResult<M, S, N>,
) -> ([S; N], Option<M>, Option<usize>, Vec<M>, bool) {
    (
        result.value,
        result.best_move.clone(),
        result.best_index,
        result.principal_line.clone(),
        result.complete,
    )
}

/// What the no-tie sweep saw: the last iterations' counts beside the same searcher's without
/// ordering (for the check that the reordering took effect).
#[derive(Default)]
struct Seen {
    ordered: Stats,
    unordered: Stats,
    differing_counts: u64,
}

fn deepened_equals<G, X, const N: usize>(
    searcher: X,
    game: &G,
    limits: Limits,
    expected: &SearchResult<G::Move, G::Score, N>,
    case: &str,
    seen: &mut Seen,
) where
    G: Game<N>,
    X: Copy + Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
{
    let deepened = IterativeDeepening(searcher).deepen(game, limits);
    let last = deepened.iterations.last().expect("an iteration ran");
    let unordered_searcher = searcher;
    let unordered = unordered_searcher.search(game, limits);
    seen.ordered += last.result.stats;
    seen.unordered += unordered.stats;
    seen.differing_counts += u64::from(last.result.stats != unordered.stats);
    let result = deepened.into_result();
    assert_eq!(
        answer(&result),
        answer(expected),
        "deepened {} differs on {case}",
        <X as Searcher<G, N>>::NAME
    );
}

/// Every searcher, deepened, against plain max^n (and plain paranoid) on one float tree.
fn float_tree<const N: usize>(spec: &TreeSpec, depth: u32, seen: &mut Seen) {
    let root = FloatTree::<N>::root(spec).unwrap();
    let limits = Limits::depth(depth);
    let case = format!("{N} players, {spec:?}, depth {depth}");
    let maxn = MaxN.search(&root, limits);
    deepened_equals(MaxN, &root, limits, &maxn, &case, seen);
    deepened_equals(Shallow, &root, limits, &maxn, &case, seen);
    deepened_equals(LastBranch, &root, limits, &maxn, &case, seen);
    deepened_equals(Speculative, &root, limits, &maxn, &case, seen);
    // The test's own every-depth heuristic, written apart from the tree's (which also bounds
    // every position, within its walk limit).
    let bounded = AnyDepth(root);
    deepened_equals(BranchAndBound, &bounded, limits, &maxn, &case, seen);
    deepened_equals(
        AlphaBetaBranchAndBound,
        &bounded,
        limits,
        &maxn,
        &case,
        seen,
    );
    let paranoid = Paranoid.search(&root, limits);
    deepened_equals(Paranoid, &root, limits, &paranoid, &case, seen);
    deepened_equals(ParanoidBnB, &bounded, limits, &paranoid, &case, seen);
}

#[test]
fn on_float_trees_every_deepened_searcher_returns_the_plain_answer() {
    let mut rng = Rng::seeded(2024);
    let mut seen = Seen::default();
    for _ in 0..300 {
        for players in 2..=6 {
            let (spec, depth) = draw(&mut rng, players, 256);
            match players {
                2 => float_tree::<2>(&spec, depth, &mut seen),
                3 => float_tree::<3>(&spec, depth, &mut seen),
                4 => float_tree::<4>(&spec, depth, &mut seen),
                5 => float_tree::<5>(&spec, depth, &mut seen),
                _ => float_tree::<6>(&spec, depth, &mut seen),
            }
        }
    }
    // The comparison says something only if the deepened searches saw another order.
    assert!(seen.differing_counts > 100, "{}", seen.differing_counts);
    assert_ne!(seen.ordered, seen.unordered);
}

/// Checks every iteration of `searcher` deepened on `game` against the oracle: the same
/// searcher on the test's own reordering of the game by the previous iteration's line.
fn follows_oracle<G, X, const N: usize>(
    searcher: X,
    game: &G,
    depth: u32,
    case: &str,
) -> Deepening<G::Move, G::Score, N>
where
    G: Game<N>,
    X: Copy + Searcher<Reordered<G, N>, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
{
    let name = <X as Searcher<Reordered<G, N>, N>>::NAME;
    let deepened = IterativeDeepening(searcher).deepen(game, Limits::depth(depth));
    let depths: Vec<u32> = deepened.iterations.iter().map(|i| i.depth).collect();
    // Depths 1, 2, ... up to the one asked, or to the first whose search (by the oracle)
    // reached every end of the game: a deeper one would search the same tree again.
    let mut expected_depths = Vec::new();
    let mut line = Vec::new();
    let mut total = Stats::default();
    for (iteration_depth, iteration) in (depth.min(1)..=depth).zip(&deepened.iterations) {
        expected_depths.push(iteration_depth);
        let limits = Limits::depth(iteration_depth);
        let inner = searcher;
        let mut oracle = inner.search(&Reordered::new(game.clone(), &line), limits);
        oracle.best_index = own_index(game, oracle.best_move);
        assert_eq!(
            iteration.result, oracle,
            "{name} at depth {} on {case}",
            iteration.depth
        );
        total += oracle.stats;
        line = oracle.principal_line;
        if oracle.stats.horizon_leaves == 0 {
            break;
        }
    }
    assert_eq!(depths, expected_depths, "{name} on {case}");
    let reached = *expected_depths.last().unwrap();
    let result = deepened.clone().into_result();
    let last = &deepened.iterations.last().unwrap().result;
    assert!(result.complete && deepened.complete());
    assert_eq!(deepened.depth_reached(), Some(reached));
    assert_eq!(deepened.requested_depth, reached);
    assert_eq!(
        result.stats, total,
        "{name}: the stats of every iteration, summed"
    );
    assert_eq!(
        (result.value, result.best_index, &result.principal_line),
        (last.value, last.best_index, &last.principal_line)
    );
    deepened
}

/// Every searcher that needs no heuristic, on one integer tree of scale `K`. Returns whether
/// deepened max^n chose another root move or value than plain max^n (a tie broken otherwise).
fn int_tree<K: Scale, const N: usize>(spec: &TreeSpec, depth: u32) -> bool {
    let root = Tree::<K, N>::root(spec).unwrap();
    let case = format!("{N} players, {}, {spec:?}, depth {depth}", K::name());
    let deepened = follows_oracle(MaxN, &root, depth, &case).into_result();
    follows_oracle(Shallow, &root, depth, &case);
    follows_oracle(LastBranch, &root, depth, &case);
    follows_oracle(Speculative, &root, depth, &case);
    follows_oracle(Paranoid, &root, depth, &case);
    let bounded = AnyDepth(root);
    follows_oracle(BranchAndBound, &bounded, depth, &case);
    follows_oracle(AlphaBetaBranchAndBound, &bounded, depth, &case);
    follows_oracle(ParanoidBnB, &bounded, depth, &case);
    let plain = MaxN.search(&root, Limits::depth(depth));
    (deepened.value, deepened.best_move) != (plain.value, plain.best_move)
}

#[test]
fn with_ties_every_iteration_is_the_inner_search_of_the_reordered_game() {
    let mut rng = Rng::seeded(77);
    let mut tie_broken_otherwise = 0;
    for round in 0..150 {
        for players in 2..=6 {
            let (spec, depth) = draw(&mut rng, players, 256);
            // Mostly the tiny scale, whose leaves tie all the time; sometimes a roomy one.
            let tiny = round % 4 != 0;
            let changed = match (players, tiny) {
                (2, true) => int_tree::<Int<3>, 2>(&spec, depth),
                (3, true) => int_tree::<Int<3>, 3>(&spec, depth),
                (4, true) => int_tree::<Int<3>, 4>(&spec, depth),
                (5, true) => int_tree::<Int<3>, 5>(&spec, depth),
                (_, true) => int_tree::<Int<3>, 6>(&spec, depth),
                (2, false) => int_tree::<Int<60>, 2>(&spec, depth),
                (3, false) => int_tree::<Int<60>, 3>(&spec, depth),
                (4, false) => int_tree::<Int<60, 2>, 4>(&spec, depth),
                (5, false) => int_tree::<Int<60>, 5>(&spec, depth),
                (_, false) => int_tree::<Int<60>, 6>(&spec, depth),
            };
            tie_broken_otherwise += u32::from(changed);
        }
    }
    // The documented caveat is real: with ties, the order changes some answers.
    assert!(tie_broken_otherwise > 0);
}

/// The heuristic searchers on the points game, whose heuristic (points taken) holds at every
/// depth, whose turn order is irregular and whose games end at different depths.
#[test]
fn on_the_points_game_every_iteration_is_the_inner_search_of_the_reordered_game() {
    let mut rng = Rng::seeded(5);
    for _ in 0..300 {
        let seed = rng.next_u64();
        let branching = rng.range(1, 5) as usize;
        let length = rng.range(1, 7) as u32;
        let depth = rng.range(0, u64::from(length)) as u32;
        let case = format!("points, seed {seed}, branching {branching}, length {length}");
        let game = Points::<3, 12, 8>::new(seed, branching, length);
        follows_oracle(BranchAndBound, &game, depth, &case);
        follows_oracle(AlphaBetaBranchAndBound, &game, depth, &case);
        follows_oracle(ParanoidBnB, &game, depth, &case);
        follows_oracle(Speculative, &game, depth, &case);
        follows_oracle(LastBranch, &game, depth, &case);
        let game = Points::<4, 20, 9>::new(seed, branching, length);
        follows_oracle(AlphaBetaBranchAndBound, &game, depth, &case);
        follows_oracle(Speculative, &game, depth, &case);
    }
}
