//! A PBN-style record of one hand of full Hearts or Spades: tags `[Name "value"]`, one a line,
//! read and written, replayed through the rules so that every error says which tag, which
//! item and what rule.
//!
//! The format is in the [`full`](super) module docs.

use std::fmt;

use super::super::card::Card;
use super::super::deal::{Deal, SEATS};
use super::error::RulesError;
use super::events::Event;
use super::hearts_hand::HeartsHand;
use super::hearts_play::HeartsPlay;
use super::passing::PassDirection;
use super::spades_hand::SpadesHand;
use super::spades_play::SpadesPlay;

/// Why a record was refused: the line and tag, the item of the tag's list (1-based) when one
/// is at fault, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line (1-based), 0 when a tag is missing.
    pub line: usize,
    /// The tag.
    pub tag: String,
    /// The item of the tag's list at fault, if any.
    pub item: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return write!(f, "[{}]: {}", self.tag, self.message);
        }
        write!(f, "line {}, [{}]", self.line, self.tag)?;
        if let Some(item) = self.item {
            write!(f, ", item {item}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for RecordError {}

/// The tags of a record: name, value and line.
pub(super) struct Tags(Vec<(String, String, usize)>);

impl Tags {
    pub(super) fn parse(text: &str) -> Result<Tags, RecordError> {
        let mut tags = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('%') || line.starts_with(';') {
                continue;
            }
            let bad = |message: &str| RecordError {
                line: index + 1,
                tag: line.chars().take(20).collect(),
                item: None,
                message: message.to_owned(),
            };
            let inner = line
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix(']'))
                .ok_or_else(|| bad("a line must be a tag, `[Name \"value\"]`"))?;
            let (name, value) = inner
                .split_once(char::is_whitespace)
                .ok_or_else(|| bad("a tag needs a name and a quoted value"))?;
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| bad("the value must be in double quotes"))?;
            tags.push((name.to_owned(), value.to_owned(), index + 1));
        }
        Ok(Tags(tags))
    }

    pub(super) fn get(&self, name: &str) -> Option<(&str, usize)> {
        self.0
            .iter()
            .find(|(tag, _, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value, line)| (value.as_str(), *line))
    }

    fn require(&self, name: &str) -> Result<(&str, usize), RecordError> {
        self.get(name).ok_or_else(|| RecordError {
            line: 0,
            tag: name.to_owned(),
            item: None,
            message: "missing".to_owned(),
        })
    }
}

pub(super) fn error_at(
    line: usize,
    tag: &str,
    item: Option<usize>,
    message: impl ToString,
) -> RecordError {
    RecordError {
        line,
        tag: tag.to_owned(),
        item,
        message: message.to_string(),
    }
}

fn parse_card(line: usize, tag: &str, item: usize, text: &str) -> Result<Card, RecordError> {
    text.parse::<Card>()
        .map_err(|error| error_at(line, tag, Some(item), error))
}

/// Replays the `Play` tag through `play`.
fn replay(
    tags: &Tags,
    mut play: impl FnMut(Card) -> Result<(), RulesError>,
) -> Result<(), RecordError> {
    let Some((cards, line)) = tags.get("Play") else {
        return Ok(());
    };
    for (index, text) in cards.split_whitespace().enumerate() {
        let card = parse_card(line, "Play", index + 1, text)?;
        play(card).map_err(|error| error_at(line, "Play", Some(index + 1), error))?;
    }
    Ok(())
}

/// The cards played in `events`, in order, as `Play` writes them.
fn played(events: &[Event]) -> String {
    let cards: Vec<String> = events
        .iter()
        .filter_map(|event| match event {
            Event::Played { card, .. } => Some(card.to_string()),
            _ => None,
        })
        .collect();
    cards.join(" ")
}

impl<const N: usize> HeartsHand<N> {
    /// Reads a hand from its record (the format is in the [`full`](super) module docs).
    pub fn from_pbn(text: &str) -> Result<Self, RecordError> {
        let tags = Tags::parse(text)?;
        let (deal, line) = tags.require("Deal")?;
        let deal = Deal::parse(deal, &HeartsPlay::<N>::VARIANT)
            .map_err(|error| error_at(line, "Deal", None, error))?;
        let (direction, line) = tags.require("Pass")?;
        let direction = PassDirection::from_name(direction).ok_or_else(|| {
            error_at(
                line,
                "Pass",
                None,
                format!("`{direction}` is not a direction: left, right, across or hold"),
            )
        })?;
        let mut hand = HeartsHand::new(deal, direction)
            .map_err(|error| error_at(line, "Pass", None, error))?;
        if direction != PassDirection::Hold {
            let (passes, line) = tags.require("Passes")?;
            let groups: Vec<&str> = passes.split_whitespace().collect();
            if groups.len() != N {
                return Err(error_at(
                    line,
                    "Passes",
                    None,
                    format!(
                        "{} pass(es) given, one per seat ({N}) expected",
                        groups.len()
                    ),
                ));
            }
            for (seat, group) in groups.iter().enumerate() {
                let cards = group
                    .split(',')
                    .map(|text| parse_card(line, "Passes", seat + 1, text))
                    .collect::<Result<Vec<Card>, _>>()?;
                hand.pass(seat, &cards)
                    .map_err(|error| error_at(line, "Passes", Some(seat + 1), error))?;
            }
        }
        replay(&tags, |card| hand.play(card).map(|_| ()))?;
        Ok(hand)
    }

    /// Writes the hand's record (the format is in the [`full`](super) module docs); it reads
    /// back to this hand, except in the middle of the pass: passes are written once every
    /// seat has passed.
    pub fn to_pbn(&self) -> String {
        let dealt = Deal::new(
            std::array::from_fn(|seat| self.dealt(seat)),
            &HeartsPlay::<N>::VARIANT,
        );
        let mut text = String::new();
        if let Ok(deal) = dealt {
            text += &format!("[Deal \"{deal}\"]\n");
        }
        text += &format!("[Pass \"{}\"]\n", self.direction());
        if self.direction() != PassDirection::Hold && self.awaiting_pass().next().is_none() {
            let groups: Vec<String> = (0..N)
                .map(|seat| {
                    let cards: Vec<String> = self
                        .passed(seat)
                        .unwrap_or_default()
                        .iter()
                        .map(|c| c.to_string())
                        .collect();
                    cards.join(",")
                })
                .collect();
            text += &format!("[Passes \"{}\"]\n", groups.join(" "));
        }
        text += &format!("[Play \"{}\"]\n", played(self.events()));
        text
    }
}

impl<const N: usize> SpadesHand<N> {
    /// Reads a hand from its record (the format is in the [`full`](super) module docs).
    pub fn from_pbn(text: &str) -> Result<Self, RecordError> {
        let tags = Tags::parse(text)?;
        let (deal, line) = tags.require("Deal")?;
        let deal = Deal::parse(deal, &SpadesPlay::<N>::VARIANT)
            .map_err(|error| error_at(line, "Deal", None, error))?;
        let (dealer, line) = tags.require("Dealer")?;
        let dealer = SEATS[..N]
            .iter()
            .position(|s| dealer.eq_ignore_ascii_case(&s.to_string()))
            .ok_or_else(|| {
                error_at(
                    line,
                    "Dealer",
                    None,
                    format!("`{dealer}` is not a seat of this game"),
                )
            })?;
        let mut hand =
            SpadesHand::new(deal, dealer).map_err(|error| error_at(line, "Dealer", None, error))?;
        if let Some((bids, line)) = tags.get("Bids") {
            for (index, text) in bids.split_whitespace().enumerate() {
                let item = Some(index + 1);
                let tricks = if text.eq_ignore_ascii_case("nil") {
                    0
                } else {
                    text.parse::<u32>().map_err(|_| {
                        error_at(
                            line,
                            "Bids",
                            item,
                            format!(
                                "`{text}` is not a bid (nil, 0 to {})",
                                SpadesPlay::<N>::TRICKS
                            ),
                        )
                    })?
                };
                let seat = hand
                    .to_bid()
                    .ok_or_else(|| error_at(line, "Bids", item, "every seat has already bid"))?;
                hand.bid(seat, tricks)
                    .map_err(|error| error_at(line, "Bids", item, error))?;
            }
        }
        replay(&tags, |card| hand.play(card).map(|_| ()))?;
        Ok(hand)
    }

    /// Writes the hand's record (the format is in the [`full`](super) module docs); it reads
    /// back to this hand.
    pub fn to_pbn(&self) -> String {
        let dealt = Deal::new(
            std::array::from_fn(|seat| self.dealt(seat)),
            &SpadesPlay::<N>::VARIANT,
        );
        let mut text = String::new();
        if let Ok(deal) = dealt {
            text += &format!("[Deal \"{deal}\"]\n");
        }
        text += &format!("[Dealer \"{}\"]\n", SEATS[self.dealer()]);
        let bids: Vec<String> = self
            .events()
            .iter()
            .filter_map(|event| match event {
                Event::Bid { bid, .. } => Some(bid.to_string()),
                _ => None,
            })
            .collect();
        text += &format!("[Bids \"{}\"]\n", bids.join(" "));
        text += &format!("[Play \"{}\"]\n", played(self.events()));
        text
    }
}
