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
