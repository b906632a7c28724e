// Several kinds of moves make an enum, one variant per generator in declaration order: a
// returned iterator, a recursive sink, a sink taken by value, and a unit variant. The enum can
// be renamed, and a tuple struct can be a game.
use maxn::{Game, MoveBuffer, MoveList, multiplayer_game};

#[multiplayer_game(players = 2, score = i32, maxsum = 8, max_moves = 16)]
#[derive(Clone, Debug)]
struct Line(u8, #[turn] usize, [i32; 2]);

#[multiplayer_game::rules(move_type = pub(crate) Action)]
impl Line {
    /// One step right.
    #[moves]
    fn step(&self) -> Option<u8> {
        (self.0 < 8).then_some(1)
    }

    /// A chain of hops of two, found by recursion.
    #[moves]
    fn hop(&self, push: &mut impl FnMut(u8)) {
        self.hops_from(self.0, 0, push);
    }

    #[moves]
    fn jump(&self, mut push: impl FnMut((u8, u8))) {
        if self.0 == 0 {
            push((0, 8));
        }
    }

    /// Do nothing.
    #[moves]
    fn pass(&self) -> [(); 1] {
        [()]
    }

    fn hops_from(&self, at: u8, length: u8, push: &mut impl FnMut(u8)) {
        if length > 0 {
            push(length);
        }
        if at + 2 <= 8 && length < 2 {
            self.hops_from(at + 2, length + 1, push);
        }
    }

    fn play(&mut self, action: Action) {
        match action {
            Action::Step(by) => self.0 += by,
            Action::Hop(hops) => self.0 += 2 * hops,
            Action::Jump((_, to)) => self.0 = to,
            Action::Pass => {}
        }
        self.1 = 1 - self.1;
    }

    fn outcome(&self) -> Option<[i32; 2]> {
        (self.0 == 8).then_some([8, 0])
    }

    fn evaluate(&self) -> [i32; 2] {
        self.2
    }
}

fn main() {
    let line = Line(0, 0, [0; 2]);
    let mut moves = MoveList::<Action, 16>::default();
    line.generate_moves(&mut moves);
    assert_eq!(
        moves.as_slice(),
        &[Action::Step(1), Action::Hop(1), Action::Hop(2), Action::Jump((0, 8)), Action::Pass]
    );
}
