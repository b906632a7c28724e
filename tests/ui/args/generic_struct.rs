// The bounds are checked for one concrete game: no generic parameters.
use maxn::multiplayer_game;

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens<T> {
    left: T,
    #[turn]
    to_move: u8,
}

fn main() {}
