// The bound of `bound_fails_at_use.rs`, `maxp = 2` against `maxsum = SIZE`, with the
// instantiation named in a `const` item: the compiler evaluates a `const` item's value
// under `cargo check` too, and reading `BOUNDS` evaluates the game's checks for that
// instantiation, so `Pile<1>` is reported without a build. `Pile<4>` passes.
use maxn::{Bounds, Game, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, maxp = 2, max_moves = 3)]
#[derive(Clone, Debug)]
struct Pile<const SIZE: usize> {
    left: u8,
    taken: [u8; 3],
    #[turn]
    to_move: usize,
}

#[multiplayer_game::rules]
impl<const SIZE: usize> Pile<SIZE> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

const _: Bounds<u8> = <Pile<4> as Game<3>>::BOUNDS;
const _: Bounds<u8> = <Pile<1> as Game<3>>::BOUNDS;

fn main() {}
