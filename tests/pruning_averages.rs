//! Average node counts of every pruning searcher on random trees, printed for the report
//! (the README's table comes from the CLI; this is the library-side cross-check).

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MaxN, Searcher, Shallow,
    Speculative, Stats,
};
use maxn_games::synthetic::{IntTree, Model, TreeSpec};

fn averages<const N: usize>(
    branching: usize,
    depth: u32,
    seeds: u64,
) -> Vec<(&'static str, f64, f64)> {
    let mut totals = [Stats::default(); 6];
    for seed in 0..seeds {
        let spec = TreeSpec::new(branching, depth, seed, Model::Random);
        let root = IntTree::<N, 60>::root(&spec).unwrap();
        let limits = Limits::depth(depth);
        totals[0] += MaxN.search(&root, limits).stats;
        totals[1] += BranchAndBound.search(&root, limits).stats;
        totals[2] += AlphaBetaBranchAndBound.search(&root, limits).stats;
        totals[3] += LastBranch.search(&root, limits).stats;
        totals[4] += Speculative.search(&root, limits).stats;
        totals[5] += Shallow.search(&root, limits).stats;
    }
    let names = [
        "maxn",
        "dfbnb",
        "abbnb",
        "last-branch",
        "speculative",
        "shallow",
    ];
    names
        .iter()
        .zip(totals)
        .map(|(name, stats)| {
            (
                *name,
                stats.nodes as f64 / seeds as f64,
                stats.reexpansions as f64 / seeds as f64,
            )
        })
        .collect()
}

#[test]
#[ignore = "prints a table; run with --release -- --ignored --nocapture"]
fn print_average_nodes_on_random_trees() {
    let (b, d, seeds) = (4, 8, 100);
    for (n, rows) in [
        (3, averages::<3>(b, d, seeds)),
        (4, averages::<4>(b, d, seeds)),
        (6, averages::<6>(b, d, seeds)),
    ] {
        for (name, nodes, re) in rows {
            println!(
                "n = {n}, b = {b}, d = {d}, int(60): {name:>12} {nodes:>12.1} nodes ({re:.1} re-expanded)"
            );
        }
    }
}
