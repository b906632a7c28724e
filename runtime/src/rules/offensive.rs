//! The offensive rule of MP-Mix (Zuckerman, Felner & Kraus 2009): the player at the root
//! plays to pull down one opponent, the leader, instead of to raise its own score.

use crate::bounds::NoBounds;
use crate::forward::forward_game_items;
use crate::game::Game;
use crate::score::Score;

/// `G` in which player `attacker`'s component is replaced by `maxp - s[target]` (`maxp` the
/// most one player can score, given when the adaptor is made): the attacker
/// values a position by how little the target has, while every other player keeps valuing
/// it by its own score (max^n over the result is MP-Mix's offensive search). Final outcomes
/// are mapped the same way.
///
/// The replaced tuple no longer keeps `G`'s `maxsum`, so the adaptor declares no bounds and is
/// no [`BoundedGame`](crate::BoundedGame): search it with [`MaxN`](crate::MaxN) (or another searcher that needs no
/// bound).
///
/// ```
/// use maxn_runtime::{Game, Offensive};
/// # use maxn_runtime::{Bounds, MoveList};
/// # #[derive(Clone, Debug)]
/// # struct Fixed([u8; 3]);
/// # impl Game<3> for Fixed {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 1>;
/// #     const NAME: &'static str = "fixed";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, _: &mut Self::Moves) {}
/// #     fn play(&mut self, _: u8) {}
/// #     fn outcome(&self) -> Option<[u8; 3]> { None }
/// #     fn evaluate(&self) -> [u8; 3] { self.0 }
/// # }
/// // Player 0 attacks player 2, the leader: it now scores 10 - 6.
/// let attack = Offensive::new(Fixed([1, 3, 6]), 0, 2, 10);
/// assert_eq!(attack.evaluate(), [4, 3, 6]);
/// ```
#[derive(Clone, Debug)]
pub struct Offensive<G: Game<N>, const N: usize> {
    position: G,
    attacker: usize,
    target: usize,
    maxp: G::Score,
}

impl<G: Game<N>, const N: usize> Offensive<G, N> {
    /// `position`, in which player `attacker` plays against player `target`, whose scores
    /// are at most `maxp`.
    pub fn new(position: G, attacker: usize, target: usize, maxp: G::Score) -> Self {
        Self {
            position,
            attacker,
            target,
            maxp,
        }
    }

    /// The position of the game itself.
    pub fn position(&self) -> &G {
        &self.position
    }

    fn attack(&self, mut value: [G::Score; N]) -> [G::Score; N] {
        value[self.attacker] = self.maxp.saturating_sub(value[self.target]);
        value
    }
}

impl<G: Game<N>, const N: usize> Game<N> for Offensive<G, N> {
    type Score = G::Score;
    /// No bounds: the attacker's component no longer keeps the sum bounded.
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;
    forward_game_items!(G, position: name moves to_move generate_moves play);

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.position.outcome().map(|value| self.attack(value))
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.attack(self.position.evaluate())
    }
}
