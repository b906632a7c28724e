//! The tree of information-set MCTS: nodes keyed by the moves played from the root's
//! information set, each counting how often it was **available** (its move legal in the
//! iteration's determinization) besides how often it was chosen, and UCB over availability.

use crate::agent::mcts::{Scale, add_visit};

/// No node: a leaf's first child, a last sibling.
const NONE: u32 = u32::MAX;
/// The root's index.
pub(crate) const ROOT: u32 = 0;

/// A node: the information set reached by playing `mv` at its parent's.
#[derive(Clone, Debug)]
pub(crate) struct Node<M, const N: usize> {
    /// The sum of the values backed up through this node, one component per player, raw (see
    /// [`Scale`]).
    pub(crate) totals: [f64; N],
    /// Iterations that went through this node.
    pub(crate) visits: u32,
    /// Iterations that reached the parent with this node's move legal in their
    /// determinization (the `n'` of Cowling, Powley & Whitehouse): the parent's visits as far
    /// as this child could have been chosen.
    pub(crate) available: u32,
    /// The move from the parent (`None` at the root).
    pub(crate) mv: Option<M>,
    /// The most recently added child.
    first_child: u32,
    next_sibling: u32,
}

impl<M, const N: usize> Node<M, N> {
    fn new(mv: Option<M>) -> Self {
        Self {
            totals: [0.0; N],
            visits: 0,
            available: 0,
            mv,
            first_child: NONE,
            next_sibling: NONE,
        }
    }
}

/// A tree in one arena, the root first, with the map of its values into `[0, 1]`.
#[derive(Clone, Debug)]
pub(crate) struct InfoTree<M, const N: usize> {
    nodes: Vec<Node<M, N>>,
    pub(crate) scale: Scale,
}

impl<M: Copy + PartialEq, const N: usize> InfoTree<M, N> {
    /// A tree of the root alone.
    pub(crate) fn new(scale: Scale) -> Self {
        Self {
            nodes: vec![Node::new(None)],
            scale,
        }
    }

    /// The node at `index`.
    pub(crate) fn node(&self, index: u32) -> &Node<M, N> {
        &self.nodes[index as usize]
    }

    /// The children of `node`, latest added first.
    pub(crate) fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.node(node).first_child;
        std::iter::from_fn(move || {
            (next != NONE).then(|| {
                let child = next;
                next = self.node(child).next_sibling;
                child
            })
        })
    }

    /// For each of `moves` (the moves legal at `node` in this iteration's determinization),
    /// its child at `node` if it has one, written to `found` (cleared first); every child
    /// found counts one more availability.
    pub(crate) fn available_children(&mut self, node: u32, moves: &[M], found: &mut Vec<u32>) {
        found.clear();
        found.resize(moves.len(), NONE);
        let mut next = self.node(node).first_child;
        while next != NONE {
            let child = &mut self.nodes[next as usize];
            if let Some(index) = moves.iter().position(|&mv| Some(mv) == child.mv) {
                found[index] = next;
                child.available += 1;
            }
            next = child.next_sibling;
        }
    }

    /// The index in `found` (as [`available_children`](Self::available_children) left it) of
    /// the first move without a child, if any.
    pub(crate) fn untried(found: &[u32]) -> Option<usize> {
        found.iter().position(|&child| child == NONE)
    }

    /// Adds `node`'s child for `mv`, available once (in the iteration that adds it), and
    /// returns it.
    pub(crate) fn add_child(&mut self, node: u32, mv: M) -> u32 {
        let child = u32::try_from(self.nodes.len())
            .ok()
            .filter(|&child| child != NONE)
            .expect("fewer than 2^32 - 1 nodes in one tree");
        let parent = &mut self.nodes[node as usize];
        let mut added = Node::new(Some(mv));
        added.available = 1;
        added.next_sibling = parent.first_child;
        parent.first_child = child;
        self.nodes.push(added);
        child
    }

    /// UCB's choice among `found` (every move available here has a child) for `player`, the
    /// player to move: the greatest `reward(mean) + c sqrt(ln available(child) /
    /// visits(child))`, the mean of `player`'s component of the values backed up through the
    /// child; on a tie the first in `found`'s order (the determinization's generation order).
    /// Every child has been visited (the iteration that adds a child backs up through it).
    pub(crate) fn select(&self, found: &[u32], player: usize, exploration: f64) -> u32 {
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        for &child in found {
            let stats = self.node(child);
            let log_available = f64::from(stats.available).ln();
            let score = self.scale.ucb(
                stats.totals[player],
                stats.visits,
                log_available,
                exploration,
            );
            if score > best_score {
                best = child;
                best_score = score;
            }
        }
        debug_assert_ne!(best, NONE, "select among available children");
        best
    }

    /// Adds `value` (raw) to every node of `path` and counts the visit.
    pub(crate) fn backup(&mut self, path: &[u32], value: &[f64; N]) {
        self.scale.observe(value);
        for &index in path {
            let node = &mut self.nodes[index as usize];
            add_visit(&mut node.visits, &mut node.totals, value);
        }
    }

    /// The depth of the deepest node (the root at 0).
    pub(crate) fn depth(&self) -> u32 {
        let mut deepest = 0;
        let mut pending = vec![(ROOT, 0u32)];
        while let Some((node, depth)) = pending.pop() {
            deepest = deepest.max(depth);
            pending.extend(self.children(node).map(|child| (child, depth + 1)));
        }
        deepest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree of a 3-player game with maxp 10.
    fn tree() -> InfoTree<u8, 3> {
        InfoTree::new(Scale::fixed(10.0))
    }

    #[test]
    fn only_the_children_legal_in_a_determinization_are_found_and_counted_available() {
        let mut tree = tree();
        let a = tree.add_child(ROOT, 10);
        let b = tree.add_child(ROOT, 11);
        let c = tree.add_child(ROOT, 12);
        let mut found = Vec::new();
        // A determinization where 12 and 11 are legal, and 13, never tried: 13 is untried.
        tree.available_children(ROOT, &[12, 13, 11], &mut found);
        assert_eq!(found, [c, NONE, b]);
        assert_eq!(InfoTree::<u8, 3>::untried(&found), Some(1));
        // Each child counts its creation and every determinization it was legal in since.
        let available = |tree: &InfoTree<u8, 3>| [a, b, c].map(|n| tree.node(n).available);
        assert_eq!(available(&tree), [1, 2, 2]);
        tree.available_children(ROOT, &[10, 11], &mut found);
        assert_eq!(found, [a, b]);
        assert_eq!(InfoTree::<u8, 3>::untried(&found), None);
        assert_eq!(available(&tree), [2, 3, 2]);
    }

    #[test]
    fn selection_explores_by_availability_on_the_movers_component() {
        let mut tree = tree();
        let a = tree.add_child(ROOT, 0);
        let b = tree.add_child(ROOT, 1);
        // Player 1's rewards (maxp 10): a 0.6 over 10 visits, b 0.5 over 2.
        for _ in 0..10 {
            tree.backup(&[ROOT, a], &[0.0, 6.0, 0.0]);
        }
        for _ in 0..2 {
            tree.backup(&[ROOT, b], &[0.0, 5.0, 0.0]);
        }
        // Greedy: the better mean. Player 0 sees 0 everywhere: the tie to the first given.
        assert_eq!(tree.select(&[a, b], 1, 0.0), a);
        assert_eq!(tree.select(&[b, a], 0, 0.0), b);
        // b was available only twice (its move rarely legal): ln 2 / 2 gives it
        // 0.5 + sqrt(0.347) = 1.09; a, available 12 times, 0.6 + sqrt(ln 12 / 10) = 1.10.
        tree.nodes[a as usize].available = 12;
        tree.nodes[b as usize].available = 2;
        assert_eq!(tree.select(&[a, b], 1, 1.0), a);
        // Available 12 times but chosen twice: 0.5 + sqrt(ln 12 / 2) = 1.61, b's turn.
        tree.nodes[b as usize].available = 12;
        assert_eq!(tree.select(&[a, b], 1, 1.0), b);
    }

    #[test]
    fn backup_adds_the_vector_along_the_path_and_depth_is_the_deepest_node() {
        let mut tree = tree();
        let a = tree.add_child(ROOT, 0);
        let aa = tree.add_child(a, 1);
        tree.backup(&[ROOT, a, aa], &[1.0, 2.0, 3.0]);
        tree.backup(&[ROOT, a], &[4.0, 0.0, 0.0]);
        assert_eq!(tree.node(ROOT).totals, [5.0, 2.0, 3.0]);
        assert_eq!(tree.node(a).visits, 2);
        assert_eq!(tree.node(aa).totals, [1.0, 2.0, 3.0]);
        assert_eq!(tree.depth(), 2);
        assert_eq!(tree.children(ROOT).collect::<Vec<_>>(), [a]);
    }
}
