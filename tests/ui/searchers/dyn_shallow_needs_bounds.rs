// The dynamic twins keep the same requirement: `DynShallow` needs a `DynBoundedGame`.
use maxn::{Limits, MoveList, NoBounds};
use maxn::dynamic::{DynGame, DynMaxN, DynSearcher, DynShallow};

#[derive(Clone)]
struct Unbounded;

impl DynGame for Unbounded {
    type Score = i32;
    type Move = u8;
    type Moves = MoveList<u8, 4>;

    type Bounds = NoBounds;

    const NAME: &'static str = "Unbounded";

    fn players(&self) -> usize {
        3
    }
    fn bounds(&self) -> NoBounds {
        NoBounds
    }
    fn to_move(&self) -> usize {
        0
    }
    fn generate_moves(&self, _: &mut Self::Moves) {}
    fn play(&mut self, _: u8) {}
    fn outcome(&self, value: &mut [i32]) -> bool {
        value.fill(0);
        true
    }
    fn evaluate(&self, value: &mut [i32]) {
        value.fill(0);
    }
}

fn main() {
    DynMaxN.search(&Unbounded, Limits::depth(2));
    DynShallow.search(&Unbounded, Limits::depth(2));
}
