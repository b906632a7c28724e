// The old trap, written against the single declaration: a hand-written game that declares no
// bounds but still claims the `BoundedGame` marker (which used to give about 60 lines of
// E0080 inside the runtime) now fails at the user's `impl`, saying that its `Bounds` are not
// `Bounds<Score>`; the marker is derived from the declaration and never written.
use maxn::{BoundedGame, Game, MoveList, NoBounds};

#[derive(Clone)]
struct Claims;

impl Game<3> for Claims {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 1>;

    const NAME: &'static str = "Claims";
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;

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

impl BoundedGame<3> for Claims {}

fn main() {}
