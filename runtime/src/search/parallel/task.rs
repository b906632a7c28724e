//! What the tasks of one parallel search are given (the split rule, the shared link, the
//! deadline), and the helpers every parallel kernel uses to finish a search.

use std::sync::Arc;
use std::time::Instant;

use crate::game::Game;
use crate::limits::Limits;
use crate::link::{CHUNK, CutAt, Link, Subtree};
use crate::result::SearchResult;
use crate::search::SearchContext;
use crate::search::context::result;

/// The result of the search of `game` within `limits` whose root came back as `root`: complete
/// when it ran to its end and within the node limit (as the sequential search would have).
pub(super) fn finish<G: Game<N>, const N: usize>(
    game: &G,
    limits: &Limits,
    task: &Task,
    root: Subtree<G::Move, G::Score, N>,
) -> SearchResult<G::Move, G::Score, N> {
    let complete = root.finished
        && !task.link.stopped()
        && limits.nodes.is_none_or(|nodes| root.stats.nodes <= nodes);
    result(game, root.value, root.line, root.stats, complete)
}

/// Which nodes a parallel search splits into tasks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Split {
    pub(super) plies: u32,
    pub(super) task_depth: u32,
}

impl Split {
    /// Whether the node at `ply` with `depth` plies below it hands its children out as tasks.
    pub(super) fn splits(self, ply: u32, depth: u32) -> bool {
        ply < self.plies && depth > self.task_depth
    }
}

/// What every task of one parallel search is given.
#[derive(Clone, Debug)]
pub(crate) struct Task {
    pub(super) link: Link,
    deadline: Option<Instant>,
    pub(super) split: Split,
}

impl Task {
    /// The root task of a search within `limits`, on the current pool. The shared budget is
    /// the node limit and one reservation per thread more: each thread holds at most one
    /// reservation (a split node gives its own back before its children run, and a task below
    /// the split searches on without waiting for others), so a search that needs at most the
    /// limit always finishes, whatever the scheduling.
    pub(super) fn root(limits: &Limits, split: Split) -> Self {
        let slack = CHUNK * rayon::current_num_threads() as u64;
        Self {
            link: Link::root(limits.nodes.map(|nodes| nodes.saturating_add(slack))),
            deadline: limits.deadline,
            split,
        }
    }

    /// A context for a subtree `depth` plies deep searched by this task.
    pub(super) fn context<G: Game<N>, const N: usize>(&self, depth: u32) -> SearchContext<G, N> {
        SearchContext::linked(depth, self.deadline, self.link.clone())
    }

    /// The task of the young brother at `index` among `brothers`.
    pub(super) fn brother(&self, brothers: &Arc<CutAt>, index: usize) -> Self {
        Self {
            link: self.link.brother(brothers, index),
            ..self.clone()
        }
    }
}

/// The lock of a split node's record of its finished children; a child that panicked left
/// nothing half written (each writes one slot), so a poisoned lock is still read.
pub(super) fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// `[mv]` followed by `line`: a node's line through its child `mv`.
pub(super) fn through<M: Copy>(mv: M, line: &[M]) -> Vec<M> {
    let mut through = Vec::with_capacity(line.len() + 1);
    through.push(mv);
    through.extend_from_slice(line);
    through
}
