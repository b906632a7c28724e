//! Every exact pruning searcher on random trees (Korf's model): the same root value and move
//! as plain max^n, and never more nodes than max^n on any tree, which is a theorem for these
//! searchers. Shallow, last-branch and both branch-and-bound searchers only skip children of a
//! depth-first search in max^n's order and never search anything again, so they visit a subset
//! of max^n's nodes and re-expand nothing; speculative pruning does search some pruned
//! children again, but its first visits are still a subset, so its nodes minus its
//! re-expansions are at most max^n's.
//!
//! Alpha-beta branch-and-bound never visits more nodes than depth-first branch-and-bound on the
//! same tree either: it makes every cut DFBnB makes, in the same order, and its extra shallow
//! cuts only skip the rest of a child its parent would not adopt, so the parent goes on exactly
//! as it would have.
//!
//! The light run checks small trees; the ignored run checks the size of docs/results/random-trees.md (b = 4, d = 8,
//! 100 trees per player count), prints the averages (the library-side cross-check of the
//! CLI's `experiment trees` table) and checks the ordering Sturtevant (2003) reports on random
//! trees: speculative < last-branch < shallow < max^n in average nodes. Each adds pruning to
//! the one after it (last-branch adds deep pruning on the last branch to shallow pruning,
//! speculative adds deep pruning on the other branches, at the price of some re-expansions), so
//! a reversal would mean one of them misses cuts it should make.

use std::fmt::Debug;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MaxN, SearchResult, Searcher,
    Shallow, Speculative, Stats,
};
use maxn_games::synthetic::{IntTree, Model, TreeSpec};

/// The pruning searchers, in the order of the rows.
const PRUNERS: [&str; 5] = ["dfbnb", "abbnb", "last-branch", "speculative", "shallow"];

/// Searches every tree of the given shape with max^n and every pruner, checks each pruner
/// against max^n on each tree, and returns the totals: max^n's first, then [`PRUNERS`]'.
fn checked_totals<const N: usize>(branching: usize, depth: u32, seeds: u64) -> [Stats; 6] {
    let mut totals = [Stats::default(); 6];
    for seed in 0..seeds {
        let spec = TreeSpec::new(branching, depth, seed, Model::Random);
        let root = IntTree::<N, 60>::root(&spec).unwrap();
        let limits = Limits::depth(depth);
        let plain = MaxN.search(&root, limits);
        let pruned = [
            BranchAndBound.search(&root, limits),
            AlphaBetaBranchAndBound.search(&root, limits),
            LastBranch.search(&root, limits),
            Speculative.search(&root, limits),
            Shallow.search(&root, limits),
        ];
        totals[0] += plain.stats;
        let case = format!("n = {N}, {spec:?}");
        for (k, (name, result)) in PRUNERS.iter().zip(&pruned).enumerate() {
            check(name, &plain, result, &case);
            totals[k + 1] += result.stats;
        }
        assert!(
            pruned[1].stats.nodes <= pruned[0].stats.nodes,
            "abbnb {} nodes, dfbnb {}, {case}",
            pruned[1].stats.nodes,
            pruned[0].stats.nodes
        );
    }
    totals
}

/// One pruner's result against max^n's on the same tree.
fn check<M: PartialEq + Debug, S: PartialEq + Debug, const N: usize>(
    name: &str,
    plain: &SearchResult<M, S, N>,
    pruned: &SearchResult<M, S, N>,
    case: &str,
) {
    assert_eq!(pruned.value, plain.value, "{name} value, {case}");
    assert_eq!(pruned.best_move, plain.best_move, "{name} move, {case}");
    let first_visits = pruned.stats.nodes - pruned.stats.reexpansions;
    assert!(
        first_visits <= plain.stats.nodes,
        "{name} visited {first_visits} nodes once, max^n {}, {case}",
        plain.stats.nodes
    );
    if name != "speculative" {
        assert_eq!(pruned.stats.reexpansions, 0, "{name} re-searched, {case}");
    }
}

/// The averages per tree, as `(name, nodes, re-expansions)` rows.
fn averages(totals: [Stats; 6], seeds: u64) -> Vec<(&'static str, f64, f64)> {
    std::iter::once("maxn")
        .chain(PRUNERS)
        .zip(totals)
        .map(|(name, stats)| {
            (
                name,
                stats.nodes as f64 / seeds as f64,
                stats.reexpansions as f64 / seeds as f64,
            )
        })
        .collect()
}

#[test]
fn no_pruner_visits_more_than_max_n_on_small_random_trees() {
    let (b, d, seeds) = (4, 5, 20);
    let totals = [
        checked_totals::<3>(b, d, seeds),
        checked_totals::<4>(b, d, seeds),
        checked_totals::<6>(b, d, seeds),
    ];
    // The light run must exercise what it checks: speculative pruning re-searched somewhere,
    // and some pruner skipped nodes (otherwise `<=` held only because nothing was pruned).
    assert!(totals.iter().any(|t| t[4].reexpansions > 0), "{totals:?}");
    assert!(
        totals
            .iter()
            .all(|t| t[1..].iter().any(|s| s.nodes < t[0].nodes)),
        "{totals:?}"
    );
}

#[test]
#[ignore = "the tree size of docs/results/random-trees.md; run with --release -- --ignored --nocapture"]
fn average_nodes_on_random_trees() {
    let (b, d, seeds) = (4, 8, 100);
    for (n, totals) in [
        (3, checked_totals::<3>(b, d, seeds)),
        (4, checked_totals::<4>(b, d, seeds)),
        (6, checked_totals::<6>(b, d, seeds)),
    ] {
        let rows = averages(totals, seeds);
        for &(name, nodes, re) in &rows {
            println!(
                "n = {n}, b = {b}, d = {d}, int(60): {name:>12} {nodes:>12.1} nodes ({re:.1} re-expanded)"
            );
        }
        let nodes = |wanted: &str| rows.iter().find(|row| row.0 == wanted).unwrap().1;
        let order = ["speculative", "last-branch", "shallow", "maxn"];
        for pair in order.windows(2) {
            assert!(
                nodes(pair[0]) < nodes(pair[1]),
                "n = {n}: {} averages {} nodes, {} {}",
                pair[0],
                nodes(pair[0]),
                pair[1],
                nodes(pair[1])
            );
        }
    }
}
