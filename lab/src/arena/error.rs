//! What can be wrong with a game to play: agents, player counts, starts.

use std::fmt;

use crate::agent::AgentError;
use crate::catalogue::CatalogueError;
use maxn_play::TournamentError;

/// Why a game or tournament of built-in games cannot be played; each says what is wrong and,
/// where it applies, which agent or which part of the start.
#[derive(Clone, Debug, PartialEq)]
pub enum ArenaError {
    /// An agent's name is not an algorithm's, or its algorithm cannot search the game.
    Agent {
        /// The agent's position in the list, from 1.
        index: usize,
        /// What is wrong.
        error: AgentError,
    },
    /// No agent was given.
    NoAgents,
    /// More agents than seats.
    TooManyAgents {
        /// The agents given.
        agents: usize,
        /// The seats.
        seats: usize,
    },
    /// The game, its player count or the start given is not valid.
    Catalogue(CatalogueError),
    /// A start with no notation to record (a bug, never the user's input).
    Start(String),
    /// A start was given where none can be (a tournament makes its own).
    StartNotAllowed,
    /// A tournament of no games.
    NoGames,
    /// A round-robin of fewer than two agents (the number given).
    TooFewForRoundRobin(usize),
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Agent { index, error } => write!(f, "agent {index}: {error}"),
            Self::NoAgents => f.write_str("no agent given"),
            Self::TooManyAgents { agents, seats } => {
                write!(f, "{agents} agents for {seats} seats: give at most {seats}")
            }
            Self::Catalogue(error) => error.fmt(f),
            Self::Start(error) => f.write_str(error),
            Self::StartNotAllowed => {
                f.write_str("a tournament plays its own deals or openings, from --seed")
            }
            Self::NoGames => f.write_str("a tournament needs at least one deal or game"),
            Self::TooFewForRoundRobin(agents) => {
                write!(f, "a round-robin needs at least two agents, not {agents}")
            }
        }
    }
}

impl std::error::Error for ArenaError {}

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
