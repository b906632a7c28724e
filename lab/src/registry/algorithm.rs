//! The algorithms by name: what each is called on the command line, whether it is exact, what
//! it needs of a game, and how it runs on one.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use maxn::dynamic::{DynMonotonicHeuristic, DynSearchResult, DynSearcher};
use maxn::{
    BoundedGame, Deepening, FreeTurnOrder, Game, Limits, Memory, MonotonicHeuristic, PositionHash,
    SearchResult,
};
use rayon::ThreadPool;

use super::capability::{Capability, Requirement, Searchable, SearcherJob, Unsupported};
use super::jobs::{Deepen, DeepenWith, Search, SearchWith};
use super::threads::ThreadsError;
use crate::choice::CatalogueError;

// The algorithms, one line each: the variant, its searcher in `maxn` (whose own `NAME` item
// is the algorithm's name), what it needs of a game ([`Requirement`]), whether it is exact
// with respect to max^n or follows another decision `rule`, whether it has a `parallel`
// search, its dynamic twin in `maxn::dynamic` (or `no_twin`), and the summary help texts
// show. A new algorithm is a new line (see `table.rs` for what the macro makes of it).
algorithms! {
    Maxn: MaxN, needs Nothing, exact, parallel, DynMaxN, "Plain max^n, no pruning";
    Shallow: Shallow, needs Maxsum, exact, serial, DynShallow, "Immediate and shallow pruning (Korf 1991)";
    Dfbnb: BranchAndBound, needs MonotonicHeuristic, exact, serial, DynBranchAndBound, "Depth-first branch-and-bound on the game's monotonic heuristic (Sturtevant & Korf 2000)";
    Abbnb: AlphaBetaBranchAndBound, needs MonotonicHeuristic, exact, serial, DynAlphaBetaBranchAndBound, "Alpha-beta branch-and-bound (Sturtevant & Korf 2000)";
    LastBranch: LastBranch, needs Maxsum, exact, serial, DynLastBranch, "Last-branch pruning under Lemma 1 (Sturtevant 2003)";
    Speculative: Speculative, needs Maxsum, exact, parallel, DynSpeculative, "Speculative max^n: Lemma-1 prunes, undone and re-searched when needed (Sturtevant 2003)";
    Paranoid: Paranoid, needs Nothing, rule, parallel, DynParanoid, "Alpha-beta for the root player against a coalition of the others (another decision rule)";
    ParanoidBnb: ParanoidBnB, needs MonotonicHeuristic, rule, serial, DynParanoidBnB, "Paranoid, its window narrowed by the game's monotonic heuristic";
    Brs: BestReply, needs FreeTurnOrder, rule, serial, no_twin, "Best-Reply Search: against the strongest reply of any one opponent (Schadd & Winands 2011)";
    BrsPlus: BestReplyPlus, needs Nothing, rule, serial, no_twin, "BRS+: best reply in turn order, the other opponents playing their first move (Esser et al. 2013)";
    ParanoidZw: ParanoidZeroWindow, needs Maxsum, rule, serial, no_twin, "Paranoid with zero-window searches: paranoid's answers, fewer nodes when moves are well ordered";
}

impl Algorithm {
    /// The algorithms of the papers whose experiments the lab reproduces (max^n, its exact
    /// pruning family and paranoid), in [`ALL`](Self::ALL)'s order: the node-count experiments
    /// (`trees`, `sergeant-major`, `chinese-checkers`) compare these, so the published tables
    /// do not change when a later rival joins the registry.
    pub const REPRODUCED: &'static [Algorithm] = &[
        Algorithm::Maxn,
        Algorithm::Shallow,
        Algorithm::Dfbnb,
        Algorithm::Abbnb,
        Algorithm::LastBranch,
        Algorithm::Speculative,
        Algorithm::Paranoid,
        Algorithm::ParanoidBnb,
    ];

    /// The algorithm named `name` (the command-line spelling), or an error listing the names.
    pub fn from_name(name: &str) -> Result<Algorithm, CatalogueError> {
        crate::choice::find_by_name("algorithm", name, Self::ALL, Algorithm::name)
    }

    /// Whether the algorithm can search on `threads` threads (1 always; more, or 0 for one per
    /// core, only with a [parallel search](Self::has_parallel_search)).
    pub fn check_threads(self, threads: usize) -> Result<(), NoParallelSearch> {
        if threads == 1 || self.has_parallel_search() {
            Ok(())
        } else {
            Err(NoParallelSearch(self))
        }
    }

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

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An algorithm is written by its [name](Algorithm::name) in reports (JSON, CSV).
impl serde::Serialize for Algorithm {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = CatalogueError;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::from_name(name)
    }
}

/// An algorithm without a parallel search, asked for more than one thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoParallelSearch(pub Algorithm);

impl fmt::Display for NoParallelSearch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parallel: Vec<&str> = Algorithm::ALL
            .iter()
            .filter(|a| a.has_parallel_search())
            .map(|a| a.name())
            .collect();
        let (last, rest) = parallel.split_last().expect("some algorithms are parallel");
        write!(
            f,
            "{} searches on one thread only; the algorithms with a parallel search are {} and \
             {last}",
            self.0,
            rest.join(", ")
        )
    }
}

impl std::error::Error for NoParallelSearch {}

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

/// An algorithm without a dynamic twin, asked for one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoDynamicTwin(pub Algorithm);

impl fmt::Display for NoDynamicTwin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} has no dynamic twin; search it with the specialised kernel",
            self.0
        )
    }
}

impl std::error::Error for NoDynamicTwin {}
