// The attribute goes on a struct.
use maxn::multiplayer_game;

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
enum Tokens {
    Left(u8),
}

fn main() {
    let _ = Tokens::Left(3);
}
