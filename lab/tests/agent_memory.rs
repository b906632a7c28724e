//! Search agents with a memory: with a table in the game's order and a depth cap (so no node
//! limit decides which iteration finishes), an agent keeping its memory from move to move
//! makes the decisions, value and depth included, of the same agent without one, over whole
//! games, in fewer nodes; and the budgets an agent cannot honour are refused.

use maxn::MoveOrdering;
use maxn_games::cards::SergeantMajor;
use maxn_lab::registry::Algorithm;
use maxn_lab::{AgentError, AlgorithmAgent};
use maxn_play::{Agent, Budget};

type Deal = SergeantMajor<6>;

/// Plays deal `seed` to its end with `agent` in every seat, and with `reference` deciding at
/// the same positions; checks each decision equal; returns both node totals.
fn play_along(
    seed: u64,
    agent: &mut AlgorithmAgent<Deal, 3>,
    reference: &mut AlgorithmAgent<Deal, 3>,
) -> (u64, u64) {
    let mut position = Deal::random(seed);
    let (mut nodes, mut reference_nodes) = (0, 0);
    while position.outcome().is_none() {
        let decision = agent.decide(&position);
        let expected = reference.decide(&position);
        assert_eq!(
            (decision.mv, decision.value, decision.depth),
            (expected.mv, expected.value, expected.depth),
            "deal {seed}"
        );
        nodes += decision.nodes;
        reference_nodes += expected.nodes;
        position.play(decision.mv);
    }
    (nodes, reference_nodes)
}

#[test]
fn a_table_kept_across_moves_changes_no_decision() {
    let budget = Budget::new(u64::MAX).unwrap().with_depth_cap(7).unwrap();
    let with = budget.with_memory(Some(1 << 20), MoveOrdering::Game);
    for algorithm in [Algorithm::Maxn, Algorithm::Speculative, Algorithm::Abbnb] {
        let (mut nodes, mut reference_nodes) = (0, 0);
        for seed in 0..2 {
            // One agent per game, its memory kept from move to move.
            let mut agent = AlgorithmAgent::remembering(algorithm, with).unwrap();
            let mut reference = AlgorithmAgent::new(algorithm, budget).unwrap();
            let (a, b) = play_along(seed, &mut agent, &mut reference);
            nodes += a;
            reference_nodes += b;
        }
        assert!(
            nodes < reference_nodes,
            "{algorithm:?}: {nodes} nodes with the table, {reference_nodes} without"
        );
    }
}

#[test]
fn budgets_an_agent_cannot_honour_are_refused() {
    let memory = Budget::default().with_memory(Some(1 << 20), MoveOrdering::Killers);
    // `new` keeps no memory: it says so rather than ignore the request.
    assert_eq!(
        AlgorithmAgent::<Deal, 3>::new(Algorithm::Maxn, memory).unwrap_err(),
        AgentError::NoPositionHash
    );
    assert_eq!(
        AlgorithmAgent::<Deal, 3>::remembering(Algorithm::Maxn, memory.with_threads(2))
            .unwrap_err(),
        AgentError::MemoryThreads(2)
    );
    let huge = Budget::default().with_memory(Some(usize::MAX / 2), MoveOrdering::Game);
    let error = AlgorithmAgent::<Deal, 3>::remembering(Algorithm::Maxn, huge).unwrap_err();
    assert!(matches!(error, AgentError::Table(_)), "{error}");
    assert!(error.to_string().contains("not enough memory"), "{error}");
    // Without a memory in the budget, `remembering` is `new`.
    let plain = AlgorithmAgent::<Deal, 3>::remembering(Algorithm::Maxn, Budget::default());
    assert!(plain.unwrap().memory().is_none());
}
