//! `maxn experiment card-play`, `best-case` and `card-depth --tt-mb` (and `--ordering`): their
//! JSON reports and their usage errors.

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
fn card_depth_takes_the_history_ordering_and_refuses_an_unknown_one() {
    let args = |ordering| {
        [
            "experiment",
            "card-depth",
            "--game",
            "hearts",
            "--deals",
            "1",
            "--node-limit",
            "300",
            "--default-evaluation",
            "--tt-mb",
            "1",
            "--ordering",
            ordering,
            "--json",
        ]
    };
    let report = json(&args("history"));
    assert_eq!(report["config"]["memory"]["ordering"], "history");
    let rows = report["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    assert!(rows[3..].iter().all(|row| row["helped"] == true));
    let unknown = maxn(&args("histories"));
    assert_eq!(unknown.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        stderr.contains("unknown move ordering `histories`")
            && stderr.contains("killers or history"),
        "{stderr}"
    );
}

#[test]
fn pieces_of_a_card_play_run_combine_into_the_whole_run() {
    let run = |first: &str, deals: &str| {
        let output = maxn(&[
            "experiment",
            "card-play",
            "--game",
            "hearts",
            "--deals",
            deals,
            "--first-deal",
            first,
            "--node-limit",
            "200",
            "--pairings",
            "speculative-maxn",
            "--json",
        ]);
        assert!(output.status.success());
        output.stdout
    };
    let dir = std::env::temp_dir().join(format!("maxn-combine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a.json"), dir.join("b.json"));
    std::fs::write(&a, run("2", "1")).unwrap();
    std::fs::write(&b, run("1", "1")).unwrap();
    let combined = maxn(&[
        "experiment",
        "card-play",
        "--combine",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "--json",
    ]);
    // Deals 1 and 2 played in two pieces give, byte for byte, what one run of them gives.
    assert!(combined.status.success(), "{combined:?}");
    assert_eq!(combined.stdout, run("1", "2"));
    // A piece missing (deal 4 after deal 2) or a piece that is not a report: exit 2.
    std::fs::write(&b, run("4", "1")).unwrap();
    let gap = maxn(&[
        "experiment",
        "card-play",
        "--combine",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert_eq!(gap.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&gap.stderr).contains("do not follow on"));
    std::fs::write(&b, "not json").unwrap();
    let bad = maxn(&["experiment", "card-play", "--combine", b.to_str().unwrap()]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("b.json"));
    std::fs::remove_dir_all(&dir).unwrap();
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
        &[
            "experiment",
            "card-play",
            "--game",
            "hearts",
            "--combine",
            "a.json",
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
