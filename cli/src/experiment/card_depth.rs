//! `maxn experiment card-depth`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::card_depth`]).

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use maxn_lab::experiments::card_depth::{self, CardDepthConfig, DepthGame};
use maxn_lab::report::OutputFile;

use crate::error::CliError;
use crate::progress::progress_bar;

/// The games of the experiment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CardDepthGame {
    /// 3-player Hearts, 17 cards each.
    Hearts,
    /// 3-player Spades, 17 cards each.
    Spades,
}

/// `maxn experiment card-depth`.
#[derive(Debug, Args)]
pub struct CardDepthArgs {
    /// The game (3 players, perfect information).
    #[arg(long, value_enum)]
    pub game: CardDepthGame,
    /// Deals to play out; each move of each is searched by 3 algorithms with 2 (Spades) or 3
    /// (Hearts) evaluations.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub deals: u64,
    /// Seed of the deals.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Nodes per move, shared by the iterations of its iterative deepening (re-expansions
    /// count).
    #[arg(long, default_value_t = 500_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub node_limit: u64,
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw the average depth reached against the cards in hand, per algorithm and
    /// evaluation, as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object (the table and every move measured) instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// Runs `maxn experiment card-depth`.
pub fn run(args: &CardDepthArgs) -> Result<(), CliError> {
    let game = match args.game {
        CardDepthGame::Hearts => DepthGame::Hearts,
        CardDepthGame::Spades => DepthGame::Spades,
    };
    let config = CardDepthConfig {
        node_limit: args.node_limit,
        ..CardDepthConfig::new(game, args.deals as usize, args.seed)
    };
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let bar = progress_bar(card_depth::steps(&config) as u64, "card depth");
    let report = card_depth::run(&config, &|| bar.inc(1));
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
