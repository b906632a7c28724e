//! What one move may cost: a node limit, an optional depth cap and an optional time limit,
//! validated when built, the threads the search of the move runs on, and the memory (a
//! transposition table and a move ordering) a search agent keeps.

use std::time::Duration;

use maxn::MoveOrdering;

/// What a search agent may spend on one move.
///
/// - **Node limit**: the most nodes visited for one move, over every iteration of the
///   deepening, re-expansions included. Never exceeded on one thread; on several, the threads
///   of the iteration the limit stops may overrun it by up to 4096 nodes each before they
///   stop (see [`Parallel`](maxn::Parallel)).
/// - **Depth cap**: the deepest iteration; none by default (deepen until the game is searched
///   to its end or a limit stops it).
/// - **Move time**: a deadline for the move, checked every few thousand nodes; none by
///   default. With a deadline, results depend on the machine and its load.
/// - **Threads**: how many threads the search of one move runs on; 1 by default (the
///   agents of an experiment search each move on one thread, while the experiment plays many
///   games at once). More makes a [`Parallel`](maxn::Parallel) search, for the algorithms
///   that have one (max^n, speculative and paranoid), on a pool of that many threads shared
///   by every agent of the process. For max^n its moves are the one-thread agent's,
///   deterministic for a seed: an iteration counts as finished exactly when it fits the node
///   limit, as on one thread. The pruning searchers' node counts vary with the scheduling, so
///   whether their last iteration fits can too, and with it the move. The node counts in the
///   records vary (those of the iteration the limit stops, and all of the pruning ones').
/// - **Memory**: a transposition table of a size in bytes and a [`MoveOrdering`]; none by
///   default. A search agent made with it (in `maxn-lab`, `AlgorithmAgent::remembering`; with
///   [`SearchAgent::decide_with`](crate::SearchAgent::decide_with), a memory of your own) owns
///   one [`Memory`](maxn::Memory) for the match, kept from move to move; on one thread only
///   (the parallel searches take no memory).
///
/// ```
/// use std::time::Duration;
/// use maxn_play::{Budget, BudgetError};
///
/// let budget = Budget::new(100_000)?.with_depth_cap(6)?;
/// assert_eq!(budget.node_limit(), 100_000);
/// assert_eq!(Budget::default().node_limit(), 500_000);
/// assert_eq!(Budget::new(0), Err(BudgetError::ZeroNodeLimit));
/// assert_eq!(Budget::default().with_move_time(Duration::ZERO), Err(BudgetError::ZeroMoveTime));
/// # Ok::<(), BudgetError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    node_limit: u64,
    depth_cap: Option<u32>,
    move_time: Option<Duration>,
    threads: usize,
    table_bytes: Option<usize>,
    ordering: MoveOrdering,
}

impl Budget {
    /// The node limit per move of Sturtevant (2003): 500,000.
    pub const DEFAULT_NODE_LIMIT: u64 = 500_000;
    /// The longest move time: a day.
    pub const MOST_MOVE_TIME: Duration = Duration::from_secs(86_400);

    /// A budget of `node_limit` nodes per move, with no depth cap and no time limit.
    pub fn new(node_limit: u64) -> Result<Self, BudgetError> {
        if node_limit == 0 {
            return Err(BudgetError::ZeroNodeLimit);
        }
        Ok(Self {
            node_limit,
            depth_cap: None,
            move_time: None,
            threads: 1,
            table_bytes: None,
            ordering: MoveOrdering::Game,
        })
    }

    /// The same budget with no iteration deeper than `depth`.
    pub fn with_depth_cap(self, depth: u32) -> Result<Self, BudgetError> {
        if depth == 0 {
            return Err(BudgetError::ZeroDepthCap);
        }
        Ok(Self {
            depth_cap: Some(depth),
            ..self
        })
    }

    /// The same budget with a deadline `time` after the move is asked for.
    pub fn with_move_time(self, time: Duration) -> Result<Self, BudgetError> {
        if time.is_zero() {
            return Err(BudgetError::ZeroMoveTime);
        }
        if time > Self::MOST_MOVE_TIME {
            return Err(BudgetError::LongMoveTime);
        }
        Ok(Self {
            move_time: Some(time),
            ..self
        })
    }

    /// The same budget with the search of each move on `threads` threads (0: one per core).
    pub fn with_threads(self, threads: usize) -> Self {
        Self { threads, ..self }
    }

    /// With a transposition table of `bytes` bytes (`None`: no table) and `ordering`, for the
    /// agents that keep a memory. The table is allocated when such an agent is made.
    pub fn with_memory(self, table_bytes: Option<usize>, ordering: MoveOrdering) -> Self {
        Self {
            table_bytes,
            ordering,
            ..self
        }
    }

    /// The same budget without a memory.
    pub fn without_memory(self) -> Self {
        self.with_memory(None, MoveOrdering::Game)
    }

    /// The transposition table's size in bytes, if the budget has one.
    pub fn table_bytes(&self) -> Option<usize> {
        self.table_bytes
    }

    /// The move ordering of the memory.
    pub fn ordering(&self) -> MoveOrdering {
        self.ordering
    }

    /// Whether the budget asks for a memory (a table, or an ordering other than the game's).
    pub fn remembers(&self) -> bool {
        self.table_bytes.is_some() || self.ordering != MoveOrdering::Game
    }

    /// The threads the search of one move runs on (0: one per core).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The most nodes per move.
    pub fn node_limit(&self) -> u64 {
        self.node_limit
    }

    /// The deepest iteration allowed, if capped.
    pub fn depth_cap(&self) -> Option<u32> {
        self.depth_cap
    }

    /// The time per move, if limited.
    pub fn move_time(&self) -> Option<Duration> {
        self.move_time
    }
}

impl Default for Budget {
    /// [`DEFAULT_NODE_LIMIT`](Self::DEFAULT_NODE_LIMIT) nodes per move, no depth cap, no time
    /// limit.
    fn default() -> Self {
        Self {
            node_limit: Self::DEFAULT_NODE_LIMIT,
            depth_cap: None,
            move_time: None,
            threads: 1,
            table_bytes: None,
            ordering: MoveOrdering::Game,
        }
    }
}

/// Why a budget is invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BudgetError {
    /// A node limit of 0 would allow no search at all.
    #[error("the node limit must be at least 1 node per move")]
    ZeroNodeLimit,
    /// A depth cap of 0 would search no move.
    #[error("the depth cap must be at least 1 ply")]
    ZeroDepthCap,
    /// A move time of 0 would stop every search before it began.
    #[error("the move time must be more than 0")]
    ZeroMoveTime,
    /// A move time past [`Budget::MOST_MOVE_TIME`] (a deadline so far away is no deadline,
    /// and the clock cannot add it).
    #[error("the move time must be at most a day (86,400,000 ms)")]
    LongMoveTime,
}
