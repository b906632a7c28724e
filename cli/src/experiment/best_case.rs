//! `maxn experiment best-case`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::best_case`]).

use clap::Args;
use maxn_lab::experiments::best_case::{self, BestCaseConfig, BestCaseReport};

use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;

/// `maxn experiment best-case`.
#[derive(Debug, Args)]
#[command(
    mut_arg("csv", |a| a.help("Also write every measurement as CSV to this file")),
    mut_arg("svg", |a| a.help("Also draw uniform-tree leaves against depth as an SVG chart")),
    mut_arg("json", |a| a.help("Print one JSON object instead of the tables"))
)]
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
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `maxn experiment best-case`.
pub fn run(args: &BestCaseArgs) -> Result<(), CliError> {
    let config = BestCaseConfig {
        players: args.players.clone(),
        branching: args.branching.clone(),
        depth: args.depth,
        max_tree_leaves: args.max_tree_leaves,
    };
    let outputs = args.output.open::<BestCaseReport>()?;
    let bar = progress_bar(config.steps() as u64, "best case");
    let report =
        best_case::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    outputs.emit(&report)?;
    Ok(())
}
