// A bound that depends on a const parameter holds for some instantiations only: `maxp = 2`
// exceeds `maxsum = SIZE` when SIZE is below 2. Only an instantiation has a value for SIZE,
// so the check is an associated constant that the compiler evaluates for each instantiation
// whose `generate_moves` or `BOUNDS` is used (post-monomorphisation): `cargo build` reports
// it, `cargo check` does not. This case is honest under trybuild because `tests/ui.rs` also
// has pass cases, and trybuild 1.0 then builds every case (`cargo build`; its src/cargo.rs:
// `if project.has_pass { "build" } else { "check" }`); `bound_fails_in_const.rs` shows the
// same error under `cargo check`. `Pile<4>` is fine; `Pile<1>` is named in the error.
// `main` generates moves itself, so that the note names a function of this file; a search
// reports the same error, its note naming the searcher's function instantiated for `Pile<1>`.
use maxn::{Game, MoveBuffer, MoveList, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, maxp = 2, max_moves = 3)]
#[derive(Clone, Debug)]
struct Pile<const SIZE: usize> {
    left: u8,
    taken: [u8; 3],
    #[turn]
    to_move: usize,
}

#[multiplayer_game::rules]
impl<const SIZE: usize> Pile<SIZE> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

fn first_moves<const SIZE: usize>() -> usize {
    let pile = Pile::<SIZE> {
        left: SIZE as u8,
        taken: [0; 3],
        to_move: 0,
    };
    let mut moves = MoveList::<u8, 3>::default();
    pile.generate_moves(&mut moves);
    moves.as_slice().len()
}

fn main() {
    assert_eq!(first_moves::<4>(), 3);
    assert_eq!(first_moves::<1>(), 1);
}
