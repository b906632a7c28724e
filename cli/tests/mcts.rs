//! The `mcts` agent from the command line: its options reach it, the same seed plays the same
//! game on one thread and on two, and bad options exit 2 naming the flag.

#[allow(dead_code)] // the helpers this file does not call
mod common;

use common::{json_lines, usage_error};

/// `maxn play` of Chinese Checkers with an MCTS seat, as JSON lines, on `threads` threads.
fn mcts_game(threads: &str, extra: &[&str]) -> Vec<u8> {
    let mut args = vec![
        "play",
        "--game",
        "chinese-checkers",
        "--agents",
        "mcts,brs,paranoid",
        "--node-limit",
        "2000",
        "--move-cap",
        "12",
        "--mcts-trees",
        "3",
        "--json",
    ];
    args.extend_from_slice(extra);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_maxn"))
        .args(&args)
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

#[test]
fn an_mcts_game_is_the_same_on_one_thread_and_on_two() {
    assert_eq!(mcts_game("1", &[]), mcts_game("2", &[]));
    // The seed reaches the agent: another seed plays other moves in these 12 plies.
    assert_ne!(mcts_game("2", &[]), mcts_game("2", &["--mcts-seed", "5"]));
}

#[test]
fn the_iteration_limit_reaches_the_agent() {
    let lines = json_lines(&[
        "play",
        "--game",
        "hearts",
        "--agents",
        "mcts",
        "--mcts-iterations",
        "1",
        "--mcts-playout-depth",
        "0",
        "--json",
    ]);
    // One iteration of depth-0 playouts visits the root and the position it adds.
    let (_, moves) = lines.split_last().unwrap();
    assert!(!moves.is_empty());
    for line in moves {
        assert_eq!(line["decision"]["nodes"], 2, "{line}");
    }
}

#[test]
fn bad_mcts_options_exit_2_naming_the_flag() {
    let play = ["play", "--game", "hearts", "--agents", "mcts"];
    let with = |extra: &[&'static str]| [&play[..], extra].concat();
    usage_error(
        &with(&["--mcts-exploration", "-0.5"]),
        &["--mcts-exploration -0.5", "from 0 to 100"],
    );
    usage_error(
        &with(&["--mcts-exploration", "NaN"]),
        &["--mcts-exploration"],
    );
    usage_error(
        &with(&["--mcts-trees", "0"]),
        &["--mcts-trees 0", "at least 1"],
    );
    usage_error(&with(&["--mcts-trees", "-2"]), &["--mcts-trees -2"]);
    usage_error(
        &with(&["--mcts-iterations", "0"]),
        &["--mcts-iterations 0", "at least 1"],
    );
    usage_error(
        &with(&["--mcts-playout-depth", "deep"]),
        &["--mcts-playout-depth deep", "`end`"],
    );
    usage_error(&with(&["--node-limit", "0"]), &["--node-limit 0"]);
    usage_error(
        &[
            "experiment",
            "versus",
            "--game",
            "hearts",
            "--agents",
            "maxn,paranoid",
            "--mcts-trees",
            "2",
        ],
        &["--mcts-trees", "no agent is mcts"],
    );
}
