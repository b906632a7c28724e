//! The messages of `maxn serve`, one JSON object per line each way: what a client sends
//! ([`Request`], its kind in `"cmd"`) and what the server answers ([`Answer`], its kind in
//! `"answer"`). `docs/serve.md` is the reference, message by message, with a transcript.

use maxn_play::{MoveLine, ScoreNumber};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client says which it speaks in `hello`.
pub const PROTOCOL_VERSION: u32 = 1;

/// The most nodes per move a client may ask for (a billion: minutes per move).
pub const MAX_NODES: u64 = 1_000_000_000;

/// The deepest depth cap a client may ask for.
pub const MAX_DEPTH: u32 = 1_000;

/// The longest time per move a client may ask for, in milliseconds (an hour).
pub const MAX_TIME_MS: u64 = 3_600_000;

/// The largest transposition table a client may ask for, in MiB.
pub const MAX_TT_MB: usize = 4_096;

/// A request: one line from the client.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "cmd", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Request {
    /// The handshake, first: the protocol version the client speaks.
    Hello {
        /// The version.
        protocol: u32,
    },
    /// A new game, replacing the one before.
    Start(Box<StartRequest>),
    /// A move of the game, by any seat, in the game's notation.
    Move {
        /// The move (`SQ`, `a1-a3`...).
        #[serde(rename = "move")]
        mv: String,
    },
    /// The agent's move for the seat to move, played at once.
    Go {
        /// Nodes for this move only.
        nodes: Option<u64>,
        /// A depth cap for this move only.
        depth: Option<u32>,
        /// A time limit for this move only, in milliseconds.
        time_ms: Option<u64>,
    },
    /// The legal moves of the seat to move.
    Legal {},
    /// The position (or, for a hidden-hand seat, what the seat knows).
    Position {},
    /// The end of the session.
    Quit {},
}

/// A seat's pass in Hearts: three cards given to or received from a seat.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pass {
    /// The other seat: the receiver of the cards given, the giver of those received.
    pub seat: usize,
    /// The three cards, space-separated (`SQ HA HK`).
    pub cards: String,
}

/// `start`: the game, where it starts, the seats the session plays and its agent.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartRequest {
    /// The game, by its catalogue name (`hearts`, `chinese-checkers`, `hearts-full`...).
    pub game: String,
    /// The player count (default: the game's, or the count in a position).
    pub players: Option<usize>,
    /// The agent spec (`paranoid`, `mcts:trees=2`, `pimc-paranoid`...).
    pub agent: String,
    /// Nodes per move (per sampled deal for PIMC).
    pub nodes: Option<u64>,
    /// A depth cap per move.
    pub depth: Option<u32>,
    /// A time limit per move, in milliseconds.
    pub time_ms: Option<u64>,
    /// A transposition table of this many MiB for a search agent.
    pub tt_mb: Option<usize>,
    /// A search agent's move ordering: `game`, `table` (needs `tt_mb`), `killers` or
    /// `history`.
    pub ordering: Option<String>,
    /// Open games: the start numbered by this seed when no deal or position is given.
    /// Hidden-hand seats: the seed of the agent's draws.
    pub seed: Option<u64>,
    /// Open card games: the deal in PBN.
    pub deal: Option<String>,
    /// Chinese Checkers: the position in its notation.
    pub position: Option<String>,
    /// Open card games: the evaluation at a cut-off.
    pub evaluation: Option<String>,
    /// Open card games: whether cards adjacent in rank are one move (default true).
    pub grouping: Option<bool>,
    /// Chinese Checkers: keep only the best K moves at each node.
    pub top_k: Option<usize>,
    /// Chinese Checkers: the win rule, `anti-blocking` (the default) or `strict` (OpenSpiel's).
    pub win_rule: Option<String>,
    /// Open games: the seats the session plays (default: every seat).
    pub seats: Option<Vec<usize>>,
    /// Hidden-hand games: the one seat the session plays.
    pub seat: Option<usize>,
    /// Hidden-hand games: the seat's cards as dealt, space-separated.
    pub hand: Option<String>,
    /// Hidden-hand games: the seat that leads the first trick.
    pub leader: Option<usize>,
    /// Hearts: the cards the seat passed, and to whom.
    pub passed: Option<Pass>,
    /// Hearts: the cards the seat received, and from whom.
    pub received: Option<Pass>,
    /// Spades: every seat's bid, by seat (0 is nil).
    pub bids: Option<Vec<u32>>,
    /// Spades: the bags each side carries into the hand (N-S, E-W; by seat with 3 players).
    pub bags: Option<Vec<u32>>,
    /// PIMC: deals sampled per decision.
    pub samples: Option<usize>,
}

/// An answer: one line from the server for every request line.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "answer", rename_all = "kebab-case")]
pub enum Answer {
    /// The handshake's answer.
    Hello {
        /// The protocol version.
        protocol: u32,
        /// `maxn`.
        engine: &'static str,
        /// The version of maxn.
        version: &'static str,
    },
    /// A game started.
    Started {
        /// The game's name ([`maxn::Game::NAME`]).
        game: String,
        /// The player count.
        players: usize,
        /// The seats the session plays.
        seats: Vec<usize>,
        /// The agent spec.
        agent: String,
        /// The seat to move.
        to_move: usize,
        /// The start in the game's notation, when it has one (open games).
        #[serde(skip_serializing_if = "Option::is_none")]
        start: Option<String>,
    },
    /// A move played.
    Moved {
        /// The seat that moved.
        player: usize,
        /// The move, in the notation.
        #[serde(rename = "move")]
        mv: String,
        /// Whether the game is over now.
        over: bool,
        /// The seat to move next (`null` when the game is over).
        to_move: Option<usize>,
    },
    /// The agent's move, played, with its decision record (as `maxn play --json` prints
    /// moves).
    Best {
        /// The move and how it was decided.
        #[serde(flatten)]
        line: MoveLine,
        /// Whether the game is over now.
        over: bool,
        /// The seat to move next (`null` when the game is over).
        to_move: Option<usize>,
    },
    /// The legal moves of the seat to move.
    Legal {
        /// The seat to move (`null` when the game is over).
        to_move: Option<usize>,
        /// Its moves in the game's order (empty for a seat a hidden-hand session cannot see).
        moves: Vec<String>,
    },
    /// The position.
    Position {
        /// The seat to move (`null` when the game is over).
        to_move: Option<usize>,
        /// Whether the game is over.
        over: bool,
        /// Open games: the start, in the notation.
        #[serde(skip_serializing_if = "Option::is_none")]
        start: Option<String>,
        /// Open games: the position now, when the notation can write it (Chinese Checkers).
        #[serde(skip_serializing_if = "Option::is_none")]
        position: Option<String>,
        /// The moves played since the start.
        moves: Vec<String>,
        /// Hidden-hand seats: the seat's cards now.
        #[serde(skip_serializing_if = "Option::is_none")]
        hand: Option<String>,
        /// Open games over: the scores, in the game's own terms.
        #[serde(skip_serializing_if = "Option::is_none")]
        scores: Option<Vec<ScoreNumber>>,
    },
    /// The answer to `quit`; the server exits after it.
    Bye {},
    /// A line refused: what was wrong and where. The session is as it was before the line.
    Error {
        /// The request's line number, from 1.
        line: usize,
        /// The field at fault, when one is.
        #[serde(skip_serializing_if = "Option::is_none")]
        field: Option<String>,
        /// What is wrong.
        message: String,
    },
}

impl Answer {
    /// The answer as one line of JSON.
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("an answer is plain data")
    }
}

/// Why a request was refused: the field at fault (when one is) and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeError {
    /// The field.
    pub field: Option<&'static str>,
    /// What is wrong.
    pub message: String,
}

impl ServeError {
    /// An error about `field`.
    pub fn field(field: &'static str, message: impl std::fmt::Display) -> Self {
        Self {
            field: Some(field),
            message: message.to_string(),
        }
    }

    /// An error about the request as a whole.
    pub fn request(message: impl std::fmt::Display) -> Self {
        Self {
            field: None,
            message: message.to_string(),
        }
    }
}
