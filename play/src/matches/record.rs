//! A match written down: one JSON line with the start and moves in the game's notation, the
//! final scores in the game's own terms, and a record of every decision.

use maxn::{Game, Score};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::notation::Notation;
use super::playing::{Finish, Played, Turn};

/// A score in a record: a JSON number, an integer for integer scores
/// ([`score_json`]).
pub type ScoreNumber = serde_json::Value;

/// A match as one JSON object (one line with [`to_json_line`](Self::to_json_line)), enough
/// to replay it ([`replay`](crate::replay)).
///
/// ```json
/// {"game":"Hearts (3 players)","seats":["speculative","paranoid","maxn"],
///  "start":"N:AK2.QJ7.... ...","moves":["C2","CA",...],"finish":"over",
///  "scores":[4,22,0],"winner":2,"decisions":[{"player":0,"index":0,"depth":9,...},...]}
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The game's name ([`Game::NAME`]).
    pub game: String,
    /// The agent in each seat.
    pub seats: Vec<String>,
    /// The start position in the game's notation.
    pub start: String,
    /// The moves in order, in the game's notation.
    pub moves: Vec<String>,
    /// How the match ended.
    pub finish: Finish,
    /// The final scores in the game's own terms (Hearts points, tricks, Chinese Checkers'
    /// outcome), by seat: the outcome if the game is over, else the static evaluation.
    pub scores: Vec<ScoreNumber>,
    /// The seat that won, if one did ([`Played::winner`]).
    pub winner: Option<usize>,
    /// How each move was decided, `decisions[i]` for `moves[i]`.
    pub decisions: Vec<DecisionRecord>,
}

/// How one move was decided (see [`Decision`](crate::Decision)).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionRecord {
    /// The seat that moved.
    pub player: usize,
    /// The move's position in the game's generation order.
    pub index: usize,
    /// The depth of the deepest finished iteration (0: none finished).
    pub depth: u32,
    /// Nodes visited for the move.
    pub nodes: u64,
    /// Whether the answer saw every line to the end of the game.
    pub to_end: bool,
    /// The value backed up, in the game's own terms, if an iteration finished.
    pub value: Option<Vec<ScoreNumber>>,
    /// The nodes of each iteration, depth 1 first.
    pub iteration_nodes: Vec<u64>,
}

/// One move of a match as it is played, for printing a game move by move (`maxn play
/// --json` prints one per line, then the [`MatchRecord`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveLine {
    /// The move's index in the game, from 0.
    pub ply: usize,
    /// The agent that chose it.
    pub agent: String,
    /// The move in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// How it was decided (the seat that moved included).
    pub decision: DecisionRecord,
}

/// A line of a match printed as JSON lines: each move as it is played, then the whole record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum PlayEvent {
    /// A move was played.
    Move(MoveLine),
    /// The match ended.
    Result(MatchRecord),
}

impl PlayEvent {
    /// The event as one line of JSON (`{"event":"move",...}` or `{"event":"result",...}`).
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("an event is plain data")
    }
}

impl MoveLine {
    /// The line of `turn`, the `ply`-th move, played by `agent` in `position`.
    pub fn new<G: Notation<N>, const N: usize>(
        position: &G,
        ply: usize,
        agent: &str,
        turn: &Turn<G::Move, G::Score, N>,
    ) -> Self {
        Self {
            ply,
            agent: agent.to_owned(),
            mv: position.move_text(turn.decision.mv),
            decision: decision_record::<G, N>(turn),
        }
    }
}

impl MatchRecord {
    /// The record as one line of JSON.
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("a record is plain data")
    }

    /// A record read from JSON.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }
}

impl<G: Notation<N>, const N: usize> Played<G, N> {
    /// The match as a record, or `None` when its start has no text in the game's notation.
    pub fn record(&self) -> Option<MatchRecord> {
        let start = self.start.position_text()?;
        let mut position = self.start.clone();
        let moves = self
            .turns
            .iter()
            .map(|turn| {
                let text = position.move_text(turn.decision.mv);
                position.play(turn.decision.mv);
                text
            })
            .collect();
        Some(MatchRecord {
            game: G::NAME.to_owned(),
            seats: self.seats.to_vec(),
            start,
            moves,
            finish: self.finish,
            scores: own_score_numbers::<G, N>(self.value),
            winner: self.winner(),
            decisions: self.turns.iter().map(decision_record::<G, N>).collect(),
        })
    }
}

/// The record of one turn's decision.
pub(crate) fn decision_record<G: Game<N>, const N: usize>(
    turn: &Turn<G::Move, G::Score, N>,
) -> DecisionRecord {
    let decision = &turn.decision;
    DecisionRecord {
        player: turn.player,
        index: decision.index,
        depth: decision.depth,
        nodes: decision.nodes,
        to_end: decision.to_end,
        value: decision.value.map(own_score_numbers::<G, N>),
        iteration_nodes: decision.iteration_nodes.clone(),
    }
}

/// A value in maximisation form as numbers in the game's own terms (Hearts points, not their
/// negation).
pub fn own_score_numbers<G: Game<N>, const N: usize>(value: [G::Score; N]) -> Vec<ScoreNumber> {
    G::OBJECTIVE
        .own_scores(value)
        .iter()
        .map(|&score| score_json(score))
        .collect()
}

/// A score as a JSON number: integers stay integers.
pub fn score_json<S: Score>(score: S) -> Value {
    let x = score.to_f64();
    if S::IS_INTEGER {
        Value::from(x as i64)
    } else {
        Value::from(x)
    }
}
