// The relative-score rule removes the constant sum: `RelativeScore` is no `BoundedGame`, so a
// bound-based searcher on it fails to compile, with the message `BoundedGame` carries, while
// the searchers that need no bound accept it. The game inside is local and bounded, so the
// snapshot names nothing outside this file.
use maxn::{Bounds, Game, Limits, MaxN, MoveList, RelativeScore, Searcher, Speculative};

#[derive(Clone)]
struct Bounded;

impl Game<3> for Bounded {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 1>;

    const NAME: &'static str = "Bounded";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(3, 1);

    fn to_move(&self) -> usize {
        0
    }
    fn generate_moves(&self, _: &mut Self::Moves) {}
    fn play(&mut self, _: u8) {}
    fn outcome(&self) -> Option<[u8; 3]> {
        Some([1, 1, 1])
    }
    fn evaluate(&self) -> [u8; 3] {
        [1, 1, 1]
    }
}

fn main() {
    Speculative.search(&Bounded, Limits::depth(1)); // fine: the game itself is bounded
    let relative = RelativeScore(Bounded);
    MaxN.search(&relative, Limits::depth(1)); // fine: MaxN needs no bound
    Speculative.search(&relative, Limits::depth(1));
}
