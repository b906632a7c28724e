//! How an algorithm runs on a game: whether the game offers what it needs, and its searcher
//! run on the game (one search or deepening, on one thread or on a pool).

use std::fmt;

use maxn::{Deepening, Limits, Memory, PositionHash, SearchResult};

use super::algorithm::{Algorithm, NoParallelSearch};
use super::capability::{Capability, Searchable, Unsupported};
use super::jobs::{Deepen, DeepenWith, Search, SearchWith, SearcherJob};
use super::threads::ThreadsError;

impl Algorithm {
    /// Whether `G` offers what the algorithm requires, or the error a search would return.
    pub fn check<G: Searchable<N>, const N: usize>(self) -> Result<(), Unsupported> {
        let offers = <G::Offers as Capability<G, N>>::OFFERS;
        let free_turn_order = <G::Offers as Capability<G, N>>::FREE_TURN_ORDER;
        if self.requires().is_met(offers, free_turn_order) {
            Ok(())
        } else {
            Err(Unsupported {
                algorithm: self,
                game: G::NAME,
                lacks: self.requires(),
            })
        }
    }

    /// The algorithms `G` can be searched with, in [`ALL`](Self::ALL)'s order.
    pub fn supported_by<G: Searchable<N>, const N: usize>() -> Vec<Algorithm> {
        Self::ALL
            .iter()
            .copied()
            .filter(|a| a.check::<G, N>().is_ok())
            .collect()
    }

    /// Runs `job` with this algorithm's searcher, whose kernel is specialised for `G`; an
    /// error when `G` does not offer what the algorithm requires. [`search`](Self::search) and
    /// [`deepen`](Self::deepen) are such jobs; an agent holding a budget can be another.
    pub fn with_searcher<G, J, const N: usize>(self, job: J) -> Result<J::Output, Unsupported>
    where
        G: Searchable<N>,
        J: SearcherJob<G, N>,
    {
        self.check::<G, N>()?;
        <G::Offers as Capability<G, N>>::run(self, job).ok_or(Unsupported {
            algorithm: self,
            game: G::NAME,
            lacks: self.requires(),
        })
    }

    /// Runs `job` as [`with_searcher`](Self::with_searcher) does, with the search of each
    /// position on `threads` threads: the sequential searcher for 1, else the
    /// [`Parallel`](maxn::Parallel) searcher on the shared pool of that many threads
    /// ([`pool`](super::pool); 0: one per core). Its answers are the sequential searcher's;
    /// node counts are too for max^n, not for the pruning searchers (see
    /// [`Parallel`](maxn::Parallel)).
    pub fn with_searcher_on<G, J, const N: usize>(
        self,
        job: J,
        threads: usize,
    ) -> Result<J::Output, SearchError>
    where
        G: Searchable<N>,
        J: SearcherJob<G, N>,
    {
        self.check::<G, N>()?;
        self.check_threads(threads)?;
        let Some(pool) = super::pool(threads)? else {
            return Ok(self.with_searcher(job)?);
        };
        <G::Offers as Capability<G, N>>::run_parallel(self, job, pool)
            .ok_or_else(|| NoParallelSearch(self).into())
    }

    /// Searches `game` within `limits` on `threads` threads (see
    /// [`with_searcher_on`](Self::with_searcher_on)).
    pub fn search_on<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
        threads: usize,
    ) -> Result<SearchResult<G::Move, G::Score, N>, SearchError> {
        self.with_searcher_on(Search { game, limits }, threads)
    }

    /// Searches `game` under iterative deepening on `threads` threads (see
    /// [`deepen`](Self::deepen) and [`with_searcher_on`](Self::with_searcher_on)).
    pub fn deepen_on<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
        threads: usize,
    ) -> Result<Deepening<G::Move, G::Score, N>, SearchError> {
        self.with_searcher_on(Deepen { game, limits }, threads)
    }

    /// Searches `game` within `limits` with this algorithm's specialised kernel.
    pub fn search<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> Result<SearchResult<G::Move, G::Score, N>, Unsupported> {
        self.with_searcher(Search { game, limits })
    }

    /// Searches `game` with this algorithm under iterative deepening (depth 1, 2, ... up to
    /// `limits.depth`, each iteration ordered by the previous one's best line; the node limit
    /// counts every iteration's nodes).
    pub fn deepen<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> Result<Deepening<G::Move, G::Score, N>, Unsupported> {
        self.with_searcher(Deepen { game, limits })
    }

    /// Searches `game` within `limits` with this algorithm's specialised kernel and `memory`
    /// ([`Searcher::search_with`](maxn::Searcher::search_with)): its transposition table and
    /// move ordering, as the searcher's docs say (the best-reply searches ignore it).
    pub fn search_with<G: Searchable<N> + PositionHash<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> Result<SearchResult<G::Move, G::Score, N>, Unsupported> {
        self.with_searcher(SearchWith {
            game,
            limits,
            memory,
        })
    }

    /// [`deepen`](Self::deepen) with `memory` kept across the iterations
    /// ([`IterativeDeepening::deepen_until_with`](maxn::IterativeDeepening::deepen_until_with)).
    pub fn deepen_with<G: Searchable<N> + PositionHash<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> Result<Deepening<G::Move, G::Score, N>, Unsupported> {
        self.with_searcher(DeepenWith {
            game,
            limits,
            memory,
        })
    }
}

/// Why a search on several threads cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The game does not offer what the algorithm requires.
    Unsupported(Unsupported),
    /// The algorithm has no parallel search.
    NoParallelSearch(NoParallelSearch),
    /// The system refused the threads.
    Threads(ThreadsError),
}

impl From<Unsupported> for SearchError {
    fn from(error: Unsupported) -> Self {
        Self::Unsupported(error)
    }
}

impl From<NoParallelSearch> for SearchError {
    fn from(error: NoParallelSearch) -> Self {
        Self::NoParallelSearch(error)
    }
}

impl From<ThreadsError> for SearchError {
    fn from(error: ThreadsError) -> Self {
        Self::Threads(error)
    }
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unsupported(error) => error.fmt(f),
            Self::NoParallelSearch(error) => error.fmt(f),
            Self::Threads(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SearchError {}
