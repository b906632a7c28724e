// A hand-written game that declares bounds on another score type than its own: the
// declaration is refused at the user's `type Bounds`, naming both types.
use maxn::{Bounds, Game, MoveList};

#[derive(Clone)]
struct Mismatched;

impl Game<3> for Mismatched {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 1>;

    const NAME: &'static str = "Mismatched";
    type Bounds = Bounds<u16>;
    const BOUNDS: Bounds<u16> = Bounds::constant_sum(10, 1);

    fn to_move(&self) -> usize {
        0
    }
    fn generate_moves(&self, _: &mut Self::Moves) {}
    fn play(&mut self, _: u8) {}
    fn outcome(&self) -> Option<[u8; 3]> {
        Some([0; 3])
    }
    fn evaluate(&self) -> [u8; 3] {
        [0; 3]
    }
}

fn main() {}
