//! Speculative max^n, specialised against its dynamic twin, on the same random integer trees
//! for 3, 4 and 6 players: what making the player count, `maxsum` and the score step
//! compile-time constants buys the Lemma-1 kernel (whose window of ancestor bounds is an array
//! of `N` in one and a per-ply stack in the other). Throughput is in nodes (re-expansions
//! included), so the report reads in nodes per second; both twins visit the same nodes
//! (checked before measuring).
//!
//! `cargo bench --bench pruning -- --warm-up-time 1 --measurement-time 3`
//!
//! After each pair's criterion measurements it prints their *paired* ratio, specialised over
//! dynamic nodes per second, from alternating short rounds (`support/paired.rs`).
//! `cargo bench --bench pruning -- paired` prints only the paired ratios.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use maxn::dynamic::{DynSearcher, DynSpeculative};
use maxn::{Limits, Searcher, Speculative};
use maxn_games::synthetic::{DynIntTree, IntTree, Model, TreeSpec};
use paired::Paired;

/// Integer maxsum of the trees, as in the kernels bench (few exact ties).
const MAXSUM: u32 = 1_000_000;

/// The trees (players, branching, depth): the kernels bench's trees, on which speculative
/// pruning visits 237,000 to 340,000 of their 350,000 to 490,000 nodes.
const TREES: [(usize, usize, u32); 3] = [(3, 5, 8), (4, 5, 8), (6, 4, 9)];

fn speculative(c: &mut Criterion) {
    let mut group = c.benchmark_group("speculative");
    let paired = Paired::from_args();
    for (players, branching, depth) in TREES {
        match players {
            3 => bench_tree::<3>(&mut group, &paired, branching, depth),
            4 => bench_tree::<4>(&mut group, &paired, branching, depth),
            _ => bench_tree::<6>(&mut group, &paired, branching, depth),
        }
    }
    group.finish();
}

/// Measures `Speculative` and `DynSpeculative` on the same tree, in nodes per second, with
/// criterion and then paired.
fn bench_tree<const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    paired: &Paired,
    branching: usize,
    depth: u32,
) {
    let spec = TreeSpec::new(branching, depth, 2024, Model::Random);
    let tree = IntTree::<N, MAXSUM>::root(&spec).unwrap();
    let twin = DynIntTree::<MAXSUM>::root(&spec, N).unwrap();
    let limits = Limits::depth(depth);
    let input = format!("{N} players, b={branching}, d={depth}");
    let fixed = Speculative.search(&tree, limits);
    assert_eq!(DynSpeculative.search(&twin, limits), fixed, "{input}");
    group.throughput(Throughput::Elements(fixed.stats.nodes));
    group.bench_with_input(BenchmarkId::new("specialised", &input), &tree, |b, tree| {
        b.iter(|| Speculative.search(black_box(tree), limits))
    });
    group.bench_with_input(BenchmarkId::new("dynamic", &input), &twin, |b, twin| {
        b.iter(|| DynSpeculative.search(black_box(twin), limits))
    });
    paired.compare(
        &format!("speculative/paired/{input}"),
        "specialised / dynamic nodes per second",
        || Speculative.search(black_box(&tree), limits),
        || DynSpeculative.search(black_box(&twin), limits),
    );
}

criterion_group!(benches, speculative);
criterion_main!(benches);
