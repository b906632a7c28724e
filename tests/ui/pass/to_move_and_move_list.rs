// A game whose turn is computed (no `#[turn]` field: `fn to_move` in the rules) and whose one
// generator writes straight to the move list, as a generator written against `MoveBuffer`
// before the game was declared would.
use maxn::{Game, Limits, MaxN, MoveBuffer, MoveList, Searcher, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = 6, max_moves = 2)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[score]
    taken: [u8; 3],
}

#[multiplayer_game::rules]
impl Tokens {
    /// Whose turn it is follows from how many tokens are gone: one per move.
    fn to_move(&self) -> usize {
        usize::from(6 - self.left) % 3
    }

    #[moves]
    fn take(&self, moves: &mut impl MoveBuffer<Move = u8>) {
        moves.push(1);
    }

    fn play(&mut self, take: u8) {
        self.taken[self.to_move()] += take;
        self.left -= take;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

fn main() {
    let mut game = Tokens { left: 6, taken: [0; 3] };
    let mut moves = MoveList::<u8, 2>::default();
    game.generate_moves(&mut moves);
    assert_eq!(moves.as_slice(), &[1]);
    assert_eq!(Game::to_move(&game), 0);
    Game::play(&mut game, 1);
    assert_eq!(Game::to_move(&game), 1);
    let result = MaxN.search(&Tokens { left: 6, taken: [0; 3] }, Limits::depth(6));
    assert_eq!(result.value, [2, 2, 2]);
}
