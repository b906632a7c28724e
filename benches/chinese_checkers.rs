//! Chinese Checkers speed: turn-level perft and plain max^n from the 3-player start, in nodes
//! per second.
//!
//! `cargo bench --bench chinese_checkers`

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{Limits, MaxN, Searcher};
use maxn_games::chinese_checkers::{ChineseCheckers, perft};

/// Plain max^n to depth 5 from the 3-player start visits this many nodes, root included
/// (pinned by a test in `maxn-games`).
const MAXN_DEPTH_5_NODES: u64 = 1_687_995;

fn perft_three_players(c: &mut Criterion) {
    let mut group = c.benchmark_group("chinese_checkers_perft_3p");
    let start = ChineseCheckers::<3>::start();
    for depth in [4, 5] {
        // Every position of the tree, root included, as max^n counts nodes.
        let nodes: u64 = (0..=depth).map(|d| perft(&start, d)).sum();
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("perft", depth), &depth, |b, &depth| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

fn maxn_three_players(c: &mut Criterion) {
    let mut group = c.benchmark_group("chinese_checkers_maxn_3p");
    group.sample_size(20);
    let start = ChineseCheckers::<3>::start();
    group.throughput(Throughput::Elements(MAXN_DEPTH_5_NODES));
    group.bench_function(BenchmarkId::new("maxn", 5), |b| {
        b.iter(|| {
            let result = MaxN.search(black_box(&start), Limits::depth(5));
            assert_eq!(result.stats.nodes, MAXN_DEPTH_5_NODES);
            result.value
        })
    });
    group.finish();
}

criterion_group!(benches, perft_three_players, maxn_three_players);
criterion_main!(benches);
