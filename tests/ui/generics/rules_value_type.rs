// A generic rules block's `Rules` impl is written for the length of its value tuple (the
// declaration's player count names the block's parameters, which a const argument cannot):
// a value type whose length cannot be read is reported at the type.
use maxn::multiplayer_game;

type Scores = [u8; 3];

#[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, max_moves = 3)]
#[derive(Clone, Debug)]
struct Pile<const SIZE: usize> {
    left: u8,
    taken: Scores,
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

    fn outcome(&self) -> Option<Scores> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> Scores {
        self.taken
    }
}

fn main() {}
