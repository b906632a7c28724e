//! Speculative max^n on uniform trees (every leaf `[k; n]`, `maxsum = n k`, `maxp = maxsum`):
//! the number of leaves it evaluates is the best case of the algorithm, computed here from the
//! recurrence of the issue, independently of the searcher.

use maxn::dynamic::{DynSearcher, DynSpeculative};
use maxn::{Limits, Searcher, Speculative};
use maxn_games::synthetic::{DynTree, IntTree, Model, Scale, Tree, TreeSpec};

/// Leaves evaluated below a node in state `state` (the number of consecutive non-first edges
/// directly above it, capped at `cap`) with `depth` plies to go, when every node in state
/// `cap` is cut right after its first child and nothing else is cut:
/// `L_j(0) = 1`, `L_cap(d) = L_0(d-1)`, `L_j(d) = L_0(d-1) + (b-1) L_{j+1}(d-1)`.
///
/// With `cap = n - 1` this is the issue's `L_j(d)`; with `cap = 1` it is Korf's best case
/// `f(d) = f(d-1) + (b-1) f(d-2)`.
fn leaves(cap: usize, branching: u64, state: usize, depth: u32) -> u64 {
    if depth == 0 {
        1
    } else if state == cap {
        leaves(cap, branching, 0, depth - 1)
    } else {
        leaves(cap, branching, 0, depth - 1)
            + (branching - 1) * leaves(cap, branching, state + 1, depth - 1)
    }
}

#[test]
fn the_recurrence_matches_its_closed_forms() {
    // n = 3: x(d) = x(d-1) + (b-1) x(d-2) + (b-1)^2 x(d-3).
    for b in 2..=8u64 {
        let x = |d| leaves(2, b, 0, d);
        for d in 3..=9 {
            assert_eq!(
                x(d),
                x(d - 1) + (b - 1) * x(d - 2) + (b - 1).pow(2) * x(d - 3)
            );
        }
    }
    // n = 2: Korf's f(1) = b.
    assert_eq!(leaves(1, 5, 0, 1), 5);
    assert_eq!(leaves(1, 2, 0, 6), 21);
}

/// Searches the uniform tree of `b`, `d` and checks the leaf count, the absence of
/// re-searches, and which cut-offs fired; the dynamic twin must return the same.
fn check<K: Scale, const N: usize>(cap: usize, branching: usize, depth: u32) {
    let spec = TreeSpec::new(branching, depth, 3, Model::Uniform);
    let root = Tree::<K, N>::root(&spec).expect("a uniform tree");
    let result = Speculative.search(&root, Limits::depth(depth));
    let expected = leaves(cap, branching as u64, 0, depth);
    let stats = result.stats;
    let context = format!(
        "n = {N}, {}, b = {branching}, d = {depth}: {stats:?}",
        K::name()
    );
    assert_eq!(stats.leaves, expected, "{context}");
    assert_eq!(stats.reexpansions, 0, "{context}");
    assert_eq!(stats.cutoffs.immediate, 0, "{context}");
    assert_eq!(result.best_index, Some(0), "{context}");
    assert_eq!(result.principal_line, vec![0; depth as usize], "{context}");
    let twin = DynTree::<K>::root(&spec, N).expect("a uniform tree");
    assert_eq!(
        DynSpeculative.search(&twin, Limits::depth(depth)),
        result,
        "dynamic twin, {context}"
    );
}

/// With `k = 20` (n = 3) and `k = 15` (n = 4) a node can cut only when all `n - 1` bounds
/// above it are in place: the discrete cut-off needs `(a + 1)(k + 1) > n k` with `a` bounding
/// ancestors, which for `k >= n - 1` only `a = n - 1` meets. Lemma 1 then fires exactly at the
/// nodes in state `n - 1`, and speculative pruning evaluates `L_0(d)` leaves.
fn sweep(max_leaves: u64) {
    for branching in 2..=8 {
        for depth in 1..=9 {
            if leaves(2, branching as u64, 0, depth) <= max_leaves {
                check::<maxn_games::synthetic::Int<60>, 3>(2, branching, depth);
            }
            if leaves(3, branching as u64, 0, depth) <= max_leaves {
                check::<maxn_games::synthetic::Int<60>, 4>(3, branching, depth);
            }
        }
    }
}

#[test]
fn speculative_evaluates_l0_leaves_on_uniform_trees() {
    sweep(200_000);
}

#[test]
#[ignore = "the largest trees (up to 12 million leaves); run with --release -- --ignored"]
fn speculative_evaluates_l0_leaves_on_all_uniform_trees_up_to_depth_9() {
    sweep(u64::MAX);
}

#[test]
fn every_state_cuts_alike_in_the_shallowest_uniform_trees() {
    // Depth 1 and 2: nothing can be cut (a node in state n - 1 needs n - 1 plies above it).
    check::<maxn_games::synthetic::Int<60>, 3>(2, 5, 1);
    check::<maxn_games::synthetic::Int<60>, 3>(2, 5, 2);
    assert_eq!(leaves(2, 5, 0, 2), 25);
}

#[test]
fn small_shares_let_the_discrete_cut_off_fire_one_level_earlier() {
    // k = 1, n = 3: a node in state 1 has its parent's need k + 1 = 2, and a later child
    // better for the mover (>= 2) would leave the parent's player at most 3 - 2 = 1 < 2: a
    // discrete shallow cut. Every node in state 1 cuts after its first child, which is Korf's
    // best case f(d), and these cuts count as shallow.
    for branching in 2..=5 {
        for depth in 1..=6 {
            check::<maxn_games::synthetic::Int<3>, 3>(1, branching, depth);
        }
    }
    let spec = TreeSpec::new(3, 4, 0, Model::Uniform);
    let result = Speculative.search(&IntTree::<3, 3>::root(&spec).unwrap(), Limits::depth(4));
    assert_eq!(result.stats.cutoffs.speculative, 0);
    assert!(result.stats.cutoffs.shallow > 0);
}
