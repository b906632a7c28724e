//! Agents of hidden-information games: handed what their seat may know, never the position.

use maxn::{Game, MoveBuffer};

use super::HiddenGame;
use super::observed::Observed;
use crate::agent::{Agent, Budget, Decision};

/// Chooses moves in a hidden-information game `G` from what its seat may know.
///
/// [`decide`](Self::decide) receives the seat's [`View`](HiddenGame::View) and the moves the
/// rules allow it (which depend only on what the seat sees), and nothing else: the other
/// seats' holdings are out of its reach. [`Blind`] seats such an agent at the matches and
/// tournaments of [`Observed`] games; a referee outside the program keeps the view itself
/// ([`HiddenGame::observe`]) and calls [`decide_from_view`](Self::decide_from_view).
pub trait SeatAgent<G: HiddenGame<N>, const N: usize> {
    /// The agent's name in records and reports.
    fn name(&self) -> &str;

    /// Chooses one of `moves` (non-empty, in the game's generation order) for the seat
    /// `view` describes.
    fn decide(&mut self, view: &G::View, moves: &[G::Move]) -> Decision<G::Move, G::Score, N>;

    /// Chooses a move for the seat `view` describes, its moves generated from the view
    /// ([`HiddenGame::legal_moves`]): all an outside referee has to give.
    fn decide_from_view(&mut self, view: &G::View) -> Decision<G::Move, G::Score, N> {
        let mut moves = G::Moves::default();
        G::legal_moves(view, &mut moves);
        assert!(
            !moves.is_empty(),
            "an agent was asked to move in a view of `{}` without moves",
            G::NAME
        );
        self.decide(view, moves.as_slice())
    }

    /// The budget of the agent's next decision (for PIMC, of one sample's search), if it
    /// searches under one.
    fn budget(&self) -> Option<Budget> {
        None
    }

    /// Sets the budget of the agent's later decisions, as [`Agent::set_budget`] does;
    /// `false`, changing nothing, when the agent has no budget.
    fn set_budget(&mut self, budget: Budget) -> bool {
        let _ = budget;
        false
    }
}

/// A [`SeatAgent`] seated at a match: each decision is handed the mover's view and the legal
/// moves, nothing more.
#[derive(Clone, Debug)]
pub struct Blind<A>(pub A);

impl<G, A, const N: usize> Agent<Observed<G, N>, N> for Blind<A>
where
    G: HiddenGame<N>,
    A: SeatAgent<G, N>,
{
    fn name(&self) -> &str {
        self.0.name()
    }

    fn decide(&mut self, position: &Observed<G, N>) -> Decision<G::Move, G::Score, N> {
        let mut moves = G::Moves::default();
        position.generate_moves(&mut moves);
        self.0
            .decide(position.view(position.to_move()), moves.as_slice())
    }

    fn budget(&self) -> Option<Budget> {
        self.0.budget()
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.0.set_budget(budget)
    }
}

/// An agent that sees the whole position: an agent of `G` playing an [`Observed`] game, the
/// "cheating" baseline whose edge measures the price of hidden information.
#[derive(Clone, Debug)]
pub struct Sighted<A>(pub A);

impl<G, A, const N: usize> Agent<Observed<G, N>, N> for Sighted<A>
where
    G: HiddenGame<N>,
    A: Agent<G, N>,
{
    fn name(&self) -> &str {
        self.0.name()
    }

    fn decide(&mut self, position: &Observed<G, N>) -> Decision<G::Move, G::Score, N> {
        self.0.decide(position.game())
    }

    fn budget(&self) -> Option<Budget> {
        self.0.budget()
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        self.0.set_budget(budget)
    }
}

/// A decision made without search: `moves[index]`, no nodes, no value.
pub fn unsearched<M: Copy, S, const N: usize>(moves: &[M], index: usize) -> Decision<M, S, N> {
    Decision {
        mv: moves[index],
        index,
        depth: 0,
        nodes: 0,
        to_end: false,
        value: None,
        iteration_nodes: Vec::new(),
    }
}

/// A boxed seat agent is a seat agent (a [`SeatSession`](crate::SeatSession) of an agent
/// chosen at run time).
impl<G: HiddenGame<N>, A: SeatAgent<G, N> + ?Sized, const N: usize> SeatAgent<G, N> for Box<A> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn decide(&mut self, view: &G::View, moves: &[G::Move]) -> Decision<G::Move, G::Score, N> {
        (**self).decide(view, moves)
    }

    fn budget(&self) -> Option<Budget> {
        (**self).budget()
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        (**self).set_budget(budget)
    }
}
