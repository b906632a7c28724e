//! A game chosen at run time: which, for how many, from where, with which settings; its
//! player count checked against the game and its start.

use std::num::NonZeroUsize;

use maxn_games::chinese_checkers::{NotationError, NotationErrorKind, WinRule, players_in};

use super::{CatalogueError, GameName, StartError};
use crate::games::cards::CardEvaluation;

/// Where a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start<'a> {
    /// The start this text writes: a deal in PBN (a full game: its first hand's), a Chinese
    /// Checkers position in its notation (which also says the player count).
    Text(&'a str),
    /// The start numbered by this seed ([`OpenGame::seeded`](super::OpenGame::seeded); a full game deals every hand
    /// from its own seed).
    Seed(u64),
    /// The game's own start ([`OpenGame::initial`](super::OpenGame::initial)).
    Initial,
}

/// The search settings a game is built with, each applying to some games only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// The card games' evaluation at a cut-off (`None`: the game's default).
    pub evaluation: Option<CardEvaluation>,
    /// Whether the card games generate cards adjacent in rank within a hand as one move.
    pub grouping: bool,
    /// Chinese Checkers: keep only the best K moves at each node.
    pub top_k: Option<NonZeroUsize>,
    /// Chinese Checkers: the win rule (a rule of the game, which decides whether a position
    /// given as text is over, or refused).
    pub win_rule: WinRule,
}

impl Default for GameOptions {
    /// The default evaluation, grouping on, no top-k limit, the default win rule.
    fn default() -> Self {
        Self {
            evaluation: None,
            grouping: true,
            top_k: None,
            win_rule: WinRule::default(),
        }
    }
}

/// A game chosen at run time: which, for how many, from where, with which settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameChoice<'a> {
    /// The game.
    pub game: GameName,
    /// The player count; `None`: from a Chinese Checkers position, else the game's default
    /// ([`GameName::default_players`]).
    pub players: Option<usize>,
    /// Where it starts.
    pub start: Start<'a>,
    /// The search settings.
    pub options: GameOptions,
}

impl<'a> GameChoice<'a> {
    /// `game` for `players` from `start`, with the default settings.
    pub fn new(game: GameName, players: Option<usize>, start: Start<'a>) -> Self {
        Self {
            game,
            players,
            start,
            options: GameOptions::default(),
        }
    }

    /// The player count: as given, else read from a Chinese Checkers position, else the
    /// game's default; an error if the game is not played by it, or if a position has
    /// another.
    pub fn players(&self) -> Result<usize, CatalogueError> {
        let start_error = |error| CatalogueError::Start {
            game: self.game.name(),
            error: StartError::Position(error),
        };
        let found = match (self.game, self.start) {
            (GameName::ChineseCheckers, Start::Text(text)) => {
                Some(players_in(text).map_err(start_error)?)
            }
            _ => None,
        };
        match (self.players, found) {
            (Some(expected), Some(found)) if expected != found => Err(start_error(NotationError {
                kind: NotationErrorKind::WrongPlayerCount { expected, found },
                at: None,
            })),
            (given, found) => self.game.count(given.or(found)),
        }
    }
}
