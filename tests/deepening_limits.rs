//! `IterativeDeepening` under a node budget and a deadline: the budget is shared by all the
//! iterations, the answer is always the deepest iteration that finished (never a stopped one
//! passed off as complete), and a new iteration is not begun once a limit is reached.

use std::time::{Duration, Instant};

use maxn::{
    Game, IterativeDeepening, Limits, MaxN, PrincipalFirst, Searcher, Shallow, Speculative,
};
use maxn_games::synthetic::{IntTree, Model, TreeSpec};

const DEPTH: u32 = 6;

fn spec() -> TreeSpec {
    TreeSpec::new(4, DEPTH, 99, Model::Random)
}

/// Checks `searcher`, deepened, under every node budget from 0 to a little past what the
/// whole deepening needs, against the unlimited deepening.
fn every_budget<X>(searcher: X)
where
    X: Copy + for<'a, 'b> Searcher<PrincipalFirst<'a, IntTree<'b, 4, 60>, 4>, 4>,
    X: for<'b> Searcher<IntTree<'b, 4, 60>, 4>,
{
    let spec = spec();
    let root = IntTree::<4, 60>::root(&spec).unwrap();
    let full = IterativeDeepening(searcher).deepen(&root, Limits::depth(DEPTH));
    assert!(full.complete());
    // `after[k]`: nodes used once iterations 1..=k have finished.
    let after: Vec<u64> = full
        .iterations
        .iter()
        .scan(0, |used, i| {
            *used += i.result.stats.nodes;
            Some(*used)
        })
        .collect();
    let total = after[DEPTH as usize - 1];
    let budgets =
        (0..=total + 3).filter(|b| b % 37 == 0 || after.iter().any(|&a| a.abs_diff(*b) <= 1));
    for budget in budgets {
        let limits = Limits::depth(DEPTH).with_node_limit(budget);
        let deepened = IterativeDeepening(searcher).deepen(&root, limits);
        let result = deepened.clone().into_result();
        let case = format!(
            "{} with a budget of {budget} nodes",
            <X as Searcher<IntTree<'_, 4, 60>, 4>>::NAME
        );
        assert!(result.stats.nodes <= budget, "{case}: {:?}", result.stats);
        // The iterations that fit the budget finish, each exactly as without a budget (the
        // order of each depends only on the one before); the next one cannot.
        let fitting = after.iter().take_while(|&&a| a <= budget).count();
        let reached = (fitting > 0).then_some(fitting as u32);
        assert_eq!(deepened.depth_reached(), reached, "{case}");
        assert_eq!(result.complete, fitting == DEPTH as usize, "{case}");
        match reached {
            Some(depth) => {
                let expected = &full.iterations[depth as usize - 1].result;
                assert_eq!(
                    (result.value, result.best_move, &result.principal_line),
                    (expected.value, expected.best_move, &expected.principal_line),
                    "{case}"
                );
            }
            None => {
                // Depth 1 did not finish: the answer is the stopped search, as the inner
                // searcher itself reports it.
                let inner = searcher;
                let stopped = inner.search(&root, Limits::depth(1).with_node_limit(budget));
                assert!(!stopped.complete);
                assert_eq!(result, stopped, "{case}");
            }
        }
        // Short of the full depth, the budget is used to the last node: an iteration is begun
        // whenever some budget is left, and a stopped one visits all of it.
        if fitting < DEPTH as usize {
            assert_eq!(result.stats.nodes, budget, "{case}");
            let begun = if fitting > 0 && after[fitting - 1] == budget {
                fitting
            } else {
                fitting + 1
            };
            assert_eq!(deepened.iterations.len(), begun, "{case}");
            let last = deepened.iterations.last().unwrap();
            assert_eq!(last.result.complete, begun == fitting, "{case}");
        } else {
            assert_eq!(deepened, full, "{case}");
        }
    }
}

#[test]
fn a_node_budget_is_shared_and_the_answer_is_the_deepest_finished_iteration() {
    every_budget(MaxN);
    every_budget(Shallow);
    every_budget(Speculative);
}

#[test]
fn a_passed_deadline_begins_no_new_iteration() {
    let spec = spec();
    let root = IntTree::<4, 60>::root(&spec).unwrap();
    // The first iteration always runs; its 5 nodes are fewer than the kernels visit between
    // two looks at the clock, so it finishes. Then the deadline stops the deepening.
    let limits = Limits::depth(DEPTH).with_deadline(Instant::now());
    let deepened = IterativeDeepening(Speculative).deepen(&root, limits);
    assert_eq!(deepened.iterations.len(), 1);
    assert_eq!(deepened.depth_reached(), Some(1));
    let result = deepened.into_result();
    assert!(!result.complete);
    assert_eq!(result.stats.nodes, 5);
    let depth_one = Speculative.search(&root, Limits::depth(1));
    assert_eq!(
        (result.value, result.best_move),
        (depth_one.value, depth_one.best_move)
    );
}

#[test]
fn a_distant_deadline_changes_nothing() {
    let spec = spec();
    let root = IntTree::<4, 60>::root(&spec).unwrap();
    let far = Instant::now() + Duration::from_secs(3600);
    let limited =
        IterativeDeepening(Speculative).deepen(&root, Limits::depth(DEPTH).with_deadline(far));
    let unlimited = IterativeDeepening(Speculative).deepen(&root, Limits::depth(DEPTH));
    assert_eq!(limited, unlimited);
    assert!(limited.complete());
}

#[test]
fn depth_zero_is_one_search_of_the_root_as_a_leaf() {
    let spec = spec();
    let root = IntTree::<4, 60>::root(&spec).unwrap();
    let deepened = IterativeDeepening(MaxN).deepen(&root, Limits::depth(0));
    assert_eq!(deepened.iterations.len(), 1);
    assert_eq!(deepened.iterations[0].depth, 0);
    let result = deepened.into_result();
    assert!(result.complete);
    assert_eq!(result.stats.nodes, 1);
    assert_eq!(result.best_move, None);
    assert_eq!(result.value, root.evaluate());
}

#[test]
fn the_name_is_the_inner_searchers() {
    type Game<'a> = IntTree<'a, 4, 60>;
    assert_eq!(
        <IterativeDeepening<Speculative> as Searcher<Game<'_>, 4>>::NAME,
        "speculative"
    );
    assert_eq!(
        <IterativeDeepening<MaxN> as Searcher<Game<'_>, 4>>::NAME,
        "maxn"
    );
}
