//! A monotonic heuristic for synthetic trees: the exact range of every player's score over the
//! leaves below a node, computed from the implicit tree.

use maxn::{DynGame, DynMonotonicHeuristic, Game, MonotonicHeuristic, MoveBuffer, Score};

use super::dyn_tree::{DYN_MAX_PLAYERS, DynTree};
use super::scale::Scale;
use super::spec::Model;
use super::tree::Tree;

impl<K: Scale, const N: usize> Tree<'_, K, N> {
    /// The least and the greatest score of every player over the leaves of this node's
    /// subtree (the node's own value when it is a leaf): the tree's
    /// [`MonotonicHeuristic`], as tight as a valid bound can be.
    ///
    /// A synthetic tree has no points taken along the way (the natural heuristic of card
    /// games), so the only bounds that both hold and say something are the true extremes of
    /// the leaves below.
    ///
    /// # Cost
    ///
    /// It walks the node's subtree: one leaf value per leaf below, `b^h` for a node `h` plies
    /// above the leaves. A branch-and-bound search asks once per interior node it expands, so
    /// over a whole search the walk costs at most `depth` times the tree's leaves. The
    /// searchers' [`Stats`](maxn::Stats) count search nodes only, not this work: the
    /// branch-and-bound node counts on these trees measure what a perfect heuristic buys, not
    /// what computing it costs. [`Model::Uniform`] trees have one range and cost nothing.
    ///
    /// # Depth
    ///
    /// The bounds cover the tree's leaves, not the random values [`Model::Random`] gives
    /// interior positions. They are valid for searches that reach the leaves (depth at least
    /// the tree's depth); a shallower branch-and-bound search of a random tree evaluates
    /// positions outside them, which debug builds detect (a panic naming the game).
    pub fn leaf_range(&self) -> ([K::Score; N], [K::Score; N]) {
        if self.ply() >= self.spec().depth || self.spec().model == Model::Uniform {
            // A uniform tree's leaves all hold the root's tuple, which every node carries.
            let value = self.evaluate();
            return (value, value);
        }
        let mut moves = <Self as Game<N>>::Moves::default();
        self.generate_moves(&mut moves);
        let mut ranges = moves.as_slice().iter().map(|&mv| {
            let mut child = *self;
            child.play(mv);
            child.leaf_range()
        });
        let Some((mut lower, mut upper)) = ranges.next() else {
            let value = self.evaluate();
            return (value, value);
        };
        for (low, high) in ranges {
            for player in 0..N {
                lower[player] = min(lower[player], low[player]);
                upper[player] = max(upper[player], high[player]);
            }
        }
        (lower, upper)
    }
}

fn min<S: Score>(a: S, b: S) -> S {
    if b < a { b } else { a }
}

fn max<S: Score>(a: S, b: S) -> S {
    if b > a { b } else { a }
}

/// The exact per-player range of the leaves below a node; see [`Tree::leaf_range`] for its cost
/// and the depths it is valid for.
impl<K: Scale, const N: usize> MonotonicHeuristic<N> for Tree<'_, K, N> {
    fn lower_bounds(&self) -> [K::Score; N] {
        self.leaf_range().0
    }

    fn upper_bounds(&self) -> [K::Score; N] {
        self.leaf_range().1
    }

    fn heuristic_bounds(&self) -> ([K::Score; N], [K::Score; N]) {
        self.leaf_range()
    }
}

impl<K: Scale> DynTree<'_, K> {
    /// Writes the least and the greatest score of every player over the leaves of this node's
    /// subtree: the dynamic twin of [`Tree::leaf_range`] (the same bounds, at the same cost).
    pub fn leaf_range_into(&self, lower: &mut [K::Score], upper: &mut [K::Score]) {
        if self.ply() >= self.spec().depth || self.spec().model == Model::Uniform {
            self.evaluate(lower);
            upper.copy_from_slice(lower);
            return;
        }
        let players = lower.len();
        let mut low = [K::Score::ZERO; DYN_MAX_PLAYERS];
        let mut high = [K::Score::ZERO; DYN_MAX_PLAYERS];
        let mut moves = <Self as DynGame>::Moves::default();
        self.generate_moves(&mut moves);
        for (index, &mv) in moves.as_slice().iter().enumerate() {
            let mut child = *self;
            child.play(mv);
            if index == 0 {
                child.leaf_range_into(lower, upper);
                continue;
            }
            child.leaf_range_into(&mut low[..players], &mut high[..players]);
            for player in 0..players {
                lower[player] = min(lower[player], low[player]);
                upper[player] = max(upper[player], high[player]);
            }
        }
        if moves.is_empty() {
            self.evaluate(lower);
            upper.copy_from_slice(lower);
        }
    }
}

/// The exact per-player range of the leaves below a node, as for [`Tree`].
impl<K: Scale> DynMonotonicHeuristic for DynTree<'_, K> {
    fn lower_bounds(&self, out: &mut [K::Score]) {
        let mut upper = [K::Score::ZERO; DYN_MAX_PLAYERS];
        self.leaf_range_into(out, &mut upper[..out.len()]);
    }

    fn upper_bounds(&self, out: &mut [K::Score]) {
        let mut lower = [K::Score::ZERO; DYN_MAX_PLAYERS];
        self.leaf_range_into(&mut lower[..out.len()], out);
    }

    fn heuristic_bounds(&self, lower: &mut [K::Score], upper: &mut [K::Score]) {
        self.leaf_range_into(lower, upper);
    }
}
