//! With a transposition table (and the game's move order), every exact searcher returns plain
//! max^n's value and root move (the paranoid searchers plain paranoid's), on positions full of
//! transpositions: merged trees (a node is the set of moves played, so orders merge), card
//! deals (the same cards played in another order) and Chinese Checkers (pieces reaching the
//! same holes). The table is kept across the positions and depths of one run, as an agent
//! keeps it; a small table forces replacements. Under node limits a finished search must still
//! be exact, and deepening with the table must equal plain deepening. The table is used only at
//! the game's table points (a trick's start in the card games, a pseudo-random half of the
//! positions in the gated merged trees) or, with `Memory::every_position`, everywhere.
//!
//! The default run is light (some hundreds of searches, seconds in a debug build); the ignored
//! one (`cargo test --release --test memory_exact -- --ignored`) checks thousands of positions
//! (11,000 merged trees at every depth, 1,100 card deals, 600 Chinese Checkers positions),
//! deeper.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, IterativeDeepening, LastBranch, Limits, MaxN,
    Memory, MonotonicHeuristic, Paranoid, ParanoidBnB, PositionHash, SearchResult, Searcher,
    Shallow, Speculative, Stats,
};
use maxn_games::cards::{Hearts, SergeantMajor, Spades};
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};
use maxn_games::synthetic::{Int, MergedTree, Unit};
use support::Rng;
use support::gated::Gated;

/// One table size for a run: small enough that buckets are replaced often.
const SMALL_TABLE: usize = 1 << 14;
/// A table that holds every node of the default run's searches.
const LARGE_TABLE: usize = 1 << 24;

type Outcome<G, const N: usize> = SearchResult<<G as Game<N>>::Move, <G as Game<N>>::Score, N>;

/// The memories of one run, one per searcher (a memory holds one searcher's results).
struct Memories<G: Game<N>, const N: usize> {
    memories: Vec<Memory<G::Move, G::Score, N>>,
    stats: Vec<Stats>,
}

impl<G: Game<N>, const N: usize> Memories<G, N> {
    /// Tables of `bytes` used at the game's table points.
    fn new(bytes: usize) -> Self {
        Self::using(bytes, false)
    }

    /// Tables of `bytes`, used at every position when `every`.
    fn using(bytes: usize, every: bool) -> Self {
        let memory = |_| {
            let memory = Memory::with_table(bytes).unwrap();
            if every {
                memory.every_position()
            } else {
                memory
            }
        };
        Self {
            memories: (0..SEARCHERS.len()).map(memory).collect(),
            stats: vec![Stats::default(); SEARCHERS.len()],
        }
    }
}

const SEARCHERS: [&str; 8] = [
    "maxn",
    "shallow",
    "last-branch",
    "speculative",
    "dfbnb",
    "abbnb",
    "paranoid",
    "paranoid-bnb",
];

/// The limits of one comparison: `depth`, and `nodes` when given (a finished search must be
/// exact; one a limit stopped is not compared).
fn limits(depth: u32, nodes: Option<u64>) -> Limits {
    Limits {
        nodes,
        ..Limits::depth(depth)
    }
}

/// Compares `result` of searcher `index` with the plain search's `expected`.
fn compare<G: Game<N>, const N: usize>(
    memories: &mut Memories<G, N>,
    index: usize,
    result: Outcome<G, N>,
    expected: &Outcome<G, N>,
    what: &str,
) {
    if !result.complete {
        return;
    }
    assert_eq!(
        (result.value, result.best_move),
        (expected.value, expected.best_move),
        "{} with a table on {what}",
        SEARCHERS[index],
    );
    memories.stats[index] += result.stats;
}

/// Compares the searchers that need a `maxsum` only, with their tables, against the plain
/// searches of `position` at `depth`; returns plain max^n's and paranoid's results.
fn check_bounded<G, const N: usize>(
    memories: &mut Memories<G, N>,
    position: &G,
    depth: u32,
    nodes: Option<u64>,
    what: &str,
) -> (Outcome<G, N>, Outcome<G, N>)
where
    G: maxn::BoundedGame<N> + PositionHash<N>,
{
    let what = format!("{what} at depth {depth}, node limit {nodes:?}");
    let limits = limits(depth, nodes);
    let maxn = MaxN.search(position, Limits::depth(depth));
    let paranoid = Paranoid.search(position, Limits::depth(depth));
    let m = &mut memories.memories;
    let results = [
        MaxN.search_with(position, limits, &mut m[0]),
        Shallow.search_with(position, limits, &mut m[1]),
        LastBranch.search_with(position, limits, &mut m[2]),
        Speculative.search_with(position, limits, &mut m[3]),
    ];
    let result = Paranoid.search_with(position, limits, &mut m[6]);
    for (index, result) in results.into_iter().enumerate() {
        compare(memories, index, result, &maxn, &what);
    }
    compare(memories, 6, result, &paranoid, &what);
    (maxn, paranoid)
}

/// [`check_bounded`], and the branch-and-bound searchers too.
fn check<G, const N: usize>(
    memories: &mut Memories<G, N>,
    position: &G,
    depth: u32,
    nodes: Option<u64>,
    what: &str,
) where
    G: MonotonicHeuristic<N> + PositionHash<N>,
{
    let (maxn, paranoid) = check_bounded(memories, position, depth, nodes, what);
    let what = format!("{what} at depth {depth}, node limit {nodes:?}");
    let limits = limits(depth, nodes);
    let m = &mut memories.memories;
    let results = [
        BranchAndBound.search_with(position, limits, &mut m[4]),
        AlphaBetaBranchAndBound.search_with(position, limits, &mut m[5]),
    ];
    let result = ParanoidBnB.search_with(position, limits, &mut m[7]);
    for (index, result) in results.into_iter().enumerate() {
        compare(memories, 4 + index, result, &maxn, &what);
    }
    compare(memories, 7, result, &paranoid, &what);
}

/// The summed stats must show the table at work: hits in every searcher.
fn assert_hits<G: Game<N>, const N: usize>(memories: &Memories<G, N>, what: &str, skip: &[&str]) {
    for (name, stats) in SEARCHERS.iter().zip(&memories.stats) {
        assert!(
            skip.contains(name) || stats.table_hits > 0,
            "{name} never used the table on {what}"
        );
    }
}

/// Merged trees of `N` players on scale `K`: `count` trees, each searched at every depth up to
/// its own, one table per searcher kept across all of them.
fn merged<K: maxn_games::synthetic::Scale, const N: usize>(count: u64, bytes: usize, seed: u64) {
    merged_as(count, bytes, seed, |tree: MergedTree<K, N>| tree);
}

/// [`merged`], each tree searched as `wrap` makes it a game (with table points of its own).
fn merged_as<K, G, const N: usize>(
    count: u64,
    bytes: usize,
    seed: u64,
    wrap: impl Fn(MergedTree<K, N>) -> G,
) where
    K: maxn_games::synthetic::Scale,
    G: MonotonicHeuristic<N> + PositionHash<N> + maxn::BoundedGame<N>,
{
    let mut rng = Rng::seeded(seed);
    let mut memories = Memories::<G, N>::new(bytes);
    for _ in 0..count {
        let tree_seed = rng.next_u64();
        let depth = rng.range(2, 7) as u8;
        let branching = rng.range(2, 5) as u8;
        let pool = depth + branching - 1 + rng.range(0, 2) as u8;
        let root = wrap(MergedTree::<K, N>::root(tree_seed, pool, branching, depth).unwrap());
        for d in 1..=u32::from(depth) {
            let what = format!("merged tree {tree_seed} ({pool} moves, {branching} per node)");
            check(&mut memories, &root, d, None, &what);
        }
        // Once more under a node limit, with what the table learnt.
        let nodes = rng.range(5, 200);
        check(
            &mut memories,
            &root,
            u32::from(depth),
            Some(nodes),
            "a merged tree",
        );
    }
    assert_hits(&memories, "merged trees", &[]);
}

#[test]
fn merged_trees_with_a_table_give_maxn_answers() {
    merged::<Int<12>, 3>(30, LARGE_TABLE, 1);
    merged::<Int<12>, 3>(30, SMALL_TABLE, 2);
    merged::<Int<30>, 4>(15, SMALL_TABLE, 3);
    merged::<Unit, 3>(15, SMALL_TABLE, 4);
    merged::<Int<8>, 2>(15, SMALL_TABLE, 5);
}

/// The table used at a pseudo-random half of the positions only (`Gated`), wherever the
/// transpositions are: skipping it at any node keeps every searcher exact.
#[test]
fn merged_trees_with_a_table_at_some_positions_give_maxn_answers() {
    merged_as(30, LARGE_TABLE, 6, Gated::<MergedTree<Int<12>, 3>, 4>);
    merged_as(30, SMALL_TABLE, 7, Gated::<MergedTree<Int<12>, 3>, 4>);
    merged_as(15, SMALL_TABLE, 8, Gated::<MergedTree<Int<30>, 4>, 6>);
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn merged_trees_with_a_table_at_some_positions_give_maxn_answers_many() {
    merged_as(3000, LARGE_TABLE, 16, Gated::<MergedTree<Int<12>, 3>, 4>);
    merged_as(3000, SMALL_TABLE, 17, Gated::<MergedTree<Int<12>, 3>, 2>);
    merged_as(2000, SMALL_TABLE, 18, Gated::<MergedTree<Int<30>, 4>, 6>);
    merged_as(1000, SMALL_TABLE, 19, Gated::<MergedTree<Unit, 5>, 4>);
}

/// A position that is not a table point neither reads nor writes the table: with none (and
/// the game's order), a search with a table is the plain search, node for node; with every
/// position, it is not.
#[test]
fn a_table_with_no_table_points_is_not_used() {
    let mut rng = Rng::seeded(9);
    let mut hits = 0;
    for _ in 0..20 {
        let tree = MergedTree::<Int<10>, 3>::root(rng.next_u64(), 9, 4, 6).unwrap();
        let root = Gated::<_, 0>(tree);
        let plain = Speculative.search(&root, Limits::depth(6));
        let mut memory = Memory::with_table(LARGE_TABLE).unwrap();
        let with = Speculative.search_with(&root, Limits::depth(6), &mut memory);
        assert_eq!(with.stats, plain.stats);
        assert_eq!(with.principal_line, plain.principal_line);
        let mut memory = Memory::with_table(LARGE_TABLE).unwrap().every_position();
        let with = Speculative.search_with(&root, Limits::depth(6), &mut memory);
        assert_eq!((with.value, with.best_move), (plain.value, plain.best_move));
        hits += with.stats.table_hits;
    }
    assert!(hits > 0, "at every position, the table is used");
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn merged_trees_with_a_table_give_maxn_answers_many() {
    merged::<Int<12>, 3>(3000, LARGE_TABLE, 11);
    merged::<Int<12>, 3>(3000, SMALL_TABLE, 12);
    merged::<Int<30>, 4>(2000, SMALL_TABLE, 13);
    merged::<Unit, 3>(2000, SMALL_TABLE, 14);
    merged::<Int<10>, 5>(1000, SMALL_TABLE, 15);
}

/// Card positions: `count` deals with some cards played, each searched at depths `1..=depth`;
/// the searchers in `skip` need not have used the table (a transposition takes two tricks, and
/// the paranoid searchers' shallow searches may meet none).
fn cards<G, const N: usize>(
    deal: impl Fn(u64) -> G,
    count: u64,
    plies: u64,
    depth: u32,
    skip: &[&str],
) where
    G: maxn_games::cards::CardGame<N> + MonotonicHeuristic<N> + PositionHash<N>,
{
    let positions = support::cards::positions(deal, count, plies, 77);
    // At the tricks' starts (the games' table points), and at every position.
    for (bytes, every) in [
        (SMALL_TABLE, false),
        (LARGE_TABLE, false),
        (LARGE_TABLE, true),
    ] {
        let mut memories = Memories::<G, N>::using(bytes, every);
        for (index, position) in positions.iter().enumerate() {
            for d in 1..=depth {
                check(
                    &mut memories,
                    position,
                    d,
                    None,
                    &format!("{} position {index}", G::NAME),
                );
            }
        }
        assert_hits(&memories, G::NAME, skip);
    }
}

#[test]
fn card_positions_with_a_table_give_maxn_answers() {
    let paranoid = ["paranoid", "paranoid-bnb"];
    cards(SergeantMajor::<3>::random, 3, 2, 7, &[]);
    cards(SergeantMajor::<16>::random, 4, 40, 5, &paranoid);
    cards(Hearts::<3>::random, 6, 45, 5, &paranoid);
    cards(Spades::<17>::random, 12, 45, 5, &paranoid);
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn card_positions_with_a_table_give_maxn_answers_many() {
    cards(SergeantMajor::<5>::random, 300, 3, 12, &[]);
    cards(SergeantMajor::<16>::random, 300, 42, 8, &[]);
    cards(Hearts::<3>::random, 200, 45, 8, &[]);
    cards(Hearts::<4>::random, 100, 48, 7, &[]);
    cards(Spades::<17>::random, 200, 48, 8, &[]);
}

/// Chinese Checkers positions from random play, searched with a top-k limit.
/// Paranoid is skipped in the check that the table was used when `paranoid_hits` is false (at
/// the depths of the default run, four players' paranoid searches meet no transposition).
fn chinese_checkers<const N: usize>(count: usize, top_k: usize, depth: u32, paranoid_hits: bool) {
    let top_k = std::num::NonZeroUsize::new(top_k);
    let positions = random_positions::<N>(9, count, 300);
    let mut memories = Memories::<ChineseCheckers<N>, N>::new(LARGE_TABLE);
    for (index, position) in positions.into_iter().enumerate() {
        let game = position.with_top_k(top_k);
        for d in 1..=depth {
            check_bounded(&mut memories, &game, d, None, &format!("position {index}"));
        }
    }
    let mut skip = vec!["dfbnb", "abbnb", "paranoid-bnb"];
    if !paranoid_hits {
        skip.push("paranoid");
    }
    assert_hits(&memories, "Chinese Checkers", &skip);
}

#[test]
fn chinese_checkers_with_a_table_gives_maxn_answers() {
    chinese_checkers::<3>(8, 4, 5, true);
    chinese_checkers::<4>(5, 3, 4, false);
}

#[test]
#[ignore = "a heavier sweep; run with --release -- --ignored"]
fn chinese_checkers_with_a_table_gives_maxn_answers_many() {
    chinese_checkers::<3>(300, 6, 5, true);
    chinese_checkers::<4>(200, 4, 5, false);
    chinese_checkers::<6>(100, 3, 5, false);
}

/// Deepening with a table (kept across the iterations) returns what plain deepening does.
#[test]
fn deepening_with_a_table_equals_deepening_without() {
    let mut rng = Rng::seeded(21);
    let mut memory = Memory::with_table(LARGE_TABLE).unwrap();
    let mut hits = 0;
    for _ in 0..40 {
        let root = MergedTree::<Unit, 3>::root(rng.next_u64(), 9, 4, 6).unwrap();
        let limits = Limits::depth(6);
        let plain = IterativeDeepening(Speculative).search(&root, limits);
        let with = IterativeDeepening(Speculative).search_with(&root, limits, &mut memory);
        assert_eq!(
            (with.value, with.best_move, &with.principal_line),
            (plain.value, plain.best_move, &plain.principal_line)
        );
        hits += with.stats.table_hits;
    }
    assert!(hits > 0);
}

/// Sergeant Major deals searched to the end of their tricks, as the experiment's
/// `abbnb+table` row searches them: alpha-beta branch-and-bound with a fresh table per deal,
/// the table used only at positions with at least `min_depth` plies left (1: all; 3: the
/// experiment's, a trick; 6: two tricks), equals plain max^n (two tricks) or plain ABBnB
/// (four tricks, too many nodes for max^n in a debug build; ABBnB equals max^n in
/// `pruning_cards.rs`), value and move.
#[test]
fn sergeant_major_to_the_end_with_a_table_from_a_trick_up_gives_maxn_answers() {
    let mut hits = [0; 3];
    for seed in 0..6 {
        let short = SergeantMajor::<2>::random(seed);
        let deal = SergeantMajor::<4>::random(seed);
        let maxn = MaxN.search(&short, Limits::depth(6));
        let abbnb = AlphaBetaBranchAndBound.search(&deal, Limits::depth(12));
        for (slot, min_depth) in [1, 3, 6].into_iter().enumerate() {
            for bytes in [SMALL_TABLE, LARGE_TABLE] {
                let mut memory = Memory::with_table(bytes).unwrap().min_depth(min_depth);
                let with =
                    AlphaBetaBranchAndBound.search_with(&short, Limits::depth(6), &mut memory);
                assert_eq!((with.value, with.best_move), (maxn.value, maxn.best_move));
                let mut memory = Memory::with_table(bytes).unwrap().min_depth(min_depth);
                let with =
                    AlphaBetaBranchAndBound.search_with(&deal, Limits::depth(12), &mut memory);
                assert_eq!(
                    (with.value, with.best_move),
                    (abbnb.value, abbnb.best_move),
                    "deal {seed}, table of {bytes} bytes from {min_depth} plies"
                );
                hits[slot] += with.stats.table_hits;
            }
        }
    }
    assert!(hits.iter().all(|&h| h > 0), "table hits {hits:?}");
}

/// Nodes with fewer plies left than the memory's `min_depth` neither read nor write it: with
/// a threshold above the search's depth, a search with a table is the plain search, node for
/// node.
#[test]
fn a_table_from_deeper_than_the_search_is_not_used() {
    let mut rng = Rng::seeded(5);
    let mut hits = 0;
    for _ in 0..20 {
        let root = MergedTree::<Int<10>, 3>::root(rng.next_u64(), 9, 4, 6).unwrap();
        let plain = Speculative.search(&root, Limits::depth(6));
        let mut memory = Memory::with_table(LARGE_TABLE).unwrap().min_depth(7);
        let with = Speculative.search_with(&root, Limits::depth(6), &mut memory);
        assert_eq!(with.stats, plain.stats);
        assert_eq!(with.principal_line, plain.principal_line);
        let mut memory = Memory::with_table(LARGE_TABLE).unwrap().min_depth(3);
        let with = Speculative.search_with(&root, Limits::depth(6), &mut memory);
        assert_eq!((with.value, with.best_move), (plain.value, plain.best_move));
        hits += with.stats.table_hits;
    }
    assert!(hits > 0, "from 3 plies up, the table is used");
}
