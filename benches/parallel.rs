//! Parallel search of one position against the sequential search, on the 3-player Chinese
//! Checkers start with every move: max^n to depth 6 (41 million nodes), paranoid to depth 8
//! (about 25 million nodes) and speculative to depth 7 (about 11 million nodes), on a pool of
//! 2 threads (`MAXN_BENCH_THREADS` to change it).
//!
//! `cargo bench --bench parallel`
//!
//! Criterion times each searcher (few samples: one search takes about a second); then the
//! paired rounds (`support/paired.rs`, alternating sequential and parallel searches so both
//! see the same load) print the speed-up, parallel over sequential, and the node counts, the
//! parallel over the sequential. Max^n's counts are equal (it prunes nothing); the pruning
//! searchers' vary from run to run (a brother may start before its left brother has narrowed
//! its bound, or be cancelled part-way by a cut-off), so their mean over the runs is printed.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use maxn::{Limits, MaxN, Parallel, Paranoid, Searcher, Speculative};
use maxn_games::chinese_checkers::ChineseCheckers;
use paired::Paired;
use rayon::ThreadPoolBuilder;

/// Max^n's depth: 41 million nodes from the start.
const MAXN_DEPTH: u32 = 6;

/// Paranoid's depth: the first at which it visits more than 10 million nodes from the start.
const PARANOID_DEPTH: u32 = 8;

/// Speculative's depth: the first at which it visits more than 10 million nodes.
const SPECULATIVE_DEPTH: u32 = 7;

fn threads() -> usize {
    std::env::var("MAXN_BENCH_THREADS")
        .ok()
        .and_then(|threads| threads.parse().ok())
        .unwrap_or(2)
}

/// Benchmarks `sequential` and `parallel` on the start to `depth`, then compares them in
/// paired rounds and prints the node ratio.
fn compare<S, P>(
    criterion: &mut Criterion,
    paired: &Paired,
    name: &str,
    depth: u32,
    sequential: S,
    parallel: P,
) where
    S: Searcher<ChineseCheckers<3>, 3>,
    P: Searcher<ChineseCheckers<3>, 3>,
{
    let start = ChineseCheckers::<3>::start();
    let limits = Limits::depth(depth);
    let expected = sequential.search(&start, limits);
    let result = parallel.search(&start, limits);
    assert_eq!(
        (result.value, result.best_move),
        (expected.value, expected.best_move),
        "{name}: the parallel search must answer as the sequential one"
    );
    let mut group = criterion.benchmark_group(format!("parallel_{name}_3p"));
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(expected.stats.nodes));
    group.bench_function(BenchmarkId::new("sequential", depth), |b| {
        b.iter(|| sequential.search(black_box(&start), limits).value)
    });
    group.bench_function(BenchmarkId::new("parallel", depth), |b| {
        b.iter(|| parallel.search(black_box(&start), limits).value)
    });
    group.finish();

    let mut parallel_nodes = Vec::new();
    paired.compare(
        &format!("{name} depth {depth}, {} threads", threads()),
        "parallel / sequential speed",
        || {
            let result = parallel.search(black_box(&start), limits);
            parallel_nodes.push(result.stats.nodes);
            result.value
        },
        || sequential.search(black_box(&start), limits).value,
    );
    parallel_nodes.push(result.stats.nodes);
    let mean = parallel_nodes.iter().sum::<u64>() as f64 / parallel_nodes.len() as f64;
    println!(
        "{name} depth {depth}: sequential {} nodes, parallel {mean:.0} on average over {} runs \
         (from {} to {}): parallel / sequential nodes = {:.3}",
        expected.stats.nodes,
        parallel_nodes.len(),
        parallel_nodes.iter().min().expect("one run"),
        parallel_nodes.iter().max().expect("one run"),
        mean / expected.stats.nodes as f64,
    );
}

fn main() {
    let paired = Paired::from_args().with_rounds(9);
    let pool = ThreadPoolBuilder::new().num_threads(threads()).build();
    let pool = Arc::new(pool.expect("a thread pool"));
    let mut criterion = Criterion::default().configure_from_args();
    compare(
        &mut criterion,
        &paired,
        "maxn",
        MAXN_DEPTH,
        MaxN,
        Parallel::new(MaxN).on_pool(Arc::clone(&pool)),
    );
    compare(
        &mut criterion,
        &paired,
        "paranoid",
        PARANOID_DEPTH,
        Paranoid,
        Parallel::new(Paranoid).on_pool(Arc::clone(&pool)),
    );
    compare(
        &mut criterion,
        &paired,
        "speculative",
        SPECULATIVE_DEPTH,
        Speculative,
        Parallel::new(Speculative).on_pool(Arc::clone(&pool)),
    );
    criterion.final_summary();
}
