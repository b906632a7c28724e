//! What a search did: node counts and cut-offs by kind.

use std::ops::AddAssign;

/// Counts of one search. Deterministic for a given game, searcher, move order and limits, so
/// tests pin them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes visited, the root and the leaves included; a node searched again counts again.
    pub nodes: u64,
    /// Leaves evaluated (terminal positions, depth-limit positions and positions without moves).
    pub leaves: u64,
    /// Leaves at the depth limit where the game was not over, so [`Game::evaluate`] guessed
    /// their value (a subset of [`leaves`](Self::leaves)). A finished search with none saw
    /// every line it followed to the end of the game: searching deeper would visit the same
    /// nodes and return the same answer.
    ///
    /// [`Game::evaluate`]: crate::Game::evaluate
    pub horizon_leaves: u64,
    /// Nodes visited again because a speculative prune was undone.
    pub reexpansions: u64,
    /// Cut-offs, by the rule that made them.
    pub cutoffs: Cutoffs,
    /// Subtrees searched as tasks of their own by a [`Parallel`](crate::Parallel) search; 0 for
    /// a sequential one. When it is not 0 the other counts depend on how the threads happened
    /// to share the work: a pruning searcher's counts vary from run to run (its value and move
    /// do not), and they are not the sequential searcher's.
    pub parallel_tasks: u64,
}

/// The number of times each pruning rule stopped a node from searching its remaining children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cutoffs {
    /// The mover already had the most it can get (`maxp`, or its heuristic upper bound).
    pub immediate: u64,
    /// Korf's shallow pruning: the parent's player cannot prefer this node any more.
    pub shallow: u64,
    /// Two-player alpha-beta cut-offs (the paranoid searchers).
    pub alpha_beta: u64,
    /// Cut-offs from a monotonic heuristic's bounds (branch-and-bound).
    pub branch_and_bound: u64,
    /// Last-branch pruning under Lemma 1.
    pub last_branch: u64,
    /// Speculative pruning under Lemma 1 (some may be undone later and re-searched).
    pub speculative: u64,
}

impl Cutoffs {
    /// All cut-offs, whatever their kind.
    pub fn total(&self) -> u64 {
        self.immediate
            + self.shallow
            + self.alpha_beta
            + self.branch_and_bound
            + self.last_branch
            + self.speculative
    }
}

impl AddAssign for Cutoffs {
    fn add_assign(&mut self, other: Self) {
        self.immediate += other.immediate;
        self.shallow += other.shallow;
        self.alpha_beta += other.alpha_beta;
        self.branch_and_bound += other.branch_and_bound;
        self.last_branch += other.last_branch;
        self.speculative += other.speculative;
    }
}

impl AddAssign for Stats {
    fn add_assign(&mut self, other: Self) {
        self.nodes += other.nodes;
        self.leaves += other.leaves;
        self.horizon_leaves += other.horizon_leaves;
        self.reexpansions += other.reexpansions;
        self.cutoffs += other.cutoffs;
        self.parallel_tasks += other.parallel_tasks;
    }
}
