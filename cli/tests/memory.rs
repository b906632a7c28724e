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
            // Every node uses the table (`--tt-depth 1`): at depth 7 Sergeant Major's own
            // threshold (one trick) leaves no position where a transposition can be found.
            let with = run(search, algorithm, &["--tt-mb", "2", "--tt-depth", "1"]);
            assert_eq!(answer(&with), answer(&plain), "{search:?} {algorithm}");
            let own = run(search, algorithm, &["--tt-mb", "2"]);
            assert_eq!(answer(&own), answer(&plain), "{search:?} {algorithm}");
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
        &["--ordering", "game, table, killers or history"],
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

/// The move events of `maxn play` with `extra` flags.
fn moves(extra: &[&str]) -> Vec<Value> {
    let mut args = vec![
        "play",
        "--game",
        "sergeant-major",
        "--agents",
        "speculative,abbnb,maxn",
        "--seed",
        "4",
        "--node-limit",
        "4000",
        "--json",
    ];
    args.extend(extra);
    common::json_lines(&args)
        .into_iter()
        .filter(|event| event["event"] == "move")
        .collect()
}

#[test]
fn agents_with_a_table_choose_as_without_one_at_the_same_depth() {
    // The table saves nodes, so under a node limit an agent can finish a deeper iteration and
    // then choose another move; at the same depth its value and move must be the same. The
    // games are compared up to the first move that differs.
    let plain = moves(&[]);
    let with = moves(&["--tt-mb", "2"]);
    let mut same_depth = 0;
    let mut deeper = 0;
    for (a, b) in plain.iter().zip(&with) {
        let (a, b) = (&a["decision"], &b["decision"]);
        if a["depth"] == b["depth"] {
            same_depth += 1;
            assert_eq!((&a["value"], &a["index"]), (&b["value"], &b["index"]));
        } else {
            deeper += u32::from(b["depth"].as_u64() > a["depth"].as_u64());
        }
        if a["index"] != b["index"] {
            break;
        }
    }
    assert!(same_depth >= 5, "{same_depth} decisions compared");
    // And the table lets some search finish a deeper iteration within the same nodes.
    let deepest = |events: &[Value]| -> u64 {
        events
            .iter()
            .map(|event| event["decision"]["depth"].as_u64().unwrap())
            .sum()
    };
    assert!(deeper > 0 || deepest(&with) >= deepest(&plain));
}

#[test]
fn versus_with_tables_is_the_same_bytes_on_one_thread_and_on_two() {
    let args = [
        "experiment",
        "versus",
        "--game",
        "hearts",
        "--agents",
        "speculative,paranoid",
        "--deals",
        "2",
        "--node-limit",
        "2000",
        "--tt-mb",
        "1",
        "--ordering",
        "killers",
        "--json",
    ];
    let one = common::stdout_on_threads(&args, "1");
    assert_eq!(one, common::stdout_on_threads(&args, "2"));
    // And the killers changed something: the same games without them differ in node counts.
    let mut plain = args[..args.len() - 5].to_vec();
    plain.push("--json");
    let report: Value = serde_json::from_slice(&one).unwrap();
    assert_ne!(report["games"], json(&plain)["games"]);
}

#[test]
fn bad_agent_memory_flags_exit_2_naming_the_flag() {
    let play = [
        "play",
        "--game",
        "hearts",
        "--agents",
        "speculative,paranoid",
        "--node-limit",
        "1000",
    ];
    let with = |extra: &[&'static str]| {
        let mut args = play.to_vec();
        args.extend(extra);
        args
    };
    usage_error(
        &with(&["--tt-mb", "1000000000"]),
        &["--tt-mb", "not enough memory"],
    );
    usage_error(
        &with(&["--tt-mb", "16", "--threads", "2"]),
        &["--tt-mb 16", "--threads 2"],
    );
    usage_error(
        &with(&["--ordering", "table"]),
        &["--ordering table", "--tt-mb"],
    );
    usage_error(&with(&["--ordering", "histories"]), &["--ordering"]);
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "pimc-speculative,rules",
            "--tt-mb",
            "4",
        ],
        &["--tt-mb 4", "hearts-full"],
    );
    usage_error(
        &[
            "experiment",
            "versus",
            "--game",
            "sergeant-major",
            "--agents",
            "maxn,paranoid",
            "--tt-mb",
            "1000000000",
        ],
        &["--tt-mb", "not enough memory"],
    );
}
