//! Chinese Checkers on the standard 121-hole star for 2, 3, 4 or 6 players: bit-board
//! positions, table-driven move generation with hop chains, a bounded progress evaluation,
//! a position notation and turn-level perft. (The speculative-pruning experiment is in
//! `maxn-lab`.)
//!
//! - [`board`]: the cell numbering (row by row from the top point) and the geometry tables.
//! - [`seats`]: who sits where for each player count, and the goals.
//! - [`ChineseCheckers`]: the position, and the rules (see its docs for the win rule).
//! - [`WinRule`]: maxn's anti-blocking win rule (the default) or OpenSpiel's strict one.
//! - [`notation`]: the one-line text form, and the board diagram.
//! - [`perft`], [`divide`]: turn-level move-path counts.
//! - [`AnyChineseCheckers`]: a position whose player count is chosen at run time.
//!
//! ```
//! use std::num::NonZeroUsize;
//!
//! use maxn::{Limits, MaxN, Searcher};
//! use maxn_games::chinese_checkers::{ChineseCheckers, perft};
//!
//! let start = ChineseCheckers::<3>::start();
//! assert_eq!(perft(&start, 2), 196);
//! let result = MaxN.search(&start, Limits::depth(2));
//! assert_eq!(result.stats.nodes, 1 + 14 + 196);
//! assert_eq!(result.best_move.unwrap().to_string(), "3-14");
//!
//! // The notation prints and parses back; the top-k limit is a search parameter.
//! let text = "a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a";
//! let position: ChineseCheckers<3> = text.parse().unwrap();
//! assert_eq!(position, start);
//! assert_eq!(position.to_string(), text);
//! let top_five = position.with_top_k(NonZeroUsize::new(5));
//! assert_eq!(MaxN.search(&top_five, Limits::depth(3)).stats.nodes, 1 + 5 + 25 + 125);
//! ```

mod any;
pub mod board;
mod eval;
mod game;
#[cfg(test)]
mod hash_tests;
mod hops;
mod movegen;
pub mod notation;
#[cfg(test)]
mod oracle;
mod perft;
mod playout;
mod position;
mod rule;
#[cfg(test)]
mod rule_tests;
pub mod seats;
mod zobrist;

pub use any::{AnyChineseCheckers, PositionVisitor, UnsupportedPlayers};
pub use eval::{BLOCKED_HOLE_COST, CheckersScore, MAX_PROGRESS};
pub use movegen::reachable;
pub use notation::{
    MoveParseError, NotationError, NotationErrorKind, ParsedPosition, parse, player_letter,
    players_in,
};
pub use perft::{divide, perft};
pub use playout::random_positions;
pub use position::{ChineseCheckers, MAX_MOVES, Move, Moves};
pub use rule::{UnknownWinRule, WinRule};
