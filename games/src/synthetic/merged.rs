//! A synthetic tree in which equal paths merge: a node is the *set* of moves played to reach
//! it, so the same moves played in another order reach the same node, the way the same cards
//! played in another order reach the same deal. The tree for transposition tables.

use maxn::{Bounds, Game, MonotonicHeuristic, MoveList, PositionHash, Score};

use super::hash::draw;
use super::scale::Scale;
use crate::rng::mix;

/// The most moves a [`MergedTree`] draws from.
pub const MERGED_POOL_MAX: u8 = 64;

/// A node of a tree whose nodes are sets of moves, for `N` players with scores on scale `K`.
///
/// The tree draws its moves from a pool of `pool` moves (`0..pool`). A node is the set of
/// moves played so far; its moves are `branching` of the moves not yet played, the first ones
/// met going round the pool from a place the set chooses; players move in turn, starting with
/// player 0; the game ends after `depth` moves. Every value comes from the set alone (a leaf
/// or a depth-limited node gets Korf's random split of `maxsum`, drawn from the set's key), so
/// two orders of the same moves reach one node with one value, and its
/// [`PositionHash`] is the set's key: the identity itself, mixed.
///
/// With `branching` close to `pool`, most nodes are reached by many paths (a node `k` plies
/// deep by up to `k!`). Integer scales give ties; [`Unit`](super::Unit) gives none in
/// practice.
#[derive(Clone, Copy, Debug)]
pub struct MergedTree<K: Scale, const N: usize> {
    seed: u64,
    pool: u8,
    branching: u8,
    depth: u8,
    played: u64,
    ply: u8,
    scale: std::marker::PhantomData<K>,
}

impl<K: Scale, const N: usize> MergedTree<K, N> {
    /// The root of the tree of `seed` drawing from `pool` moves, `branching` at each node, to
    /// `depth` plies; `None` unless `1 <= branching`, `depth + branching - 1 <= pool <= 64`
    /// (every node then has `branching` moves).
    pub fn root(seed: u64, pool: u8, branching: u8, depth: u8) -> Option<Self> {
        let fits = branching >= 1
            && pool <= MERGED_POOL_MAX
            && u16::from(depth) + u16::from(branching) <= u16::from(pool) + 1;
        fits.then_some(Self {
            seed: mix(seed ^ 0x6D65_7267_6564_7472),
            pool,
            branching,
            depth,
            played: 0,
            ply: 0,
            scale: std::marker::PhantomData,
        })
    }

    /// The set of moves played: the node's identity (bit `m` for move `m`).
    pub fn played(&self) -> u64 {
        self.played
    }

    /// The node's key, from its set alone.
    #[inline]
    fn key(&self) -> u64 {
        mix(self.played ^ self.seed)
    }

    #[inline]
    fn value(&self) -> [K::Score; N] {
        let mut value = [K::Score::ZERO; N];
        K::random_split(self.key(), &mut value);
        value
    }
}

impl<K: Scale, const N: usize> Game<N> for MergedTree<K, N> {
    type Score = K::Score;
    type Move = u8;
    type Moves = MoveList<u8, { MERGED_POOL_MAX as usize }>;

    const NAME: &'static str = "merged tree";
    type Bounds = Bounds<K::Score>;
    const BOUNDS: Bounds<K::Score> = Bounds::constant_sum(K::MAXSUM, K::DELTA);

    fn to_move(&self) -> usize {
        usize::from(self.ply) % N
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.ply >= self.depth {
            return;
        }
        let pool = u64::from(self.pool);
        let start = draw(self.key(), 0) % pool;
        let mut offered = 0;
        for step in 0..pool {
            let mv = ((start + step) % pool) as u8;
            if self.played & (1 << mv) == 0 {
                maxn::MoveBuffer::push(moves, mv);
                offered += 1;
                if offered == self.branching {
                    break;
                }
            }
        }
    }

    fn play(&mut self, mv: u8) {
        self.played |= 1 << mv;
        self.ply += 1;
    }

    fn outcome(&self) -> Option<[K::Score; N]> {
        (self.ply >= self.depth).then(|| self.value())
    }

    fn evaluate(&self) -> [K::Score; N] {
        self.value()
    }
}

/// The trivial heuristic (every player between nothing and `maxsum`), so that the
/// branch-and-bound searchers run on the tree; they then prune on the backed-up values alone.
impl<K: Scale, const N: usize> MonotonicHeuristic<N> for MergedTree<K, N> {
    fn lower_bounds(&self) -> [K::Score; N] {
        [K::Score::ZERO; N]
    }
}

impl<K: Scale, const N: usize> PositionHash<N> for MergedTree<K, N> {
    fn position_hash(&self) -> u64 {
        self.key()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::{Int, Unit};
    use maxn::MoveBuffer;

    type T = MergedTree<Int<60>, 3>;

    fn moves(node: &T) -> Vec<u8> {
        let mut moves = MoveList::<u8, 64>::default();
        node.generate_moves(&mut moves);
        moves.as_slice().to_vec()
    }

    #[test]
    fn two_orders_of_the_same_moves_reach_one_node() {
        let root = T::root(7, 10, 6, 5).unwrap();
        let first = moves(&root);
        assert_eq!(first.len(), 6);
        let after = |mv| {
            let mut node = root;
            node.play(mv);
            node
        };
        // Two root moves each legal after the other: with 6 of 10 moves offered, some are.
        let (a, b) = first
            .iter()
            .flat_map(|&a| first.iter().map(move |&b| (a, b)))
            .find(|&(a, b)| {
                a != b && moves(&after(a)).contains(&b) && moves(&after(b)).contains(&a)
            })
            .expect("two moves playable in both orders");
        let (mut ab, mut ba) = (after(a), after(b));
        ab.play(b);
        ba.play(a);
        assert_eq!(ab.position_hash(), ba.position_hash());
        assert_eq!(moves(&ab), moves(&ba));
        assert_eq!(ab.evaluate(), ba.evaluate());
        assert_eq!(ab.to_move(), 2);
        // Another set is another node.
        let third = *first.iter().find(|&&m| m != a && m != b).unwrap();
        let mut other = after(third);
        other.play(a);
        assert_ne!(other.position_hash(), ab.position_hash());
    }

    #[test]
    fn every_node_offers_unplayed_moves_and_values_sum_to_maxsum() {
        let mut node = MergedTree::<Unit, 3>::root(3, 10, 4, 7).unwrap();
        for _ in 0..7 {
            let mut list = MoveList::<u8, 64>::default();
            node.generate_moves(&mut list);
            assert_eq!(list.len(), 4);
            assert!(
                list.as_slice()
                    .iter()
                    .all(|&m| node.played() & (1 << m) == 0)
            );
            node.play(list.as_slice()[3]);
        }
        assert_eq!(node.played().count_ones(), 7);
        let value = node.outcome().expect("the game ends at its depth");
        let sum: f64 = value.iter().map(|s| s.0).sum();
        assert!((sum - 1.0).abs() < 1e-9);
    }

    #[test]
    fn shapes_that_run_out_of_moves_are_refused() {
        assert!(T::root(0, 8, 4, 5).is_some());
        assert!(T::root(0, 8, 4, 6).is_none());
        assert!(T::root(0, 8, 0, 2).is_none());
        assert!(T::root(0, 65, 4, 5).is_none());
    }
}
