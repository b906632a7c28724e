//! A fixed workload for profilers: plain max^n on seed 3's Spades deal to depth 10 and 3-player
//! Hearts deal to depth 9 (the positions of `cargo bench --bench cards -- evaluation`), with the
//! default (constant-sum) cut-off evaluation or the blind one. Plain max^n visits the same nodes
//! under both, so the difference in instructions per node is what the evaluation costs.
//!
//! ```text
//! cargo build --release -p maxn-games --example cards_profile
//! valgrind --tool=callgrind target/release/examples/cards_profile spades default
//! valgrind --tool=callgrind target/release/examples/cards_profile spades blind
//! target/release/examples/cards_profile spades default 20   # 20 searches, for a timing
//! ```

use std::time::Instant;

use maxn::{Game, Limits, MaxN, Searcher};
use maxn_games::cards::{Hearts, Spades, TakenPoints, TricksTaken};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (args, repeats) = match args.as_slice() {
        [game, evaluation, repeats] => match repeats.parse::<u32>() {
            Ok(repeats) if repeats > 0 => (vec![*game, *evaluation], repeats),
            _ => usage(),
        },
        _ => (args, 1),
    };
    let clock = Instant::now();
    let nodes: u64 = (0..repeats)
        .map(|_| match args.as_slice() {
            ["spades", "default"] => nodes(&Spades::<17>::random(3), 10),
            ["spades", "blind"] => nodes(&Spades::<17, TricksTaken>::random(3), 10),
            ["hearts", "default"] => nodes(&Hearts::<3>::random(3), 9),
            ["hearts", "blind"] => nodes(&Hearts::<3, TakenPoints>::random(3), 9),
            _ => usage(),
        })
        .sum();
    let elapsed = clock.elapsed();
    println!(
        "{nodes} nodes in {elapsed:.2?}: {:.1} million nodes/s",
        nodes as f64 / elapsed.as_secs_f64() / 1e6
    );
}

/// Says how to call the program, and exits with the usage error's code.
fn usage() -> ! {
    eprintln!("usage: cards_profile spades|hearts default|blind [REPEATS]");
    std::process::exit(2);
}

/// The nodes plain max^n visits from `game` to `depth`.
fn nodes<G: Game<N>, const N: usize>(game: &G, depth: u32) -> u64 {
    MaxN.search(game, Limits::depth(depth)).stats.nodes
}
