//! The built-in games by name, with the player counts each is played by.

use std::fmt;

use maxn_games::cards::SEATS;
use maxn_games::chinese_checkers::player_letter;

/// A game of `maxn-games` that agents can play with every hand visible: the open kind of a
/// [`GameName`](crate::catalogue::GameName) (its [`GameKind::Open`](crate::catalogue::GameKind::Open)),
/// which is what names are parsed into; this type keeps what the arena needs of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinGame {
    /// Hearts, 3 or 4 players, perfect information.
    Hearts,
    /// Spades, 3 players, perfect information.
    Spades,
    /// Sergeant Major (8-5-3), 3 players, no trumps.
    SergeantMajor,
    /// Chinese Checkers, 2, 3, 4 or 6 players.
    ChineseCheckers,
}

impl BuiltinGame {
    /// Every built-in game.
    pub const ALL: [BuiltinGame; 4] = [
        BuiltinGame::Hearts,
        BuiltinGame::Spades,
        BuiltinGame::SergeantMajor,
        BuiltinGame::ChineseCheckers,
    ];

    /// The name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            BuiltinGame::Hearts => "hearts",
            BuiltinGame::Spades => "spades",
            BuiltinGame::SergeantMajor => "sergeant-major",
            BuiltinGame::ChineseCheckers => "chinese-checkers",
        }
    }

    /// The player counts the game is played by.
    pub const fn player_counts(self) -> &'static [usize] {
        match self {
            BuiltinGame::Hearts => &[3, 4],
            BuiltinGame::Spades | BuiltinGame::SergeantMajor => &[3],
            BuiltinGame::ChineseCheckers => &[2, 3, 4, 6],
        }
    }

    /// The player count when none is given: 3.
    pub const fn default_players(self) -> usize {
        3
    }

    /// Whether the game is a card game (started from a deal) rather than a board game
    /// (started from a position).
    pub const fn is_card_game(self) -> bool {
        !matches!(self, BuiltinGame::ChineseCheckers)
    }

    /// The most moves of a game before it is stopped unfinished, when none is given: none for
    /// the card games, which always end; 150 per player for Chinese Checkers (games between
    /// agents searching 500,000 nodes a move take 50 to 60 per player).
    pub const fn default_move_cap(self, players: usize) -> Option<usize> {
        match self {
            BuiltinGame::ChineseCheckers => Some(150 * players),
            _ => None,
        }
    }

    /// How seat `player` is written: N, E, S, W at cards, the notation's letter (a, b, ...)
    /// in Chinese Checkers.
    pub fn seat_name(self, player: usize) -> char {
        if self.is_card_game() {
            SEATS[player]
        } else {
            player_letter(player)
        }
    }
}

impl fmt::Display for BuiltinGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
