//! The decision rules and the round-robin from the command line: rules a searcher cannot
//! honour, unknown rules and bad round-robins are usage errors (exit 2) naming the flag; the
//! rules that apply run; a round-robin's JSON is the same for a seed on one thread or two.

mod common;

use std::process::Command;

use common::{json, maxn};

/// Runs `maxn` expecting a usage error; returns its message.
fn usage_error(args: &[&str]) -> String {
    let output = maxn(args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    stderr
}

const HEARTS: [&str; 6] = ["search", "hearts", "--players", "3", "--depth", "4"];

fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

#[test]
fn rules_a_searcher_cannot_honour_are_refused() {
    let error = usage_error(&with(
        &HEARTS,
        &["--ties", "pessimistic", "--algorithm", "speculative"],
    ));
    assert!(
        error.contains("--ties pessimistic: pessimistic ties need an unpruned search"),
        "{error}"
    );
    let error = usage_error(&with(
        &HEARTS,
        &["--ties", "random", "--algorithm", "paranoid-bnb"],
    ));
    assert!(error.contains("--ties random"), "{error}");
    // The choice of per-seat evaluations is made at run time: a run-time refusal.
    let error = usage_error(&with(
        &HEARTS,
        &[
            "--seat-evaluations",
            "likely-taker,taken-points,likely-taker",
            "--algorithm",
            "shallow",
        ],
    ));
    assert!(
        error.contains(
            "--seat-evaluations: shallow needs a maxsum, which per-seat evaluations do not keep"
        ),
        "{error}"
    );
    let error = usage_error(&[
        "search",
        "chinese-checkers",
        "--depth",
        "2",
        "--relative",
        "--algorithm",
        "last-branch",
    ]);
    assert!(
        error.contains("--relative: last-branch needs a maxsum"),
        "{error}"
    );
    let error = usage_error(&with(
        &HEARTS,
        &["--seat-evaluations", "likely-taker,taken-points"],
    ));
    assert!(error.contains("2 evaluations for 3 players"), "{error}");
    let error = usage_error(&[
        "search",
        "spades",
        "--depth",
        "2",
        "--seat-evaluations",
        "likely-taker,likely-taker,likely-taker",
    ]);
    assert!(error.contains("Hearts only"), "{error}");
}

#[test]
fn unknown_rules_are_usage_errors() {
    let error = usage_error(&with(&HEARTS, &["--ties", "optimistic"]));
    assert!(
        error.contains("[possible values: left, pessimistic, random]"),
        "{error}"
    );
    let error = usage_error(&with(
        &HEARTS,
        &["--seat-evaluations", "likely-taker,psychic,likely-taker"],
    ));
    assert!(error.contains("likely-taker, taken-points"), "{error}");
}

#[test]
fn the_rules_that_apply_run() {
    let left = json(&with(&HEARTS, &["--json"]));
    let pessimistic = json(&with(&HEARTS, &["--ties", "pessimistic", "--json"]));
    // Pessimistic ties visit what plain max^n visits (both unpruned) and choose the same
    // root move when the root's choice is not a tie.
    assert_eq!(pessimistic["nodes"], left["nodes"]);
    assert_eq!(pessimistic["algorithm"], "maxn-pessimistic");
    let random = || {
        let mut report = json(&with(
            &HEARTS,
            &["--ties", "random", "--tie-seed", "5", "--json"],
        ));
        report["seconds"] = serde_json::Value::Null; // timing aside
        report
    };
    assert_eq!(random(), random());
    let mixed = json(&with(
        &HEARTS,
        &[
            "--seat-evaluations",
            "taken-points,taken-points,taken-points",
            "--json",
        ],
    ));
    assert_eq!(mixed["nodes"], left["nodes"]);
    let relative = json(&[
        "search",
        "chinese-checkers",
        "--depth",
        "2",
        "--relative",
        "--algorithm",
        "paranoid",
        "--json",
    ]);
    assert_eq!(relative["complete"], true);
}

#[test]
fn a_round_robin_needs_two_agents_and_is_the_same_on_any_thread_count() {
    let error = usage_error(&[
        "experiment",
        "round-robin",
        "--game",
        "hearts",
        "--agents",
        "maxn",
    ]);
    assert!(
        error.contains("--agents: a round-robin needs at least two agents, not 1"),
        "{error}"
    );
    let error = usage_error(&[
        "experiment",
        "round-robin",
        "--game",
        "hearts",
        "--agents",
        "maxn,paranoid",
        "--games",
        "2",
    ]);
    assert!(error.contains("--games"), "{error}");
    let args = [
        "experiment",
        "round-robin",
        "--game",
        "sergeant-major",
        "--agents",
        "maxn,paranoid,brs-plus",
        "--deals",
        "1",
        "--node-limit",
        "500",
        "--json",
    ];
    let run = |threads: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_maxn"))
            .args(args)
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .expect("the binary runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        output.stdout
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    let report: serde_json::Value = serde_json::from_slice(&one).unwrap();
    assert_eq!(report["games"], 3 * 6);
    assert_eq!(report["pairs"].as_array().unwrap().len(), 3);
}
