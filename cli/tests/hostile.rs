//! The command lines of issue 11, as a careless or hostile user types them: each gives the
//! right answer or a usage error (exit 2) that names the flag, never a panic or a wrong answer.

mod common;

use common::{json, maxn};

/// Runs `maxn` expecting a usage error; returns its message.
fn usage_error(args: &[&str]) -> String {
    let output = maxn(args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.starts_with("maxn: "), "{stderr}");
    stderr
}

#[test]
fn deepened_branch_and_bound_under_a_node_limit_matches_max_n() {
    let run = |algorithm| {
        json(&[
            "tree",
            "--players",
            "3",
            "--branching",
            "3",
            "--depth",
            "6",
            "--seed",
            "0",
            "--scores",
            "float",
            "--deepen",
            "--algorithm",
            algorithm,
            "--node-limit",
            "600",
            "--json",
        ])
    };
    let maxn = run("maxn");
    assert_eq!(maxn["deepening"]["depth_reached"], 5);
    assert_eq!(maxn["best_move"], 2);
    for algorithm in ["dfbnb", "abbnb"] {
        let report = run(algorithm);
        assert_eq!(report["deepening"]["depth_reached"], 5, "{algorithm}");
        assert_eq!(report["best_move"], maxn["best_move"], "{algorithm}");
        assert_eq!(report["value"], maxn["value"], "{algorithm}");
    }
}

#[test]
fn a_node_limit_stops_branch_and_bound_on_a_huge_tree() {
    let report = json(&[
        "tree",
        "--branching",
        "4",
        "--depth",
        "16",
        "--node-limit",
        "1000",
        "--algorithm",
        "dfbnb",
        "--json",
    ]);
    assert_eq!(report["nodes"], 1000);
    assert_eq!(report["complete"], false);
}

#[test]
fn work_that_cannot_finish_is_refused_with_the_estimate() {
    let message = usage_error(&["tree", "--branching", "64", "--depth", "64"]);
    assert!(message.contains("--branching 64 --depth 64") && message.contains("e115"));
    let message = usage_error(&["perft", "chinese-checkers", "--depth", "64"]);
    assert!(
        message.contains("--depth 64") && message.contains("positions"),
        "{message}"
    );
    // Found by the command-line fuzzer: the first trick of this deal is all forced moves
    // (growth 1), so the estimate must look past the first levels.
    let message = usage_error(&["perft", "hearts", "--players", "4", "--depth", "64"]);
    assert!(message.contains("positions"), "{message}");
}

#[test]
fn messages_name_the_flag_that_fixes_them() {
    let message = usage_error(&[
        "tree",
        "--model",
        "best",
        "--players",
        "3",
        "--depth",
        "64",
        "--branching",
        "1",
    ]);
    assert!(message.contains("--scores float") && !message.contains("18446744073709551615"));
    // Hearts is 3-player by default: a 4-hand deal says which flag to add.
    let four_hands = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    let message = usage_error(&["search", "hearts", "--deal", four_hands, "--depth", "1"]);
    assert!(message.contains("--players 4"), "{message}");
    let message = usage_error(&["experiment", "chinese-checkers", "--players", "5"]);
    assert!(message.starts_with("maxn: --players 5: "), "{message}");
    let message = usage_error(&["experiment", "chinese-checkers", "--max-turns", "0"]);
    assert!(message.starts_with("maxn: --max-turns 0: "), "{message}");
}

#[test]
fn the_last_seed_wraps_to_the_first() {
    let report = json(&[
        "experiment",
        "trees",
        "--seed",
        "18446744073709551615",
        "--seeds",
        "2",
        "--depth",
        "1",
        "--players",
        "3",
        "--json",
    ]);
    for row in report["rows"].as_array().unwrap() {
        assert_eq!(row["trees"], 2);
        assert!(
            row["agreed_with_maxn"].is_null() || row["agreed_with_maxn"] == 2,
            "{row}"
        );
        assert!(
            row["reduction"].as_f64().is_some_and(f64::is_finite),
            "{row}"
        );
    }
}
