//! Limits and broken promises: a node budget stops every kernel promptly and honestly (never
//! more nodes than the budget, `complete` false, the value that of a root child searched to
//! the end), a past deadline stops at the first look at the clock, and a game that breaks its
//! declared bounds or move capacity gets a panic naming it.

mod support;

use std::time::Instant;

use maxn::dynamic::{DynGame, DynMaxN, DynParanoid, DynSearcher, DynShallow};
use maxn::{
    Bounds, Game, Limits, MaxN, MoveBuffer, MoveList, Paranoid, ParanoidBnB, Searcher, Shallow,
};
use maxn_games::synthetic::{DynIntTree, IntTree, Model, TreeSpec};
use support::paranoid_oracle;
use support::points::Points;

const DEPTH: u32 = 5;

fn tree_spec() -> TreeSpec {
    TreeSpec::new(4, DEPTH, 5, Model::Random)
}

/// The max^n value of root child `index`, searched to the end on its own.
fn child_value(tree: &IntTree<'_, 3, 30>, index: usize) -> [u32; 3] {
    let mut child = *tree;
    child.play(index as u8);
    MaxN.search(&child, Limits::depth(DEPTH - 1)).value
}

#[test]
fn a_node_budget_stops_every_kernel_within_it() {
    let spec = tree_spec();
    let tree = IntTree::<3, 30>::root(&spec).unwrap();
    let twin = DynIntTree::<30>::root(&spec, 3).unwrap();
    let full = MaxN.search(&tree, Limits::depth(DEPTH));
    assert_eq!(full.stats.nodes, 1 + 4 + 16 + 64 + 256 + 1024);
    let mut stopped_with_a_move = 0;
    for budget in (0..=full.stats.nodes + 1).step_by(7) {
        let limits = Limits::depth(DEPTH).with_node_limit(budget);
        let results = [
            ("maxn", MaxN.search(&tree, limits)),
            ("shallow", Shallow.search(&tree, limits)),
            ("paranoid", Paranoid.search(&tree, limits)),
        ];
        for (name, result) in &results {
            let unlimited = match *name {
                "maxn" => MaxN.search(&tree, Limits::depth(DEPTH)),
                "shallow" => Shallow.search(&tree, Limits::depth(DEPTH)),
                _ => Paranoid.search(&tree, Limits::depth(DEPTH)),
            };
            let case = format!("{name}, budget {budget}");
            assert!(
                result.stats.nodes <= budget,
                "{case}: {} nodes",
                result.stats.nodes
            );
            assert_eq!(result.complete, budget >= unlimited.stats.nodes, "{case}");
            if result.complete {
                assert_eq!(result, &unlimited, "{case}");
                continue;
            }
            // Stopped: the search used its whole budget, and what it reports is what it knows.
            assert_eq!(result.stats.nodes, budget, "{case}");
            match result.best_index {
                None => assert_eq!(result.value, tree.evaluate(), "{case}"),
                Some(index) => {
                    stopped_with_a_move += 1;
                    assert_eq!(result.principal_line[0], index as u8, "{case}");
                    if *name == "paranoid" {
                        let mut child = tree;
                        child.play(index as u8);
                        let exact = paranoid_oracle::paranoid_for(&child, DEPTH - 1, 0).value;
                        assert_eq!(result.value, exact, "{case}");
                    } else {
                        assert_eq!(result.value, child_value(&tree, index), "{case}");
                    }
                }
            }
        }
        assert_eq!(DynMaxN.search(&twin, limits), results[0].1);
        assert_eq!(DynShallow.search(&twin, limits), results[1].1);
        assert_eq!(DynParanoid.search(&twin, limits), results[2].1);
    }
    assert!(stopped_with_a_move > 100);
}

#[test]
fn a_node_budget_stops_branch_and_bound_too() {
    let game = Points::<3, 20, 20>::new(9, 4, 7);
    let unlimited = ParanoidBnB.search(&game, Limits::depth(7));
    assert!(unlimited.stats.nodes > 100);
    for budget in 0..unlimited.stats.nodes {
        let result = ParanoidBnB.search(&game, Limits::depth(7).with_node_limit(budget));
        assert_eq!(result.stats.nodes, budget);
        assert!(!result.complete);
    }
}

#[test]
fn a_budget_of_nothing_returns_the_roots_evaluation() {
    let spec = tree_spec();
    let tree = IntTree::<3, 30>::root(&spec).unwrap();
    let result = Shallow.search(&tree, Limits::depth(DEPTH).with_node_limit(0));
    assert_eq!(result.stats.nodes, 0);
    assert!(!result.complete && result.best_move.is_none());
    assert_eq!(result.value, tree.evaluate());
}

#[test]
fn a_root_at_the_depth_limit_is_a_leaf() {
    let spec = tree_spec();
    let tree = IntTree::<3, 30>::root(&spec).unwrap();
    for result in [
        MaxN.search(&tree, Limits::depth(0)),
        Shallow.search(&tree, Limits::depth(0)),
        Paranoid.search(&tree, Limits::depth(0)),
    ] {
        assert_eq!((result.stats.nodes, result.stats.leaves), (1, 1));
        assert!(result.complete && result.best_move.is_none());
        assert_eq!(result.value, tree.evaluate());
    }
}

#[test]
fn a_past_deadline_stops_at_the_first_look_at_the_clock() {
    // The clock is read every 4096 nodes; a deadline already past stops the search there.
    let spec = TreeSpec::new(4, 8, 1, Model::Random);
    let tree = IntTree::<3, 30>::root(&spec).unwrap();
    let limits = Limits::depth(8).with_deadline(Instant::now());
    let result = MaxN.search(&tree, limits);
    assert!(!result.complete);
    assert_eq!(result.stats.nodes, 4096);
    // A node limit below the first look wins.
    let result = MaxN.search(&tree, limits.with_node_limit(100));
    assert_eq!(result.stats.nodes, 100);
}

/// A game that promises `maxsum = 10` and breaks it: every position is worth `[6, 6, 0]`.
#[derive(Clone, Copy, Debug)]
struct Liar {
    plies: u32,
}

impl Game<3> for Liar {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 2>;

    const NAME: &'static str = "Liar";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);

    fn to_move(&self) -> usize {
        self.plies as usize % 3
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.push(0);
        moves.push(1);
        if self.plies == 1 {
            // One move too many for the declared capacity of 2, at one position only.
            moves.push(2);
        }
    }

    fn play(&mut self, _: u8) {
        self.plies += 1;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        None
    }

    fn evaluate(&self) -> [u8; 3] {
        [6, 6, 0]
    }
}

impl DynGame for Liar {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 2>;
    type Bounds = Bounds<u8>;

    const NAME: &'static str = "Liar";

    fn players(&self) -> usize {
        3
    }

    fn bounds(&self) -> Bounds<u8> {
        <Self as Game<3>>::BOUNDS
    }

    fn to_move(&self) -> usize {
        Game::to_move(self)
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        Game::generate_moves(self, moves);
    }

    fn play(&mut self, mv: u8) {
        Game::play(self, mv);
    }

    fn outcome(&self, _: &mut [u8]) -> bool {
        false
    }

    fn evaluate(&self, value: &mut [u8]) {
        value.copy_from_slice(&Game::evaluate(self));
    }
}

#[test]
#[cfg_attr(
    not(any(debug_assertions, feature = "check-bounds")),
    ignore = "bound checks are off in this build"
)]
#[should_panic(
    expected = "game `Liar` broke its declared bounds: value [6, 6, 0] sums to more than maxsum = 10"
)]
fn a_broken_bound_panics_naming_the_game() {
    Shallow.search(&Liar { plies: 0 }, Limits::depth(1));
}

#[test]
#[cfg_attr(
    not(any(debug_assertions, feature = "check-bounds")),
    ignore = "bound checks are off in this build"
)]
#[should_panic(
    expected = "game `Liar` broke its declared bounds: value [6, 6, 0] sums to more than maxsum = 10"
)]
fn a_broken_bound_panics_naming_the_game_in_a_dynamic_kernel() {
    DynMaxN.search(&Liar { plies: 0 }, Limits::depth(1));
}

#[test]
#[should_panic(
    expected = "game `Liar` generated more than its declared move capacity of 2 moves; \
                           raise the capacity of its `Moves` type (the `CAP` of"
)]
fn an_overflowing_move_list_panics_naming_the_game() {
    Paranoid.search(&Liar { plies: 1 }, Limits::depth(1));
}

#[test]
#[should_panic(
    expected = "game `Liar` generated more than its declared move capacity of 2 moves; \
                           raise the capacity of its `Moves` type (the `CAP` of"
)]
fn an_overflowing_move_list_panics_naming_the_game_in_a_dynamic_kernel() {
    DynShallow.search(&Liar { plies: 1 }, Limits::depth(1));
}

#[test]
fn the_move_list_of_a_tree_holds_its_branching() {
    let mut moves = MoveList::<u8, 64>::default();
    let spec = TreeSpec::new(64, 1, 0, Model::Random);
    IntTree::<3, 30>::root(&spec)
        .unwrap()
        .generate_moves(&mut moves);
    assert_eq!(moves.len(), 64);
    assert!(!moves.overflowed());
}
