//! Why a deal was rejected: the errors of a deal built from hands ([`Deal::new`]) or parsed
//! from PBN ([`Deal::parse`]), with where in the text when it came from text.
//!
//! [`Deal::new`]: super::Deal::new
//! [`Deal::parse`]: super::Deal::parse

use std::fmt;

use super::card::{Card, Suit};

/// Why a deal was rejected. `column` (1-based, in characters of the text given) says where,
/// when the deal came from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The text does not start with a seat letter and a colon.
    MissingSeat,
    /// The letter before the colon is not one of the game's seats.
    BadSeat {
        /// What was found there.
        found: String,
        /// The seats this game has.
        seats: String,
        /// Where the seat starts (after any leading spaces and quote).
        column: usize,
    },
    /// The wrong number of hands.
    HandCount {
        /// Hands the game deals.
        expected: usize,
        /// Hands found.
        found: usize,
    },
    /// A hand without exactly four suits (three dots).
    SuitCount {
        /// The seat whose hand it is.
        seat: char,
        /// Suits found.
        found: usize,
        /// Where the hand starts.
        column: usize,
    },
    /// A character that is not a rank.
    UnknownRank {
        /// The seat whose hand it is.
        seat: char,
        /// The suit being read.
        suit: Suit,
        /// The character.
        found: char,
        /// Where it is.
        column: usize,
    },
    /// A card given twice.
    Duplicate {
        /// The card.
        card: Card,
        /// The seat where it appears again.
        seat: char,
        /// The seat where it appeared first.
        first_seat: char,
        /// Where it appears again, when the deal came from text.
        column: Option<usize>,
    },
    /// A hand with the wrong number of cards.
    CardCount {
        /// The seat.
        seat: char,
        /// Cards the game deals to each seat.
        expected: usize,
        /// Cards found.
        found: usize,
        /// Where the hand starts, when the deal came from text.
        column: Option<usize>,
    },
    /// A first leader that is not a seat of the game.
    NoSuchLeader {
        /// The seat index given.
        leader: usize,
        /// The game's number of players.
        players: usize,
    },
    /// A card the variant's deck does not hold (the 2♦ in 3-player Hearts).
    NotInDeck {
        /// The card.
        card: Card,
        /// The seat given it.
        seat: char,
        /// The variant.
        variant: &'static str,
        /// Where it is, when the deal came from text.
        column: Option<usize>,
    },
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |column: &Option<usize>| match column {
            Some(column) => format!(" at column {column}"),
            None => String::new(),
        };
        match self {
            DealError::MissingSeat => write!(
                f,
                "a deal must start with a seat and a colon, as in `N:AKQ... ...`"
            ),
            DealError::BadSeat {
                found,
                seats,
                column,
            } => write!(
                f,
                "`{found}` at column {column} is not a seat of this game; the seats are {seats}"
            ),
            DealError::HandCount { expected, found } => write!(
                f,
                "the deal has {found} hand(s), this game deals {expected} (separate hands by spaces)"
            ),
            DealError::SuitCount {
                seat,
                found,
                column,
            } => write!(
                f,
                "the hand of {seat} at column {column} has {found} suit(s); a hand has 4, \
                 `spades.hearts.diamonds.clubs`"
            ),
            DealError::UnknownRank {
                seat,
                suit,
                found,
                column,
            } => write!(
                f,
                "unknown rank `{found}` at column {column} ({seat}'s {}); ranks are AKQJT98765432",
                suit.name()
            ),
            DealError::Duplicate {
                card,
                seat,
                first_seat,
                column,
            } => {
                if seat == first_seat {
                    write!(
                        f,
                        "{card} appears twice in the hand of {seat}{}",
                        at(column)
                    )
                } else {
                    write!(
                        f,
                        "{card} is in the hands of both {first_seat} and {seat}{}",
                        at(column)
                    )
                }
            }
            DealError::CardCount {
                seat,
                expected,
                found,
                column,
            } => write!(
                f,
                "the hand of {seat}{} has {found} card(s), this game deals {expected}",
                at(column)
            ),
            DealError::NoSuchLeader { leader, players } => write!(
                f,
                "seat {leader} cannot lead: a game of {players} players has seats 0 to {}",
                players - 1
            ),
            DealError::NotInDeck {
                card,
                seat,
                variant,
                column,
            } => write!(
                f,
                "{card} (in the hand of {seat}{}) is not in the deck of {variant}",
                at(column)
            ),
        }
    }
}

impl std::error::Error for DealError {}
