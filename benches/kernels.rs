//! Specialised kernels against their dynamic twins, on the same random integer trees for 3, 4
//! and 6 players: what making the player count and the bounds compile-time constants buys.
//! Throughput is in nodes, so the report reads in nodes per second; each pair visits the same
//! nodes (checked before measuring).
//!
//! `cargo bench --bench kernels -- --warm-up-time 1 --measurement-time 3`
//!
//! After each pair's criterion measurements it prints their *paired* ratio, specialised over
//! dynamic nodes per second, from alternating short rounds (`support/paired.rs`), which the
//! machine's drifting load disturbs far less than criterion's separate windows.
//! `cargo bench --bench kernels -- paired` prints only the paired ratios.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use maxn::dynamic::{DynGame, DynMaxN, DynParanoid, DynSearcher, DynShallow};
use maxn::{Game, Limits, MaxN, Paranoid, Searcher, Shallow};
use maxn_games::synthetic::{DynIntTree, IntTree, Model, TreeSpec};
use paired::Paired;

/// Integer maxsum of the trees. Large, so that a leaf seldom gives a player exactly 0: with a
/// small maxsum the coalition soon finds a 0 for the root player and paranoid search
/// degenerates into a few hundred nodes.
const MAXSUM: u32 = 1_000_000;

/// The trees (players, branching, depth) of max^n and shallow pruning: 350,000 to 490,000
/// nodes (shallow pruning prunes little on random trees, as Korf showed).
const TREES: [(usize, usize, u32); 3] = [(3, 5, 8), (4, 5, 8), (6, 4, 9)];

/// The trees of paranoid search, deeper to make up for its pruning: 590,000 to 1,030,000
/// nodes.
const PARANOID_TREES: [(usize, usize, u32); 3] = [(3, 5, 10), (4, 5, 10), (6, 4, 11)];

fn kernels(c: &mut Criterion) {
    let paired = Paired::from_args();
    for kernel in ["maxn", "shallow", "paranoid"] {
        let mut group = c.benchmark_group(kernel);
        let trees = if kernel == "paranoid" {
            PARANOID_TREES
        } else {
            TREES
        };
        for (players, branching, depth) in trees {
            match players {
                3 => bench_tree::<3>(&mut group, &paired, kernel, branching, depth),
                4 => bench_tree::<4>(&mut group, &paired, kernel, branching, depth),
                _ => bench_tree::<6>(&mut group, &paired, kernel, branching, depth),
            }
        }
        group.finish();
    }
}

fn bench_tree<const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    paired: &Paired,
    kernel: &str,
    branching: usize,
    depth: u32,
) {
    let spec = TreeSpec::new(branching, depth, 2024, Model::Random);
    let tree = IntTree::<N, MAXSUM>::root(&spec).unwrap();
    let twin = DynIntTree::<MAXSUM>::root(&spec, N).unwrap();
    let limits = Limits::depth(depth);
    let input = format!("{N} players, b={branching}, d={depth}");
    let pair = (group, paired, input.as_str(), &tree, &twin, limits);
    match kernel {
        "maxn" => bench_pair(pair, kernel, MaxN, DynMaxN),
        "shallow" => bench_pair(pair, kernel, Shallow, DynShallow),
        _ => bench_pair(pair, kernel, Paranoid, DynParanoid),
    }
}

/// What a pair is measured on: the group, the paired settings, the input's label, the tree in
/// its two forms and the limits.
type Pair<'a, 'g, G, H> = (
    &'a mut BenchmarkGroup<'g, WallTime>,
    &'a Paired,
    &'a str,
    &'a G,
    &'a H,
    Limits,
);

/// Measures a specialised searcher and its twin on the same tree, in nodes per second, with
/// criterion and then paired.
fn bench_pair<G, H, F, D, const N: usize>(
    (group, paired, input, tree, twin, limits): Pair<'_, '_, G, H>,
    kernel: &str,
    fixed: F,
    dynamic: D,
) where
    G: Game<N>,
    H: DynGame<Move = G::Move, Score = G::Score>,
    F: Searcher<G, N>,
    D: DynSearcher<H>,
{
    let nodes = fixed.search(tree, limits).stats.nodes;
    assert_eq!(dynamic.search(twin, limits).stats.nodes, nodes, "{input}");
    group.throughput(Throughput::Elements(nodes));
    group.bench_with_input(BenchmarkId::new("specialised", input), tree, |b, tree| {
        b.iter(|| fixed.search(black_box(tree), limits))
    });
    group.bench_with_input(BenchmarkId::new("dynamic", input), twin, |b, twin| {
        b.iter(|| dynamic.search(black_box(twin), limits))
    });
    paired.compare(
        &format!("{kernel}/paired/{input}"),
        "specialised / dynamic nodes per second",
        || fixed.search(black_box(tree), limits),
        || dynamic.search(black_box(twin), limits),
    );
}

criterion_group!(benches, kernels);
criterion_main!(benches);
