//! Whole games: a match plays one game to its end with one agent per seat; a record writes it
//! down in the game's notation as one JSON line, and a replay plays the record back.

mod notation;
mod openings;
mod playing;
mod record;
mod replay;

pub use notation::Notation;
pub use openings::random_opening;
pub use playing::{Finish, MatchOptions, Played, Turn, play_match, play_match_observed};
pub use record::{
    DecisionRecord, MatchRecord, MoveLine, PlayEvent, ScoreNumber, own_score_numbers, score_json,
};
pub use replay::{ReplayError, Replayed, replay};
