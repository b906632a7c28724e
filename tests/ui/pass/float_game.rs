// Float scores: `OrderedFloat<f64>`, continuous by default (delta 0), integer literals allowed.
use maxn::{Bounds, Game, OrderedFloat, multiplayer_game};

#[multiplayer_game(players = 3, score = OrderedFloat<f64>, maxsum = 1, maxp = 0.5, max_moves = 2)]
#[derive(Clone, Debug)]
struct Shares {
    #[turn]
    to_move: u8,
    ply: u8,
}

#[multiplayer_game::rules]
impl Shares {
    #[moves]
    fn choose(&self) -> [bool; 2] {
        [true, false]
    }

    fn play(&mut self, _: bool) {
        self.ply += 1;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[OrderedFloat<f64>; 3]> {
        (self.ply == 3).then_some([OrderedFloat(0.5), OrderedFloat(0.25), OrderedFloat(0.25)])
    }

    fn evaluate(&self) -> [OrderedFloat<f64>; 3] {
        [OrderedFloat(1.0 / 3.0); 3]
    }
}

fn main() {
    assert_eq!(
        <Shares as Game<3>>::BOUNDS,
        Bounds { maxp: OrderedFloat(0.5), maxsum: OrderedFloat(1.0), delta: OrderedFloat(0.0) }
    );
}
