//! `maxn` with no arguments: every algorithm on a few random trees, as a comparison table.

use std::time::Instant;

use maxn::Limits;
use maxn_games::synthetic::{Model, Tree, TreeSpec};

use crate::algorithm::Algorithm;
use crate::error::CliError;
use crate::tree::IntScale;

/// The trees of the demonstration: players, branching factor, depth. Each full tree has a
/// few million nodes at most, so the whole table takes seconds.
const TREES: &[(usize, usize, u32)] = &[(3, 4, 9), (4, 4, 8), (6, 3, 12)];

/// Seeds per tree shape; the table shows averages.
const SEEDS: u64 = 5;

/// Runs the demonstration.
pub fn run() -> Result<(), CliError> {
    println!("maxn: average nodes visited per search of random trees (integer scores, maxsum 60),");
    println!(
        "{SEEDS} seeds per shape; every exact algorithm must agree with max^n on value and move.\n"
    );
    println!(
        "{:<8} {:<3} {:<3} {:<14} {:>14} {:>11} {:>10} {:>9}",
        "players", "b", "d", "algorithm", "nodes", "vs max^n", "agrees", "M nodes/s"
    );
    for &(players, branching, depth) in TREES {
        match players {
            3 => shape::<3>(branching, depth),
            4 => shape::<4>(branching, depth),
            6 => shape::<6>(branching, depth),
            _ => unreachable!("the demonstration's shapes use 3, 4 and 6 players"),
        }
    }
    println!("\nMore: `maxn tree --help`.");
    Ok(())
}

fn shape<const N: usize>(branching: usize, depth: u32) {
    let specs: Vec<TreeSpec> = (0..SEEDS)
        .map(|seed| TreeSpec::new(branching, depth, seed, Model::Random))
        .collect();
    let roots: Vec<Tree<'_, IntScale, N>> = specs
        .iter()
        .map(|spec| Tree::root(spec).expect("the demonstration's trees are valid"))
        .collect();
    let limits = Limits::depth(depth);
    let reference: Vec<_> = roots
        .iter()
        .map(|root| Algorithm::Maxn.search(root, limits))
        .collect();
    let reference_nodes: u64 = reference.iter().map(|r| r.stats.nodes).sum();
    for &algorithm in Algorithm::ALL {
        let start = Instant::now();
        let results: Vec<_> = roots
            .iter()
            .map(|root| algorithm.search(root, limits))
            .collect();
        let seconds = start.elapsed().as_secs_f64();
        let nodes: u64 = results.iter().map(|r| r.stats.nodes).sum();
        let agrees = if algorithm.is_exact() {
            let same = results
                .iter()
                .zip(&reference)
                .all(|(r, m)| r.value == m.value && r.best_move == m.best_move);
            if same { "yes" } else { "NO" }
        } else {
            "(other rule)"
        };
        println!(
            "{:<8} {:<3} {:<3} {:<14} {:>14} {:>10.1}x {:>10} {:>9.1}",
            N,
            branching,
            depth,
            algorithm.name(),
            nodes / SEEDS,
            reference_nodes as f64 / nodes as f64,
            agrees,
            nodes as f64 / seconds / 1e6,
        );
    }
}
