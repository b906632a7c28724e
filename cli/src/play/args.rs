//! The arguments of `maxn play`.

use clap::Args;
use maxn_lab::catalogue::GameName;

use crate::agents::AgentArgs;
use crate::args::game_parser;

/// `maxn play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game.
    #[arg(long, value_parser = game_parser(&GameName::ALL))]
    pub game: GameName,
    /// The agents and their budget.
    #[command(flatten)]
    pub agents: AgentArgs,
    /// The deal, in PBN (card games; default: a random deal from --seed). In a full game,
    /// the first hand's deal before the pass.
    #[arg(long, conflicts_with = "position")]
    pub deal: Option<String>,
    /// The start position, in the notation (Chinese Checkers; default: the start after one
    /// random move per player, from --seed).
    #[arg(long)]
    pub position: Option<String>,
    /// Print JSON lines: one object per move, then the game's record.
    #[arg(long)]
    pub json: bool,
    /// Ask the agent seated to move for one decision and print it alone (with --json, its
    /// move line: the move in the game's notation and the decision record), no game record:
    /// what a referee outside maxn needs, for any agent (mcts included).
    #[arg(long, conflicts_with = "move_cap")]
    pub decide: bool,
}
