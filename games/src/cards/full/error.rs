//! Why an action of a full game was refused: a pass, a bid or a card that the rules do not
//! allow at that point, said with the seat and the card or number at fault.

use super::super::card::Card;
use super::super::deal::SEATS;
use super::super::deal_error::DealError;

/// Why the rules refused an action (or a position). Seats are named by their letters
/// (N, E, S, W).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The deal is not one of the game's deals.
    #[error("{0}")]
    Deal(#[from] DealError),
    /// A seat number past the game's seats.
    #[error("there is no seat {seat}: a game of {players} players has seats 0 to {}", .players - 1)]
    NoSuchSeat {
        /// The seat given.
        seat: usize,
        /// The game's number of players.
        players: usize,
    },
    /// The action does not belong to the current phase (a card played while passing, a pass
    /// in a hand that holds its cards, anything once the match is over).
    #[error("cannot {action} now: {phase}")]
    WrongPhase {
        /// What was tried: "pass", "bid", "play", "deal".
        action: &'static str,
        /// What the game is doing instead.
        phase: &'static str,
    },
    /// A seat acted out of turn.
    #[error("{seat} cannot act now: it is {to_move}'s turn")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: char,
        /// The seat whose turn it is.
        to_move: char,
    },
    /// A card the seat does not hold (played, or passed).
    #[error("{seat} does not hold {card}")]
    NotInHand {
        /// The seat.
        seat: char,
        /// The card.
        card: Card,
    },
    /// A card the seat holds but may not play now.
    #[error("{seat} may not play {card}: {rule}")]
    IllegalCard {
        /// The seat.
        seat: char,
        /// The card.
        card: Card,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// A pass of the wrong number of cards.
    #[error("{seat} passed {found} card(s); a pass is exactly 3 cards")]
    PassSize {
        /// The passing seat.
        seat: char,
        /// Cards given.
        found: usize,
    },
    /// A card named twice in one pass.
    #[error("{seat} named {card} twice in one pass")]
    PassRepeats {
        /// The passing seat.
        seat: char,
        /// The card.
        card: Card,
    },
    /// A seat passing a second time in one hand.
    #[error("{seat} has already passed this hand")]
    AlreadyPassed {
        /// The seat.
        seat: char,
    },
    /// A bid outside the game's range.
    #[error("{seat} bid {bid}; a bid is 0 (nil) to {max} tricks")]
    BidOutOfRange {
        /// The bidding seat.
        seat: char,
        /// The bid given.
        bid: u32,
        /// The highest bid (the tricks in a hand); 0 is nil.
        max: u8,
    },
    /// A position that no play of the game reaches (for rebuilding a game from what is
    /// known and a sample of the unseen cards).
    #[error("impossible position: {0}")]
    Position(String),
}

/// The letter of `seat` (N, E, S, W), `?` past them.
pub(crate) fn seat_letter(seat: usize) -> char {
    SEATS.get(seat).copied().unwrap_or('?')
}
