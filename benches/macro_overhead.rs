//! What the DSL costs at run time: the README's game declared with `#[multiplayer_game]`
//! against the same game implemented by hand, both searched by `MaxN` on the same positions.
//! Throughput is in nodes per second; the two should be within noise of each other.
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

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use maxn::{Limits, MaxN, Searcher};
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
    use maxn::{BoundedGame, Bounds, Game, MonotonicHeuristic, MoveBuffer, MoveList};

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
        const BOUNDS: Option<Bounds<u8>> = Some(Bounds::constant_sum(40, 1));

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

    impl BoundedGame<3> for Tokens {}

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

fn main() {
    // Ten seconds a measurement; the command line can still override it.
    let mut criterion = Criterion::default()
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(10))
        .configure_from_args();
    macro_overhead(&mut criterion);
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
    criterion.final_summary();
}
