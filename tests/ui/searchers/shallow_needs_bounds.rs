// A game without `maxsum` can be searched by `MaxN` and `Paranoid`, but asking for `Shallow`
// does not compile.
use maxn::{Game, Limits, MaxN, MoveList, NoBounds, Paranoid, Searcher, Shallow};

#[derive(Clone)]
struct Unbounded;

impl Game<3> for Unbounded {
    type Score = i32;
    type Move = u8;
    type Moves = MoveList<u8, 4>;

    const NAME: &'static str = "Unbounded";
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;

    fn to_move(&self) -> usize {
        0
    }
    fn generate_moves(&self, _: &mut Self::Moves) {}
    fn play(&mut self, _: u8) {}
    fn outcome(&self) -> Option<[i32; 3]> {
        Some([1, -1, 0])
    }
    fn evaluate(&self) -> [i32; 3] {
        [0; 3]
    }
}

fn main() {
    MaxN.search(&Unbounded, Limits::depth(2));
    Paranoid.search(&Unbounded, Limits::depth(2));
    Shallow.search(&Unbounded, Limits::depth(2));
}
