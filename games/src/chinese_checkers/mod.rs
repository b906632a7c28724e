//! Chinese Checkers on the standard 121-hole star for 2, 3, 4 or 6 players: bit-board
//! positions, table-driven move generation with hop chains, a bounded progress evaluation,
//! a position notation, and turn-level perft.
//!
//! ```
//! use maxn::{Limits, MaxN, Searcher};
//! use maxn_games::chinese_checkers::{ChineseCheckers, perft};
//!
//! let start = ChineseCheckers::<3>::start();
//! assert_eq!(perft(&start, 2), 196);
//! let result = MaxN.search(&start, Limits::depth(2));
//! assert_eq!(result.stats.nodes, 1 + 14 + 196);
//! ```

mod any;
pub mod board;
mod eval;
pub mod experiment;
mod game;
mod hops;
mod movegen;
pub mod notation;
#[cfg(test)]
mod oracle;
mod perft;
mod playout;
mod position;
pub mod seats;

pub use any::{AnyChineseCheckers, PositionVisitor, UnsupportedPlayers};
pub use eval::{MAX_PROGRESS, Score};
pub use movegen::{MAX_MOVES, Moves, reachable};
pub use notation::{
    MoveParseError, NotationError, NotationErrorKind, ParsedPosition, parse, player_letter,
    players_in,
};
pub use perft::{divide, perft};
pub use playout::{SplitMix64, random_positions};
pub use position::{ChineseCheckers, Move};
