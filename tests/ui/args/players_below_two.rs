// A game needs at least two players; the error points at the `1`.
use maxn::multiplayer_game;

#[multiplayer_game(players = 1, score = u8, maxsum = 10, max_moves = 3)]
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
        self.to_move = (self.to_move + 1) % 1;
    }

    fn outcome(&self) -> Option<[u8; 1]> {
        (self.left == 0).then_some([0; 1])
    }

    fn evaluate(&self) -> [u8; 1] {
        [0; 1]
    }
}

fn main() {}
