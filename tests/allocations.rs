//! The kernels allocate nothing per node: a search's allocations depend on its depth (one
//! principal-line row per ply, the result) but not on how many nodes it visits. Counted by a
//! global allocator, per thread so that the test harness's own threads do not interfere.

mod counting;

use maxn::dynamic::{DynMaxN, DynParanoid, DynSearcher, DynShallow};
use maxn::{Limits, MaxN, Paranoid, Searcher, Shallow};
use maxn_games::synthetic::{DynIntTree, IntTree, Model, TreeSpec};

#[global_allocator]
static GLOBAL: counting::Counting = counting::Counting;

/// Allocations made by `search` on this thread, and the nodes it reports.
fn allocations(search: impl FnOnce() -> u64) -> (u64, u64) {
    let before = counting::counts().allocations;
    let nodes = search();
    (counting::counts().allocations - before, nodes)
}

const DEPTH: u32 = 6;

/// A named search that returns the nodes it visited.
type Run<'a> = (&'static str, Box<dyn Fn() -> u64 + 'a>);

/// Allocations and nodes of every kernel on a random tree with branching `b`.
fn profile(b: usize) -> Vec<(&'static str, u64, u64)> {
    let spec = TreeSpec::new(b, DEPTH, 3, Model::Random);
    let tree = IntTree::<3, 60>::root(&spec).unwrap();
    let twin = DynIntTree::<60>::root(&spec, 3).unwrap();
    let limits = Limits::depth(DEPTH);
    let runs: [Run<'_>; 6] = [
        ("maxn", Box::new(|| MaxN.search(&tree, limits).stats.nodes)),
        (
            "shallow",
            Box::new(|| Shallow.search(&tree, limits).stats.nodes),
        ),
        (
            "paranoid",
            Box::new(|| Paranoid.search(&tree, limits).stats.nodes),
        ),
        (
            "dyn maxn",
            Box::new(|| DynMaxN.search(&twin, limits).stats.nodes),
        ),
        (
            "dyn shallow",
            Box::new(|| DynShallow.search(&twin, limits).stats.nodes),
        ),
        (
            "dyn paranoid",
            Box::new(|| DynParanoid.search(&twin, limits).stats.nodes),
        ),
    ];
    runs.iter()
        .map(|(name, run)| {
            let (allocations, nodes) = allocations(run);
            (*name, allocations, nodes)
        })
        .collect()
}

#[test]
fn searches_allocate_the_same_whatever_the_tree_size() {
    // Boxing the closures above allocates before the count starts, not during it.
    let small = profile(2);
    let large = profile(7);
    for ((name, few, small_nodes), (_, many, large_nodes)) in small.iter().zip(&large) {
        // 127 against 137,257 nodes for max^n (98 against 5,712 for paranoid): the comparison
        // means something only if the searches differ in size by orders of magnitude.
        assert!(
            large_nodes > &(50 * small_nodes),
            "{name}: {small_nodes} vs {large_nodes}"
        );
        assert_eq!(few, many, "{name}: allocations grow with the tree");
        // One row of principal line per ply, the table, the returned line, and for the
        // dynamic kernels the value stack, scratch tuple and returned value: a handful.
        assert!(*many <= u64::from(DEPTH) + 8, "{name}: {many} allocations");
    }
}
