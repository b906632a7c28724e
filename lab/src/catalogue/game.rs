//! The built-in games by name: the one list the command line parses `--game` (and the game of
//! `perft` and `search`) from.

use std::fmt;
use std::str::FromStr;

use super::CatalogueError;
use crate::arena::BuiltinGame;
use crate::games::cards::CardGameName;
use crate::hidden::FullGame;

/// A built-in game, by the name the command line spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameName {
    /// Hearts, 3 or 4 players, every hand visible.
    Hearts,
    /// Spades, 3 players, every hand visible.
    Spades,
    /// Sergeant Major (8-5-3), 3 players.
    SergeantMajor,
    /// Chinese Checkers on the 121-hole star, 2, 3, 4 or 6 players.
    ChineseCheckers,
    /// Full Hearts (passing, the moon, matches to 100), 4 or 3 players, hands hidden.
    HeartsFull,
    /// Full Spades (bids, nil, bags, matches to 500), 4 players in partnerships or 3, hands
    /// hidden.
    SpadesFull,
}

/// How a game is played: every hand visible to the searchers, or each seat seeing its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    /// A game played with every hand visible (the arena's games).
    Open(BuiltinGame),
    /// A full game, each agent seeing its own hand.
    Hidden(FullGame),
}

impl GameName {
    /// Every game, as `--game` lists them.
    pub const ALL: [GameName; 6] = [
        GameName::Hearts,
        GameName::Spades,
        GameName::SergeantMajor,
        GameName::ChineseCheckers,
        GameName::HeartsFull,
        GameName::SpadesFull,
    ];

    /// The games `perft` and `search` take: those played with every hand visible, the card
    /// games first.
    pub const OPEN: [GameName; 4] = [
        GameName::SergeantMajor,
        GameName::Hearts,
        GameName::Spades,
        GameName::ChineseCheckers,
    ];

    /// The name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self.kind() {
            GameKind::Open(game) => game.name(),
            GameKind::Hidden(game) => game.name(),
        }
    }

    /// One line saying what the game is, for help texts.
    pub const fn summary(self) -> &'static str {
        match self {
            GameName::Hearts => "Hearts, 3 or 4 players, every hand visible",
            GameName::Spades => "Spades, 3 players, every hand visible",
            GameName::SergeantMajor => "Sergeant Major (8-5-3), 3 players",
            GameName::ChineseCheckers => {
                "Chinese Checkers on the 121-hole star, 2, 3, 4 or 6 players"
            }
            GameName::HeartsFull => {
                "Full Hearts (passing, the moon, matches to 100), 4 or 3 players, hands hidden"
            }
            GameName::SpadesFull => {
                "Full Spades (bids, nil, bags, matches to 500), 4 players in partnerships or 3, hands hidden"
            }
        }
    }

    /// Whether the game is played with every hand visible or with hidden hands, and as which
    /// game of the arena or of the full games.
    pub const fn kind(self) -> GameKind {
        match self {
            GameName::Hearts => GameKind::Open(BuiltinGame::Hearts),
            GameName::Spades => GameKind::Open(BuiltinGame::Spades),
            GameName::SergeantMajor => GameKind::Open(BuiltinGame::SergeantMajor),
            GameName::ChineseCheckers => GameKind::Open(BuiltinGame::ChineseCheckers),
            GameName::HeartsFull => GameKind::Hidden(FullGame::Hearts),
            GameName::SpadesFull => GameKind::Hidden(FullGame::Spades),
        }
    }

    /// The card game searched double-dummy, for the open card games.
    pub const fn card_game(self) -> Option<CardGameName> {
        match self {
            GameName::Hearts => Some(CardGameName::Hearts),
            GameName::Spades => Some(CardGameName::Spades),
            GameName::SergeantMajor => Some(CardGameName::SergeantMajor),
            GameName::ChineseCheckers | GameName::HeartsFull | GameName::SpadesFull => None,
        }
    }

    /// The game called `name` among `games`, or an error listing their names.
    pub fn parse_among(name: &str, games: &[GameName]) -> Result<GameName, CatalogueError> {
        super::find_by_name("game", name, games, GameName::name)
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameName {
    type Err = CatalogueError;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::parse_among(name, &Self::ALL)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_unknown_ones_list_the_games() {
        for game in GameName::ALL {
            assert_eq!(game.name().parse::<GameName>(), Ok(game));
            assert_eq!(game.to_string(), game.name());
        }
        assert_eq!(GameName::HeartsFull.name(), "hearts-full");
        assert_eq!(GameName::SergeantMajor.name(), "sergeant-major");
        let error = "chess".parse::<GameName>().unwrap_err().to_string();
        assert!(
            error.starts_with("no game is called 'chess'; the games are hearts"),
            "{error}"
        );
        let open = GameName::parse_among("hearts-full", &GameName::OPEN).unwrap_err();
        assert!(!open.to_string().contains("spades-full"), "{open}");
    }

    #[test]
    fn the_open_games_are_the_arenas_and_the_card_games_searched_double_dummy() {
        for game in GameName::ALL {
            let open = matches!(game.kind(), GameKind::Open(_));
            assert_eq!(GameName::OPEN.contains(&game), open, "{game}");
            let card = game.card_game().is_some();
            assert_eq!(card, open && game != GameName::ChineseCheckers, "{game}");
        }
    }
}
