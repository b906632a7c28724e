//! `--threads`: `search` and `tree` on several threads answer as on one, say how many tasks
//! they ran, and refuse algorithms without a parallel search; max^n agents play the same moves
//! on two threads per move as on one.

mod common;

use common::{json, json_lines, maxn};
use serde_json::Value;

/// The parts of a search report the thread count must not change.
fn answer(report: &Value) -> (Value, Value, Value, Value) {
    (
        report["value"].clone(),
        report["best_move"].clone(),
        report["principal_line"].clone(),
        report["complete"].clone(),
    )
}

#[test]
fn search_and_tree_answer_as_on_one_thread() {
    let searches: [&[&str]; 4] = [
        &["search", "chinese-checkers", "--depth", "4"],
        &["search", "sergeant-major", "--seed", "3", "--depth", "5"],
        &["tree", "--players", "4", "--depth", "6", "--branching", "5"],
        &["tree", "--scores", "float", "--depth", "5", "--deepen"],
    ];
    for search in searches {
        for algorithm in ["maxn", "speculative", "paranoid"] {
            let run = |threads: &str| {
                let mut args = search.to_vec();
                args.extend(["--algorithm", algorithm, "--threads", threads, "--json"]);
                json(&args)
            };
            let one = run("1");
            assert_eq!(one["parallel_tasks"], 0, "{search:?}");
            for threads in ["2", "4"] {
                let many = run(threads);
                assert_eq!(answer(&many), answer(&one), "{search:?} {algorithm}");
                assert!(many["parallel_tasks"].as_u64().unwrap() > 0, "{search:?}");
                if algorithm == "maxn" {
                    assert_eq!(many["nodes"], one["nodes"], "{search:?}");
                }
            }
        }
    }
}

#[test]
fn algorithms_without_a_parallel_search_are_refused() {
    for args in [
        &[
            "search",
            "chinese-checkers",
            "--depth",
            "2",
            "--algorithm",
            "last-branch",
        ][..],
        &["tree", "--algorithm", "shallow"],
        &["play", "--game", "hearts", "--agents", "maxn,shallow"],
    ] {
        let mut args = args.to_vec();
        args.extend(["--threads", "2"]);
        let output = maxn(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.contains("--threads"), "{message}");
        assert!(
            message.contains("maxn, speculative and paranoid"),
            "{message}"
        );
    }
    let output = maxn(&["tree", "--dynamic", "--threads", "2"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn max_n_agents_play_the_same_moves_on_two_threads() {
    let play = |threads: &str| {
        json_lines(&[
            "play",
            "--game",
            "chinese-checkers",
            "--agents",
            "maxn",
            "--node-limit",
            "20000",
            "--move-cap",
            "12",
            "--threads",
            threads,
            "--json",
        ])
    };
    let (one, two) = (play("1"), play("2"));
    let result = |lines: &[Value]| lines.last().expect("a result")["moves"].clone();
    assert_eq!(result(&two), result(&one));
    // Every decision reached the same depth (the node counts of the iteration the limit
    // stopped may differ).
    for (a, b) in one.iter().zip(&two).filter(|(a, _)| a["event"] == "move") {
        assert_eq!(a["decision"]["depth"], b["decision"]["depth"]);
        assert!(b["decision"]["nodes"].as_u64().unwrap() <= 20_000 + 2 * 4096);
    }
}
