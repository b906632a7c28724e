//! Play and experiments for maxn, above the rules of `maxn-games` and below the `maxn`
//! command's argument parsing: the algorithm registry, agents that choose moves under a
//! budget, whole-game matches, tournaments, and the papers' experiments with their reports.
//!
//! - [`registry`]: every algorithm by name, what it needs of a game, and how a game (yours
//!   included) joins.
//! - [`games`]: the built-in games chosen at run time by name and player count.
//! - [`experiments`]: the papers' experiments and our own, with their reports.
//! - [`report`]: one search's report (text, JSON), text tables, CSV files and SVG charts.
//!
//! # Playing games
//!
//! - [`agent`]: an [`Agent`] chooses a move for a position and says how it decided
//!   ([`Decision`]); a [`SearchAgent`] is any searcher under a [`Budget`], deepened
//!   iteratively, and an [`AlgorithmAgent`] one of the registry's by name.
//! - [`play`]: a [`play_match`] plays one game to its end with one agent per seat and returns
//!   what happened ([`Played`]); games with a [`Notation`] turn it into a replayable
//!   [`MatchRecord`], one JSON line.
//! - [`tournament`]: many starts, each played with the agents rotated through the seats
//!   ([`arrangements`]), in parallel, summarised per agent with 95% intervals.
//! - [`arena`]: the built-in games by name, as `maxn play` and `maxn experiment versus` play
//!   them.
//!
//! - [`hidden`]: hidden-hand card play: agents handed only their seat's information set,
//!   perfect-information Monte Carlo, rule-based and random players, and the double-dummy
//!   agent that sees every hand.
//!
//! All of it works on any [`maxn::Game`], a user's own included.

pub mod agent;
pub mod arena;
pub mod experiments;
pub mod games;
pub mod hidden;
// Until every import names `maxn-play`.
pub use maxn_play::matches as play;
pub mod registry;
pub mod report;
// Until every import names `maxn-play`.
pub use maxn_play::tournament;

pub use agent::{Agent, AgentError, AlgorithmAgent, Budget, BudgetError, Decision, SearchAgent};
pub use play::{
    DecisionRecord, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent, Played,
    ReplayError, Replayed, ScoreNumber, Turn, play_match, play_match_observed, random_opening,
    replay,
};
pub use tournament::{
    Entrant, Estimate, Progress, Standing, TournamentError, TournamentOptions, TournamentResult,
    arrangements, run_tournament,
};
