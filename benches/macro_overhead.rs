//! What the DSL costs at run time: the README's game declared with `#[multiplayer_game]`
//! against the same game implemented by hand, and the real games (Chinese Checkers, Sergeant
//! Major), declared in `maxn-games`, against a hand-written `Game` impl over the same rules
//! functions (`support/by_hand.rs`); all searched by `MaxN` on the same positions.
//! Throughput is in nodes per second; each pair should be within noise of each other.
//!
//! Last, the generic `MaxN` kernel against a max^n kernel written by hand for 3-player
//! Chinese Checkers (`support/hand_maxn.rs`), paired only: what the generic kernel costs.
//!
//! `cargo bench --bench macro_overhead`
//!
//! Criterion measures each game in its own window of time, one after the other, and on a shared
//! machine the load drifts between windows by more than the 2% this bench is meant to resolve.
//! So after criterion's report the bench also prints a *paired* ratio (`support/paired.rs`):
//! the two games timed in alternating short rounds, each round's ratio taken while both saw
//! the same load, and the median of the rounds reported.
//! `cargo bench --bench macro_overhead -- paired` prints only that (the filter matches none of
//! criterion's benchmarks).

#[path = "support/by_hand.rs"]
mod by_hand_games;
#[path = "support/hand_maxn.rs"]
mod hand_maxn;
#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;
use std::num::NonZeroUsize;
use std::time::Duration;

use by_hand_games::{ByHand, Sergeant};
use criterion::{BenchmarkId, Criterion, Throughput};
use maxn::{Game, Limits, MaxN, Searcher};
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_lab::experiments::sergeant_major::experiment_game;
use paired::Paired;

/// The game declared with the macro, exactly as the README shows it (with a bigger pile).
mod declared {
    use maxn::multiplayer_game;

    #[multiplayer_game(players = 3, score = u8, maxsum = 40, max_moves = 3)]
    #[derive(Clone, Debug)]
    pub struct Tokens {
        pub left: u8,
        #[turn]
        pub to_move: u8,
        #[score]
        pub taken: [u8; 3],
    }

    #[multiplayer_game::rules]
    impl Tokens {
        #[moves]
        fn take(&self) -> impl Iterator<Item = u8> {
            (1..=self.left.min(3)).rev()
        }

        fn play(&mut self, take: u8) {
            self.left -= take;
            self.taken[usize::from(self.to_move)] += take;
            self.to_move = (self.to_move + 1) % 3;
        }

        fn outcome(&self) -> Option<[u8; 3]> {
            (self.left == 0).then_some(self.taken)
        }

        fn evaluate(&self) -> [u8; 3] {
            self.taken
        }
    }
}

/// The same game implemented by hand: the same expressions in `impl Game` directly, without
/// `#[inline]`, as the README's hand-written quick start.
mod by_hand {
    use maxn::{Bounds, Game, MonotonicHeuristic, MoveBuffer, MoveList};

    #[derive(Clone, Debug)]
    pub struct Tokens {
        pub left: u8,
        pub to_move: u8,
        pub taken: [u8; 3],
    }

    impl Game<3> for Tokens {
        type Score = u8;
        type Move = u8;
        type Moves = MoveList<u8, 3>;

        const NAME: &'static str = "Tokens";
        type Bounds = Bounds<u8>;
        const BOUNDS: Bounds<u8> = Bounds::constant_sum(40, 1);

        fn to_move(&self) -> usize {
            usize::from(self.to_move)
        }

        fn generate_moves(&self, moves: &mut Self::Moves) {
            for take in (1..=self.left.min(3)).rev() {
                moves.push(take);
            }
        }

        fn play(&mut self, take: u8) {
            self.left -= take;
            self.taken[usize::from(self.to_move)] += take;
            self.to_move = (self.to_move + 1) % 3;
        }

        fn outcome(&self) -> Option<[u8; 3]> {
            (self.left == 0).then_some(self.taken)
        }

        fn evaluate(&self) -> [u8; 3] {
            self.taken
        }
    }

    impl MonotonicHeuristic<3> for Tokens {
        fn lower_bounds(&self) -> [u8; 3] {
            self.taken
        }
    }
}

/// The same start (40 tokens, player 0 to move) in both implementations.
fn start_positions() -> (declared::Tokens, by_hand::Tokens) {
    let declared = declared::Tokens {
        left: 40,
        to_move: 0,
        taken: [0; 3],
    };
    let by_hand = by_hand::Tokens {
        left: 40,
        to_move: 0,
        taken: [0; 3],
    };
    (declared, by_hand)
}

fn macro_overhead(c: &mut Criterion) {
    let mut group = c.benchmark_group("macro_overhead");
    for depth in [9, 12] {
        let (declared, by_hand) = start_positions();
        let limits = Limits::depth(depth);
        let declared_result = MaxN.search(&declared, limits);
        let by_hand_result = MaxN.search(&by_hand, limits);
        // Same game, same search: the comparison is fair only if the work is identical.
        assert_eq!(declared_result.stats, by_hand_result.stats);
        assert_eq!(declared_result.value, by_hand_result.value);
        group.throughput(Throughput::Elements(declared_result.stats.nodes));
        group.bench_with_input(BenchmarkId::new("declared", depth), &declared, |b, game| {
            b.iter(|| MaxN.search(black_box(game), limits))
        });
        group.bench_with_input(BenchmarkId::new("by_hand", depth), &by_hand, |b, game| {
            b.iter(|| MaxN.search(black_box(game), limits))
        });
    }
    group.finish();
}

/// Chinese Checkers, 3 players, a few turns into a game, the best 10 moves kept: depth 4.
fn checkers() -> (ChineseCheckers<3>, Limits) {
    let mut position = ChineseCheckers::<3>::start().with_top_k(NonZeroUsize::new(10));
    for _ in 0..6 {
        let best = MaxN.search(&position, Limits::depth(2)).best_move;
        Game::play(&mut position, best.expect("the start is far from any end"));
    }
    (position, Limits::depth(4))
}

/// Sergeant Major on the experiment's first deal, 5 tricks, searched 9 plies (3 tricks; the
/// whole 5 tricks are 3 billion nodes without pruning), estimated tricks at the cut-off.
fn sergeant() -> (Sergeant, Limits) {
    (experiment_game::<5>(0, 0), Limits::depth(9))
}

/// A declared real game against the hand-written impl over the same rules: criterion's two
/// measurements, after checking that both do the same work.
fn real_game<G: Game<3> + Clone>(c: &mut Criterion, name: &str, game: G, limits: Limits)
where
    ByHand<G>: Game<3, Move = G::Move, Score = G::Score>,
{
    let by_hand = ByHand(game.clone());
    let declared_result = MaxN.search(&game, limits);
    let by_hand_result = MaxN.search(&by_hand, limits);
    assert_eq!(declared_result.stats, by_hand_result.stats);
    assert_eq!(declared_result.value, by_hand_result.value);
    let mut group = c.benchmark_group(format!("macro_overhead/{name}"));
    group.throughput(Throughput::Elements(declared_result.stats.nodes));
    group.bench_function("declared", |b| {
        b.iter(|| MaxN.search(black_box(&game), limits))
    });
    group.bench_function("by_hand", |b| {
        b.iter(|| MaxN.search(black_box(&by_hand), limits))
    });
    group.finish();
}

fn main() {
    // Ten seconds a measurement; the command line can still override it.
    let mut criterion = Criterion::default()
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(10))
        .configure_from_args();
    macro_overhead(&mut criterion);
    let (position, checkers_limits) = checkers();
    let (deal, sergeant_limits) = sergeant();
    real_game(
        &mut criterion,
        "chinese_checkers",
        position,
        checkers_limits,
    );
    real_game(&mut criterion, "sergeant_major", deal, sergeant_limits);
    let paired = Paired::from_args();
    for depth in [9, 12] {
        let (declared, by_hand) = start_positions();
        let limits = Limits::depth(depth);
        paired.compare(
            &format!("macro_overhead/paired/{depth}"),
            "declared / by hand nodes per second",
            || MaxN.search(black_box(&declared), limits),
            || MaxN.search(black_box(&by_hand), limits),
        );
    }
    let by_hand = ByHand(position);
    paired.compare(
        "macro_overhead/chinese_checkers/paired",
        "declared / by hand nodes per second",
        || MaxN.search(black_box(&position), checkers_limits),
        || MaxN.search(black_box(&by_hand), checkers_limits),
    );
    let by_hand = ByHand(deal);
    paired.compare(
        "macro_overhead/sergeant_major/paired",
        "declared / by hand nodes per second",
        || MaxN.search(black_box(&deal), sergeant_limits),
        || MaxN.search(black_box(&by_hand), sergeant_limits),
    );
    // The generic kernel against the hand-written one: same value and nodes first.
    let generic = MaxN.search(&position, checkers_limits);
    let mut nodes = 0;
    let value = hand_maxn::maxn(&position, 4, &mut nodes);
    assert_eq!((generic.value, generic.stats.nodes), (value, nodes));
    paired.compare(
        "macro_overhead/chinese_checkers/kernel",
        "generic MaxN / hand-written max^n nodes per second",
        || MaxN.search(black_box(&position), checkers_limits),
        || {
            let mut nodes = 0;
            hand_maxn::maxn(black_box(&position), 4, &mut nodes)
        },
    );
    criterion.final_summary();
}
