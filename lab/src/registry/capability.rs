//! What a game offers the searchers, and how a game says it: [`Searchable`] with one of the
//! capability markers [`NoBounds`], [`Maxsum`] and [`Monotonic`].

use std::fmt;

use maxn::{
    AlphaBetaBranchAndBound, BoundedGame, BranchAndBound, Game, LastBranch, MaxN,
    MonotonicHeuristic, Paranoid, ParanoidBnB, PrincipalFirst, Searcher, Shallow, Speculative,
};

use super::algorithm::Algorithm;

/// What an algorithm needs of a game, weakest first (so `offers >= requires` says whether a
/// game can be searched with an algorithm).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Requirement {
    /// Any [`Game`]: plain max^n and paranoid search.
    Nothing,
    /// A declared `maxsum` ([`BoundedGame`]): the pruning searchers.
    Maxsum,
    /// A monotonic heuristic ([`MonotonicHeuristic`]): the branch-and-bound searchers.
    MonotonicHeuristic,
}

impl Requirement {
    /// What the requirement is, in words, for error messages.
    pub const fn description(self) -> &'static str {
        match self {
            Requirement::Nothing => "nothing beyond the rules",
            Requirement::Maxsum => "a maxsum (a bound on the sum of the players' scores)",
            Requirement::MonotonicHeuristic => {
                "a monotonic heuristic (bounds on the final scores that only narrow as play goes on)"
            }
        }
    }
}

/// A game the registry can search: it names the capability marker of the strongest
/// [`Requirement`] it meets, and the registry compiles every algorithm that needs no more.
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
/// #     const BOUNDS: Option<maxn::Bounds<u8>> = None;
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, _: &mut Self::Moves) {}
/// #     fn play(&mut self, _: u8) {}
/// #     fn outcome(&self) -> Option<[u8; 2]> { Some([1, 0]) }
/// #     fn evaluate(&self) -> [u8; 2] { [1, 0] }
/// # }
/// // A game without a maxsum: plain max^n and paranoid search only.
/// impl maxn_lab::registry::Searchable<2> for Race {
///     type Offers = maxn_lab::registry::NoBounds;
/// }
/// ```
pub trait Searchable<const N: usize>: Game<N> {
    /// [`NoBounds`], [`Maxsum`] (the game implements [`BoundedGame`]) or [`Monotonic`] (it
    /// implements [`MonotonicHeuristic`]).
    type Offers: Capability<Self, N>;
}

/// A capability marker: runs the algorithms a game with the capability can be searched with.
/// Implemented by [`NoBounds`], [`Maxsum`] and [`Monotonic`] only; a game names one of them
/// as [`Searchable::Offers`].
pub trait Capability<G: Game<N>, const N: usize> {
    /// The strongest requirement a game with this capability meets.
    const OFFERS: Requirement;

    /// Runs `job` with `algorithm`'s searcher, or `None` when the capability does not reach
    /// the algorithm's requirement.
    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output>;
}

/// Work to do with the searcher an [`Algorithm`] names, its type known only inside
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

/// The capability of a game that declares no `maxsum`: plain max^n and paranoid search.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoBounds;

/// The capability of a [`BoundedGame`]: every algorithm but the branch-and-bound ones.
#[derive(Clone, Copy, Debug, Default)]
pub struct Maxsum;

/// The capability of a [`MonotonicHeuristic`] game: every algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Monotonic;

impl<G: Game<N>, const N: usize> Capability<G, N> for NoBounds {
    const OFFERS: Requirement = Requirement::Nothing;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        Some(match algorithm {
            Algorithm::Maxn => job.run(MaxN),
            Algorithm::Paranoid => job.run(Paranoid),
            _ => return None,
        })
    }
}

impl<G: BoundedGame<N>, const N: usize> Capability<G, N> for Maxsum {
    const OFFERS: Requirement = Requirement::Maxsum;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        Some(match algorithm {
            Algorithm::Shallow => job.run(Shallow),
            Algorithm::LastBranch => job.run(LastBranch),
            Algorithm::Speculative => job.run(Speculative),
            _ => return NoBounds::run(algorithm, job),
        })
    }
}

impl<G: MonotonicHeuristic<N>, const N: usize> Capability<G, N> for Monotonic {
    const OFFERS: Requirement = Requirement::MonotonicHeuristic;

    fn run<J: SearcherJob<G, N>>(algorithm: Algorithm, job: J) -> Option<J::Output> {
        Some(match algorithm {
            Algorithm::Dfbnb => job.run(BranchAndBound),
            Algorithm::Abbnb => job.run(AlphaBetaBranchAndBound),
            Algorithm::ParanoidBnb => job.run(ParanoidBnB),
            _ => return Maxsum::run(algorithm, job),
        })
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
