//! The algorithms by name: what each is called on the command line, whether it is exact, what
//! it needs of a game, and each one's searcher dispatched by a game's capability (how it runs
//! on a game is `run.rs`).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use maxn::dynamic::{DynMonotonicHeuristic, DynSearchResult, DynSearcher};
use maxn::{BoundedGame, FreeTurnOrder, Game, Limits, MonotonicHeuristic};
use rayon::ThreadPool;

use super::jobs::SearcherJob;
use super::requirement::Requirement;
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
