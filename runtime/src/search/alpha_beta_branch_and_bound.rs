//! Alpha-beta branch-and-bound for max^n (Sturtevant & Korf 2000): shallow pruning on the
//! backed-up scores, tightened by a monotonic heuristic's lower bounds on the other players.

use crate::game::MonotonicHeuristic;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::result::SearchResult;
use crate::search::branch_and_bound::search;
use crate::search::{Lent, Searcher};

/// Alpha-beta branch-and-bound (ABBnB): returns exactly what [`MaxN`](crate::MaxN) returns
/// (value and move, ties to the left).
///
/// Everything [`BranchAndBound`](crate::BranchAndBound) prunes, plus shallow pruning whose
/// bound is tightened by the heuristic: after a child, a node where player `i` moves below a
/// parent where player `p` moves is cut when no later child can be strictly better for `i`
/// and still reach what `p` needs, given that every other player `x` gets at least its
/// heuristic lower bound `h_low(x)` here:
///
/// ```text
/// (best[i] + delta) + need(p) + sum of h_low(x) for x not in {i, p}  >  maxsum
/// ```
///
/// and the best so far does not reach the parent's need itself (the paper's test is
/// `best[i] >= bound - heuristic`; the step `delta` and the check of the best make it the
/// discrete form, which the paper points out for integer scores). For two players this is
/// alpha-beta.
///
/// With a [`Memory`] ([`Searcher::search_with`]): exact outcomes are stored as exact entries,
/// cuts (the value fails the parent's need) as bounds on the parent's player, reused when the
/// new parent needs at least as much of that player.
///
/// Cut-offs are counted as `immediate`, `shallow` (the cut needed no heuristic) and
/// `branch_and_bound` (it did, or the node was not searched at all).
#[derive(Clone, Copy, Debug, Default)]
pub struct AlphaBetaBranchAndBound;

impl AlphaBetaBranchAndBound {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "abbnb";
}

impl<G: MonotonicHeuristic<N>, const N: usize> Searcher<G, N> for AlphaBetaBranchAndBound {
    const NAME: &'static str = AlphaBetaBranchAndBound::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        search::<G, N, true>(game, limits, None)
    }

    fn search_with(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N>,
    {
        search::<G, N, true>(game, limits, Some(Lent::new(memory)))
    }
}
