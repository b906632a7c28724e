//! The macro that turns the algorithm table (at the top of `algorithm.rs`, one line per
//! algorithm) into the [`Algorithm`](super::Algorithm) enum, its properties and the match
//! arms that run each algorithm's searcher on the games that offer what it needs.
//!
//! A line reads `Variant: Searcher, needs Requirement, exact|rule, parallel|serial,
//! DynTwin|no_twin, "summary";`. The searcher's name is its own `NAME` item in the runtime.
//! Each capability's dispatch gets an arm for every algorithm; [`offers!`] keeps the call of
//! the searcher only where the capability meets the requirement (elsewhere the arm is `None`
//! and the call, which would not type-check, is dropped before type checking).

/// `Some(call)` when a game of capability `$cap` meets requirement `$needs`, else `None`.
/// For `FreeTurns` the other algorithms go to the wrapped capability (`$otherwise`).
macro_rules! offers {
    (NoMaxsum, Nothing, $call:expr, $otherwise:expr) => {
        Some($call)
    };
    (NoMaxsum, $needs:ident, $call:expr, $otherwise:expr) => {
        None
    };
    (Maxsum, Nothing, $call:expr, $otherwise:expr) => {
        Some($call)
    };
    (Maxsum, Maxsum, $call:expr, $otherwise:expr) => {
        Some($call)
    };
    (Maxsum, $needs:ident, $call:expr, $otherwise:expr) => {
        None
    };
    (Monotonic, FreeTurnOrder, $call:expr, $otherwise:expr) => {
        None
    };
    (Monotonic, $needs:ident, $call:expr, $otherwise:expr) => {
        Some($call)
    };
    (FreeTurns, FreeTurnOrder, $call:expr, $otherwise:expr) => {
        Some($call)
    };
    (FreeTurns, $needs:ident, $call:expr, $otherwise:expr) => {
        $otherwise
    };
}

/// [`offers!`] for the parallel search: `None` for an algorithm without one.
macro_rules! offers_parallel {
    (serial, $cap:ident, $needs:ident, $call:expr) => {
        None
    };
    (parallel, $cap:ident, $needs:ident, $call:expr) => {
        offers!($cap, $needs, $call, None)
    };
}

/// The dynamic twin's search, or the error of an algorithm without one.
macro_rules! twin_search {
    (no_twin, $algorithm:expr, $game:expr, $limits:expr) => {
        return Err(NoDynamicTwin($algorithm))
    };
    ($twin:ident, $algorithm:expr, $game:expr, $limits:expr) => {
        maxn::dynamic::$twin.search($game, $limits)
    };
}

/// The whole table: see the module's documentation.
macro_rules! algorithms {
    (@exact exact) => { true };
    (@exact rule) => { false };
    (@parallel parallel) => { true };
    (@parallel serial) => { false };
    ($(
        $variant:ident: $searcher:ident, needs $needs:ident, $exact:ident, $parallel:ident,
        $twin:ident, $summary:literal;
    )*) => {
        /// A search algorithm of the library, chosen by name at run time.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Algorithm {
            $(
                #[doc = concat!($summary, " ([`", stringify!($searcher), "`](maxn::",
                                stringify!($searcher), ")).")]
                $variant,
            )*
        }

        impl Algorithm {
            /// Every algorithm, in the order reports list them; plain max^n first, as the
            /// reference, then the rest of [`REPRODUCED`](Self::REPRODUCED), then the later
            /// rivals.
            pub const ALL: &'static [Algorithm] = &[$(Algorithm::$variant),*];

            /// The name as the command line spells it (and [`FromStr`](std::str::FromStr)
            /// reads it): the searcher's own `NAME` in the runtime.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Algorithm::$variant => maxn::$searcher::NAME,)*
                }
            }

            /// One line saying what the algorithm is, for help texts.
            pub const fn summary(self) -> &'static str {
                match self {
                    $(Algorithm::$variant => $summary,)*
                }
            }

            /// Whether the algorithm returns exactly max^n's value and root move (paranoid
            /// search and the best-reply searches follow other decision rules).
            pub const fn is_exact(self) -> bool {
                match self {
                    $(Algorithm::$variant => algorithms!(@exact $exact),)*
                }
            }

            /// Whether the algorithm can search one position on several threads
            /// ([`Parallel`](maxn::Parallel)).
            pub const fn has_parallel_search(self) -> bool {
                match self {
                    $(Algorithm::$variant => algorithms!(@parallel $parallel),)*
                }
            }

            /// What the algorithm needs of a game.
            pub const fn requires(self) -> Requirement {
                match self {
                    $(Algorithm::$variant => Requirement::$needs,)*
                }
            }

            /// Searches `game` with this algorithm's dynamic twin (player count and bounds
            /// read at run time), for comparison with the specialised kernel. The twins are
            /// compiled for games with every capability, so this takes a
            /// [`DynMonotonicHeuristic`] game. An algorithm without a twin (the best-reply
            /// searches, zero-window paranoid) is an error.
            pub fn search_dynamic<G: DynMonotonicHeuristic>(
                self,
                game: &G,
                limits: Limits,
            ) -> Result<DynSearchResult<G::Move, G::Score>, NoDynamicTwin> {
                Ok(match self {
                    $(Algorithm::$variant => twin_search!($twin, self, game, limits),)*
                })
            }

            /// Runs `job` with the searcher of an algorithm that needs nothing of `G`.
            pub(super) fn run_unbounded<G, J, const N: usize>(self, job: J) -> Option<J::Output>
            where
                G: Game<N, Move: Send + Sync> + Send + Sync,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => offers!(NoMaxsum, $needs, job.run(maxn::$searcher), None),)*
                }
            }

            /// Runs `job` with the searcher of an algorithm that needs at most a `maxsum`.
            pub(super) fn run_maxsum<G, J, const N: usize>(self, job: J) -> Option<J::Output>
            where
                G: BoundedGame<N, Move: Send + Sync> + Send + Sync,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => offers!(Maxsum, $needs, job.run(maxn::$searcher), None),)*
                }
            }

            /// Runs `job` with the searcher of an algorithm that needs at most a monotonic
            /// heuristic.
            pub(super) fn run_monotonic<G, J, const N: usize>(self, job: J) -> Option<J::Output>
            where
                G: MonotonicHeuristic<N, Move: Send + Sync> + Send + Sync,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => offers!(Monotonic, $needs, job.run(maxn::$searcher), None),)*
                }
            }

            /// Runs `job` with the searcher of an algorithm that needs a free turn order, or
            /// hands the others to `otherwise` (the wrapped capability's dispatch).
            pub(super) fn run_free_turns<G, J, const N: usize>(
                self,
                job: J,
                otherwise: fn(Algorithm, J) -> Option<J::Output>,
            ) -> Option<J::Output>
            where
                G: FreeTurnOrder<N>,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => {
                        offers!(FreeTurns, $needs, job.run(maxn::$searcher), otherwise(self, job))
                    })*
                }
            }

            /// Runs `job` with the [`Parallel`](maxn::Parallel) searcher of an algorithm that has one and
            /// needs nothing of `G`, on `pool`.
            pub(super) fn run_parallel_unbounded<G, J, const N: usize>(
                self,
                job: J,
                pool: Arc<ThreadPool>,
            ) -> Option<J::Output>
            where
                G: Game<N, Move: Send + Sync> + Send + Sync,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => offers_parallel!(
                        $parallel, NoMaxsum, $needs,
                        job.run(maxn::Parallel::new(maxn::$searcher).on_pool(pool))
                    ),)*
                }
            }

            /// [`run_parallel_unbounded`](Self::run_parallel_unbounded) for a game with a
            /// `maxsum`.
            pub(super) fn run_parallel_maxsum<G, J, const N: usize>(
                self,
                job: J,
                pool: Arc<ThreadPool>,
            ) -> Option<J::Output>
            where
                G: BoundedGame<N, Move: Send + Sync> + Send + Sync,
                J: SearcherJob<G, N>,
            {
                match self {
                    $(Algorithm::$variant => offers_parallel!(
                        $parallel, Maxsum, $needs,
                        job.run(maxn::Parallel::new(maxn::$searcher).on_pool(pool))
                    ),)*
                }
            }
        }
    };
}
