//! Play and experiments for maxn, above the rules of `maxn-games` and below the `maxn`
//! command's argument parsing: the algorithm registry, agents that choose moves under a
//! budget, whole-game matches, tournaments, and the papers' experiments with their reports.
//!
//! - [`registry`]: every algorithm by name, what it needs of a game, and how a game (yours
//!   included) joins.
//! - [`games`]: the built-in games chosen at run time by name and player count.
//! - [`experiments`]: the papers' experiments and our own, with their reports.
//! - [`report`]: one search's report (text, JSON), text tables, CSV files and SVG charts.

pub mod experiments;
pub mod games;
pub mod registry;
pub mod report;
