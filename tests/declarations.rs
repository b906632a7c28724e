//! What the declarations turn into: `NAME`, `BOUNDS` and `OBJECTIVE` computed from the
//! attribute (by the formulas of the guide, checked here by hand), values given as constants,
//! float scores, several kinds of moves in declaration order, and searches that run.

use maxn::{
    BoundedGame, Bounds, Game, Limits, MaxN, MonotonicHeuristic, MoveBuffer, MoveList, Objective,
    OrderedFloat, Paranoid, ParanoidBnB, Searcher, multiplayer_game,
};

mod rules {
    pub const PLAYERS: usize = 4;
    pub const MAXSUM: i32 = 13;
    pub const MAXP: i32 = 10;
    pub const CARDS: usize = 13;
}

/// Four players win tricks; the bounds are constants of another module.
#[multiplayer_game(
    players = rules::PLAYERS,
    score = i32,
    maxsum = rules::MAXSUM,
    maxp = rules::MAXP,
    max_moves = rules::CARDS,
    name = "Tricks of four"
)]
#[derive(Clone, Debug)]
struct Tricks {
    left: i32,
    #[turn]
    leader: usize,
    #[score]
    tricks: [i32; rules::PLAYERS],
}

#[multiplayer_game::rules]
impl Tricks {
    /// Who wins the next trick: each player in turn order from the leader.
    #[moves]
    fn winner(&self) -> impl Iterator<Item = usize> {
        let leader = self.leader;
        (0..4)
            .map(move |offset| (leader + offset) % 4)
            .filter(|_| self.left > 0)
    }

    fn play(&mut self, winner: usize) {
        self.left -= 1;
        self.tricks[winner] += 1;
        self.leader = winner;
    }

    fn outcome(&self) -> Option<[i32; rules::PLAYERS]> {
        (self.left == 0).then_some(self.tricks)
    }

    fn evaluate(&self) -> [i32; rules::PLAYERS] {
        self.tricks
    }
}

#[test]
fn constants_are_taken_as_declared() {
    assert_eq!(<Tricks as Game<4>>::NAME, "Tricks of four");
    assert_eq!(
        <Tricks as Game<4>>::BOUNDS,
        Bounds {
            maxp: 10,
            maxsum: 13,
            delta: 1
        }
    );
    assert_eq!(<Tricks as Game<4>>::OBJECTIVE, Objective::Max);
    let position = Tricks {
        left: 5,
        leader: 2,
        tricks: [3, 0, 5, 0],
    };
    // Points taken bound each final score below; 13 minus the others' points (at most 10)
    // bound it above.
    assert_eq!(position.lower_bounds(), [3, 0, 5, 0]);
    assert_eq!(position.upper_bounds(), [8, 5, 10, 5]);
    let result = MaxN.search(&position, Limits::depth(5));
    assert!(result.complete);
    assert_eq!(result.value.iter().sum::<i32>(), 13);
    // The heuristic is sound: branch and bound on it returns what plain paranoid search does.
    for depth in 1..=5 {
        let plain = Paranoid.search(&position, Limits::depth(depth));
        let bounded = ParanoidBnB.search(&position, Limits::depth(depth));
        assert_eq!(
            (bounded.value, bounded.best_move),
            (plain.value, plain.best_move)
        );
    }
}

/// Continuous shares: float scores, continuous by default, an integer literal for `maxsum`.
#[multiplayer_game(players = 3, score = OrderedFloat<f64>, maxsum = 1, maxp = 0.75, max_moves = 2)]
#[derive(Clone, Debug)]
struct Shares {
    #[turn]
    to_move: u8,
    ply: u8,
}

#[multiplayer_game::rules]
impl Shares {
    /// Keep the share, or give it away.
    #[moves]
    fn keep(&self) -> [bool; 2] {
        [true, false]
    }

    fn play(&mut self, _: bool) {
        self.ply += 1;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[OrderedFloat<f64>; 3]> {
        (self.ply == 3).then_some([OrderedFloat(0.5), OrderedFloat(0.25), OrderedFloat(0.25)])
    }

    fn evaluate(&self) -> [OrderedFloat<f64>; 3] {
        [OrderedFloat(0.25); 3]
    }
}

#[test]
fn float_scores_are_continuous_by_default() {
    assert_eq!(
        <Shares as Game<3>>::BOUNDS,
        Bounds {
            maxp: OrderedFloat(0.75),
            maxsum: OrderedFloat(1.0),
            delta: OrderedFloat(0.0)
        }
    );
    let result = MaxN.search(&Shares { to_move: 0, ply: 0 }, Limits::depth(3));
    assert_eq!(
        result.value,
        [OrderedFloat(0.5), OrderedFloat(0.25), OrderedFloat(0.25)]
    );
    // Two children per node, all tied: ties go left, so every move is the first.
    assert_eq!(result.principal_line, [true, true, true]);
}

const MAXP: u16 = 9;

/// A minimisation game whose `maxp` is a constant and whose moves come in three kinds.
#[multiplayer_game(players = 3, score = u16, objective = min, maxp = MAXP, minsum = 9, max_moves = 4)]
#[derive(Clone, Debug)]
struct Dodge {
    left: u16,
    #[turn]
    to_move: usize,
    points: [u16; 3],
}

#[multiplayer_game::rules]
impl Dodge {
    /// Take one or two points.
    #[moves]
    fn take(&self, push: &mut impl FnMut(u16)) {
        for take in 1..=self.left.min(2) {
            push(take);
        }
    }

    /// Hand a point to the next player.
    #[moves]
    fn push_on(&self) -> Option<usize> {
        (self.left > 0).then_some((self.to_move + 1) % 3)
    }

    /// Wait.
    #[moves]
    fn wait(&self) -> Option<()> {
        (self.left > 0).then_some(())
    }

    fn play(&mut self, mv: DodgeMove) {
        match mv {
            DodgeMove::Take(take) => {
                self.left -= take;
                self.points[self.to_move] += take;
            }
            DodgeMove::PushOn(player) => {
                self.left -= 1;
                self.points[player] += 1;
            }
            DodgeMove::Wait => {}
        }
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u16; 3]> {
        (self.left == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u16; 3] {
        let mut points = self.points;
        points[self.to_move] += self.left;
        points
    }
}

#[test]
fn several_kinds_are_generated_in_declaration_order() {
    let mut moves = MoveList::<DodgeMove, 4>::default();
    Dodge {
        left: 9,
        to_move: 2,
        points: [0; 3],
    }
    .generate_moves(&mut moves);
    assert_eq!(
        moves.as_slice(),
        &[
            DodgeMove::Take(1),
            DodgeMove::Take(2),
            DodgeMove::PushOn(0),
            DodgeMove::Wait
        ]
    );
}

#[test]
fn a_constant_maxp_maps_the_min_game() {
    // maxsum' = 3 * 9 - 9.
    assert_eq!(
        <Dodge as Game<3>>::BOUNDS,
        Bounds {
            maxp: 9,
            maxsum: 18,
            delta: 1
        }
    );
    assert_eq!(<Dodge as BoundedGame<3>>::MAXSUM, 18);
    let start = Dodge {
        left: 9,
        to_move: 0,
        points: [0; 3],
    };
    assert_eq!(<Dodge as Game<3>>::evaluate(&start), [0, 9, 9]);
    let result = MaxN.search(&start, Limits::depth(4));
    let own = result.own_value::<Dodge>();
    assert_eq!(own.iter().sum::<u16>(), 9);
    assert_eq!(result.value, own.map(|points| 9 - points));
}

/// Every declared bounded game is a `BoundedGame`, which the pruning searchers require.
#[test]
fn bounded_declarations_are_bounded_games() {
    fn bounded<G: BoundedGame<N>, const N: usize>() -> G::Score {
        G::MAXSUM
    }
    assert_eq!(bounded::<Tricks, 4>(), 13);
    assert_eq!(bounded::<Shares, 3>(), OrderedFloat(1.0));
    assert_eq!(bounded::<Dodge, 3>(), 18);
}
