//! `Shallow` returns exactly what plain `MaxN` returns (value tuple, root move, principal line)
//! on many random trees: 2 to 6 players, branching 2 to 8, depth 1 to 8, integer scores (small
//! `maxsum`s for many ties and immediate cut-offs, large ones for few) and float scores; and on
//! the points game, whose turn order is irregular and whose `maxp` is below `maxsum`.
//!
//! Cases come from a fixed seed (set `MAXN_TEST_SEED` to try others); a failure names the seed
//! and the tree's parameters, which reproduce it.

mod support;

use maxn::dynamic::{DynSearcher, DynShallow};
use maxn::{Game, Limits, MaxN, Searcher, Shallow, Stats};
use maxn_games::synthetic::{Int, Model, Scale, Tree, TreeSpec, Unit};
use support::points::Points;
use support::{Rng, Shape};

/// Random trees per default run; each is searched by both searchers.
const TREES: usize = 10_500;
/// Leaves per tree at most, to keep a debug-build run short.
const MAX_LEAVES: u64 = 1_000;

/// What the loop saw, to check that it covered what it claims.
#[derive(Default)]
struct Seen {
    trees: usize,
    integer: usize,
    float: usize,
    players: [bool; 7],
    branching: [bool; 9],
    depth: [bool; 9],
    pruned: Stats,
}

/// Searches one tree with both searchers and compares.
fn check<K: Scale, const N: usize>(shape: &Shape, model: Model, seen: &mut Seen) {
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, model);
    let tree = Tree::<K, N>::root(&spec).expect("valid spec");
    let limits = Limits::depth(shape.depth);
    let plain = MaxN.search(&tree, limits);
    let pruned = Shallow.search(&tree, limits);
    let case = format!("{shape:?}, {model:?} model, scale {}", K::name());
    assert_eq!(pruned.value, plain.value, "value differs: {case}");
    assert_eq!(
        pruned.best_move, plain.best_move,
        "root move differs: {case}"
    );
    assert_eq!(
        pruned.principal_line, plain.principal_line,
        "principal line differs: {case}"
    );
    assert!(pruned.complete && plain.complete);
    assert!(
        pruned.stats.nodes <= plain.stats.nodes,
        "pruning visited more nodes: {case}"
    );
    seen.trees += 1;
    if K::Score::IS_INTEGER {
        seen.integer += 1;
    } else {
        seen.float += 1;
    }
    seen.players[N] = true;
    seen.branching[shape.branching] = true;
    seen.depth[shape.depth as usize] = true;
    seen.pruned += pruned.stats;
}

use maxn::Score as _;

fn check_players<K: Scale>(shape: &Shape, model: Model, seen: &mut Seen) {
    match shape.players {
        2 => check::<K, 2>(shape, model, seen),
        3 => check::<K, 3>(shape, model, seen),
        4 => check::<K, 4>(shape, model, seen),
        5 => check::<K, 5>(shape, model, seen),
        6 => check::<K, 6>(shape, model, seen),
        n => unreachable!("{n} players"),
    }
}

#[test]
fn shallow_equals_maxn_on_random_trees() {
    let mut rng = Rng::seeded(0x5EED_0001);
    let mut seen = Seen::default();
    for _ in 0..TREES {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 8), (1, 8), MAX_LEAVES);
        match rng.range(0, 5) {
            // maxsum 2 and 4: most leaves tie for someone, and many hold maxp.
            0 => check_players::<Int<2>>(&shape, Model::Random, &mut seen),
            1 => check_players::<Int<4>>(&shape, Model::Random, &mut seen),
            2 => check_players::<Int<12, 3>>(&shape, Model::Random, &mut seen),
            3 => check_players::<Int<1000>>(&shape, Model::Random, &mut seen),
            _ => check_players::<Unit>(&shape, Model::Random, &mut seen),
        }
    }
    assert!(seen.trees >= 10_000);
    assert!(seen.integer >= 5_000 && seen.float >= 1_500);
    assert!(seen.players[2..=6].iter().all(|&p| p), "every player count");
    assert!(seen.branching[2..=8].iter().all(|&b| b), "every branching");
    assert!(seen.depth[1..=8].iter().all(|&d| d), "every depth");
    // The comparison means something only if the pruning pruned, by both rules.
    assert!(seen.pruned.cutoffs.shallow > 1_000);
    assert!(seen.pruned.cutoffs.immediate > 1_000);
}

/// The uniform and best models too: all leaves equal, or perfectly ordered.
#[test]
fn shallow_equals_maxn_on_ordered_trees() {
    let mut rng = Rng::seeded(0x5EED_0002);
    let mut seen = Seen::default();
    for _ in 0..300 {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 5), (1, 6), 2_000);
        check_players::<Int<60_000>>(&shape, Model::Best, &mut seen);
        check_players::<Int<60>>(&shape, Model::Uniform, &mut seen);
    }
    assert!(seen.pruned.cutoffs.shallow > 0);
}

/// Searches one points game with both searchers and compares.
fn check_points<const N: usize, const MAXSUM: u32, const MAXP: u32>(rng: &mut Rng) -> Stats {
    let seed = rng.next_u64();
    let branching = rng.range(1, 5) as usize;
    let length = rng.range(1, 7) as u32;
    let depth = rng.range(1, u64::from(length)) as u32;
    let game = Points::<N, MAXSUM, MAXP>::new(seed, branching, length);
    let limits = Limits::depth(depth);
    let plain = MaxN.search(&game, limits);
    let pruned = Shallow.search(&game, limits);
    let case = format!(
        "points game: {N} players, maxsum {MAXSUM}, maxp {MAXP}, seed {seed}, \
         branching {branching}, length {length}, depth {depth}"
    );
    assert_eq!(pruned.value, plain.value, "value differs: {case}");
    assert_eq!(
        pruned.best_move, plain.best_move,
        "root move differs: {case}"
    );
    assert_eq!(
        pruned.principal_line, plain.principal_line,
        "principal line differs: {case}"
    );
    assert!(pruned.stats.nodes <= plain.stats.nodes, "{case}");
    pruned.stats
}

#[test]
fn shallow_equals_maxn_with_irregular_turns_and_maxp_below_maxsum() {
    let mut rng = Rng::seeded(0x5EED_0003);
    let mut pruned = Stats::default();
    for _ in 0..600 {
        pruned += check_points::<2, 8, 8>(&mut rng);
        pruned += check_points::<3, 9, 5>(&mut rng);
        pruned += check_points::<4, 12, 4>(&mut rng);
        pruned += check_points::<5, 10, 10>(&mut rng);
    }
    assert!(pruned.cutoffs.shallow > 100 && pruned.cutoffs.immediate > 100);
    // The game really lets a player move twice in a row (where no shallow bound applies).
    let game = Points::<3, 9, 5>::new(1, 3, 8);
    let mut movers = vec![game.to_move()];
    let mut position = game;
    for _ in 0..8 {
        if position.outcome().is_some() {
            break;
        }
        position.play(0);
        movers.push(position.to_move());
    }
    assert!(movers.windows(2).any(|w| w[0] == w[1]), "{movers:?}");
}

/// Searches one whole points game (to its end) with `Shallow`, `MaxN` and `DynShallow`.
fn check_whole_points<const N: usize, const MAXSUM: u32, const MAXP: u32>(rng: &mut Rng) -> Stats {
    let seed = rng.next_u64();
    let branching = rng.range(2, 4) as usize;
    let length = rng.range(3, 9) as u32;
    let game = Points::<N, MAXSUM, MAXP>::new(seed, branching, length);
    let limits = Limits::depth(length);
    let plain = MaxN.search(&game, limits);
    let pruned = Shallow.search(&game, limits);
    let case = format!(
        "whole points game: {N} players, maxsum {MAXSUM}, maxp {MAXP}, seed {seed}, \
         branching {branching}, length {length}"
    );
    assert_eq!(
        (pruned.value, pruned.best_move, &pruned.principal_line),
        (plain.value, plain.best_move, &plain.principal_line),
        "{case}"
    );
    let twin = DynShallow.search(&game, limits);
    assert_eq!(twin.stats, pruned.stats, "dynamic twin: {case}");
    assert_eq!(
        twin.value.as_slice(),
        pruned.value.as_slice(),
        "dynamic twin: {case}"
    );
    pruned.stats
}

/// `games` rounds of whole games with small `maxsum`s, searched to the end: many ties on the
/// score grid (where the discrete cut-off differs from Korf's) and many players moving twice or
/// more in a row (where a bound is carried across consecutive moves).
fn whole_games(games: usize, seed: u64) {
    let mut rng = Rng::seeded(seed);
    let mut pruned = Stats::default();
    for _ in 0..games {
        pruned += check_whole_points::<3, 5, 5>(&mut rng);
        pruned += check_whole_points::<3, 6, 4>(&mut rng);
        pruned += check_whole_points::<3, 9, 5>(&mut rng);
        pruned += check_whole_points::<4, 6, 6>(&mut rng);
    }
    assert!(
        pruned.cutoffs.shallow > games as u64,
        "{:?}",
        pruned.cutoffs
    );
}

/// About one such game in a thousand goes wrong if a carried bound is used without checking
/// that the nodes in between adopt the value (the hand-made trees in `pruning_counts.rs` pin
/// that case down).
#[test]
fn shallow_equals_maxn_on_whole_games_with_consecutive_moves() {
    whole_games(4_000, 0x5EED_0005);
}

#[test]
#[ignore = "400,000 whole games; run with --release -- --ignored"]
fn shallow_equals_maxn_on_many_whole_games_with_consecutive_moves() {
    whole_games(100_000, 0x5EED_0006);
}
