//! The game model: what a game must tell the searchers, and the optional capabilities some
//! searchers require.

use std::fmt::Debug;

use crate::bounds::{Bounds, ScoreBounds};
use crate::moves::MoveBuffer;
use crate::objective::Objective;
use crate::score::Score;

/// A game of `N` players, in maximisation form: each player wants its own component of the
/// value tuple `[Score; N]` as large as possible.
///
/// `N` is a const parameter so that a value is an array, never a `Vec`, and the kernels can
/// be specialised on it. Implement it for one `N` only; inference then carries `N` through
/// every searcher, so users never write it twice.
///
/// # Copy-make
///
/// The searchers clone a position and [`play`](Game::play) a move on the clone; they never
/// undo a move. Positions of the games this library targets are small (a few machine words of
/// bit sets for cards or a board), so a copy is cheaper than recording and reverting the
/// changes, and there is no undo code to get wrong. A game with a large state can keep it
/// behind a cheap handle.
///
/// # Leaves
///
/// A node is a leaf when [`outcome`](Game::outcome) is `Some` (the game is over), when the
/// depth limit is reached (the searcher then calls [`evaluate`](Game::evaluate)), or when the
/// generator produces no move (also evaluated).
pub trait Game<const N: usize>: Clone {
    /// One player's score.
    type Score: Score;
    /// A move, as produced by the generator.
    type Move: Copy + PartialEq + Debug;
    /// The fixed-capacity buffer the generator writes to, such as
    /// [`MoveList<Self::Move, 52>`](crate::MoveList).
    type Moves: MoveBuffer<Move = Self::Move>;

    /// The game's name, used in error messages.
    const NAME: &'static str;

    /// Whether the capacity of [`Moves`](Self::Moves) is the `max_moves` key of a
    /// `#[multiplayer_game]` declaration, so that the error for a position with more moves
    /// names that key rather than the `Moves` type. Set by the macro; a hand-written game
    /// leaves it `false`.
    #[doc(hidden)]
    const MAX_MOVES_KEY: bool = false;

    /// The kind of [`BOUNDS`](Self::BOUNDS) the game declares: [`Bounds<Self::Score>`] for a
    /// game with a `maxsum`, [`NoBounds`](crate::NoBounds) for one without.
    ///
    /// This type is what makes a game a [`BoundedGame`] (there is nothing else to implement),
    /// so the bound-based searchers' requirement is checked at compile time and the type and
    /// the value cannot disagree.
    type Bounds: ScoreBounds<Self::Score>;

    /// The bounds every value tuple keeps: a [`Bounds`] (usually [`Bounds::constant_sum`]), or
    /// [`NoBounds`](crate::NoBounds) for a game without a `maxsum` (such a game can be searched
    /// only by the searchers that need no bound).
    ///
    /// ```
    /// # use maxn_runtime::{Bounds, Game, MoveList, NoBounds};
    /// # #[derive(Clone)]
    /// # struct Tokens;
    /// impl Game<3> for Tokens {
    ///     type Score = u8;
    ///     // Ten tokens shared out whole: scores sum to at most 10 and step by 1.
    ///     type Bounds = Bounds<u8>;
    ///     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
    ///     // A game without a maxsum writes instead:
    ///     // type Bounds = NoBounds;
    ///     // const BOUNDS: NoBounds = NoBounds;
    /// #   type Move = u8;
    /// #   type Moves = MoveList<u8, 3>;
    /// #   const NAME: &'static str = "tokens";
    /// #   fn to_move(&self) -> usize { 0 }
    /// #   fn generate_moves(&self, _: &mut Self::Moves) {}
    /// #   fn play(&mut self, _: u8) {}
    /// #   fn outcome(&self) -> Option<[u8; 3]> { None }
    /// #   fn evaluate(&self) -> [u8; 3] { [0; 3] }
    ///     // ...
    /// }
    /// # let _ = NoBounds;
    /// ```
    const BOUNDS: Self::Bounds;

    /// Whether the game's own scores are maximised (the default) or minimised. Either way
    /// the values this trait reports are in maximisation form; for a minimisation game,
    /// [`Objective::own_scores`] maps a searcher's result back to the game's own scores.
    const OBJECTIVE: Objective<Self::Score> = Objective::Max;

    /// The player to move, in `0..N`.
    fn to_move(&self) -> usize;

    /// Writes the legal moves, in the order they should be searched.
    fn generate_moves(&self, moves: &mut Self::Moves);

    /// Plays a legal move.
    fn play(&mut self, mv: Self::Move);

    /// The final value when the game is over, `None` while it goes on.
    fn outcome(&self) -> Option<[Self::Score; N]>;

    /// The static evaluation of a position at the depth limit.
    fn evaluate(&self) -> [Self::Score; N];
}

/// A game that declares a `maxsum`: the capability that the bound-based pruning searchers
/// (`Shallow` and the rest of the pruning family) require at compile time.
///
/// Never implemented by hand: every game whose [`Game::Bounds`] is [`Bounds<Self::Score>`]
/// is one, so the bounds are declared in one place, [`Game::BOUNDS`]. Its constants are read
/// from there, so the compiler folds them into the kernels.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares no score bounds, so it cannot be searched with a bound-based pruning searcher",
    label = "this game has no `maxsum`",
    note = "pruning in games of more than two players is exact only under a bound on the sum of the scores: declare `maxsum` (by hand: `type Bounds = Bounds<Score>;` and `const BOUNDS: Bounds<Score> = Bounds::constant_sum(maxsum, delta);` in `impl Game`), or search with `MaxN` or `Paranoid`"
)]
pub trait BoundedGame<const N: usize>: Game<N, Bounds = Bounds<<Self as Game<N>>::Score>> {
    /// The largest sum of the players' values.
    const MAXSUM: Self::Score = <Self as Game<N>>::BOUNDS.maxsum;
    /// The largest value of one player.
    const MAXP: Self::Score = <Self as Game<N>>::BOUNDS.maxp;
    /// The score step (0 for continuous scores).
    const DELTA: Self::Score = <Self as Game<N>>::BOUNDS.delta;
}

// Derived from the declaration's type, so no game (and no adaptor that forwards `Bounds`)
// writes it; hidden from error messages, which then speak of `BoundedGame` itself.
#[diagnostic::do_not_recommend]
impl<G, const N: usize> BoundedGame<N> for G where G: Game<N, Bounds = Bounds<<G as Game<N>>::Score>>
{}

/// A monotonic heuristic: at any position, bounds on every player's final score that hold for
/// every position below it (points already taken can never be lost). The branch-and-bound
/// searchers require it.
///
/// "Every position below it" includes the positions a depth-limited search evaluates: the
/// bounds must hold for [`Game::evaluate`] at the search frontier as well as for
/// [`Game::outcome`]. Debug builds check every evaluated tuple against the bounds of its own
/// position; every build checks each value a branch-and-bound searcher finds below a node
/// against the bounds it pruned on there (a broken promise is a panic naming the game).
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no monotonic heuristic, so it cannot be searched with a branch-and-bound searcher",
    label = "this game has no `MonotonicHeuristic`",
    note = "implement `MonotonicHeuristic` (bounds on every player's final score that only narrow as play goes on, such as points already taken), or search with `Paranoid` or `Shallow`"
)]
pub trait MonotonicHeuristic<const N: usize>: BoundedGame<N> {
    /// The least each player can still end with.
    fn lower_bounds(&self) -> [Self::Score; N];

    /// The most each player can still end with. By default `maxsum` minus the others' lower
    /// bounds, capped at `maxp`.
    fn upper_bounds(&self) -> [Self::Score; N] {
        let lower = self.lower_bounds();
        let taken = lower
            .iter()
            .fold(Self::Score::ZERO, |sum, &s| sum.saturating_add(s));
        std::array::from_fn(|player| {
            let others = taken.saturating_sub(lower[player]);
            let upper = Self::MAXSUM.saturating_sub(others);
            if upper > Self::MAXP {
                Self::MAXP
            } else {
                upper
            }
        })
    }

    /// Both bounds, `(lower, upper)`. By default the two methods above; a game that finds both
    /// in one computation overrides it, since the searchers that need both call this.
    fn heuristic_bounds(&self) -> ([Self::Score; N], [Self::Score; N]) {
        (self.lower_bounds(), self.upper_bounds())
    }
}

/// A game in which any player can be given the move: the capability plain
/// [`BestReply`](crate::BestReply) search requires, since it lets each opponent reply to the
/// root player's move out of turn and then hands the move back to the root player.
///
/// Implement it only where it is sound: where the position is the same position whoever is
/// to move, and the moves generated after [`with_mover`](Self::with_mover) are exactly the
/// moves that player would have there in its own turn. A board game whose state is the
/// pieces and the mover (Chinese Checkers) qualifies; a trick-taking game does not (whose
/// turn it is inside a trick decides which cards may be played, and the trick's winner moves
/// next), nor a game whose turn order is state of its own (a direction of play, a count of
/// passes).
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not let any player be given the move, so it cannot be searched with `BestReply`",
    label = "this game has no `FreeTurnOrder`",
    note = "implement `FreeTurnOrder` if the position is the same whoever moves, or search with `BestReplyPlus`, which keeps the game's turn order"
)]
pub trait FreeTurnOrder<const N: usize>: Game<N> {
    /// The same position with `player` (in `0..N`) to move.
    fn with_mover(&self, player: usize) -> Self;
}
