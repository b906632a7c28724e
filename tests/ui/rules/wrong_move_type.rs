// A `play` that takes another type than the generators yield fails where it is written.
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
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u16) {
        let _ = take;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        None
    }

    fn evaluate(&self) -> [u8; 3] {
        [0; 3]
    }
}

fn main() {}
