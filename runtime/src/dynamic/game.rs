//! The game model of the dynamic kernels: the same questions as [`Game`](crate::Game), with the
//! player count and the bounds answered at run time and value tuples written into slices.

use std::fmt::Debug;

use crate::bounds::{Bounds, ScoreBounds};
use crate::moves::MoveBuffer;
use crate::score::Score;

/// A game whose player count and score bounds are read at run time: the twin of
/// [`Game`](crate::Game) for the dynamic kernels.
///
/// Value tuples are slices of length [`players`](DynGame::players) that the kernel owns and the
/// game fills in, so no tuple is ever allocated per node. Moves still go into a fixed-capacity
/// [`MoveBuffer`], and positions are copy-made exactly as with `Game` (the kernels clone, then
/// [`play`](DynGame::play)).
///
/// [`players`](DynGame::players) and [`bounds`](DynGame::bounds) are read once per search, from
/// the root, and must be the same for every position of one game.
pub trait DynGame: Clone {
    /// One player's score.
    type Score: Score;
    /// A move, as produced by the generator.
    type Move: Copy + PartialEq + Debug;
    /// The fixed-capacity buffer the generator writes to.
    type Moves: MoveBuffer<Move = Self::Move>;

    /// The game's name, used in error messages.
    const NAME: &'static str;

    /// Whether the capacity of [`Moves`](Self::Moves) is the `max_moves` key of a
    /// `#[multiplayer_game]` declaration, so that the error for a position with more moves
    /// names that key rather than the `Moves` type. Set by the macro; a hand-written game
    /// leaves it `false`.
    #[doc(hidden)]
    const MAX_MOVES_KEY: bool = false;

    /// The number of players, at least 1; value slices have this length.
    fn players(&self) -> usize;

    /// The kind of [`bounds`](Self::bounds) the game declares: [`Bounds<Self::Score>`] for a
    /// game with a `maxsum` (which makes it a [`DynBoundedGame`]), [`NoBounds`](crate::NoBounds)
    /// for one without; as [`Game::Bounds`](crate::Game::Bounds) is for the specialised twin.
    type Bounds: ScoreBounds<Self::Score>;

    /// The bounds every value tuple keeps: a [`Bounds`], or [`NoBounds`](crate::NoBounds) for a
    /// game without a `maxsum`.
    fn bounds(&self) -> Self::Bounds;

    /// The player to move, in `0..players()`.
    fn to_move(&self) -> usize;

    /// Writes the legal moves, in the order they should be searched.
    fn generate_moves(&self, moves: &mut Self::Moves);

    /// Plays a legal move.
    fn play(&mut self, mv: Self::Move);

    /// When the game is over, writes its final value to `value` and returns `true`; returns
    /// `false` (and may leave anything in `value`) while it goes on.
    fn outcome(&self, value: &mut [Self::Score]) -> bool;

    /// Writes the static evaluation of a position at the depth limit to `value`.
    fn evaluate(&self, value: &mut [Self::Score]);
}

/// A dynamic game whose [`bounds`](DynGame::bounds) are a [`Bounds`]: the capability the
/// dynamic bound-based pruning searchers require at compile time, as
/// [`BoundedGame`](crate::BoundedGame) is for the specialised ones. The bounds' values are still
/// read at run time.
///
/// Never implemented by hand: every game whose [`DynGame::Bounds`] is [`Bounds<Self::Score>`]
/// is one.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not declare score bounds, so it cannot be searched with a bound-based pruning searcher",
    label = "this game has no `maxsum`",
    note = "declare them in `impl DynGame`: `type Bounds = Bounds<Score>;` and a `bounds()` that returns them; or search with `DynMaxN` or `DynParanoid`"
)]
pub trait DynBoundedGame: DynGame<Bounds = Bounds<<Self as DynGame>::Score>> {}

// Derived from the declaration's type; hidden from error messages, which then speak of
// `DynBoundedGame` itself.
#[diagnostic::do_not_recommend]
impl<G> DynBoundedGame for G where G: DynGame<Bounds = Bounds<<G as DynGame>::Score>> {}

/// A monotonic heuristic for a dynamic game: the twin of
/// [`MonotonicHeuristic`](crate::MonotonicHeuristic), writing into slices.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no monotonic heuristic, so it cannot be searched with a branch-and-bound searcher",
    label = "this game has no `DynMonotonicHeuristic`",
    note = "implement `DynMonotonicHeuristic`, or search with `DynParanoid` or `DynShallow`"
)]
pub trait DynMonotonicHeuristic: DynBoundedGame {
    /// Writes the least each player can still end with.
    fn lower_bounds(&self, out: &mut [Self::Score]);

    /// Writes the most each player can still end with. By default `maxsum` minus the others'
    /// lower bounds, capped at `maxp`.
    fn upper_bounds(&self, out: &mut [Self::Score]) {
        let bounds = self.bounds();
        self.lower_bounds(out);
        let taken = out
            .iter()
            .fold(Self::Score::ZERO, |sum, &s| sum.saturating_add(s));
        for bound in out.iter_mut() {
            let others = taken.saturating_sub(*bound);
            let upper = bounds.maxsum.saturating_sub(others);
            *bound = if upper > bounds.maxp {
                bounds.maxp
            } else {
                upper
            };
        }
    }

    /// Writes both bounds. By default the two methods above; a game that finds both in one
    /// computation overrides it, since the searchers that need both call this (the twin of
    /// [`MonotonicHeuristic::heuristic_bounds`](crate::MonotonicHeuristic::heuristic_bounds)).
    fn heuristic_bounds(&self, lower: &mut [Self::Score], upper: &mut [Self::Score]) {
        self.lower_bounds(lower);
        self.upper_bounds(upper);
    }
}
