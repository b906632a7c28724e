//! `maxn experiment sergeant-major`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::sergeant_major`]).

use std::path::PathBuf;

use clap::Args;
use maxn::MoveOrdering;
use maxn_lab::experiments::sergeant_major::{self, PAPER_TRICKS, SergeantMajorConfig};
use maxn_lab::registry::Algorithm;
use maxn_lab::report::OutputFile;

use crate::error::CliError;
use crate::memory::table_bytes;
use crate::progress::progress_bar;

/// `maxn experiment sergeant-major`.
#[derive(Debug, Args)]
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
    /// The move ordering of that row: game, table or killers (one search per deal, so only
    /// what the search itself stored could order it: the table saves by its values).
    #[arg(long, default_value_t = MoveOrdering::Killers)]
    pub ordering: MoveOrdering,
    /// Search only this algorithm (and the table's row), for deals too deep for the others,
    /// such as `--tricks 8 --only abbnb`.
    #[arg(long, value_name = "ALGORITHM")]
    pub only: Option<Algorithm>,
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw the average nodes per algorithm (ours and the paper's) as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
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
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let bar = progress_bar(config.steps(), "sergeant major");
    let outcome =
        sergeant_major::run(&config, &|| bar.inc(1)).map_err(|e| CliError::Usage(e.to_string()))?;
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
