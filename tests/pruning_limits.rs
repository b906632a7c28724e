//! The pruning searchers under a node budget (the check that catches a heuristic that does not
//! bound what the search evaluates is in `heuristic_every_depth.rs`).

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MaxN, SearchResult, Searcher,
    Speculative,
};
use maxn_games::synthetic::{IntTree, Model, TreeSpec};

fn run<S: for<'a> Searcher<IntTree<'a, 4, 60>, 4>>(
    searcher: S,
    limits: Limits,
) -> SearchResult<u8, u32, 4> {
    let spec = TreeSpec::new(4, 6, 99, Model::Random);
    let root = IntTree::<4, 60>::root(&spec).unwrap();
    searcher.search(&root, limits)
}

/// Checks one searcher: a budget below its full count stops it (incomplete, within budget, a
/// root move only if some root child finished); a budget at its full count changes nothing.
fn check<S: for<'a> Searcher<IntTree<'a, 4, 60>, 4> + Copy>(searcher: S) {
    let full = run(searcher, Limits::depth(6));
    assert!(full.complete);
    let exact = run(MaxN, Limits::depth(6));
    assert_eq!((full.value, full.best_move), (exact.value, exact.best_move));

    let budget = full.stats.nodes / 3;
    let stopped = run(searcher, Limits::depth(6).with_node_limit(budget));
    assert!(!stopped.complete, "{}", S::NAME);
    assert!(
        stopped.stats.nodes <= budget,
        "{}: {:?}",
        S::NAME,
        stopped.stats
    );
    if let Some(index) = stopped.best_index {
        assert!(index < 4);
    }

    let just_enough = run(searcher, Limits::depth(6).with_node_limit(full.stats.nodes));
    assert_eq!(just_enough, full, "{}", S::NAME);
}

#[test]
fn a_node_budget_stops_every_pruning_searcher() {
    check(BranchAndBound);
    check(AlphaBetaBranchAndBound);
    check(LastBranch);
    check(Speculative);
}

#[test]
fn a_tiny_budget_reports_the_root_evaluation() {
    let result = run(Speculative, Limits::depth(6).with_node_limit(3));
    assert!(!result.complete);
    assert_eq!(result.best_move, None);
    assert_eq!(result.stats.nodes, 3);
}
