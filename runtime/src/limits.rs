//! How far a search may go: depth, a node budget and a deadline.

use std::time::Instant;

/// The limits of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Plies to search below the root; positions at this depth are evaluated.
    pub depth: u32,
    /// The most nodes the search may visit; it stops as soon as it would visit more.
    pub nodes: Option<u64>,
    /// The time after which the search stops (checked every few thousand nodes).
    pub deadline: Option<Instant>,
}

impl Limits {
    /// A search to `depth` plies with no node budget and no deadline.
    pub const fn depth(depth: u32) -> Self {
        Self {
            depth,
            nodes: None,
            deadline: None,
        }
    }

    /// The same limits with a node budget.
    pub const fn with_node_limit(self, nodes: u64) -> Self {
        Self {
            nodes: Some(nodes),
            ..self
        }
    }

    /// The same limits with a deadline.
    pub const fn with_deadline(self, deadline: Instant) -> Self {
        Self {
            deadline: Some(deadline),
            ..self
        }
    }
}

/// Nodes between two looks at the clock: reading it costs far more than visiting a node.
const CLOCK_INTERVAL: u64 = 4096;

/// The node budget and deadline of a running search, and whether either has run out.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    node_limit: u64,
    deadline: Option<Instant>,
    next_clock_check: u64,
    exhausted: bool,
}

impl Budget {
    pub(crate) fn new(limits: &Limits) -> Self {
        Self {
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.deadline,
            next_clock_check: CLOCK_INTERVAL,
            exhausted: false,
        }
    }

    /// Whether a search that has visited `nodes` nodes may visit one more. Once it says no it
    /// keeps saying no, so every level of the recursion unwinds.
    #[inline(always)]
    pub(crate) fn allows_another(&mut self, nodes: u64) -> bool {
        if nodes >= self.node_limit {
            self.exhausted = true;
        } else if nodes >= self.next_clock_check {
            self.next_clock_check = nodes + CLOCK_INTERVAL;
            if self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
            {
                self.exhausted = true;
            }
        }
        !self.exhausted
    }

    /// Whether the budget or the deadline ran out.
    #[inline(always)]
    pub(crate) fn exhausted(&self) -> bool {
        self.exhausted
    }
}
