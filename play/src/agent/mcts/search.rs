//! One tree's search: iterations of selection, expansion, playout and vector backup, under
//! its share of the budget.
//!
//! # What a node of the budget is
//!
//! The node budget is counted in the unit the search agents count: **positions visited**. An
//! iteration visits the positions it replays down the tree from the root (one per move
//! played), the position it adds, and every position of its playout; the root counts once per
//! tree and move, as a searcher's root counts once per search. When the budget runs out in
//! the middle of an iteration, the iteration stops at the position it has reached and backs
//! up that position's value (its outcome, else the game's evaluation), so the budget is never
//! exceeded.

use std::time::Instant;

use maxn::rng::SplitMix64;
use maxn::{Game, MoveBuffer, move_capacity_exceeded};

use super::options::Playout;
use super::scale::raw;
use super::tree::{ROOT, Step, Tree};

/// What one tree may spend on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Share {
    /// Positions visited, the root included.
    pub(crate) nodes: u64,
    /// Iterations.
    pub(crate) iterations: u64,
    /// No iteration starts after it.
    pub(crate) deadline: Option<Instant>,
}

impl Share {
    /// Whether another iteration may start after `spent`: nodes and iterations left, and the
    /// deadline not passed. The deadline is looked at only after a first iteration: a tree
    /// whose thread starts late (a loaded machine, more trees than cores) still backs up one
    /// playout rather than leaving its moves unvisited.
    fn allows(&self, spent: &Spent) -> bool {
        spent.nodes < self.nodes
            && spent.iterations < self.iterations
            && (spent.iterations == 0 || self.deadline.is_none_or(|end| Instant::now() < end))
    }

    /// Runs `iteration` (handed the positions visited so far, which it adds to, and the node
    /// limit) while the share [`allows`](Self::allows) another; the root counts one position.
    /// Nothing runs on a share of no nodes.
    pub(crate) fn spend(&self, mut iteration: impl FnMut(&mut u64, u64)) -> Spent {
        if self.nodes == 0 {
            return Spent::default();
        }
        let mut spent = Spent {
            nodes: 1,
            iterations: 0,
        };
        while self.allows(&spent) {
            iteration(&mut spent.nodes, self.nodes);
            spent.iterations += 1;
        }
        spent
    }
}

/// What one tree spent on one move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Spent {
    /// Positions visited, the root included.
    pub(crate) nodes: u64,
    /// Iterations run.
    pub(crate) iterations: u64,
}

/// The settings every iteration uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    pub(crate) exploration: f64,
    pub(crate) playout: Playout,
}

/// A tree, its random numbers, and the scratch path of the current iteration.
#[derive(Clone, Debug)]
pub(crate) struct TreeSearch<M, const N: usize> {
    pub(crate) tree: Tree<M, N>,
    rng: SplitMix64,
    path: Vec<u32>,
}

impl<M: Copy, const N: usize> TreeSearch<M, N> {
    /// A search of a new tree drawing from `rng`.
    pub(crate) fn new(tree: Tree<M, N>, rng: SplitMix64) -> Self {
        Self {
            tree,
            rng,
            path: Vec::new(),
        }
    }

    /// Runs iterations from `root` (the position at the tree's root) until `share` is spent.
    pub(crate) fn run<G>(&mut self, root: &G, share: Share, settings: Settings) -> Spent
    where
        G: Game<N, Move = M>,
    {
        share.spend(|nodes, limit| self.iterate(root, nodes, limit, settings))
    }

    /// One iteration: down the tree by UCT while every move of a node has its child, add the
    /// next child in generation order, play out from it, and add the value to every node of
    /// the path.
    fn iterate<G>(&mut self, root: &G, nodes: &mut u64, limit: u64, settings: Settings)
    where
        G: Game<N, Move = M>,
    {
        let mut position = root.clone();
        let mut node = ROOT;
        let mut moves = G::Moves::default();
        let mut generated = false;
        self.path.clear();
        self.path.push(ROOT);
        let value = loop {
            if let Some(outcome) = position.outcome() {
                break raw(outcome);
            }
            match self.tree.step(node) {
                Step::Generate => {
                    generate(&position, &mut moves);
                    generated = true;
                    self.tree.set_moves(node, moves.len());
                }
                Step::Stuck => break raw(position.evaluate()),
                Step::Expand(index) => {
                    if !generated {
                        generate(&position, &mut moves);
                    }
                    let mv = moves.as_slice()[index as usize];
                    let child = self.tree.add_child(node, mv, index);
                    position.play(mv);
                    *nodes += 1;
                    self.path.push(child);
                    let plies = settings.playout.plies();
                    break playout(&mut position, &mut self.rng, nodes, limit, plies);
                }
                Step::Select => {
                    let player = position.to_move();
                    node = self.tree.select(node, player, settings.exploration);
                    let mv = self.tree.node(node).mv.expect("a child has a move");
                    position.play(mv);
                    *nodes += 1;
                    self.path.push(node);
                    generated = false;
                    if *nodes >= limit {
                        break value_at(&position);
                    }
                }
            }
        };
        self.tree.backup(&self.path, &value);
    }
}

/// Writes `position`'s moves to `moves`, panicking as the searchers do if the game's declared
/// capacity is too small.
pub(crate) fn generate<G: Game<N>, const N: usize>(position: &G, moves: &mut G::Moves) {
    moves.clear();
    position.generate_moves(moves);
    if moves.overflowed() {
        move_capacity_exceeded(
            G::NAME,
            <G::Moves as MoveBuffer>::CAPACITY,
            G::MAX_MOVES_KEY,
        );
    }
}

/// The value of `position` where an iteration stops: the outcome, else the evaluation.
pub(crate) fn value_at<G: Game<N>, const N: usize>(position: &G) -> [f64; N] {
    raw(position.outcome().unwrap_or_else(|| position.evaluate()))
}

/// Uniformly random moves from `position` until the game is over, `plies` moves are played,
/// no move is left, or the node budget is spent; then the value where it stopped.
pub(crate) fn playout<G: Game<N>, const N: usize>(
    position: &mut G,
    rng: &mut SplitMix64,
    nodes: &mut u64,
    limit: u64,
    plies: u32,
) -> [f64; N] {
    let mut moves = G::Moves::default();
    for _ in 0..plies {
        if position.outcome().is_some() || *nodes >= limit {
            break;
        }
        generate(position, &mut moves);
        let choices = moves.as_slice();
        if choices.is_empty() {
            break;
        }
        position.play(choices[rng.index_below(choices.len())]);
        *nodes += 1;
    }
    value_at(position)
}
