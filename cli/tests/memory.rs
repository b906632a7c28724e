//! `--tt-mb` and `--ordering`: with a table (the game's order) `search` and `tree` return the
//! value and move they return without one, for every exact searcher, and the table is used;
//! with reordering, on tie-free float trees, still max^n's answer; bad values and combinations
//! the searches cannot honour exit 2 naming the flag.

mod common;

use common::{json, usage_error};
use serde_json::Value;

/// The parts of a report a table must not change.
fn answer(report: &Value) -> (Value, Value, Value) {
    (
        report["value"].clone(),
        report["best_move"].clone(),
        report["complete"].clone(),
    )
}

/// Runs `search` with `algorithm` and `extra` flags, as JSON.
fn run(search: &[&str], algorithm: &str, extra: &[&str]) -> Value {
    let mut args = search.to_vec();
    args.extend(["--algorithm", algorithm, "--json"]);
    args.extend(extra);
    json(&args)
}

#[test]
fn a_table_changes_no_answer_of_the_exact_searchers() {
    let searches: [&[&str]; 5] = [
        &["search", "sergeant-major", "--seed", "3", "--depth", "7"],
        &["search", "hearts", "--seed", "5", "--depth", "6"],
        &["search", "chinese-checkers", "--depth", "3", "--top-k", "6"],
        &["tree", "--players", "3", "--depth", "6", "--branching", "4"],
        &["tree", "--players", "4", "--depth", "5", "--deepen"],
    ];
    let algorithms = [
        "maxn",
        "shallow",
        "last-branch",
        "speculative",
        "dfbnb",
        "abbnb",
        "paranoid",
        "paranoid-bnb",
    ];
    let mut card_hits = 0;
    for search in searches {
        for algorithm in algorithms {
            // Chinese Checkers has no monotonic heuristic.
            if search[1] == "chinese-checkers" && algorithm.ends_with("bnb") {
                continue;
            }
            let plain = run(search, algorithm, &[]);
            assert!(plain.get("table_hits").is_none(), "{search:?}: {plain}");
            let with = run(search, algorithm, &["--tt-mb", "2"]);
            assert_eq!(answer(&with), answer(&plain), "{search:?} {algorithm}");
            assert_eq!(with["position"]["tt_mb"], 2, "{with}");
            if search[0] == "search" && search[1] != "chinese-checkers" {
                card_hits += with["table_hits"].as_u64().unwrap_or(0);
            }
        }
    }
    // The card deals are full of transpositions (the same cards played in another order).
    assert!(card_hits > 0);
}

#[test]
fn reordered_searches_give_max_n_answers_on_float_trees() {
    // Float trees have no ties, so any order gives max^n's value and move.
    for seed in ["1", "2", "3"] {
        let tree = [
            "tree", "--scores", "float", "--depth", "5", "--seed", seed, "--deepen",
        ];
        let plain = run(&tree, "maxn", &[]);
        for algorithm in ["maxn", "speculative", "abbnb"] {
            for ordering in [
                &["--tt-mb", "1", "--ordering", "table"][..],
                &["--tt-mb", "1", "--ordering", "killers"],
                &["--ordering", "killers"],
            ] {
                let with = run(&tree, algorithm, ordering);
                assert_eq!(
                    (&with["value"], &with["best_move"]),
                    (&plain["value"], &plain["best_move"]),
                    "seed {seed}, {algorithm} {ordering:?}"
                );
            }
        }
    }
}

#[test]
fn bad_memory_flags_exit_2_naming_the_flag() {
    let search = ["search", "sergeant-major", "--depth", "3"];
    let with = |extra: &[&'static str]| {
        let mut args = search.to_vec();
        args.extend(extra);
        args
    };
    // More than any machine holds (a petabyte), and more than the address space.
    usage_error(
        &with(&["--tt-mb", "1000000000"]),
        &["--tt-mb 1000000000", "not enough memory"],
    );
    usage_error(
        &with(&["--tt-mb", "18446744073709551615"]),
        &["--tt-mb", "address space"],
    );
    usage_error(&with(&["--tt-mb", "-1"]), &["--tt-mb"]);
    usage_error(&with(&["--tt-mb", "many"]), &["--tt-mb"]);
    usage_error(
        &with(&["--ordering", "best"]),
        &["--ordering", "game, table or killers"],
    );
    usage_error(
        &with(&["--ordering", "table"]),
        &["--ordering table", "--tt-mb"],
    );
    usage_error(
        &with(&["--tt-mb", "16", "--threads", "2"]),
        &["--tt-mb 16", "--threads 2"],
    );
    usage_error(
        &with(&["--tt-mb", "16", "--ties", "pessimistic"]),
        &["--tt-mb 16", "decision rules"],
    );
    usage_error(
        &["tree", "--dynamic", "--ordering", "killers"],
        &["--ordering killers", "--dynamic"],
    );
    usage_error(
        &["tree", "--tt-mb", "16", "--threads", "2"],
        &["--tt-mb 16", "--threads 2"],
    );
}
