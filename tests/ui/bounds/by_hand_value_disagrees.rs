// A hand-written game whose bounds' type and value disagree: the type says bounded, the value
// says none. The compiler rejects the value at the user's tokens.
use maxn::{Bounds, Game, MoveList, NoBounds};

#[derive(Clone)]
struct Disagrees;

impl Game<3> for Disagrees {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 1>;

    const NAME: &'static str = "Disagrees";
    type Bounds = Bounds<u8>;
    const BOUNDS: Self::Bounds = NoBounds;

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
