//! Playing games with the searchers of [`maxn`]: agents that choose moves under a budget,
//! n-player Monte Carlo tree search and MP-Mix, generic over any [`maxn::Game`], a game of
//! your own included.
//!
//! - [`agent`]: an [`Agent`] chooses a move for a position and says how it decided
//!   ([`Decision`]); a [`SearchAgent`] is any searcher under a [`Budget`], deepened
//!   iteratively; [`agent::mcts`] and [`MpMixAgent`](agent::MpMixAgent) are agents of their own.
//!
//! The built-in games of `maxn-games` sit above this crate; the command line's catalogue of
//! games and agents by name lives in the unpublished `maxn-lab`.

pub mod agent;

pub use agent::{Agent, Budget, BudgetError, Decision, SearchAgent};
