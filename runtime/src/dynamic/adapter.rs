//! Any specialised game seen through the dynamic game model, so that the dynamic kernels can
//! search the real games and the benchmarks can compare the kernels on them.

use crate::dynamic::DynPositionHash;
use crate::dynamic::game::{DynGame, DynMonotonicHeuristic};
use crate::game::{Game, MonotonicHeuristic};
use crate::hash::PositionHash;

/// A [`Game`] presented as a [`DynGame`]: the player count `N` and the bounds are handed to the
/// dynamic kernels as run-time values, and value tuples are copied into the kernels' slices.
///
/// The game's own code (move generation, play, evaluation, heuristic bounds) runs exactly as
/// compiled for the specialised game; only the kernel differs. A dynamic searcher on
/// `Dynamic(game)` therefore returns what its specialised twin returns on `game` (value, moves,
/// line, every count), and timing the two measures what specialising the *kernel* buys on that
/// game.
///
/// ```
/// use maxn_runtime::{Limits, Searcher, Shallow};
/// use maxn_runtime::dynamic::{Dynamic, DynSearcher, DynShallow};
/// # use maxn_runtime::{Bounds, Game, MoveBuffer, MoveList};
/// # #[derive(Clone, Debug)]
/// # struct Tokens { left: u8, to_move: u8, taken: [u8; 3] }
/// # impl Game<3> for Tokens {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "Tokens";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { usize::from(self.to_move) }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) {
/// #         for take in (1..=self.left.min(3)).rev() { moves.push(take); }
/// #     }
/// #     fn play(&mut self, take: u8) {
/// #         self.left -= take;
/// #         self.taken[usize::from(self.to_move)] += take;
/// #         self.to_move = (self.to_move + 1) % 3;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
/// #     fn evaluate(&self) -> [u8; 3] { self.taken }
/// # }
/// let game = Tokens { left: 10, to_move: 0, taken: [0; 3] };
/// let specialised = Shallow.search(&game, Limits::depth(6));
/// let dynamic = DynShallow.search(&Dynamic(game), Limits::depth(6));
/// assert_eq!(dynamic, specialised);
/// ```
///
/// `N` is the game's player count; it is inferred from the game's one `Game<N>` impl.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dynamic<G, const N: usize>(pub G);

impl<G: Game<N>, const N: usize> DynGame for Dynamic<G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;
    type Bounds = G::Bounds;

    const NAME: &'static str = G::NAME;
    const MAX_MOVES_KEY: bool = G::MAX_MOVES_KEY;

    #[inline]
    fn players(&self) -> usize {
        N
    }

    #[inline]
    fn bounds(&self) -> G::Bounds {
        G::BOUNDS
    }

    #[inline]
    fn to_move(&self) -> usize {
        self.0.to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.0.generate_moves(moves);
    }

    #[inline]
    fn play(&mut self, mv: Self::Move) {
        self.0.play(mv);
    }

    #[inline]
    fn outcome(&self, value: &mut [Self::Score]) -> bool {
        match self.0.outcome() {
            Some(outcome) => {
                value.copy_from_slice(&outcome);
                true
            }
            None => false,
        }
    }

    #[inline]
    fn evaluate(&self, value: &mut [Self::Score]) {
        value.copy_from_slice(&self.0.evaluate());
    }
}

/// The game's own heuristic, both bounds as it computes them (a game may narrow the upper
/// bounds beyond the default), so that both kernels prune on the same numbers.
#[diagnostic::do_not_recommend]
impl<G: MonotonicHeuristic<N>, const N: usize> DynMonotonicHeuristic for Dynamic<G, N> {
    #[inline]
    fn lower_bounds(&self, out: &mut [Self::Score]) {
        out.copy_from_slice(&self.0.lower_bounds());
    }

    #[inline]
    fn upper_bounds(&self, out: &mut [Self::Score]) {
        out.copy_from_slice(&self.0.upper_bounds());
    }

    #[inline]
    fn heuristic_bounds(&self, lower: &mut [Self::Score], upper: &mut [Self::Score]) {
        let (low, up) = self.0.heuristic_bounds();
        lower.copy_from_slice(&low);
        upper.copy_from_slice(&up);
    }
}

/// The game's own hash and threshold, so that a memory lent to a dynamic kernel holds the
/// specialised searcher's entries.
#[diagnostic::do_not_recommend]
impl<G: PositionHash<N>, const N: usize> DynPositionHash for Dynamic<G, N> {
    const TABLE_MIN_DEPTH: u32 = G::TABLE_MIN_DEPTH;

    #[inline]
    fn position_hash(&self) -> u64 {
        self.0.position_hash()
    }

    #[inline(always)]
    fn table_point(&self) -> bool {
        self.0.table_point()
    }
}
