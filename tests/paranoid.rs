//! `Paranoid` and `ParanoidBnB` return what unpruned paranoid minimax returns, on many random
//! trees and points games; and `Paranoid` equals `MaxN` for two players (a constant-sum
//! two-player game, where max^n and minimax are the same rule).
//!
//! What is compared: the root move and the whole value tuple. Alpha-beta alone guarantees only
//! the root player's value and (with ties to the left at the root) the root move; the other
//! components are those of the leaf on the principal line, and could legitimately differ from
//! the oracle's if the search ended its line on a different leaf of equal value for the root
//! player. It does not: a node on the principal line always has its value strictly inside its
//! window, so it adopts the same first-best child as the oracle, and nodes cut by heuristic
//! bounds are never adopted on that line (see `Window`). The test holds the kernels to that.
//! Node counts of course differ (the oracle visits everything).

mod support;

use maxn::{Game, Limits, MaxN, Paranoid, ParanoidBnB, Searcher, Stats};
use maxn_games::synthetic::{Int, Model, Scale, Tree, TreeSpec, Unit};
use support::paranoid_oracle;
use support::points::Points;
use support::{Rng, Shape};

const TREES: usize = 10_500;
const MAX_LEAVES: u64 = 1_000;

fn check<K: Scale, const N: usize>(shape: &Shape, pruned: &mut Stats) {
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
    let tree = Tree::<K, N>::root(&spec).expect("valid spec");
    let expected = paranoid_oracle::paranoid(&tree, shape.depth);
    let result = Paranoid.search(&tree, Limits::depth(shape.depth));
    let case = format!("{shape:?}, scale {}", K::name());
    assert_eq!(
        result.best_index, expected.best_index,
        "root move differs: {case}"
    );
    assert_eq!(result.value, expected.value, "value differs: {case}");
    assert!(result.complete);
    assert!(result.stats.nodes <= expected.nodes, "{case}");
    if N == 2 {
        // Synthetic leaves sum to maxsum: two-player max^n is minimax.
        let maxn = MaxN.search(&tree, Limits::depth(shape.depth));
        assert_eq!(result.value, maxn.value, "differs from MaxN: {case}");
        assert_eq!(
            result.best_move, maxn.best_move,
            "differs from MaxN: {case}"
        );
    }
    *pruned += result.stats;
}

fn check_players<K: Scale>(shape: &Shape, pruned: &mut Stats) {
    match shape.players {
        2 => check::<K, 2>(shape, pruned),
        3 => check::<K, 3>(shape, pruned),
        4 => check::<K, 4>(shape, pruned),
        5 => check::<K, 5>(shape, pruned),
        6 => check::<K, 6>(shape, pruned),
        n => unreachable!("{n} players"),
    }
}

#[test]
fn paranoid_equals_paranoid_minimax_on_random_trees() {
    let mut rng = Rng::seeded(0x5EED_0011);
    let mut pruned = Stats::default();
    for _ in 0..TREES {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 8), (1, 8), MAX_LEAVES);
        match rng.range(0, 3) {
            0 => check_players::<Int<3>>(&shape, &mut pruned),
            1 => check_players::<Int<100>>(&shape, &mut pruned),
            _ => check_players::<Unit>(&shape, &mut pruned),
        }
    }
    assert!(pruned.cutoffs.alpha_beta > 10_000);
    assert_eq!(pruned.cutoffs.branch_and_bound, 0);
}

#[test]
fn paranoid_equals_maxn_for_two_players() {
    let mut rng = Rng::seeded(0x5EED_0012);
    let mut pruned = Stats::default();
    for _ in 0..2_000 {
        let shape = Shape::draw(&mut rng, (2, 2), (2, 8), (1, 10), 2_000);
        if rng.range(0, 1) == 0 {
            check::<Int<5>, 2>(&shape, &mut pruned);
        } else {
            check::<Unit, 2>(&shape, &mut pruned);
        }
    }
    assert!(pruned.cutoffs.alpha_beta > 1_000);
}

/// Both paranoid searchers on one points game, against the oracle.
fn check_points<const N: usize, const MAXSUM: u32, const MAXP: u32>(
    rng: &mut Rng,
    plain: &mut Stats,
    bnb: &mut Stats,
) {
    let seed = rng.next_u64();
    let branching = rng.range(1, 6) as usize;
    let length = rng.range(1, 8) as u32;
    let depth = rng.range(1, u64::from(length)) as u32;
    let game = Points::<N, MAXSUM, MAXP>::new(seed, branching, length);
    let expected = paranoid_oracle::paranoid(&game, depth);
    let case = format!(
        "points game: {N} players, maxsum {MAXSUM}, maxp {MAXP}, seed {seed}, \
         branching {branching}, length {length}, depth {depth}"
    );
    let result = Paranoid.search(&game, Limits::depth(depth));
    assert_eq!(result.best_index, expected.best_index, "paranoid: {case}");
    assert_eq!(result.value, expected.value, "paranoid: {case}");
    let with_bounds = ParanoidBnB.search(&game, Limits::depth(depth));
    assert_eq!(with_bounds.best_index, expected.best_index, "bnb: {case}");
    assert_eq!(with_bounds.value, expected.value, "bnb: {case}");
    assert_eq!(
        with_bounds.principal_line, result.principal_line,
        "bnb: {case}"
    );
    assert!(with_bounds.stats.nodes <= expected.nodes, "{case}");
    *plain += result.stats;
    *bnb += with_bounds.stats;
}

#[test]
fn paranoid_searchers_equal_paranoid_minimax_on_points_games() {
    let mut rng = Rng::seeded(0x5EED_0013);
    let (mut plain, mut bnb) = (Stats::default(), Stats::default());
    for _ in 0..700 {
        check_points::<2, 8, 8>(&mut rng, &mut plain, &mut bnb);
        check_points::<3, 9, 5>(&mut rng, &mut plain, &mut bnb);
        check_points::<4, 12, 4>(&mut rng, &mut plain, &mut bnb);
        check_points::<3, 30, 30>(&mut rng, &mut plain, &mut bnb);
        // So few points that the root player's upper bound often falls to 0 (u32::MIN, the
        // window's initial alpha) before any line has a value.
        check_points::<3, 2, 2>(&mut rng, &mut plain, &mut bnb);
    }
    // The heuristic pays: it cuts, and the search visits fewer nodes in total.
    assert!(bnb.cutoffs.branch_and_bound > 1_000);
    assert!(bnb.nodes < plain.nodes, "{} vs {}", bnb.nodes, plain.nodes);
}

/// The root player is whoever moves at the root, not always player 0.
#[test]
fn the_root_player_is_the_mover_at_the_root() {
    let spec = TreeSpec::new(3, 5, 99, Model::Random);
    let mut tree = Tree::<Int<100>, 3>::root(&spec).unwrap();
    tree.play(1);
    assert_eq!(tree.to_move(), 1);
    let expected = paranoid_oracle::paranoid(&tree, 4);
    let result = Paranoid.search(&tree, Limits::depth(4));
    assert_eq!(result.value, expected.value);
    assert_eq!(result.best_index, expected.best_index);
}

/// Where every line gives the root player 0 (`u32::MIN`, the window's initial `alpha`), a
/// node whose heuristic bound is 0 can be met before any line has a value. `ParanoidBnB` must
/// search it rather than stand in its bound, or the returned tuple would be made up instead of
/// a leaf's.
#[test]
fn paranoid_bnb_returns_a_leaf_tuple_when_the_root_player_gets_nothing() {
    let mut edge_cases = 0;
    for seed in 0..3_000 {
        let game = Points::<3, 2, 2>::new(seed, 2, 5);
        let expected = paranoid_oracle::paranoid(&game, 5);
        let result = ParanoidBnB.search(&game, Limits::depth(5));
        let case = format!("points game: 3 players, maxsum 2, maxp 2, seed {seed}");
        assert_eq!(result.value, expected.value, "{case}");
        assert_eq!(result.best_index, expected.best_index, "{case}");
        if expected.value[0] == 0 && expected.value != [0; 3] {
            edge_cases += 1;
        }
    }
    assert!(
        edge_cases > 50,
        "only {edge_cases} games where player 0 gets nothing"
    );
}
