//! The built-in games by name: the one list the command line parses `--game` (and the game of
//! `perft` and `search`) from, with what every command needs to know of each game before its
//! type is chosen (player counts, how seats are written, the evaluations of the card games).

use std::fmt;
use std::str::FromStr;

use maxn_games::cards::SEATS;
use maxn_games::chinese_checkers::player_letter;

use super::CatalogueError;
use crate::games::cards::CardEvaluation;

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
        match self {
            GameName::Hearts => "hearts",
            GameName::Spades => "spades",
            GameName::SergeantMajor => "sergeant-major",
            GameName::ChineseCheckers => "chinese-checkers",
            GameName::HeartsFull => "hearts-full",
            GameName::SpadesFull => "spades-full",
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

    /// The player counts the game is played by, its default first.
    ///
    /// The one default of every command: 3 for the games played with every hand visible
    /// (Hearts included: the paper's experiments and the arena's tournaments are 3-player
    /// Hearts), 4 for the full games with hidden hands (the tables they are played at).
    pub const fn players(self) -> &'static [usize] {
        match self {
            GameName::Hearts => &[3, 4],
            GameName::Spades | GameName::SergeantMajor => &[3],
            GameName::ChineseCheckers => &[3, 2, 4, 6],
            GameName::HeartsFull | GameName::SpadesFull => &[4, 3],
        }
    }

    /// The player count when none is given.
    pub const fn default_players(self) -> usize {
        self.players()[0]
    }

    /// The player count `players` asks for (`None`: the default), checked against the game's.
    pub fn count(self, players: Option<usize>) -> Result<usize, CatalogueError> {
        let players = players.unwrap_or(self.default_players());
        if self.players().contains(&players) {
            Ok(players)
        } else {
            Err(CatalogueError::players(
                self.name(),
                self.players(),
                players,
            ))
        }
    }

    /// Whether each seat sees only its own hand (the full games), rather than every hand.
    pub const fn hidden_hands(self) -> bool {
        matches!(self, GameName::HeartsFull | GameName::SpadesFull)
    }

    /// Whether the game is a card game (started from a deal) rather than a board game
    /// (started from a position).
    pub const fn is_card_game(self) -> bool {
        !matches!(self, GameName::ChineseCheckers)
    }

    /// The most moves of a game before it is stopped unfinished, when none is given: none for
    /// the card games, which always end; 150 per player for Chinese Checkers (games between
    /// agents searching 500,000 nodes a move take 50 to 60 per player).
    pub const fn default_move_cap(self, players: usize) -> Option<usize> {
        match self {
            GameName::ChineseCheckers => Some(150 * players),
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

    /// The evaluations at a depth cut-off the game can be valued by, its default first: the
    /// points ones for Hearts, the tricks ones for Spades and Sergeant Major, none for the
    /// others (Chinese Checkers has one; the full games are valued by their rules).
    pub const fn evaluations(self) -> &'static [CardEvaluation] {
        match self {
            GameName::Hearts => &[
                CardEvaluation::LikelyTaker,
                CardEvaluation::TakenAndHeld,
                CardEvaluation::TakenPoints,
            ],
            GameName::Spades | GameName::SergeantMajor => {
                &[CardEvaluation::TricksEstimated, CardEvaluation::TricksTaken]
            }
            GameName::ChineseCheckers | GameName::HeartsFull | GameName::SpadesFull => &[],
        }
    }

    /// The evaluation a card game is searched with when none is asked for.
    pub const fn default_evaluation(self) -> Option<CardEvaluation> {
        match self.evaluations() {
            [first, ..] => Some(*first),
            [] => None,
        }
    }

    /// `evaluation` (`None`: the default) if the game is valued by it, else the error listing
    /// the game's.
    pub fn evaluation(
        self,
        evaluation: Option<CardEvaluation>,
    ) -> Result<Option<CardEvaluation>, CatalogueError> {
        match evaluation {
            None => Ok(self.default_evaluation()),
            Some(evaluation) if self.evaluations().contains(&evaluation) => Ok(Some(evaluation)),
            Some(evaluation) => {
                // In the order of `CardEvaluation::ALL`, as the help lists them.
                let valid: Vec<&str> = CardEvaluation::ALL
                    .iter()
                    .filter(|known| self.evaluations().contains(known))
                    .map(|known| known.name())
                    .collect();
                Err(CatalogueError::Evaluation {
                    game: self.name(),
                    evaluation,
                    valid: valid.join(", "),
                })
            }
        }
    }

    /// The game called `name` among `games`, or an error listing their names.
    pub fn parse_among(name: &str, games: &[GameName]) -> Result<GameName, CatalogueError> {
        crate::choice::find_by_name("game", name, games, GameName::name)
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
    fn the_open_games_are_those_with_every_hand_visible() {
        for game in GameName::ALL {
            assert_eq!(
                GameName::OPEN.contains(&game),
                !game.hidden_hands(),
                "{game}"
            );
            let valued = !game.evaluations().is_empty();
            let open_cards = !game.hidden_hands() && game.is_card_game();
            assert_eq!(valued, open_cards, "{game}");
        }
    }

    #[test]
    fn one_default_player_count_per_game_and_counts_checked() {
        assert_eq!(GameName::Hearts.count(None), Ok(3));
        assert_eq!(GameName::HeartsFull.count(None), Ok(4));
        assert_eq!(GameName::ChineseCheckers.count(Some(6)), Ok(6));
        let error = GameName::ChineseCheckers.count(Some(5)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "chinese-checkers is played by 2, 3, 4 or 6 players, not 5"
        );
        assert_eq!(error.players_asked(), Some(5));
    }

    #[test]
    fn evaluations_fit_their_games_only() {
        assert_eq!(
            GameName::Spades.evaluation(None),
            Ok(Some(CardEvaluation::TricksEstimated))
        );
        assert_eq!(GameName::ChineseCheckers.evaluation(None), Ok(None));
        let error = GameName::Hearts
            .evaluation(Some(CardEvaluation::TricksTaken))
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "tricks-taken is not an evaluation of hearts (its evaluations: taken-points, \
             taken-and-held, likely-taker)"
        );
    }
}
