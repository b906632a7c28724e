//! A game adapter that orders every node's moves by the static evaluation of the child they
//! lead to, best for the mover first: a cheap move ordering for the pruning searchers at
//! every node, where [`PrincipalFirst`](crate::PrincipalFirst) orders only along one line.

use crate::forward::{forward_game_items, forward_heuristic};
use crate::game::{Game, MonotonicHeuristic};
use crate::hash::PositionHash;
use crate::moves::MoveBuffer;
use crate::score::Score;

/// The most moves a node may have for them to be ordered; nodes with more keep the game's
/// order (the keys live in a fixed array on the stack).
pub const MOST_ORDERED: usize = 64;

/// A position of `G` whose move generator orders the moves by the value, for the player to
/// move, of the child each leads to: its outcome if the game ends there, else its
/// [`evaluate`](Game::evaluate). Higher first; moves of equal value keep the game's order.
///
/// It is the same game tree with the children reordered, so every searcher searches it as it
/// would search `G`, only in another order: each exact searcher returns on it exactly what it
/// returns on any other reordering of the same tree, and max^n's and paranoid's answers are
/// the same as on `G` when no two values tie (with ties, the tie-break is this order's). A
/// searcher that prunes visits fewer nodes when a node's best move comes first, and the
/// evaluation one ply down is a cheap guess at it. The guess costs one [`play`](Game::play)
/// and one evaluation per move at every interior node, which node counts do not show.
///
/// Nodes with more than [`MOST_ORDERED`] moves keep the game's order. Composes with
/// [`IterativeDeepening`](crate::IterativeDeepening): searching an `EvaluationOrder` through
/// it puts the previous iteration's line first and orders every other node by evaluation.
///
/// Everything else is forwarded: [`Game::NAME`], the bounds, the objective, the mover, the
/// outcome and the evaluation, the [`BoundedGame`](crate::BoundedGame) constants, the [`MonotonicHeuristic`]
/// and the [`PositionHash`] (the move order is not part of a position; as [`PositionHash`]
/// says, a table must not be shared between searches of `G` and of its reordering).
///
/// ```
/// use maxn_runtime::{EvaluationOrder, Game, MoveBuffer, MoveList};
/// # use maxn_runtime::NoBounds;
/// # #[derive(Clone, Debug)]
/// # struct Pick(u8);
/// # impl Game<2> for Pick {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "pick";
/// #     type Bounds = NoBounds;
/// #     const BOUNDS: NoBounds = NoBounds;
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) { if self.0 == 0 { moves.extend([1, 2, 3]) } }
/// #     fn play(&mut self, mv: u8) { self.0 = mv }
/// #     fn outcome(&self) -> Option<[u8; 2]> { None }
/// #     fn evaluate(&self) -> [u8; 2] { [[0, 5, 1, 5][self.0 as usize], 0] }
/// # }
/// // `Pick` offers the moves 1, 2, 3, worth 5, 1 and 5 to the mover.
/// let ordered = EvaluationOrder(Pick(0));
/// let mut moves = MoveList::<u8, 3>::default();
/// ordered.generate_moves(&mut moves);
/// assert_eq!(moves.as_slice(), [1, 3, 2]); // best first, ties in the game's order
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EvaluationOrder<G>(pub G);

impl<G: Game<N>, const N: usize> Game<N> for EvaluationOrder<G> {
    forward_game_items!(G, 0: name moves scores to_move play outcome evaluate);

    #[inline]
    fn generate_moves(&self, moves: &mut G::Moves) {
        self.0.generate_moves(moves);
        order_by_evaluation(&self.0, moves);
    }
}

/// Reorders `moves` of `position`: highest child value for the mover first, stable.
fn order_by_evaluation<G: Game<N>, const N: usize>(position: &G, moves: &mut G::Moves) {
    let count = moves.len();
    if !(2..=MOST_ORDERED).contains(&count) || moves.overflowed() {
        return;
    }
    let mover = position.to_move();
    let first = moves.as_slice()[0];
    let mut keyed = [(<G::Score as Score>::ZERO, first); MOST_ORDERED];
    for (slot, &mv) in keyed.iter_mut().zip(moves.as_slice()) {
        let mut child = position.clone();
        child.play(mv);
        let value = child.outcome().unwrap_or_else(|| child.evaluate());
        *slot = (value[mover], mv);
    }
    let keyed = &mut keyed[..count];
    // Stable: equal values keep the game's order. Incomparable values (NaN) count as equal.
    keyed.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    moves.clear();
    for &(_, mv) in keyed.iter() {
        moves.push(mv);
    }
}

impl<G: PositionHash<N>, const N: usize> PositionHash<N> for EvaluationOrder<G> {
    #[inline]
    fn position_hash(&self) -> u64 {
        self.0.position_hash()
    }

    #[inline(always)]
    fn table_point(&self) -> bool {
        self.0.table_point()
    }
}

forward_heuristic!(
    /// The game's own heuristic, every method forwarded.
    impl[G: MonotonicHeuristic<N>, const N: usize] for EvaluationOrder<G>, 0
);
