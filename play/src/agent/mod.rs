//! Agents: what chooses a move for a position, and the record of how it chose.

mod budget;
pub mod mcts;
mod mp_mix;
mod search;

pub use budget::{Budget, BudgetError};
pub use mp_mix::{MixRule, MpMixAgent, MpMixError, MpMixOptions, NoMaxp};
pub use search::SearchAgent;

use maxn::Game;

/// Chooses moves in games of type `G`.
///
/// A match asks an agent only about positions that are not over and have at least one move.
/// `decide` takes `&mut self` so that an agent may keep state between its moves (a tree it
/// reuses, a random generator); a tournament makes a fresh agent for every game
/// ([`Entrant`](crate::Entrant)), so that state never leaks from one game to another.
pub trait Agent<G: Game<N>, const N: usize> {
    /// The agent's name in records and reports, such as `"speculative"`.
    fn name(&self) -> &str;

    /// Chooses a move for the player to move in `position`.
    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N>;

    /// The budget of the agent's next move, if it searches under one.
    fn budget(&self) -> Option<Budget> {
        None
    }

    /// Sets the budget of the agent's later moves, keeping everything else it holds (its
    /// memory, its trees): what a [`Session`](crate::Session) does for a `go` with a budget
    /// of its own. Returns `false`, changing nothing, when the agent has no budget.
    fn set_budget(&mut self, budget: Budget) -> bool {
        let _ = budget;
        false
    }
}

/// A move chosen by an agent, and how it was chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<M, S, const N: usize> {
    /// The move.
    pub mv: M,
    /// Its position in the game's own generation order at that position.
    pub index: usize,
    /// The depth of the deepest search iteration that finished, whose answer this is; 0 when
    /// none finished within the budget and the move is the first generated, unsearched.
    pub depth: u32,
    /// Nodes visited for this decision, over every iteration (the one a limit stopped
    /// included, re-expansions included).
    pub nodes: u64,
    /// Whether the answering iteration saw every line it followed to the end of the game (no
    /// position at its depth limit was guessed by the evaluation): deeper search would not
    /// change it.
    pub to_end: bool,
    /// The value the answering iteration backed up (maximisation form, as searchers report
    /// it), or `None` when no iteration finished.
    pub value: Option<[S; N]>,
    /// The nodes of each iteration run, depth 1 first; only the last can be unfinished.
    pub iteration_nodes: Vec<u64>,
}

/// A boxed agent is an agent (the catalogue hands out `Box<dyn Agent>`s, which a
/// [`Session`](crate::Session) takes as they are).
impl<G: Game<N>, A: Agent<G, N> + ?Sized, const N: usize> Agent<G, N> for Box<A> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        (**self).decide(position)
    }

    fn budget(&self) -> Option<Budget> {
        (**self).budget()
    }

    fn set_budget(&mut self, budget: Budget) -> bool {
        (**self).set_budget(budget)
    }
}
