// Iterative deepening keeps its inner searcher's requirements: deepened speculative max^n on a
// game without `maxsum` fails to compile, with the message `BoundedGame` carries.
use maxn::{IterativeDeepening, Limits, MaxN, Searcher, Speculative, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, max_moves = 3)]
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

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some([0; 3])
    }

    fn evaluate(&self) -> [u8; 3] {
        [0; 3]
    }
}

fn main() {
    let start = Tokens { left: 10, to_move: 0 };
    IterativeDeepening(MaxN).search(&start, Limits::depth(3)); // fine: MaxN needs no bound
    IterativeDeepening(Speculative).search(&start, Limits::depth(3));
}
