// A rules block needs the struct's declaration.
use maxn::multiplayer_game;

#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
}

#[multiplayer_game::rules]
impl Tokens {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some([0; 3])
    }

    fn evaluate(&self) -> [u8; 3] {
        [0; 3]
    }
}

fn main() {}
