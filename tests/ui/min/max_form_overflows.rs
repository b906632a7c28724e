// maxsum' = n * maxp - minsum must fit the score type (here checked at the call site).
use maxn::multiplayer_game;

const MINSUM: u8 = 100;

#[multiplayer_game(players = 4, score = u8, objective = min, maxp = 100, minsum = MINSUM, max_moves = 3)]
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
        self.to_move = (self.to_move + 1) % 4;
    }

    fn outcome(&self) -> Option<[u8; 4]> {
        (self.left == 0).then_some([0; 4])
    }

    fn evaluate(&self) -> [u8; 4] {
        [0; 4]
    }
}

fn main() {}
