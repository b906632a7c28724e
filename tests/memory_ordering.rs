//! With move ordering on (`table`, `killers`, `history`), a search lent a [`Memory`] is the same searcher
//! on the game with its moves in the order that memory planned before the search
//! ([`Memory::planned_order`]), and on tie-free trees it returns plain max^n's answer.
//!
//! - **Same searcher, planned order.** For every exact searcher (max^n, shallow, last-branch,
//!   speculative, DFBnB, ABBnB, and paranoid and paranoid branch-and-bound against paranoid),
//!   each keeping one memory across many merged trees (transpositions, ties) and plain
//!   synthetic trees: every search with the memory returns the value and root move of the
//!   same searcher, without a memory, on [`Planned`] (the game reordered by a copy of the
//!   memory taken before the search). Without a table (killers or history only) nothing is
//!   reused, so the node count, the principal line and whether a node limit stopped the
//!   search are the same too. Under node limits a finished search is compared with the
//!   unlimited planned one. Under [`IterativeDeepening`] each iteration is compared with the searcher
//!   on the planned order of the game with the previous iteration's line first.
//! - **Tie-free trees.** On random float trees whose node values never tie (checked), every
//!   ordered search (deepening too) returns plain max^n's (paranoid's) value and root move.
//!
//! The parallel searchers take no memory ([`Searcher::search_with`] ignores it), so they are
//! not here. The default run is light; `cargo test --release --test memory_ordering --
//! --ignored` runs many more trees.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, IterativeDeepening, LastBranch, Limits, MaxN,
    Memory, MonotonicHeuristic, MoveBuffer, MoveOrdering, Paranoid, ParanoidBnB, PositionHash,
    PrincipalFirst, SearchResult, Searcher, Shallow, Speculative, TranspositionTable,
};
use maxn_games::synthetic::{Int, MergedTree, Model, Tree, TreeSpec, Unit};
use support::Rng;
use support::gated::Gated;
use support::planned::Planned;

type Outcome<G, const N: usize> = SearchResult<<G as Game<N>>::Move, <G as Game<N>>::Score, N>;
type Mem<G, const N: usize> = Memory<<G as Game<N>>::Move, <G as Game<N>>::Score, N>;

/// The memories a run tries: the table's move first, the killers with a table, the killers
/// alone (no table: nothing but the order is remembered), the history with a table and the
/// history alone; and a tiny table (kind 0).
///
/// The order is the planned one only while the table keeps the entries the search reads: a
/// position whose entry is replaced before the search reaches it, or between two of its
/// visits, loses the table's move. With ties the answer can then differ from the planned
/// order's (a merged tree with a 128-entry table: `[6, 4, 2]` against `[9, 1, 2]`; with the
/// killers and 1,024 entries, deepened: `[7, 3, 2]` against `[6, 4, 2]`; in the heavy run with
/// 8,192 entries, speculative with the killers at depth 5: `[5, 6, 1]` against `[3, 7, 2]`,
/// gone with 131,072). A search of a few hundred positions meets three of them in one bucket
/// of a table of a few thousand buckets about once in two, so kinds 1 and 2 have tables far
/// larger than a tree ([`TABLE`], [`LARGE_TABLE`]), and the tiny table is tried on the
/// tie-free trees only, where every order gives max^n's answer.
fn memory<G: Game<N>, const N: usize>(kind: usize, bytes: usize) -> Mem<G, N> {
    let table = |bytes| TranspositionTable::with_size(bytes).unwrap();
    match kind {
        0 => Memory::new()
            .table(table(1 << 11))
            .ordering(MoveOrdering::Table),
        1 => Memory::new()
            .table(table(bytes))
            .ordering(MoveOrdering::Table),
        2 => Memory::new()
            .table(table(bytes))
            .ordering(MoveOrdering::Killers),
        3 => Memory::new().ordering(MoveOrdering::Killers),
        4 => Memory::new()
            .table(table(bytes))
            .ordering(MoveOrdering::History),
        _ => Memory::new().ordering(MoveOrdering::History),
    }
}

const MEMORY_KINDS: usize = 6;

/// The table of kinds 1 and 2 in the default run: 8,192 entries.
const TABLE: usize = 1 << 18;
/// The table of kinds 1 and 2 in the heavy run: 131,072 entries, so that fewer searches meet
/// three of their positions in one bucket (with 8,192 entries, some of the 1,200 trees did).
const LARGE_TABLE: usize = 1 << 22;

/// Searches `game` with `searcher` lent `memory`, and checks the result against `searcher`
/// on the game in the order `memory` planned; returns the result.
fn same_as_planned<G, S, const N: usize>(
    searcher: &S,
    game: &G,
    limits: Limits,
    memory: &mut Mem<G, N>,
    what: &str,
) -> Outcome<G, N>
where
    G: PositionHash<N>,
    S: Searcher<G, N> + Searcher<Planned<G, N>, N>,
{
    let planned = Planned::new(game.clone(), memory.clone());
    let remembers_values = memory.transposition_table().is_some();
    let with = searcher.search_with(game, limits, memory);
    let name = <S as Searcher<G, N>>::NAME;
    if remembers_values {
        if !with.complete {
            return with;
        }
        let unlimited = Limits {
            nodes: None,
            ..limits
        };
        let expected = searcher.search(&planned, unlimited);
        assert_eq!(
            (with.value, with.best_move),
            (expected.value, expected.best_move),
            "{name} with {:?} and a table of {:?} entries on {what}, {limits:?}",
            memory.move_ordering(),
            memory.transposition_table().map(|table| table.capacity()),
        );
    } else {
        let expected = searcher.search(&planned, limits);
        assert_eq!(
            (
                with.value,
                with.best_move,
                with.complete,
                with.stats.nodes,
                &with.principal_line
            ),
            (
                expected.value,
                expected.best_move,
                expected.complete,
                expected.stats.nodes,
                &expected.principal_line
            ),
            "{name} with {:?} alone on {what}, {limits:?}",
            memory.move_ordering(),
        );
    }
    with
}

/// Deepens `game` to `depth` with `searcher` lent `memory`, and checks every iteration against
/// `searcher` on the planned order (the memory as that iteration found it) of the game with
/// the previous iteration's line first.
fn deepening_same_as_planned<G, S, const N: usize>(
    searcher: &S,
    game: &G,
    depth: u32,
    memory: &mut Mem<G, N>,
    what: &str,
) -> Outcome<G, N>
where
    G: PositionHash<N>,
    S: Clone
        + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>
        + for<'a> Searcher<Planned<PrincipalFirst<'a, G, N>, N>, N>,
{
    let start = memory.clone();
    let deepening = IterativeDeepening(searcher.clone()).deepen_until_with(
        game,
        Limits::depth(depth),
        memory,
        |_| false,
    );
    let name = <S as Searcher<PrincipalFirst<'_, G, N>, N>>::NAME;
    let mut line = Vec::new();
    for (k, iteration) in deepening.iterations.iter().enumerate() {
        // The memory as this iteration found it: the earlier iterations' work on `start`.
        let mut before = start.clone();
        if k > 0 {
            IterativeDeepening(searcher.clone()).deepen_until_with(
                game,
                Limits::depth(iteration.depth - 1),
                &mut before,
                |_| false,
            );
        }
        let root = Planned::new(PrincipalFirst::new(game.clone(), &line), before);
        let expected = searcher.search(&root, Limits::depth(iteration.depth));
        let with = &iteration.result;
        assert_eq!(
            (with.value, with.best_move),
            (expected.value, expected.best_move),
            "deepened {name} with {:?} and a table of {:?} entries, iteration {}, on {what}",
            memory.move_ordering(),
            memory.transposition_table().map(|table| table.capacity()),
            iteration.depth,
        );
        if memory.transposition_table().is_none() {
            assert_eq!(
                (with.stats.nodes, &with.principal_line),
                (expected.stats.nodes, &expected.principal_line),
                "deepened {name} with {:?} alone, iteration {}, on {what}",
                memory.move_ordering(),
                iteration.depth,
            );
        }
        line.clone_from(&with.principal_line);
    }
    deepening.into_result()
}

/// One memory per searcher, kept across every tree of a run.
struct Memories<G: Game<N>, const N: usize> {
    flat: [Mem<G, N>; 8],
    deepening: [Mem<G, N>; 8],
}

impl<G: Game<N>, const N: usize> Memories<G, N> {
    fn new(kind: usize, bytes: usize) -> Self {
        Self {
            flat: std::array::from_fn(|_| memory::<G, N>(kind, bytes)),
            deepening: std::array::from_fn(|_| memory::<G, N>(kind, bytes)),
        }
    }
}

/// Checks every searcher on `game`: at every depth up to `depth`, under a node limit, and
/// deepened to `depth`. When `oracle` is set (a tie-free tree), every answer must also be
/// plain max^n's (paranoid's for the paranoid searchers).
fn check_all<G, const N: usize>(
    memories: &mut Memories<G, N>,
    game: &G,
    depth: u32,
    nodes: u64,
    oracle: bool,
    what: &str,
) where
    G: MonotonicHeuristic<N> + PositionHash<N>,
{
    macro_rules! each {
        ($index:expr, $searcher:expr, $plain:expr, $name:expr) => {{
            let searcher = $searcher;
            let memory = &mut memories.flat[$index];
            for d in 1..=depth {
                let with = same_as_planned(&searcher, game, Limits::depth(d), memory, what);
                if oracle {
                    let plain = $plain.search(game, Limits::depth(d));
                    assert_eq!(
                        (with.value, with.best_move),
                        (plain.value, plain.best_move),
                        "{} with {:?} on the tie-free {what} at depth {d}",
                        $name,
                        memory.move_ordering(),
                    );
                }
            }
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::depth(depth)
            };
            same_as_planned(&searcher, game, limits, memory, what);
            let memory = &mut memories.deepening[$index];
            let with = deepening_same_as_planned(&searcher, game, depth, memory, what);
            if oracle {
                let plain = $plain.search(game, Limits::depth(depth));
                assert_eq!(
                    (with.value, with.best_move),
                    (plain.value, plain.best_move),
                    "deepened {} with {:?} on the tie-free {what}",
                    $name,
                    memory.move_ordering(),
                );
            }
        }};
    }
    each!(0, MaxN, MaxN, "maxn");
    each!(1, Shallow, MaxN, "shallow");
    each!(2, LastBranch, MaxN, "last-branch");
    each!(3, Speculative, MaxN, "speculative");
    each!(4, BranchAndBound, MaxN, "dfbnb");
    each!(5, AlphaBetaBranchAndBound, MaxN, "abbnb");
    each!(6, Paranoid, Paranoid, "paranoid");
    each!(7, ParanoidBnB, Paranoid, "paranoid-bnb");
}

/// Merged trees (many transpositions, ties with integer scores and between root moves that
/// reach one leaf): `count` trees of `N` players on scale `K`, every memory kind.
fn merged<K: maxn_games::synthetic::Scale, const N: usize>(count: u64, seed: u64, bytes: usize) {
    merged_as(count, seed, bytes, |tree: MergedTree<K, N>| tree);
}

/// [`merged`], each tree searched as `wrap` makes it a game (with table points of its own).
fn merged_as<K, G, const N: usize>(
    count: u64,
    seed: u64,
    bytes: usize,
    wrap: impl Fn(MergedTree<K, N>) -> G,
) where
    K: maxn_games::synthetic::Scale,
    G: MonotonicHeuristic<N> + PositionHash<N>,
{
    let mut rng = Rng::seeded(seed);
    for kind in 1..MEMORY_KINDS {
        let mut memories = Memories::<G, N>::new(kind, bytes);
        for _ in 0..count {
            let tree_seed = rng.next_u64();
            let depth = rng.range(2, 5) as u8;
            let branching = rng.range(2, 4) as u8;
            let pool = depth + branching - 1 + rng.range(0, 2) as u8;
            let root = wrap(MergedTree::<K, N>::root(tree_seed, pool, branching, depth).unwrap());
            let what = format!("merged tree {tree_seed} ({pool} moves, {branching} per node)");
            let nodes = rng.range(3, 60);
            check_all(&mut memories, &root, u32::from(depth), nodes, false, &what);
        }
    }
}

/// Every player's score at every node of the tree below `position` (final or evaluated):
/// no two equal for any player means no search of the tree, at any depth, meets a tie.
fn tie_free<G: Game<N>, const N: usize>(position: &G) -> bool {
    fn collect<G: Game<N>, const N: usize>(position: &G, scores: &mut [Vec<G::Score>]) {
        let value = position.outcome().unwrap_or_else(|| position.evaluate());
        for (player, score) in value.into_iter().enumerate() {
            scores[player].push(score);
        }
        if position.outcome().is_some() {
            return;
        }
        let mut moves = G::Moves::default();
        position.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = position.clone();
            child.play(mv);
            collect(&child, scores);
        }
    }
    let mut scores = vec![Vec::new(); N];
    collect(position, &mut scores);
    scores.iter_mut().all(|scores| {
        scores.sort_by(|a, b| a.partial_cmp(b).unwrap());
        scores.windows(2).all(|pair| pair[0] != pair[1])
    })
}

/// Plain random trees with float scores (no transpositions, no ties): `count` trees of `N`
/// players, every memory kind; each answer is also plain max^n's.
fn float_trees<const N: usize>(count: u64, seed: u64) {
    let mut rng = Rng::seeded(seed);
    for kind in 0..MEMORY_KINDS {
        let specs: Vec<TreeSpec> = (0..count)
            .map(|_| {
                let branching = rng.range(2, 4) as usize;
                let depth = rng.range(2, if branching == 4 { 4 } else { 5 }) as u32;
                TreeSpec::new(branching, depth, rng.next_u64(), Model::Random)
            })
            .collect();
        let mut memories = Memories::<Tree<'_, Unit, N>, N>::new(kind, TABLE);
        for spec in &specs {
            let root = Tree::<Unit, N>::root(spec).unwrap();
            assert!(tie_free(&root), "float tree {spec:?} has a tie");
            let what = format!("float tree {spec:?}");
            let nodes = rng.range(3, 60);
            check_all(&mut memories, &root, spec.depth, nodes, true, &what);
        }
    }
}

#[test]
fn ordered_searches_equal_the_searcher_on_the_planned_order() {
    merged::<Int<12>, 3>(8, 1, TABLE);
    merged::<Unit, 3>(8, 2, TABLE);
    merged::<Int<8>, 2>(6, 3, TABLE);
    merged::<Int<30>, 4>(6, 4, TABLE);
    // The memory used at half of the positions only: the others keep the game's order.
    merged_as(8, 8, TABLE, Gated::<MergedTree<Int<12>, 3>, 4>);
}

#[test]
fn ordered_searches_give_maxn_answers_on_tie_free_trees() {
    float_trees::<3>(12, 5);
    float_trees::<4>(6, 6);
    float_trees::<2>(6, 7);
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn ordered_searches_equal_the_searcher_on_the_planned_order_many() {
    merged::<Int<12>, 3>(400, 11, LARGE_TABLE);
    merged::<Unit, 3>(300, 12, LARGE_TABLE);
    merged::<Int<8>, 2>(200, 13, LARGE_TABLE);
    merged::<Int<30>, 4>(200, 14, LARGE_TABLE);
    merged::<Int<10>, 5>(100, 15, LARGE_TABLE);
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn ordered_searches_give_maxn_answers_on_tie_free_trees_many() {
    float_trees::<3>(400, 16);
    float_trees::<4>(200, 17);
    float_trees::<2>(200, 18);
}
