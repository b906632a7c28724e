// Float bounds given as constants are checked at the call site; `const_format` cannot print
// floats, so the message names the constants.
use maxn::{OrderedFloat, multiplayer_game};

const MAXSUM: OrderedFloat<f64> = OrderedFloat(1.0);
const MAXP: OrderedFloat<f64> = OrderedFloat(1.5);

#[multiplayer_game(players = 3, score = OrderedFloat<f64>, maxsum = MAXSUM, maxp = MAXP, max_moves = 3)]
#[derive(Clone, Debug)]
struct Shares {
    left: u8,
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Shares {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[OrderedFloat<f64>; 3]> {
        None
    }

    fn evaluate(&self) -> [OrderedFloat<f64>; 3] {
        [OrderedFloat(0.0); 3]
    }
}

fn main() {}
