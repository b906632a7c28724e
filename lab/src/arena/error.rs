//! What can be wrong with a game to play: agents, player counts, starts.

use crate::agent::AgentError;
use crate::catalogue::CatalogueError;
use maxn_play::TournamentError;

/// Why a game or tournament of built-in games cannot be played; each says what is wrong and,
/// where it applies, which agent or which part of the start.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ArenaError {
    /// An agent's name is not an algorithm's, or its algorithm cannot search the game.
    #[error("agent {index}: {error}")]
    Agent {
        /// The agent's position in the list, from 1.
        index: usize,
        /// What is wrong.
        error: AgentError,
    },
    /// No agent was given.
    #[error("no agent given")]
    NoAgents,
    /// More agents than seats.
    #[error("{agents} agents for {seats} seats: give at most {seats}")]
    TooManyAgents {
        /// The agents given.
        agents: usize,
        /// The seats.
        seats: usize,
    },
    /// The game, its player count or the start given is not valid.
    #[error(transparent)]
    Catalogue(CatalogueError),
    /// A start with no notation to record (a bug, never the user's input).
    #[error("{0}")]
    Start(String),
    /// A start was given where none can be (a tournament makes its own).
    #[error("a tournament plays its own deals or openings, from --seed")]
    StartNotAllowed,
    /// A tournament of no games.
    #[error("a tournament needs at least one deal or game")]
    NoGames,
    /// A round-robin of fewer than two agents (the number given).
    #[error("a round-robin needs at least two agents, not {0}")]
    TooFewForRoundRobin(usize),
}

impl From<TournamentError> for ArenaError {
    fn from(error: TournamentError) -> Self {
        match error {
            TournamentError::NoAgents => Self::NoAgents,
            TournamentError::TooManyAgents { agents, seats } => {
                Self::TooManyAgents { agents, seats }
            }
            TournamentError::NoStarts => Self::NoGames,
        }
    }
}
