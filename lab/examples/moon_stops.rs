//! Stopping the moon (docs/results/hidden-hands.md, "Stopping the moon"): positions of
//! 4-seat Hearts where one seat is on course to shoot, played out by a shooter and three
//! defenders; how often each set of defenders stops the moon, on the same positions; then
//! what the rule card's watching costs in deals nobody plays for the moon.
//!
//! `cargo run --release -p maxn-lab --example moon_stops -- [--positions 60] [--seed 1]
//! [--samples 80] [--node-limit 2500] [--shooter cheat-speculative-blind]
//! [--defenders rules-blind,rules,pimc-speculative-blind,pimc-speculative]`
//!
//! Agents: `rules`, `pimc-speculative`, `cheat-speculative` (the catalogue's, watching for a
//! shooter) and each with `-blind` (as before: the rule card never watching, PIMC's playouts
//! by it). Bad input exits 2.
use std::process::ExitCode;
use std::time::Instant;

use maxn_lab::experiments::moon::{
    MoonAgent, MoonSettings, Played, count_stops, moon_positions, watch_cost,
};

/// What the command line asked for.
struct Options {
    positions: usize,
    seed: u64,
    settings: MoonSettings,
    shooter: MoonAgent,
    defenders: Vec<MoonAgent>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        positions: 60,
        seed: 1,
        settings: MoonSettings {
            samples: 80,
            node_limit: 2500,
            seed: 0,
        },
        shooter: MoonAgent::Cheat { watch: false },
        defenders: [
            "rules-blind",
            "rules",
            "pimc-speculative-blind",
            "pimc-speculative",
        ]
        .map(|name| name.parse().expect("a known agent"))
        .to_vec(),
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |what: &str| -> Result<u64, String> {
            match value.parse::<u64>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!(
                    "{what} must be a positive whole number, not `{value}`"
                )),
            }
        };
        match flag.as_str() {
            "--positions" => options.positions = number("--positions")? as usize,
            "--seed" => {
                options.seed = value
                    .parse()
                    .map_err(|_| format!("--seed must be a whole number, not `{value}`"))?;
            }
            "--samples" => options.settings.samples = number("--samples")? as usize,
            "--node-limit" => options.settings.node_limit = number("--node-limit")?,
            "--shooter" => options.shooter = value.parse().map_err(|e| format!("{e}"))?,
            "--defenders" => {
                options.defenders = value
                    .split(',')
                    .map(|name| name.trim().parse().map_err(|e| format!("{e}")))
                    .collect::<Result<_, _>>()?;
            }
            _ => return Err(format!("unknown option `{flag}`")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("moon_stops: {message}");
            return ExitCode::from(2);
        }
    };
    let positions = moon_positions(options.seed, options.positions);
    let tricks: usize = positions.iter().map(|p| p.cards.len() / 4).sum();
    println!(
        "{} positions (seed {}), on course after {:.1} tricks on average; shooter {}; \
         PIMC {} x {} nodes, the all-seeing agent {} nodes a decision.\n",
        positions.len(),
        options.seed,
        tricks as f64 / positions.len() as f64,
        options.shooter,
        options.settings.samples,
        options.settings.node_limit,
        options.settings.samples as u64 * options.settings.node_limit,
    );
    println!(
        "{:<24} {:>6} {:>8} {:>10} {:>14} {:>10}",
        "defenders", "moons", "stopped", "stop rate", "shooter pts", "wall s"
    );
    for &defenders in &options.defenders {
        let start = Instant::now();
        let played = count_stops(&positions, options.shooter, defenders, options.settings);
        let moons = played.iter().filter(|p| p.moon()).count();
        let shooter_points: f64 = played
            .iter()
            .map(|p: &Played| f64::from(p.taken[p.shooter]))
            .sum::<f64>()
            / played.len() as f64;
        println!(
            "{:<24} {:>6} {:>8} {:>9.1}% {:>14.2} {:>10.1}",
            defenders.to_string(),
            moons,
            played.len() - moons,
            100.0 * (played.len() - moons) as f64 / played.len() as f64,
            shooter_points,
            start.elapsed().as_secs_f64(),
        );
    }
    let start = Instant::now();
    let cost = watch_cost(options.seed, 4 * options.positions);
    let (low, high) = cost.interval().unwrap_or((cost.mean, cost.mean));
    println!(
        "\nWatching where nobody plays for the moon (the rule card in one seat, blind in the \
         others, {} deals): {:+.3} points a hand (95% {low:+.3} to {high:+.3}), {:.1} s.",
        4 * options.positions,
        cost.mean,
        start.elapsed().as_secs_f64(),
    );
    ExitCode::SUCCESS
}
