//! How far a search may go: depth, a node budget and a deadline.

use std::time::Instant;

use crate::link::Link;

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
    /// A search to `depth` plies below the root (positions `depth` moves away are evaluated;
    /// 0 evaluates the root itself), with no node budget and no deadline.
    pub const fn depth(depth: u32) -> Self {
        Self {
            depth,
            nodes: None,
            deadline: None,
        }
    }

    /// A search to the end of the game: no depth limit, no node budget, no deadline.
    ///
    /// The depth is [`u32::MAX`] plies, which no game reaches, so every line is searched until
    /// [`Game::outcome`](crate::Game::outcome) says the game is over (or the position has no
    /// move); nothing is evaluated at a horizon. The searchers size their per-ply storage by
    /// the depth they actually reach, not by this one, and
    /// [`IterativeDeepening`](crate::IterativeDeepening) stops after the first iteration that
    /// reached every end of the game. Add [`with_node_limit`](Self::with_node_limit) or
    /// [`with_deadline`](Self::with_deadline) to bound a search of a game too large to finish.
    ///
    /// ```
    /// use maxn_runtime::Limits;
    ///
    /// let limits = Limits::unlimited();
    /// assert_eq!(limits.depth, u32::MAX);
    /// assert_eq!((limits.nodes, limits.deadline), (None, None));
    /// ```
    pub const fn unlimited() -> Self {
        Self::depth(u32::MAX)
    }

    /// The same limits with a node budget: the search visits at most `nodes` nodes (root and
    /// leaves counted) and reports `complete == false` if it had to stop.
    pub const fn with_node_limit(self, nodes: u64) -> Self {
        Self {
            nodes: Some(nodes),
            ..self
        }
    }

    /// The same limits with a deadline: the search stops soon after the clock passes
    /// `deadline` (it looks every few thousand nodes) and reports `complete == false`.
    pub const fn with_deadline(self, deadline: Instant) -> Self {
        Self {
            deadline: Some(deadline),
            ..self
        }
    }
}

impl Limits {
    /// Whether, after `used` nodes, the budget is spent or the deadline has passed, so a search
    /// made of several searches sharing these limits must not begin another.
    pub(crate) fn spent(&self, used: u64) -> bool {
        self.nodes.is_some_and(|nodes| used >= nodes)
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
    }

    /// These limits at `depth` with what is left of the node budget after `used` nodes: for
    /// one of several searches that share one budget and one deadline.
    pub(crate) fn share(&self, depth: u32, used: u64) -> Self {
        Self {
            depth,
            nodes: self.nodes.map(|nodes| nodes.saturating_sub(used)),
            deadline: self.deadline,
        }
    }
}

/// Nodes between two looks at the clock: reading it costs far more than visiting a node.
const CLOCK_INTERVAL: u64 = 4096;

/// The node budget and deadline of a running search, and whether either has run out.
///
/// The kernels ask it once per node, so the common case is a single comparison against
/// `next_check`: the node count at which something needs a closer look (the node limit, or the
/// next look at the clock, whichever comes first).
///
/// A budget [`linked`](Self::linked) to a parallel search draws its nodes from the budget all
/// the search's tasks share, and also stops when that search stops or cancels its task.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    next_check: u64,
    /// For a linked budget: the end of the nodes reserved from the shared budget so far.
    node_limit: u64,
    deadline: Option<Instant>,
    exhausted: bool,
    link: Option<Link>,
}

impl Budget {
    pub(crate) fn new(limits: &Limits) -> Self {
        let node_limit = limits.nodes.unwrap_or(u64::MAX);
        let next_check = match limits.deadline {
            Some(_) => node_limit.min(CLOCK_INTERVAL),
            None => node_limit,
        };
        Self {
            next_check,
            node_limit,
            deadline: limits.deadline,
            exhausted: false,
            link: None,
        }
    }

    /// The budget of one task of a parallel search: its nodes are reserved from `link`'s
    /// shared budget as it goes, and it looks at the shared state at least every
    /// [`CLOCK_INTERVAL`] nodes (the first look before its first node).
    pub(crate) fn linked(deadline: Option<Instant>, link: Link) -> Self {
        Self {
            next_check: 0,
            node_limit: 0,
            deadline,
            exhausted: false,
            link: Some(link),
        }
    }

    /// Gives the nodes reserved but not visited back to the shared budget, when linked; called
    /// once a task has finished with `nodes` visited.
    pub(crate) fn release(&mut self, nodes: u64) {
        if let Some(link) = &self.link {
            link.release(self.node_limit.saturating_sub(nodes));
            self.node_limit = nodes;
        }
    }

    /// Whether a search that has visited `nodes` nodes may visit one more. Once it says no it
    /// keeps saying no, so every level of the recursion unwinds.
    #[inline(always)]
    pub(crate) fn allows_another(&mut self, nodes: u64) -> bool {
        nodes < self.next_check || self.look_closer(nodes)
    }

    /// The rare case of [`allows_another`](Self::allows_another): the node limit is reached,
    /// the clock is due, or the budget already ran out (`next_check` is then 0).
    #[cold]
    #[inline(never)]
    fn look_closer(&mut self, nodes: u64) -> bool {
        if !self.exhausted {
            if let Some(link) = &self.link
                && nodes >= self.node_limit
            {
                self.node_limit = nodes + link.reserve();
            }
            if nodes < self.node_limit {
                let next_clock_check = nodes.saturating_add(CLOCK_INTERVAL);
                self.next_check = self.node_limit.min(next_clock_check);
                let in_time = self
                    .deadline
                    .is_none_or(|deadline| Instant::now() < deadline);
                match &self.link {
                    None if in_time => return true,
                    Some(link) if in_time && link.live() => return true,
                    _ => {}
                }
            }
            // Out of nodes or time: every task of a parallel search stops with this one (a
            // cancelled task only stops itself, so it does not get here twice).
            if let Some(link) = &self.link
                && !link.cancelled()
            {
                link.stop_all();
            }
        }
        self.exhausted = true;
        self.next_check = 0;
        false
    }

    /// Whether the budget or the deadline ran out.
    #[inline(always)]
    pub(crate) fn exhausted(&self) -> bool {
        self.exhausted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many more nodes a budget allows, up to `cap`.
    fn allowed(budget: &mut Budget, cap: u64) -> u64 {
        (0..cap).take_while(|&n| budget.allows_another(n)).count() as u64
    }

    #[test]
    fn a_node_limit_allows_exactly_that_many_nodes() {
        for limit in [0, 1, 5, 4096, 10_000] {
            let mut budget = Budget::new(&Limits::depth(3).with_node_limit(limit));
            assert_eq!(allowed(&mut budget, 20_000), limit);
            assert!(budget.exhausted());
            // Once out, always out, even if asked about fewer nodes.
            assert!(!budget.allows_another(0));
        }
        let mut budget = Budget::new(&Limits::depth(3));
        assert_eq!(allowed(&mut budget, 20_000), 20_000);
        assert!(!budget.exhausted());
    }

    #[test]
    fn the_clock_is_read_every_interval() {
        let past = Limits::depth(3).with_deadline(Instant::now());
        let mut budget = Budget::new(&past);
        assert_eq!(allowed(&mut budget, 20_000), CLOCK_INTERVAL);
        let far = Instant::now() + std::time::Duration::from_secs(3600);
        let mut budget = Budget::new(&Limits::depth(3).with_deadline(far).with_node_limit(9_000));
        assert_eq!(allowed(&mut budget, 20_000), 9_000);
    }
}
