//! `maxn search --evaluation`: the card games' cut-off evaluations by card-depth's names, the
//! default when none is given, and a usage error for a name that is unknown or not the game's.

mod common;

use common::{json, maxn};
use serde_json::Value;

/// The sum of a report's value tuple.
fn sum(report: &Value, field: &str) -> u64 {
    report[field]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum()
}

/// `maxn search GAME --seed 3 --depth DEPTH --json`, plus `extra`.
fn search(game: &str, depth: &str, extra: &[&str]) -> Value {
    let mut args = vec!["search", game, "--seed", "3", "--depth", depth, "--json"];
    args.extend_from_slice(extra);
    json(&args)
}

#[test]
fn each_evaluation_values_the_cut_offs_its_own_way() {
    // Spades at 7 cards, two tricks and a card: the estimate credits all 17 tricks, the blind
    // evaluation only the two taken.
    let estimated = search("spades", "7", &["--evaluation", "tricks-estimated"]);
    let taken = search("spades", "7", &["--evaluation", "tricks-taken"]);
    assert_eq!(sum(&estimated, "value"), 17);
    assert_eq!(sum(&taken, "value"), 2);
    assert_eq!(estimated["position"]["evaluation"], "tricks-estimated");
    assert_eq!(taken["position"]["evaluation"], "tricks-taken");
    // The default is the estimate: the same search, node for node.
    let default = search("spades", "7", &[]);
    assert_eq!(default["value"], estimated["value"]);
    assert_eq!(default["nodes"], estimated["nodes"]);
    assert_eq!(default["position"]["evaluation"], "tricks-estimated");
    // Sergeant Major takes the same two.
    let sergeant = search("sergeant-major", "6", &["--evaluation", "tricks-taken"]);
    assert_eq!(sum(&sergeant, "value"), 2);
    // 3-player Hearts after two tricks: the constant-sum evaluations charge all 26 points
    // (own_value, in Hearts points); the points taken on two tricks are fewer.
    for (evaluation, constant) in [
        ("likely-taker", true),
        ("taken-and-held", true),
        ("taken-points", false),
    ] {
        let report = search(
            "hearts",
            "6",
            &["--players", "3", "--evaluation", evaluation],
        );
        assert_eq!(report["position"]["evaluation"], evaluation);
        assert_eq!(sum(&report, "own_value") == 26, constant, "{evaluation}");
    }
    let default = search("hearts", "6", &["--players", "3"]);
    let likely = search(
        "hearts",
        "6",
        &["--players", "3", "--evaluation", "likely-taker"],
    );
    assert_eq!(default["value"], likely["value"]);
    assert_eq!(default["nodes"], likely["nodes"]);
}

#[test]
fn an_unknown_or_unfitting_evaluation_is_a_usage_error() {
    for (args, says) in [
        (
            &["search", "spades", "--depth", "3", "--evaluation", "guess"][..],
            "tricks-estimated",
        ),
        (
            &[
                "search",
                "spades",
                "--depth",
                "3",
                "--evaluation",
                "likely-taker",
            ],
            "tricks-taken, tricks-estimated",
        ),
        (
            &[
                "search",
                "hearts",
                "--depth",
                "3",
                "--evaluation",
                "tricks-taken",
            ],
            "taken-points, taken-and-held, likely-taker",
        ),
        (
            &[
                "search",
                "chinese-checkers",
                "--depth",
                "1",
                "--evaluation",
                "tricks-taken",
            ],
            "card games",
        ),
        (
            &[
                "search",
                "hearts",
                "--depth",
                "3",
                "--evaluation",
                "taken-points",
                "--seat-evaluations",
                "likely-taker,taken-points,taken-points,taken-points",
            ],
            "--seat-evaluations",
        ),
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(says), "maxn {args:?}: {stderr}");
    }
}

#[test]
fn per_seat_evaluations_are_the_ones_the_report_names() {
    // `--seat-evaluations` replaces the game's evaluation seat by seat, so the report names
    // them, in seat order, not the default it did not use.
    let report = search(
        "hearts",
        "6",
        &[
            "--players",
            "3",
            "--seat-evaluations",
            "likely-taker,taken-points,likely-taker",
        ],
    );
    assert_eq!(
        report["position"]["evaluation"],
        "likely-taker,taken-points,likely-taker"
    );
}
