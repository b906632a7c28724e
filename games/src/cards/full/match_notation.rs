//! The record of a whole match: a header block (`[Target]`, and `[Floor]` in Spades) and one
//! block per hand, in the hand record's form, blocks separated by blank lines; read by
//! replaying every hand through the match, so the rotation of passes and dealers is checked.

use super::super::card::Card;
use super::super::deal::{Deal, SEATS};
use super::error::RulesError;
use super::events::Event;
use super::hearts_hand::HeartsHand;
use super::hearts_match::HeartsMatch;
use super::hearts_play::HeartsPlay;
use super::notation::{RecordError, Tags, error_at};
use super::passing::PassDirection;
use super::spades_hand::SpadesHand;
use super::spades_match::SpadesMatch;
use super::spades_play::SpadesPlay;

/// The blocks of `text` (runs of lines that are not blank) with the line each starts on.
fn blocks(text: &str) -> Vec<(usize, String)> {
    let mut blocks: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            open = false;
            continue;
        }
        match blocks.last_mut() {
            Some((_, block)) if open => {
                block.push('\n');
                block.push_str(line);
            }
            _ => blocks.push((index + 1, line.to_owned())),
        }
        open = true;
    }
    blocks
}

/// `error`, found in a block starting on line `start`, with its line counted in the whole
/// text.
fn shifted(error: RecordError, start: usize) -> RecordError {
    let line = if error.line == 0 {
        start
    } else {
        error.line + start - 1
    };
    RecordError { line, ..error }
}

/// Reads an integer tag of the header.
fn header_number(tags: &Tags, name: &str, start: usize) -> Result<Option<i64>, RecordError> {
    let Some((value, line)) = tags.get(name) else {
        return Ok(None);
    };
    value.trim().parse::<i64>().map(Some).map_err(|_| {
        error_at(
            line + start - 1,
            name,
            None,
            format!("`{value}` is not a number"),
        )
    })
}

/// The cards played in a hand's log, in order.
fn plays(events: &[Event]) -> impl Iterator<Item = Card> + '_ {
    events.iter().filter_map(|event| match *event {
        Event::Played { card, .. } => Some(card),
        _ => None,
    })
}

impl<const N: usize> HeartsMatch<N> {
    /// Reads a match from its record: an optional header block with `[Target "100"]`, then
    /// one block per hand as [`HeartsHand::from_pbn`] reads it. Each hand must pass the way
    /// the rotation says; the last hand may be in progress.
    pub fn from_pbn(text: &str) -> Result<Self, RecordError> {
        let mut game = Self::new();
        for (start, block) in blocks(text) {
            let tags = Tags::parse(&block).map_err(|e| shifted(e, start))?;
            if tags.get("Deal").is_none() {
                if let Some(target) = header_number(&tags, "Target", start)? {
                    let target =
                        u16::try_from(target)
                            .ok()
                            .filter(|&t| t > 0)
                            .ok_or_else(|| {
                                error_at(
                                    start,
                                    "Target",
                                    None,
                                    "the target must be 1 to 65535 points",
                                )
                            })?;
                    game = Self::with_target(target);
                }
                continue;
            }
            let number = game.hand_number();
            // The rotation first: a hand passed the wrong way fails later for other reasons.
            if let Some((name, line)) = tags.get("Pass") {
                let direction = PassDirection::from_name(name);
                if direction.is_some_and(|direction| direction != game.direction()) {
                    return Err(error_at(
                        line + start - 1,
                        "Pass",
                        None,
                        format!(
                            "hand {} passes {name}; the rotation says {}",
                            number + 1,
                            game.direction()
                        ),
                    ));
                }
            }
            let hand = HeartsHand::<N>::from_pbn(&block).map_err(|e| shifted(e, start))?;
            let at = |error: RulesError| {
                error_at(start, "Deal", None, format!("hand {}: {error}", number + 1))
            };
            let dealt = std::array::from_fn(|seat| hand.dealt(seat));
            let deal = Deal::new(dealt, &HeartsPlay::<N>::VARIANT).map_err(|e| at(e.into()))?;
            game.deal(deal).map_err(at)?;
            if hand.direction() != PassDirection::Hold {
                for seat in 0..N {
                    let cards: Vec<Card> = hand.passed(seat).unwrap_or_default().iter().collect();
                    game.pass(seat, &cards).map_err(at)?;
                }
            }
            for card in plays(hand.events()) {
                game.play(card).map_err(at)?;
            }
        }
        Ok(game)
    }

    /// Writes the match's record; it reads back to this match, except in the middle of a
    /// pass (passes are written once every seat has passed).
    pub fn to_pbn(&self) -> String {
        let mut text = format!("[Target \"{}\"]\n", self.target());
        for hand in self.hands() {
            text.push('\n');
            text += &hand.to_pbn();
        }
        text
    }
}

impl<const N: usize> SpadesMatch<N> {
    /// Reads a match from its record: an optional header block with `[Target "500"]` and
    /// `[Floor "-200"]`, then one block per hand as [`SpadesHand::from_pbn`] reads it. Each
    /// hand must be dealt by the seat whose turn it is; the last hand may be in progress.
    pub fn from_pbn(text: &str) -> Result<Self, RecordError> {
        let mut game = Self::new();
        for (start, block) in blocks(text) {
            let tags = Tags::parse(&block).map_err(|e| shifted(e, start))?;
            if tags.get("Deal").is_none() {
                let target = header_number(&tags, "Target", start)?.unwrap_or(500);
                let floor = header_number(&tags, "Floor", start)?.unwrap_or(-200);
                let (Ok(target), Ok(floor)) = (i32::try_from(target), i32::try_from(floor)) else {
                    return Err(error_at(start, "Target", None, "out of range"));
                };
                if target <= 0 || floor >= 0 {
                    return Err(error_at(
                        start,
                        "Target",
                        None,
                        "the target must be above 0 and the floor below 0",
                    ));
                }
                game = Self::with_limits(target, floor);
                continue;
            }
            let number = game.hand_number();
            // The dealer first: a hand dealt by the wrong seat fails later for other reasons.
            if let Some((name, line)) = tags.get("Dealer") {
                let dealer = SEATS[..N]
                    .iter()
                    .position(|s| name.eq_ignore_ascii_case(&s.to_string()));
                if dealer.is_some_and(|dealer| dealer != game.dealer()) {
                    return Err(error_at(
                        line + start - 1,
                        "Dealer",
                        None,
                        format!(
                            "hand {} is dealt by {name}; it is {}'s deal",
                            number + 1,
                            SEATS[game.dealer()]
                        ),
                    ));
                }
            }
            let hand = SpadesHand::<N>::from_pbn(&block).map_err(|e| shifted(e, start))?;
            let at = |error: RulesError| {
                error_at(start, "Deal", None, format!("hand {}: {error}", number + 1))
            };
            let dealt = std::array::from_fn(|seat| hand.dealt(seat));
            let deal = Deal::new(dealt, &SpadesPlay::<N>::VARIANT).map_err(|e| at(e.into()))?;
            game.deal(deal).map_err(at)?;
            for event in hand.events() {
                if let Event::Bid { seat, bid } = *event {
                    game.bid(seat, u32::from(bid.tricks())).map_err(at)?;
                }
            }
            for card in plays(hand.events()) {
                game.play(card).map_err(at)?;
            }
        }
        Ok(game)
    }

    /// Writes the match's record; it reads back to this match.
    pub fn to_pbn(&self) -> String {
        let mut text = format!(
            "[Target \"{}\"]\n[Floor \"{}\"]\n",
            self.target(),
            self.floor()
        );
        for hand in self.hands() {
            text.push('\n');
            text += &hand.to_pbn();
        }
        text
    }
}
