//! `--deepen` on `maxn tree` and `maxn search`: one report per iteration, counts summed, the
//! shared node budget, and usage errors.

mod common;

use common::{json, maxn};
use serde_json::Value;

fn iteration_nodes(report: &Value) -> Vec<u64> {
    report["deepening"]["iterations"]
        .as_array()
        .expect("iterations")
        .iter()
        .map(|i| i["nodes"].as_u64().unwrap())
        .collect()
}

const TREE: [&str; 7] = ["tree", "--players", "3", "--branching", "3", "--depth", "4"];

#[test]
fn every_depth_is_reported_and_the_counts_are_summed() {
    let report = json(&[&TREE[..], &["--deepen", "--json"]].concat());
    // Max^n visits the whole tree at every depth d: 1 + 3 + ... + 3^d nodes.
    assert_eq!(iteration_nodes(&report), [4, 13, 40, 121]);
    assert_eq!(report["nodes"], 4 + 13 + 40 + 121);
    assert_eq!(report["complete"], true);
    assert_eq!(report["deepening"]["depth_reached"], 4);
    let last = &report["deepening"]["iterations"][3];
    assert_eq!(report["value"], last["value"]);
    assert_eq!(report["principal_line"], last["principal_line"]);
    // Integer scores out of 720720 do not tie here, so the order changes nothing.
    let plain = json(&[&TREE[..], &["--json"]].concat());
    assert_eq!(report["value"], plain["value"]);
    assert_eq!(report["best_move"], plain["best_move"]);
    assert!(report.get("deepening").is_some() && plain.get("deepening").is_none());
}

#[test]
fn the_node_budget_is_shared_and_the_answer_is_the_deepest_finished_iteration() {
    let report = json(&[&TREE[..], &["--deepen", "--node-limit", "100", "--json"]].concat());
    // Depths 1 to 3 need 4 + 13 + 40 = 57 nodes; depth 4 is stopped by the 43 left.
    assert_eq!(iteration_nodes(&report), [4, 13, 40, 43]);
    assert_eq!(report["nodes"], 100);
    assert_eq!(report["complete"], false);
    assert_eq!(report["deepening"]["depth_reached"], 3);
    assert_eq!(report["deepening"]["iterations"][3]["complete"], false);
    assert_eq!(
        report["value"],
        report["deepening"]["iterations"][2]["value"]
    );
}

#[test]
fn the_text_report_has_one_line_per_depth() {
    let output = maxn(&[&TREE[..], &["--deepen", "--algorithm", "speculative"]].concat());
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    for depth in 1..=4 {
        assert!(
            text.contains(&format!("depth  {depth}       best move")),
            "{text}"
        );
    }
    assert!(text.contains("(all iterations)"), "{text}");
}

#[test]
fn games_deepen_too() {
    let report = json(&[
        "search",
        "chinese-checkers",
        "--depth",
        "3",
        "--top-k",
        "4",
        "--algorithm",
        "speculative",
        "--deepen",
        "--json",
    ]);
    let nodes = iteration_nodes(&report);
    assert_eq!(nodes.len(), 3);
    assert_eq!(report["nodes"], nodes.iter().sum::<u64>());
    let report = json(&[
        "search",
        "sergeant-major",
        "--seed",
        "3",
        "--depth",
        "6",
        "--algorithm",
        "abbnb",
        "--deepen",
        "--json",
    ]);
    assert_eq!(iteration_nodes(&report).len(), 6);
    assert_eq!(report["complete"], true);
}

#[test]
fn deepen_usage_errors_exit_with_code_2() {
    for args in [
        &["tree", "--deepen", "--dynamic"][..],
        &[
            "search",
            "chinese-checkers",
            "--depth",
            "2",
            "--algorithm",
            "dfbnb",
            "--deepen",
        ],
    ] {
        let output = maxn(args);
        assert_eq!(output.status.code(), Some(2), "maxn {args:?}");
        assert!(!output.stderr.is_empty(), "maxn {args:?}");
        assert!(output.stdout.is_empty(), "maxn {args:?}");
    }
}
