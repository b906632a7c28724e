//! Card games: how fast positions are generated (perft, and the trick-aware fast count), how
//! fast plain max^n searches them, and what the memoised full-tree count of the Sergeant Major
//! experiment costs per deal. Throughput is in nodes, so reports read in nodes per second.
//! Then alpha-beta branch-and-bound with and without a transposition table on a deal of the
//! Sergeant Major experiment searched to the end of 7 tricks, and their paired time ratio
//! (`cargo bench --bench cards -- abbnb-table`). And plain max^n on the card games with
//! their default (constant-sum) cut-off evaluation against the blind one, in one group and in
//! alternating rounds (`cargo bench --bench cards -- evaluation`): plain max^n visits the same
//! nodes under both, so the ratio is the evaluation's cost.

use std::hint::black_box;

#[path = "support/paired.rs"]
mod paired;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::Game;
use maxn::{AlphaBetaBranchAndBound, Limits, MaxN, Memory, Searcher};
use maxn_games::cards::{
    CardGame, Hearts, SergeantMajor, Spades, TakenPoints, TricksTaken, fast_perft, full_tree_stats,
    perft,
};
use maxn_lab::experiments::sergeant_major::{TABLE_MIN_DEPTH, experiment_game};
use paired::Paired;

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cards/perft");
    let game = SergeantMajor::<16>::random(1);
    for grouping in [true, false] {
        let game = game.with_grouping(grouping);
        let depth = if grouping { 7 } else { 6 };
        let nodes: u64 = perft(&game, depth).iter().sum();
        group.throughput(Throughput::Elements(nodes));
        let label = if grouping { "grouped" } else { "ungrouped" };
        group.bench_function(BenchmarkId::new(format!("walk/{label}"), depth), |b| {
            b.iter(|| perft(black_box(&game), depth))
        });
        group.bench_function(BenchmarkId::new(format!("fast/{label}"), depth), |b| {
            b.iter(|| fast_perft(black_box(&game), depth))
        });
    }
    group.finish();
}

fn search_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cards/maxn");
    let sergeant_major = SergeantMajor::<3>::random(1);
    let nodes = MaxN.search(&sergeant_major, Limits::depth(9)).stats.nodes;
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(BenchmarkId::new("sergeant-major", 9), |b| {
        b.iter(|| MaxN.search(black_box(&sergeant_major), Limits::depth(9)))
    });
    let hearts = Hearts::<4>::random(1);
    let nodes = MaxN.search(&hearts, Limits::depth(12)).stats.nodes;
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(BenchmarkId::new("hearts-4", 12), |b| {
        b.iter(|| MaxN.search(black_box(&hearts), Limits::depth(12)))
    });
    group.finish();
}

/// Plain max^n with the default evaluation and the blind one on seed 3's Spades deal (to
/// depth 10) and 3-player Hearts deal (to depth 9), the depth-13 and depth-11 searches of
/// `maxn search` made short enough to time; then each pair in alternating rounds.
fn evaluation_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cards/evaluation");
    group.sample_size(10);
    let paired = Paired::from_args().with_rounds(21);
    let spades = (
        Spades::<17>::random(3),
        Spades::<17, TricksTaken>::random(3),
        10,
    );
    compare_evaluations(
        &mut group,
        &paired,
        "spades",
        spades,
        "tricks-estimated",
        "tricks-taken",
    );
    let hearts = (
        Hearts::<3>::random(3),
        Hearts::<3, TakenPoints>::random(3),
        9,
    );
    compare_evaluations(
        &mut group,
        &paired,
        "hearts-3",
        hearts,
        "likely-taker",
        "taken-points",
    );
    group.finish();
}

/// `searches` is the game with its default evaluation, the game with the blind one, and the
/// depth: both searched by plain max^n in `group`, then paired.
fn compare_evaluations<D: Game<N>, B: Game<N>, const N: usize>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    paired: &Paired,
    game: &str,
    (default, blind, depth): (D, B, u32),
    default_name: &str,
    blind_name: &str,
) {
    let limits = Limits::depth(depth);
    let nodes = MaxN.search(&default, limits).stats.nodes;
    // Plain max^n prunes nothing: the evaluation changes its values, never its nodes.
    assert_eq!(nodes, MaxN.search(&blind, limits).stats.nodes);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(
        BenchmarkId::new(format!("{game}/{default_name}"), depth),
        |b| b.iter(|| MaxN.search(black_box(&default), limits)),
    );
    group.bench_function(
        BenchmarkId::new(format!("{game}/{blind_name}"), depth),
        |b| b.iter(|| MaxN.search(black_box(&blind), limits)),
    );
    paired.compare(
        &format!("evaluation/{game}"),
        &format!("nodes/s with {default_name} / with {blind_name}"),
        || MaxN.search(black_box(&default), limits),
        || MaxN.search(black_box(&blind), limits),
    );
}

fn full_tree_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cards/full-tree");
    group.sample_size(10);
    // The first deal of the experiment's default seed: the tree counted, not visited.
    let game: SergeantMajor<5> = experiment_game(0, 0);
    let nodes = full_tree_stats(&game).nodes;
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("sergeant-major-5-tricks", |b| {
        b.iter(|| full_tree_stats(black_box(&game)))
    });
    group.finish();
}

/// ABBnB without and with a 256 MiB table (cleared before each search, the clearing timed:
/// the experiment gives every deal a fresh table), on the first deal of the experiment's
/// default seed to the end of 7 tricks (21 plies; an 8-trick search takes minutes).
/// Throughput is each search's own node count, so the reports read in its nodes per second.
fn table_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("cards/abbnb-table");
    group.sample_size(10);
    let game: SergeantMajor<7> = experiment_game(0, 0);
    let limits = Limits::depth(21);
    let mut memory = Memory::with_table(256 << 20)
        .expect("a 256 MiB table")
        .min_depth(TABLE_MIN_DEPTH);
    let plain = AlphaBetaBranchAndBound.search(&game, limits);
    let with = AlphaBetaBranchAndBound.search_with(&game, limits, &mut memory);
    assert_eq!((plain.value, plain.best_move), (with.value, with.best_move));
    let expanded = |stats: &maxn::Stats| stats.nodes - stats.leaves;
    println!(
        "abbnb-table: nodes expanded without {} / with {} = {:.2}x",
        expanded(&plain.stats),
        expanded(&with.stats),
        expanded(&plain.stats) as f64 / expanded(&with.stats) as f64
    );
    group.throughput(Throughput::Elements(plain.stats.nodes));
    group.bench_function("sergeant-major-7-tricks/without", |b| {
        b.iter(|| AlphaBetaBranchAndBound.search(black_box(&game), limits))
    });
    group.throughput(Throughput::Elements(with.stats.nodes));
    group.bench_function("sergeant-major-7-tricks/with", |b| {
        b.iter(|| {
            memory.clear();
            AlphaBetaBranchAndBound.search_with(black_box(&game), limits, &mut memory)
        })
    });
    group.finish();
    Paired::from_args().with_rounds(9).compare(
        "abbnb-table",
        "speed with the table / without",
        || {
            memory.clear();
            AlphaBetaBranchAndBound.search_with(black_box(&game), limits, &mut memory)
        },
        || AlphaBetaBranchAndBound.search(black_box(&game), limits),
    );
}

criterion_group!(
    benches,
    perft_benches,
    search_benches,
    evaluation_benches,
    full_tree_benches,
    table_benches
);
criterion_main!(benches);
