//! Root parallelism: independent trees from the same position, each with its own random
//! numbers and its share of the budget, run on rayon's threads and combined by summing their
//! root statistics.

use std::time::Instant;

use maxn::rng::SplitMix64;
use maxn::{Game, MoveBuffer};
use rayon::prelude::*;

use super::options::MctsOptions;
use super::scale::Scale;
use super::search::{Settings, Share, Spent, TreeSearch};
use super::tree::{ROOT, Tree};
use crate::agent::{Budget, Decision};

/// The trees of a search, and how the budget is split between them.
#[derive(Clone, Debug)]
pub(crate) struct Forest<M, const N: usize> {
    pub(crate) trees: Vec<TreeSearch<M, N>>,
}

/// What the trees found at the root, summed over trees, and what they spent.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult<M> {
    /// The move chosen: the root move with the most visits over all trees; on a tie the one
    /// with the best mean value for the player to move, then the lowest index.
    pub mv: M,
    /// Its index in the root's generation order.
    pub index: usize,
    /// For each root move in generation order, its visits summed over the trees (0 for a move
    /// no tree tried).
    pub visits: Vec<u64>,
    /// Positions visited over all trees (see the [module docs](super)), never more than the
    /// budget's node limit.
    pub nodes: u64,
    /// Iterations over all trees.
    pub iterations: u64,
    /// The depth of the deepest node of any tree (the root at 0).
    pub depth: u32,
}

impl<M: Copy> MctsResult<M> {
    /// The agent's record of the decision: the positions visited as its nodes, the deepest
    /// node as its depth, no value (the trees hold means, not a value of the game's score
    /// type), no iterations of deepening, never to the end.
    pub(crate) fn decision<S, const N: usize>(&self) -> Decision<M, S, N> {
        Decision {
            mv: self.mv,
            index: self.index,
            depth: self.depth,
            nodes: self.nodes,
            to_end: false,
            value: None,
            iteration_nodes: Vec::new(),
        }
    }
}

impl<M: Copy + Send, const N: usize> Forest<M, N> {
    /// `options.trees()` new trees, tree `t` drawing from the `t`-th number of a SplitMix64
    /// stream seeded with `options.seed()`.
    pub(crate) fn new<G: Game<N, Move = M>>(options: &MctsOptions) -> Self {
        let mut seeds = SplitMix64::new(options.seed());
        let trees = (0..options.trees())
            .map(|_| {
                let rng = SplitMix64::new(seeds.next_u64());
                TreeSearch::new(Tree::new(Scale::of::<G, N>()), rng)
            })
            .collect();
        Self { trees }
    }

    /// Searches `root` (the position at every tree's root) within `budget` and the options'
    /// iteration limit, splitting both evenly between the trees (the first trees take one
    /// more where they do not divide), and combines the trees' root statistics.
    pub(crate) fn search<G>(
        &mut self,
        root: &G,
        budget: &Budget,
        options: &MctsOptions,
    ) -> MctsResult<M>
    where
        G: Game<N, Move = M> + Sync,
    {
        let deadline = budget.move_time().map(|time| Instant::now() + time);
        let count = self.trees.len() as u64;
        let settings = Settings {
            exploration: options.exploration(),
            playout: options.playout(),
        };
        let share = |tree: usize| Share {
            nodes: split(budget.node_limit(), count, tree as u64),
            iterations: options
                .iterations()
                .map_or(u64::MAX, |limit| split(limit, count, tree as u64)),
            deadline,
        };
        // Each tree's work depends on its own state only, and `collect` keeps the trees'
        // order: the same result whatever the number of threads.
        let spent: Vec<Spent> = if self.trees.len() == 1 {
            vec![self.trees[0].run(root, share(0), settings)]
        } else {
            self.trees
                .par_iter_mut()
                .enumerate()
                .map(|(tree, search)| search.run(root, share(tree), settings))
                .collect()
        };
        self.combine(root, &spent)
    }

    /// The move with the most visits summed over the trees.
    fn combine<G: Game<N, Move = M>>(&self, root: &G, spent: &[Spent]) -> MctsResult<M> {
        let mut moves = G::Moves::default();
        root.generate_moves(&mut moves);
        let moves = moves.as_slice();
        let player = root.to_move();
        let mut visits = vec![0u64; moves.len()];
        let mut totals = vec![0.0f64; moves.len()];
        for search in &self.trees {
            let tree = &search.tree;
            for child in tree.children(ROOT) {
                let node = tree.node(child);
                visits[node.index as usize] += u64::from(node.visits);
                totals[node.index as usize] += node.totals[player];
            }
        }
        let mean = |index: usize| totals[index] / visits[index].max(1) as f64;
        // The first of the most visited, a better mean breaking ties.
        let mut best = 0;
        for index in 1..moves.len() {
            if (visits[index], mean(index)) > (visits[best], mean(best)) {
                best = index;
            }
        }
        let Some(&mv) = moves.get(best) else {
            panic!(
                "MCTS was asked to move in a position of `{}` without moves",
                G::NAME
            );
        };
        MctsResult {
            mv,
            index: best,
            visits,
            nodes: spent.iter().map(|s| s.nodes).sum(),
            iterations: spent.iter().map(|s| s.iterations).sum(),
            depth: self.trees.iter().map(|s| s.tree.depth()).max().unwrap_or(0),
        }
    }
}

/// Tree `tree`'s part of `total` split between `count` trees: `total / count`, one more for
/// the first `total % count`.
pub(crate) fn split(total: u64, count: u64, tree: u64) -> u64 {
    total / count + u64::from(tree < total % count)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn the_shares_sum_to_the_total() {
        for (total, count) in [(10, 3), (2, 4), (500_000, 7), (1, 1)] {
            let shares: Vec<u64> = (0..count).map(|t| split(total, count, t)).collect();
            assert_eq!(shares.iter().sum::<u64>(), total, "{total} over {count}");
            assert!(shares.iter().max().unwrap() - shares.iter().min().unwrap() <= 1);
        }
    }
}
