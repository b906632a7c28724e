//! The decision-rule searchers: max^n and paranoid under a chosen tie rule.

use crate::game::Game;
use crate::limits::Limits;
use crate::result::SearchResult;
use crate::rules::kernel::{self, MaxnChoice, ParanoidChoice};
use crate::rules::ties::TieRule;
use crate::search::Searcher;

/// Plain max^n with the tie rule `T` ([`LeftTies`](crate::LeftTies),
/// [`PessimisticTies`](crate::PessimisticTies) or [`RandomTies`](crate::RandomTies)):
/// unpruned, every node within the depth limit visited. With `LeftTies` it returns exactly
/// what [`MaxN`](crate::MaxN) returns, counts included (the tests check it).
///
/// ```
/// use maxn_runtime::{Limits, MaxNWith, PessimisticTies, RandomTies, Searcher};
/// # use maxn_runtime::{Game, MoveList, NoBounds};
/// # #[derive(Clone, Debug)]
/// # struct Pick(Option<u8>);
/// # impl Game<3> for Pick {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "pick";
/// #     type Bounds = NoBounds;
/// #     const BOUNDS: NoBounds = NoBounds;
/// #     fn to_move(&self) -> usize { 0 }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) { moves.extend([0, 1, 2]) }
/// #     fn play(&mut self, mv: u8) { self.0 = Some(mv) }
/// #     fn outcome(&self) -> Option<[u8; 3]> { self.0.map(|mv| [[4, 3, 1], [4, 1, 5], [2, 6, 0]][mv as usize]) }
/// #     fn evaluate(&self) -> [u8; 3] { [0; 3] }
/// # }
/// // Player 0 chooses among [4, 3, 1], [4, 1, 5] and [2, 6, 0]: the first two tie for it.
/// let pessimistic = MaxNWith(PessimisticTies).search(&Pick(None), Limits::depth(1));
/// assert_eq!((pessimistic.best_index, pessimistic.value), (Some(0), [4, 1, 1]));
/// let random = MaxNWith(RandomTies { seed: 7 }).search(&Pick(None), Limits::depth(1));
/// assert!(matches!(random.best_index, Some(0 | 1)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MaxNWith<T>(pub T);

/// Paranoid minimax with the tie rule `T`, unpruned: the root player maximises its own
/// component, the others minimise it, and a tie is a tie in the root player's component.
/// With [`LeftTies`](crate::LeftTies) it returns [`Paranoid`](crate::Paranoid)'s value,
/// root move and line (alpha-beta only saves nodes); with
/// [`PessimisticTies`](crate::PessimisticTies) the root move and the root player's value are
/// those of `LeftTies` (no choice depends on the other components), only the other players'
/// components of the tuple change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParanoidWith<T>(pub T);

impl<G: Game<N>, T: TieRule, const N: usize> Searcher<G, N> for MaxNWith<T> {
    const NAME: &'static str = T::MAXN_NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        kernel::search::<G, MaxnChoice, T, N>(&self.0, game, limits)
    }
}

impl<G: Game<N>, T: TieRule, const N: usize> Searcher<G, N> for ParanoidWith<T> {
    const NAME: &'static str = T::PARANOID_NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        kernel::search::<G, ParanoidChoice, T, N>(&self.0, game, limits)
    }
}
