//! Agents by name: any algorithm of the registry, searching under a budget.

use std::fmt;
use std::marker::PhantomData;

use maxn::{Game, Memory, PositionHash, PrincipalFirst, Searcher, TableSizeError};

use maxn_play::agent::NoMaxp;
use maxn_play::{Agent, Budget, Decision, Entrant, SearchAgent};

use crate::catalogue::CatalogueError;
use crate::registry::{
    Algorithm, NoParallelSearch, Searchable, SearcherJob, ThreadsError, Unsupported, pool,
};

/// A [`SearchAgent`] whose searcher is an [`Algorithm`] of the registry, chosen at run time
/// (`"speculative"`, `"paranoid"`, ...), checked against the game when the agent is made.
///
/// ```
/// use maxn_games::cards::Hearts;
/// use maxn_lab::AlgorithmAgent;
/// use maxn_play::{Agent, Budget};
///
/// let mut agent = AlgorithmAgent::<Hearts<3>, 3>::named("speculative", Budget::new(10_000)?)?;
/// assert_eq!(agent.name(), "speculative");
/// assert!(agent.decide(&Hearts::<3>::random(1)).nodes <= 10_000);
/// let error = AlgorithmAgent::<Hearts<3>, 3>::named("alpha-beta", Budget::default()).unwrap_err();
/// assert!(error.to_string().contains("the algorithms are maxn, shallow"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Memory
///
/// An agent made with [`remembering`](Self::remembering) and a budget with a memory
/// ([`Budget::with_memory`]) owns a [`Memory`] (its transposition table allocated once, when
/// the agent is made) and lends it to every iteration of every move it searches, keeping it
/// from move to move: the killers and best moves of its earlier searches order the next ones.
/// Values are not carried from one search to another (see [`SearchAgent::deepen_with`]), so
/// its moves are those of the same searcher on the game in that order. Each agent has its own
/// memory, and a match makes its own agents, so matches played side by side share nothing
/// and the moves stay deterministic for a seed on any thread count.
pub struct AlgorithmAgent<G: Game<N>, const N: usize> {
    algorithm: Algorithm,
    budget: Budget,
    memory: Option<Remembered<G, N>>,
    game: PhantomData<fn(&G)>,
}

/// An agent's memory with the search that uses it, compiled where the game's position hash
/// is known, so that the agent itself needs none.
struct Remembered<G: Game<N>, const N: usize> {
    memory: Memory<G::Move, G::Score, N>,
    decide: Remembering<G, N>,
}

/// A decision by an algorithm within a budget, with a memory.
type Remembering<G, const N: usize> =
    fn(
        Algorithm,
        &G,
        Budget,
        &mut Memory<<G as Game<N>>::Move, <G as Game<N>>::Score, N>,
    ) -> Decision<<G as Game<N>>::Move, <G as Game<N>>::Score, N>;

impl<G: Game<N>, const N: usize> Clone for Remembered<G, N> {
    fn clone(&self) -> Self {
        Self {
            memory: self.memory.clone(),
            decide: self.decide,
        }
    }
}

impl<G: Searchable<N>, const N: usize> AlgorithmAgent<G, N> {
    /// An agent searching `G` with `algorithm` under `budget`; an error if `G` does not offer
    /// what the algorithm requires, if the budget asks for more than one thread and the
    /// algorithm has no parallel search, or if the budget asks for a memory (which
    /// [`remembering`](Self::remembering) gives, for games that hash their positions).
    pub fn new(algorithm: Algorithm, budget: Budget) -> Result<Self, AgentError> {
        if budget.remembers() {
            return Err(AgentError::NoPositionHash);
        }
        algorithm.check::<G, N>().map_err(AgentError::Unsupported)?;
        algorithm
            .check_threads(budget.threads())
            .map_err(AgentError::NoParallelSearch)?;
        // Made now, so that a refusal is an error here; every decision then finds it made.
        pool(budget.threads()).map_err(AgentError::Threads)?;
        Ok(Self {
            algorithm,
            budget,
            memory: None,
            game: PhantomData,
        })
    }

    /// An agent as [`new`](Self::new) makes it, keeping the memory `budget` asks for (none: as
    /// `new`); an error, besides `new`'s, if the table cannot be allocated or the budget asks
    /// for more than one thread (the parallel searches take no memory).
    pub fn remembering(algorithm: Algorithm, budget: Budget) -> Result<Self, AgentError>
    where
        G: PositionHash<N>,
    {
        let mut agent = Self::new(algorithm, budget.without_memory())?;
        if !budget.remembers() {
            return Ok(agent);
        }
        if budget.threads() != 1 {
            return Err(AgentError::MemoryThreads(budget.threads()));
        }
        let memory = match budget.table_bytes() {
            Some(bytes) => Memory::with_table(bytes).map_err(AgentError::Table)?,
            None => Memory::new(),
        };
        agent.budget = budget;
        agent.memory = Some(Remembered {
            memory: memory.ordering(budget.ordering()).game_min_depth(),
            decide: decide_remembering::<G, N>,
        });
        Ok(agent)
    }

    /// The agent's memory, if it keeps one.
    pub fn memory(&self) -> Option<&Memory<G::Move, G::Score, N>> {
        self.memory.as_ref().map(|remembered| &remembered.memory)
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

    /// A tournament entrant whose agents are clones of this one (a remembering agent's with
    /// a copy of its memory).
    ///
    /// ```
    /// use maxn_games::chinese_checkers::ChineseCheckers;
    /// use maxn_lab::AlgorithmAgent;
    /// use maxn_play::Budget;
    ///
    /// let speculative = AlgorithmAgent::<ChineseCheckers<3>, 3>::named("speculative", Budget::default())?;
    /// assert_eq!(speculative.entrant().name(), "speculative");
    /// // Chinese Checkers has no monotonic heuristic, which branch-and-bound needs.
    /// assert!(AlgorithmAgent::<ChineseCheckers<3>, 3>::named("dfbnb", Budget::default()).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn entrant(self) -> Entrant<G, N>
    where
        G: 'static,
    {
        Entrant::new(move || Box::new(self.clone()))
    }
}

impl<G: Searchable<N>, const N: usize> Agent<G, N> for AlgorithmAgent<G, N> {
    fn name(&self) -> &str {
        self.algorithm.name()
    }

    fn decide(&mut self, position: &G) -> Decision<G::Move, G::Score, N> {
        if let Some(remembered) = &mut self.memory {
            return (remembered.decide)(
                self.algorithm,
                position,
                self.budget,
                &mut remembered.memory,
            );
        }
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

    fn budget(&self) -> Option<Budget> {
        Some(self.budget)
    }

    /// Keeps the memory. The threads and the memory's settings stay those the agent was made
    /// with (they were checked then): only the node limit, depth cap and move time change.
    fn set_budget(&mut self, budget: Budget) -> bool {
        self.budget = budget
            .with_threads(self.budget.threads())
            .with_memory(self.budget.table_bytes(), self.budget.ordering());
        true
    }
}

/// A clone has a copy of the memory, table included.
impl<G: Game<N>, const N: usize> Clone for AlgorithmAgent<G, N> {
    fn clone(&self) -> Self {
        Self {
            algorithm: self.algorithm,
            budget: self.budget,
            memory: self.memory.clone(),
            game: PhantomData,
        }
    }
}

impl<G: Game<N>, const N: usize> fmt::Debug for AlgorithmAgent<G, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AlgorithmAgent")
            .field("algorithm", &self.algorithm)
            .field("budget", &self.budget)
            .field("remembers", &self.memory.is_some())
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

/// A decision by `algorithm` within `budget`, with `memory`: what a remembering agent runs.
fn decide_remembering<G: Searchable<N> + PositionHash<N>, const N: usize>(
    algorithm: Algorithm,
    position: &G,
    budget: Budget,
    memory: &mut Memory<G::Move, G::Score, N>,
) -> Decision<G::Move, G::Score, N> {
    let job = DecideWith {
        position,
        budget,
        memory,
    };
    algorithm
        .with_searcher(job)
        .expect("the algorithm was checked when the agent was made")
}

/// One move's decision with a memory, as a job for the registry's searcher.
struct DecideWith<'g, G: Game<N>, const N: usize> {
    position: &'g G,
    budget: Budget,
    memory: &'g mut Memory<G::Move, G::Score, N>,
}

impl<G: PositionHash<N>, const N: usize> SearcherJob<G, N> for DecideWith<'_, G, N> {
    type Output = Decision<G::Move, G::Score, N>;

    fn run<X>(self, searcher: X) -> Self::Output
    where
        X: Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        SearchAgent::new(String::new(), searcher, self.budget)
            .decide_with(self.position, self.memory)
    }
}

/// Why an agent cannot be made by name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AgentError {
    /// No algorithm has that name.
    #[error(transparent)]
    Unknown(CatalogueError),
    /// An agent of the other kind of game: a hidden-hand agent (`pimc-...`, `rules`) asked to
    /// play a game with every hand visible, or the reverse.
    #[error("{agent} plays only the {}", if *hidden { "hidden-hand games" } else { "games with every hand visible" })]
    WrongGames {
        /// The agent.
        agent: String,
        /// Whether the agent plays the hidden-hand games (and the game is open).
        hidden: bool,
    },
    /// The game does not offer what the algorithm requires.
    #[error(transparent)]
    Unsupported(Unsupported),
    /// The budget asks for several threads, and the algorithm has no parallel search.
    #[error(transparent)]
    NoParallelSearch(NoParallelSearch),
    /// The system refused the threads the budget asks for.
    #[error(transparent)]
    Threads(ThreadsError),
    /// The game declares no bounds, which MP-Mix measures margins with.
    #[error(transparent)]
    MpMix(NoMaxp),
    /// The budget asks for a memory, and the agent was made without one (the agent kinds
    /// that keep none, or [`AlgorithmAgent::new`] rather than
    /// [`remembering`](AlgorithmAgent::remembering)).
    #[error(
        "this agent keeps no transposition table or move ordering (only the search agents of games that hash their positions do)"
    )]
    NoPositionHash,
    /// The budget asks for a memory and several threads: the parallel searches take none.
    #[error(
        "an agent with a transposition table or move ordering searches on one thread, not {0}: the parallel searches take no memory"
    )]
    MemoryThreads(usize),
    /// The transposition table cannot be allocated.
    #[error(transparent)]
    Table(TableSizeError),
}
