//! Running the `maxn` binary from the integration tests.

use std::process::{Command, Output};

use serde_json::Value;

/// Runs `maxn` with `args` and returns what it printed and its exit status.
pub fn maxn(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_maxn"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs `maxn` with `args` (which should include `--json`), checks that it succeeded and
/// printed exactly one line, and returns that line parsed.
pub fn json(args: &[&str]) -> Value {
    let output = maxn(args);
    assert!(
        output.status.success(),
        "maxn {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("UTF-8 output");
    assert_eq!(
        text.lines().count(),
        1,
        "--json prints exactly one line: {text}"
    );
    serde_json::from_str(&text).expect("one JSON object")
}

/// Runs `maxn` with `args` (which should print JSON lines, as `play --json` does), checks that
/// it succeeded, and returns every line parsed.
#[allow(dead_code)] // each test binary compiles this module; only `play` prints JSON lines
pub fn json_lines(args: &[&str]) -> Vec<Value> {
    let output = maxn(args);
    assert!(
        output.status.success(),
        "maxn {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("UTF-8 output");
    text.lines()
        .map(|line| serde_json::from_str(line).expect("each line one JSON object"))
        .collect()
}

/// Runs `maxn args`, checks exit code 2 and that stderr contains every piece of `expected`.
#[allow(dead_code)] // each test binary compiles this module; not every one checks usage errors
pub fn usage_error(args: &[&str], expected: &[&str]) {
    let output = maxn(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "maxn {args:?}: {stderr}");
    for piece in expected {
        assert!(
            stderr.contains(piece),
            "maxn {args:?}: {stderr} lacks {piece}"
        );
    }
}

/// Runs `maxn` with `args` on a rayon pool of `threads` threads (`RAYON_NUM_THREADS`), checks
/// that it succeeded, and returns what it printed: for comparing bytes across thread counts.
#[allow(dead_code)] // each test binary compiles this module; not every one compares threads
pub fn stdout_on_threads(args: &[&str], threads: &str) -> Vec<u8> {
    let output = Command::new(env!("CARGO_BIN_EXE_maxn"))
        .args(args)
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .expect("the binary runs");
    assert!(
        output.status.success(),
        "maxn {args:?} on {threads} threads failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}
