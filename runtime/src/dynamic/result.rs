//! What a dynamic search returns.

use crate::result::SearchResult;
use crate::stats::Stats;

/// The outcome of one dynamic search: [`SearchResult`] with the value tuple in a `Vec` (one
/// allocation per search, not per node).
#[derive(Clone, Debug, PartialEq)]
pub struct DynSearchResult<M, S> {
    /// The root's value tuple, one score per player. When a limit stopped the search early it
    /// is the best value among the root children searched to the end, or the root's static
    /// evaluation if there was none.
    pub value: Vec<S>,
    /// The move chosen at the root; `None` at a leaf, or when a limit stopped the search
    /// before any root child was searched to the end.
    pub best_move: Option<M>,
    /// The position of [`best_move`](Self::best_move) in the root's generation order.
    pub best_index: Option<usize>,
    /// The moves from the root along which the value was backed up.
    pub principal_line: Vec<M>,
    /// Node counts and cut-offs.
    pub stats: Stats,
    /// `false` when the node budget or deadline stopped the search before it finished.
    pub complete: bool,
}

impl<M: PartialEq, S: PartialEq, const N: usize> PartialEq<SearchResult<M, S, N>>
    for DynSearchResult<M, S>
{
    /// Equal when every field is: the same value, move, line, counts and completeness.
    fn eq(&self, other: &SearchResult<M, S, N>) -> bool {
        self.value.as_slice() == other.value.as_slice()
            && self.best_move == other.best_move
            && self.best_index == other.best_index
            && self.principal_line == other.principal_line
            && self.stats == other.stats
            && self.complete == other.complete
    }
}
