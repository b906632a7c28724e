//! One search tree in one arena: a `Vec` of nodes linked by indices, its statistics, UCT's
//! choice of a child, the vector backup, and the compaction that keeps a subtree as the next
//! move's tree.

use super::scale::Scale;

/// No node: the root's parent, a leaf's first child, a last sibling.
const NONE: u32 = u32::MAX;
/// The root's index.
pub(crate) const ROOT: u32 = 0;
/// A node's move count before its moves were first generated.
const UNKNOWN: u32 = u32::MAX;

/// A node of the tree: the position reached by playing `mv` at its parent's.
///
/// Positions are not stored: an iteration replays the moves from the root's position, so a
/// node costs a few words whatever the game (the replayed moves count as positions visited,
/// as a searcher's would).
#[derive(Clone, Debug)]
pub(crate) struct Node<M, const N: usize> {
    /// The sum of the values backed up through this node, one component per player, raw (see
    /// [`Scale`]).
    pub(crate) totals: [f64; N],
    /// Iterations through this node.
    pub(crate) visits: u32,
    /// The move from the parent's position (`None` at the root).
    pub(crate) mv: Option<M>,
    /// The move's index in the parent's generation order.
    pub(crate) index: u32,
    parent: u32,
    /// The most recently added child; siblings link from the latest to the first added, so
    /// a node's children are listed in decreasing generation order.
    first_child: u32,
    next_sibling: u32,
    /// Children added so far: the moves `0..added` in generation order.
    added: u32,
    /// The number of legal moves, once generated.
    moves: u32,
}

impl<M, const N: usize> Node<M, N> {
    fn new(mv: Option<M>, index: u32, parent: u32) -> Self {
        Self {
            totals: [0.0; N],
            visits: 0,
            mv,
            index,
            parent,
            first_child: NONE,
            next_sibling: NONE,
            added: 0,
            moves: UNKNOWN,
        }
    }
}

/// What an iteration should do at a node, from its statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The moves were never generated here: generate them and say how many.
    Generate,
    /// Add the child of the move with this index in generation order, then play out.
    Expand(u32),
    /// Every move has a child: choose one by UCT.
    Select,
    /// No legal move: evaluate.
    Stuck,
}

/// A search tree: its nodes, the root first, and the map of its values into `[0, 1]`.
#[derive(Clone, Debug)]
pub(crate) struct Tree<M, const N: usize> {
    nodes: Vec<Node<M, N>>,
    /// The arena the next compaction copies into, kept so that rerooting does not allocate.
    spare: Vec<Node<M, N>>,
    pub(crate) scale: Scale,
}

impl<M: Copy, const N: usize> Tree<M, N> {
    /// A tree of the root alone.
    pub(crate) fn new(scale: Scale) -> Self {
        Self {
            nodes: vec![Node::new(None, 0, NONE)],
            spare: Vec::new(),
            scale,
        }
    }

    /// The node at `index`.
    pub(crate) fn node(&self, index: u32) -> &Node<M, N> {
        &self.nodes[index as usize]
    }

    /// What to do at `node`.
    pub(crate) fn step(&self, node: u32) -> Step {
        let node = self.node(node);
        if node.moves == UNKNOWN {
            Step::Generate
        } else if node.moves == 0 {
            Step::Stuck
        } else if node.added < node.moves {
            Step::Expand(node.added)
        } else {
            Step::Select
        }
    }

    /// Records that `node` has `moves` legal moves.
    pub(crate) fn set_moves(&mut self, node: u32, moves: usize) {
        self.nodes[node as usize].moves =
            u32::try_from(moves).expect("fewer than 2^32 moves at a position");
    }

    /// Adds `node`'s child for `mv`, the move of index `index` (the next one:
    /// [`Step::Expand`]), and returns it.
    pub(crate) fn add_child(&mut self, node: u32, mv: M, index: u32) -> u32 {
        let child = u32::try_from(self.nodes.len())
            .ok()
            .filter(|&child| child != NONE)
            .expect("fewer than 2^32 - 1 nodes in one tree");
        let parent = &mut self.nodes[node as usize];
        debug_assert_eq!(
            parent.added, index,
            "children are added in generation order"
        );
        let mut added = Node::new(Some(mv), index, node);
        added.next_sibling = parent.first_child;
        parent.first_child = child;
        parent.added += 1;
        self.nodes.push(added);
        child
    }

    /// The children of `node`, latest added (highest index) first.
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

    /// UCT's child of `node` for `player`, the player to move there: the greatest
    /// `reward(mean) + c sqrt(ln visits(node) / visits(child))`, the mean of `player`'s
    /// component of the values backed up through the child; on a tie the lowest index. Every
    /// child has been visited (a child is added by an iteration that backs up through it).
    pub(crate) fn select(&self, node: u32, player: usize, exploration: f64) -> u32 {
        let log_visits = f64::from(self.node(node).visits).ln();
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        // Children come highest index first, so `>=` leaves the lowest of tied ones.
        for child in self.children(node) {
            let stats = self.node(child);
            let score = self
                .scale
                .ucb(stats.totals[player], stats.visits, log_visits, exploration);
            if score >= best_score {
                best = child;
                best_score = score;
            }
        }
        debug_assert_ne!(best, NONE, "select at a node with children");
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

    /// Makes the subtree under `node` the whole tree, `node` its root: its nodes are copied
    /// into the spare arena in the order they are met depth-first (children keep their
    /// order and statistics), and the arenas swap. The rest is dropped.
    pub(crate) fn reroot(&mut self, node: u32) {
        if node == ROOT {
            return;
        }
        let mut spare = std::mem::take(&mut self.spare);
        spare.clear();
        let mut root = self.node(node).clone();
        root.parent = NONE;
        root.next_sibling = NONE;
        root.mv = None;
        root.index = 0;
        spare.push(root);
        // (index in the new arena, index in the old one) of each node whose children are
        // still to copy.
        let mut pending = vec![(ROOT, node)];
        while let Some((new_parent, old_parent)) = pending.pop() {
            let mut previous = NONE;
            // Old children come latest first; keep that order in the new arena's links.
            let mut first = NONE;
            for old_child in self.children(old_parent) {
                let new_child = spare.len() as u32;
                let mut copy = self.node(old_child).clone();
                copy.parent = new_parent;
                copy.first_child = NONE;
                copy.next_sibling = NONE;
                spare.push(copy);
                if previous == NONE {
                    first = new_child;
                } else {
                    spare[previous as usize].next_sibling = new_child;
                }
                previous = new_child;
                pending.push((new_child, old_child));
            }
            spare[new_parent as usize].first_child = first;
        }
        self.spare = std::mem::replace(&mut self.nodes, spare);
    }

    /// The child of `node` whose move has index `index`, if it was added.
    pub(crate) fn child_with_index(&self, node: u32, index: u32) -> Option<u32> {
        self.children(node)
            .find(|&child| self.node(child).index == index)
    }

    /// The depth of the deepest node (the root is at 0).
    pub(crate) fn depth(&self) -> u32 {
        let mut depths = vec![0u32; self.nodes.len()];
        // A child always comes after its parent in the arena (added later, or copied later
        // by `reroot`), so one pass in order sees every parent's depth first.
        let mut deepest = 0;
        for index in 1..self.nodes.len() {
            let depth = depths[self.nodes[index].parent as usize] + 1;
            depths[index] = depth;
            deepest = deepest.max(depth);
        }
        deepest
    }
}

/// Counts one more visit of a node whose values sum to `totals`, adding `value` (raw): the
/// backup of a node of either kind of tree (this one and information-set MCTS's).
pub(crate) fn add_visit<const N: usize>(visits: &mut u32, totals: &mut [f64; N], value: &[f64; N]) {
    *visits += 1;
    for (total, v) in totals.iter_mut().zip(value) {
        *total += v;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fixed scale of a 3-player game with maxp 10.
    fn fixed_scale() -> Scale {
        Scale::fixed(10.0)
    }

    /// A root with three children 0, 1, 2, each visited as `visits` says with player 1's
    /// values summing to `totals`.
    fn three_children(visits: [u32; 3], totals: [f64; 3]) -> Tree<u8, 3> {
        let mut tree = Tree::new(fixed_scale());
        tree.set_moves(ROOT, 3);
        for index in 0..3u32 {
            let child = tree.add_child(ROOT, index as u8, index);
            for _ in 0..visits[index as usize] {
                // The child's total spread evenly over its visits.
                let mut value = [0.0; 3];
                value[1] = totals[index as usize] / f64::from(visits[index as usize]);
                tree.backup(&[ROOT, child], &value);
            }
        }
        tree
    }

    #[test]
    fn the_vector_backup_adds_every_component_along_the_path() {
        let mut tree = Tree::<u8, 3>::new(fixed_scale());
        tree.set_moves(ROOT, 1);
        let child = tree.add_child(ROOT, 7, 0);
        tree.set_moves(child, 1);
        let grandchild = tree.add_child(child, 9, 0);
        tree.backup(&[ROOT, child, grandchild], &[1.0, 2.0, 7.0]);
        tree.backup(&[ROOT, child], &[4.0, 4.0, 2.0]);
        assert_eq!(tree.node(ROOT).totals, [5.0, 6.0, 9.0]);
        assert_eq!(tree.node(ROOT).visits, 2);
        assert_eq!(tree.node(child).totals, [5.0, 6.0, 9.0]);
        assert_eq!(tree.node(grandchild).totals, [1.0, 2.0, 7.0]);
        assert_eq!(tree.node(grandchild).visits, 1);
    }

    #[test]
    fn selection_takes_the_movers_component() {
        // Player 1's means (maxp 10): 2, 8, 5 after 4 visits each; the exploration term is
        // the same for all three, so the mean decides: child 1 for player 1. For player 0,
        // whose component is 0 everywhere, the tie goes to the lowest index.
        let tree = three_children([4, 4, 4], [8.0, 32.0, 20.0]);
        assert_eq!(tree.node(tree.select(ROOT, 1, 0.7)).index, 1);
        assert_eq!(tree.node(tree.select(ROOT, 0, 0.7)).index, 0);
    }

    #[test]
    fn exploration_favours_the_less_visited() {
        // Player 1's rewards (maxp 10): 0.6 after 30 visits, 0.5 after 2, 0 after 3; the root
        // has 35 visits. With c = 0 the best mean wins; with c = 1 the scores are
        // 0.6 + sqrt(ln 35 / 30) = 0.94, 0.5 + sqrt(ln 35 / 2) = 1.83 and
        // 0 + sqrt(ln 35 / 3) = 1.09: the child seen twice.
        let tree = three_children([30, 2, 3], [180.0, 10.0, 0.0]);
        assert_eq!(tree.node(tree.select(ROOT, 1, 0.0)).index, 0);
        assert_eq!(tree.node(tree.select(ROOT, 1, 1.0)).index, 1);
    }

    #[test]
    fn rerooting_keeps_the_subtree_and_its_statistics() {
        let mut tree = Tree::<u8, 3>::new(fixed_scale());
        tree.set_moves(ROOT, 2);
        let a = tree.add_child(ROOT, 10, 0);
        let b = tree.add_child(ROOT, 11, 1);
        tree.set_moves(b, 3);
        let b0 = tree.add_child(b, 20, 0);
        let b1 = tree.add_child(b, 21, 1);
        tree.set_moves(b1, 1);
        let b10 = tree.add_child(b1, 30, 0);
        tree.backup(&[ROOT, a], &[1.0, 0.0, 0.0]);
        tree.backup(&[ROOT, b, b0], &[0.0, 2.0, 0.0]);
        tree.backup(&[ROOT, b, b1, b10], &[0.0, 0.0, 3.0]);
        tree.reroot(b);
        assert_eq!(tree.nodes.len(), 4);
        assert_eq!(tree.node(ROOT).visits, 2);
        assert_eq!(tree.node(ROOT).totals, [0.0, 2.0, 3.0]);
        assert_eq!(tree.step(ROOT), Step::Expand(2));
        let new_b1 = tree.child_with_index(ROOT, 1).unwrap();
        assert_eq!(tree.node(new_b1).mv, Some(21));
        assert_eq!(tree.node(new_b1).totals, [0.0, 0.0, 3.0]);
        let new_b10 = tree.child_with_index(new_b1, 0).unwrap();
        assert_eq!(tree.node(new_b10).mv, Some(30));
        let indices: Vec<u32> = tree.children(ROOT).map(|c| tree.node(c).index).collect();
        assert_eq!(indices, [1, 0]);
        assert_eq!(tree.depth(), 2);
    }
}
