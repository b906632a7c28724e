//! Play and experiments for maxn, above the rules of `maxn-games` and below the `maxn`
//! command's argument parsing: the algorithm registry, agents that choose moves under a
//! budget, whole-game matches, tournaments, and the papers' experiments with their reports.
//!
//! # Playing games
//!
//! - [`agent`]: an [`Agent`] chooses a move for a position and says how it decided
//!   ([`Decision`]); a [`SearchAgent`] is any searcher under a [`Budget`], deepened
//!   iteratively.
//! - [`play`]: a [`play_match`] plays one game to its end with one agent per seat and returns
//!   what happened ([`Played`]); games with a [`Notation`] turn it into a replayable
//!   [`MatchRecord`], one JSON line.
//! - [`tournament`]: many starts, each played with the agents rotated through the seats
//!   ([`arrangements`]), in parallel, summarised per agent with 95% intervals.
//!
//! All of it works on any [`maxn::Game`], a user's own included.

pub mod agent;
pub mod play;
pub mod tournament;

pub use agent::{Agent, Budget, BudgetError, Decision, SearchAgent};
pub use play::{
    DecisionRecord, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent, Played,
    ReplayError, Replayed, ScoreNumber, Turn, play_match, play_match_observed, random_opening,
    replay,
};
pub use tournament::{
    Entrant, Estimate, Progress, Standing, TournamentError, TournamentOptions, TournamentResult,
    arrangements, run_tournament,
};
