//! Playing a record back through the rules, checking that it reaches the recorded end.

use maxn::{Game, MoveBuffer};

use super::notation::Notation;
use super::playing::Finish;
use super::record::{MatchRecord, ScoreNumber, own_score_numbers};

/// The end of a replayed record.
#[derive(Clone, Debug)]
pub struct Replayed<G: Game<N>, const N: usize> {
    /// The last position.
    pub end: G,
    /// How the replayed game ended.
    pub finish: Finish,
    /// The final scores in the game's own terms, as the rules compute them.
    pub scores: Vec<ScoreNumber>,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    /// The record is of another game.
    #[error("the record is of {found}, not {expected}")]
    WrongGame {
        /// The game replaying it.
        expected: String,
        /// The game the record names.
        found: String,
    },
    /// The start does not parse.
    #[error("the record's start: {0}")]
    Start(String),
    /// A move does not parse or is not legal where it was played.
    #[error("move {ply} (`{text}`): {error}")]
    Move {
        /// Its index in the record's moves, from 0.
        ply: usize,
        /// The move's text.
        text: String,
        /// What is wrong with it.
        error: String,
    },
    /// The game was over before move `ply`.
    #[error("the game was over before move {ply}")]
    OverBefore {
        /// The index of the first move after the end.
        ply: usize,
    },
    /// The replay ends otherwise than recorded.
    #[error("recorded as {recorded:?} but replayed as {replayed:?}")]
    Finish {
        /// As recorded.
        recorded: Finish,
        /// As replayed.
        replayed: Finish,
    },
    /// The rules give other final scores than recorded.
    #[error("recorded scores {recorded:?} but replayed {replayed:?}")]
    Scores {
        /// As recorded.
        recorded: Vec<ScoreNumber>,
        /// As replayed.
        replayed: Vec<ScoreNumber>,
    },
}

/// Plays `record` back through the rules of `G`: parses its start, plays its moves (each must
/// be legal where it is played), and checks that the game ends as recorded with the recorded
/// scores.
pub fn replay<G: Notation<N>, const N: usize>(
    record: &MatchRecord,
) -> Result<Replayed<G, N>, ReplayError> {
    if record.game != G::NAME {
        return Err(ReplayError::WrongGame {
            expected: G::NAME.to_owned(),
            found: record.game.clone(),
        });
    }
    let mut position =
        G::parse_position(&record.start).map_err(|error| ReplayError::Start(error.to_string()))?;
    for (ply, text) in record.moves.iter().enumerate() {
        if position.outcome().is_some() {
            return Err(ReplayError::OverBefore { ply });
        }
        let mv = position
            .parse_move(text)
            .map_err(|error| ReplayError::Move {
                ply,
                text: text.clone(),
                error: error.to_string(),
            })?;
        position.play(mv);
    }
    let (finish, value) = match position.outcome() {
        Some(outcome) => (Finish::Over, outcome),
        None => {
            let mut moves = G::Moves::default();
            position.generate_moves(&mut moves);
            let finish = if moves.is_empty() {
                Finish::NoMoves
            } else {
                Finish::MoveCap
            };
            (finish, position.evaluate())
        }
    };
    if finish != record.finish {
        return Err(ReplayError::Finish {
            recorded: record.finish,
            replayed: finish,
        });
    }
    let scores = own_score_numbers::<G, N>(value);
    if scores != record.scores {
        return Err(ReplayError::Scores {
            recorded: record.scores.clone(),
            replayed: scores,
        });
    }
    Ok(Replayed {
        end: position,
        finish,
        scores,
    })
}
