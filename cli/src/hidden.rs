//! `maxn play` and `maxn experiment versus` for the full games played with hidden hands
//! (hearts-full, spades-full), over the lab's [`maxn_lab::arena`] and [`maxn_lab::hidden`].

use std::io::Write;
use std::time::Instant;

use maxn_games::cards::SEATS;
use maxn_lab::arena::{FullError, FullVersusReport, play_full, versus_full};
use maxn_lab::catalogue::GameName;
use maxn_lab::hidden::HandRecord;
use serde::Serialize;

use crate::error::CliError;
use crate::experiment::versus::VersusArgs;
use crate::play::PlayArgs;
use crate::progress::progress_bar;

/// Matches played when `--games` is not given: a few minutes on two cores.
const DEFAULT_MATCHES: usize = 2;

/// The usage error for what the lab refused, naming the flag at fault.
fn full_error(error: FullError) -> CliError {
    let flag = match &error {
        FullError::Agents(_) | FullError::Unsupported { .. } => "--agents",
        FullError::Catalogue(error) => return crate::games::catalogue_error(error.clone()),
        FullError::DealNotAllowed => "--deal",
        FullError::NoMatches => "--games",
        FullError::ZeroTarget => "--target",
        FullError::Rules(_) => return CliError::Output(error.to_string()),
    };
    CliError::Usage(format!("{flag}: {error}"))
}

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

/// `maxn experiment versus --game hearts-full|spades-full`: matches with every agent in every
/// seat.
pub fn versus(args: &VersusArgs, game: GameName) -> Result<(), CliError> {
    if args.deals.is_some() {
        return Err(CliError::Usage(format!(
            "--deals: {game} plays whole matches; give --games"
        )));
    }
    if args.records.is_some() {
        return Err(CliError::Usage(format!(
            "--records: {game} does not write records; `maxn play --game {game} --json` writes a match"
        )));
    }
    let matches = args.games.map_or(DEFAULT_MATCHES, |g| g as usize);
    let options = args.agents.full_options(game, None)?;
    let outputs = args.output.open::<FullVersusReport>()?;
    let started = Instant::now();
    let bar = progress_bar(0, "versus");
    let report = versus_full(&options, matches, &|progress| {
        bar.set_length(progress.total as u64);
        bar.set_position(progress.done as u64);
    })
    .map_err(full_error)?;
    bar.finish_and_clear();
    eprintln!(
        "maxn: {} matches in {:.1} s",
        report.result.matches.len(),
        started.elapsed().as_secs_f64()
    );
    outputs.emit(&report)?;
    Ok(())
}
