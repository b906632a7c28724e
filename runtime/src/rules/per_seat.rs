//! Per-player evaluations (Korf 1991): each player values positions its own way, and a tuple
//! takes each player's component from that player's evaluation.

use crate::bounds::NoBounds;
use crate::forward::forward_game_items;
use crate::game::Game;

/// An evaluation of positions of `G`: a full tuple, of which a [`PerSeat`] game keeps one
/// player's component. A function pointer, so a choice made at run time (a command-line flag)
/// costs no allocation and the adaptor stays `Copy`-cheap to clone.
pub type Evaluation<G, const N: usize> = fn(&G) -> [<G as Game<N>>::Score; N];

/// `G` in which player `i` evaluates positions at the depth limit with `evaluations[i]`, and
/// the tuple is `[evaluations[0](p)[0], evaluations[1](p)[1], ...]`: each player's component
/// from its own evaluation, as Korf (1991) describes players that model one another with the
/// evaluations each really uses. Final outcomes are the game's own (the rules decide them,
/// not a guess).
///
/// Even when every evaluation keeps `G`'s `maxsum`, the mixed tuple need not: one player may
/// count a card as taken by itself and another count it as its own, and the sum grows past the
/// bound. So the adaptor declares no bounds and is no [`BoundedGame`](crate::BoundedGame):
/// only the searchers that need no bound search it ([`MaxN`](crate::MaxN),
/// [`Paranoid`](crate::Paranoid), [`BestReplyPlus`](crate::BestReplyPlus),
/// [`MaxNWith`](crate::MaxNWith), [`ParanoidWith`](crate::ParanoidWith)); alpha-beta-style
/// pruning is valid only when all the evaluations order positions alike (Korf 1991).
///
/// ```
/// use maxn_runtime::{Game, PerSeat};
/// # use maxn_runtime::{Bounds, MoveList};
/// # #[derive(Clone, Debug)]
/// # struct Fixed([u8; 3]);
/// # impl Game<3> for Fixed {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 1>;
/// #     const NAME: &'static str = "fixed";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(9, 1);
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, _: &mut Self::Moves) {}
/// #     fn play(&mut self, _: u8) {}
/// #     fn outcome(&self) -> Option<[u8; 3]> { None }
/// #     fn evaluate(&self) -> [u8; 3] { self.0 }
/// # }
/// // Player 1 sees the position reversed: it credits itself what it thinks player 0 has.
/// let own: fn(&Fixed) -> [u8; 3] = |p| p.0;
/// let reversed: fn(&Fixed) -> [u8; 3] = |p| [p.0[2], p.0[0], p.0[1]];
/// let mixed = PerSeat::new(Fixed([6, 2, 1]), [own, reversed, own]);
/// assert_eq!(mixed.evaluate(), [6, 6, 1]); // sums to 13, past the game's maxsum of 9
/// ```
pub struct PerSeat<G: Game<N>, const N: usize> {
    position: G,
    evaluations: [Evaluation<G, N>; N],
}

impl<G: Game<N>, const N: usize> PerSeat<G, N> {
    /// `position`, player `i` evaluating with `evaluations[i]`.
    pub fn new(position: G, evaluations: [Evaluation<G, N>; N]) -> Self {
        Self {
            position,
            evaluations,
        }
    }

    /// The position of the game itself.
    pub fn position(&self) -> &G {
        &self.position
    }
}

impl<G: Game<N>, const N: usize> Clone for PerSeat<G, N> {
    fn clone(&self) -> Self {
        Self {
            position: self.position.clone(),
            evaluations: self.evaluations,
        }
    }
}

impl<G: Game<N> + std::fmt::Debug, const N: usize> std::fmt::Debug for PerSeat<G, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PerSeat")
            .field("position", &self.position)
            .finish_non_exhaustive()
    }
}

impl<G: Game<N>, const N: usize> Game<N> for PerSeat<G, N> {
    type Score = G::Score;
    /// No bounds: mixing evaluations keeps no bound on the sum.
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;
    const OBJECTIVE: crate::Objective<G::Score> = G::OBJECTIVE;
    forward_game_items!(G, position: name moves to_move generate_moves play outcome);

    fn evaluate(&self) -> [G::Score; N] {
        std::array::from_fn(|player| (self.evaluations[player])(&self.position)[player])
    }
}
