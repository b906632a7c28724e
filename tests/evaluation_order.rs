//! `EvaluationOrder` reorders a game's tree and nothing else.
//!
//! - On float trees (no ties, almost surely) the order cannot change a max^n or paranoid
//!   answer: every exact searcher on the ordered tree returns plain `MaxN`'s (or plain
//!   `Paranoid`'s) value, root move and line on the tree itself.
//! - On card positions (integer scores, ties everywhere) the order is the tie-break: every
//!   exact searcher on the ordered game returns exactly what `MaxN` returns on the ordered
//!   game.
//! - The order is the one documented: children's values for the mover never increase along
//!   the generated moves, and equal values keep the game's order. And it pays: speculative
//!   max^n visits fewer nodes on the ordered card positions than on the unordered ones.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, EvaluationOrder, LastBranch, Limits, MaxN,
    MonotonicHeuristic, Paranoid, SearchResult, Searcher, Shallow, Speculative,
};
use maxn_games::cards::{Hearts, SergeantMajor, Spades, TricksTaken};
use maxn_games::synthetic::{FloatTree, Model, TreeSpec};
use support::cards::{moves, positions};
use support::{Rng, Shape};

fn answer<M: Clone, S: Copy, const N: usize>(
    r: &SearchResult<M, S, N>,
) -> ([S; N], Option<M>, Vec<M>) {
    (r.value, r.best_move.clone(), r.principal_line.clone())
}

fn float_tree<const N: usize>(spec: &TreeSpec, depth: u32) -> bool {
    let tree = FloatTree::<N>::root(spec).unwrap();
    let ordered = EvaluationOrder(tree);
    let limits = Limits::depth(depth);
    let maxn = answer(&MaxN.search(&tree, limits));
    for result in [
        MaxN.search(&ordered, limits),
        Shallow.search(&ordered, limits),
        LastBranch.search(&ordered, limits),
        Speculative.search(&ordered, limits),
    ] {
        assert_eq!(
            answer(&result),
            maxn,
            "{N} players, {spec:?}, depth {depth}"
        );
    }
    let paranoid = Paranoid.search(&tree, limits);
    assert_eq!(
        answer(&Paranoid.search(&ordered, limits)),
        answer(&paranoid)
    );
    // Whether the order moved anything at the root.
    MaxN.search(&ordered, limits).best_index != MaxN.search(&tree, limits).best_index
        || moves(&ordered) != moves(&tree)
}

#[test]
fn on_float_trees_every_searcher_returns_the_unordered_answer() {
    let mut rng = Rng::seeded(77);
    let mut reordered = 0;
    for _ in 0..200 {
        for players in 2..=4 {
            let shape = Shape::draw(&mut rng, (players, players), (2, 5), (1, 5), 256);
            let depth = rng.range(1, u64::from(shape.depth)) as u32;
            let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
            let moved = match players {
                2 => float_tree::<2>(&spec, depth),
                3 => float_tree::<3>(&spec, depth),
                _ => float_tree::<4>(&spec, depth),
            };
            reordered += u32::from(moved);
        }
    }
    // The comparison says something only if the order differed from the tree's.
    assert!(reordered > 100, "{reordered}");
}

/// The order is the documented one, and every exact searcher on the ordered game returns
/// `MaxN`'s answer on it; returns speculative's nodes (ordered, unordered).
fn ordered_equal<G: MonotonicHeuristic<N, Score = u8>, const N: usize>(
    games: &[G],
    depth: u32,
) -> (u64, u64) {
    let (mut ordered_nodes, mut plain_nodes) = (0, 0);
    for game in games {
        let ordered = EvaluationOrder(game.clone());
        let ordered_moves = moves(&ordered);
        let key = |mv: &G::Move| {
            let mut child = game.clone();
            child.play(*mv);
            child.outcome().unwrap_or_else(|| child.evaluate())[game.to_move()]
        };
        let own = moves(game);
        for pair in ordered_moves.windows(2) {
            let (a, b) = (key(&pair[0]), key(&pair[1]));
            assert!(a >= b, "{} not ordered", G::NAME);
            let position = |mv| own.iter().position(|m| *m == mv);
            assert!(a > b || position(pair[0]) < position(pair[1]), "unstable");
        }
        for depth in 1..=depth {
            let limits = Limits::depth(depth);
            let maxn = answer(&MaxN.search(&ordered, limits));
            for (name, result) in [
                ("shallow", Shallow.search(&ordered, limits)),
                ("last-branch", LastBranch.search(&ordered, limits)),
                ("dfbnb", BranchAndBound.search(&ordered, limits)),
                ("abbnb", AlphaBetaBranchAndBound.search(&ordered, limits)),
            ] {
                assert_eq!(answer(&result), maxn, "{name} on {} depth {depth}", G::NAME);
            }
            let speculative = Speculative.search(&ordered, limits);
            assert_eq!(
                answer(&speculative),
                maxn,
                "speculative on {} depth {depth}",
                G::NAME
            );
            ordered_nodes += speculative.stats.nodes;
            plain_nodes += Speculative.search(game, limits).stats.nodes;
        }
    }
    (ordered_nodes, plain_nodes)
}

#[test]
fn on_card_positions_every_searcher_returns_maxn_on_the_ordered_game() {
    let mut totals = (0, 0);
    for (ordered, plain) in [
        ordered_equal(&positions(Hearts::<3>::random, 30, 40, 1), 5),
        ordered_equal(&positions(Spades::<17>::random, 30, 40, 1), 5),
        ordered_equal(&positions(SergeantMajor::<16>::random, 20, 40, 1), 5),
        ordered_equal(&positions(Spades::<17, TricksTaken>::random, 10, 40, 1), 4),
    ] {
        totals.0 += ordered;
        totals.1 += plain;
    }
    println!(
        "speculative nodes: ordered {} unordered {}",
        totals.0, totals.1
    );
    assert!(totals.0 < totals.1, "{totals:?}");
}
