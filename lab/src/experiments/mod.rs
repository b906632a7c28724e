//! The papers' experiments and our own, each a configuration, a driver that measures (in
//! parallel over trees, deals or games, with the same numbers on any thread count) and the
//! report it writes as a table, CSV, JSON and an SVG chart.
//!
//! - [`trees`]: every algorithm on Korf's random trees, by player count.
//! - [`sergeant_major`]: Sturtevant & Korf (2000), Table 2.
//! - [`chinese_checkers`]: Sturtevant (2003), speculative pruning in Chinese Checkers.
//! - [`oracle_order`]: children ordered by their true max^n values, the reference ordering.
//! - [`card_depth`]: Sturtevant (2003), Tables 3-4: depth reached in Hearts and Spades under a
//!   node limit per move.

pub mod card_depth;
pub mod chinese_checkers;
pub mod oracle_order;
mod progress;
pub mod sergeant_major;
pub mod trees;

pub use progress::{Progress, Quiet};
