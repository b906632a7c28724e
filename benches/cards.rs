//! Card games: how fast positions are generated (perft, and the trick-aware fast count), how
//! fast plain max^n searches them, and what the memoised full-tree count of the Sergeant Major
//! experiment costs per deal. Throughput is in nodes, so reports read in nodes per second.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{Limits, MaxN, Searcher};
use maxn_games::cards::{CardGame, Hearts, SergeantMajor, fast_perft, full_tree_stats, perft};
use maxn_lab::experiments::sergeant_major::experiment_game;

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

criterion_group!(benches, perft_benches, search_benches, full_tree_benches);
criterion_main!(benches);
