//! `maxn experiment sergeant-major`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::sergeant_major`]).

use clap::Args;
use maxn::MoveOrdering;
use maxn_lab::experiments::sergeant_major::{
    self, PAPER_TRICKS, SergeantMajorConfig, SergeantMajorOutcome,
};
use maxn_lab::registry::Algorithm;

use crate::error::CliError;
use crate::memory::table_bytes;
use crate::output::OutputArgs;
use crate::progress::progress_bar;

/// `maxn experiment sergeant-major`.
#[derive(Debug, Args)]
#[command(
    mut_arg("svg", |a| a.help("Also draw the average nodes per algorithm (ours and the paper's) as an SVG chart"))
)]
pub struct SergeantMajorArgs {
    /// Random deals to search.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..))]
    pub deals: u64,
    /// Tricks searched from the start of each deal (the paper: 5, trees of height 15).
    #[arg(long, default_value_t = PAPER_TRICKS as u64, value_parser = clap::value_parser!(u64).range(1..=16))]
    pub tricks: u64,
    /// Seed of the deals.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The transposition table of the row "abbnb+table" (alpha-beta branch-and-bound with a
    /// table, fresh per deal), in MiB; 0 leaves the row out.
    #[arg(long, value_name = "MIB", default_value_t = 16)]
    pub tt_mb: usize,
    /// The move ordering of that row: game, table, killers or history (one search per deal,
    /// so only what the search itself stored could order it: the table saves by its values).
    #[arg(long, default_value_t = MoveOrdering::Killers)]
    pub ordering: MoveOrdering,
    /// Search only this algorithm (and the table's row), for deals too deep for the others,
    /// such as `--tricks 8 --only abbnb`.
    #[arg(long, value_name = "ALGORITHM")]
    pub only: Option<Algorithm>,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `maxn experiment sergeant-major`.
pub fn run(args: &SergeantMajorArgs) -> Result<(), CliError> {
    let config = SergeantMajorConfig {
        deals: args.deals,
        tricks: args.tricks,
        seed: args.seed,
        table: table_bytes(args.tt_mb)?.map(|bytes| (bytes, args.ordering)),
        only: args.only,
    };
    let outputs = args.output.open::<SergeantMajorOutcome>()?;
    let bar = progress_bar(config.steps(), "sergeant major");
    let outcome =
        sergeant_major::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    outputs.emit(&outcome)?;
    Ok(())
}
