// A generator that writes to the move list must be the only one (several kinds of moves are
// wrapped in an enum's variants, which a move list of one kind cannot do); and `to_move`
// takes `&self` only.
use maxn::{MoveBuffer, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Tokens {
    fn to_move(&self, _seat: usize) -> usize {
        usize::from(self.to_move)
    }

    #[moves]
    fn take(&self, moves: &mut impl MoveBuffer<Move = u8>) {
        moves.push(1);
    }

    #[moves]
    fn pass(&self) -> Option<()> {
        None
    }

    fn play(&mut self, _: TokensMove) {
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some([0; 3])
    }

    fn evaluate(&self) -> [u8; 3] {
        [0; 3]
    }
}

fn main() {}
