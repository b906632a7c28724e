// A player count or move capacity becomes a const argument (`Game<N>`, `MoveList<M, CAP>`),
// where stable Rust accepts a const parameter alone but no expression of one: the macro says
// so at the expression rather than leaving the compiler's "generic parameters may not be used
// in const operations" inside the generated code.
use maxn::multiplayer_game;

#[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, max_moves = SIZE + 1)]
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
