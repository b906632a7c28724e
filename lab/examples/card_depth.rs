//! Prints the card-depth table: `cargo run --release -p maxn-lab --example card_depth --
//! hearts|spades [deals] [seed] [node-limit]`.

use std::io::Write;

use maxn_lab::experiments::card_depth::{CardDepthConfig, DepthGame, run};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = match args.first().map(String::as_str) {
        Some("spades") => DepthGame::Spades,
        _ => DepthGame::Hearts,
    };
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let mut config = CardDepthConfig::new(game, number(1, 4) as usize, number(2, 1));
    config.node_limit = number(3, 500_000);
    config.evaluation_order = number(4, 1) == 1;
    if number(5, 0) == 1 {
        // Only the constant-sum default.
        config.evaluations = &game.evaluations()[game.evaluations().len() - 1..];
    }
    let started = std::time::Instant::now();
    let report = run(&config, &|done, total| {
        eprint!("\r{done}/{total}");
        let _ = std::io::stderr().flush();
    });
    eprintln!("\r{:.1} s", started.elapsed().as_secs_f64());
    print!("{report}");
}
