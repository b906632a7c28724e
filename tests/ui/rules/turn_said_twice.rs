// The player to move comes from the `#[turn]` field or from the rules' `fn to_move`, not both.
use maxn::multiplayer_game;

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Tokens {
    fn to_move(&self) -> usize {
        usize::from(self.to_move)
    }

    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
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
