//! Search of one position on several threads (rayon): the [`Parallel`] searcher and what its
//! tasks share.
//!
//! The tree near the root is split into tasks: a *split node* (at one of the first
//! [`Parallel::split_plies`] plies, with more than [`Parallel::task_depth`] plies below it)
//! hands its children to rayon as tasks, every other subtree is searched by the sequential
//! kernel in a task of its own. Each task counts its own nodes and keeps its own principal
//! line; a split node combines its children's answers in generation order with the sequential
//! rule, so the answer is the sequential searcher's (see each kernel for why).

mod maxn;
mod paranoid;
mod speculative;
mod task;

use std::sync::Arc;

use rayon::{ThreadPool, ThreadPoolBuildError, ThreadPoolBuilder};

use crate::game::{BoundedGame, Game};
use crate::limits::Limits;
use crate::result::SearchResult;
use crate::search::{MaxN, Paranoid, Searcher, Speculative};

use task::Split;

/// A searcher that searches one position on several threads: `Parallel::new(MaxN)` returns
/// what [`MaxN`] returns, `Parallel::new(Paranoid)` what [`Paranoid`] returns,
/// `Parallel::new(Speculative)` what [`Speculative`] returns, faster when there are cores to
/// spare.
///
/// # What it returns
///
/// - [`value`](SearchResult::value), [`best_move`](SearchResult::best_move) and
///   [`principal_line`](SearchResult::principal_line) are **exactly** the sequential
///   searcher's on a search that finishes, ties included (the first child with the best value
///   is kept): the children's answers are combined in generation order, and a child is only
///   ever searched with bounds taken from its parent's earlier (left) children, never from a
///   later one, so equal is still told from worse. (The tests compare the lines too; for
///   [`Speculative`] the line below a root child is the one its sequential kernel finds with
///   the bound it was given, which the proofs do not pin, though it has matched in every
///   test.)
/// - [`stats`](SearchResult::stats) sums every task's counts, and
///   [`Stats::parallel_tasks`](crate::Stats::parallel_tasks) says how many tasks there were.
///   For [`MaxN`], which prunes nothing, the counts are the sequential ones. The pruning
///   searchers' counts vary from run to run and are usually somewhat higher than the
///   sequential ones: a child may begin before an earlier brother has narrowed its bound, or
///   be searched in part before a brother's cut-off cancels it.
///
/// How each splits the tree:
///
/// - [`MaxN`]: every child of a split node is a task; they are independent.
/// - [`Paranoid`]: young brothers wait. A split node's first child is searched first, alone;
///   its value narrows the window of the others, searched in parallel, each also with the
///   values of the brothers to its left that have finished when it begins. A brother that
///   cuts the node off cancels those to its right.
/// - [`Speculative`]: the root's children only (root splitting), each searched by the
///   sequential kernel with the need of the best of its finished left brothers. Below the
///   root a node's children depend on each other through speculative prunes that a later
///   brother resolves, which tasks cannot share soundly without more machinery; at the root
///   every child's outcome is final (see the kernel's notes). On the 3-player Chinese
///   Checkers start the root has 18 children, plenty for a few cores.
///
/// # Threads
///
/// It runs on the rayon pool it is called from: the global pool (one thread per core), or a
/// pool the caller [`install`](ThreadPool::install)s it in, or the pool given by
/// [`on_pool`](Self::on_pool) or [`with_threads`](Self::with_threads). On one thread it
/// does the sequential work with a little overhead per task.
///
/// # Limits
///
/// The depth is the sequential one. A node limit `L` bounds the nodes of **all** threads
/// together, and means what it means sequentially: the search is
/// [`complete`](SearchResult::complete) exactly when it needed at most `L` nodes, so for
/// [`MaxN`] exactly when the sequential search is, whatever the scheduling (iterative
/// deepening under a node budget then ends on the same iteration as sequentially). To keep
/// that true the threads may overrun the limit a little before they stop: tasks reserve nodes
/// from the shared limit 4096 at a time (giving back what they do not use), a thread holds at
/// most one reservation, and the shared budget is `L + 4096 × threads`; a search that needs
/// more than `L` nodes visits at most that many and is reported incomplete. A deadline stops
/// every task. Which nodes a stopped search visited depends on the scheduling: its answer is
/// the best root child among those searched to the end (not necessarily a prefix of the
/// moves, as sequentially), with [`complete`](SearchResult::complete) `false`.
/// [`IterativeDeepening`](crate::IterativeDeepening) takes a `Parallel` searcher like any
/// other: each iteration is searched in parallel, under the shared budget.
///
/// ```
/// use maxn_runtime::{Limits, MaxN, Parallel, Searcher};
/// # use maxn_runtime::{Bounds, Game, MoveBuffer, MoveList};
/// # #[derive(Clone, Debug)]
/// # struct Tokens { left: u8, taken: [u8; 3], to_move: usize }
/// # impl Game<3> for Tokens {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "Tokens";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { self.to_move }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) {
/// #         moves.extend((1..=self.left.min(3)).rev());
/// #     }
/// #     fn play(&mut self, take: u8) {
/// #         self.left -= take;
/// #         self.taken[self.to_move] += take;
/// #         self.to_move = (self.to_move + 1) % 3;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
/// #     fn evaluate(&self) -> [u8; 3] { self.taken }
/// # }
/// let start = Tokens { left: 10, taken: [0; 3], to_move: 0 };
/// let parallel = Parallel::with_threads(MaxN, 2).expect("a pool of two threads");
/// let result = parallel.search(&start, Limits::depth(10));
/// let sequential = MaxN.search(&start, Limits::depth(10));
/// assert_eq!((result.value, result.best_move), (sequential.value, sequential.best_move));
/// assert_eq!(result.stats.nodes, sequential.stats.nodes); // max^n prunes nothing
/// assert!(result.stats.parallel_tasks > 0);
/// ```
#[derive(Clone, Debug)]
pub struct Parallel<S> {
    searcher: S,
    pool: Option<Arc<ThreadPool>>,
    /// See [`split_plies`](Self::split_plies).
    split_plies: u32,
    /// See [`task_depth`](Self::task_depth).
    task_depth: u32,
}

impl<S> Parallel<S> {
    /// `searcher` on several threads, on the rayon pool it is called from, with the default
    /// split: nodes at the first 3 plies are split, tasks are at least 3 plies deep.
    pub fn new(searcher: S) -> Self {
        Self {
            searcher,
            pool: None,
            split_plies: 3,
            task_depth: 3,
        }
    }

    /// `searcher` on a pool of its own of `threads` threads (0: one per core, rayon's
    /// default); an error when the system refuses the threads.
    pub fn with_threads(searcher: S, threads: usize) -> Result<Self, ThreadPoolBuildError> {
        let pool = ThreadPoolBuilder::new().num_threads(threads).build()?;
        Ok(Self::new(searcher).on_pool(Arc::new(pool)))
    }

    /// The same searcher, run on `pool` (shared, so that many searchers can use one pool).
    pub fn on_pool(self, pool: Arc<ThreadPool>) -> Self {
        Self {
            pool: Some(pool),
            ..self
        }
    }

    /// The same searcher with another split: nodes at plies `0..plies` whose subtrees are more
    /// than `task_depth` plies deep are split into tasks, one per child. More and smaller
    /// tasks balance the threads better and cost more overhead (and, for the pruning
    /// searchers, more nodes searched before a bound is known). `plies = 0` is the sequential
    /// search in one task.
    pub fn with_split(self, plies: u32, task_depth: u32) -> Self {
        Self {
            split_plies: plies,
            task_depth,
            ..self
        }
    }

    /// The searcher run in parallel.
    pub fn searcher(&self) -> &S {
        &self.searcher
    }

    /// The pool it runs on, if it has one of its own.
    pub fn pool(&self) -> Option<&Arc<ThreadPool>> {
        self.pool.as_ref()
    }

    /// The number of threads of its pool (its own, or the one it is called from).
    pub fn threads(&self) -> usize {
        self.pool
            .as_ref()
            .map_or_else(rayon::current_num_threads, |pool| {
                pool.current_num_threads()
            })
    }

    /// The plies whose nodes are split (see [`with_split`](Self::with_split)).
    pub fn split_plies(&self) -> u32 {
        self.split_plies
    }

    /// The least depth of a subtree searched as a task (see [`with_split`](Self::with_split)).
    pub fn task_depth(&self) -> u32 {
        self.task_depth
    }

    /// Runs `search` on the searcher's pool, or on the current one.
    fn run<R: Send>(&self, search: impl FnOnce(Split) -> R + Send) -> R {
        let split = Split {
            plies: self.split_plies,
            task_depth: self.task_depth,
        };
        match &self.pool {
            Some(pool) => pool.install(|| search(split)),
            None => search(split),
        }
    }
}

impl<G, const N: usize> Searcher<G, N> for Parallel<MaxN>
where
    G: Game<N> + Send + Sync,
    G::Move: Send + Sync,
{
    const NAME: &'static str = MaxN::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        self.run(|split| maxn::search(game, limits, split))
    }
}

impl<G, const N: usize> Searcher<G, N> for Parallel<Paranoid>
where
    G: Game<N> + Send + Sync,
    G::Move: Send + Sync,
{
    const NAME: &'static str = Paranoid::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        self.run(|split| paranoid::search(game, limits, split))
    }
}

impl<G, const N: usize> Searcher<G, N> for Parallel<Speculative>
where
    G: BoundedGame<N> + Send + Sync,
    G::Move: Send + Sync,
{
    const NAME: &'static str = Speculative::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        self.run(|split| speculative::search(game, limits, split))
    }
}
