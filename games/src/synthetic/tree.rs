//! The synthetic tree's positions and their `Game` implementation.

use maxn::{Bounds, Game, MoveBuffer, MoveList, PositionHash, Score};

use super::node::Cursor;
use super::scale::{Int, Scale, Unit};
use super::spec::{MAX_BRANCHING, SpecError, TreeSpec};

/// A node of a synthetic tree for `N` players with scores on scale `K`.
///
/// [`DynTree`](super::DynTree) is the same tree with the player count read at run time.
#[derive(Clone, Copy, Debug)]
pub struct Tree<'a, K: Scale, const N: usize> {
    spec: &'a TreeSpec,
    at: Cursor,
    /// The tuple every first-child descendant inherits; used by [`Model::Best`] and
    /// [`Model::Uniform`] only.
    ///
    /// [`Model::Best`]: super::Model::Best
    /// [`Model::Uniform`]: super::Model::Uniform
    chain: [K::Score; N],
}

/// A synthetic tree with integer scores summing to `MAXSUM` in steps of `DELTA`.
pub type IntTree<'a, const N: usize, const MAXSUM: u32, const DELTA: u32 = 1> =
    Tree<'a, Int<MAXSUM, DELTA>, N>;

/// A synthetic tree with continuous scores summing to 1.
pub type FloatTree<'a, const N: usize> = Tree<'a, Unit, N>;

impl<'a, K: Scale, const N: usize> Tree<'a, K, N> {
    /// The root of the tree `spec` describes, or why it cannot be built.
    pub fn root(spec: &'a TreeSpec) -> Result<Self, SpecError> {
        let mut chain = [K::Score::ZERO; N];
        let at = Cursor::root::<K>(spec, &mut chain)?;
        Ok(Self { spec, at, chain })
    }

    /// The tree this node belongs to.
    pub fn spec(&self) -> &'a TreeSpec {
        self.spec
    }

    /// The node's depth below the root.
    pub fn ply(&self) -> u32 {
        self.at.ply
    }

    /// The value a leaf (or a depth-limited node) has under the tree's model.
    #[inline(always)]
    fn value(&self) -> [K::Score; N] {
        let mut value = [K::Score::ZERO; N];
        self.at.value::<K>(self.spec.model, &self.chain, &mut value);
        value
    }
}

impl<K: Scale, const N: usize> Game<N> for Tree<'_, K, N> {
    type Score = K::Score;
    type Move = u8;
    type Moves = MoveList<u8, MAX_BRANCHING>;

    const NAME: &'static str = "synthetic tree";
    type Bounds = Bounds<K::Score>;
    const BOUNDS: Bounds<K::Score> = Bounds::constant_sum(K::MAXSUM, K::DELTA);

    #[inline(always)]
    fn to_move(&self) -> usize {
        self.at.mover as usize
    }

    #[inline(always)]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        for index in 0..self.spec.branching as u8 {
            moves.push(index);
        }
    }

    #[inline(always)]
    fn play(&mut self, mv: u8) {
        self.at.play::<K>(self.spec, mv, &mut self.chain);
    }

    #[inline(always)]
    fn outcome(&self) -> Option<[K::Score; N]> {
        (self.at.ply >= self.spec.depth).then(|| self.value())
    }

    #[inline(always)]
    fn evaluate(&self) -> [K::Score; N] {
        self.value()
    }
}

/// A node's hash is its key, the hash of its path from the root (the tree's seed and the
/// child indices) that draws its values. A synthetic tree has no transpositions, so no two
/// nodes share a position; a transposition table then serves the move ordering, and the
/// iterations of iterative deepening. The shape and the model are not in the key: a table
/// must not be shared between trees that differ only in them.
impl<K: Scale, const N: usize> PositionHash<N> for Tree<'_, K, N> {
    #[inline]
    fn position_hash(&self) -> u64 {
        self.at.key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::Model;
    use maxn::{Limits, MaxN, Searcher};

    #[test]
    fn the_same_seed_gives_the_same_tree_and_another_seed_another() {
        let a = TreeSpec::new(3, 5, 1, Model::Random);
        let b = TreeSpec::new(3, 5, 2, Model::Random);
        let search = |spec| MaxN.search(&IntTree::<3, 60>::root(spec).unwrap(), Limits::depth(5));
        assert_eq!(search(&a), search(&a));
        assert_ne!(search(&a).value, search(&b).value);
    }

    #[test]
    fn players_move_in_turn() {
        let spec = TreeSpec::new(2, 8, 0, Model::Random);
        let mut node = IntTree::<3, 60>::root(&spec).unwrap();
        for ply in 0..7 {
            assert_eq!(node.to_move(), ply % 3);
            node.play(1);
        }
    }

    #[test]
    fn best_tree_value_is_the_root_chain() {
        let spec = TreeSpec::new(4, 6, 0, Model::Best);
        // 3 players to depth 6 need 3 * 2^5 = 96 steps (see `Model::Best`).
        let root = IntTree::<3, 120>::root(&spec).unwrap();
        let result = MaxN.search(&root, Limits::depth(6));
        assert_eq!(result.value, [40, 40, 40]);
        assert_eq!(result.principal_line, vec![0; 6]);
    }

    #[test]
    fn invalid_specs_are_errors() {
        let spec = TreeSpec::new(0, 3, 0, Model::Random);
        assert_eq!(
            IntTree::<3, 60>::root(&spec).unwrap_err(),
            SpecError::Branching(0)
        );
        let spec = TreeSpec::new(3, 3, 0, Model::Uniform);
        assert!(matches!(
            IntTree::<4, 60, 2>::root(&spec),
            Err(SpecError::UniformShare { .. })
        ));
        assert!(FloatTree::<6>::root(&spec).is_err());
        assert!(FloatTree::<3>::root(&spec).is_ok());
    }
}
