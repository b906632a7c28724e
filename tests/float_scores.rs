//! Bare `f64` scores: a game may declare `type Score = f64` (by hand, or `score = f64` in the
//! macro) and every searcher treats it as it treats `OrderedFloat<f64>`; a NaN from the game is
//! an error naming the game and the player.

mod support;

use std::panic::{AssertUnwindSafe, catch_unwind};

use maxn::dynamic::{DynMaxN, DynSearcher, DynSpeculative, Dynamic};
use maxn::{
    Bounds, Game, LastBranch, Limits, MaxN, OrderedFloat, Paranoid, SearchResult, Searcher,
    Shallow, Speculative, multiplayer_game,
};
use maxn_games::synthetic::{FloatTree, Model, TreeSpec};
use support::{Rng, Shape};

/// A float synthetic tree with its scores as bare `f64`; `nan_for` makes one player's score
/// NaN in every evaluated value (to test the error).
#[derive(Clone, Copy, Debug)]
struct Bare<'a> {
    tree: FloatTree<'a, 3>,
    nan_for: Option<usize>,
}

impl Bare<'_> {
    fn bare(&self, value: [OrderedFloat<f64>; 3]) -> [f64; 3] {
        let mut bare = value.map(|score| score.0);
        if let Some(player) = self.nan_for {
            bare[player] = f64::NAN;
        }
        bare
    }
}

impl Game<3> for Bare<'_> {
    type Score = f64;
    type Move = u8;
    type Moves = <FloatTree<'static, 3> as Game<3>>::Moves;

    const NAME: &'static str = "bare float tree";
    // The tree's scores sum to 1, continuously.
    type Bounds = Bounds<f64>;
    const BOUNDS: Bounds<f64> = Bounds::constant_sum(1.0, 0.0);

    fn to_move(&self) -> usize {
        self.tree.to_move()
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.tree.generate_moves(moves);
    }

    fn play(&mut self, mv: u8) {
        self.tree.play(mv);
    }

    fn outcome(&self) -> Option<[f64; 3]> {
        self.tree.outcome().map(|value| self.bare(value))
    }

    fn evaluate(&self) -> [f64; 3] {
        self.bare(self.tree.evaluate())
    }
}

type Answer = ([f64; 3], Option<u8>, Vec<u8>, maxn::Stats, bool);

fn answer<S: Copy>(result: SearchResult<u8, S, 3>, to_f64: impl Fn(S) -> f64) -> Answer {
    (
        result.value.map(to_f64),
        result.best_move,
        result.principal_line,
        result.stats,
        result.complete,
    )
}

/// `searcher` on the bare game and on the `OrderedFloat` tree: the same answer, every count.
fn same<X>(searcher: X, bare: &Bare<'_>, depth: u32, case: &str)
where
    X: for<'a> Searcher<Bare<'a>, 3> + for<'a> Searcher<FloatTree<'a, 3>, 3>,
{
    let limits = Limits::depth(depth);
    assert_eq!(
        answer(
            Searcher::<Bare<'_>, 3>::search(&searcher, bare, limits),
            |s| s
        ),
        answer(searcher.search(&bare.tree, limits), |s| s.0),
        "{} on {case}",
        <X as Searcher<Bare<'_>, 3>>::NAME
    );
}

#[test]
fn bare_f64_scores_search_as_ordered_floats_do() {
    let mut rng = Rng::seeded(64);
    for _ in 0..150 {
        let shape = Shape::draw(&mut rng, (3, 3), (2, 5), (1, 6), 400);
        let depth = rng.range(1, u64::from(shape.depth)) as u32;
        let spec = TreeSpec::new(shape.branching, shape.depth, shape.seed, Model::Random);
        let tree = FloatTree::<3>::root(&spec).unwrap();
        let bare = Bare {
            tree,
            nan_for: None,
        };
        let case = format!("{spec:?}, depth {depth}");
        same(MaxN, &bare, depth, &case);
        same(Shallow, &bare, depth, &case);
        same(LastBranch, &bare, depth, &case);
        same(Speculative, &bare, depth, &case);
        same(Paranoid, &bare, depth, &case);
        // The dynamic twins too.
        let limits = Limits::depth(depth);
        let fixed = Speculative.search(&bare, limits);
        let twin = DynSpeculative.search(&Dynamic(bare), limits);
        assert_eq!(
            (&twin.value[..], twin.stats),
            (&fixed.value[..], fixed.stats)
        );
    }
}

/// The panic message of `search`, which must panic.
fn panic_message(search: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(search)).expect_err("a NaN score must panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn a_nan_score_is_an_error_naming_the_game_and_the_player() {
    let spec = TreeSpec::new(3, 3, 5, Model::Random);
    let tree = FloatTree::<3>::root(&spec).unwrap();
    for player in 0..3 {
        let bare = Bare {
            tree,
            nan_for: Some(player),
        };
        let messages = [
            panic_message(|| drop(MaxN.search(&bare, Limits::depth(2)))),
            panic_message(|| drop(Speculative.search(&bare, Limits::depth(3)))),
            panic_message(|| drop(DynMaxN.search(&Dynamic(bare), Limits::depth(2)))),
        ];
        for message in messages {
            assert!(
                message.contains("`bare float tree`")
                    && message.contains("NaN")
                    && message.contains(&format!("player {player}")),
                "{message}"
            );
        }
    }
}

/// Declared with `score = f64` directly: three players take one to three eighths of a pot in
/// turn until it is empty; `nan_for` (below 3) makes one player's evaluation NaN.
#[multiplayer_game(players = 3, score = f64, maxsum = 1.0, max_moves = 3)]
#[derive(Clone, Debug)]
struct Pot {
    eighths: u8,
    #[turn]
    to_move: u8,
    #[score]
    taken: [f64; 3],
    nan_for: u8,
}

#[multiplayer_game::rules]
impl Pot {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.eighths.min(3)
    }

    fn play(&mut self, eighths: u8) {
        self.eighths -= eighths;
        self.taken[usize::from(self.to_move)] += f64::from(eighths) / 8.0;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[f64; 3]> {
        (self.eighths == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [f64; 3] {
        let mut value = self.taken;
        if let Some(score) = value.get_mut(usize::from(self.nan_for)) {
            *score = f64::NAN;
        }
        value
    }
}

impl Pot {
    fn start(eighths: u8, nan_for: u8) -> Self {
        Pot {
            eighths,
            to_move: 0,
            taken: [0.0; 3],
            nan_for,
        }
    }
}

#[test]
fn a_declared_f64_game_is_bounded_and_pruned_exactly() {
    // The bounds are of the bare type: continuous, summing to at most 1.
    let bounds: Bounds<f64> = <Pot as Game<3>>::BOUNDS;
    assert_eq!(
        bounds,
        Bounds {
            maxp: 1.0,
            maxsum: 1.0,
            delta: 0.0
        }
    );
    for eighths in 1..=8 {
        let start = Pot::start(eighths, 3);
        let limits = Limits::unlimited();
        let reference = MaxN.search(&start, limits);
        // Whole games: what was taken is the pot.
        assert_eq!(
            reference.value.iter().sum::<f64>(),
            f64::from(eighths) / 8.0
        );
        for result in [
            Shallow.search(&start, limits),
            LastBranch.search(&start, limits),
            Speculative.search(&start, limits),
        ] {
            assert_eq!(
                (result.value, result.best_move),
                (reference.value, reference.best_move),
                "pot of {eighths} eighths"
            );
            assert!(result.stats.nodes <= reference.stats.nodes);
        }
    }
}

#[test]
fn a_declared_f64_game_with_a_nan_names_the_game_and_the_player() {
    for player in 0..3 {
        let start = Pot::start(8, player);
        let message = panic_message(|| drop(MaxN.search(&start, Limits::depth(2))));
        assert!(
            message.contains("`Pot`")
                && message.contains("NaN")
                && message.contains(&format!("player {player}")),
            "{message}"
        );
    }
}
