//! A monotonic heuristic for synthetic trees: the exact range of every player's value over a
//! node's subtree (every position in it, evaluated or final), computed by walking the implicit
//! tree when the subtree is small enough, and the trivial range above that.

use maxn::dynamic::{DynGame, DynMonotonicHeuristic};
use maxn::{Game, MonotonicHeuristic, MoveBuffer, Score};

use super::dyn_tree::{DYN_MAX_PLAYERS, DynTree};
use super::scale::Scale;
use super::spec::{Model, TreeSpec};
use super::tree::Tree;

/// The most positions one heuristic call walks. A subtree with more positions gets the trivial
/// range `0 ..= maxsum` for every player instead of its exact range.
///
/// This bounds what the branch-and-bound searchers spend outside their node count: each call
/// costs at most this many evaluations, and a search asks once or twice per interior node it
/// counts, so a node limit bounds the whole search. Little is lost: a subtree of thousands of
/// Korf leaves spans almost all of `0 ..= maxsum` for every player anyway.
pub const HEURISTIC_WALK_LIMIT: u64 = 4096;

/// Whether the subtree below a node at `ply` has at most [`HEURISTIC_WALK_LIMIT`] positions.
fn walkable(spec: &TreeSpec, ply: u32) -> bool {
    if spec.model == Model::Uniform {
        // Every position of a uniform tree holds the root's tuple: nothing to walk.
        return true;
    }
    let height = spec.depth.saturating_sub(ply);
    let branching = spec.branching as u64;
    let mut level = 1u64;
    let mut total = 1u64;
    for _ in 0..height {
        level = level.saturating_mul(branching);
        total = total.saturating_add(level);
        if total > HEURISTIC_WALK_LIMIT {
            return false;
        }
    }
    true
}

impl<K: Scale, const N: usize> Tree<'_, K, N> {
    /// The least and the greatest value of every player over this node's subtree, the node
    /// itself included: every position a search of any depth may evaluate below here (a
    /// random tree gives interior positions values of their own, unrelated to the leaves
    /// below). The tree's [`MonotonicHeuristic`].
    ///
    /// A synthetic tree has no points taken along the way (the natural heuristic of card
    /// games), so the bounds that both hold at every depth and say something are the true
    /// extremes of the subtree.
    ///
    /// # Cost
    ///
    /// It walks the subtree, one evaluation per position, when the subtree has at most
    /// [`HEURISTIC_WALK_LIMIT`] positions; a larger subtree gets `0 ..= maxsum` for every
    /// player, at no cost. The searchers' [`Stats`](maxn::Stats) count search nodes, not this
    /// walk: the branch-and-bound counts on these trees measure what a (near-)perfect
    /// heuristic buys, not what computing it costs; the walk limit bounds that cost by the
    /// node count. [`Model::Uniform`] trees have one range and cost nothing.
    pub fn subtree_range(&self) -> ([K::Score; N], [K::Score; N]) {
        if !walkable(self.spec(), self.ply()) {
            return ([K::Score::ZERO; N], [K::MAXSUM; N]);
        }
        self.walk_range()
    }

    fn walk_range(&self) -> ([K::Score; N], [K::Score; N]) {
        let value = self.evaluate();
        let (mut lower, mut upper) = (value, value);
        if self.ply() >= self.spec().depth || self.spec().model == Model::Uniform {
            return (lower, upper);
        }
        let mut moves = <Self as Game<N>>::Moves::default();
        self.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = *self;
            child.play(mv);
            let (low, high) = child.walk_range();
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

/// The per-player range of every position in a node's subtree; see [`Tree::subtree_range`]
/// for its cost and the walk limit.
impl<K: Scale, const N: usize> MonotonicHeuristic<N> for Tree<'_, K, N> {
    fn lower_bounds(&self) -> [K::Score; N] {
        self.subtree_range().0
    }

    fn upper_bounds(&self) -> [K::Score; N] {
        self.subtree_range().1
    }

    fn heuristic_bounds(&self) -> ([K::Score; N], [K::Score; N]) {
        self.subtree_range()
    }
}

impl<K: Scale> DynTree<'_, K> {
    /// Writes the least and the greatest value of every player over this node's subtree: the
    /// dynamic twin of [`Tree::subtree_range`] (the same bounds, at the same cost).
    pub fn subtree_range_into(&self, lower: &mut [K::Score], upper: &mut [K::Score]) {
        if !walkable(self.spec(), self.ply()) {
            lower.fill(K::Score::ZERO);
            upper.fill(K::MAXSUM);
            return;
        }
        self.walk_range_into(lower, upper);
    }

    fn walk_range_into(&self, lower: &mut [K::Score], upper: &mut [K::Score]) {
        self.evaluate(lower);
        upper.copy_from_slice(lower);
        if self.ply() >= self.spec().depth || self.spec().model == Model::Uniform {
            return;
        }
        let players = lower.len();
        let mut low = [K::Score::ZERO; DYN_MAX_PLAYERS];
        let mut high = [K::Score::ZERO; DYN_MAX_PLAYERS];
        let mut moves = <Self as DynGame>::Moves::default();
        self.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = *self;
            child.play(mv);
            child.walk_range_into(&mut low[..players], &mut high[..players]);
            for player in 0..players {
                lower[player] = min(lower[player], low[player]);
                upper[player] = max(upper[player], high[player]);
            }
        }
    }
}

/// The per-player range of every position in a node's subtree, as for [`Tree`].
impl<K: Scale> DynMonotonicHeuristic for DynTree<'_, K> {
    fn lower_bounds(&self, out: &mut [K::Score]) {
        let mut upper = [K::Score::ZERO; DYN_MAX_PLAYERS];
        self.subtree_range_into(out, &mut upper[..out.len()]);
    }

    fn upper_bounds(&self, out: &mut [K::Score]) {
        let mut lower = [K::Score::ZERO; DYN_MAX_PLAYERS];
        self.subtree_range_into(&mut lower[..out.len()], out);
    }

    fn heuristic_bounds(&self, lower: &mut [K::Score], upper: &mut [K::Score]) {
        self.subtree_range_into(lower, upper);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_limit_counts_every_position_of_the_subtree() {
        // 4 children to height 5: 1 + 4 + ... + 4^5 = 1365 positions; height 6: 5461.
        let spec = TreeSpec::new(4, 8, 0, Model::Random);
        assert!(walkable(&spec, 3));
        assert!(!walkable(&spec, 2));
        // 64 children to height 64 saturates instead of overflowing.
        let spec = TreeSpec::new(64, 64, 0, Model::Random);
        assert!(!walkable(&spec, 0));
        assert!(walkable(&spec, 64));
        assert!(walkable(&TreeSpec::new(64, 64, 0, Model::Uniform), 0));
    }
}
