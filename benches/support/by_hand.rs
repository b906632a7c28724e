//! The real games' `Game` impls written by hand, for the `macro_overhead` bench: each
//! delegates straight to the same rules functions (the games' `#[multiplayer_game::rules]`
//! blocks) that the declared game's generated impls reach through `Rules` and `Declared`, so
//! the bench measures only what the generated layer costs.

use maxn::{Bounds, Game, MoveList};
use maxn_games::cards::{Card, SergeantMajor};
use maxn_games::chinese_checkers::{ChineseCheckers, MAX_MOVES, Move};

/// A declared game behind a hand-written `Game` impl.
#[derive(Clone, Debug)]
pub struct ByHand<G>(pub G);

/// Sergeant Major with the experiment's 5 tricks.
pub type Sergeant = SergeantMajor<5>;

impl Game<3> for ByHand<Sergeant> {
    type Score = u8;
    type Move = Card;
    type Moves = MoveList<Card, 16>;

    const NAME: &'static str = "Sergeant Major";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(5, 1);

    #[inline]
    fn to_move(&self) -> usize {
        self.0.to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.0.cards(moves);
    }

    #[inline]
    fn play(&mut self, mv: Card) {
        self.0.play(mv);
    }

    #[inline]
    fn outcome(&self) -> Option<[u8; 3]> {
        self.0.outcome()
    }

    #[inline]
    fn evaluate(&self) -> [u8; 3] {
        self.0.evaluate()
    }
}

impl Game<3> for ByHand<ChineseCheckers<3>> {
    type Score = u16;
    type Move = Move;
    type Moves = MoveList<Move, MAX_MOVES>;

    const NAME: &'static str = "Chinese Checkers";
    type Bounds = Bounds<u16>;
    const BOUNDS: Bounds<u16> = Bounds {
        maxp: ChineseCheckers::<3>::MAXP,
        maxsum: ChineseCheckers::<3>::MAXSUM,
        delta: 1,
    };

    #[inline]
    fn to_move(&self) -> usize {
        self.0.player_to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.0.moves(moves);
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        self.0.play(mv);
    }

    #[inline]
    fn outcome(&self) -> Option<[u16; 3]> {
        self.0.outcome()
    }

    #[inline]
    fn evaluate(&self) -> [u16; 3] {
        self.0.evaluate()
    }
}
