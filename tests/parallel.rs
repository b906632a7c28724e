//! `Parallel` (max^n, paranoid, speculative) returns what its sequential searcher returns (value tuple, root move, principal
//! line, completeness), on 1, 2 and 4 threads, on random synthetic trees of 3 to 6 players
//! (integer scores, tiny tie-heavy scales, floats), on the points game (irregular turn order,
//! positions without moves), on Chinese Checkers and on card positions. The trees are split
//! down to their last plies, so that young brothers really run in parallel with windows
//! narrowed by their left brothers, and are cancelled by cut-offs; max^n's node counts must
//! also be the sequential ones (it prunes nothing). Node limits and iterative deepening are
//! checked under the shared budget.

mod support;

use std::num::NonZeroUsize;
use std::sync::Arc;

use maxn::{
    BoundedGame, Game, IterativeDeepening, Limits, MaxN, Parallel, Paranoid, SearchResult,
    Searcher, Speculative,
};
use maxn_games::cards::{Hearts, SergeantMajor, Spades};
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};
use maxn_games::synthetic::{Int, Model, Scale, Tree, TreeSpec, Unit};
use rayon::{ThreadPool, ThreadPoolBuilder};
use support::points::Points;
use support::{Rng, cards};

/// The thread counts every comparison runs on, each with a pool built here.
const THREADS: [usize; 3] = [1, 2, 4];

fn pools() -> Vec<Arc<ThreadPool>> {
    THREADS
        .iter()
        .map(|&threads| {
            let pool = ThreadPoolBuilder::new().num_threads(threads).build();
            Arc::new(pool.expect("a thread pool"))
        })
        .collect()
}

/// The parts of a result a parallel search must reproduce.
fn answer<G: Game<N>, const N: usize>(
    result: &SearchResult<G::Move, G::Score, N>,
) -> impl PartialEq + std::fmt::Debug {
    (
        result.value,
        result.best_move,
        result.best_index,
        result.principal_line.clone(),
        result.complete,
    )
}

/// Compares `Parallel` MaxN, Paranoid and Speculative with the sequential searchers on `game`
/// to `depth`, on every pool, split as `(plies, task_depth)` says; `case` names the position.
fn agree<G, const N: usize>(
    pools: &[Arc<ThreadPool>],
    game: &G,
    depth: u32,
    split: (u32, u32),
    case: &str,
) where
    G: BoundedGame<N> + Send + Sync,
    G::Move: Send + Sync,
{
    let limits = Limits::depth(depth);
    let maxn = MaxN.search(game, limits);
    let paranoid = Paranoid.search(game, limits);
    let speculative = Speculative.search(game, limits);
    for pool in pools {
        let threads = pool.current_num_threads();
        let parallel = Parallel::new(MaxN)
            .with_split(split.0, split.1)
            .on_pool(Arc::clone(pool));
        let result = parallel.search(game, limits);
        assert_eq!(
            answer::<G, N>(&result),
            answer::<G, N>(&maxn),
            "maxn, {threads} threads, split {split:?}: {case}"
        );
        // Everything but the task count is the sequential count: max^n prunes nothing.
        let stats = maxn::Stats {
            parallel_tasks: 0,
            ..result.stats
        };
        assert_eq!(stats, maxn.stats, "maxn counts, {threads} threads: {case}");
        assert!(result.stats.parallel_tasks >= 1);

        let parallel = Parallel::new(Paranoid)
            .with_split(split.0, split.1)
            .on_pool(Arc::clone(pool));
        let result = parallel.search(game, limits);
        assert_eq!(
            answer::<G, N>(&result),
            answer::<G, N>(&paranoid),
            "paranoid, {threads} threads, split {split:?}: {case}"
        );

        let parallel = Parallel::new(Speculative)
            .with_split(split.0, split.1)
            .on_pool(Arc::clone(pool));
        let result = parallel.search(game, limits);
        assert_eq!(
            answer::<G, N>(&result),
            answer::<G, N>(&speculative),
            "speculative, {threads} threads, split {split:?}: {case}"
        );
        assert_eq!(
            (result.value, result.best_move),
            (maxn.value, maxn.best_move),
            "speculative is max^n: {case}"
        );
    }
}

/// A random tree of `N` players with scores `K`: branching 2..=6, as deep as 3,000 leaves
/// allow (at most 7), split from a random ply on with tasks of 0 to 2 plies.
fn random_tree<K: Scale, const N: usize>(pools: &[Arc<ThreadPool>], rng: &mut Rng) {
    let branching = rng.range(2, 6);
    let mut depth = rng.range(2, 7) as u32;
    while branching.pow(depth) > 3_000 {
        depth -= 1;
    }
    let model = if rng.range(0, 5) == 0 {
        Model::Best
    } else {
        Model::Random
    };
    let seed = rng.next_u64();
    let split = (rng.range(1, 8) as u32, rng.range(0, 2) as u32);
    let mut spec = TreeSpec::new(branching as usize, depth, seed, model);
    let tree = match Tree::<K, N>::root(&spec) {
        Ok(tree) => tree,
        // The best model needs a fine enough scale; such a tree gets random leaves.
        Err(_) => {
            spec.model = Model::Random;
            Tree::<K, N>::root(&spec).expect("a random tree")
        }
    };
    let case = format!("{N} players, {}, {spec:?}", K::name());
    agree(pools, &tree, depth, split, &case);
}

fn random_trees<const N: usize>(pools: &[Arc<ThreadPool>], rng: &mut Rng, count: usize) {
    for tree in 0..count {
        match tree % 4 {
            0 => random_tree::<Int<60>, N>(pools, rng),
            // Components in 0..=3 (or {0, 2, 4}): most leaves tie for most players.
            1 => random_tree::<Int<3>, N>(pools, rng),
            2 => random_tree::<Int<4, 2>, N>(pools, rng),
            _ => random_tree::<Unit, N>(pools, rng),
        }
    }
}

#[test]
fn parallel_equals_sequential_on_random_trees() {
    let pools = pools();
    let mut rng = Rng::seeded(12);
    random_trees::<3>(&pools, &mut rng, 120);
    random_trees::<4>(&pools, &mut rng, 80);
    random_trees::<5>(&pools, &mut rng, 40);
    random_trees::<6>(&pools, &mut rng, 40);
}

#[test]
fn parallel_equals_sequential_on_points_games() {
    let pools = pools();
    let mut rng = Rng::seeded(13);
    for game in 0..60 {
        let seed = rng.next_u64();
        let branching = rng.range(1, 6) as usize;
        let length = rng.range(2, 7) as u32;
        let split = (rng.range(1, 6) as u32, rng.range(0, 2) as u32);
        let case = format!("points seed {seed}, b {branching}, length {length}");
        if game % 2 == 0 {
            let points = Points::<3, 12, 6>::new(seed, branching, length);
            agree(&pools, &points, length, split, &case);
        } else {
            let points = Points::<4, 7, 4>::new(seed, branching, length);
            agree(&pools, &points, length, split, &case);
        }
    }
}

fn chinese_checkers<const N: usize>(pools: &[Arc<ThreadPool>], seed: u64) {
    for (index, position) in random_positions::<N>(seed, 12, 200).iter().enumerate() {
        let game = position.with_top_k(NonZeroUsize::new(4));
        let case = format!("{N}-player Chinese Checkers position {index} (seed {seed}): {game}");
        agree(pools, &game, 4, (3, 1), &case);
    }
}

#[test]
fn parallel_equals_sequential_on_chinese_checkers() {
    let pools = pools();
    // The start with every move, split at the root and its children.
    agree(
        &pools,
        &ChineseCheckers::<3>::start(),
        3,
        (2, 1),
        "3-player start",
    );
    chinese_checkers::<3>(&pools, 1);
    chinese_checkers::<4>(&pools, 2);
    chinese_checkers::<6>(&pools, 3);
}

#[test]
fn parallel_equals_sequential_on_card_positions() {
    let pools = pools();
    let check =
        |name: &str, index: usize, depth: u32| format!("{name} position {index}, d {depth}");
    for (index, game) in cards::positions(SergeantMajor::<16>::random, 8, 30, 7)
        .iter()
        .enumerate()
    {
        agree(&pools, game, 5, (3, 1), &check("Sergeant Major", index, 5));
    }
    for (index, game) in cards::positions(Hearts::<4>::random, 6, 30, 8)
        .iter()
        .enumerate()
    {
        agree(&pools, game, 5, (3, 1), &check("Hearts", index, 5));
    }
    for (index, game) in cards::positions(Spades::<17>::random, 6, 30, 9)
        .iter()
        .enumerate()
    {
        agree(&pools, game, 5, (3, 1), &check("Spades", index, 5));
    }
}

/// A node limit means what it means sequentially: a search is complete exactly when it needed
/// at most that many nodes (for max^n, exactly when the sequential search is), and the threads
/// overrun it by at most 4096 nodes each before they stop. A stopped search answers with a
/// root move searched to the end, or none.
#[test]
fn a_node_limit_is_shared_by_all_threads() {
    let pools = pools();
    let game = ChineseCheckers::<3>::start();
    let limits = Limits::depth(4);
    let full = MaxN.search(&game, limits);
    let moves = cards::moves(&game);
    for pool in &pools {
        let slack = 4096 * pool.current_num_threads() as u64;
        for searcher in [0, 1, 2] {
            let run = |limits: Limits| match searcher {
                0 => Parallel::new(MaxN)
                    .on_pool(Arc::clone(pool))
                    .search(&game, limits),
                1 => Parallel::new(Paranoid)
                    .on_pool(Arc::clone(pool))
                    .search(&game, limits),
                _ => Parallel::new(Speculative)
                    .on_pool(Arc::clone(pool))
                    .search(&game, limits),
            };
            let needed = run(limits).stats.nodes;
            for limit in [
                0,
                1,
                50,
                5_000,
                40_000,
                full.stats.nodes / 2,
                full.stats.nodes - 1,
            ] {
                let result = run(limits.with_node_limit(limit));
                let nodes = result.stats.nodes;
                assert!(nodes <= limit + slack, "{nodes} > {limit} + {slack}");
                assert_eq!(
                    result.complete,
                    nodes <= limit,
                    "limit {limit}, {nodes} nodes"
                );
                // Max^n needs all of `full`'s nodes; the pruning searchers more than 50.
                if searcher == 0 || limit <= 50 {
                    assert!(!result.complete, "limit {limit}");
                }
                if let Some(best) = result.best_move {
                    assert!(moves.contains(&best));
                    assert_eq!(result.principal_line.first(), Some(&best));
                }
            }
            if searcher == 0 {
                // Exactly the sequential search's node count is enough.
                let result = run(limits.with_node_limit(full.stats.nodes));
                assert!(result.complete);
                assert_eq!(
                    (result.value, result.best_move, result.stats.nodes),
                    (full.value, full.best_move, full.stats.nodes)
                );
            }
            // The pruning searchers need fewer nodes than max^n here, so max^n's count is enough.
            let generous = run(limits.with_node_limit(full.stats.nodes));
            assert!(generous.complete && needed <= full.stats.nodes);
        }
    }
}

/// Iterative deepening over `Parallel` reaches the same answers as over the sequential
/// searcher, iteration by iteration (each iteration orders by the previous one's line, which
/// is the same).
#[test]
fn iterative_deepening_over_parallel_searches() {
    let pools = pools();
    let game = random_positions::<3>(4, 1, 60)[0].with_top_k(NonZeroUsize::new(6));
    let limits = Limits::depth(5);
    let sequential = IterativeDeepening(MaxN).deepen(&game, limits);
    let paranoid = IterativeDeepening(Paranoid).deepen(&game, limits);
    for pool in &pools {
        let parallel = Parallel::new(MaxN)
            .with_split(3, 1)
            .on_pool(Arc::clone(pool));
        let deepened = IterativeDeepening(parallel).deepen(&game, limits);
        assert_eq!(deepened.iterations.len(), sequential.iterations.len());
        for (parallel, sequential) in deepened.iterations.iter().zip(&sequential.iterations) {
            assert_eq!(
                answer::<ChineseCheckers<3>, 3>(&parallel.result),
                answer::<ChineseCheckers<3>, 3>(&sequential.result)
            );
        }
        let parallel = Parallel::new(Paranoid)
            .with_split(3, 1)
            .on_pool(Arc::clone(pool));
        let deepened = IterativeDeepening(parallel).deepen(&game, limits);
        let (result, expected) = (deepened.into_result(), paranoid.clone().into_result());
        assert_eq!(
            answer::<ChineseCheckers<3>, 3>(&result),
            answer::<ChineseCheckers<3>, 3>(&expected)
        );
    }
}

/// Under a node budget, iterative deepening over parallel max^n ends on the same iteration
/// with the same answer as over sequential max^n: an iteration is complete exactly when it
/// fits what is left of the budget, as sequentially.
#[test]
fn deepening_under_a_node_budget_ends_where_the_sequential_one_does() {
    let pools = pools();
    for (index, position) in random_positions::<3>(5, 6, 80).iter().enumerate() {
        let game = position.with_top_k(NonZeroUsize::new(5));
        let unlimited = IterativeDeepening(MaxN).deepen(&game, Limits::depth(5));
        // A budget that runs out in the middle of the last iteration.
        let last = unlimited
            .iterations
            .last()
            .expect("five iterations")
            .result
            .stats
            .nodes;
        let budget = unlimited.stats().nodes - last / 2;
        let limits = Limits::depth(5).with_node_limit(budget);
        let sequential = IterativeDeepening(MaxN).deepen(&game, limits);
        assert_eq!(sequential.depth_reached(), Some(4), "position {index}");
        for pool in &pools {
            let parallel = Parallel::new(MaxN)
                .with_split(3, 1)
                .on_pool(Arc::clone(pool));
            let deepened = IterativeDeepening(parallel).deepen(&game, limits);
            assert_eq!(deepened.depth_reached(), sequential.depth_reached());
            let (result, expected) = (deepened.into_result(), sequential.clone().into_result());
            assert_eq!(
                answer::<ChineseCheckers<3>, 3>(&result),
                answer::<ChineseCheckers<3>, 3>(&expected),
                "position {index}, {} threads",
                pool.current_num_threads()
            );
        }
    }
}

/// Without a pool of its own, a `Parallel` searcher runs on the pool it is called from.
#[test]
fn it_runs_on_the_pool_it_is_called_from() {
    let pools = pools();
    let parallel = Parallel::new(MaxN);
    for pool in &pools {
        assert_eq!(
            pool.install(|| parallel.threads()),
            pool.current_num_threads()
        );
        let own = parallel.clone().on_pool(Arc::clone(pool));
        assert_eq!(own.threads(), pool.current_num_threads());
    }
    let game = ChineseCheckers::<3>::start();
    let searcher = parallel;
    let result = pools[1].install(|| searcher.search(&game, Limits::depth(3)));
    assert_eq!(result.value, MaxN.search(&game, Limits::depth(3)).value);
}
