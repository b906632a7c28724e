//! A fixed workload for profilers: plain max^n to depth 5 (or turn-level perft to depth 5)
//! from the 3-player Chinese Checkers start, the bench's work without criterion's repetitions,
//! so that a profile shows the game's code and nothing else.
//!
//! ```text
//! cargo build --release -p maxn-games --example chinese_checkers_profile
//! valgrind --tool=callgrind target/release/examples/chinese_checkers_profile maxn
//! perf stat -e task-clock target/release/examples/chinese_checkers_profile perft
//! ```

use std::time::Instant;

use maxn::{Limits, MaxN, Searcher};
use maxn_games::chinese_checkers::{ChineseCheckers, perft};

fn main() {
    let start = ChineseCheckers::<3>::start();
    let clock = Instant::now();
    let nodes = match std::env::args().nth(1).as_deref() {
        Some("perft") => (0..=5).map(|depth| perft(&start, depth)).sum(),
        Some("maxn") | None => MaxN.search(&start, Limits::depth(5)).stats.nodes,
        Some(other) => {
            eprintln!("unknown workload {other:?}: expected `maxn` or `perft`");
            std::process::exit(2);
        }
    };
    let elapsed = clock.elapsed();
    println!(
        "{nodes} nodes in {elapsed:.2?}: {:.1} million nodes/s",
        nodes as f64 / elapsed.as_secs_f64() / 1e6
    );
}
