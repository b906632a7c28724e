//! What the card games have in common beyond [`Game`]: the table, the move options, and the
//! property that makes trick-aware counting possible.

use maxn::Game;

use super::card::Card;
use super::grouping::MoveOptions;
use super::table::Table;

/// A trick-taking card game of `N` players whose moves are cards.
///
/// Every implementation keeps this promise, on which [`fast_perft`](super::fast_perft) relies:
/// **within a trick, the moves of each player after the leader depend only on that player's
/// hand, the suit led and state fixed for the whole trick** (never on the cards the other
/// followers play). It holds for follow-suit rules and for grouping: the cards still in play,
/// which decide the groups, do not change during a trick (a card moves from a hand to the
/// trick, both in play).
pub trait CardGame<const N: usize>: Game<N, Move = Card> + Copy {
    /// The hands and the trick in progress.
    fn table(&self) -> &Table<N>;

    /// How moves are generated.
    fn move_options(&self) -> MoveOptions;

    /// The same position with moves generated per `options` (grouping on or off, order).
    fn with_move_options(self, options: MoveOptions) -> Self;

    /// The same position with grouping of equivalent cards on or off.
    fn with_grouping(self, grouping: bool) -> Self {
        let options = MoveOptions {
            grouping,
            ..self.move_options()
        };
        self.with_move_options(options)
    }
}
