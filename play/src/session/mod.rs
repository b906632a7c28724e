//! Sessions: one agent driven move by move from outside, as a GUI, a referee or another
//! program drives a chess engine. The agent keeps what it holds between moves (its memory,
//! its MCTS trees), as it does in a [`play_match`](crate::play_match).
//!
//! - [`Session`]: a game played with every hand visible. The session holds the position and
//!   the seats its agent plays; any seat's move is [`play`](Session::play)ed into it, and
//!   [`go`](Session::go) asks the agent for the move of the seat to move (with a budget for
//!   that move alone, if given) and plays it.
//! - [`SeatSession`]: one seat of a hidden-information game. The session holds only the
//!   seat's [`View`](crate::HiddenGame::View), kept up to date by what the seat observes
//!   ([`observe`](SeatSession::observe)); [`go`](SeatSession::go) asks the agent for the
//!   seat's move from that view alone.
//!
//! `maxn serve`, the command line's JSON-lines protocol, is a session of each kind behind a
//! game chosen by name.

mod open;
mod seat;

pub use open::Session;
pub use seat::SeatSession;

/// Why a session refused a request. The session is unchanged after every error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// A seat that is not one of the game's.
    #[error("seat {seat} is not a seat of this {players}-player game")]
    NoSuchSeat {
        /// The seat asked for.
        seat: usize,
        /// The game's player count.
        players: usize,
    },
    /// A session must play at least one seat.
    #[error("the session plays no seat: give at least one")]
    NoSeats,
    /// A seat given twice.
    #[error("seat {0} is given twice")]
    SeatTwice(usize),
    /// The game is over: no move can be played or asked for.
    #[error("the game is over")]
    GameOver,
    /// The player to move has no move although the game is not over.
    #[error("player {0} is to move and has no move")]
    NoMoves(usize),
    /// A move that is not legal in the position.
    #[error("{mv} is not a legal move here (the legal moves: {legal})")]
    IllegalMove {
        /// The move, as the game's `Debug` writes it.
        mv: String,
        /// The legal moves, likewise.
        legal: String,
    },
    /// `go` when the player to move is not one of the session's seats.
    #[error("player {to_move} is to move, and this session plays {seats}")]
    NotOurTurn {
        /// The player to move.
        to_move: usize,
        /// The seats the session plays, as a list.
        seats: String,
    },
    /// A per-move budget given to an agent that searches under none.
    #[error("agent `{0}` has no budget to change for one move")]
    FixedBudget(String),
    /// An observation after which no position is consistent with the seat's view.
    #[error("no position is consistent with that: {0}")]
    Inconsistent(String),
}

/// The seats as a message lists them: `0`, `0 and 2`, `0, 1 and 2`.
fn seat_list(seats: impl Iterator<Item = usize>) -> String {
    let seats: Vec<String> = seats.map(|seat| seat.to_string()).collect();
    match seats.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => "no seat".to_owned(),
    }
}
