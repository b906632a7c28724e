//! `maxn experiment card-depth`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::card_depth`]).

use clap::Args;
use maxn::MoveOrdering;
use maxn_lab::experiments::card_depth::{
    self, CardDepthConfig, CardDepthReport, CardEvaluation, DepthGame, MemoryHelp,
};

use crate::args::game_parser;
use crate::error::CliError;
use crate::output::OutputArgs;
use crate::progress::progress_bar;
use maxn_lab::catalogue::GameName;

/// `maxn experiment card-depth`.
#[derive(Debug, Args)]
#[command(
    mut_arg("svg", |a| a.help("Also draw the average depth reached against the cards in hand, per algorithm and evaluation, as an SVG chart")),
    mut_arg("json", |a| a.help("Print one JSON object (the table and every move measured) instead of the table"))
)]
pub struct CardDepthArgs {
    /// The game (3 players, perfect information).
    #[arg(long, value_parser = game_parser(&DepthGame::GAMES))]
    pub game: GameName,
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
    /// Only the game's default, constant-sum evaluation (likely-taker in Hearts,
    /// tricks-estimated in Spades), not the blind ones beside it.
    #[arg(long)]
    pub default_evaluation: bool,
    /// Also measure every algorithm (max^n included) with the same help: a transposition
    /// table of this many MiB and --ordering, one per hand kept from move to move; the table
    /// then shows each algorithm without and with it (0: no help, the table as before).
    #[arg(long, value_name = "MIB", default_value_t = 0)]
    pub tt_mb: usize,
    /// The move ordering of the help: game, table (the table's best move first), killers
    /// (then the two killer moves of the ply) or history (then the mover's moves by their
    /// history).
    #[arg(long, value_name = "ORDER", default_value_t = MoveOrdering::Killers)]
    pub ordering: MoveOrdering,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The experiment's game for `--game`, which parses only [`DepthGame::GAMES`].
pub fn depth_game(game: GameName) -> DepthGame {
    DepthGame::of(game).expect("--game parses only the experiment's games")
}

/// Runs `maxn experiment card-depth`.
pub fn run(args: &CardDepthArgs) -> Result<(), CliError> {
    let game = depth_game(args.game);
    let memory = (args.tt_mb > 0).then_some(MemoryHelp {
        table_mib: args.tt_mb,
        ordering: args.ordering,
    });
    let mut config = CardDepthConfig {
        node_limit: args.node_limit,
        memory,
        ..CardDepthConfig::new(game, args.deals as usize, args.seed)
    };
    if args.default_evaluation {
        config.evaluations = match game {
            DepthGame::Hearts => CardEvaluation::LikelyTaker.only(),
            DepthGame::Spades => CardEvaluation::TricksEstimated.only(),
        };
    }
    config
        .check()
        .map_err(|e| CliError::Usage(format!("--tt-mb {}: {e}", args.tt_mb)))?;
    let outputs = args.output.open::<CardDepthReport>()?;
    let bar = progress_bar(card_depth::steps(&config) as u64, "card depth");
    let report = card_depth::run(&config, &|| bar.inc(1));
    bar.finish_and_clear();
    outputs.emit(&report)?;
    Ok(())
}
