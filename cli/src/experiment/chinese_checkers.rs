//! `maxn experiment chinese-checkers`: its arguments, over the lab's driver
//! ([`maxn_lab::experiments::chinese_checkers`]).

use std::num::NonZeroUsize;

use clap::Args;
use maxn::MoveOrdering;
use maxn_lab::experiments::chinese_checkers::{
    self, ChineseCheckersConfig, ChineseCheckersOutcome,
};

use crate::error::CliError;
use crate::memory::table_bytes;
use crate::output::OutputArgs;
use crate::progress::progress_bar;

/// `maxn experiment chinese-checkers`.
#[derive(Debug, Args)]
#[command(
    mut_arg("svg", |a| a.help("Also draw average nodes against depth, per algorithm, as an SVG chart"))
)]
pub struct CheckersArgs {
    /// Players: 2, 3, 4 or 6.
    #[arg(long, default_value_t = 3)]
    pub players: usize,
    /// Games to play.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub games: u64,
    /// Measure every depth from 1 to this (full turns).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=12))]
    pub depth: u32,
    /// Moves kept per node, best first (the paper's counts suggest about 10).
    #[arg(long, default_value_t = NonZeroUsize::new(10).expect("10 is not zero"))]
    pub top_k: NonZeroUsize,
    /// Keep every move at every node instead of the best K.
    #[arg(long, conflicts_with = "top_k")]
    pub all_moves: bool,
    /// Measure each algorithm under iterative deepening, each depth's search trying the
    /// previous depth's best line first, instead of separate searches in the generator's order.
    #[arg(long)]
    pub deepen: bool,
    /// Seed of the games' random openings.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Random turns that open each game (so the games differ); not measured.
    #[arg(long, default_value_t = 6)]
    pub opening_turns: usize,
    /// Turns after which an unfinished game stops.
    #[arg(long, default_value_t = 300)]
    pub max_turns: usize,
    /// The transposition table of the row "speculative+table" (speculative max^n under
    /// iterative deepening with a table and move ordering, fresh per position), in MiB; 0
    /// leaves the row out.
    #[arg(long, value_name = "MIB", default_value_t = 16)]
    pub tt_mb: usize,
    /// The move ordering of that row: game, table (the table's best move first), killers
    /// (then the ply's two killer moves) or history (then the mover's moves by history).
    #[arg(long, default_value_t = MoveOrdering::Killers)]
    pub ordering: MoveOrdering,
    /// Leave out the row "speculative, oracle order" (children ordered by their true max^n
    /// values, computed beforehand with a max^n pass per position and depth).
    #[arg(long)]
    pub no_oracle: bool,
    /// Where the report goes.
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `maxn experiment chinese-checkers`.
pub fn run(args: &CheckersArgs) -> Result<(), CliError> {
    let config = ChineseCheckersConfig {
        players: args.players,
        games: args.games as usize,
        depth: args.depth,
        top_k: (!args.all_moves).then_some(args.top_k),
        deepen: args.deepen,
        seed: args.seed,
        opening_turns: args.opening_turns,
        max_turns: args.max_turns,
        mover: 0,
        table: table_bytes(args.tt_mb)?.map(|bytes| (bytes, args.ordering)),
        oracle: !args.no_oracle,
    };
    if args.max_turns <= args.opening_turns {
        // Every measured position comes after the opening: none would be measured, and the
        // table would average over nothing.
        return Err(CliError::Usage(format!(
            "--max-turns {}: the games would stop before the first measured turn, which comes \
             after the {} opening turns (--opening-turns); use a --max-turns above {}",
            args.max_turns, args.opening_turns, args.opening_turns
        )));
    }
    let algorithms = chinese_checkers::algorithms();
    let usage = |e: chinese_checkers::ExperimentError| match e {
        chinese_checkers::ExperimentError::Players(_) => {
            CliError::Usage(format!("--players {}: {e}", args.players))
        }
        _ => CliError::Usage(e.to_string()),
    };
    // Checked before any file is created or game played.
    config.validate(&algorithms).map_err(usage)?;
    let outputs = args.output.open::<ChineseCheckersOutcome>()?;
    let bar = progress_bar(config.steps(), "chinese checkers");
    let outcome = chinese_checkers::run(config, &algorithms, &|| bar.inc(1)).map_err(usage)?;
    bar.finish_and_clear();
    outputs.emit(&outcome)?;
    Ok(())
}
