//! `maxn experiment card-play`, `best-case` and `card-depth --tt-mb`: their JSON reports and
//! their usage errors.

mod common;

use common::{json, maxn};

#[test]
fn card_play_reports_paired_differences_for_each_pairing() {
    let report = json(&[
        "experiment",
        "card-play",
        "--game",
        "spades",
        "--deals",
        "2",
        "--node-limit",
        "200",
        "--pairings",
        "maxn-paranoid-zw,speculative-paranoid-zw",
        "--json",
    ]);
    let pairings = report["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 2);
    for pairing in pairings {
        assert_eq!(pairing["difference"]["count"], 2);
        let difference = pairing["difference"]["mean"].as_f64().unwrap();
        let first = pairing["first"]["mean"].as_f64().unwrap();
        let second = pairing["second"]["mean"].as_f64().unwrap();
        assert!((difference - (first - second)).abs() < 1e-9, "{pairing}");
        // 17 tricks a hand shared by the two agents' seats.
        assert!(
            (3.0 * (first + second) / 2.0 - 17.0).abs() < 1e-9,
            "{pairing}"
        );
    }
    // Both against paranoid: the indirect comparison is reported too.
    assert!(report["derived"]["mean"].is_number());
}

#[test]
fn best_case_measures_what_the_recurrences_predict() {
    let report = json(&[
        "experiment",
        "best-case",
        "--players",
        "3",
        "--branching",
        "3",
        "--depth",
        "5",
        "--json",
    ]);
    let rows = report["rows"].as_array().unwrap();
    // Depths 1 to 5, two algorithms each.
    assert_eq!(rows.len(), 10);
    for row in rows {
        assert_eq!(
            row["uniform"].as_f64().unwrap(),
            row["recurrence"].as_f64().unwrap()
        );
    }
    assert_eq!(report["growth"].as_array().unwrap().len(), 1);
}

#[test]
fn card_depth_with_help_adds_the_helped_rows() {
    let report = json(&[
        "experiment",
        "card-depth",
        "--game",
        "spades",
        "--deals",
        "1",
        "--node-limit",
        "300",
        "--default-evaluation",
        "--tt-mb",
        "1",
        "--json",
    ]);
    let rows = report["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    assert_eq!(report["config"]["memory"]["ordering"], "killers");
    let helped = rows.iter().filter(|r| r["helped"] == true).count();
    assert_eq!(helped, 3);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[
            "experiment",
            "card-play",
            "--game",
            "hearts",
            "--pairings",
            "maxn-maxn",
        ][..],
        &[
            "experiment",
            "card-play",
            "--game",
            "hearts",
            "--deals",
            "0",
        ],
        &["experiment", "best-case", "--players", "7"],
        &["experiment", "best-case", "--branching", "1"],
        &[
            "experiment",
            "card-depth",
            "--game",
            "spades",
            "--tt-mb",
            "1000000000000",
        ],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(!output.stderr.is_empty(), "maxn {args:?} explains itself");
    }
}
