//! What a game offers the searchers, and how a game says it: [`Searchable`] with one of the
//! capability markers [`NoMaxsum`], [`Maxsum`] and [`Monotonic`].

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use maxn::{BoundedGame, FreeTurnOrder, Game, MonotonicHeuristic};
use rayon::ThreadPool;

use super::algorithm::Algorithm;
use super::jobs::SearcherJob;
use super::requirement::Requirement;

/// A game the registry can search: it names the capability marker of the strongest
/// [`Requirement`] of the chain it meets, wrapped in [`FreeTurns`] if it also implements
/// [`FreeTurnOrder`], and the registry compiles every algorithm that needs no more.
///
/// ```
/// # use maxn::{Game, MoveList};
/// # #[derive(Clone)]
/// # struct Race;
/// # impl Game<2> for Race {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 2>;
/// #     const NAME: &'static str = "race";
/// #     type Bounds = maxn::NoBounds;
/// #     const BOUNDS: maxn::NoBounds = maxn::NoBounds;
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, _: &mut Self::Moves) {}
/// #     fn play(&mut self, _: u8) {}
/// #     fn outcome(&self) -> Option<[u8; 2]> { Some([1, 0]) }
/// #     fn evaluate(&self) -> [u8; 2] { [1, 0] }
/// # }
/// // A game without a maxsum: plain max^n, paranoid search and BRS+ only.
/// impl maxn_lab::registry::Searchable<2> for Race {
///     type Offers = maxn_lab::registry::NoMaxsum;
/// }
/// ```
///
/// A searchable game is `Send + Sync` with `Send + Sync` moves, so that any algorithm with a
/// parallel search ([`Algorithm::has_parallel_search`]) can search it on several threads;
/// plain data is.
pub trait Searchable<const N: usize>: Game<N, Move: Send + Sync> + Send + Sync {
    /// [`NoMaxsum`], [`Maxsum`] (the game implements [`BoundedGame`]) or [`Monotonic`] (it
    /// implements [`MonotonicHeuristic`]); any of them as `FreeTurns<...>` if the game
    /// implements [`FreeTurnOrder`].
    type Offers: Capability<Self, N>;
}

/// A capability marker: runs the algorithms a game with the capability can be searched with.
/// Implemented by [`NoMaxsum`], [`Maxsum`] and [`Monotonic`], and by [`FreeTurns`] around
/// any of them; a game names one as [`Searchable::Offers`].
pub trait Capability<G: Game<N>, const N: usize> {
    /// The strongest requirement of the chain (`Nothing`, `Maxsum`, `MonotonicHeuristic`) a
    /// game with this capability meets.
    const OFFERS: Requirement;

    /// Whether a game with this capability lets any player be given the move.
    const FREE_TURN_ORDER: bool = false;

    /// Runs `job` with `algorithm`'s searcher, or `None` when the capability does not reach
    /// the algorithm's requirement.
    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output>;

    /// Runs `job` with `algorithm`'s [`Parallel`](maxn::Parallel) searcher on `pool`, or `None` when the
    /// algorithm has no parallel search or the capability does not reach its requirement.
    fn run_parallel<J: SearcherJob<G, N>>(
        algorithm: Algorithm,
        job: J,
        pool: Arc<ThreadPool>,
    ) -> Option<J::Output>;
}

/// The capability of a game that declares no `maxsum`: plain max^n, paranoid search and BRS+.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoMaxsum;

/// The capability of a [`BoundedGame`]: every algorithm but the branch-and-bound ones.
#[derive(Clone, Copy, Debug, Default)]
pub struct Maxsum;

/// The capability of a [`MonotonicHeuristic`] game: every algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Monotonic;

impl<G: Game<N, Move: Send + Sync> + Send + Sync, const N: usize> Capability<G, N> for NoMaxsum {
    const OFFERS: Requirement = Requirement::Nothing;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        algorithm.run_unbounded(job)
    }

    fn run_parallel<J: SearcherJob<G, N>>(
        algorithm: Algorithm,
        job: J,
        pool: Arc<ThreadPool>,
    ) -> Option<J::Output> {
        algorithm.run_parallel_unbounded(job, pool)
    }
}

impl<G: BoundedGame<N, Move: Send + Sync> + Send + Sync, const N: usize> Capability<G, N>
    for Maxsum
{
    const OFFERS: Requirement = Requirement::Maxsum;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        algorithm.run_maxsum(job)
    }

    fn run_parallel<J: SearcherJob<G, N>>(
        algorithm: Algorithm,
        job: J,
        pool: Arc<ThreadPool>,
    ) -> Option<J::Output> {
        algorithm.run_parallel_maxsum(job, pool)
    }
}

impl<G: MonotonicHeuristic<N, Move: Send + Sync> + Send + Sync, const N: usize> Capability<G, N>
    for Monotonic
{
    const OFFERS: Requirement = Requirement::MonotonicHeuristic;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        algorithm.run_monotonic(job)
    }

    /// The parallel searches need at most a `maxsum`.
    fn run_parallel<J: SearcherJob<G, N>>(
        algorithm: Algorithm,
        job: J,
        pool: Arc<ThreadPool>,
    ) -> Option<J::Output> {
        algorithm.run_parallel_maxsum(job, pool)
    }
}

/// The capability `C` of a game that also implements [`FreeTurnOrder`]: everything `C`
/// offers, and Best-Reply Search.
///
/// ```
/// use maxn_games::chinese_checkers::ChineseCheckers;
/// use maxn_lab::registry::{Algorithm, FreeTurns, Maxsum, Searchable};
///
/// // How Chinese Checkers joins: a `maxsum`, and any player can be given the move.
/// let _: Option<<ChineseCheckers<3> as Searchable<3>>::Offers> = None::<FreeTurns<Maxsum>>;
/// assert!(Algorithm::Brs.check::<ChineseCheckers<3>, 3>().is_ok());
/// ```
pub struct FreeTurns<C>(PhantomData<C>);

impl<G: FreeTurnOrder<N>, C: Capability<G, N>, const N: usize> Capability<G, N> for FreeTurns<C> {
    const OFFERS: Requirement = C::OFFERS;
    const FREE_TURN_ORDER: bool = true;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        algorithm.run_free_turns::<G, J, N>(job, C::run)
    }

    fn run_parallel<J: SearcherJob<G, N>>(
        algorithm: Algorithm,
        job: J,
        pool: Arc<ThreadPool>,
    ) -> Option<J::Output> {
        C::run_parallel(algorithm, job, pool)
    }
}

/// An algorithm asked of a game that does not offer what it requires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The algorithm asked for.
    pub algorithm: Algorithm,
    /// The game's name ([`Game::NAME`]).
    pub game: &'static str,
    /// What the algorithm requires and the game lacks.
    pub lacks: Requirement,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} needs {}, which {} does not have",
            self.algorithm,
            self.lacks.description(),
            self.game
        )
    }
}

impl std::error::Error for Unsupported {}
