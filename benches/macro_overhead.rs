//! What the DSL costs at run time: the README's game declared with `#[multiplayer_game]`
//! against the same game implemented by hand, both searched by `MaxN` on the same positions.
//! Throughput is in nodes per second; the two should be within noise of each other.
//!
//! `cargo bench --bench macro_overhead`
//!
//! Criterion measures each game in its own window of time, one after the other, and on a shared
//! machine the load drifts between windows by more than the 2% this bench is meant to resolve.
//! So after criterion's report the bench also prints a *paired* ratio: the two games timed in
//! alternating short rounds, each round's ratio taken while both saw the same load, and the
//! median of the rounds reported. `cargo bench --bench macro_overhead -- paired` prints only
//! that (the filter matches none of criterion's benchmarks). Skipped under
//! `cargo test --benches`, which only checks that the bench runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group};
use maxn::{Game, Limits, MaxN, Searcher};

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

/// Alternating rounds per depth for the paired ratio: enough for a stable median and quartiles.
const PAIRED_ROUNDS: usize = 101;

/// Wall time each game gets per round: long enough to dwarf timer resolution, short enough that
/// the load rarely changes within a round.
const ROUND_TIME: Duration = Duration::from_millis(100);

/// Prints, per depth, the median and quartiles of declared / by-hand nodes per second over
/// alternating rounds (the first game of a round alternates too, so neither always runs warm).
fn paired_ratios() {
    for depth in [9, 12] {
        let (declared, by_hand) = start_positions();
        let limits = Limits::depth(depth);
        let searches = searches_per_round(&declared, limits);
        let mut ratios: Vec<f64> = (0..PAIRED_ROUNDS)
            .map(|round| {
                let (declared_time, by_hand_time) = if round % 2 == 0 {
                    let declared_time = time_searches(&declared, limits, searches);
                    (declared_time, time_searches(&by_hand, limits, searches))
                } else {
                    let by_hand_time = time_searches(&by_hand, limits, searches);
                    (time_searches(&declared, limits, searches), by_hand_time)
                };
                // Same nodes on both sides, so the ratio of speeds is the inverse time ratio.
                by_hand_time.as_secs_f64() / declared_time.as_secs_f64()
            })
            .collect();
        ratios.sort_by(f64::total_cmp);
        let quartile = |q: usize| ratios[q * (PAIRED_ROUNDS - 1) / 4];
        println!(
            "macro_overhead/paired/{depth}: declared / by hand nodes per second = {:.3} \
             (median of {PAIRED_ROUNDS} alternating rounds; quartiles {:.3} to {:.3})",
            quartile(2),
            quartile(1),
            quartile(3),
        );
    }
}

/// How many searches fill one round of [`ROUND_TIME`], from one timed search.
fn searches_per_round<G: Game<3>>(game: &G, limits: Limits) -> u32 {
    let once = time_searches(game, limits, 1);
    let per_round = ROUND_TIME.as_secs_f64() / once.as_secs_f64().max(1e-9);
    per_round.ceil().clamp(1.0, 1e6) as u32
}

/// Wall time of `searches` searches of `game`.
fn time_searches<G: Game<3>>(game: &G, limits: Limits, searches: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..searches {
        black_box(MaxN.search(black_box(game), limits));
    }
    start.elapsed()
}

criterion_group! {
    name = benches;
    // Ten seconds a measurement: the README's command spells out the same times.
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(10));
    targets = macro_overhead
}

fn main() {
    benches();
    let testing = std::env::args().any(|arg| arg == "--test" || arg == "--list");
    if !testing {
        paired_ratios();
    }
    Criterion::default().configure_from_args().final_summary();
}
