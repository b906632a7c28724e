// `ParanoidBnB` needs a monotonic heuristic; a bounded game without one gets `Paranoid`.
use maxn::{Bounds, Game, Limits, MoveList, Paranoid, ParanoidBnB, Searcher};

#[derive(Clone)]
struct NoHeuristic;

impl Game<2> for NoHeuristic {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 4>;

    const NAME: &'static str = "NoHeuristic";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);

    fn to_move(&self) -> usize {
        0
    }
    fn generate_moves(&self, _: &mut Self::Moves) {}
    fn play(&mut self, _: u8) {}
    fn outcome(&self) -> Option<[u8; 2]> {
        Some([4, 6])
    }
    fn evaluate(&self) -> [u8; 2] {
        [5, 5]
    }
}

fn main() {
    Paranoid.search(&NoHeuristic, Limits::depth(2));
    ParanoidBnB.search(&NoHeuristic, Limits::depth(2));
}
