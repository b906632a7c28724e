// Counts given as constants are checked at the call site.
use maxn::multiplayer_game;

const PLAYERS: usize = 1;
const MAX_MOVES: usize = 0;

#[multiplayer_game(players = PLAYERS, score = u8, max_moves = MAX_MOVES)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Tokens {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 1]> {
        (self.left == 0).then_some([0; 1])
    }

    fn evaluate(&self) -> [u8; 1] {
        [0; 1]
    }
}

fn main() {}
