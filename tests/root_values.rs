//! `Searcher::root_values`: each root move's value from any searcher, checked against plain
//! max^n (and unpruned paranoid minimax) searching each root child on its own.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, IterativeDeepening, LastBranch, Limits, MaxN,
    MoveBuffer, OnlyMove, Paranoid, ParanoidBnB, RootValues, Searcher, Shallow, Speculative,
};
use maxn_games::synthetic::{FloatTree, Int, Model, Scale, Tree, TreeSpec};
use support::paranoid_oracle::paranoid_for;
use support::points::Points;
use support::reordered::AnyDepth;
use support::{Rng, Shape};

/// The root's children in generation order, each with the move leading to it.
fn children<G: Game<N>, const N: usize>(game: &G) -> Vec<(G::Move, G)> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut child = game.clone();
            child.play(mv);
            (mv, child)
        })
        .collect()
}

/// What `root_values` must return when nothing stops it: every root move in order, each with
/// `value_of(child)`, complete, the stats summed over the moves.
fn check<G, X, const N: usize>(
    searcher: X,
    game: &G,
    depth: u32,
    value_of: impl Fn(&G) -> [G::Score; N],
    case: &str,
) -> RootValues<G::Move, G::Score, N>
where
    G: Game<N>,
    X: Searcher<G, N> + Searcher<OnlyMove<G, N>, N>,
{
    // The type, not `NAME`: a deepened searcher has its inner searcher's name.
    let name = std::any::type_name::<X>();
    let values = searcher.root_values(game, Limits::depth(depth));
    assert!(values.complete, "{name} on {case}");
    assert_eq!(values.mover, game.to_move());
    let expected: Vec<_> = children(game)
        .iter()
        .map(|(mv, child)| (*mv, value_of(child)))
        .collect();
    let got: Vec<_> = values.moves.iter().map(|r| (r.mv, r.value)).collect();
    assert_eq!(got, expected, "{name} on {case}");
    let mut nodes = 0;
    for root in &values.moves {
        assert!(root.complete, "{name} on {case}");
        assert_eq!(
            root.principal_line.first(),
            Some(&root.mv),
            "{name} on {case}"
        );
        nodes += root.stats.nodes;
    }
    assert_eq!(values.stats.nodes, nodes, "{name} on {case}");
    values
}

/// Every exact max^n searcher against max^n on each child, and the paranoid searchers against
/// unpruned paranoid minimax for the root player; returns the nodes max^n's and speculative
/// max^n's root values took.
fn every_searcher<G, const N: usize>(game: &G, depth: u32, ties: bool, case: &str) -> (u64, u64)
where
    G: maxn::BoundedGame<N>,
{
    let maxn = |child: &G| MaxN.search(child, Limits::depth(depth - 1)).value;
    let plain = check(MaxN, game, depth, maxn, case);
    check(Shallow, game, depth, maxn, case);
    check(LastBranch, game, depth, maxn, case);
    let speculative = check(Speculative, game, depth, maxn, case);
    if !ties {
        // With ties, deepening breaks them otherwise (its documented caveat).
        check(IterativeDeepening(Speculative), game, depth, maxn, case);
    }
    let bounded = AnyDepth(game.clone());
    let bounded_maxn = |child: &AnyDepth<G>| MaxN.search(child, Limits::depth(depth - 1)).value;
    check(BranchAndBound, &bounded, depth, bounded_maxn, case);
    check(AlphaBetaBranchAndBound, &bounded, depth, bounded_maxn, case);
    let root = game.to_move();
    check(
        Paranoid,
        game,
        depth,
        |child| paranoid_for(child, depth - 1, root).value,
        case,
    );
    check(
        ParanoidBnB,
        &bounded,
        depth,
        |child| paranoid_for(child, depth - 1, root).value,
        case,
    );
    // The best move for the root's mover is the one a whole max^n search chooses.
    let best = plain.best_index().map(|i| plain.moves[i].mv);
    assert_eq!(
        best,
        MaxN.search(game, Limits::depth(depth)).best_move,
        "{case}"
    );
    (plain.stats.nodes, speculative.stats.nodes)
}

fn int_tree<K: Scale, const N: usize>(spec: &TreeSpec, depth: u32) -> (u64, u64) {
    let root = Tree::<K, N>::root(spec).unwrap();
    let case = format!("{N} players, {}, {spec:?}, depth {depth}", K::name());
    every_searcher(&root, depth, true, &case)
}

fn float_tree<const N: usize>(spec: &TreeSpec, depth: u32) -> (u64, u64) {
    let root = FloatTree::<N>::root(spec).unwrap();
    let case = format!("{N} players, float, {spec:?}, depth {depth}");
    every_searcher(&root, depth, false, &case)
}

#[test]
fn every_searcher_gives_each_root_move_the_value_of_its_own_search() {
    let mut rng = Rng::seeded(13);
    let (mut plain, mut pruned) = (0, 0);
    for round in 0..120 {
        for players in 2..=5 {
            let shape = Shape::draw(&mut rng, (players, players), (2, 5), (1, 6), 400);
            let depth = rng.range(1, u64::from(shape.depth)) as u32;
            let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
            let nodes = match (players, round % 3) {
                // Tiny scores tie all the time; a roomy scale and floats hardly ever.
                (2, 0) => int_tree::<Int<3>, 2>(&spec, depth),
                (3, 0) => int_tree::<Int<3>, 3>(&spec, depth),
                (4, 0) => int_tree::<Int<3>, 4>(&spec, depth),
                (_, 0) => int_tree::<Int<3>, 5>(&spec, depth),
                (2, 1) => int_tree::<Int<60>, 2>(&spec, depth),
                (3, 1) => int_tree::<Int<60>, 3>(&spec, depth),
                (4, 1) => int_tree::<Int<60, 2>, 4>(&spec, depth),
                (_, 1) => int_tree::<Int<60>, 5>(&spec, depth),
                (2, _) => float_tree::<2>(&spec, depth),
                (3, _) => float_tree::<3>(&spec, depth),
                (4, _) => float_tree::<4>(&spec, depth),
                (_, _) => float_tree::<5>(&spec, depth),
            };
            plain += nodes.0;
            pruned += nodes.1;
        }
    }
    // Pruning works inside each move's subtree: speculative max^n visits fewer nodes.
    assert!(pruned < plain, "{pruned} {plain}");
}

#[test]
fn on_the_points_game_the_heuristic_searchers_give_max_n_values() {
    let mut rng = Rng::seeded(31);
    for _ in 0..200 {
        let seed = rng.next_u64();
        let branching = rng.range(1, 5) as usize;
        let length = rng.range(1, 7) as u32;
        let game = Points::<3, 12, 8>::new(seed, branching, length);
        let case = format!("points, seed {seed}, branching {branching}, length {length}");
        // Games end at different depths: to the end of the game, as far as it goes.
        let exact = |child: &Points<3, 12, 8>| MaxN.search(child, Limits::unlimited()).value;
        let depth = u32::MAX;
        check(BranchAndBound, &game, depth, exact, &case);
        check(AlphaBetaBranchAndBound, &game, depth, exact, &case);
        check(Speculative, &game, depth, exact, &case);
    }
}

#[test]
fn a_node_budget_is_shared_by_the_moves_in_order() {
    let spec = TreeSpec::new(4, 5, 99, Model::Random);
    let game = Tree::<Int<60>, 3>::root(&spec).unwrap();
    let full = MaxN.root_values(&game, Limits::depth(5));
    assert!(full.complete && full.moves.len() == 4);
    for budget in [1, full.stats.nodes / 3, full.stats.nodes - 1] {
        let limited = MaxN.root_values(&game, Limits::depth(5).with_node_limit(budget));
        assert!(!limited.complete, "budget {budget}");
        assert!(limited.stats.nodes <= budget, "budget {budget}");
        let (last, finished) = limited.moves.split_last().expect("the first move is begun");
        // The moves finished are exactly the full search's first ones; the last was stopped.
        assert_eq!(finished, &full.moves[..finished.len()], "budget {budget}");
        assert!(!last.complete, "budget {budget}");
        assert_eq!(last.mv, full.moves[finished.len()].mv);
    }
    let exact = MaxN.root_values(&game, Limits::depth(5).with_node_limit(full.stats.nodes));
    assert_eq!(exact, full);
}

#[test]
fn a_root_without_moves_to_search_has_no_values() {
    let spec = TreeSpec::new(3, 2, 7, Model::Random);
    let game = Tree::<Int<60>, 3>::root(&spec).unwrap();
    let leaf = MaxN.root_values(&game, Limits::depth(0));
    assert!(leaf.complete && leaf.moves.is_empty());
    let (_, child) = children(&game).remove(0);
    let (_, grandchild) = children(&child).remove(0);
    let over = MaxN.root_values(&grandchild, Limits::unlimited());
    assert!(over.complete && over.moves.is_empty() && over.stats.nodes == 0);
}
