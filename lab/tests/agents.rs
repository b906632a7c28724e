//! Search agents: the node limit is never exceeded, the answer is the deepest finished
//! iteration's, a budget large enough to finish gives exactly the searcher's answer at that
//! depth with the previous iteration's line first (and plain max^n's on trees without ties),
//! deepening stops once the game is searched to its end, and bad budgets are errors.

use std::time::Duration;

use maxn::{
    Game, IterativeDeepening, LastBranch, Limits, MaxN, MoveBuffer, Paranoid, PrincipalFirst,
    Searcher, Shallow, Speculative,
};
use maxn_games::synthetic::{FloatTree, IntTree, Model, TreeSpec};
use maxn_play::{Agent, Budget, BudgetError, SearchAgent};

type Ints<'a> = IntTree<'a, 3, 30>;
type Floats<'a> = FloatTree<'a, 3>;

const DEPTH: u32 = 6;

/// The first move a position generates.
fn first_move<G: Game<N>, const N: usize>(position: &G) -> G::Move {
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    moves.as_slice()[0]
}

/// Checks an agent of `searcher` under every node budget up to a little past what deepening
/// the whole tree takes.
fn every_budget<S>(searcher: S, spec: &TreeSpec)
where
    S: Copy + for<'a, 'b> Searcher<PrincipalFirst<'a, Ints<'b>, 3>, 3>,
{
    let tree = Ints::root(spec).unwrap();
    let full = IterativeDeepening(searcher).deepen(&tree, Limits::depth(DEPTH));
    assert!(full.complete());
    let after: Vec<u64> = full
        .iterations
        .iter()
        .scan(0, |used, iteration| {
            *used += iteration.result.stats.nodes;
            Some(*used)
        })
        .collect();
    let total = after[DEPTH as usize - 1];
    let budgets =
        (1..=total + 3).filter(|b| b % 53 == 0 || after.iter().any(|a| a.abs_diff(*b) <= 1));
    for budget in budgets {
        let mut agent = SearchAgent::new("agent", searcher, Budget::new(budget).unwrap());
        let decision = agent.decide(&tree);
        let case = format!("budget {budget}");
        assert!(decision.nodes <= budget, "{case}: {} nodes", decision.nodes);
        assert_eq!(
            decision.iteration_nodes.iter().sum::<u64>(),
            decision.nodes,
            "{case}"
        );
        // The iterations that fit in the budget finish, each as without a budget; the answer
        // is the deepest of them.
        let fitting = after.iter().take_while(|&&a| a <= budget).count() as u32;
        assert_eq!(decision.depth, fitting, "{case}");
        if fitting == 0 {
            assert_eq!(decision.mv, first_move(&tree), "{case}");
            assert_eq!((decision.index, decision.value), (0, None), "{case}");
        } else {
            let answer = &full.iterations[fitting as usize - 1].result;
            assert_eq!(Some(decision.mv), answer.best_move, "{case}");
            assert_eq!(Some(decision.index), answer.best_index, "{case}");
            assert_eq!(decision.value, Some(answer.value), "{case}");
        }
        // The tree ends at `DEPTH`: only an answer from there has seen every end.
        assert_eq!(decision.to_end, fitting == DEPTH, "{case}");
    }
}

#[test]
fn a_node_limited_agent_never_exceeds_its_limit_and_answers_from_its_deepest_finished_iteration() {
    for seed in 0..3 {
        let spec = TreeSpec::new(4, DEPTH, seed, Model::Random);
        every_budget(MaxN, &spec);
        every_budget(Speculative, &spec);
        every_budget(Paranoid, &spec);
    }
}

/// With a depth cap and a budget large enough, the agent's answer at depth `d` is exactly
/// `searcher`'s search to `d` with the line of depth `d - 1` first.
fn equals_reordered_search<S>(searcher: S, tree: &Ints<'_>)
where
    S: Copy + for<'a, 'b> Searcher<PrincipalFirst<'a, Ints<'b>, 3>, 3>,
{
    for depth in 2..=DEPTH {
        let budget = Budget::new(u64::MAX)
            .unwrap()
            .with_depth_cap(depth)
            .unwrap();
        let decision = SearchAgent::new("agent", searcher, budget).decide(tree);
        assert_eq!(decision.depth, depth);
        let before = IterativeDeepening(searcher).deepen(tree, Limits::depth(depth - 1));
        let line = &before.deepest_complete().unwrap().result.principal_line;
        let reordered = PrincipalFirst::new(*tree, line);
        let expected = { searcher }.search(&reordered, Limits::depth(depth));
        assert_eq!(Some(decision.mv), expected.best_move, "depth {depth}");
        assert_eq!(decision.value, Some(expected.value), "depth {depth}");
        // The last iteration's nodes are the reordered search's.
        assert_eq!(decision.iteration_nodes.last(), Some(&expected.stats.nodes));
    }
}

#[test]
fn with_ties_a_finished_decision_is_the_searchers_answer_with_the_previous_line_first() {
    // Integer scores in 0..=30 tie often.
    for seed in 0..10 {
        let spec = TreeSpec::new(3, DEPTH, seed, Model::Random);
        let tree = Ints::root(&spec).unwrap();
        equals_reordered_search(MaxN, &tree);
        equals_reordered_search(Shallow, &tree);
        equals_reordered_search(Speculative, &tree);
        equals_reordered_search(Paranoid, &tree);
    }
}

/// On a float tree (no ties), an exact searcher's agent with budget to spare searches to the
/// end of the tree, stops there, and plays plain max^n's move with its value.
fn equals_plain_maxn<S>(searcher: S, tree: &Floats<'_>)
where
    S: Copy + for<'a, 'b> Searcher<PrincipalFirst<'a, Floats<'b>, 3>, 3>,
{
    let decision = SearchAgent::new("agent", searcher, Budget::new(u64::MAX).unwrap()).decide(tree);
    let plain = MaxN.search(tree, Limits::depth(DEPTH));
    assert_eq!(Some(decision.mv), plain.best_move);
    assert_eq!(decision.value, Some(plain.value));
    assert_eq!(decision.depth, DEPTH);
    assert!(decision.to_end);
    // It stopped at the end of the tree: no iteration beyond it.
    assert_eq!(decision.iteration_nodes.len(), DEPTH as usize);
    // Capped above the end, the answer is not to the end.
    let capped = Budget::new(u64::MAX)
        .unwrap()
        .with_depth_cap(DEPTH - 1)
        .unwrap();
    let shallower = SearchAgent::new("agent", searcher, capped).decide(tree);
    assert_eq!((shallower.depth, shallower.to_end), (DEPTH - 1, false));
}

// Not the branch-and-bound searchers: a synthetic tree's heuristic bounds hold at its leaves
// only, not at the depth cut-offs of the shallower iterations.
#[test]
fn without_ties_an_exact_searchers_agent_plays_plain_maxns_move() {
    for seed in 0..10 {
        let spec = TreeSpec::new(3, DEPTH, seed, Model::Random);
        let tree = Floats::root(&spec).unwrap();
        equals_plain_maxn(MaxN, &tree);
        equals_plain_maxn(Shallow, &tree);
        equals_plain_maxn(Speculative, &tree);
        equals_plain_maxn(LastBranch, &tree);
    }
}

#[test]
fn bad_budgets_are_errors_that_say_what_is_wrong() {
    assert_eq!(Budget::new(0), Err(BudgetError::ZeroNodeLimit));
    let budget = Budget::new(10).unwrap();
    assert_eq!(budget.with_depth_cap(0), Err(BudgetError::ZeroDepthCap));
    assert_eq!(
        budget.with_move_time(Duration::ZERO),
        Err(BudgetError::ZeroMoveTime)
    );
    assert!(
        BudgetError::ZeroNodeLimit
            .to_string()
            .contains("node limit")
    );
    assert!(BudgetError::ZeroDepthCap.to_string().contains("depth cap"));
    assert!(BudgetError::ZeroMoveTime.to_string().contains("move time"));
    let valid = budget
        .with_depth_cap(3)
        .and_then(|b| b.with_move_time(Duration::from_millis(5)))
        .unwrap();
    assert_eq!(
        (valid.node_limit(), valid.depth_cap(), valid.move_time()),
        (10, Some(3), Some(Duration::from_millis(5)))
    );
}
