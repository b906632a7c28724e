//! The differential oracle for the pruning family: on many random trees, every exact pruning
//! searcher returns exactly the root value, root move and principal line of plain max^n, and
//! every dynamic twin returns exactly what its specialised searcher returns (counts included).

mod support;

use std::collections::BTreeSet;

use maxn::Stats;
use support::maxn_oracle::{Case, SEARCHERS, ScaleKind};

/// Runs `trees` cases starting at seed `first`, each with at most `max_leaves` leaves, and
/// fails with the reproducing seed and parameters of every disagreement found (up to five).
/// Also checks that the cases cover what they claim to and that the searchers did prune.
fn sweep(first: u64, trees: u64, max_leaves: u64) {
    let mut failures = Vec::new();
    let mut players = BTreeSet::new();
    let mut branching = BTreeSet::new();
    let mut depths = BTreeSet::new();
    let mut scales = Vec::new();
    let mut totals = [Stats::default(); SEARCHERS.len() + 1];
    for seed in first..first + trees {
        let case = Case::draw(seed, max_leaves);
        players.insert(case.players);
        branching.insert(case.spec.branching);
        depths.insert(case.spec.depth);
        if !scales.contains(&case.scale) {
            scales.push(case.scale);
        }
        match case.check() {
            Ok(stats) => {
                for (total, stats) in totals.iter_mut().zip(stats) {
                    *total += stats;
                }
            }
            Err(failure) => {
                failures.push(failure);
                if failures.len() == 5 {
                    break;
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s); rerun one with `Case::draw(seed, {max_leaves}).check()`:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(players, (2..=6).collect());
    assert_eq!(branching, (2..=8).collect());
    assert_eq!(depths, (1..=8).collect());
    assert_eq!(scales.len(), 5, "{scales:?}");
    assert!(scales.contains(&ScaleKind::Int3) && scales.contains(&ScaleKind::Unit));
    // The comparisons mean something only if the searchers pruned, by every rule.
    let [maxn, dfbnb, abbnb, last_branch, speculative, shallow] = totals;
    for (name, stats) in SEARCHERS
        .iter()
        .zip([dfbnb, abbnb, last_branch, speculative, shallow])
    {
        assert!(stats.nodes < maxn.nodes, "{name} pruned nothing: {stats:?}");
    }
    assert!(dfbnb.cutoffs.branch_and_bound > 0 && dfbnb.cutoffs.immediate > 0);
    assert!(abbnb.cutoffs.branch_and_bound > 0 && abbnb.cutoffs.shallow > 0);
    assert!(last_branch.cutoffs.last_branch > 0 && last_branch.cutoffs.shallow > 0);
    assert!(speculative.cutoffs.speculative > 0 && speculative.reexpansions > 0);
    assert_eq!(last_branch.reexpansions, 0);
}

#[test]
fn every_pruning_searcher_equals_maxn_on_10_000_random_trees() {
    sweep(0, 10_000, 256);
}

#[test]
#[ignore = "heavy sweep: 100,000 larger trees; run with --release -- --ignored"]
fn every_pruning_searcher_equals_maxn_on_100_000_larger_random_trees() {
    sweep(1_000_000, 100_000, 5_000);
}
