//! `maxn experiment trees`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::trees`]).

use clap::Args;
use maxn_lab::experiments::trees::{self, Shape, TreesConfig, TreesOutcome};

use crate::args::ScoresArg;
use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;

/// `maxn experiment trees`.
#[derive(Debug, Args)]
#[command(
    mut_arg("svg", |a| a.help("Also draw average nodes against player count, per algorithm, as an SVG chart"))
)]
pub struct TreesArgs {
    /// Player counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [3u8, 4, 6],
          value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: Vec<u8>,
    /// Children of every interior node.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=64))]
    pub branching: u8,
    /// Depth of the leaves.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    /// Trees per player count (seeds `seed`, `seed + 1`, ...).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
    pub seeds: u64,
    /// The first seed.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Score type: integers summing to 720720, or floats summing to 1.
    #[arg(long, value_enum, default_value_t = ScoresArg::Int)]
    pub scores: ScoresArg,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `maxn experiment trees`.
pub fn run(args: &TreesArgs) -> Result<(), CliError> {
    let config = TreesConfig {
        players: args.players.clone(),
        shape: Shape {
            branching: args.branching,
            depth: args.depth,
            seeds: args.seeds,
            seed: args.seed,
        },
        scores: args.scores.into(),
    };
    let outputs = args.output.open::<TreesOutcome>()?;
    let bar = progress_bar(config.steps(), "trees");
    let outcome =
        trees::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    outputs.emit(&outcome)?;
    Ok(())
}
