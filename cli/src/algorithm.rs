//! The algorithms the command offers, by the names it spells them, and the games it searches
//! with them.

use clap::ValueEnum;
use maxn::{
    AlphaBetaBranchAndBound, BoundedGame, BranchAndBound, Deepening, DynAlphaBetaBranchAndBound,
    DynBranchAndBound, DynLastBranch, DynMaxN, DynMonotonicHeuristic, DynParanoid, DynParanoidBnB,
    DynSearchResult, DynSearcher, DynShallow, DynSpeculative, Game, IterativeDeepening, LastBranch,
    Limits, MaxN, MonotonicHeuristic, Paranoid, ParanoidBnB, PrincipalFirst, SearchResult,
    Searcher, Shallow, Speculative,
};
use maxn_games::cards::{Hearts, SergeantMajor, Spades, Valuation};
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_games::synthetic::{Scale, Tree};

use crate::error::CliError;

/// A search algorithm, chosen at run time on the command line; each arm calls the library's
/// searcher type, whose kernel is specialised for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Algorithm {
    /// Plain max^n, no pruning.
    Maxn,
    /// Immediate and shallow pruning (Korf 1991).
    Shallow,
    /// Depth-first branch-and-bound on the game's monotonic heuristic (Sturtevant & Korf 2000).
    Dfbnb,
    /// Alpha-beta branch-and-bound (Sturtevant & Korf 2000).
    Abbnb,
    /// Last-branch pruning under Lemma 1 (Sturtevant 2003).
    LastBranch,
    /// Speculative max^n: Lemma-1 prunes, undone and re-searched when needed (Sturtevant 2003).
    Speculative,
    /// Alpha-beta for the root player against a coalition of the others (another decision rule).
    Paranoid,
    /// Paranoid, its window narrowed by the game's monotonic heuristic.
    ParanoidBnb,
}

/// How a searcher chosen by [`Algorithm`] runs: alone ([`Single`]) or under iterative
/// deepening ([`Deepen`]).
pub trait Run<G: Game<N>, const N: usize> {
    /// What the run returns.
    type Output;

    /// Runs `searcher` on `game`.
    fn run<X>(self, searcher: X, game: &G, limits: Limits) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>;
}

/// One search to the full depth.
pub struct Single;

impl<G: Game<N>, const N: usize> Run<G, N> for Single {
    type Output = SearchResult<G::Move, G::Score, N>;

    fn run<X>(self, mut searcher: X, game: &G, limits: Limits) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        searcher.search(game, limits)
    }
}

/// Iterative deepening, each iteration ordered by the previous one's line.
pub struct Deepen;

impl<G: Game<N>, const N: usize> Run<G, N> for Deepen {
    type Output = Deepening<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X, game: &G, limits: Limits) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        IterativeDeepening(searcher).deepen(game, limits)
    }
}

/// The searches of a game the command offers: every algorithm needs the game's bounds, and
/// some a monotonic heuristic, which not every game has (Chinese Checkers has none).
pub trait Searchable<const N: usize>: BoundedGame<N> {
    /// The game's name in messages.
    const GAME: &'static str;

    /// Runs an algorithm that needs a monotonic heuristic, or says the game has none.
    fn heuristic_search<R: Run<Self, N>>(
        algorithm: Algorithm,
        game: &Self,
        limits: Limits,
        run: R,
    ) -> Result<R::Output, CliError>;
}

/// The heuristic searches of a game with a monotonic heuristic.
fn with_heuristic<G: MonotonicHeuristic<N>, R: Run<G, N>, const N: usize>(
    algorithm: Algorithm,
    game: &G,
    limits: Limits,
    run: R,
) -> R::Output {
    match algorithm {
        Algorithm::ParanoidBnb => run.run(ParanoidBnB, game, limits),
        Algorithm::Dfbnb => run.run(BranchAndBound, game, limits),
        Algorithm::Abbnb => run.run(AlphaBetaBranchAndBound, game, limits),
        // The others need no heuristic: the same searches as for any bounded game.
        Algorithm::Maxn => run.run(MaxN, game, limits),
        Algorithm::Shallow => run.run(Shallow, game, limits),
        Algorithm::Paranoid => run.run(Paranoid, game, limits),
        Algorithm::LastBranch => run.run(LastBranch, game, limits),
        Algorithm::Speculative => run.run(Speculative, game, limits),
    }
}

/// Implements [`Searchable`] for games with a monotonic heuristic.
macro_rules! searchable_with_heuristic {
    ($game:literal, [$($generics:tt)*] $type:ty, $n:expr) => {
        impl<$($generics)*> Searchable<{ $n }> for $type {
            const GAME: &'static str = $game;

            fn heuristic_search<R: Run<Self, { $n }>>(
                algorithm: Algorithm,
                game: &Self,
                limits: Limits,
                run: R,
            ) -> Result<R::Output, CliError> {
                Ok(with_heuristic(algorithm, game, limits, run))
            }
        }
    };
}

searchable_with_heuristic!("sergeant-major", [const T: usize] SergeantMajor<T>, 3);
searchable_with_heuristic!("spades", [const T: usize] Spades<T>, 3);
searchable_with_heuristic!("hearts", [V: Valuation] Hearts<3, V>, 3);
searchable_with_heuristic!("hearts", [V: Valuation] Hearts<4, V>, 4);
searchable_with_heuristic!("tree", [K: Scale, const N: usize] Tree<'_, K, N>, N);

impl<const N: usize> Searchable<N> for ChineseCheckers<N> {
    const GAME: &'static str = "chinese-checkers";

    fn heuristic_search<R: Run<Self, N>>(
        algorithm: Algorithm,
        _: &Self,
        _: Limits,
        _: R,
    ) -> Result<R::Output, CliError> {
        Err(no_heuristic(algorithm, Self::GAME))
    }
}

fn no_heuristic(algorithm: Algorithm, game: &str) -> CliError {
    CliError::Usage(format!(
        "--algorithm {}: needs a monotonic heuristic (bounds on the final scores that only \
         narrow as play goes on), which {game} does not have",
        algorithm.name()
    ))
}

impl Algorithm {
    /// Every algorithm, in the order reports list them; plain max^n first, as the reference.
    pub const ALL: &'static [Algorithm] = &[
        Algorithm::Maxn,
        Algorithm::Shallow,
        Algorithm::Dfbnb,
        Algorithm::Abbnb,
        Algorithm::LastBranch,
        Algorithm::Speculative,
        Algorithm::Paranoid,
        Algorithm::ParanoidBnb,
    ];

    /// The name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Maxn => "maxn",
            Algorithm::Shallow => "shallow",
            Algorithm::Dfbnb => "dfbnb",
            Algorithm::Abbnb => "abbnb",
            Algorithm::LastBranch => "last-branch",
            Algorithm::Speculative => "speculative",
            Algorithm::Paranoid => "paranoid",
            Algorithm::ParanoidBnb => "paranoid-bnb",
        }
    }

    /// Whether the algorithm must return exactly max^n's value and move (paranoid play
    /// follows another decision rule).
    pub fn is_exact(self) -> bool {
        match self {
            Algorithm::Maxn
            | Algorithm::Shallow
            | Algorithm::Dfbnb
            | Algorithm::Abbnb
            | Algorithm::LastBranch
            | Algorithm::Speculative => true,
            Algorithm::Paranoid | Algorithm::ParanoidBnb => false,
        }
    }

    /// Whether the algorithm needs the game's monotonic heuristic.
    pub fn needs_heuristic(self) -> bool {
        matches!(
            self,
            Algorithm::ParanoidBnb | Algorithm::Dfbnb | Algorithm::Abbnb
        )
    }

    /// The algorithms a game without a monotonic heuristic can be searched with.
    pub fn without_heuristic() -> Vec<Algorithm> {
        Self::ALL
            .iter()
            .copied()
            .filter(|a| !a.needs_heuristic())
            .collect()
    }

    /// Searches `game` with this algorithm's specialised kernel; a usage error when the
    /// algorithm needs a heuristic the game does not have.
    pub fn search<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> Result<SearchResult<G::Move, G::Score, N>, CliError> {
        self.run(game, limits, Single)
    }

    /// Searches `game` with this algorithm under iterative deepening (depth 1, 2, ... up to
    /// `limits.depth`, each iteration ordered by the previous one's best line).
    pub fn deepen<G: Searchable<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> Result<Deepening<G::Move, G::Score, N>, CliError> {
        self.run(game, limits, Deepen)
    }

    /// Runs this algorithm's specialised kernel on `game` as `run` says.
    fn run<G: Searchable<N>, R: Run<G, N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
        run: R,
    ) -> Result<R::Output, CliError> {
        Ok(match self {
            Algorithm::Maxn => run.run(MaxN, game, limits),
            Algorithm::Shallow => run.run(Shallow, game, limits),
            Algorithm::Paranoid => run.run(Paranoid, game, limits),
            Algorithm::LastBranch => run.run(LastBranch, game, limits),
            Algorithm::Speculative => run.run(Speculative, game, limits),
            Algorithm::ParanoidBnb | Algorithm::Dfbnb | Algorithm::Abbnb => {
                return G::heuristic_search(self, game, limits, run);
            }
        })
    }

    /// Searches `game` with this algorithm's dynamic twin (player count and bounds read at run
    /// time), for comparison with the specialised kernel.
    pub fn search_dynamic<G: DynMonotonicHeuristic>(
        self,
        game: &G,
        limits: Limits,
    ) -> DynSearchResult<G::Move, G::Score> {
        match self {
            Algorithm::Maxn => DynMaxN.search(game, limits),
            Algorithm::Shallow => DynShallow.search(game, limits),
            Algorithm::Dfbnb => DynBranchAndBound.search(game, limits),
            Algorithm::Abbnb => DynAlphaBetaBranchAndBound.search(game, limits),
            Algorithm::LastBranch => DynLastBranch.search(game, limits),
            Algorithm::Speculative => DynSpeculative.search(game, limits),
            Algorithm::Paranoid => DynParanoid.search(game, limits),
            Algorithm::ParanoidBnb => DynParanoidBnB.search(game, limits),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_command_line_spellings() {
        for &algorithm in Algorithm::ALL {
            let value = algorithm
                .to_possible_value()
                .expect("no algorithm is hidden");
            assert_eq!(algorithm.name(), value.get_name());
        }
        assert_eq!(Algorithm::ALL.len(), Algorithm::value_variants().len());
    }
}
