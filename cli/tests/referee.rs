//! What a referee outside maxn needs of the command line: Chinese Checkers under OpenSpiel's
//! strict win rule, chosen with `--win-rule`.

mod common;

use common::{json, maxn, usage_error};

/// A position reached in an OpenSpiel game: b's and c's goals each hold ten pieces of
/// several players, two wins by maxn's default rule and none by the strict one.
const OPENSPIEL: &str = "a/1a/a2/4/bbbbb1a2accc/bba4a1ccc/bb7cc/ba2aa3c/8c/10/11/12/13/4/3/2/1 b";

#[test]
fn the_openspiel_position_is_searched_under_the_strict_rule_and_refused_by_default() {
    let search = |rule: &[&str]| {
        let mut args = vec![
            "search",
            "chinese-checkers",
            "--position",
            OPENSPIEL,
            "--depth",
            "2",
            "--json",
        ];
        args.extend_from_slice(rule);
        args.into_iter().map(str::to_owned).collect::<Vec<_>>()
    };
    let strict = search(&["--win-rule", "strict"]);
    let strict: Vec<&str> = strict.iter().map(String::as_str).collect();
    let report = json(&strict);
    assert_eq!(report["position"]["win_rule"], "strict");
    assert_eq!(report["position"]["position"], OPENSPIEL);
    let first = &report["principal_line"][0];
    assert!(first.is_string(), "a move is returned: {report}");
    let default = search(&[]);
    let default: Vec<&str> = default.iter().map(String::as_str).collect();
    usage_error(&default, &["have filled their goals", "strict rule"]);
}

#[test]
fn the_win_rule_flag_is_checked() {
    usage_error(
        &[
            "search",
            "chinese-checkers",
            "--depth",
            "1",
            "--win-rule",
            "openspiel",
        ],
        &["--win-rule", "anti-blocking or strict"],
    );
    usage_error(
        &["search", "hearts", "--depth", "1", "--win-rule", "strict"],
        &["--win-rule is for Chinese Checkers"],
    );
    // The start is the same game under both rules (nobody is near a goal).
    let output = maxn(&[
        "perft",
        "chinese-checkers",
        "--depth",
        "2",
        "--win-rule",
        "strict",
        "--json",
    ]);
    assert!(output.status.success());
    let counts: Vec<u64> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(counts, [14, 196]);
}

/// 2 players: b's piece from 115 went to the centre and a's from 9 took its place, so a's
/// goal (the bottom) is full with one piece of a's: won by the default rule, blocked by nine
/// of b's pieces under the strict rule.
const BLOCKED: &str = "a/aa/aaa/aaa1/13/12/11/10/4b4/10/11/12/13/bbbb/abb/bb/b b";

#[test]
fn a_blocked_goal_plays_on_under_the_strict_rule_until_the_move_cap() {
    let play = |rule: &str| {
        common::json_lines(&[
            "play",
            "--game",
            "chinese-checkers",
            "--position",
            BLOCKED,
            "--agents",
            "maxn,paranoid",
            "--node-limit",
            "500",
            "--move-cap",
            "6",
            "--win-rule",
            rule,
            "--json",
        ])
    };
    let strict = play("strict");
    let (result, moves) = strict.split_last().unwrap();
    assert_eq!(moves.len(), 6, "{result}");
    assert_eq!(result["finish"], "move-cap", "{result}");
    let default = play("anti-blocking");
    let (result, moves) = default.split_last().unwrap();
    assert_eq!(moves.len(), 0, "{result}");
    assert_eq!(result["finish"], "over", "{result}");
}

#[test]
fn moves_lists_the_order_the_best_move_index_counts_in() {
    let listed = json(&["moves", "chinese-checkers", "--json"]);
    let moves: Vec<&str> = listed["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 14, "the start's 14 turns (perft 1)");
    assert_eq!(
        (listed["to_move"].clone(), listed["over"].clone()),
        (0.into(), false.into())
    );
    let report = json(&["search", "chinese-checkers", "--depth", "2", "--json"]);
    let index = report["best_move"].as_u64().unwrap() as usize;
    assert_eq!(report["move"], moves[index]);
    assert_eq!(report["move"], report["principal_line"][0]);
    // Text: one move per line; a card game's moves are its cards.
    let text = maxn(&["moves", "hearts", "--seed", "3"]);
    assert!(text.status.success());
    let cards = String::from_utf8(text.stdout).unwrap();
    assert!(
        !cards.is_empty() && cards.lines().all(|l| !l.trim().is_empty()),
        "{cards}"
    );
    // A finished game has none.
    let won = json(&["moves", "chinese-checkers", "--position", BLOCKED, "--json"]);
    assert_eq!(
        (won["over"].clone(), won["moves"].clone()),
        (true.into(), serde_json::json!([]))
    );
    let blocked = json(&[
        "moves",
        "chinese-checkers",
        "--position",
        BLOCKED,
        "--win-rule",
        "strict",
        "--json",
    ]);
    assert!(!blocked["moves"].as_array().unwrap().is_empty());
}

#[test]
fn search_text_prints_the_best_move_in_notation() {
    let output = maxn(&["search", "chinese-checkers", "--depth", "2"]);
    let text = String::from_utf8(output.stdout).unwrap();
    let report = json(&["search", "chinese-checkers", "--depth", "2", "--json"]);
    let line = format!(
        "best move      {} (root child {} in generation order)",
        report["move"].as_str().unwrap(),
        report["best_move"]
    );
    assert!(text.contains(&line), "{text}");
}

#[test]
fn search_deepens_without_a_depth_under_a_node_limit_or_a_move_time() {
    let report = json(&[
        "search",
        "chinese-checkers",
        "--deepen",
        "--node-limit",
        "3000",
        "--json",
    ]);
    // Depth 1 (15 nodes) and 2 (211) fit, depth 3 (2,955 more) does not: the limit stopped it.
    assert_eq!(report["complete"], false);
    assert_eq!(report["deepening"]["depth_reached"], 2);
    assert!(report["nodes"].as_u64().unwrap() <= 3000);
    assert!(report["move"].is_string());
    let timed = json(&[
        "search",
        "chinese-checkers",
        "--deepen",
        "--move-time",
        "200",
        "--json",
    ]);
    assert!(
        timed["deepening"]["depth_reached"].as_u64().unwrap() >= 1,
        "{timed}"
    );
    assert!(timed["seconds"].as_f64().unwrap() < 30.0);
    usage_error(
        &["search", "chinese-checkers", "--node-limit", "100"],
        &["--depth", "--deepen"],
    );
    usage_error(
        &["search", "chinese-checkers", "--deepen", "--move-time", "0"],
        &["--move-time"],
    );
    usage_error(
        &[
            "search",
            "chinese-checkers",
            "--depth",
            "2",
            "--move-time",
            "86400001",
        ],
        &["--move-time"],
    );
}

#[test]
fn decide_prints_one_decision_of_any_agent() {
    let lines = common::json_lines(&[
        "play",
        "--game",
        "chinese-checkers",
        "--position",
        OPENSPIEL,
        "--win-rule",
        "strict",
        "--agents",
        "mcts:seed=3",
        "--node-limit",
        "300",
        "--decide",
        "--json",
    ]);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let line = &lines[0];
    // b (seat 1) is to move; the move is one of its legal moves, in notation.
    assert_eq!(line["decision"]["player"], 1, "{line}");
    let legal = json(&[
        "moves",
        "chinese-checkers",
        "--position",
        OPENSPIEL,
        "--win-rule",
        "strict",
        "--json",
    ]);
    assert!(
        legal["moves"].as_array().unwrap().contains(&line["move"]),
        "{line}"
    );
    usage_error(
        &[
            "play",
            "--game",
            "chinese-checkers",
            "--position",
            BLOCKED,
            "--agents",
            "mcts",
            "--decide",
        ],
        &["--decide", "over"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--decide",
            "--move-cap",
            "3",
        ],
        &["--decide", "--move-cap"],
    );
}

/// The reproducer (`--mcts-trees 100000000` held 13 GB after 8 s): now refused at
/// once, naming the flag and its bound, under a 4 GiB address-space limit where `prlimit`
/// exists (Linux); every other numeric agent option is refused past its bound too.
#[test]
fn agent_options_past_their_bounds_are_refused_at_once_within_four_gib() {
    let reproducer = [
        "play",
        "--game",
        "hearts",
        "--agents",
        "mcts,mcts,mcts",
        "--mcts-trees",
        "100000000",
        "--node-limit",
        "1000",
    ];
    let started = std::time::Instant::now();
    let limited = std::process::Command::new("prlimit")
        .arg("--as=4294967296")
        .arg(env!("CARGO_BIN_EXE_maxn"))
        .args(reproducer)
        .output();
    let output = match limited {
        Ok(output) => output,
        // No prlimit on this machine: the same command without the limit.
        Err(_) => maxn(&reproducer),
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--mcts-trees 100000000") && stderr.contains("1024"),
        "{stderr}"
    );
    assert!(started.elapsed().as_secs() < 20);
    // Within the bound, the reproducer's budget plays a whole game under the limit.
    let within = std::process::Command::new("prlimit")
        .arg("--as=4294967296")
        .arg(env!("CARGO_BIN_EXE_maxn"))
        .args(&reproducer[..6])
        .args(["1024", "--node-limit", "1000", "--move-cap", "6", "--json"])
        .output();
    if let Ok(output) = within {
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    for (flag, value, bound) in [
        ("--mcts-exploration", "101", "100"),
        ("--mcts-playout-depth", "1001", "1000"),
        ("--move-time", "86400001", "a day"),
        ("--threads", "1025", "1024"),
    ] {
        let mut args = reproducer[..5].to_vec();
        args.extend([flag, value, "--node-limit", "1000"]);
        usage_error(&args, &[flag, bound]);
    }
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "mcts:trees=2000",
            "--node-limit",
            "10",
        ],
        &["trees=2000", "1024"],
    );
    usage_error(
        &["play", "--game", "hearts", "--agents", "mcts:playout=5000"],
        &["playout=5000", "1000"],
    );
}
