//! The search agent: a searcher under a budget, deepened iteratively, answering from its
//! deepest finished iteration.

use std::time::Instant;

use maxn::{
    Deepening, Game, IterativeDeepening, Limits, Memory, MoveBuffer, PositionHash, PrincipalFirst,
    Searcher,
};

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
/// use maxn_play::{Agent, Budget, SearchAgent};
/// # use maxn::{Bounds, Game, MoveList};
/// # /// The README's game: three players take 3, 2 or 1 of a pile of tokens in turn.
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Tokens { left: u8, taken: [u8; 3], to_move: usize }
/// # impl Game<3> for Tokens {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "Tokens";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { self.to_move }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) {
/// #         moves.extend((1..=self.left.min(3)).rev());
/// #     }
/// #     fn play(&mut self, take: u8) {
/// #         self.left -= take;
/// #         self.taken[self.to_move] += take;
/// #         self.to_move = (self.to_move + 1) % 3;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
/// #     fn evaluate(&self) -> [u8; 3] { self.taken }
/// # }
/// # impl Tokens { fn new(left: u8) -> Self { Self { left, taken: [0; 3], to_move: 0 } } }
///
/// let mut agent = SearchAgent::new("speculative", Speculative, Budget::new(20_000)?);
/// let decision = agent.decide(&Tokens::new(10));
/// assert!(decision.nodes <= 20_000);
/// // Ten tokens are searched to the end well within the budget: the deepening stops there.
/// assert!(decision.to_end);
/// assert_eq!(decision.iteration_nodes.len(), decision.depth as usize);
/// # Ok::<(), maxn_play::BudgetError>(())
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
        self.deepening
            .deepen_until(position, self.limits(), searched_to_the_end)
    }

    /// [`deepen`](Self::deepen) with `memory` lent to every iteration
    /// ([`IterativeDeepening::deepen_until_with`]).
    ///
    /// The memory can be the one of the agent's earlier moves: within iterative deepening a
    /// search uses only the values it stored itself, and takes from earlier searches (earlier
    /// iterations, earlier moves) only best moves and killers, which order the moves. So each
    /// iteration is still exactly `S` on the game with its moves in an order, as without a
    /// memory (with ties, that order can choose another of the tied moves); an entry of an
    /// earlier move is at worst a poor guess at the best move.
    pub fn deepen_with<G: PositionHash<N>, const N: usize>(
        &mut self,
        position: &G,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> Deepening<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let limits = self.limits();
        self.deepening
            .deepen_until_with(position, limits, memory, searched_to_the_end)
    }

    /// [`decide`](Agent::decide) with `memory` (see [`deepen_with`](Self::deepen_with)).
    pub fn decide_with<G: PositionHash<N>, const N: usize>(
        &mut self,
        position: &G,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> Decision<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let deepening = self.deepen_with(position, memory);
        decision(position, &deepening)
    }

    /// The limits of one move's deepening.
    fn limits(&self) -> Limits {
        Limits {
            depth: self.budget.depth_cap().unwrap_or(u32::MAX),
            nodes: Some(self.budget.node_limit()),
            deadline: self.budget.move_time().map(|time| Instant::now() + time),
        }
    }
}

/// Whether an iteration searched the game to its end (no horizon leaf): the last one needed.
fn searched_to_the_end<M, S, const N: usize>(iteration: &maxn::Iteration<M, S, N>) -> bool {
    iteration.result.stats.horizon_leaves == 0
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
        decision(position, &deepening)
    }

    fn budget(&self) -> Option<Budget> {
        Some(self.budget)
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.budget = budget;
        true
    }
}

/// The decision of a deepening at `position`: its deepest finished iteration's move, else the
/// first move generated.
fn decision<G: Game<N>, const N: usize>(
    position: &G,
    deepening: &Deepening<G::Move, G::Score, N>,
) -> Decision<G::Move, G::Score, N> {
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
