//! The runtime of maxn: the game model, score tuples, limits, statistics and the search
//! kernels. Users depend on the `maxn` facade, which re-exports all of this.

#[doc(hidden)]
pub mod __macro_support;
mod bounds;
pub mod dynamic;
mod forward;
mod game;
mod hash;
mod limits;
mod link;
mod memory;
mod moves;
mod objective;
#[allow(unsafe_code)] // a prefetch hint and a huge-page advice, nothing else (see the module)
mod prefetch;
mod result;
pub mod rng;
mod rules;
mod score;
mod search;
mod stats;
mod transposition;

pub use bounds::{BoundViolation, Bounds, BrokenBound, CHECK_BOUNDS, NoBounds, ScoreBounds};
pub use game::{BoundedGame, FreeTurnOrder, Game, MonotonicHeuristic};
pub use hash::{PositionHash, zobrist_keys};
pub use limits::Limits;
pub use memory::{HISTORY_MOVES, Memory, MoveOrdering};
pub use moves::{MoveBuffer, MoveList, move_capacity_exceeded};
pub use objective::Objective;
pub use result::SearchResult;
pub use rules::{
    Evaluation, LeftTies, MaxNWith, Offensive, ParanoidWith, PerSeat, PessimisticTies, RandomTies,
    RelativeScore, TieDraws, TieRule, relative_scores,
};
pub use score::{OrderedFloat, Score};
pub use search::{
    AlphaBetaBranchAndBound, BestReply, BestReplyPlus, BranchAndBound, Deepening, EvaluationOrder,
    Iteration, IterativeDeepening, LastBranch, MOST_ORDERED, MaxN, OnlyMove, Parallel, Paranoid,
    ParanoidBnB, ParanoidZeroWindow, PrincipalFirst, RootValue, RootValues, Searcher, Shallow,
    Speculative,
};
pub use stats::{Cutoffs, Stats};
pub use transposition::{Entry, EntryKind, SOLVED, TableSizeError, TranspositionTable};
