//! The synthetic tree with its player count read at run time, for the dynamic kernels.

use maxn::dynamic::DynGame;
use maxn::{Bounds, MoveBuffer, MoveList, Score};

use super::node::Cursor;
use super::scale::{Int, Scale, Unit};
use super::spec::{MAX_BRANCHING, SpecError, TreeSpec};

/// The most players a [`DynTree`] holds.
pub const DYN_MAX_PLAYERS: usize = 8;

/// A node of a synthetic tree whose player count is chosen at run time: the same tree as
/// [`Tree`](super::Tree) for the same spec and player count (the two share their node code), as
/// a [`DynGame`].
#[derive(Clone, Copy, Debug)]
pub struct DynTree<'a, K: Scale> {
    spec: &'a TreeSpec,
    at: Cursor,
    players: u8,
    /// The model tuple (see [`Tree`](super::Tree)); only the first `players` entries are used.
    chain: [K::Score; DYN_MAX_PLAYERS],
}

/// A dynamic synthetic tree with integer scores summing to `MAXSUM` in steps of `DELTA`.
pub type DynIntTree<'a, const MAXSUM: u32, const DELTA: u32 = 1> = DynTree<'a, Int<MAXSUM, DELTA>>;

/// A dynamic synthetic tree with continuous scores summing to 1.
pub type DynFloatTree<'a> = DynTree<'a, Unit>;

impl<'a, K: Scale> DynTree<'a, K> {
    /// The root of the tree `spec` describes for `players` players, or why it cannot be built.
    pub fn root(spec: &'a TreeSpec, players: usize) -> Result<Self, SpecError> {
        if players > DYN_MAX_PLAYERS {
            return Err(SpecError::TooManyPlayers {
                players,
                max: DYN_MAX_PLAYERS,
            });
        }
        let mut chain = [K::Score::ZERO; DYN_MAX_PLAYERS];
        let at = Cursor::root::<K>(spec, &mut chain[..players])?;
        Ok(Self {
            spec,
            at,
            // At most `DYN_MAX_PLAYERS`, checked above.
            players: players as u8,
            chain,
        })
    }

    /// The tree this node belongs to.
    pub fn spec(&self) -> &'a TreeSpec {
        self.spec
    }

    /// The node's depth below the root.
    pub fn ply(&self) -> u32 {
        self.at.ply
    }

    #[inline(always)]
    fn chain(&self) -> &[K::Score] {
        &self.chain[..self.players as usize]
    }
}

impl<K: Scale> DynGame for DynTree<'_, K> {
    type Score = K::Score;
    type Move = u8;
    type Moves = MoveList<u8, MAX_BRANCHING>;
    type Bounds = Bounds<K::Score>;

    const NAME: &'static str = "synthetic tree";

    #[inline(always)]
    fn players(&self) -> usize {
        self.players as usize
    }

    #[inline(always)]
    fn bounds(&self) -> Bounds<K::Score> {
        Bounds::constant_sum(K::MAXSUM, K::DELTA)
    }

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
        let players = self.players as usize;
        self.at.play::<K>(self.spec, mv, &mut self.chain[..players]);
    }

    #[inline(always)]
    fn outcome(&self, value: &mut [K::Score]) -> bool {
        if self.at.ply < self.spec.depth {
            return false;
        }
        self.evaluate(value);
        true
    }

    #[inline(always)]
    fn evaluate(&self, value: &mut [K::Score]) {
        self.at.value::<K>(self.spec.model, self.chain(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::Model;
    use maxn::Game;

    /// Walks both trees down the same path and compares every node.
    fn same_walk<K: Scale, const N: usize>(spec: &TreeSpec, path: &[u8]) {
        let mut fixed = super::super::Tree::<K, N>::root(spec).unwrap();
        let mut dynamic = DynTree::<K>::root(spec, N).unwrap();
        for &mv in path {
            assert_eq!(fixed.to_move(), dynamic.to_move());
            let mut value = [K::Score::ZERO; N];
            dynamic.evaluate(&mut value);
            assert_eq!(fixed.evaluate(), value);
            fixed.play(mv);
            dynamic.play(mv);
        }
        let mut value = [K::Score::ZERO; N];
        assert!(dynamic.outcome(&mut value));
        assert_eq!(fixed.outcome(), Some(value));
    }

    #[test]
    fn the_dynamic_tree_is_the_same_tree() {
        for model in [Model::Random, Model::Best, Model::Uniform] {
            let spec = TreeSpec::new(3, 6, 11, model);
            let path = [0, 2, 1, 0, 2, 1];
            same_walk::<Int<1200>, 3>(&spec, &path);
            same_walk::<Int<1200>, 4>(&spec, &path);
            same_walk::<Unit, 2>(&spec, &path);
        }
    }

    #[test]
    fn player_counts_out_of_range_are_errors() {
        let spec = TreeSpec::new(3, 3, 0, Model::Random);
        assert_eq!(
            DynIntTree::<60>::root(&spec, 9).unwrap_err(),
            SpecError::TooManyPlayers { players: 9, max: 8 }
        );
        assert_eq!(
            DynIntTree::<60>::root(&spec, 1).unwrap_err(),
            SpecError::Players(1)
        );
    }
}
