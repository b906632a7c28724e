//! What the macro cannot check at compile time is caught at run time, naming the game: a
//! declared game that breaks its bounds (checked in debug builds and with the `check-bounds`
//! feature), and a generator that overflows `max_moves` (always checked).

use maxn::{Limits, MaxN, Searcher, multiplayer_game};

/// Claims `maxsum = 10` but evaluates to tuples summing to 12.
#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 2, name = "Liar's pile")]
#[derive(Clone, Debug)]
struct Liar {
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Liar {
    #[moves]
    fn pass(&self) -> [u8; 2] {
        [0, 1]
    }

    fn play(&mut self, _: u8) {
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        None
    }

    fn evaluate(&self) -> [u8; 3] {
        [6, 6, 0]
    }
}

#[test]
#[cfg(any(debug_assertions, feature = "check-bounds"))]
#[should_panic(
    expected = "game `Liar's pile` broke its declared bounds: value [6, 6, 0] sums to more than maxsum = 10"
)]
fn a_broken_maxsum_panics_with_the_game_name() {
    MaxN.search(&Liar { to_move: 0 }, Limits::depth(2));
}

/// A minimisation game whose rules break its declared bounds, in its own points.
#[multiplayer_game(players = 3, score = u8, objective = min, maxp = 8, minsum = 8, max_moves = 1)]
#[derive(Clone, Debug)]
struct Penalties {
    #[turn]
    to_move: u8,
    charged: [u8; 3],
}

#[multiplayer_game::rules]
impl Penalties {
    #[moves]
    fn pass(&self) -> Option<()> {
        Some(())
    }

    fn play(&mut self, (): ()) {
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        None
    }

    fn evaluate(&self) -> [u8; 3] {
        self.charged
    }
}

#[test]
#[cfg(any(debug_assertions, feature = "check-bounds"))]
#[should_panic(
    expected = "game `Penalties` broke its declared bounds: value [9, 0, 0] gives player 0 more than maxp = 8"
)]
fn an_own_score_above_maxp_is_reported_in_own_scores() {
    // Without the check on the own scores, 8 - 9 would underflow.
    MaxN.search(
        &Penalties {
            to_move: 0,
            charged: [9, 0, 0],
        },
        Limits::depth(1),
    );
}

#[test]
#[cfg(any(debug_assertions, feature = "check-bounds"))]
#[should_panic(
    expected = "game `Penalties` broke its declared bounds: value [2, 2, 2] sums to less than minsum = 8"
)]
fn own_scores_below_minsum_are_reported() {
    // In maximisation form [6, 6, 6] sums to 18 > maxsum' = 3 * 8 - 8 = 16.
    MaxN.search(
        &Penalties {
            to_move: 0,
            charged: [2, 2, 2],
        },
        Limits::depth(1),
    );
}

#[test]
fn own_scores_within_bounds_pass() {
    let result = MaxN.search(
        &Penalties {
            to_move: 0,
            charged: [0, 3, 5],
        },
        Limits::depth(2),
    );
    assert_eq!(result.value, [8, 5, 3]);
    assert_eq!(result.own_value::<Penalties>(), [0, 3, 5]);
}

/// Declares room for two moves and generates three.
#[multiplayer_game(players = 2, score = u8, maxsum = 1, max_moves = 2)]
#[derive(Clone, Debug)]
struct Crowded {
    #[turn]
    to_move: u8,
}

#[multiplayer_game::rules]
impl Crowded {
    #[moves]
    fn step(&self) -> impl Iterator<Item = u8> {
        0..3
    }

    fn play(&mut self, _: u8) {
        self.to_move = 1 - self.to_move;
    }

    fn outcome(&self) -> Option<[u8; 2]> {
        None
    }

    fn evaluate(&self) -> [u8; 2] {
        [1, 0]
    }
}

#[test]
#[should_panic(
    expected = "game `Crowded` generated more than its declared move capacity of 2 moves; raise \
                `max_moves` in its `#[multiplayer_game(...)]` declaration"
)]
fn overflowing_max_moves_panics_with_the_game_name() {
    MaxN.search(&Crowded { to_move: 0 }, Limits::depth(1));
}
