// Bare float scores: `score = f32` and `score = f64` are accepted as `OrderedFloat<..>` is,
// with bounds of the bare type (a constant read as it is, no `.0`), in both objectives.
use maxn::{Bounds, Game, Limits, MaxN, Objective, Searcher, Shallow, multiplayer_game};

const POT: f32 = 2.0;

/// Two units shared out in halves: the scores sum to `POT`.
#[multiplayer_game(players = 3, score = f32, maxsum = POT, delta = 0.5, max_moves = 2)]
#[derive(Clone, Debug)]
struct Halves {
    left: f32,
    #[turn]
    to_move: u8,
    #[score]
    taken: [f32; 3],
}

#[multiplayer_game::rules]
impl Halves {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=2).filter(|&halves| f32::from(halves) * 0.5 <= self.left)
    }

    fn play(&mut self, halves: u8) {
        let share = f32::from(halves) * 0.5;
        self.left -= share;
        self.taken[usize::from(self.to_move)] += share;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[f32; 3]> {
        (self.left == 0.0).then_some(self.taken)
    }

    fn evaluate(&self) -> [f32; 3] {
        self.taken
    }
}

/// Penalties of a quarter or a half, in the game's own (minimised) `f64` points.
#[multiplayer_game(players = 3, score = f64, objective = min, maxp = 1.5, minsum = 1.5, max_moves = 2)]
#[derive(Clone, Debug)]
struct Penalties {
    left: f64,
    #[turn]
    to_move: u8,
    #[score]
    points: [f64; 3],
}

#[multiplayer_game::rules]
impl Penalties {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=2).filter(|&quarters| f64::from(quarters) * 0.25 <= self.left)
    }

    fn play(&mut self, quarters: u8) {
        let share = f64::from(quarters) * 0.25;
        self.left -= share;
        self.points[usize::from(self.to_move)] += share;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[f64; 3]> {
        (self.left == 0.0).then_some(self.points)
    }

    fn evaluate(&self) -> [f64; 3] {
        self.points
    }
}

fn main() {
    let bounds: Bounds<f32> = <Halves as Game<3>>::BOUNDS;
    assert_eq!(bounds, Bounds { maxp: 2.0, maxsum: 2.0, delta: 0.5 });
    let start = Halves { left: POT, to_move: 0, taken: [0.0; 3] };
    let result = MaxN.search(&start, Limits::unlimited());
    assert_eq!(result.value.iter().sum::<f32>(), POT);
    assert_eq!(Shallow.search(&start, Limits::unlimited()).value, result.value);

    // maxsum' = 3 * 1.5 - 1.5 = 3.
    let bounds: Bounds<f64> = <Penalties as Game<3>>::BOUNDS;
    assert_eq!(bounds, Bounds { maxp: 1.5, maxsum: 3.0, delta: 0.0 });
    assert_eq!(<Penalties as Game<3>>::OBJECTIVE, Objective::Min { maxp: 1.5 });
    let start = Penalties { left: 1.5, to_move: 0, points: [0.0; 3] };
    let own = MaxN.search(&start, Limits::unlimited()).own_value::<Penalties>();
    assert_eq!(own.iter().sum::<f64>(), 1.5);
}
