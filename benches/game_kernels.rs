//! What specialising the kernels buys on the real games: each searcher against its dynamic
//! twin searching the same game through [`Dynamic`], which runs the game's own code unchanged,
//! so the two differ only in the kernel (tuples as `[S; N]` values and bounds as constants,
//! against slices and run-time bounds). Both visit the same nodes (`tests/dynamic_adapter.rs`
//! proves it); throughput is in nodes, so reports read in nodes per second.
//!
//! `cargo bench --bench game_kernels`
//!
//! On synthetic trees (`benches/kernels.rs`, `benches/pruning.rs`) most of a node's time goes
//! into generating its leaf; here it goes into the game's move generation and play, which
//! both sides share, so the ratios are the kernels' share of a real game's search.

use std::hint::black_box;
use std::num::NonZeroUsize;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use maxn::{
    AlphaBetaBranchAndBound, DynAlphaBetaBranchAndBound, DynMaxN, DynSearcher, DynShallow,
    DynSpeculative, Dynamic, Game, Limits, MaxN, Searcher, Shallow, Speculative,
};
use maxn_games::cards::SergeantMajor;
use maxn_games::cards::experiment::experiment_game;
use maxn_games::chinese_checkers::ChineseCheckers;

/// Benchmarks `fixed` on `game` as `"{label}/specialised"` and `dynamic` on `Dynamic(game)` as
/// `"{label}/dynamic"`, after checking that both visit the same nodes.
fn pair<G, F, D, const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    label: &str,
    game: &G,
    limits: Limits,
    mut fixed: F,
    mut dynamic: D,
) where
    G: Game<N>,
    F: Searcher<G, N>,
    D: DynSearcher<Dynamic<G, N>>,
{
    let twin = Dynamic(game.clone());
    let nodes = fixed.search(game, limits).stats.nodes;
    assert_eq!(dynamic.search(&twin, limits).stats.nodes, nodes, "{label}");
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("{label}/specialised"), |b| {
        b.iter(|| fixed.search(black_box(game), limits))
    });
    group.bench_function(format!("{label}/dynamic"), |b| {
        b.iter(|| dynamic.search(black_box(&twin), limits))
    });
}

fn chinese_checkers(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_kernels/chinese_checkers");
    group.sample_size(20);
    let three = ChineseCheckers::<3>::start();
    pair(
        &mut group,
        "3p/maxn/4",
        &three,
        Limits::depth(4),
        MaxN,
        DynMaxN,
    );
    let top_10 = three.with_top_k(NonZeroUsize::new(10));
    let limits = Limits::depth(6);
    pair(
        &mut group,
        "3p/speculative/6/top10",
        &top_10,
        limits,
        Speculative,
        DynSpeculative,
    );
    let six = ChineseCheckers::<6>::start();
    pair(
        &mut group,
        "6p/maxn/3",
        &six,
        Limits::depth(3),
        MaxN,
        DynMaxN,
    );
    group.finish();
}

fn sergeant_major(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_kernels/sergeant_major");
    group.sample_size(20);
    // The experiment's first deal, searched to the end of its five tricks.
    let game: SergeantMajor<5> = experiment_game(0, 0);
    let limits = Limits::depth(15);
    pair(&mut group, "shallow", &game, limits, Shallow, DynShallow);
    pair(
        &mut group,
        "speculative",
        &game,
        limits,
        Speculative,
        DynSpeculative,
    );
    let (fixed, dynamic) = (AlphaBetaBranchAndBound, DynAlphaBetaBranchAndBound);
    pair(&mut group, "abbnb", &game, limits, fixed, dynamic);
    group.finish();
}

criterion_group!(benches, chinese_checkers, sergeant_major);
criterion_main!(benches);
