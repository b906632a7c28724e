//! Last-branch max^n (Sturtevant 2003): Lemma-1 pruning only where it can never need a
//! re-search.

use crate::game::BoundedGame;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::result::SearchResult;
use crate::search::{Lent, Searcher, lemma};

/// Last-branch max^n: returns exactly what [`MaxN`](crate::MaxN) returns (value and move,
/// ties to the left).
///
/// Prunes under Lemma 1 (the needs of the `n - 1` nearest ancestors add up past `maxsum`, with
/// the discrete cut-off for integer scores) only when every intermediate node of the sequence
/// is searching its last branch and its best so far would not be adopted by its own parent;
/// the first and last nodes of the sequence may be on any branch after their first. A
/// directional algorithm: it never re-searches, and everything it prunes, [`Speculative`]
/// prunes too.
///
/// With a [`Memory`] ([`Searcher::search_with`]): as [`Speculative`]'s (exact outcomes as
/// exact entries, final cuts as bounds on the parent's player, other prunes as moves).
///
/// Cut-offs are counted as `last_branch` (Lemma 1 over two or more levels), `shallow` and
/// `immediate`.
///
/// [`Speculative`]: crate::Speculative
#[derive(Clone, Copy, Debug, Default)]
pub struct LastBranch;

impl LastBranch {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "last-branch";
}

impl<G: BoundedGame<N>, const N: usize> Searcher<G, N> for LastBranch {
    const NAME: &'static str = LastBranch::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        lemma::search::<G, N, false>(game, limits, None)
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
        lemma::search::<G, N, false>(game, limits, Some(Lent::new(memory)))
    }
}
