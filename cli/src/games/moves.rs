//! `maxn moves`: a position's legal moves in the game's notation, in generation order (the
//! order `search`'s `best_move` index counts in), for a referee outside maxn.

use std::io::Write;

use clap::Args;
use maxn::MoveBuffer;
use maxn_lab::catalogue::{CatalogueError, GameOptions, OpenGame};
use maxn_lab::dispatch::GameJob;
use serde_json::json;

use super::args::PositionArgs;
use super::search::run_on;
use crate::error::CliError;

/// `maxn moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The position.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print one JSON object (`{"game", "players", "position", "to_move", "over", "moves"}`)
    /// instead of one move per line.
    #[arg(long)]
    pub json: bool,
}

/// What `maxn moves` found.
struct Listed {
    players: usize,
    position: Option<String>,
    to_move: usize,
    over: bool,
    moves: Vec<String>,
}

/// Lists the moves of the typed game.
struct List;

impl GameJob for List {
    type Output = Listed;

    fn open<G: OpenGame<N>, const N: usize>(self, game: G) -> Result<Listed, CatalogueError> {
        let over = game.outcome().is_some();
        let mut moves = G::Moves::default();
        if !over {
            game.generate_moves(&mut moves);
        }
        Ok(Listed {
            players: N,
            position: game.position_text(),
            to_move: game.to_move(),
            over,
            moves: moves.as_slice().iter().map(ToString::to_string).collect(),
        })
    }
}

/// Runs `maxn moves`: the moves of a finished game are none.
pub fn run(args: &MovesArgs) -> Result<(), CliError> {
    let listed = run_on(&args.position, GameOptions::default(), List)?;
    let mut out = std::io::stdout().lock();
    if args.json {
        let value = json!({
            "game": args.position.game.name(),
            "players": listed.players,
            "position": listed.position,
            "to_move": listed.to_move,
            "over": listed.over,
            "moves": listed.moves,
        });
        serde_json::to_writer(&mut out, &value).map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        for mv in &listed.moves {
            writeln!(out, "{mv}")?;
        }
    }
    Ok(())
}
