// Every number may be a path to a constant; the checks on them run at compile time.
use maxn::{Bounds, Game, multiplayer_game};

mod rules {
    pub const PLAYERS: usize = 4;
    pub const MAXSUM: u16 = 13;
    pub const MAXP: u16 = 13;
    pub const CARDS: usize = 13;
}

#[multiplayer_game(
    players = rules::PLAYERS,
    score = u16,
    maxsum = rules::MAXSUM,
    maxp = rules::MAXP,
    delta = 1,
    max_moves = rules::CARDS,
    name = "Four-player tricks",
)]
#[derive(Clone, Debug)]
struct Tricks {
    left: u16,
    #[turn]
    leader: u8,
    #[score]
    tricks: [u16; rules::PLAYERS],
}

#[multiplayer_game::rules]
impl Tricks {
    #[moves]
    fn win(&self) -> impl Iterator<Item = u8> {
        (self.left > 0).then_some(self.leader).into_iter()
    }

    fn play(&mut self, winner: u8) {
        self.left -= 1;
        self.tricks[usize::from(winner)] += 1;
        self.leader = (winner + 1) % 4;
    }

    fn outcome(&self) -> Option<[u16; rules::PLAYERS]> {
        (self.left == 0).then_some(self.tricks)
    }

    fn evaluate(&self) -> [u16; rules::PLAYERS] {
        self.tricks
    }
}

fn main() {
    assert_eq!(<Tricks as Game<4>>::NAME, "Four-player tricks");
    assert_eq!(
        <Tricks as Game<4>>::BOUNDS,
        Bounds { maxp: 13, maxsum: 13, delta: 1 }
    );
}
