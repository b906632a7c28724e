//! The `maxn` binary as a user runs it: exit codes, JSON output, errors on bad input.

mod common;

use common::{json, maxn};
use serde_json::Value;

#[test]
fn tree_json_has_the_documented_fields() {
    let report = json(&[
        "tree",
        "--players",
        "3",
        "--branching",
        "3",
        "--depth",
        "4",
        "--json",
    ]);
    assert_eq!(report["algorithm"], "maxn");
    let value = report["value"].as_array().expect("value is an array");
    assert_eq!(value.len(), 3);
    // Integer trees sum to 720720 at every leaf, so the root value does too.
    assert_eq!(
        value.iter().map(|v| v.as_u64().unwrap()).sum::<u64>(),
        720_720
    );
    // A full tree of branching 3 and depth 4 has 1 + 3 + 9 + 27 + 81 nodes and 81 leaves.
    assert_eq!(report["nodes"], 121);
    assert_eq!(report["leaves"], 81);
    assert_eq!(report["reexpansions"], 0);
    assert_eq!(report["complete"], true);
    assert!(report["best_move"].as_u64().unwrap() < 3);
}

#[test]
fn float_trees_report_float_values() {
    let report = json(&[
        "tree",
        "--scores",
        "float",
        "--players",
        "4",
        "--depth",
        "3",
        "--json",
    ]);
    let sum: f64 = report["value"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .sum();
    assert!((sum - 1.0).abs() < 1e-12, "{sum}");
}

#[test]
fn a_node_limit_stops_the_search_and_says_so() {
    let report = json(&["tree", "--depth", "8", "--node-limit", "1000", "--json"]);
    assert_eq!(report["complete"], false);
    assert!(report["nodes"].as_u64().unwrap() <= 1000);
}

#[test]
fn usage_errors_exit_with_code_2_and_a_message() {
    for args in [
        &["tree", "--players", "9"][..],
        &["tree", "--bogus"],
        &["tree", "--model", "sideways"],
        &["tree", "--branching", "0"],
        &["no-such-command"],
        // Valid flags one by one, but no uniform split of 1 into six equal floats sums back to 1.
        &[
            "tree",
            "--model",
            "uniform",
            "--scores",
            "float",
            "--players",
            "6",
        ],
        // Best-Reply Search gives opponents the move out of turn, which a tree cannot do;
        // neither best-reply search has a dynamic twin.
        &["tree", "--algorithm", "brs"],
        &["tree", "--algorithm", "brs-plus", "--dynamic"],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(
            !output.stderr.is_empty(),
            "maxn {args:?} explains itself on stderr"
        );
        assert!(
            output.stdout.is_empty(),
            "maxn {args:?} prints nothing on stdout"
        );
    }
}

#[test]
fn an_unwritable_output_file_fails_before_the_experiment_runs() {
    let output = maxn(&[
        "experiment",
        "trees",
        "--seeds",
        "1",
        "--csv",
        "/nonexistent-dir/x.csv",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("/nonexistent-dir/x.csv"));
    assert!(output.stdout.is_empty(), "nothing was measured");
}

#[test]
fn the_tree_experiment_writes_json_csv_and_svg() {
    let dir = std::env::temp_dir().join(format!("maxn-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("trees.csv");
    let svg = dir.join("trees.svg");
    let report = json(&[
        "experiment",
        "trees",
        "--players",
        "3,4",
        "--branching",
        "3",
        "--depth",
        "4",
        "--seeds",
        "3",
        "--json",
        "--csv",
        csv.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let rows = report["rows"].as_array().unwrap();
    let maxn_rows: Vec<&Value> = rows.iter().filter(|r| r["algorithm"] == "maxn").collect();
    assert_eq!(maxn_rows.len(), 2);
    for row in maxn_rows {
        assert_eq!(row["avg_nodes"], 121.0);
        assert_eq!(row["agreed_with_maxn"], 3);
    }
    let csv_text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        csv_text.starts_with("players,algorithm,trees,avg_nodes"),
        "{csv_text}"
    );
    assert_eq!(csv_text.lines().count(), 1 + rows.len());
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn chinese_checkers_perft_matches_the_reference_counts() {
    // The reference counts for 3 players from the start, turn-level.
    let output = maxn(&["perft", "chinese-checkers", "--depth", "3", "--json"]);
    assert!(output.status.success());
    let counts: Vec<u64> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(counts, [14, 196, 2_744]);
}

#[test]
fn chinese_checkers_search_reports_in_the_tree_fields() {
    let report = json(&["search", "chinese-checkers", "--depth", "2", "--json"]);
    // Unpruned: the root, its 14 turns, and their 196 replies.
    assert_eq!(report["nodes"], 1 + 14 + 196);
    assert_eq!(report["value"].as_array().unwrap().len(), 3);
    let limited = json(&[
        "search",
        "chinese-checkers",
        "--players",
        "6",
        "--depth",
        "3",
        "--top-k",
        "4",
        "--algorithm",
        "shallow",
        "--json",
    ]);
    assert!(limited["nodes"].as_u64().unwrap() <= 1 + 4 + 16 + 64);
}

#[test]
fn chinese_checkers_experiment_agrees_with_maxn() {
    let report = json(&[
        "experiment",
        "chinese-checkers",
        "--games",
        "1",
        "--depth",
        "2",
        "--max-turns",
        "12",
        "--json",
    ]);
    let rows = report["rows"].as_array().unwrap();
    for row in rows
        .iter()
        .filter(|r| r["disagreements_with_maxn"].is_number())
    {
        assert_eq!(row["disagreements_with_maxn"], 0, "{row}");
    }
    // 12 turns, the first 6 random and unmeasured.
    assert_eq!(report["positions"], 6);
}

#[test]
fn bad_game_input_is_a_usage_error() {
    for args in [
        &[
            "perft",
            "chinese-checkers",
            "--players",
            "5",
            "--depth",
            "1",
        ][..],
        &[
            "search",
            "chinese-checkers",
            "--position",
            "a/aa/xx",
            "--depth",
            "1",
        ],
        &["search", "chinese-checkers", "--depth", "1", "--top-k", "0"],
        &["experiment", "chinese-checkers", "--players", "7"],
        &["perft", "no-such-game", "--depth", "1"],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(!output.stderr.is_empty(), "maxn {args:?} explains itself");
    }
}

#[test]
fn card_games_perft_search_and_reject_bad_deals() {
    // 4-player Hearts: the holder of the 2 of clubs must lead it, so depth 1 has one position.
    let output = maxn(&["perft", "hearts", "--seed", "7", "--depth", "2", "--json"]);
    assert!(output.status.success());
    let counts: Vec<u64> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(counts[0], 1);
    // Hearts is a minimisation game: the report gives the value in Hearts points too, and the
    // two forms add up to maxp = 26 per player.
    let report = json(&[
        "search",
        "hearts",
        "--players",
        "3",
        "--depth",
        "9",
        "--json",
    ]);
    for (mapped, own) in report["value"]
        .as_array()
        .unwrap()
        .iter()
        .zip(report["own_value"].as_array().unwrap())
    {
        assert_eq!(mapped.as_u64().unwrap() + own.as_u64().unwrap(), 26);
    }
    // Grouping merges equivalent cards, so it never has more moves than plain generation.
    let grouped = json(&[
        "search",
        "sergeant-major",
        "--seed",
        "2",
        "--depth",
        "3",
        "--json",
    ]);
    let plain = json(&[
        "search",
        "sergeant-major",
        "--seed",
        "2",
        "--depth",
        "3",
        "--no-grouping",
        "--json",
    ]);
    assert!(grouped["nodes"].as_u64() <= plain["nodes"].as_u64());
    for args in [
        &["perft", "spades", "--deal", "N:AKQ.x", "--depth", "1"][..],
        &["perft", "sergeant-major", "--players", "4", "--depth", "1"],
        &[
            "perft", "hearts", "--deal", "N:x", "--seed", "1", "--depth", "1",
        ],
        &["search", "spades", "--position", "a/aa", "--depth", "1"],
        &["perft", "chinese-checkers", "--deal", "N:x", "--depth", "1"],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(!output.stderr.is_empty(), "maxn {args:?} explains itself");
    }
}

#[test]
fn sergeant_major_experiment_counts_the_full_tree_and_each_algorithm() {
    let report = json(&[
        "experiment",
        "sergeant-major",
        "--deals",
        "2",
        "--tricks",
        "2",
        "--json",
    ]);
    let rows = report["rows"].as_array().unwrap();
    assert_eq!(rows[0]["algorithm"], "full tree");
    let full = rows[0]["avg_nodes"].as_f64().unwrap();
    for row in &rows[1..] {
        // Every searcher visits part of the full tree, never more.
        assert!(row["avg_nodes"].as_f64().unwrap() <= full, "{row}");
        assert!(row["avg_expanded"].as_f64().unwrap() < row["avg_nodes"].as_f64().unwrap());
    }
    let output = maxn(&["experiment", "sergeant-major", "--tricks", "17"]);
    assert_eq!(output.status.code(), Some(2));
}
