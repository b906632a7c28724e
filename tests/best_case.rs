//! Best cases with closed forms: on perfectly ordered trees (`Model::Best`) `Shallow`
//! evaluates exactly Korf's `f(d)` leaves, and on two-player trees whose leaves all tie,
//! `Paranoid` (alpha-beta) visits exactly Knuth and Moore's minimal tree. The expected numbers
//! come from the recurrences, computed here, never from a search.

use maxn::dynamic::{DynSearcher, DynShallow};
use maxn::{Limits, Paranoid, Searcher, Shallow};
use maxn_games::synthetic::{DynTree, Int, Model, Scale, Tree, TreeSpec, Unit};

/// Korf's best case for shallow pruning: `f(0) = 1`, `f(1) = b`, `f(d) = f(d-1) + (b-1) f(d-2)`.
fn korf_leaves(b: u64, d: u32) -> u64 {
    let (mut previous, mut current) = (1, b);
    if d == 0 {
        return 1;
    }
    for _ in 1..d {
        (previous, current) = (current, current + (b - 1) * previous);
    }
    current
}

/// Nodes and shallow cut-offs of the same best case. A node searched in full at remaining
/// depth `r` ("first", `F`) is itself plus a full first child plus `b - 1` later children; a
/// later child ("L") is itself plus its full first child, after which it cuts once (if it has
/// children at all).
///   F(0) = 1, F(r) = 1 + F(r-1) + (b-1) L(r-1);  L(0) = 1, L(r) = 1 + F(r-1)
/// and the cut-offs likewise, with one for each later child above the leaves.
fn korf_nodes_and_cuts(b: u64, d: u32) -> (u64, u64) {
    let (mut full, mut later) = ((1u64, 0u64), (1u64, 0u64));
    for _ in 1..=d {
        let next_full = (1 + full.0 + (b - 1) * later.0, full.1 + (b - 1) * later.1);
        let next_later = (1 + full.0, 1 + full.1);
        (full, later) = (next_full, next_later);
    }
    full
}

#[test]
fn the_recurrences_match_hand_counts() {
    // b = 2, d = 2: the root, its first child with both its leaves, its second child with only
    // its first leaf (then cut): 3 leaves, 1 + (1 + 2) + (1 + 1) = 6 nodes, 1 cut-off.
    assert_eq!(korf_leaves(2, 2), 3);
    assert_eq!(korf_nodes_and_cuts(2, 2), (1 + (1 + 2) + (1 + 1), 1));
    assert_eq!(korf_leaves(3, 1), 3);
    assert_eq!(korf_nodes_and_cuts(3, 1), (4, 0));
    // Fibonacci for b = 2.
    assert_eq!(
        (0..8).map(|d| korf_leaves(2, d)).collect::<Vec<_>>(),
        [1, 2, 3, 5, 8, 13, 21, 34]
    );
}

fn check<K: Scale, const N: usize>(b: usize, d: u32, with_twin: bool) {
    let spec = TreeSpec::new(b, d, 0, Model::Best);
    let tree = Tree::<K, N>::root(&spec).expect("the scale is fine enough");
    let result = Shallow.search(&tree, Limits::depth(d));
    let case = format!("{N} players, b = {b}, d = {d}, scale {}", K::name());
    let (nodes, cuts) = korf_nodes_and_cuts(b as u64, d);
    assert_eq!(
        result.stats.leaves,
        korf_leaves(b as u64, d),
        "leaves: {case}"
    );
    assert_eq!(result.stats.nodes, nodes, "nodes: {case}");
    assert_eq!(
        result.stats.cutoffs.shallow, cuts,
        "shallow cut-offs: {case}"
    );
    assert_eq!(
        result.stats.cutoffs.immediate, 0,
        "immediate cut-offs: {case}"
    );
    if with_twin {
        let twin = DynShallow.search(&DynTree::<K>::root(&spec, N).unwrap(), Limits::depth(d));
        assert_eq!(twin.stats, result.stats, "dynamic twin: {case}");
    }
}

#[test]
fn shallow_reaches_korfs_best_case_on_best_trees() {
    for b in 2..=10 {
        for d in 1..=10 {
            // 3 players to depth 10 need 3 * 2^9 = 1536 score steps (see `Model::Best`).
            check::<Int<1536>, 2>(b, d, false);
            check::<Int<1536>, 3>(b, d, false);
        }
    }
}

/// The same with float scores and for the dynamic twin, on the smaller trees (debug builds are
/// slow; `cargo test --release -- --ignored` runs the full range).
#[test]
fn shallow_reaches_korfs_best_case_with_floats_and_dynamically() {
    for b in 2..=6 {
        for d in 1..=8 {
            check::<Unit, 2>(b, d, true);
            check::<Unit, 3>(b, d, true);
        }
    }
}

#[test]
#[ignore = "about a minute in a debug build; run with --release"]
fn shallow_reaches_korfs_best_case_everywhere() {
    for b in 2..=10 {
        for d in 1..=10 {
            check::<Int<1536>, 2>(b, d, true);
            check::<Int<1536>, 3>(b, d, true);
            check::<Unit, 2>(b, d, true);
            check::<Unit, 3>(b, d, true);
            check::<Int<1_000_000>, 4>(b, d, true);
        }
    }
}

/// Knuth and Moore: alpha-beta on a perfectly ordered two-player tree of depth `d` evaluates
/// `b^ceil(d/2) + b^floor(d/2) - 1` leaves. A tree whose leaves all hold the same value is
/// perfectly ordered for alpha-beta with cut-offs on equality.
#[test]
fn paranoid_visits_the_minimal_tree_when_every_leaf_ties() {
    for b in 2..=8u64 {
        for d in 1..=8 {
            // Two players: every `Model::Best` leaf holds the root's tuple.
            let spec = TreeSpec::new(b as usize, d, 0, Model::Best);
            let tree = Tree::<Int<60>, 2>::root(&spec).unwrap();
            let result = Paranoid.search(&tree, Limits::depth(d));
            let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            assert_eq!(result.stats.leaves, minimal, "b = {b}, d = {d}");
            assert_eq!(result.value, [30, 30]);
        }
    }
}
