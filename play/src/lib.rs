//! Playing games with the searchers of [`maxn`]: agents that choose moves under a budget,
//! n-player Monte Carlo tree search and MP-Mix, generic over any [`maxn::Game`], a game of
//! your own included.
//!
//! - [`agent`]: an [`Agent`] chooses a move for a position and says how it decided
//!   ([`Decision`]); a [`SearchAgent`] is any searcher under a [`Budget`], deepened
//!   iteratively; [`agent::mcts`] and [`MpMixAgent`](agent::MpMixAgent) are agents of their own.
//! - [`matches`]: a [`play_match`] plays one game to its end with one agent per seat and
//!   returns what happened ([`Played`]); games with a [`Notation`] turn it into a replayable
//!   [`MatchRecord`], one JSON line, and [`replay`] plays one back through the rules.
//!
//! The built-in games of `maxn-games` sit above this crate; the command line's catalogue of
//! games and agents by name lives in the unpublished `maxn-lab`.

pub mod agent;
pub mod matches;

pub use agent::{Agent, Budget, BudgetError, Decision, SearchAgent};
pub use matches::{
    DecisionRecord, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent, Played,
    ReplayError, Replayed, ScoreNumber, Turn, own_score_numbers, play_match, play_match_observed,
    random_opening, replay, score_json,
};
