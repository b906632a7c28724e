// The rules go on the game's own `impl` block, not on a trait impl.
use maxn::multiplayer_game;

#[derive(Clone, Debug)]
struct Tokens;

#[multiplayer_game::rules]
impl Default for Tokens {
    fn default() -> Self {
        Tokens
    }
}

fn main() {}
