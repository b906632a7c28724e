//! What specialising the kernels buys on the real games: each searcher against its dynamic
//! twin searching the same game through [`Dynamic`], which runs the game's own code unchanged,
//! so the two differ only in the kernel (tuples as `[S; N]` values and bounds as constants,
//! against slices and run-time bounds). Both visit the same nodes (`tests/dynamic_adapter.rs`
//! proves it); throughput is in nodes, so reports read in nodes per second.
//!
//! `cargo bench --bench game_kernels`
//!
//! After each pair's criterion measurements it prints their *paired* ratio, specialised over
//! dynamic nodes per second, from alternating short rounds (`support/paired.rs`): criterion's
//! separate windows drift with the machine's load by more than the differences measured here.
//! `cargo bench --bench game_kernels -- paired` prints only the paired ratios.
//!
//! On synthetic trees (`benches/kernels.rs`, `benches/pruning.rs`) most of a node's time goes
//! into generating its leaf; here it goes into the game's move generation and play, which
//! both sides share, so the ratios are the kernels' share of a real game's search.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;
use std::num::NonZeroUsize;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynMaxN, DynSearcher, DynShallow, DynSpeculative, Dynamic,
};
use maxn::{AlphaBetaBranchAndBound, Game, Limits, MaxN, Searcher, Shallow, Speculative};
use maxn_games::cards::SergeantMajor;
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_lab::experiments::sergeant_major::experiment_game;
use paired::Paired;

/// The pairs of one game: a criterion group, and the paired comparisons that follow each pair.
struct Pairs<'a> {
    group: BenchmarkGroup<'a, WallTime>,
    name: &'static str,
    paired: &'a Paired,
}

impl<'a> Pairs<'a> {
    fn new(criterion: &'a mut Criterion, paired: &'a Paired, name: &'static str) -> Self {
        let mut group = criterion.benchmark_group(name);
        group.sample_size(20);
        Self {
            group,
            name,
            paired,
        }
    }

    /// Benchmarks `fixed` on `game` as `"{label}/specialised"` and `dynamic` on
    /// `Dynamic(game)` as `"{label}/dynamic"`, after checking that both visit the same nodes,
    /// then compares the two in paired rounds.
    fn pair<G, F, D, const N: usize>(
        &mut self,
        label: &str,
        game: &G,
        limits: Limits,
        fixed: F,
        dynamic: D,
    ) where
        G: Game<N>,
        F: Searcher<G, N>,
        D: DynSearcher<Dynamic<G, N>>,
    {
        let twin = Dynamic(game.clone());
        let nodes = fixed.search(game, limits).stats.nodes;
        assert_eq!(dynamic.search(&twin, limits).stats.nodes, nodes, "{label}");
        self.group.throughput(Throughput::Elements(nodes));
        self.group
            .bench_function(format!("{label}/specialised"), |b| {
                b.iter(|| fixed.search(black_box(game), limits))
            });
        self.group.bench_function(format!("{label}/dynamic"), |b| {
            b.iter(|| dynamic.search(black_box(&twin), limits))
        });
        self.paired.compare(
            &format!("{}/{label}/paired", self.name),
            "specialised / dynamic nodes per second",
            || fixed.search(black_box(game), limits),
            || dynamic.search(black_box(&twin), limits),
        );
    }
}

fn chinese_checkers(criterion: &mut Criterion, paired: &Paired) {
    let mut pairs = Pairs::new(criterion, paired, "game_kernels/chinese_checkers");
    let three = ChineseCheckers::<3>::start();
    pairs.pair("3p/maxn/4", &three, Limits::depth(4), MaxN, DynMaxN);
    let top_10 = three.with_top_k(NonZeroUsize::new(10));
    let limits = Limits::depth(6);
    pairs.pair(
        "3p/speculative/6/top10",
        &top_10,
        limits,
        Speculative,
        DynSpeculative,
    );
    let six = ChineseCheckers::<6>::start();
    pairs.pair("6p/maxn/3", &six, Limits::depth(3), MaxN, DynMaxN);
    pairs.group.finish();
}

fn sergeant_major(criterion: &mut Criterion, paired: &Paired) {
    let mut pairs = Pairs::new(criterion, paired, "game_kernels/sergeant_major");
    // The experiment's first deal, searched to the end of its five tricks.
    let game: SergeantMajor<5> = experiment_game(0, 0);
    let limits = Limits::depth(15);
    pairs.pair("shallow", &game, limits, Shallow, DynShallow);
    pairs.pair("speculative", &game, limits, Speculative, DynSpeculative);
    let (fixed, dynamic) = (AlphaBetaBranchAndBound, DynAlphaBetaBranchAndBound);
    pairs.pair("abbnb", &game, limits, fixed, dynamic);
    pairs.group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    let paired = Paired::from_args();
    chinese_checkers(&mut criterion, &paired);
    sergeant_major(&mut criterion, &paired);
    criterion.final_summary();
}
