//! `ParanoidZeroWindow` returns exactly what `Paranoid` returns (value tuple, root move,
//! principal line) on many random integer trees, full of ties, and on card positions, alone
//! and under iterative deepening; and with its moves ordered by iterative deepening it visits
//! fewer nodes than `Paranoid` on card positions.

mod support;

use maxn::{
    BoundedGame, IterativeDeepening, Limits, Paranoid, ParanoidZeroWindow, SearchResult, Searcher,
    Stats,
};
use maxn_games::cards::{CardGame, Hearts, SergeantMajor, Spades, TakenPoints};
use maxn_games::synthetic::{IntTree, Model, TreeSpec};
use support::cards::positions;
use support::{Rng, Shape};

fn answer<M: Clone, S: Copy, const N: usize>(
    r: &SearchResult<M, S, N>,
) -> ([S; N], Option<M>, Vec<M>, bool) {
    (
        r.value,
        r.best_move.clone(),
        r.principal_line.clone(),
        r.complete,
    )
}

/// Both searchers at `depth`, then both deepened to it; returns their nodes.
fn same<G: BoundedGame<N>, const N: usize>(game: &G, depth: u32, case: &str) -> (Stats, Stats) {
    let limits = Limits::depth(depth);
    let (plain, zero) = (
        Paranoid.search(game, limits),
        ParanoidZeroWindow.search(game, limits),
    );
    assert_eq!(answer(&zero), answer(&plain), "{case}");
    let deepened = IterativeDeepening(Paranoid).search(game, limits);
    let zero_deepened = IterativeDeepening(ParanoidZeroWindow).search(game, limits);
    assert_eq!(answer(&zero_deepened), answer(&deepened), "deepened {case}");
    (deepened.stats, zero_deepened.stats)
}

fn tree<const N: usize>(shape: &Shape, depth: u32) -> (Stats, Stats) {
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
    let tree = IntTree::<N, 20>::root(&spec).unwrap();
    same(
        &tree,
        depth,
        &format!("{N} players, {shape:?}, depth {depth}"),
    )
}

#[test]
fn on_integer_trees_zero_windows_change_nothing_but_the_counts() {
    let mut rng = Rng::seeded(31);
    let (mut plain, mut zero) = (0, 0);
    for _ in 0..400 {
        for players in 2..=4 {
            let shape = Shape::draw(&mut rng, (players, players), (2, 5), (1, 6), 2_000);
            let depth = rng.range(1, u64::from(shape.depth)) as u32;
            let (a, b) = match players {
                2 => tree::<2>(&shape, depth),
                3 => tree::<3>(&shape, depth),
                _ => tree::<4>(&shape, depth),
            };
            plain += a.nodes;
            zero += b.nodes;
        }
    }
    // Random trees are unordered, so zero windows may not pay; they must have been searched.
    assert!(plain > 0 && zero > 0);
    println!("random trees, deepened: paranoid {plain} nodes, zero-window {zero}");
}

fn cards<G: CardGame<N> + BoundedGame<N>, const N: usize>(games: &[G], depth: u32) -> (u64, u64) {
    let (mut plain, mut zero) = (0, 0);
    for (index, game) in games.iter().enumerate() {
        for depth in 1..=depth {
            let (a, b) = same(
                game,
                depth,
                &format!("{} position {index} depth {depth}", G::NAME),
            );
            plain += a.nodes;
            zero += b.nodes;
        }
    }
    (plain, zero)
}

#[test]
fn on_card_positions_zero_windows_return_paranoid_answer_with_fewer_nodes() {
    let mut totals = (0, 0);
    for (plain, zero) in [
        cards(&positions(Spades::<17>::random, 25, 40, 3), 7),
        cards(&positions(Hearts::<3>::random, 25, 40, 3), 7),
        cards(&positions(Hearts::<3, TakenPoints>::random, 10, 40, 3), 6),
        cards(&positions(SergeantMajor::<16>::random, 15, 40, 3), 6),
    ] {
        totals.0 += plain;
        totals.1 += zero;
    }
    println!(
        "card positions, deepened: paranoid {} nodes, zero-window {}",
        totals.0, totals.1
    );
    assert!(totals.1 < totals.0, "{totals:?}");
}
