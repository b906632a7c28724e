//! Writing the output fails: a full device is an error with a message and exit code 1; a pipe
//! whose reader has gone exits 1 quietly. Never a panic (exit code 101).

use std::fs::OpenOptions;
use std::process::{Command, Stdio};

const TREE: [&str; 4] = ["tree", "--depth", "3", "--json"];

#[test]
fn a_full_device_is_reported_with_exit_code_1() {
    let Ok(full) = OpenOptions::new().write(true).open("/dev/full") else {
        return; // no /dev/full on this system
    };
    for args in [&TREE[..], &["search", "sergeant-major", "--depth", "1"][..]] {
        let output = Command::new(env!("CARGO_BIN_EXE_maxn"))
            .args(args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("maxn: cannot write the output"),
            "{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn a_closed_pipe_exits_1_quietly() {
    // The reading end is closed before the command starts, so its first write fails whatever
    // the scheduling (closing it after spawning raced with a fast write into the pipe's buffer).
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let output = Command::new(env!("CARGO_BIN_EXE_maxn"))
        .args(TREE)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}
