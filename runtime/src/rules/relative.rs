//! The relative-score rule of seed 004: each player values a position by its own score minus
//! its strongest opponent's.

use crate::bounds::NoBounds;
use crate::forward::forward_game_items;
use crate::game::{FreeTurnOrder, Game};
use crate::score::{OrderedFloat, Score};

/// `G` with every value tuple replaced by relative scores: player `i`'s component is its own
/// score minus the best of the others' (`s[i] - max_{j != i} s[j]`), so a player gains as much
/// by pulling down the leader as by scoring itself. Final outcomes are mapped the same way.
///
/// Scores become `OrderedFloat<f64>` (a difference can be negative; integer scores below
/// `2^53` stay exact, so ties stay ties). The tuples no longer sum to a constant (`[5, 3, 0]`
/// gives `[2, -2, -5]`, `[4, 4, 0]` gives `[0, 0, -4]`), so the adaptor declares no bounds
/// and is no [`BoundedGame`](crate::BoundedGame): the bound-based pruning searchers refuse it
/// at compile time. [`MaxN`](crate::MaxN), [`Paranoid`](crate::Paranoid),
/// [`BestReplyPlus`](crate::BestReplyPlus), [`MaxNWith`](crate::MaxNWith) and
/// [`ParanoidWith`](crate::ParanoidWith) search it (and [`BestReply`](crate::BestReply) when
/// `G` has a [`FreeTurnOrder`]). Values are in maximisation form, as the game reported them.
///
/// ```
/// use maxn_runtime::{Game, MaxN, OrderedFloat, RelativeScore, Limits, Searcher};
/// # use maxn_runtime::{Bounds, MoveList};
/// # #[derive(Clone, Debug)]
/// # struct Fixed([u8; 3]);
/// # impl Game<3> for Fixed {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 1>;
/// #     const NAME: &'static str = "fixed";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(8, 1);
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, _: &mut Self::Moves) {}
/// #     fn play(&mut self, _: u8) {}
/// #     fn outcome(&self) -> Option<[u8; 3]> { None }
/// #     fn evaluate(&self) -> [u8; 3] { self.0 }
/// # }
/// let relative = RelativeScore(Fixed([5, 3, 0]));
/// assert_eq!(relative.evaluate(), [2.0, -2.0, -5.0].map(OrderedFloat));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeScore<G>(pub G);

/// Each player's score minus the best of the others'.
pub fn relative_scores<S: Score, const N: usize>(scores: &[S; N]) -> [OrderedFloat<f64>; N] {
    std::array::from_fn(|player| {
        let strongest = (0..N)
            .filter(|&other| other != player)
            .map(|other| scores[other].to_f64())
            .fold(f64::NEG_INFINITY, f64::max);
        // With one player there is no opponent: its own score.
        let strongest = if strongest.is_finite() {
            strongest
        } else {
            0.0
        };
        OrderedFloat(scores[player].to_f64() - strongest)
    })
}

impl<G: Game<N>, const N: usize> Game<N> for RelativeScore<G> {
    type Score = OrderedFloat<f64>;
    /// No bounds: relative scores keep no bound on their sum.
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;
    forward_game_items!(G, 0: name moves to_move generate_moves play);

    fn outcome(&self) -> Option<[OrderedFloat<f64>; N]> {
        self.0.outcome().map(|scores| relative_scores(&scores))
    }

    fn evaluate(&self) -> [OrderedFloat<f64>; N] {
        relative_scores(&self.0.evaluate())
    }
}

impl<G: FreeTurnOrder<N>, const N: usize> FreeTurnOrder<N> for RelativeScore<G> {
    fn with_mover(&self, player: usize) -> Self {
        Self(self.0.with_mover(player))
    }
}
