//! A fixed workload for profilers: plain max^n on seed 3's Spades deal to depth 10 and 3-player
//! Hearts deal to depth 9 (the positions of `cargo bench --bench cards -- evaluation`), with the
//! default (constant-sum) cut-off evaluation or the blind one. Plain max^n visits the same nodes
//! under both, so the difference in instructions per node is what the evaluation costs.
//!
//! ```text
//! cargo build --release -p maxn-games --example cards_profile
//! valgrind --tool=callgrind target/release/examples/cards_profile spades default
//! valgrind --tool=callgrind target/release/examples/cards_profile spades blind
//! ```

use std::time::Instant;

use maxn::{Game, Limits, MaxN, Searcher};
use maxn_games::cards::{Hearts, Spades, TakenPoints, TricksTaken};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let clock = Instant::now();
    let nodes = match args.as_slice() {
        ["spades", "default"] => nodes(&Spades::<17>::random(3), 10),
        ["spades", "blind"] => nodes(&Spades::<17, TricksTaken>::random(3), 10),
        ["hearts", "default"] => nodes(&Hearts::<3>::random(3), 9),
        ["hearts", "blind"] => nodes(&Hearts::<3, TakenPoints>::random(3), 9),
        _ => {
            eprintln!("usage: cards_profile spades|hearts default|blind");
            std::process::exit(2);
        }
    };
    let elapsed = clock.elapsed();
    println!(
        "{nodes} nodes in {elapsed:.2?}: {:.1} million nodes/s",
        nodes as f64 / elapsed.as_secs_f64() / 1e6
    );
}

/// The nodes plain max^n visits from `game` to `depth`.
fn nodes<G: Game<N>, const N: usize>(game: &G, depth: u32) -> u64 {
    MaxN.search(game, Limits::depth(depth)).stats.nodes
}
