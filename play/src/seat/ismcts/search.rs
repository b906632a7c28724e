//! One tree's search: each iteration draws a determinization of the root's information set,
//! walks down the tree among the children its moves allow, adds one, plays out, and backs up
//! the value vector.

use maxn::rng::SplitMix64;
use maxn::{Game, MoveBuffer};

use super::tree::{InfoTree, ROOT};
use crate::agent::mcts::{Settings, Share, Spent, generate, playout, raw, value_at};
use crate::seat::Resample;

/// A tree of one decision, the random numbers of its determinizations and playouts, and the
/// scratch of the current iteration.
pub(super) struct TreeSearch<G: Game<N>, const N: usize> {
    pub(super) tree: InfoTree<G::Move, N>,
    rng: SplitMix64,
    path: Vec<u32>,
    found: Vec<u32>,
}

impl<G: Resample<N>, const N: usize> TreeSearch<G, N> {
    /// A new tree drawing from `rng`.
    pub(super) fn new(tree: InfoTree<G::Move, N>, rng: SplitMix64) -> Self {
        Self {
            tree,
            rng,
            path: Vec::new(),
            found: Vec::new(),
        }
    }

    /// Iterations from `view` until `share` is spent.
    pub(super) fn run(
        &mut self,
        view: &G::View,
        sampler: &G::Sampler,
        share: Share,
        settings: Settings,
    ) -> Spent {
        share.spend(|nodes, limit| {
            let position = G::sample(view, sampler, &mut self.rng);
            self.iterate(position, nodes, limit, settings);
        })
    }

    /// One iteration in the determinization `position`: down the tree by UCB among the
    /// children whose moves are legal here (each counted available), until a legal move has
    /// no child; that child added, a playout from it, and the value added along the path.
    fn iterate(&mut self, mut position: G, nodes: &mut u64, limit: u64, settings: Settings) {
        let mut node = ROOT;
        let mut moves = G::Moves::default();
        self.path.clear();
        self.path.push(ROOT);
        let value = loop {
            if let Some(outcome) = position.outcome() {
                break raw(outcome);
            }
            generate(&position, &mut moves);
            let legal = moves.as_slice();
            if legal.is_empty() {
                break raw(position.evaluate());
            }
            self.tree.available_children(node, legal, &mut self.found);
            if let Some(index) = InfoTree::<G::Move, N>::untried(&self.found) {
                let mv = legal[index];
                let child = self.tree.add_child(node, mv);
                position.play(mv);
                *nodes += 1;
                self.path.push(child);
                let plies = settings.playout.plies();
                break playout(&mut position, &mut self.rng, nodes, limit, plies);
            }
            node = self
                .tree
                .select(&self.found, position.to_move(), settings.exploration);
            let mv = self.tree.node(node).mv.expect("a child has a move");
            position.play(mv);
            *nodes += 1;
            self.path.push(node);
            if *nodes >= limit {
                break value_at(&position);
            }
        };
        self.tree.backup(&self.path, &value);
    }
}
