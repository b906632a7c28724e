//! `maxn play` and `maxn experiment versus` on the hidden-hand games: a match to its target,
//! the same bytes on one thread and on two, each game's sampling defaults, and bad input (unknown agent, bad sample count,
//! a malformed deal, a searcher that would see every hand, ISMCTS options out of range) exits 2
//! saying what and where.

mod common;

use std::process::Command;

use common::{json, json_lines, stdout_on_threads, usage_error};

#[test]
fn a_match_is_played_hand_by_hand_to_its_target() {
    let lines = json_lines(&[
        "play",
        "--game",
        "hearts-full",
        "--agents",
        "rules,random",
        "--target",
        "40",
        "--json",
    ]);
    let (result, hands) = lines.split_last().unwrap();
    assert_eq!(result["event"], "result");
    assert_eq!(result["hands"].as_u64().unwrap() as usize, hands.len());
    let totals: Vec<u64> = result["totals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_u64().unwrap())
        .collect();
    assert!(totals.iter().any(|&t| t >= 40));
    let lowest = *totals.iter().min().unwrap();
    for winner in result["winners"].as_array().unwrap() {
        assert_eq!(totals[winner.as_u64().unwrap() as usize], lowest);
    }
    // Every hand: 52 cards, 26 points taken, passes rotating left, right, across, hold.
    let directions = ["left", "right", "across", "hold"];
    for (number, hand) in hands.iter().enumerate() {
        assert_eq!(hand["event"], "hand");
        assert_eq!(hand["direction"], directions[number % 4]);
        assert_eq!(hand["cards"].as_array().unwrap().len(), 52);
        let taken: u64 = hand["taken"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_u64().unwrap())
            .sum();
        assert_eq!(taken, 26);
    }
}

#[test]
fn versus_json_is_the_same_bytes_on_one_thread_and_on_two() {
    let args = [
        "experiment",
        "versus",
        "--game",
        "hearts-full",
        "--agents",
        "pimc-speculative,rules,random,cheat-paranoid",
        "--games",
        "1",
        "--samples",
        "2",
        "--node-limit",
        "300",
        "--target",
        "20",
        "--json",
    ];
    let run = |threads: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_maxn"))
            .args(args)
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .unwrap();
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
    assert_eq!(report["result"]["matches"].as_array().unwrap().len(), 4);
    assert_eq!(report["result"]["differences"].as_array().unwrap().len(), 6);
}

#[test]
fn a_spades_tournament_reports_every_agent_and_every_pair() {
    let report = json(&[
        "experiment",
        "versus",
        "--game",
        "spades-full",
        "--agents",
        "rules,random",
        "--games",
        "2",
        "--target",
        "100",
        "--json",
    ]);
    assert_eq!(report["game"], "spades-full");
    assert_eq!(report["lower_is_better"], false);
    // 2 agents in 4 seats: ABAB and BABA, partners the same agent.
    assert_eq!(report["result"]["matches"].as_array().unwrap().len(), 4);
    for outcome in report["result"]["matches"].as_array().unwrap() {
        let scores = outcome["scores"].as_array().unwrap();
        assert_eq!(scores[0], scores[2], "partners share their side's score");
        assert_eq!(scores[1], scores[3]);
    }
    let differences = report["result"]["differences"].as_array().unwrap();
    assert_eq!(differences.len(), 1);
    assert_eq!(differences[0]["agent"], "rules");
}

#[test]
fn bad_input_exits_2_with_what_and_where() {
    let play = |extra: &[&'static str]| {
        let mut args = vec!["play", "--game", "hearts-full"];
        args.extend_from_slice(extra);
        args
    };
    usage_error(
        &play(&["--agents", "pimc-alphabeta"]),
        &["--agents", "alphabeta", "speculative"],
    );
    usage_error(
        &play(&["--agents", "wizard"]),
        &["--agents", "wizard", "pimc-<algorithm>"],
    );
    usage_error(
        &play(&["--agents", "speculative"]),
        &[
            "--agents speculative",
            "pimc-speculative",
            "cheat-<algorithm>",
        ],
    );
    usage_error(
        &play(&["--agents", "rules", "--samples", "0"]),
        &["--samples 0", "1 to"],
    );
    usage_error(
        &play(&["--agents", "rules", "--samples", "20000"]),
        &["--samples 20000"],
    );
    usage_error(
        &play(&["--agents", "rules", "--players", "5"]),
        &["--players", "not 5"],
    );
    usage_error(
        &play(&["--agents", "rules", "--target", "0"]),
        &["--target"],
    );
    // A deal of 51 cards: the 2♣ left out of the last hand.
    usage_error(
        &play(&[
            "--agents",
            "rules",
            "--deal",
            "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 654.654.654.QJT9 32.32.32.876543",
        ]),
        &["--deal"],
    );
    usage_error(
        &["play", "--game", "hearts", "--agents", "pimc-speculative"],
        &["--agents pimc-speculative", "hidden-hand"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--samples",
            "4",
        ],
        &["--samples", "hidden-hand"],
    );
    usage_error(
        &[
            "experiment",
            "versus",
            "--game",
            "hearts-full",
            "--agents",
            "rules",
            "--deals",
            "3",
        ],
        &["--deals", "--games"],
    );
}

#[test]
fn sampling_defaults_are_the_games_own_unless_given() {
    let settings = |game: &str, extra: &[&str]| {
        let mut args = vec![
            "experiment",
            "versus",
            "--game",
            game,
            "--agents",
            "rules,random",
            "--games",
            "1",
            "--target",
            "1",
            "--json",
        ];
        args.extend_from_slice(extra);
        let report = json(&args);
        (report["samples"].as_u64(), report["node_limit"].as_u64())
    };
    // Hearts: many cheap samples; Spades: the settings it was measured at.
    assert_eq!(settings("hearts-full", &[]), (Some(80), Some(2_500)));
    assert_eq!(settings("spades-full", &[]), (Some(10), Some(20_000)));
    let given = ["--samples", "5", "--node-limit", "300"];
    assert_eq!(settings("hearts-full", &given), (Some(5), Some(300)));
}

#[test]
fn ismcts_plays_a_match_the_same_on_one_thread_and_on_two() {
    // Two trees searched side by side on two threads: the same cards as on one.
    let args = [
        "play",
        "--game",
        "hearts-full",
        "--agents",
        "ismcts:iterations=60:trees=2,rules,ismcts:iterations=40:playout=3,random",
        "--target",
        "15",
        "--json",
    ];
    let one = stdout_on_threads(&args, "1");
    assert_eq!(one, stdout_on_threads(&args, "2"));
    let lines: Vec<serde_json::Value> = one
        .split(|&b| b == b'\n')
        .filter(|line| !line.is_empty())
        .map(|line| serde_json::from_slice(line).unwrap())
        .collect();
    let (result, hands) = lines.split_last().unwrap();
    assert_eq!(result["event"], "result");
    // Seat 0 searched: it visited positions in every hand.
    for hand in hands {
        assert_eq!(hand["cards"].as_array().unwrap().len(), 52);
        assert!(hand["nodes"][0].as_u64().unwrap() > 0, "{hand}");
    }
}

#[test]
fn bad_ismcts_options_exit_2_saying_which() {
    let play = |agents: &'static str| vec!["play", "--game", "spades-full", "--agents", agents];
    for (agents, expected) in [
        ("ismcts:iterations=0", "iterations=0"),
        ("ismcts:iterations=many", "a count of iterations"),
        ("ismcts:exploration=-1", "exploration=-1"),
        ("ismcts:exploration=101", "0 to 100"),
        ("ismcts:playout=1001", "at most 1000 plies"),
        ("ismcts:trees=0", "trees=0"),
        ("ismcts:samples=4", "no option `samples`"),
        ("ismcts:seed=1:seed=2", "`seed` given twice"),
    ] {
        usage_error(&play(agents), &["--agents", agents, expected]);
    }
    usage_error(
        &["play", "--game", "hearts", "--agents", "ismcts"],
        &["--agents ismcts", "hidden-hand"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "ismcts",
            "--mcts-iterations",
            "10",
        ],
        &["--mcts-iterations", "ismcts:iterations="],
    );
}

#[test]
fn bad_pass_and_bid_options_exit_2_saying_which() {
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "rules:pass=maybe",
        ],
        &["rules:pass=maybe", "`simple` or `searched`"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "random:pass=searched",
        ],
        &["random takes no options"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "spades-full",
            "--agents",
            "rules:pass=searched",
        ],
        &["pass=searched", "hearts-full"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "spades-full",
            "--agents",
            "rules:bid=maybe",
        ],
        &["rules:bid=maybe", "`simple` or `searched`"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "pimc-speculative:bid=searched",
        ],
        &["bid=searched", "spades-full"],
    );
}

#[test]
fn bad_model_options_exit_2_saying_which() {
    usage_error(
        &[
            "play",
            "--game",
            "hearts-full",
            "--agents",
            "pimc-speculative:agree=0.5",
        ],
        &["pimc-speculative:agree=0.5", "needs model=rules"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "spades-full",
            "--agents",
            "pimc-speculative:model=rules:draws=100",
        ],
        &["draws=100", "from 1 to 64"],
    );
}
