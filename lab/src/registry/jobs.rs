//! Work done with a searcher whose type only the registry knows ([`SearcherJob`]), and the
//! ways the registry runs one on a game: one search, and iterative deepening, each with or
//! without a memory (transposition table and move ordering).

use maxn::{
    Deepening, Game, IterativeDeepening, Limits, Memory, PositionHash, PrincipalFirst,
    SearchResult, Searcher,
};

/// Work to do with the searcher an [`Algorithm`](super::Algorithm) names, its type known only inside
/// [`run`](Self::run) (so the kernel is specialised for the game): one search, iterative
/// deepening, or an agent's budgeted search.
pub trait SearcherJob<G: Game<N>, const N: usize> {
    /// What the work returns.
    type Output;

    /// Does the work with `searcher`, which can also search under iterative deepening
    /// (through [`PrincipalFirst`]).
    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>;
}

/// One search of `game` within `limits`.
pub(super) struct Search<'g, G> {
    pub(super) game: &'g G,
    pub(super) limits: Limits,
}

impl<G: Game<N>, const N: usize> SearcherJob<G, N> for Search<'_, G> {
    type Output = SearchResult<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        searcher.search(self.game, self.limits)
    }
}

/// Iterative deepening of `game` within `limits`, each iteration ordered by the previous
/// one's line.
pub(super) struct Deepen<'g, G> {
    pub(super) game: &'g G,
    pub(super) limits: Limits,
}

impl<G: Game<N>, const N: usize> SearcherJob<G, N> for Deepen<'_, G> {
    type Output = Deepening<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        IterativeDeepening(searcher).deepen(self.game, self.limits)
    }
}

/// One search of `game` within `limits` with `memory`.
pub(super) struct SearchWith<'g, G: Game<N>, const N: usize> {
    pub(super) game: &'g G,
    pub(super) limits: Limits,
    pub(super) memory: &'g mut Memory<G::Move, G::Score, N>,
}

impl<G: PositionHash<N>, const N: usize> SearcherJob<G, N> for SearchWith<'_, G, N> {
    type Output = SearchResult<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        searcher.search_with(self.game, self.limits, self.memory)
    }
}

/// Iterative deepening of `game` within `limits` with `memory` kept across the iterations.
pub(super) struct DeepenWith<'g, G: Game<N>, const N: usize> {
    pub(super) game: &'g G,
    pub(super) limits: Limits,
    pub(super) memory: &'g mut Memory<G::Move, G::Score, N>,
}

impl<G: PositionHash<N>, const N: usize> SearcherJob<G, N> for DeepenWith<'_, G, N> {
    type Output = Deepening<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        IterativeDeepening(searcher)
            .deepen_until_with(self.game, self.limits, self.memory, |_| false)
    }
}
