//! What every session behind the protocol answers, whatever its game, and how a session's
//! refusal becomes the protocol's error.

use maxn_play::{Budget, SessionError};

use super::protocol::{Answer, ServeError};

/// A session behind the protocol, whatever its game: what every request asks of it.
pub trait Served {
    /// The answer to the `start` that made it.
    fn started(&self) -> Answer;
    /// Plays a move (in the game's notation) of the seat to move.
    fn play(&mut self, text: &str) -> Result<Answer, ServeError>;
    /// The agent's move, played.
    fn go(&mut self, budget: Option<Budget>) -> Result<Answer, ServeError>;
    /// The legal moves.
    fn legal(&self) -> Answer;
    /// The position.
    fn position(&self) -> Answer;
    /// The agent's own budget per move, if it has one.
    fn budget(&self) -> Option<Budget>;
}

/// A session's refusal as the protocol's error: the move, the seat to move or the budget at
/// fault.
pub fn session_error(error: SessionError, field: &'static str) -> ServeError {
    match error {
        SessionError::FixedBudget(_) => ServeError::field("nodes", error),
        SessionError::NotOurTurn { .. } | SessionError::GameOver | SessionError::NoMoves(_) => {
            ServeError::request(error)
        }
        _ => ServeError::field(field, error),
    }
}
