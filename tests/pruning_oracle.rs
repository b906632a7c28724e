//! The differential oracle for the pruning family: on many random trees, every exact pruning
//! searcher returns exactly the root value, root move and principal line of plain max^n, and
//! every dynamic twin returns exactly what its specialised searcher returns (counts included).

mod common;

use common::oracle::Case;

/// Runs `trees` cases starting at seed `first`, each with at most `max_leaves` leaves, and
/// fails with the reproducing seed and parameters of every disagreement found (up to five).
fn sweep(first: u64, trees: u64, max_leaves: u64) {
    let mut failures = Vec::new();
    for seed in first..first + trees {
        if let Err(failure) = Case::draw(seed, max_leaves).check() {
            failures.push(failure);
            if failures.len() == 5 {
                break;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s); rerun one with `Case::draw(seed, {max_leaves}).check()`:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_pruning_searcher_equals_maxn_on_10_000_random_trees() {
    sweep(0, 10_000, 400);
}

#[test]
#[ignore = "heavy sweep: 100,000 larger trees; run with --release -- --ignored"]
fn every_pruning_searcher_equals_maxn_on_100_000_larger_random_trees() {
    sweep(1_000_000, 100_000, 20_000);
}
