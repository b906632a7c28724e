//! `maxn play` and `maxn experiment versus`: JSON lines per move and a result, the same bytes
//! on one thread and on two, and usage errors (exit code 2) that say what and where.

mod common;

use common::{json, json_lines, maxn, usage_error};
use serde_json::Value;

#[test]
fn play_json_prints_one_object_per_move_then_the_result() {
    let lines = json_lines(&[
        "play",
        "--game",
        "chinese-checkers",
        "--players",
        "3",
        "--agents",
        "speculative,paranoid,maxn",
        "--node-limit",
        "3000",
        "--json",
    ]);
    let (result, moves) = lines.split_last().unwrap();
    assert_eq!(result["event"], "result");
    let record = &result;
    assert_eq!(moves.len(), record["moves"].as_array().unwrap().len());
    assert!(!moves.is_empty());
    for (ply, line) in moves.iter().enumerate() {
        assert_eq!(line["event"], "move");
        assert_eq!(line["ply"], ply);
        assert_eq!(line["move"], record["moves"][ply]);
        assert!(line["decision"]["nodes"].as_u64().unwrap() <= 3000);
    }
    assert_eq!(
        record["seats"],
        serde_json::json!(["speculative", "paranoid", "maxn"])
    );
    assert_replays_to_its_scores(result);
}

#[test]
fn best_reply_agents_play_chinese_checkers_to_a_result() {
    let lines = json_lines(&[
        "play",
        "--game",
        "chinese-checkers",
        "--players",
        "3",
        "--agents",
        "brs-plus,brs,maxn",
        "--node-limit",
        "2000",
        "--move-cap",
        "30",
        "--json",
    ]);
    let (result, moves) = lines.split_last().unwrap();
    assert_eq!(result["event"], "result");
    assert_eq!(
        result["seats"],
        serde_json::json!(["brs-plus", "brs", "maxn"])
    );
    assert_eq!(moves.len(), 30);
    for line in moves {
        let decision = &line["decision"];
        assert!(decision["nodes"].as_u64().unwrap() <= 2000);
        assert!(decision["depth"].as_u64().unwrap() >= 1, "{line}");
    }
    assert_replays_to_its_scores(result);
}

#[test]
fn play_text_prints_a_line_per_move_and_the_scores() {
    let output = maxn(&[
        "play",
        "--game",
        "sergeant-major",
        "--agents",
        "speculative",
        "--node-limit",
        "2000",
    ]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    // 48 cards, then how it ended and one line per seat.
    assert_eq!(text.lines().count(), 48 + 1 + 3, "{text}");
    assert!(
        text.lines().nth(48).unwrap().starts_with("Over; start N:"),
        "{text}"
    );
}

#[test]
fn bad_agents_budgets_and_starts_exit_2_with_what_and_where() {
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "speculative,alphabeta",
        ],
        &["alphabeta", "--agents", "speculative", "paranoid"],
    );
    usage_error(
        &["play", "--game", "chinese-checkers", "--agents", "dfbnb"],
        &[
            "--agents: agent 1: dfbnb needs a monotonic heuristic",
            "Chinese Checkers",
        ],
    );
    usage_error(
        &["play", "--game", "hearts", "--agents", "maxn,brs"],
        &["--agents: agent 2: brs needs a free turn order", "Hearts"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--node-limit",
            "0",
        ],
        &["--node-limit 0", "at least 1"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--move-time",
            "0",
        ],
        &["--move-time 0"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "spades",
            "--agents",
            "maxn,maxn,maxn,maxn",
        ],
        &["--agents", "4 agents for 3 seats"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--players",
            "5",
        ],
        &["--players", "3 or 4 players, not 5"],
    );
    usage_error(
        &[
            "play", "--game", "spades", "--agents", "maxn", "--deal", "N:AKQ",
        ],
        &["--deal", "hand"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "chinese-checkers",
            "--agents",
            "maxn",
            "--position",
            "a/aa/x",
        ],
        &["--position"],
    );
    usage_error(
        &[
            "play",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--position",
            "a",
        ],
        &["--position", "give --deal"],
    );
    usage_error(
        &[
            "experiment",
            "versus",
            "--game",
            "hearts",
            "--agents",
            "maxn",
            "--games",
            "3",
        ],
        &["--games", "give --deals"],
    );
    usage_error(
        &[
            "experiment",
            "versus",
            "--game",
            "spades",
            "--agents",
            "paranoid,nope",
        ],
        &["nope", "--agents"],
    );
}

#[test]
fn versus_json_is_the_same_bytes_on_one_thread_and_on_two() {
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
        "--json",
    ];
    let run = |threads: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_maxn"))
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
    let report: Value = serde_json::from_slice(&one).unwrap();
    // And on the machine's own thread count, as one line.
    assert_eq!(json(&args), report);
    assert_eq!(report["games"].as_array().unwrap().len(), 2 * 6);
    let standings = report["standings"].as_array().unwrap();
    assert_eq!(standings[0]["agent"], "speculative");
    assert_eq!(standings[1]["seats"], 2 * 6 * 3 / 2);
    assert!(standings[0]["score"]["half_width"].is_number());
}

#[test]
fn versus_writes_csv_svg_and_records() {
    let dir = std::env::temp_dir().join(format!("maxn-versus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (csv, svg, records) = (dir.join("v.csv"), dir.join("v.svg"), dir.join("v.jsonl"));
    let output = maxn(&[
        "experiment",
        "versus",
        "--game",
        "chinese-checkers",
        "--agents",
        "speculative,paranoid",
        "--games",
        "1",
        "--node-limit",
        "1000",
        "--move-cap",
        "30",
        "--csv",
        csv.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
        "--records",
        records.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("win rate"), "{text}");
    let csv = std::fs::read_to_string(csv).unwrap();
    assert_eq!(csv.lines().count(), 1 + 2, "{csv}");
    assert!(csv.starts_with("agent,seats,mean_score"));
    assert!(std::fs::read_to_string(svg).unwrap().starts_with("<svg"));
    // 2 agents in 3 seats: 6 games from the one opening, all stopped by the cap.
    let records = std::fs::read_to_string(records).unwrap();
    assert_eq!(records.lines().count(), 6);
    assert!(
        records
            .lines()
            .all(|l| l.contains(r#""finish":"move-cap""#))
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// Replayed through the library, a 3-player Chinese Checkers record `play --json` printed
/// gives its own scores.
fn assert_replays_to_its_scores(result: &Value) {
    let record: maxn_play::MatchRecord = serde_json::from_value(result.clone()).unwrap();
    let replayed =
        maxn_play::replay::<maxn_games::chinese_checkers::ChineseCheckers<3>, 3>(&record).unwrap();
    assert_eq!(replayed.scores, record.scores);
}
