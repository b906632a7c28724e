//! MCTS beside the searchers on the same Chinese Checkers positions (3 players): MCTS in
//! iterations per second, Best-Reply Search and plain max^n in nodes per second.
//!
//! `cargo bench --bench mcts`
//!
//! The three do different work per unit: an MCTS iteration replays its path down the tree,
//! adds a node and plays 10 random plies (about a dozen positions visited, each counted as a
//! node of the budget); a searcher's node is one position generated and searched. The bench
//! prints the nodes per MCTS iteration, so the rates can be compared in either unit.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{BestReply, Limits, MaxN, Searcher};
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};
use maxn_play::Budget;
use maxn_play::agent::mcts::{Mcts, MctsOptions};

/// MCTS iterations per position.
const ITERATIONS: u64 = 2_000;
/// Best-Reply Search's depth, in BRS plies (the root player's and the opponents' alternate).
const BRS_DEPTH: u32 = 4;
/// Plain max^n's depth: one move of each player.
const MAXN_DEPTH: u32 = 3;

/// Three middle-game positions from seeded random play, and the start.
fn positions() -> Vec<ChineseCheckers<3>> {
    let mut positions = random_positions::<3>(1, 3, 120);
    positions.push(ChineseCheckers::<3>::start());
    positions
}

fn mcts_beside_searchers(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("chinese_checkers_3p_mcts_brs_maxn");
    group.sample_size(10);

    let mcts = Mcts::new(
        MctsOptions::default().with_iterations(ITERATIONS).unwrap(),
        Budget::new(u64::MAX).unwrap(),
    );
    let nodes: u64 = positions.iter().map(|p| mcts.search(p).nodes).sum();
    let iterations = ITERATIONS * positions.len() as u64;
    eprintln!(
        "mcts: {iterations} iterations visit {nodes} positions ({:.1} per iteration)",
        nodes as f64 / iterations as f64
    );
    group.throughput(Throughput::Elements(iterations));
    group.bench_function(BenchmarkId::new("mcts-iterations", ITERATIONS), |b| {
        b.iter(|| {
            for position in &positions {
                black_box(mcts.search(black_box(position)).index);
            }
        })
    });

    let brs_nodes: u64 = positions
        .iter()
        .map(|p| BestReply.search(p, Limits::depth(BRS_DEPTH)).stats.nodes)
        .sum();
    eprintln!("brs depth {BRS_DEPTH}: {brs_nodes} nodes");
    group.throughput(Throughput::Elements(brs_nodes));
    group.bench_function(BenchmarkId::new("brs-nodes", BRS_DEPTH), |b| {
        b.iter(|| {
            for position in &positions {
                black_box(
                    BestReply
                        .search(black_box(position), Limits::depth(BRS_DEPTH))
                        .value,
                );
            }
        })
    });

    let maxn_nodes: u64 = positions
        .iter()
        .map(|p| MaxN.search(p, Limits::depth(MAXN_DEPTH)).stats.nodes)
        .sum();
    eprintln!("maxn depth {MAXN_DEPTH}: {maxn_nodes} nodes");
    group.throughput(Throughput::Elements(maxn_nodes));
    group.bench_function(BenchmarkId::new("maxn-nodes", MAXN_DEPTH), |b| {
        b.iter(|| {
            for position in &positions {
                black_box(
                    MaxN.search(black_box(position), Limits::depth(MAXN_DEPTH))
                        .value,
                );
            }
        })
    });
    group.finish();
}

criterion_group!(benches, mcts_beside_searchers);
criterion_main!(benches);
