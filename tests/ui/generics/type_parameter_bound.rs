// Bounds taken from a type parameter's constants are checked for each instantiation that is
// used (see `bound_fails_at_use.rs` for why trybuild, which builds, reports it): `Broken`'s
// `MAXP` exceeds its `MAXSUM`, and the error names `Scored<Broken>`; `Fine` passes.
use std::marker::PhantomData;

use maxn::{Game, MoveBuffer, MoveList, multiplayer_game};

trait Valuation: Clone + std::fmt::Debug {
    const MAXSUM: u8;
    const MAXP: u8;
}

#[derive(Clone, Debug)]
struct Fine;

impl Valuation for Fine {
    const MAXSUM: u8 = 6;
    const MAXP: u8 = 6;
}

#[derive(Clone, Debug)]
struct Broken;

impl Valuation for Broken {
    const MAXSUM: u8 = 6;
    const MAXP: u8 = 7;
}

#[multiplayer_game(players = 3, score = u8, maxsum = V::MAXSUM, maxp = V::MAXP, max_moves = 3)]
#[derive(Clone, Debug)]
struct Scored<V: Valuation> {
    left: u8,
    points: [u8; 3],
    #[turn]
    to_move: usize,
    valuation: PhantomData<V>,
}

#[multiplayer_game::rules]
impl<V: Valuation> Scored<V> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.points[self.to_move] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.points
    }
}

fn first_moves<V: Valuation>() -> usize {
    let game = Scored::<V> {
        left: 6,
        points: [0; 3],
        to_move: 0,
        valuation: PhantomData,
    };
    let mut moves = MoveList::<u8, 3>::default();
    game.generate_moves(&mut moves);
    moves.as_slice().len()
}

fn main() {
    assert_eq!(first_moves::<Fine>(), 3);
    assert_eq!(first_moves::<Broken>(), 3);
}
