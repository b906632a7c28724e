// The rules need `play`, `outcome` and `evaluate`.
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
}

fn main() {}
