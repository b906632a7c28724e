//! A position whose first move is fixed: searching it values that one root move, with the
//! root player still the one to move, for any searcher (paranoid search included).

use maxn::{BoundedGame, Bounds, Game, MonotonicHeuristic, MoveBuffer, Objective};
use maxn_games::cards::full::SpadesPlay;
use maxn_games::cards::{Breaking, Hearts, Spades, TrickValuation, Valuation};

use crate::registry::{Monotonic, Searchable};

/// `game` with only `first` to be played at the root; below the root, `game` itself.
///
/// A searcher run on it returns the value of playing `first` from `game`, backed up exactly as
/// in a search of `game` (the root player is `game`'s mover, so a paranoid search stays
/// paranoid for it): the per-move values that PIMC averages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced<G: Game<N>, const N: usize> {
    game: G,
    first: Option<G::Move>,
}

impl<G: Game<N>, const N: usize> Forced<G, N> {
    /// `game` with `first` the only move at the root.
    pub fn new(game: G, first: G::Move) -> Self {
        Self {
            game,
            first: Some(first),
        }
    }
}

impl<G: Game<N>, const N: usize> Game<N> for Forced<G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    const BOUNDS: Option<Bounds<G::Score>> = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    #[inline]
    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        match self.first {
            Some(first) => moves.push(first),
            None => self.game.generate_moves(moves),
        }
    }

    #[inline]
    fn play(&mut self, mv: G::Move) {
        self.first = None;
        self.game.play(mv);
    }

    #[inline]
    fn outcome(&self) -> Option<[G::Score; N]> {
        self.game.outcome()
    }

    #[inline]
    fn evaluate(&self) -> [G::Score; N] {
        self.game.evaluate()
    }
}

impl<G: BoundedGame<N>, const N: usize> BoundedGame<N> for Forced<G, N> {}

impl<G: MonotonicHeuristic<N>, const N: usize> MonotonicHeuristic<N> for Forced<G, N> {
    #[inline]
    fn lower_bounds(&self) -> [G::Score; N] {
        self.game.lower_bounds()
    }

    #[inline]
    fn upper_bounds(&self) -> [G::Score; N] {
        self.game.upper_bounds()
    }
}

impl<const N: usize, V: Valuation, B: Breaking> Searchable<N> for Forced<Hearts<N, V, B>, N> {
    type Offers = Monotonic;
}

impl<const N: usize, V: TrickValuation> Searchable<N> for Forced<SpadesPlay<N, V>, N> {
    type Offers = Monotonic;
}

impl<const TRICKS: usize, V: TrickValuation> Searchable<3> for Forced<Spades<TRICKS, V>, 3> {
    type Offers = Monotonic;
}
