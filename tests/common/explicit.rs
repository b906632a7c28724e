//! Small trees written out by hand, as a game, so that tests can count nodes on paper.

use maxn::{BoundedGame, Bounds, Game, MonotonicHeuristic, MoveList};

/// A node of a hand-written tree with integer scores.
#[derive(Clone, Debug)]
pub enum Node<const N: usize> {
    Leaf([u32; N]),
    Inner(Vec<Node<N>>),
}

/// A leaf.
pub fn leaf<const N: usize>(value: [u32; N]) -> Node<N> {
    Node::Leaf(value)
}

/// An interior node; its children are searched in the order given.
pub fn inner<const N: usize>(children: Vec<Node<N>>) -> Node<N> {
    Node::Inner(children)
}

/// A position in a hand-written tree: players move in turn from player 0 at the root, scores
/// step by 1 and sum to at most `MAXSUM`.
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
            Node::Inner(children) => {
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
    const BOUNDS: Option<Bounds<u32>> = Some(Bounds::constant_sum(MAXSUM, 1));

    fn to_move(&self) -> usize {
        self.ply % N
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        if let Node::Inner(children) = self.node {
            moves.extend(0..children.len() as u8);
        }
    }

    fn play(&mut self, mv: u8) {
        let Node::Inner(children) = self.node else {
            panic!("no move from a leaf");
        };
        self.node = &children[mv as usize];
        self.ply += 1;
    }

    fn outcome(&self) -> Option<[u32; N]> {
        match self.node {
            Node::Leaf(value) => Some(*value),
            Node::Inner(_) => None,
        }
    }

    fn evaluate(&self) -> [u32; N] {
        // Only reached by a search cut off above the leaves: the first leaf below.
        let mut node = self.node;
        loop {
            match node {
                Node::Leaf(value) => return *value,
                Node::Inner(children) => node = &children[0],
            }
        }
    }
}

impl<const N: usize, const MAXSUM: u32> BoundedGame<N> for Explicit<'_, N, MAXSUM> {}

/// The exact range of the leaves below.
impl<const N: usize, const MAXSUM: u32> MonotonicHeuristic<N> for Explicit<'_, N, MAXSUM> {
    fn lower_bounds(&self) -> [u32; N] {
        Self::range(self.node).0
    }

    fn upper_bounds(&self) -> [u32; N] {
        Self::range(self.node).1
    }
}
