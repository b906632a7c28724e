//! Fuzzing the command line with a seeded generator: subcommands, flags and values drawn from
//! the valid ones, their edges and garbage (with wide spaces and other non-ASCII text). Every
//! command must exit 0 or 2 (never 101, a panic), say what is wrong on a usage error, and print
//! valid JSON under `--json`. Every size is kept small, or bounded by `--node-limit`, so that
//! each command finishes.
//!
//! The default run is light; `cargo test -p maxn-cli --release --test fuzz_cli -- --ignored`
//! runs the heavy one. `MAXN_FUZZ_SEED` picks another seed.

#[allow(dead_code)] // `json` is for the other test files
mod common;

use common::maxn;
use maxn_games::rng::SplitMix64;

/// The project's generator, with the two draws the fuzzer makes.
struct Rng(SplitMix64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn pick<'a>(&mut self, choices: &[&'a str]) -> &'a str {
        choices[(self.next() % choices.len() as u64) as usize]
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const GARBAGE: [&str; 8] = [
    "",
    "x",
    "-1",
    "1e3",
    "\u{3000}3",
    "３",
    "18446744073709551616",
    "é",
];

/// Values for a flag: mostly from `valid`, sometimes garbage.
fn value(rng: &mut Rng, valid: &[&str]) -> String {
    if rng.chance(93) {
        rng.pick(valid).to_owned()
    } else {
        rng.pick(&GARBAGE).to_owned()
    }
}

const ALGORITHMS: [&str; 9] = [
    "maxn",
    "shallow",
    "dfbnb",
    "abbnb",
    "last-branch",
    "speculative",
    "paranoid",
    "paranoid-bnb",
    "nope",
];
const DEAL: &str = "N:AKQJT9876.... .AKQJT98.. ..AKQJT98765432.";
const POSITION: &str = "a/aa/aaa/aaaa/13/12/11/10/9/10/11/12/13/bbbb/bbb/bb/b a";

/// One command line.
fn command(rng: &mut Rng) -> Vec<String> {
    let mut args: Vec<String> = Vec::new();
    let flag = |args: &mut Vec<String>, rng: &mut Rng, name: &str, valid: &[&str]| {
        if rng.chance(60) {
            args.push(name.to_owned());
            args.push(value(rng, valid));
        }
    };
    match rng.next() % 6 {
        0 | 1 => {
            args.push("tree".into());
            flag(&mut args, rng, "--players", &["2", "3", "4", "6", "7", "1"]);
            flag(
                &mut args,
                rng,
                "--branching",
                &["1", "2", "4", "64", "0", "65"],
            );
            flag(&mut args, rng, "--depth", &["0", "1", "5", "8", "64", "65"]);
            flag(&mut args, rng, "--model", &["random", "best", "uniform"]);
            flag(&mut args, rng, "--scores", &["int", "float"]);
            flag(&mut args, rng, "--seed", &["0", "18446744073709551615"]);
            flag(&mut args, rng, "--algorithm", &ALGORITHMS);
            for switch in ["--deepen", "--dynamic", "--json"] {
                if rng.chance(30) {
                    args.push(switch.into());
                }
            }
            args.extend(["--node-limit".into(), "20000".into()]);
        }
        2 => {
            args.push("search".into());
            args.push(value(
                rng,
                &["sergeant-major", "hearts", "spades", "chinese-checkers"],
            ));
            flag(&mut args, rng, "--players", &["2", "3", "4", "5", "6"]);
            flag(
                &mut args,
                rng,
                "--deal",
                &[DEAL, "N:", "X:AK", "  \"N:A.K.Q.J\""],
            );
            flag(
                &mut args,
                rng,
                "--position",
                &[POSITION, "a/aa", "\u{3000}a/b c"],
            );
            flag(&mut args, rng, "--seed", &["0", "7"]);
            flag(&mut args, rng, "--top-k", &["1", "3", "0"]);
            flag(&mut args, rng, "--algorithm", &ALGORITHMS);
            args.push("--depth".into());
            args.push(value(rng, &["0", "1", "2", "3", "64"]));
            for switch in ["--deepen", "--json", "--no-grouping"] {
                if rng.chance(30) {
                    args.push(switch.into());
                }
            }
            args.extend(["--node-limit".into(), "20000".into()]);
        }
        3 => {
            args.push("perft".into());
            args.push(value(
                rng,
                &["sergeant-major", "hearts", "spades", "chinese-checkers"],
            ));
            flag(&mut args, rng, "--players", &["3", "4", "6"]);
            flag(&mut args, rng, "--deal", &[DEAL, "N:"]);
            flag(&mut args, rng, "--position", &[POSITION]);
            args.push("--depth".into());
            args.push(value(rng, &["0", "1", "2", "64"]));
            if rng.chance(50) {
                args.push("--json".into());
            }
        }
        4 => {
            args.extend(["experiment".into(), "trees".into()]);
            flag(&mut args, rng, "--players", &["3", "2", "7"]);
            flag(&mut args, rng, "--seed", &["0", "18446744073709551615"]);
            args.push("--seeds".into());
            args.push(value(rng, &["0", "1", "2"]));
            args.push("--depth".into());
            args.push(value(rng, &["0", "1", "2"]));
            if rng.chance(50) {
                args.push("--json".into());
            }
        }
        _ => {
            if rng.chance(50) {
                args.extend(["experiment".into(), "sergeant-major".into()]);
                args.push("--deals".into());
                args.push(value(rng, &["0", "1"]));
                args.push("--tricks".into());
                args.push(value(rng, &["0", "1", "17"]));
            } else {
                args.extend(["experiment".into(), "chinese-checkers".into()]);
                flag(&mut args, rng, "--players", &["2", "3", "5"]);
                args.extend(["--games".into(), "1".into(), "--depth".into(), "1".into()]);
                args.push("--max-turns".into());
                args.push(value(rng, &["0", "7", "9"]));
            }
            if rng.chance(50) {
                args.push("--json".into());
            }
        }
    }
    args
}

fn fuzz(commands: u32) {
    let seed = std::env::var("MAXN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(11);
    let mut rng = Rng(SplitMix64::new(seed));
    let (mut ok, mut usage) = (0, 0);
    for _ in 0..commands {
        let args = command(&mut rng);
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = maxn(&refs);
        let stderr = String::from_utf8_lossy(&output.stderr);
        match output.status.code() {
            Some(0) => {
                ok += 1;
                if args.iter().any(|a| a == "--json") {
                    let stdout = String::from_utf8_lossy(&output.stdout);
                    assert!(
                        serde_json::from_str::<serde_json::Value>(&stdout).is_ok(),
                        "{args:?}: invalid JSON {stdout}"
                    );
                }
            }
            Some(2) => {
                usage += 1;
                assert!(
                    stderr.starts_with("error:") || stderr.starts_with("maxn: "),
                    "{args:?}: {stderr}"
                );
            }
            code => panic!("{args:?} exited {code:?}: {stderr}"),
        }
    }
    eprintln!("{commands} command lines: {ok} succeeded, {usage} usage errors");
    assert!(ok > 0 && usage > 0);
}

#[test]
fn the_command_line_survives_fuzzing_light() {
    fuzz(60);
}

#[test]
#[ignore = "heavy: run with --release -- --ignored"]
fn the_command_line_survives_fuzzing_heavy() {
    fuzz(3000);
}
