//! Each dynamic kernel agrees with its specialised twin on everything it returns: value, root
//! move, principal line, nodes, leaves, cut-offs by kind and completeness; on random synthetic
//! trees (the same tree built as `Tree` and as `DynTree`), on the ordered models, on points
//! games (irregular turns, heuristic bounds), and when a node budget stops both mid-way. Every
//! twin lent a memory (a transposition table, a move ordering) agrees with its specialised
//! searcher lent an equal one, searched alone and deepened, and a finished search in the
//! game's order gives plain max^n's (or plain paranoid's) answer, whichever positions the
//! table is used at.

mod support;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynGame, DynLastBranch, DynMaxN, DynParanoid,
    DynParanoidBnB, DynSearchResult, DynSearcher, DynShallow, DynSpeculative, Dynamic, deepen_with,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, IterativeDeepening, LastBranch, Limits, MaxN,
    Memory, MoveOrdering, Paranoid, ParanoidBnB, PositionHash, PrincipalFirst, Searcher, Shallow,
    Speculative, Stats,
};
use maxn_games::cards::SergeantMajor;
use maxn_games::synthetic::{DynTree, Int, MergedTree, Model, Scale, Tree, TreeSpec, Unit};
use support::gated::Gated;
use support::points::Points;
use support::{Rng, Shape};

/// Runs a specialised searcher and its dynamic twin on the same game and compares the results.
fn agree<G, F, D, const N: usize>(game: &G, limits: Limits, fixed: F, dynamic: D, case: &str)
where
    G: Game<N> + DynGame<Move = <G as Game<N>>::Move, Score = <G as Game<N>>::Score>,
    F: Searcher<G, N>,
    D: DynSearcher<G>,
{
    agree_on(game, game, limits, fixed, dynamic, case);
}

/// The same for a game given in its two forms.
fn agree_on<G, H, F, D, const N: usize>(
    game: &G,
    twin: &H,
    limits: Limits,
    fixed: F,
    dynamic: D,
    case: &str,
) where
    G: Game<N>,
    H: DynGame<Move = G::Move, Score = G::Score>,
    F: Searcher<G, N>,
    D: DynSearcher<H>,
{
    let expected = fixed.search(game, limits);
    let result = dynamic.search(twin, limits);
    assert_eq!(
        result,
        expected,
        "{} and its dynamic twin differ: {case}, {limits:?}",
        F::NAME
    );
}

fn check<K: Scale, const N: usize>(shape: &Shape, model: Model, budget: Option<u64>) {
    let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, model);
    let tree = Tree::<K, N>::root(&spec).expect("valid spec");
    let twin = DynTree::<K>::root(&spec, N).expect("valid spec");
    let mut limits = Limits::depth(shape.depth);
    if let Some(nodes) = budget {
        limits = limits.with_node_limit(nodes);
    }
    let case = format!("{shape:?}, {model:?} model, scale {}", K::name());
    agree_on(&tree, &twin, limits, MaxN, DynMaxN, &case);
    agree_on(&tree, &twin, limits, Shallow, DynShallow, &case);
    agree_on(&tree, &twin, limits, Paranoid, DynParanoid, &case);
}

fn check_players<K: Scale>(shape: &Shape, model: Model, budget: Option<u64>) {
    match shape.players {
        2 => check::<K, 2>(shape, model, budget),
        3 => check::<K, 3>(shape, model, budget),
        4 => check::<K, 4>(shape, model, budget),
        5 => check::<K, 5>(shape, model, budget),
        6 => check::<K, 6>(shape, model, budget),
        n => unreachable!("{n} players"),
    }
}

#[test]
fn dynamic_kernels_agree_on_random_trees() {
    let mut rng = Rng::seeded(0x5EED_0021);
    for _ in 0..2_000 {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 8), (1, 8), 1_000);
        match rng.range(0, 2) {
            0 => check_players::<Int<4>>(&shape, Model::Random, None),
            1 => check_players::<Int<1000>>(&shape, Model::Random, None),
            _ => check_players::<Unit>(&shape, Model::Random, None),
        }
    }
}

#[test]
fn dynamic_kernels_agree_on_ordered_trees() {
    let mut rng = Rng::seeded(0x5EED_0022);
    for _ in 0..200 {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 6), (1, 6), 2_000);
        check_players::<Int<60_000>>(&shape, Model::Best, None);
        check_players::<Int<60>>(&shape, Model::Uniform, None);
        check_players::<Unit>(&shape, Model::Best, None);
    }
}

#[test]
fn dynamic_kernels_agree_when_a_node_budget_stops_them() {
    let mut rng = Rng::seeded(0x5EED_0023);
    for _ in 0..500 {
        let shape = Shape::draw(&mut rng, (2, 6), (2, 6), (2, 6), 1_000);
        let budget = rng.range(0, 300);
        check_players::<Int<20>>(&shape, Model::Random, Some(budget));
    }
}

fn check_points<const N: usize, const MAXSUM: u32, const MAXP: u32>(rng: &mut Rng) {
    let seed = rng.next_u64();
    let branching = rng.range(1, 6) as usize;
    let length = rng.range(1, 8) as u32;
    let depth = rng.range(1, u64::from(length)) as u32;
    let game = Points::<N, MAXSUM, MAXP>::new(seed, branching, length);
    let limits = Limits::depth(depth);
    let case = format!(
        "points game: {N} players, maxsum {MAXSUM}, maxp {MAXP}, seed {seed}, \
         branching {branching}, length {length}"
    );
    agree(&game, limits, MaxN, DynMaxN, &case);
    agree(&game, limits, Shallow, DynShallow, &case);
    agree(&game, limits, Paranoid, DynParanoid, &case);
    agree(&game, limits, ParanoidBnB, DynParanoidBnB, &case);
}

#[test]
fn dynamic_kernels_agree_on_points_games() {
    let mut rng = Rng::seeded(0x5EED_0024);
    for _ in 0..500 {
        check_points::<2, 8, 8>(&mut rng);
        check_points::<3, 9, 5>(&mut rng);
        check_points::<4, 12, 4>(&mut rng);
        check_points::<3, 2, 2>(&mut rng);
    }
}

/// A dynamic twin's search lent a memory (`DynMaxN::search_with` and its siblings, inherent
/// methods: the twins' trait has none).
type TwinWith<G, const N: usize> =
    fn(
        &Dynamic<G, N>,
        Limits,
        &mut Memory<<G as Game<N>>::Move, <G as Game<N>>::Score, N>,
    ) -> DynSearchResult<<G as Game<N>>::Move, <G as Game<N>>::Score>;

/// The same twin's search of the game with a principal line first, as iterative deepening
/// runs it ([`deepen_with`]).
type DeepTwinWith<G, const N: usize> =
    for<'a> fn(
        &Dynamic<PrincipalFirst<'a, G, N>, N>,
        Limits,
        &mut Memory<<G as Game<N>>::Move, <G as Game<N>>::Score, N>,
    ) -> DynSearchResult<<G as Game<N>>::Move, <G as Game<N>>::Score>;

/// A twin's searches with a memory on one kind of game.
struct TwinOn<G: Game<N>, const N: usize> {
    search: TwinWith<G, N>,
    deepened: DeepTwinWith<G, N>,
}

/// The merged trees of the oracle, with table points at five eighths of their positions.
type Trees = Gated<MergedTree<Int<100>, 3>, 5>;

/// A twin's searches with a memory on the games of the oracle.
struct Twin {
    trees: TwinOn<Trees, 3>,
    deals: TwinOn<SergeantMajor<3>, 3>,
}

/// The [`Twin`] of a twin searcher value, whose `search_with` is generic over the game.
macro_rules! twin {
    ($twin:expr) => {
        Twin {
            trees: TwinOn {
                search: |game, limits, memory| $twin.search_with(game, limits, memory),
                deepened: |game, limits, memory| $twin.search_with(game, limits, memory),
            },
            deals: TwinOn {
                search: |game, limits, memory| $twin.search_with(game, limits, memory),
                deepened: |game, limits, memory| $twin.search_with(game, limits, memory),
            },
        }
    };
}

/// A twin lent a memory against its specialised searcher lent an equal one, search after
/// search with the memories kept (as an agent keeps its own): the twin stores and uses the
/// same entries, so the results are equal to the last count, table hits included; the same
/// for the two deepened to the deepest depth of the range ([`deepen_with`] against
/// [`IterativeDeepening`]). And the oracle: a search in the game's order that finished has the
/// value and root move of `plain` without a table (plain max^n for the exact searchers, plain
/// paranoid for the paranoid ones).
/// The memories use only the game's table points unless `every`.
#[allow(clippy::too_many_arguments)]
fn agree_with_memory<G, F, P, const N: usize>(
    games: &[G],
    (bytes, every): (usize, bool),
    ordering: MoveOrdering,
    budgets: &[Option<u64>],
    depths: std::ops::RangeInclusive<u32>,
    fixed: F,
    twin: &TwinOn<G, N>,
    plain: P,
) -> Stats
where
    G: PositionHash<N>,
    F: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N> + Copy,
    P: Searcher<G, N>,
{
    let mut fixed_memory = Memory::with_table(bytes).unwrap().ordering(ordering);
    if every {
        fixed_memory = fixed_memory.every_position();
    }
    let mut twin_memory = fixed_memory.clone();
    let mut total = Stats::default();
    for (index, game) in games.iter().enumerate() {
        let dynamic = Dynamic::<G, N>(game.clone());
        for depth in depths.clone() {
            for &budget in budgets {
                let mut limits = Limits::depth(depth);
                if let Some(nodes) = budget {
                    limits = limits.with_node_limit(nodes);
                }
                let case = format!(
                    "{} on {} game {index}, {bytes} bytes (every position: {every}), \
                     {ordering}, {limits:?}",
                    <F as Searcher<G, N>>::NAME,
                    G::NAME
                );
                let expected = fixed.search_with(game, limits, &mut fixed_memory);
                let result = (twin.search)(&dynamic, limits, &mut twin_memory);
                assert_eq!(result, expected, "{case}");
                // Other orderings break ties in another order, which may change the tuple.
                if result.complete && ordering == MoveOrdering::Game {
                    let reference = plain.search(game, Limits::depth(depth));
                    assert_eq!(
                        (result.value, result.best_move),
                        (reference.value.to_vec(), reference.best_move),
                        "{case}: not {}'s answer",
                        P::NAME
                    );
                }
                total += expected.stats;
                if depth == *depths.end() {
                    let expected =
                        IterativeDeepening(fixed).search_with(game, limits, &mut fixed_memory);
                    let result = deepen_with(&dynamic, limits, &mut twin_memory, twin.deepened);
                    assert_eq!(result, expected, "{case}, deepened");
                    total += expected.stats;
                }
            }
        }
    }
    total
}

/// What a searcher's table entries can settle besides exact values.
#[derive(Clone, Copy, PartialEq)]
enum Entries {
    /// Exact values only (max^n, shallow).
    Exact,
    /// Bounds too: the need a node failed (the Lemma-1 and branch-and-bound searchers) or the
    /// window it failed (paranoid), so the run must use some as table cut-offs.
    Bounds,
}

/// Every twin that takes a memory, on merged trees (transpositions everywhere, the table used
/// at a pseudo-random five eighths of the positions) and Sergeant Major deals (the table used
/// at the tricks' starts, or everywhere), each searched at every depth of its range and
/// deepened to the deepest, unlimited and under a node limit, with every ordering, a table of
/// three buckets (replaced at almost every store) and one that holds everything.
fn twins_with_memory_agree<F, P>(fixed: F, twin: Twin, plain: P, entries: Entries)
where
    F: Searcher<Trees, 3>
        + Searcher<SergeantMajor<3>, 3>
        + for<'a> Searcher<PrincipalFirst<'a, Trees, 3>, 3>
        + for<'a> Searcher<PrincipalFirst<'a, SergeantMajor<3>, 3>, 3>
        + Copy,
    P: Searcher<Trees, 3> + Searcher<SergeantMajor<3>, 3> + Copy,
{
    let trees: Vec<Trees> = (0..6)
        .map(|seed| Gated(MergedTree::root(seed, 9, 4, 6).expect("valid merged tree")))
        .collect();
    let deals: Vec<SergeantMajor<3>> = (0..3).map(SergeantMajor::random).collect();
    let small = 3 * maxn::TranspositionTable::<u8, u32, 3>::bucket_bytes();
    let mut bound_cuts = 0;
    for ordering in MoveOrdering::ALL {
        for bytes in [small, 1 << 20] {
            let mut stats = agree_with_memory(
                &trees,
                (bytes, false),
                ordering,
                &[None, Some(300)],
                1..=6,
                fixed,
                &twin.trees,
                plain,
            );
            // At the tricks' starts with the large table, everywhere with the small one.
            stats += agree_with_memory(
                &deals,
                (bytes, bytes == small),
                ordering,
                &[None, Some(2_000)],
                6..=9,
                fixed,
                &twin.deals,
                plain,
            );
            assert!(
                stats.table_hits > 0,
                "{ordering}, {bytes} bytes: the table settled no node"
            );
            bound_cuts += stats.cutoffs.table;
        }
    }
    assert_eq!(
        bound_cuts > 0,
        entries == Entries::Bounds,
        "{}: {bound_cuts} nodes settled by a bound from the table",
        <F as Searcher<SergeantMajor<3>, 3>>::NAME
    );
}

#[test]
fn dynamic_maxn_with_a_memory_agrees_with_maxn_with_one() {
    twins_with_memory_agree(MaxN, twin!(DynMaxN), MaxN, Entries::Exact);
}

#[test]
fn dynamic_shallow_with_a_memory_agrees_with_shallow_with_one() {
    twins_with_memory_agree(Shallow, twin!(DynShallow), MaxN, Entries::Exact);
}

#[test]
fn dynamic_last_branch_with_a_memory_agrees_with_last_branch_with_one() {
    twins_with_memory_agree(LastBranch, twin!(DynLastBranch), MaxN, Entries::Bounds);
}

#[test]
fn dynamic_speculative_with_a_memory_agrees_with_speculative_with_one() {
    twins_with_memory_agree(Speculative, twin!(DynSpeculative), MaxN, Entries::Bounds);
}

#[test]
fn dynamic_dfbnb_with_a_memory_agrees_with_dfbnb_with_one() {
    twins_with_memory_agree(
        BranchAndBound,
        twin!(DynBranchAndBound),
        MaxN,
        Entries::Bounds,
    );
}

#[test]
fn dynamic_abbnb_with_a_memory_agrees_with_abbnb_with_one() {
    twins_with_memory_agree(
        AlphaBetaBranchAndBound,
        twin!(DynAlphaBetaBranchAndBound),
        MaxN,
        Entries::Bounds,
    );
}

#[test]
fn dynamic_paranoid_with_a_memory_agrees_with_paranoid_with_one() {
    twins_with_memory_agree(Paranoid, twin!(DynParanoid), Paranoid, Entries::Bounds);
}

#[test]
fn dynamic_paranoid_bnb_with_a_memory_agrees_with_paranoid_bnb_with_one() {
    twins_with_memory_agree(
        ParanoidBnB,
        twin!(DynParanoidBnB),
        Paranoid,
        Entries::Bounds,
    );
}

#[test]
#[should_panic(expected = "a memory of width 2 holds at most 2")]
fn a_memory_narrower_than_the_player_count_is_refused() {
    let tree = MergedTree::<Int<100>, 3>::root(1, 9, 4, 4).expect("valid merged tree");
    let mut memory = Memory::<u8, u32, 2>::with_table(1 << 12).unwrap();
    DynMaxN.search_with(&Dynamic(tree), Limits::depth(3), &mut memory);
}
