//! Playing games with the searchers of [`maxn`]: agents that choose moves under a budget,
//! n-player Monte Carlo tree search and MP-Mix, generic over any [`maxn::Game`], a game of
//! your own included.
//!
//! - [`agent`]: an [`Agent`] chooses a move for a position and says how it decided
//!   ([`Decision`]); a [`SearchAgent`] is any searcher under a [`Budget`], deepened
//!   iteratively; [`agent::mcts`] and [`MpMixAgent`](agent::MpMixAgent) are agents of their own.
//! - [`matches`](mod@matches): a [`play_match`] plays one game to its end with one agent per seat and
//!   returns what happened ([`Played`]); games with a [`Notation`] turn it into a replayable
//!   [`MatchRecord`], one JSON line, and [`replay`] plays one back through the rules.
//! - [`seat`]: hidden information. A [`HiddenGame`] is seen by each seat through its view,
//!   kept up to date by what the seat observes; [`Resample`] draws positions consistent with
//!   a view; a [`SeatAgent`] decides from a view alone ([`Pimc`], [`Ismcts`], [`RandomPlayer`]), and an
//!   [`Observed`] game, the position and every seat's view, is played by the same matches and
//!   tournaments as any other game ([`Blind`], [`Sighted`]).
//! - [`session`]: one agent driven move by move from outside, the position ([`Session`]) or,
//!   in a hidden-information game, one seat's view ([`SeatSession`]) kept by the session, the
//!   agent's memory kept between moves; what `maxn serve` speaks to other programs.
//! - [`tournament`]: many starts, each played with the agents rotated through the seats
//!   ([`arrangements`]), in parallel, summarised per agent with 95% intervals; round-robins
//!   of pairs with Bradley-Terry ratings.
//!
//! Random numbers come from the project's one generator, [`maxn::rng::SplitMix64`], so that
//! a seed names the same games on any machine and thread count.
//!
//! The built-in games of `maxn-games` sit above this crate; the command line's catalogue of
//! games and agents by name lives in the unpublished `maxn-lab`.

pub mod agent;
pub mod matches;
pub mod seat;
pub mod session;
pub mod tournament;

pub use agent::{Agent, Budget, BudgetError, Decision, SearchAgent};
pub use matches::{
    DecisionRecord, Finish, MatchOptions, MatchRecord, MoveLine, Notation, PlayEvent, Played,
    ReplayError, Replayed, ScoreNumber, Turn, own_score_numbers, play_match, play_match_observed,
    random_opening, replay, score_json,
};
pub use seat::{
    Blind, HiddenGame, Ismcts, Observed, Pimc, PlayModel, RandomPlayer, Resample, SampleSearch,
    SampleValues, Scoring, SeatAgent, Sharing, Sighted,
};
pub use session::{SeatSession, Session, SessionError};
pub use tournament::{
    Entrant, Estimate, Progress, Standing, TournamentError, TournamentOptions, TournamentResult,
    arrangements, run_tournament,
};
