//! Decision rules chosen at run time: the tie rule of max^n and paranoid, and the games
//! whose values the rules change (relative scores, per-seat evaluations) in the registry.

use std::fmt;

use maxn::{
    Game, Limits, MaxNWith, ParanoidWith, PerSeat, PessimisticTies, RandomTies, RelativeScore,
    SearchResult, Searcher,
};

use super::algorithm::Algorithm;
use super::capability::{NoMaxsum, Searchable};

/// Relative scores keep no `maxsum`: the searchers that need none.
impl<G: Game<N, Move: Send + Sync> + Send + Sync, const N: usize> Searchable<N>
    for RelativeScore<G>
{
    type Offers = NoMaxsum;
}

/// Per-seat evaluations keep no `maxsum`: the searchers that need none.
impl<G: Game<N, Move: Send + Sync> + Send + Sync, const N: usize> Searchable<N> for PerSeat<G, N> {
    type Offers = NoMaxsum;
}

/// How a node settles a tie for the player choosing there, chosen at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Ties {
    /// The first of the tied children ([`LeftTies`](maxn::LeftTies)): every searcher.
    #[default]
    Left,
    /// The first move, every other player's worse value ([`PessimisticTies`](maxn::PessimisticTies)): max^n and
    /// paranoid, unpruned.
    Pessimistic,
    /// A uniformly random tied child, from a seed ([`RandomTies`](maxn::RandomTies)): max^n and paranoid,
    /// unpruned.
    Random {
        /// The seed of the search's generator.
        seed: u64,
    },
}

impl Ties {
    /// The rule's name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Ties::Left => "left",
            Ties::Pessimistic => "pessimistic",
            Ties::Random { .. } => "random",
        }
    }

    /// Searches `game` with `algorithm` under this tie rule: left ties with any algorithm
    /// the game supports; pessimistic and random ties with `maxn` and `paranoid` only (their
    /// unpruned kernels, [`MaxNWith`] and [`ParanoidWith`]), every other algorithm an error
    /// saying why.
    ///
    /// ```
    /// use maxn::Limits;
    /// use maxn_games::cards::Hearts;
    /// use maxn_lab::registry::{Algorithm, RuleError, Ties};
    ///
    /// let deal = Hearts::<3>::random(4);
    /// let limits = Limits::depth(3);
    /// let result = Ties::Pessimistic.search(Algorithm::Maxn, &deal, limits)?;
    /// assert!(result.complete);
    /// let error = Ties::Pessimistic.search(Algorithm::Speculative, &deal, limits).unwrap_err();
    /// assert!(matches!(error, RuleError::Ties { .. }));
    /// # Ok::<(), RuleError>(())
    /// ```
    pub fn search<G: Searchable<N>, const N: usize>(
        self,
        algorithm: Algorithm,
        game: &G,
        limits: Limits,
    ) -> Result<SearchResult<G::Move, G::Score, N>, RuleError> {
        match (self, algorithm) {
            (Ties::Left, _) => Ok(algorithm.search(game, limits)?),
            (Ties::Pessimistic, Algorithm::Maxn) => {
                Ok(MaxNWith(PessimisticTies).search(game, limits))
            }
            (Ties::Pessimistic, Algorithm::Paranoid) => {
                Ok(ParanoidWith(PessimisticTies).search(game, limits))
            }
            (Ties::Random { seed }, Algorithm::Maxn) => {
                Ok(MaxNWith(RandomTies { seed }).search(game, limits))
            }
            (Ties::Random { seed }, Algorithm::Paranoid) => {
                Ok(ParanoidWith(RandomTies { seed }).search(game, limits))
            }
            _ => Err(RuleError::Ties {
                algorithm,
                ties: self,
            }),
        }
    }
}

/// A decision rule asked of a searcher that does not support it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// Pessimistic or random ties with a searcher that prunes.
    Ties {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// The tie rule asked for.
        ties: Ties,
    },
    /// A rule that removes the constant sum (relative scores, per-seat evaluations) with a
    /// searcher that needs one.
    NotConstantSum {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// The rule, in words.
        rule: &'static str,
    },
    /// The game cannot be searched with the algorithm anyway.
    Unsupported(super::capability::Unsupported),
}

impl From<super::capability::Unsupported> for RuleError {
    fn from(error: super::capability::Unsupported) -> Self {
        Self::Unsupported(error)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ties { algorithm, ties } => write!(
                f,
                "{} ties need an unpruned search (maxn or paranoid): {algorithm} prunes subtrees \
                 that can at best tie, which is exact only when ties go to the left",
                ties.name()
            ),
            Self::NotConstantSum { algorithm, rule } => write!(
                f,
                "{algorithm} needs a maxsum, which {rule} do not keep; use maxn, paranoid or \
                 brs-plus"
            ),
            Self::Unsupported(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for RuleError {}

/// Searches a game whose values a rule changed (a [`RelativeScore`] or a [`PerSeat`] game,
/// `rule` naming it in words for the error) with `algorithm` under `ties`; an algorithm that
/// needs a `maxsum` is refused with [`RuleError::NotConstantSum`], at run time, since the
/// choice was made at run time.
pub fn search_without_maxsum<G: Searchable<N>, const N: usize>(
    algorithm: Algorithm,
    ties: Ties,
    rule: &'static str,
    game: &G,
    limits: Limits,
) -> Result<SearchResult<G::Move, G::Score, N>, RuleError> {
    match ties.search(algorithm, game, limits) {
        Err(RuleError::Unsupported(error))
            if matches!(
                error.lacks,
                super::Requirement::Maxsum | super::Requirement::MonotonicHeuristic
            ) =>
        {
            Err(RuleError::NotConstantSum { algorithm, rule })
        }
        other => other,
    }
}
