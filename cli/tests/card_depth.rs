//! `maxn experiment card-depth`: its JSON report and its usage errors.

mod common;

use common::{json, maxn};

#[test]
fn card_depth_reports_every_evaluation_and_algorithm_within_the_budget() {
    let report = json(&[
        "experiment",
        "card-depth",
        "--game",
        "hearts",
        "--deals",
        "1",
        "--node-limit",
        "300",
        "--json",
    ]);
    let rows = report["rows"].as_array().unwrap();
    // Three Hearts evaluations (two blind-or-held, one likely-taker) by three algorithms.
    assert_eq!(rows.len(), 9);
    let evaluations: Vec<&str> = rows
        .iter()
        .map(|r| r["evaluation"].as_str().unwrap())
        .collect();
    assert!(evaluations.contains(&"taken-points") && evaluations.contains(&"likely-taker"));
    for row in rows {
        assert!(row["depth"]["mean"].as_f64().unwrap() >= 1.0, "{row}");
    }
    for hand in report["hands"].as_array().unwrap() {
        let moves = hand["moves"].as_array().unwrap();
        assert_eq!(moves.len(), 51);
        for m in moves {
            assert!(m["nodes"].as_u64().unwrap() <= 300, "{m}");
        }
    }
}

#[test]
fn card_depth_usage_errors_exit_2() {
    for args in [
        &["experiment", "card-depth", "--game", "clubs"][..],
        &[
            "experiment",
            "card-depth",
            "--game",
            "spades",
            "--deals",
            "0",
        ],
        &[
            "experiment",
            "card-depth",
            "--game",
            "spades",
            "--node-limit",
            "0",
        ],
        &["experiment", "card-depth"],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(!output.stderr.is_empty(), "maxn {args:?} explains itself");
    }
}
