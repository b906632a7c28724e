//! Play and experiments for maxn, above the rules of `maxn-games` and below the `maxn`
//! command's argument parsing: the algorithm registry, agents that choose moves under a
//! budget by name, the built-in games' matches and tournaments, and the papers' experiments with their reports.
//!
//! - [`registry`]: every algorithm by name, what it needs of a game, and how a game (yours
//!   included) joins.
//! - [`games`]: the built-in games chosen at run time by name and player count.
//! - [`experiments`]: the papers' experiments and our own, with their reports.
//! - [`memory`]: a search's transposition table and move ordering chosen at run time.
//! - [`report`]: one search's report (text, JSON), text tables, CSV files and SVG charts.
//! - [`tree_size`]: how much work a synthetic tree's search is, checked before it starts.
//!
//! # Playing games
//!
//! The agents, matches and tournaments themselves live in the published `maxn-play`, generic
//! over any game; here are the parts that name things at run time:
//!
//! - [`catalogue`]: the games, algorithms and agents by name; one function from a game's
//!   name, player count and start to its type ([`with_game`](dispatch::with_game)); one
//!   agent spec ([`AgentSpec`](catalogue::AgentSpec)) for every command.
//! - [`agent`]: an [`AlgorithmAgent`] is one of the registry's searchers by name, deepened
//!   under a budget; an agent spec makes the agents of the open games.
//! - [`arena`]: the built-in games by name, as `maxn play` and `maxn experiment versus` play
//!   them.
//! - [`hidden`]: hidden-hand card play: agents handed only their seat's information set,
//!   perfect-information Monte Carlo, rule-based and random players, and the double-dummy
//!   agent that sees every hand.
//!
//! All of it works on any [`maxn::Game`], a user's own included.

pub mod agent;
pub mod arena;
pub mod catalogue;
pub mod choice;
pub mod dispatch;
pub mod experiments;
pub mod games;
pub mod hidden;
pub mod memory;
pub mod registry;
pub mod report;
pub mod tree_size;

pub use agent::{AgentError, AlgorithmAgent};
