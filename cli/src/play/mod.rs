//! `maxn play`: one game played move by move by agents of the registry (a full game played
//! with hidden hands: `full.rs`).

mod args;
mod full;

pub use args::PlayArgs;

use std::io::Write;

use maxn_lab::arena::play;
use maxn_lab::report::thousands;
use maxn_play::{MoveLine, PlayEvent};

use crate::agents::arena_error;
use crate::error::CliError;
use maxn_lab::catalogue::GameName;

/// Runs `maxn play`.
pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let game = args.game;
    if game.hidden_hands() {
        if args.decide {
            return Err(CliError::Usage(format!(
                "--decide: {game} is played by seats with hidden hands; give an open game"
            )));
        }
        return full::play(args, game);
    }
    let (start, flag) = match (&args.deal, &args.position, game.is_card_game()) {
        (Some(_), _, false) => {
            return Err(CliError::Usage(format!(
                "--deal: {game} starts from a position; give --position"
            )));
        }
        (_, Some(_), true) => {
            return Err(CliError::Usage(format!(
                "--position: {game} starts from a deal; give --deal"
            )));
        }
        (Some(deal), _, _) => (Some(deal.clone()), "--deal"),
        (_, Some(position), _) => (Some(position.clone()), "--position"),
        (None, None, cards) => (None, if cards { "--deal" } else { "--position" }),
    };
    let mut options = args.agents.options(game, start)?;
    if args.decide {
        options.move_cap = Some(1);
    }
    let mut out = std::io::stdout().lock();
    let mut failed = None;
    let mut moves = 0;
    let mut on_move = |line: &MoveLine| {
        moves += 1;
        let written = if args.json {
            writeln!(out, "{}", PlayEvent::Move(line.clone()).to_json_line())
        } else {
            write_move(&mut out, game, line)
        };
        if let Err(error) = written.and_then(|()| out.flush()) {
            failed.get_or_insert(error);
        }
    };
    let record = play(&options, &mut on_move).map_err(|error| arena_error(error, flag))?;
    if let Some(error) = failed {
        return Err(error.into());
    }
    if args.decide {
        if moves == 0 {
            return Err(CliError::Usage(format!(
                "--decide: the game is over at the start ({flag}); there is no decision to make"
            )));
        }
        return Ok(());
    }
    if args.json {
        writeln!(out, "{}", PlayEvent::Result(record).to_json_line())?;
        return Ok(());
    }
    writeln!(out, "{:?}; start {}", record.finish, record.start)?;
    for (seat, (agent, score)) in record.seats.iter().zip(&record.scores).enumerate() {
        let won = if record.winner == Some(seat) {
            "  (won)"
        } else {
            ""
        };
        writeln!(out, "  {} {agent:<14} {score}{won}", game.seat_name(seat))?;
    }
    Ok(())
}

/// One move as a line of text: ply, seat, agent, move, depth and nodes.
fn write_move(out: &mut impl Write, game: GameName, line: &MoveLine) -> std::io::Result<()> {
    let decision = &line.decision;
    let end = if decision.to_end { " (to the end)" } else { "" };
    writeln!(
        out,
        "{:>4}. {} {:<14} {:<8} depth {:>2}{end}, {} nodes",
        line.ply + 1,
        game.seat_name(decision.player),
        line.agent,
        line.mv,
        decision.depth,
        thousands(decision.nodes as f64)
    )
}
