//! `maxn play` for the full games played with hidden hands (hearts-full, spades-full): one
//! match, hand by hand, over the lab's [`play_full`].

use std::io::Write;

use maxn_games::cards::SEATS;
use maxn_lab::arena::play_full;
use maxn_lab::catalogue::GameName;
use maxn_lab::hidden::HandRecord;
use serde::Serialize;

use super::args::PlayArgs;
use crate::agents::full_error;
use crate::error::CliError;

/// One line of `play --json`.
#[derive(Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
enum Line<'a> {
    /// A hand played.
    Hand(&'a HandRecord),
    /// The match's end.
    Result {
        seats: &'a [String],
        totals: &'a [i32],
        winners: &'a [usize],
        hands: usize,
    },
}

/// `maxn play --game hearts-full|spades-full`: one match, hand by hand.
pub fn play(args: &PlayArgs, game: GameName) -> Result<(), CliError> {
    if args.position.is_some() {
        return Err(CliError::Usage(format!(
            "--position: {game} starts from a deal; give --deal"
        )));
    }
    let options = args.agents.full_options(game, args.deal.clone())?;
    let mut out = std::io::stdout().lock();
    let mut failed = None;
    let mut on_hand = |hand: &HandRecord| {
        let written = if args.json {
            serde_json::to_string(&Line::Hand(hand))
                .map_err(std::io::Error::other)
                .and_then(|line| writeln!(out, "{line}"))
        } else {
            write_hand(&mut out, hand)
        };
        if let Err(error) = written.and_then(|()| out.flush()) {
            failed.get_or_insert(error);
        }
    };
    let record = play_full(&options, &mut on_hand).map_err(full_error)?;
    if let Some(error) = failed {
        return Err(error.into());
    }
    if args.json {
        let line = Line::Result {
            seats: &record.seats,
            totals: &record.totals,
            winners: &record.winners,
            hands: record.hands.len(),
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&line).map_err(std::io::Error::other)?
        )?;
        return Ok(());
    }
    writeln!(out, "Over after {} hands.", record.hands.len())?;
    for (seat, (agent, total)) in record.seats.iter().zip(&record.totals).enumerate() {
        let won = if record.winners.contains(&seat) {
            "  (won)"
        } else {
            ""
        };
        writeln!(out, "  {} {agent:<20} {total:>4}{won}", SEATS[seat])?;
    }
    Ok(())
}

/// One hand as text: the pass or the bids, what was taken and scored, the totals.
fn write_hand(out: &mut impl Write, hand: &HandRecord) -> std::io::Result<()> {
    let number = hand.number + 1;
    match &hand.direction {
        Some(direction) => writeln!(out, "hand {number} (pass {direction}): {}", hand.deal)?,
        None => writeln!(out, "hand {number}: {}", hand.deal)?,
    }
    if !hand.bids.is_empty() {
        let bids: Vec<String> = hand
            .bids
            .iter()
            .enumerate()
            .map(|(seat, &bid)| match bid {
                0 => format!("{} nil", SEATS[seat]),
                bid => format!("{} {bid}", SEATS[seat]),
            })
            .collect();
        writeln!(out, "  bids:   {}", bids.join(", "))?;
    }
    if !hand.passes.is_empty() {
        let passes: Vec<String> = hand
            .passes
            .iter()
            .enumerate()
            .map(|(seat, cards)| format!("{} {cards}", SEATS[seat]))
            .collect();
        writeln!(out, "  passed: {}", passes.join(", "))?;
    }
    let seats = |values: &[String]| -> String {
        values
            .iter()
            .enumerate()
            .map(|(seat, value)| format!("{} {value:>3}", SEATS[seat]))
            .collect::<Vec<_>>()
            .join("  ")
    };
    let taken: Vec<String> = hand.taken.iter().map(u8::to_string).collect();
    let scored: Vec<String> = hand.scored.iter().map(i32::to_string).collect();
    let totals: Vec<String> = hand.totals.iter().map(i32::to_string).collect();
    writeln!(out, "  taken:  {}", seats(&taken))?;
    writeln!(out, "  scored: {}", seats(&scored))?;
    writeln!(out, "  totals: {}", seats(&totals))
}
