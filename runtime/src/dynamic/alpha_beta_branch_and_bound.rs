//! Alpha-beta branch-and-bound over a [`DynMonotonicHeuristic`] game: the dynamic twin of
//! [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound).

use crate::dynamic::branch_and_bound::search;
use crate::dynamic::{DynMonotonicHeuristic, DynSearchResult, DynSearcher};
use crate::limits::Limits;

/// Alpha-beta branch-and-bound with the player count, the bounds and the heuristic's tuples
/// read at run time; visits the same nodes, makes the same cut-offs and returns the same result
/// as [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound) (see there for the rules).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynAlphaBetaBranchAndBound;

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynAlphaBetaBranchAndBound {
    const NAME: &'static str = crate::AlphaBetaBranchAndBound::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, true>(game, limits)
    }
}
