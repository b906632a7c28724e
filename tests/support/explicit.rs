//! Small trees written out by hand, as a game, so that tests can count nodes on paper.

use maxn::{Bounds, Game, MonotonicHeuristic, MoveList};

/// A node of a hand-written tree with integer scores.
#[derive(Clone, Debug)]
pub enum Node<const N: usize> {
    Leaf([u32; N]),
    /// An interior node moved by the player whose turn it is at its depth.
    Inner(Vec<Node<N>>),
    /// An interior node moved by the player named, whatever its depth (a player may move
    /// twice in a row, as a trick's winner leads the next trick).
    By(usize, Vec<Node<N>>),
}

impl<const N: usize> Node<N> {
    fn children(&self) -> &[Node<N>] {
        match self {
            Node::Leaf(_) => &[],
            Node::Inner(children) | Node::By(_, children) => children,
        }
    }
}

/// A leaf.
pub fn leaf<const N: usize>(value: [u32; N]) -> Node<N> {
    Node::Leaf(value)
}

/// An interior node; its children are searched in the order given.
pub fn inner<const N: usize>(children: Vec<Node<N>>) -> Node<N> {
    Node::Inner(children)
}

/// An interior node moved by `player` (not necessarily the next in turn).
pub fn by<const N: usize>(player: usize, children: Vec<Node<N>>) -> Node<N> {
    Node::By(player, children)
}

/// A position in a hand-written tree: players move in turn from player 0 at the root (unless
/// a node names its mover), scores step by 1 and sum to at most `MAXSUM`.
#[derive(Clone, Copy, Debug)]
pub struct Explicit<'a, const N: usize, const MAXSUM: u32> {
    node: &'a Node<N>,
    ply: usize,
}

impl<'a, const N: usize, const MAXSUM: u32> Explicit<'a, N, MAXSUM> {
    pub fn root(node: &'a Node<N>) -> Self {
        Self { node, ply: 0 }
    }

    /// The per-player least and greatest score over the leaves below.
    fn range(node: &Node<N>) -> ([u32; N], [u32; N]) {
        match node {
            Node::Leaf(value) => (*value, *value),
            Node::Inner(children) | Node::By(_, children) => {
                let mut lower = [u32::MAX; N];
                let mut upper = [0; N];
                for child in children {
                    let (low, high) = Self::range(child);
                    for player in 0..N {
                        lower[player] = lower[player].min(low[player]);
                        upper[player] = upper[player].max(high[player]);
                    }
                }
                (lower, upper)
            }
        }
    }
}

impl<const N: usize, const MAXSUM: u32> Game<N> for Explicit<'_, N, MAXSUM> {
    type Score = u32;
    type Move = u8;
    type Moves = MoveList<u8, 16>;

    const NAME: &'static str = "explicit tree";
    type Bounds = Bounds<u32>;
    const BOUNDS: Bounds<u32> = Bounds::constant_sum(MAXSUM, 1);

    fn to_move(&self) -> usize {
        match self.node {
            Node::By(player, _) => *player,
            _ => self.ply % N,
        }
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend(0..self.node.children().len() as u8);
    }

    fn play(&mut self, mv: u8) {
        self.node = &self.node.children()[mv as usize];
        self.ply += 1;
    }

    fn outcome(&self) -> Option<[u32; N]> {
        match self.node {
            Node::Leaf(value) => Some(*value),
            _ => None,
        }
    }

    fn evaluate(&self) -> [u32; N] {
        // Only reached by a search cut off above the leaves: the first leaf below.
        let mut node = self.node;
        loop {
            match node {
                Node::Leaf(value) => return *value,
                _ => node = &node.children()[0],
            }
        }
    }
}

/// The exact range of the leaves below.
impl<const N: usize, const MAXSUM: u32> MonotonicHeuristic<N> for Explicit<'_, N, MAXSUM> {
    fn lower_bounds(&self) -> [u32; N] {
        Self::range(self.node).0
    }

    fn upper_bounds(&self) -> [u32; N] {
        Self::range(self.node).1
    }
}
