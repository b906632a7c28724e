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
//!
//! The groups `maxn+table`, `shallow+table`, `last-branch+table`, `speculative+table`,
//! `dfbnb+table`, `abbnb+table` and `paranoid+table` compare each kernel and its twin both
//! lent a 16 MiB transposition table (cleared before each search), on merged trees (a node is
//! the set of moves played, so move orders transpose) of the same sizes, the twin searching
//! the specialised game through `Dynamic`: the same entries, hits and nodes (checked), the
//! kernels alone differing. `cargo bench --bench kernels -- +table` runs only those.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynGame, DynLastBranch, DynMaxN, DynParanoid,
    DynSearchResult, DynSearcher, DynShallow, DynSpeculative, Dynamic,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, LastBranch, Limits, MaxN, Memory, Paranoid,
    Searcher, Shallow, Speculative,
};
use maxn_games::synthetic::{DynIntTree, Int, IntTree, MergedTree, Model, TreeSpec};
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

/// The kernels compared with a table.
const TABLE_KERNELS: [&str; 7] = [
    "maxn",
    "shallow",
    "last-branch",
    "speculative",
    "dfbnb",
    "abbnb",
    "paranoid",
];

/// Each kernel and its twin, each lent a table, on merged trees of the sizes of [`TREES`]
/// (paranoid on those of [`PARANOID_TREES`]).
fn tables(c: &mut Criterion) {
    let paired = Paired::from_args();
    for kernel in TABLE_KERNELS {
        let mut group = c.benchmark_group(format!("{kernel}+table"));
        let trees = if kernel == "paranoid" {
            PARANOID_TREES
        } else {
            TREES
        };
        for (players, branching, depth) in trees {
            match players {
                3 => bench_table::<3>(&mut group, &paired, kernel, branching, depth),
                4 => bench_table::<4>(&mut group, &paired, kernel, branching, depth),
                _ => bench_table::<6>(&mut group, &paired, kernel, branching, depth),
            }
        }
        group.finish();
    }
}

/// A merged tree, its twin's form, the limits and the input's label.
type Merged<const N: usize> = (
    MergedTree<Int<MAXSUM>, N>,
    Dynamic<MergedTree<Int<MAXSUM>, N>, N>,
    Limits,
    String,
);

fn bench_table<const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    paired: &Paired,
    kernel: &str,
    branching: usize,
    depth: u32,
) {
    // A pool of moves a little larger than a line needs, so that lines transpose often.
    let pool = (branching + depth as usize + 2) as u8;
    let tree = MergedTree::<Int<MAXSUM>, N>::root(2024, pool, branching as u8, depth as u8)
        .expect("a valid merged tree");
    let input = format!("{N} players, b={branching}, d={depth}, pool {pool}");
    let merged = (tree, Dynamic(tree), Limits::depth(depth), input);
    let label = format!("{kernel}+table");
    match kernel {
        "maxn" => table_pair(
            group,
            paired,
            &label,
            merged,
            MaxN,
            |twin, limits, memory| DynMaxN.search_with(twin, limits, memory),
        ),
        "shallow" => table_pair(
            group,
            paired,
            &label,
            merged,
            Shallow,
            |twin, limits, memory| DynShallow.search_with(twin, limits, memory),
        ),
        "last-branch" => table_pair(
            group,
            paired,
            &label,
            merged,
            LastBranch,
            |twin, limits, memory| DynLastBranch.search_with(twin, limits, memory),
        ),
        "speculative" => table_pair(
            group,
            paired,
            &label,
            merged,
            Speculative,
            |twin, limits, memory| DynSpeculative.search_with(twin, limits, memory),
        ),
        "dfbnb" => table_pair(
            group,
            paired,
            &label,
            merged,
            BranchAndBound,
            |twin, limits, memory| DynBranchAndBound.search_with(twin, limits, memory),
        ),
        "abbnb" => table_pair(
            group,
            paired,
            &label,
            merged,
            AlphaBetaBranchAndBound,
            |twin, limits, memory| DynAlphaBetaBranchAndBound.search_with(twin, limits, memory),
        ),
        _ => table_pair(
            group,
            paired,
            &label,
            merged,
            Paranoid,
            |twin, limits, memory| DynParanoid.search_with(twin, limits, memory),
        ),
    }
}

/// Measures a specialised searcher and its twin, each lent a 16 MiB table cleared before
/// each search, after checking that they return the same (table hits included).
fn table_pair<F, const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    paired: &Paired,
    label: &str,
    (tree, twin, limits, input): Merged<N>,
    fixed: F,
    twin_with: impl Fn(
        &Dynamic<MergedTree<Int<MAXSUM>, N>, N>,
        Limits,
        &mut Memory<u8, u32, N>,
    ) -> DynSearchResult<u8, u32>,
) where
    F: Searcher<MergedTree<Int<MAXSUM>, N>, N>,
{
    let table = || Memory::with_table(16 << 20).expect("a 16 MiB table");
    let (mut fixed_memory, mut twin_memory) = (table(), table());
    let expected = fixed.search_with(&tree, limits, &mut fixed_memory);
    let result = twin_with(&twin, limits, &mut twin_memory);
    assert_eq!(
        result, expected,
        "the twin with a table differs: {label}, {input}"
    );
    println!(
        "{label}/{input}: {} nodes, {} table hits ({} of them bounds)",
        expected.stats.nodes, expected.stats.table_hits, expected.stats.cutoffs.table
    );
    group.throughput(Throughput::Elements(expected.stats.nodes));
    group.bench_function(BenchmarkId::new("specialised", &input), |b| {
        b.iter(|| {
            fixed_memory.clear();
            fixed.search_with(black_box(&tree), limits, &mut fixed_memory)
        })
    });
    group.bench_function(BenchmarkId::new("dynamic", &input), |b| {
        b.iter(|| {
            twin_memory.clear();
            twin_with(black_box(&twin), limits, &mut twin_memory)
        })
    });
    paired.compare(
        &format!("{label}/paired/{input}"),
        "specialised / dynamic nodes per second, both with a table",
        || {
            fixed_memory.clear();
            fixed.search_with(black_box(&tree), limits, &mut fixed_memory)
        },
        || {
            twin_memory.clear();
            twin_with(black_box(&twin), limits, &mut twin_memory)
        },
    );
}

criterion_group!(benches, kernels, tables);
criterion_main!(benches);
