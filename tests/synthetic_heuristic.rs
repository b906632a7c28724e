//! The monotonic heuristic of synthetic trees: at every node, the value of every position below
//! (leaf or interior, as a search of any depth evaluates it) lies within the bounds, and the
//! bounds are those values' exact extremes when the subtree is within the walk limit (checked
//! against an independent walk of the tree), the whole scale above it.

mod support;

use maxn::{Game, MonotonicHeuristic, MoveBuffer};
use maxn_games::synthetic::{FloatTree, Int, IntTree, Model, Scale, Tree, TreeSpec};
use support::Rng;

/// The value of `node` and of every position below it, by a plain walk of the tree.
fn leaves_below<K: Scale, const N: usize>(node: &Tree<'_, K, N>, out: &mut Vec<[K::Score; N]>) {
    if let Some(value) = node.outcome() {
        out.push(value);
        return;
    }
    out.push(node.evaluate());
    let mut moves = <Tree<'_, K, N> as Game<N>>::Moves::default();
    node.generate_moves(&mut moves);
    for &mv in moves.as_slice() {
        let mut child = *node;
        child.play(mv);
        leaves_below(&child, out);
    }
}

/// Checks the heuristic at `node` and at every node below it; returns the nodes checked.
fn check_subtree<K: Scale, const N: usize>(node: &Tree<'_, K, N>) -> usize {
    let mut leaves = Vec::new();
    leaves_below(node, &mut leaves);
    let (lower, upper) = node.heuristic_bounds();
    assert_eq!(lower, node.lower_bounds());
    assert_eq!(upper, node.upper_bounds());
    for player in 0..N {
        for value in &leaves {
            assert!(
                lower[player] <= value[player] && value[player] <= upper[player],
                "value {value:?} outside {lower:?} ..= {upper:?} at ply {}",
                node.ply()
            );
        }
        // Exact: each bound is attained by some position below (the trees here are within
        // the walk limit: at most 4^5 leaves).
        assert!(leaves.iter().any(|value| value[player] == lower[player]));
        assert!(leaves.iter().any(|value| value[player] == upper[player]));
    }
    let mut checked = 1;
    if node.outcome().is_none() {
        let mut moves = <Tree<'_, K, N> as Game<N>>::Moves::default();
        node.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = *node;
            child.play(mv);
            checked += check_subtree(&child);
        }
    }
    checked
}

fn check_tree<K: Scale, const N: usize>(spec: &TreeSpec) -> usize {
    match Tree::<K, N>::root(spec) {
        Ok(root) => check_subtree(&root),
        Err(_) => 0,
    }
}

#[test]
fn every_leaf_lies_within_the_bounds_of_every_node_above_it() {
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for seed in 0..200 {
        let model = [Model::Random, Model::Random, Model::Best, Model::Uniform][seed % 4];
        let spec = TreeSpec::new(
            rng.range(1, 4) as usize,
            rng.range(0, 5) as u32,
            rng.next_u64(),
            model,
        );
        checked += match seed % 5 {
            0 => check_tree::<Int<60>, 3>(&spec),
            1 => check_tree::<Int<60, 2>, 4>(&spec),
            2 => check_tree::<Int<3>, 2>(&spec),
            3 => check_tree::<maxn_games::synthetic::Unit, 6>(&spec),
            _ => check_tree::<Int<12>, 5>(&spec),
        };
    }
    assert!(checked > 5_000, "only {checked} nodes checked");
}

#[test]
fn a_leaf_is_its_own_range_and_a_uniform_tree_has_one_range() {
    // Above the walk limit, the whole scale (4^6 leaves and the positions above them).
    let spec = TreeSpec::new(4, 6, 5, Model::Random);
    let root = IntTree::<3, 720720>::root(&spec).unwrap();
    assert_eq!(root.heuristic_bounds(), ([0; 3], [720720; 3]));
    // One ply down, 1365 positions: walked, so narrower than the scale.
    let mut child = root;
    child.play(3);
    let (lower, upper) = child.heuristic_bounds();
    assert!(lower.iter().zip(upper).all(|(l, u)| 0 < *l && u < 720720));

    let spec = TreeSpec::new(3, 2, 5, Model::Random);
    let mut node = IntTree::<3, 60>::root(&spec).unwrap();
    node.play(2);
    node.play(1);
    let value = node.outcome().unwrap();
    assert_eq!(node.heuristic_bounds(), (value, value));

    let spec = TreeSpec::new(5, 9, 5, Model::Uniform);
    let root = FloatTree::<4>::root(&spec).unwrap();
    let quarter = maxn::OrderedFloat(0.25);
    assert_eq!(root.heuristic_bounds(), ([quarter; 4], [quarter; 4]));
}

#[test]
fn random_bounds_are_informative_near_the_leaves() {
    // Not a validity property, but the reason the heuristic exists: one ply above the
    // leaves, the range of each player is narrower than [0, maxsum] on almost every node.
    let spec = TreeSpec::new(2, 1, 0, Model::Random);
    let mut narrow = 0;
    for seed in 0..100 {
        let spec = TreeSpec { seed, ..spec };
        let root = IntTree::<3, 60>::root(&spec).unwrap();
        let (lower, upper) = root.heuristic_bounds();
        narrow += (0..3).filter(|&p| lower[p] > 0 || upper[p] < 60).count();
    }
    assert!(
        narrow > 250,
        "{narrow} of 300 ranges narrower than the scale"
    );
}
