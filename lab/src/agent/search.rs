//! The search agent: a searcher under a budget, deepened iteratively, answering from its
//! deepest finished iteration.

use std::time::Instant;

use maxn::{Deepening, Game, IterativeDeepening, Limits, MoveBuffer, PrincipalFirst, Searcher};

use super::{Agent, Budget, Decision};

/// An agent that searches every move with `S` through [`IterativeDeepening`]: depths 1, 2, ...
/// under one node budget for the move, each iteration searching the previous one's principal
/// line first.
///
/// - It answers from the **deepest iteration that finished**; an iteration a limit stopped is
///   never the answer. If not even depth 1 finished, it plays the first move generated, with
///   [`depth`](Decision::depth) 0.
/// - It stops deepening once an iteration has searched the game **to its end** (its stats
///   count no [`horizon_leaves`](maxn::Stats::horizon_leaves)): a deeper one would repeat it.
/// - It never visits more nodes than the budget's node limit for one move.
///
/// Each answer is exactly what `S` returns at that depth on the game with the previous
/// iteration's line first ([`IterativeDeepening`] says how that can differ from `S` on the
/// game itself when values tie).
///
/// ```
/// use maxn::Speculative;
/// use maxn_games::cards::Hearts;
/// use maxn_lab::{Agent, Budget, SearchAgent};
///
/// let mut agent = SearchAgent::new("speculative", Speculative, Budget::new(20_000)?);
/// let deal = Hearts::<3>::random(7);
/// let decision = agent.decide(&deal);
/// assert!(decision.nodes <= 20_000);
/// assert!(decision.depth >= 1);
/// # Ok::<(), maxn_lab::BudgetError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SearchAgent<S> {
    name: String,
    deepening: IterativeDeepening<S>,
    budget: Budget,
}

impl<S> SearchAgent<S> {
    /// An agent named `name` searching with `searcher` within `budget` per move.
    pub fn new(name: impl Into<String>, searcher: S, budget: Budget) -> Self {
        Self {
            name: name.into(),
            deepening: IterativeDeepening(searcher),
            budget,
        }
    }

    /// The budget per move.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Every iteration the agent would run to decide at `position`, as
    /// [`IterativeDeepening::deepen_until`] returns them.
    pub fn deepen<G: Game<N>, const N: usize>(
        &mut self,
        position: &G,
    ) -> Deepening<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let limits = Limits {
            depth: self.budget.depth_cap().unwrap_or(u32::MAX),
            nodes: Some(self.budget.node_limit()),
            deadline: self.budget.move_time().map(|time| Instant::now() + time),
        };
        self.deepening.deepen_until(position, limits, |iteration| {
            iteration.result.stats.horizon_leaves == 0
        })
    }
}

impl<G: Game<N>, S, const N: usize> Agent<G, N> for SearchAgent<S>
where
    S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        let deepening = self.deepen(position);
        let nodes = deepening.stats().nodes;
        let iteration_nodes = deepening
            .iterations
            .iter()
            .map(|iteration| iteration.result.stats.nodes)
            .collect();
        let answer = deepening.deepest_complete().and_then(|iteration| {
            let result = &iteration.result;
            Some(Decision {
                mv: result.best_move?,
                index: result.best_index?,
                depth: iteration.depth,
                nodes,
                to_end: result.stats.horizon_leaves == 0,
                value: Some(result.value),
                iteration_nodes: Vec::new(),
            })
        });
        let decision = answer.unwrap_or_else(|| unsearched(position, nodes));
        Decision {
            iteration_nodes,
            ..decision
        }
    }
}

/// The decision when no iteration finished: the first move generated.
fn unsearched<G: Game<N>, const N: usize>(
    position: &G,
    nodes: u64,
) -> Decision<G::Move, G::Score, N> {
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    let Some(&mv) = moves.as_slice().first() else {
        panic!(
            "an agent was asked to move in a position of `{}` without moves",
            G::NAME
        );
    };
    Decision {
        mv,
        index: 0,
        depth: 0,
        nodes,
        to_end: false,
        value: None,
        iteration_nodes: Vec::new(),
    }
}
