//! A game adapter that searches the moves of a given line first: the move ordering iterative
//! deepening takes from its previous iteration.

use crate::forward::{forward_game_items, forward_heuristic};
use crate::game::{FreeTurnOrder, Game, MonotonicHeuristic};
use crate::hash::PositionHash;
use crate::moves::MoveBuffer;
use crate::rng::GOLDEN_GAMMA;

/// A position of `G` whose move generator puts the moves of `line` first along that line: the
/// line's first move first at the root, its second move first at the child that first move
/// leads to, and so on. Everywhere else it is `G` itself.
///
/// It is the same game tree with some children reordered, so any searcher searches it as it
/// would search `G` (the same values, moves and bounds), only in another order. A searcher
/// that prunes visits fewer nodes when the best move comes first, and the best line of a
/// shallower search is a good guess at it: [`IterativeDeepening`](crate::IterativeDeepening)
/// searches each iteration through this adapter with the previous iteration's line.
///
/// The line's move is moved to the front and the other moves keep their order
/// ([`MoveBuffer::promote`]). A line move the generator does not produce (a line from another
/// position) is ignored, and the search leaves the line there. Nothing but the position is
/// copied per node: the adapter adds a borrowed slice and an index to it.
///
/// Everything else is forwarded: [`Game::NAME`], [`Game::BOUNDS`], [`Game::OBJECTIVE`], the
/// mover, the outcome and the evaluation, the [`BoundedGame`](crate::BoundedGame) constants and the
/// [`MonotonicHeuristic`] bounds, so a searcher that needs those capabilities accepts the
/// adapter exactly when it accepts `G`.
///
/// ```
/// use maxn_runtime::{Game, MoveBuffer, MoveList, PrincipalFirst};
/// # use maxn_runtime::NoBounds;
/// # #[derive(Clone, Debug)]
/// # struct Count(u8);
/// # impl Game<3> for Count {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "count";
/// #     type Bounds = NoBounds;
/// #     const BOUNDS: NoBounds = NoBounds;
/// #     fn to_move(&self) -> usize { usize::from(self.0 % 3) }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) { moves.extend([0, 1, 2]) }
/// #     fn play(&mut self, _: u8) { self.0 += 1 }
/// #     fn outcome(&self) -> Option<[u8; 3]> { None }
/// #     fn evaluate(&self) -> [u8; 3] { [0; 3] }
/// # }
/// // `Count` generates the moves 0, 1, 2 everywhere.
/// let line = [2, 1];
/// let mut position = PrincipalFirst::new(Count(0), &line);
/// let moves = |position: &PrincipalFirst<'_, Count, 3>| {
///     let mut moves = MoveList::<u8, 3>::default();
///     position.generate_moves(&mut moves);
///     moves.as_slice().to_vec()
/// };
/// assert_eq!(moves(&position), [2, 0, 1]); // the line's first move first
/// position.play(2);
/// assert_eq!(moves(&position), [1, 0, 2]); // on the line: its second move first
/// position.play(0);
/// assert_eq!(moves(&position), [0, 1, 2]); // off the line: the game's own order
/// ```
#[derive(Clone, Debug)]
pub struct PrincipalFirst<'a, G: Game<N>, const N: usize> {
    position: G,
    /// The rest of the line this position is on (empty once the search left it).
    line: &'a [G::Move],
}

impl<'a, G: Game<N>, const N: usize> PrincipalFirst<'a, G, N> {
    /// `position`, whose search is to try the moves of `line` first, starting at `position`.
    pub fn new(position: G, line: &'a [G::Move]) -> Self {
        Self { position, line }
    }

    /// The position of the game itself.
    pub fn position(&self) -> &G {
        &self.position
    }

    /// The moves still to be put first: the rest of the line if this position is on it, else
    /// none.
    pub fn line(&self) -> &'a [G::Move] {
        self.line
    }
}

impl<G: Game<N>, const N: usize> Game<N> for PrincipalFirst<'_, G, N> {
    forward_game_items!(G, position: name moves scores to_move outcome evaluate);

    #[inline]
    fn generate_moves(&self, moves: &mut G::Moves) {
        self.position.generate_moves(moves);
        if let Some(&first) = self.line.first()
            && let Some(index) = moves.as_slice().iter().position(|&mv| mv == first)
            && index > 0
        {
            moves.promote(index);
        }
    }

    #[inline]
    fn play(&mut self, mv: G::Move) {
        self.line = match self.line.split_first() {
            Some((&first, rest)) if first == mv => rest,
            _ => &[],
        };
        self.position.play(mv);
    }
}

forward_heuristic!(
    /// The game's own heuristic: every method forwarded, so an override of `upper_bounds` or
    /// `heuristic_bounds` is kept.
    impl[G: MonotonicHeuristic<N>, const N: usize] for PrincipalFirst<'_, G, N>, position
);

/// The game's own change of mover, the rest of the line kept: the position is the same one.
#[diagnostic::do_not_recommend]
impl<G: FreeTurnOrder<N>, const N: usize> FreeTurnOrder<N> for PrincipalFirst<'_, G, N> {
    #[inline]
    fn with_mover(&self, player: usize) -> Self {
        Self {
            position: self.position.with_mover(player),
            line: self.line,
        }
    }
}

/// The game's hash, changed on the line: there the moves come in another order, which with
/// ties can change a node's value, so a transposition table must not confuse a position on the
/// line with the same position reached off it. The rest of the line's length tells the
/// positions of one line apart (a search has one line).
#[diagnostic::do_not_recommend]
impl<G: PositionHash<N>, const N: usize> PositionHash<N> for PrincipalFirst<'_, G, N> {
    const TABLE_MIN_DEPTH: u32 = G::TABLE_MIN_DEPTH;

    #[inline]
    fn position_hash(&self) -> u64 {
        let hash = self.position.position_hash();
        if self.line.is_empty() {
            hash
        } else {
            let on_line = (self.line.len() as u64).wrapping_add(0x6C69_6E65);
            hash ^ on_line.wrapping_mul(GOLDEN_GAMMA).rotate_left(29)
        }
    }

    #[inline(always)]
    fn table_point(&self) -> bool {
        self.position.table_point()
    }
}
