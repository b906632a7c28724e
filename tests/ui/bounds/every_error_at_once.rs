// Every error of one invocation is reported at once, each at its own token.
use maxn::multiplayer_game;

#[multiplayer_game(players = 1, score = u8, maxsum = 26, maxp = 27, delta = 0, max_moves = 3, colour = 1)]
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
