//! The one error for a choice made by name at run time that is not valid: a player
//! count a game is not played by (or the searchers are not compiled for), a name that names
//! no game, algorithm or agent, an agent's option it does not take, a start (deal or position)
//! that is not one of the game's, an evaluation the game is not valued by. Each message says
//! what was asked and what is valid (a start's, where in the text); the command line adds
//! where on the command line (the flag).

use maxn_games::cards::DealError;
use maxn_games::chinese_checkers::NotationError;
use thiserror::Error;

use super::PLAYERS;
use crate::games::cards::CardEvaluation;

/// Why a start given as text is not a start of the game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StartError {
    /// Not a deal of the card game (in PBN).
    #[error(transparent)]
    Deal(DealError),
    /// Not a Chinese Checkers position (in its notation), or one of another player count.
    #[error(transparent)]
    Position(NotationError),
}

/// A name or player count that is not valid.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CatalogueError {
    /// A game asked for with a player count it is not played by.
    #[error("{game} is played by {} players, not {players}", in_words(counts))]
    Players {
        /// The game, as the message names it.
        game: &'static str,
        /// The counts it is played by.
        counts: &'static [usize],
        /// The count asked for.
        players: usize,
    },
    /// A player count outside [`PLAYERS`], which the searchers are compiled for.
    #[error(
        "{players} players: the searchers are compiled for {} to {}",
        PLAYERS.start(),
        PLAYERS.end()
    )]
    NotCompiled {
        /// The count asked for.
        players: usize,
    },
    /// A name that is none of the catalogue's.
    #[error("no {kind} is called '{name}'; the {kind}s are {}", known.join(", "))]
    UnknownName {
        /// What was named: "algorithm", "agent".
        kind: &'static str,
        /// The name given.
        name: String,
        /// The names there are.
        known: Vec<&'static str>,
    },
    /// A start (a deal, a position) that is not one of the game's; the message says where in
    /// the text.
    #[error("{error}")]
    Start {
        /// The game, by its command-line name.
        game: &'static str,
        /// What is wrong, and where.
        error: StartError,
    },
    /// An evaluation at a cut-off the game is not valued by.
    #[error("{} is not an evaluation of {game} (its evaluations: {valid})", evaluation.name())]
    Evaluation {
        /// The game, as the message names it.
        game: &'static str,
        /// The evaluation asked for.
        evaluation: CardEvaluation,
        /// The game's evaluations, in words.
        valid: String,
    },
    /// A game handed to work that does not play it (a game with hidden hands to a search of
    /// open games, or the reverse).
    #[error("{game} is not played {how} here")]
    Kind {
        /// The game, by the name its type declares.
        game: &'static str,
        /// How it is played: "with every hand visible", "with hidden hands".
        how: &'static str,
    },
    /// A name that is no agent's.
    #[error("no agent is called '{name}'; the agents are {}; the hidden-hand games also take {hidden}", known.join(", "))]
    UnknownAgent {
        /// The name given.
        name: String,
        /// The agents of the games played with every hand visible.
        known: Vec<String>,
        /// The hidden-hand agents, in words.
        hidden: &'static str,
    },
    /// An agent's name whose algorithm (`pimc-<algorithm>`, `cheat-<algorithm>`) is unknown.
    #[error("unknown agent `{agent}`: {error}")]
    AgentAlgorithm {
        /// The agent as given.
        agent: String,
        /// The algorithm's error, listing the algorithms.
        error: Box<CatalogueError>,
    },
    /// An agent's option that is not one of its own, or not a valid value.
    #[error("{agent}: {reason}")]
    AgentOption {
        /// The agent as given.
        agent: String,
        /// What is wrong with the option.
        reason: String,
    },
}

impl CatalogueError {
    /// `game` (played by `counts`) asked for with `players`.
    pub const fn players(game: &'static str, counts: &'static [usize], players: usize) -> Self {
        Self::Players {
            game,
            counts,
            players,
        }
    }

    /// The player count asked for, if the error is about one.
    pub const fn players_asked(&self) -> Option<usize> {
        match self {
            Self::Players { players, .. } | Self::NotCompiled { players } => Some(*players),
            Self::UnknownName { .. }
            | Self::Start { .. }
            | Self::Evaluation { .. }
            | Self::Kind { .. }
            | Self::UnknownAgent { .. }
            | Self::AgentAlgorithm { .. }
            | Self::AgentOption { .. } => None,
        }
    }
}

/// Player counts in words, smallest first: "3", "3 or 4", "2, 3, 4 or 6".
fn in_words(counts: &[usize]) -> String {
    let mut counts = counts.to_vec();
    counts.sort_unstable();
    let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_say_what_was_asked_and_what_is_valid() {
        let hearts = CatalogueError::players("Hearts", &[4, 3], 5);
        assert_eq!(
            hearts.to_string(),
            "Hearts is played by 3 or 4 players, not 5"
        );
        let checkers = CatalogueError::players("chinese-checkers", &[2, 3, 4, 6], 5);
        assert_eq!(
            checkers.to_string(),
            "chinese-checkers is played by 2, 3, 4 or 6 players, not 5"
        );
        assert_eq!(
            CatalogueError::players("spades", &[3], 4).to_string(),
            "spades is played by 3 players, not 4"
        );
        let compiled = CatalogueError::NotCompiled { players: 7 };
        assert_eq!(
            compiled.to_string(),
            "7 players: the searchers are compiled for 2 to 6"
        );
        assert_eq!(compiled.players_asked(), Some(7));
        let unknown = CatalogueError::UnknownName {
            kind: "game",
            name: "chess".into(),
            known: vec!["hearts", "spades"],
        };
        assert_eq!(
            unknown.to_string(),
            "no game is called 'chess'; the games are hearts, spades"
        );
        assert_eq!(unknown.players_asked(), None);
    }
}
