//! Alpha-beta branch-and-bound over a [`DynMonotonicHeuristic`] game: the dynamic twin of
//! [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound).

use crate::dynamic::branch_and_bound::{search, search_with};
use crate::dynamic::{DynMonotonicHeuristic, DynPositionHash, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::memory::Memory;

/// Alpha-beta branch-and-bound with the player count, the bounds and the heuristic's tuples
/// read at run time; visits the same nodes, makes the same cut-offs and returns the same result
/// as [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound) (see there for the rules),
/// with a [`Memory`] too ([`search_with`](Self::search_with)).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynAlphaBetaBranchAndBound;

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynAlphaBetaBranchAndBound {
    const NAME: &'static str = crate::AlphaBetaBranchAndBound::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, true>(game, limits)
    }
}

impl DynAlphaBetaBranchAndBound {
    /// Searches `game` within `limits` with `memory`, as
    /// [`DynBranchAndBound::search_with`](crate::dynamic::DynBranchAndBound::search_with).
    pub fn search_with<G: DynMonotonicHeuristic + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, true, W>(game, limits, memory)
    }
}
