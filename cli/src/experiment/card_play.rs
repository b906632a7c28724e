//! `maxn experiment card-play`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::card_play`]).

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use maxn_lab::experiments::card_play::{
    self, CardPlayConfig, CardPlayPiece, CardPlayReport, Pairing,
};

use super::card_depth::depth_game;
use crate::args::game_parser;
use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;
use maxn_lab::catalogue::GameName;
use maxn_lab::experiments::card_depth::DepthGame;

/// `maxn experiment card-play`.
#[derive(Debug, Args)]
#[command(
    mut_arg("csv", |a| a.help("Also write one row per pairing as CSV to this file")),
    mut_arg("svg", |a| a.help("Also draw each pairing's paired difference with its 95% interval as an SVG chart")),
    mut_arg("json", |a| a.help("Print one JSON object (the table and every deal) instead of the table"))
)]
pub struct CardPlayArgs {
    /// The game (3 players, perfect information).
    #[arg(long, value_parser = game_parser(&DepthGame::GAMES), required_unless_present = "combine")]
    pub game: Option<GameName>,
    /// Deals; each is played 6 times (every seating) by each of the 3 pairings.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub deals: u64,
    /// Seed of the deals (the deals of `card-depth` for the same seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The index of the first deal: `--first-deal 20 --deals 20` plays deals 20 to 39 of the
    /// seed, each exactly as a run of `--deals 40` plays it.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pub first_deal: u64,
    /// Nodes per move, shared by the iterations of its iterative deepening (re-expansions
    /// count).
    #[arg(long, default_value_t = 500_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub node_limit: u64,
    /// The pairings, comma-separated, each `first-second` of maxn, speculative and paranoid-zw
    /// (zero-window paranoid).
    #[arg(long, value_delimiter = ',', value_parser = parse_pairing,
          default_value = "maxn-paranoid-zw,speculative-paranoid-zw,speculative-maxn")]
    pub pairings: Vec<Pairing>,
    /// Keep the game's move order (the previous iteration's line still first) instead of
    /// ordering every node's moves by their child's evaluation.
    #[arg(long)]
    pub game_order: bool,
    /// Play nothing: combine the `--json` reports of runs played in pieces (`--first-deal`)
    /// into the report of the whole run, from their deals (same game, seed, node limit, order
    /// and pairings; deals following on from piece to piece, in any order of the files).
    #[arg(long, value_name = "FILE", num_args = 1..,
          conflicts_with_all = ["game", "deals", "seed", "first_deal", "node_limit", "pairings", "game_order"])]
    pub combine: Vec<PathBuf>,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Plays the run the arguments describe.
fn play(args: &CardPlayArgs) -> Result<CardPlayReport, CliError> {
    // clap asks for --game whenever --combine is not given.
    let game = args
        .game
        .ok_or_else(|| CliError::Usage("--game: required to play a run".into()))?;
    let config = CardPlayConfig {
        node_limit: args.node_limit,
        evaluation_order: !args.game_order,
        pairings: args.pairings.clone(),
        first_deal: args.first_deal as usize,
        ..CardPlayConfig::new(depth_game(game), args.deals as usize, args.seed)
    };
    let started = Instant::now();
    let bar = progress_bar(card_play::steps(&config) as u64, "card play");
    let report = card_play::run(&config, &|| bar.inc(1));
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} games in {:.1} s",
        card_play::steps(&config),
        started.elapsed().as_secs_f64()
    );
    Ok(report)
}

/// Reads the pieces' reports from `files` and combines them.
fn combine(files: &[PathBuf]) -> Result<CardPlayReport, CliError> {
    let pieces = files
        .iter()
        .map(|file| {
            let usage =
                |what: String| CliError::Usage(format!("--combine {}: {what}", file.display()));
            let text = std::fs::read_to_string(file).map_err(|e| usage(e.to_string()))?;
            CardPlayPiece::from_json(&text)
                .map_err(|e| usage(format!("not a card-play --json report: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    card_play::combine(pieces).map_err(|e| CliError::Usage(format!("--combine: {e}")))
}

fn parse_pairing(name: &str) -> Result<Pairing, String> {
    Pairing::from_name(name).ok_or_else(|| {
        format!("no pairing `{name}`: give first-second of maxn, speculative and paranoid-zw")
    })
}

/// Runs `maxn experiment card-play`.
pub fn run(args: &CardPlayArgs) -> Result<(), CliError> {
    let outputs = args.output.open::<CardPlayReport>()?;
    let report = if args.combine.is_empty() {
        play(args)?
    } else {
        combine(&args.combine)?
    };
    outputs.emit(&report)?;
    Ok(())
}
