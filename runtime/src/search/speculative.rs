//! Speculative max^n (Sturtevant 2003): Lemma-1 pruning that does not wait for the last
//! branch, re-searching what it pruned when a later child shows the prune was premature.

use crate::game::BoundedGame;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::result::SearchResult;
use crate::search::{Lent, Searcher, lemma};

/// Speculative max^n: returns exactly what [`MaxN`](crate::MaxN) returns (value and move,
/// ties to the left), visiting far fewer nodes when the moves are well ordered.
///
/// Each node receives the needs of its `n - 1` nearest ancestors (what a value must reach to
/// be adopted at each of them). When its best so far and those needs add up past `maxsum`
/// (Lemma 1, with the discrete cut-off `maxsum - (n-1)*delta` for integer scores), no later
/// child's value can reach the top of that window, and the node is pruned *speculatively*:
/// its parent sets it aside. If a later child of the parent turns out better both for the
/// parent's player and for the grandparent's bound, the set-aside children are re-searched,
/// each compared as if it had been searched in its own position, so ties still go to the
/// left. With perfect move ordering nothing is re-searched.
///
/// Re-searched nodes count in [`Stats::nodes`](crate::Stats::nodes) and in
/// [`Stats::reexpansions`](crate::Stats::reexpansions) (every node visited while re-searching).
/// Cut-offs are counted as `speculative` (Lemma 1 over two or more levels), `shallow` (the
/// parent's need alone, Korf's shallow pruning in its discrete form) and `immediate`.
///
/// With a [`Memory`] ([`Searcher::search_with`]): an exact outcome is stored as
/// [`Exact`](crate::EntryKind::Exact) (a node's exact outcome is its max^n value, whatever was
/// pruned below it: the pruned children's values are proven not to be adopted); a final cut (a
/// claim of one level) as [`Upper`](crate::EntryKind::Upper), a bound on the parent's player
/// that settles a later visit whose parent needs at least as much of the same player; a
/// prune claiming more levels depends on the ancestors' bounds and stores only the best move.
///
/// Requires a [`BoundedGame`]: without a `maxsum` nothing can be pruned.
#[derive(Clone, Copy, Debug, Default)]
pub struct Speculative;

impl Speculative {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "speculative";
}

impl<G: BoundedGame<N>, const N: usize> Searcher<G, N> for Speculative {
    const NAME: &'static str = Speculative::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        lemma::search::<G, N, true>(game, limits, None)
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
        lemma::search::<G, N, true>(game, limits, Some(Lent::new(memory)))
    }
}
