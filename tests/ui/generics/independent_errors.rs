// In a generic struct, the checks that do not depend on its parameters stay where they are
// for any struct: a literal's at the literal (`maxp = 11` exceeds `maxsum = 10`), a
// constant's in a `const` item at the constant (`max_moves = MOVES`, which is 0), both under
// `cargo check` and without an instantiation.
use maxn::multiplayer_game;

const MOVES: usize = 0;

#[multiplayer_game(players = 3, score = u8, maxsum = 10, maxp = 11, max_moves = MOVES)]
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

fn main() {}
