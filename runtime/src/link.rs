//! What the tasks of one parallel search share: the node budget, the flag that stops them all,
//! and the marks that cancel the young brothers to the right of a child that cut its parent
//! off.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use crate::stats::Stats;

/// Nodes a task reserves from a shared node limit at a time: large enough that the shared
/// counter is touched rarely, small enough that little of a limit is held by idle tasks.
pub(crate) const CHUNK: u64 = 4096;

/// A task's view of its parallel search: the shared budget, and where the task stands among
/// the young brothers of each split node above it (its own parent's first).
#[derive(Clone, Debug)]
pub(crate) struct Link {
    shared: Arc<Shared>,
    cancel: Option<Arc<Cancel>>,
}

/// The state of one parallel search that every task reads.
#[derive(Debug)]
struct Shared {
    /// Nodes not yet reserved by any task; `None` without a node limit.
    nodes_left: Option<AtomicU64>,
    /// Set when a limit stopped the search: every task stops.
    stopped: AtomicBool,
}

/// One young brother's place among its brothers, chained to its parent's place among its own.
#[derive(Debug)]
struct Cancel {
    brothers: Arc<CutAt>,
    index: usize,
    parent: Option<Arc<Cancel>>,
}

/// The least index of a young brother that cut its parent off (`usize::MAX`: none yet). Only
/// the brothers to its right are cancelled: the combination in generation order stops at the
/// first child that cuts, and needs every child before it.
#[derive(Debug)]
pub(crate) struct CutAt(AtomicUsize);

impl CutAt {
    /// No cut-off yet.
    pub(crate) fn new() -> Arc<Self> {
        Arc::new(Self(AtomicUsize::new(usize::MAX)))
    }

    /// The brother at `index` cut its parent off: cancels the brothers to its right.
    pub(crate) fn cut(&self, index: usize) {
        self.0.fetch_min(index, Ordering::Relaxed);
    }

    fn cancels(&self, index: usize) -> bool {
        self.0.load(Ordering::Relaxed) < index
    }
}

impl Link {
    /// The link of a new search whose tasks visit at most `nodes` nodes in all.
    pub(crate) fn root(nodes: Option<u64>) -> Self {
        Self {
            shared: Arc::new(Shared {
                nodes_left: nodes.map(AtomicU64::new),
                stopped: AtomicBool::new(false),
            }),
            cancel: None,
        }
    }

    /// The link of the young brother at `index` among `brothers`: cancelled when this link
    /// is, or when a brother to its left cuts their parent off.
    pub(crate) fn brother(&self, brothers: &Arc<CutAt>, index: usize) -> Self {
        Self {
            shared: Arc::clone(&self.shared),
            cancel: Some(Arc::new(Cancel {
                brothers: Arc::clone(brothers),
                index,
                parent: self.cancel.clone(),
            })),
        }
    }

    /// Whether a task under this link may go on: the search is not stopped and no brother to
    /// the left of the task, or of a split node above it, cut its parent off.
    pub(crate) fn live(&self) -> bool {
        !self.shared.stopped.load(Ordering::Relaxed) && !self.cancelled()
    }

    /// Whether the task, or a split node above it, was cancelled by a brother's cut-off.
    pub(crate) fn cancelled(&self) -> bool {
        let mut cancel = self.cancel.as_deref();
        while let Some(c) = cancel {
            if c.brothers.cancels(c.index) {
                return true;
            }
            cancel = c.parent.as_deref();
        }
        false
    }

    /// Stops every task of the search: a limit ran out.
    pub(crate) fn stop_all(&self) {
        self.shared.stopped.store(true, Ordering::Relaxed);
    }

    /// Whether a limit stopped the search.
    pub(crate) fn stopped(&self) -> bool {
        self.shared.stopped.load(Ordering::Relaxed)
    }

    /// Reserves more nodes for a task: how many it may now visit (0 when the shared limit is
    /// spent; without a limit, as many as it likes).
    pub(crate) fn reserve(&self) -> u64 {
        let Some(left) = &self.shared.nodes_left else {
            return u64::MAX / 2;
        };
        left.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
            Some(left - left.min(CHUNK))
        })
        .map_or(0, |before| before.min(CHUNK))
    }

    /// Gives back `nodes` reserved nodes a finished task did not visit.
    pub(crate) fn release(&self, nodes: u64) {
        if let Some(left) = &self.shared.nodes_left {
            left.fetch_add(nodes, Ordering::Relaxed);
        }
    }
}

/// What the search of one subtree by a task (or by a split node and its tasks) tells its
/// parent.
#[derive(Clone, Debug)]
pub(crate) struct Subtree<M, S, const N: usize> {
    /// The subtree's value, as the sequential kernel would return it; meaningless unless
    /// `finished`.
    pub(crate) value: [S; N],
    /// The moves from the subtree's root along which the value was backed up.
    pub(crate) line: Vec<M>,
    /// Everything visited, finished or not.
    pub(crate) stats: Stats,
    /// Whether the search of the subtree ran to its end (neither a limit nor a cancellation
    /// stopped it).
    pub(crate) finished: bool,
}

impl<M, S: crate::score::Score, const N: usize> Subtree<M, S, N> {
    /// A task cancelled before it began.
    pub(crate) fn skipped() -> Self {
        Self {
            value: [S::ZERO; N],
            line: Vec::new(),
            stats: Stats::default(),
            finished: false,
        }
    }
}
