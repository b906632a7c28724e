//! What a search returns.

use crate::game::Game;
use crate::score::Score;
use crate::stats::Stats;

/// The outcome of one search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M, S, const N: usize> {
    /// The root's value tuple. When a limit stopped the search early it is the best value
    /// among the root children searched to the end, or the root's static evaluation if there
    /// was none.
    pub value: [S; N],
    /// The move chosen at the root; `None` at a leaf, or when a limit stopped the search
    /// before any root child was searched to the end.
    pub best_move: Option<M>,
    /// The position of [`best_move`](Self::best_move) in the root's generation order.
    pub best_index: Option<usize>,
    /// The moves from the root along which the value was backed up, as far as the searcher
    /// knows them (pruned subtrees can shorten it).
    pub principal_line: Vec<M>,
    /// Node counts and cut-offs.
    pub stats: Stats,
    /// `false` when the node budget or deadline stopped the search before it finished.
    pub complete: bool,
}

impl<M, S: Score, const N: usize> SearchResult<M, S, N> {
    /// The root value in the game's own scores: [`value`](Self::value) itself for a
    /// maximisation game, mapped back by [`Objective::own_scores`](crate::Objective::own_scores)
    /// for a minimisation game (such as Hearts points, where the searchers saw `maxp - s`).
    pub fn own_value<G: Game<N, Score = S>>(&self) -> [S; N] {
        G::OBJECTIVE.own_scores(self.value)
    }
}
