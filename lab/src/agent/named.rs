//! Agents by name: any algorithm of the registry, searching under a budget.

use std::fmt;
use std::marker::PhantomData;

use maxn::{Game, PrincipalFirst, Searcher};

use super::{Agent, Budget, Decision, NoMaxp, SearchAgent, UnknownAgent};
use crate::registry::{
    Algorithm, NoParallelSearch, Searchable, SearcherJob, ThreadsError, UnknownAlgorithm,
    Unsupported, pool,
};

/// A [`SearchAgent`] whose searcher is an [`Algorithm`] of the registry, chosen at run time
/// (`"speculative"`, `"paranoid"`, ...), checked against the game when the agent is made.
///
/// ```
/// use maxn_games::cards::Hearts;
/// use maxn_lab::{Agent, AlgorithmAgent, Budget};
///
/// let mut agent = AlgorithmAgent::<Hearts<3>, 3>::named("speculative", Budget::new(10_000)?)?;
/// assert_eq!(agent.name(), "speculative");
/// assert!(agent.decide(&Hearts::<3>::random(1)).nodes <= 10_000);
/// let error = AlgorithmAgent::<Hearts<3>, 3>::named("alpha-beta", Budget::default()).unwrap_err();
/// assert!(error.to_string().contains("the algorithms are maxn, shallow"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct AlgorithmAgent<G, const N: usize> {
    algorithm: Algorithm,
    budget: Budget,
    game: PhantomData<fn(&G)>,
}

impl<G: Searchable<N>, const N: usize> AlgorithmAgent<G, N> {
    /// An agent searching `G` with `algorithm` under `budget`; an error if `G` does not offer
    /// what the algorithm requires, or if the budget asks for more than one thread and the
    /// algorithm has no parallel search.
    pub fn new(algorithm: Algorithm, budget: Budget) -> Result<Self, AgentError> {
        algorithm.check::<G, N>().map_err(AgentError::Unsupported)?;
        algorithm
            .check_threads(budget.threads())
            .map_err(AgentError::NoParallelSearch)?;
        // Made now, so that a refusal is an error here; every decision then finds it made.
        pool(budget.threads()).map_err(AgentError::Threads)?;
        Ok(Self {
            algorithm,
            budget,
            game: PhantomData,
        })
    }

    /// The agent of the algorithm the command line calls `name`.
    pub fn named(name: &str, budget: Budget) -> Result<Self, AgentError> {
        let algorithm = Algorithm::from_name(name).map_err(AgentError::Unknown)?;
        Self::new(algorithm, budget)
    }

    /// The algorithm.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
}

impl<G: Searchable<N>, const N: usize> Agent<G, N> for AlgorithmAgent<G, N> {
    fn name(&self) -> &str {
        self.algorithm.name()
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        let job = Decide {
            position,
            budget: self.budget,
        };
        self.algorithm
            .with_searcher_on(job, self.budget.threads())
            .expect(
                "the algorithm, its threads and their pool were checked when the agent was made",
            )
    }
}

impl<G, const N: usize> Clone for AlgorithmAgent<G, N> {
    fn clone(&self) -> Self {
        Self {
            algorithm: self.algorithm,
            budget: self.budget,
            game: PhantomData,
        }
    }
}

impl<G, const N: usize> fmt::Debug for AlgorithmAgent<G, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AlgorithmAgent")
            .field("algorithm", &self.algorithm)
            .field("budget", &self.budget)
            .finish()
    }
}

/// One decision with the searcher the registry hands over.
struct Decide<'g, G> {
    position: &'g G,
    budget: Budget,
}

impl<G: Game<N>, const N: usize> SearcherJob<G, N> for Decide<'_, G> {
    type Output = Decision<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        SearchAgent::new(String::new(), searcher, self.budget).decide(self.position)
    }
}

/// Why an agent cannot be made by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentError {
    /// No algorithm has that name.
    Unknown(UnknownAlgorithm),
    /// No agent has that name.
    UnknownAgent(UnknownAgent),
    /// The game does not offer what the algorithm requires.
    Unsupported(Unsupported),
    /// The budget asks for several threads, and the algorithm has no parallel search.
    NoParallelSearch(NoParallelSearch),
    /// The system refused the threads the budget asks for.
    Threads(ThreadsError),
    /// The game declares no bounds, which MP-Mix measures margins with.
    MpMix(NoMaxp),
}

impl fmt::Display for AgentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unknown(error) => error.fmt(f),
            Self::UnknownAgent(error) => error.fmt(f),
            Self::Unsupported(error) => error.fmt(f),
            Self::NoParallelSearch(error) => error.fmt(f),
            Self::Threads(error) => error.fmt(f),
            Self::MpMix(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for AgentError {}
