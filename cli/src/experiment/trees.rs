//! `maxn experiment trees`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::trees`]).

use std::path::PathBuf;

use clap::Args;
use maxn_lab::experiments::trees::{self, Shape, TreesConfig};
use maxn_lab::report::OutputFile;

use crate::args::ScoresArg;
use crate::error::CliError;
use crate::progress::progress_bar;

/// `maxn experiment trees`.
#[derive(Debug, Args)]
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
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw average nodes against player count, per algorithm, as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
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
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let bar = progress_bar(config.steps(), "trees");
    let outcome =
        trees::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();

    let mut out = std::io::stdout().lock();
    if args.json {
        outcome.write_json(&mut out)?;
    } else {
        outcome.write_text(&mut out)?;
    }
    if let Some(file) = csv {
        outcome.write_csv(file)?;
    }
    if let Some(file) = svg {
        outcome.write_svg(file)?;
    }
    Ok(())
}
