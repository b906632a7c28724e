//! `maxn experiment best-case`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::best_case`]).

use std::path::PathBuf;

use clap::Args;
use maxn_lab::experiments::best_case::{self, BestCaseConfig};
use maxn_lab::report::OutputFile;

use crate::error::CliError;
use crate::progress::progress_bar;

/// `maxn experiment best-case`.
#[derive(Debug, Args)]
pub struct BestCaseArgs {
    /// Player counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [3u8, 4],
          value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: Vec<u8>,
    /// Branching factors, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [2u8, 3, 4, 5],
          value_parser = clap::value_parser!(u8).range(2..=64))]
    pub branching: Vec<u8>,
    /// The deepest trees (every depth from 1 is measured).
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=12))]
    pub depth: u32,
    /// Skip trees with more than this many leaves (b^d).
    #[arg(long, default_value_t = 2_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub max_tree_leaves: u64,
    /// Also write every measurement as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw uniform-tree leaves against depth as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the tables.
    #[arg(long)]
    pub json: bool,
}

/// Runs `maxn experiment best-case`.
pub fn run(args: &BestCaseArgs) -> Result<(), CliError> {
    let config = BestCaseConfig {
        players: args.players.clone(),
        branching: args.branching.clone(),
        depth: args.depth,
        max_tree_leaves: args.max_tree_leaves,
    };
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let bar = progress_bar(config.steps() as u64, "best case");
    let report =
        best_case::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();

    let mut out = std::io::stdout().lock();
    if args.json {
        report.write_json(&mut out)?;
    } else {
        report.write_text(&mut out)?;
    }
    if let Some(file) = csv {
        report.write_csv(file)?;
    }
    if let Some(file) = svg {
        report.write_svg(file)?;
    }
    Ok(())
}
