//! The text forms of a position and a move: a compact one-line notation that parses and prints
//! round-trip, and a board diagram for people.
//!
//! # Position notation
//!
//! The 17 rows from the top point down, separated by `/`, then a space and the player to move.
//! Players are letters, `a` for player 0 up to `f` for player 5; a run of empty holes is its
//! length in decimal (`13`), and `.` is accepted for a single empty hole. Like chess's FEN,
//! printing always merges runs. The player count is the number of players with pieces (the
//! highest letter used), which must be 2, 3, 4 or 6, each with exactly ten pieces.
//!
//! The 3-player start (player 0 on top, 1 lower right, 2 lower left), player 0 to move:
//!
//! ```text
//! a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a
//! ```
//!
//! Malformed input is an error naming what is wrong and where (the character, 1-based, and
//! the row), never a panic.

use std::fmt;
use std::str::FromStr;

use super::board::{CELLS, ROW_LENGTHS, ROW_STARTS, ROWS};
use super::position::{ChineseCheckers, Move};
use super::rule::WinRule;
use super::seats::is_supported;

/// The most players a notation can name (`a` to `f`).
const MAX_PLAYERS: usize = 6;

/// The letter of a player in the notation (`a` for player 0).
pub fn player_letter(player: usize) -> char {
    (b'a' + player as u8) as char
}

/// A position read from its notation, before its player count is matched to a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsedPosition {
    /// The number of players.
    pub players: usize,
    /// Each player's pieces (unused entries are 0).
    pub pieces: [u128; MAX_PLAYERS],
    /// The player to move.
    pub to_move: usize,
}

/// Why a notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// What is wrong.
    pub kind: NotationErrorKind,
    /// Where: the offending character's index (0-based, in characters, not bytes) in the
    /// input, when there is one.
    pub at: Option<usize>,
}

/// What is wrong with a notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The input is empty.
    Empty,
    /// There is no player to move after the board.
    MissingMover,
    /// Something follows the player to move.
    TrailingText,
    /// The board does not have 17 rows.
    RowCount {
        /// The rows found.
        found: usize,
    },
    /// A row describes more holes than it has.
    RowTooLong {
        /// The row, 0 for the top point.
        row: usize,
    },
    /// A row describes fewer holes than it has.
    RowTooShort {
        /// The row, 0 for the top point.
        row: usize,
        /// The holes described.
        found: usize,
    },
    /// A character that is neither a player letter, a run length nor `.`.
    UnknownSymbol {
        /// The character.
        symbol: char,
        /// The row it is in.
        row: usize,
    },
    /// A run of zero empty holes.
    ZeroRun {
        /// The row it is in.
        row: usize,
    },
    /// No piece on the board.
    NoPieces,
    /// The letters used imply a player count the board does not support.
    PlayerCount {
        /// The players implied (the highest letter used).
        found: usize,
    },
    /// A player does not have ten pieces.
    PieceCount {
        /// The player.
        player: usize,
        /// Its pieces.
        found: u32,
    },
    /// The player to move is not a player letter, or not one of the players.
    Mover {
        /// What was written.
        found: String,
        /// The players in the position.
        players: usize,
    },
    /// Two players' goal conditions hold: no game reaches such a position, as it ends at the
    /// first win.
    TwoWinners {
        /// One winner.
        first: usize,
        /// Another.
        second: usize,
    },
    /// The position has a different number of players than asked for.
    WrongPlayerCount {
        /// The players asked for.
        expected: usize,
        /// The players in the notation.
        found: usize,
    },
}

impl NotationError {
    fn at(kind: NotationErrorKind, at: usize) -> Self {
        Self { kind, at: Some(at) }
    }

    fn whole(kind: NotationErrorKind) -> Self {
        Self { kind, at: None }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NotationErrorKind::*;
        let supported = "Chinese Checkers is played by 2, 3, 4 or 6 players";
        match &self.kind {
            Empty => write!(f, "empty position notation")?,
            MissingMover => write!(
                f,
                "missing the player to move: expected the 17 rows, a space and a player letter"
            )?,
            TrailingText => write!(f, "unexpected text after the player to move")?,
            RowCount { found } => write!(
                f,
                "the board has {found} rows separated by '/', expected {ROWS}"
            )?,
            RowTooLong { row } => write!(
                f,
                "row {} describes more than its {} holes",
                row + 1,
                ROW_LENGTHS[*row]
            )?,
            RowTooShort { row, found } => write!(
                f,
                "row {} describes {found} holes, expected {}",
                row + 1,
                ROW_LENGTHS[*row]
            )?,
            UnknownSymbol { symbol, row } => write!(
                f,
                "unknown symbol {symbol:?} in row {}: expected a player letter a-f, \
                 a number of empty holes or '.'",
                row + 1
            )?,
            ZeroRun { row } => write!(f, "a run of 0 empty holes in row {}", row + 1)?,
            NoPieces => write!(f, "no pieces on the board")?,
            PlayerCount { found } => write!(
                f,
                "pieces of {found} players (a to {}); {supported}",
                player_letter(found - 1)
            )?,
            PieceCount { player, found } => write!(
                f,
                "player {} ({player}) has {found} pieces, expected 10",
                player_letter(*player)
            )?,
            Mover { found, players } => write!(
                f,
                "the player to move {found:?} is not one of the {players} players (a to {})",
                player_letter(players - 1)
            )?,
            TwoWinners { first, second } => write!(
                f,
                "both player {} and player {} have filled their goals; a game ends at the \
                 first win (under the anti-blocking win rule; the strict rule counts only a \
                 goal full of its owner's pieces)",
                player_letter(*first),
                player_letter(*second)
            )?,
            WrongPlayerCount { expected, found } => {
                write!(f, "the position has {found} players, expected {expected}")?
            }
        }
        if let Some(at) = self.at {
            write!(f, " (at character {})", at + 1)?;
        }
        Ok(())
    }
}

impl std::error::Error for NotationError {}

/// Reads a notation of any supported player count.
pub fn parse(text: &str) -> Result<ParsedPosition, NotationError> {
    parse_bytes(text).map_err(|error| NotationError {
        // The parser finds places as byte offsets; users count characters (a wide space or
        // any other non-ASCII character before the error takes several bytes).
        at: error
            .at
            .map(|at| text.get(..at).map_or(at, |before| before.chars().count())),
        ..error
    })
}

/// [`parse`], with error places as byte offsets into `text`.
fn parse_bytes(text: &str) -> Result<ParsedPosition, NotationError> {
    use NotationErrorKind::*;
    let trimmed = text.trim_end();
    let board_start = trimmed.len() - trimmed.trim_start().len();
    if board_start == trimmed.len() {
        return Err(NotationError::whole(Empty));
    }
    let board_end = trimmed[board_start..]
        .find(char::is_whitespace)
        .map_or(trimmed.len(), |i| board_start + i);
    let mut pieces = [0u128; MAX_PLAYERS];
    let mut players = 0;
    let mut rows = 0;
    let mut row_begin = board_start;
    for row_text in trimmed[board_start..board_end].split('/') {
        if rows == ROWS {
            return Err(NotationError::at(
                RowCount {
                    found: trimmed[board_start..board_end].split('/').count(),
                },
                row_begin,
            ));
        }
        let row = rows;
        let len = ROW_LENGTHS[row] as usize;
        let mut filled = 0;
        let mut chars = row_text.char_indices().peekable();
        while let Some((i, symbol)) = chars.next() {
            let at = row_begin + i;
            let holes = match symbol {
                'a'..='f' => {
                    let player = (symbol as u8 - b'a') as usize;
                    if filled < len {
                        pieces[player] |= 1u128 << (ROW_STARTS[row] as usize + filled);
                    }
                    players = players.max(player + 1);
                    1
                }
                '.' => 1,
                '0'..='9' => {
                    let mut run = symbol.to_digit(10).unwrap_or(0) as usize;
                    while let Some(&(_, digit @ '0'..='9')) = chars.peek() {
                        run = run
                            .saturating_mul(10)
                            .saturating_add(digit.to_digit(10).unwrap_or(0) as usize);
                        chars.next();
                    }
                    if run == 0 {
                        return Err(NotationError::at(ZeroRun { row }, at));
                    }
                    run
                }
                _ => return Err(NotationError::at(UnknownSymbol { symbol, row }, at)),
            };
            filled = filled.saturating_add(holes);
            if filled > len {
                return Err(NotationError::at(RowTooLong { row }, at));
            }
        }
        if filled < len {
            return Err(NotationError::at(
                RowTooShort { row, found: filled },
                row_begin + row_text.len(),
            ));
        }
        rows += 1;
        row_begin += row_text.len() + 1;
    }
    if rows < ROWS {
        return Err(NotationError::at(RowCount { found: rows }, board_end));
    }
    if players == 0 {
        return Err(NotationError::whole(NoPieces));
    }
    if !is_supported(players) {
        return Err(NotationError::whole(PlayerCount { found: players }));
    }
    for (player, &set) in pieces.iter().enumerate().take(players) {
        if set.count_ones() != 10 {
            return Err(NotationError::whole(PieceCount {
                player,
                found: set.count_ones(),
            }));
        }
    }
    let rest = &trimmed[board_end..];
    let mover_start = board_end + (rest.len() - rest.trim_start().len());
    let mover_text = &trimmed[mover_start..];
    if mover_text.is_empty() {
        return Err(NotationError::at(MissingMover, board_end));
    }
    let mover_end = mover_text
        .find(char::is_whitespace)
        .unwrap_or(mover_text.len());
    if mover_end < mover_text.len() {
        let after = &mover_text[mover_end..];
        let offset = mover_start + mover_end + (after.len() - after.trim_start().len());
        return Err(NotationError::at(TrailingText, offset));
    }
    let to_move = match mover_text.as_bytes() {
        [letter @ b'a'..=b'f'] if ((letter - b'a') as usize) < players => (letter - b'a') as usize,
        _ => {
            return Err(NotationError::at(
                Mover {
                    found: mover_text.to_string(),
                    players,
                },
                mover_start,
            ));
        }
    };
    Ok(ParsedPosition {
        players,
        pieces,
        to_move,
    })
}

/// The number of players in a notation, so that a caller can choose the position type
/// (`ChineseCheckers<N>`) before parsing it.
pub fn players_in(text: &str) -> Result<usize, NotationError> {
    parse(text).map(|parsed| parsed.players)
}

impl<const N: usize> FromStr for ChineseCheckers<N> {
    type Err = NotationError;

    /// Reads a position under the default win rule (see [`ChineseCheckers::parse_with`]).
    fn from_str(text: &str) -> Result<Self, NotationError> {
        Self::parse_with(text, WinRule::default())
    }
}

impl<const N: usize> ChineseCheckers<N> {
    /// Reads a position of `N` players under the win `rule`, which decides whether the game
    /// is over and whether two players' goal conditions hold (an error: no game reaches
    /// such a position). Under the strict rule a goal full of pieces of several players is
    /// no win, so a position with two such goals is accepted.
    pub fn parse_with(text: &str, rule: WinRule) -> Result<Self, NotationError> {
        let parsed = parse(text)?;
        if parsed.players != N {
            return Err(NotationError::whole(NotationErrorKind::WrongPlayerCount {
                expected: N,
                found: parsed.players,
            }));
        }
        let position = Self::from_pieces_with(
            std::array::from_fn(|player| parsed.pieces[player]),
            parsed.to_move,
            rule,
        );
        let mut winners = position.winners();
        if let (Some(first), Some(second)) = (winners.next(), winners.next()) {
            return Err(NotationError::whole(NotationErrorKind::TwoWinners {
                first,
                second,
            }));
        }
        Ok(position)
    }
}

impl<const N: usize> fmt::Display for ChineseCheckers<N> {
    /// The notation (see the [`notation`](super::notation) module).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..ROWS {
            if row > 0 {
                f.write_str("/")?;
            }
            let mut run = 0;
            for cell in ROW_STARTS[row]..ROW_STARTS[row] + ROW_LENGTHS[row] {
                match self.owner(cell) {
                    None => run += 1,
                    Some(player) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        write!(f, "{}", player_letter(player))?;
                    }
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
        }
        write!(f, " {}", player_letter(self.player_to_move()))
    }
}

impl<const N: usize> ChineseCheckers<N> {
    /// The board drawn as a star, one letter per piece and `.` per empty hole, with the player
    /// to move (and the winner, if any) below it.
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for row in 0..ROWS {
            let len = ROW_LENGTHS[row] as usize;
            out.push_str(&" ".repeat(13 - len));
            for j in 0..len {
                let cell = ROW_STARTS[row] + j as u8;
                if j > 0 {
                    out.push(' ');
                }
                out.push(self.owner(cell).map_or('.', player_letter));
            }
            out.push('\n');
        }
        match self.winner() {
            Some(winner) => out.push_str(&format!("{} has won\n", player_letter(winner))),
            None => out.push_str(&format!(
                "{} to move\n",
                player_letter(self.player_to_move())
            )),
        }
        out
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{:?} is not a move: expected FROM-TO with two different cells 0-{}, or \"pass\"", .text, CELLS - 1)]
pub struct MoveParseError {
    /// The text that was not a move.
    pub text: String,
}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        let text = text.trim();
        if text == "pass" {
            return Ok(Move::PASS);
        }
        text.split_once('-')
            .and_then(|(from, to)| Move::new(from.parse().ok()?, to.parse().ok()?))
            .ok_or_else(|| MoveParseError {
                text: text.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chinese_checkers::playout::random_positions;

    const START_3: &str = "a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a";

    fn error<const N: usize>(text: &str) -> NotationError {
        match text.parse::<ChineseCheckers<N>>() {
            Ok(position) => panic!("{text:?} parsed as {position}"),
            Err(error) => error,
        }
    }

    #[test]
    fn the_start_prints_as_documented_and_parses_back() {
        assert_eq!(ChineseCheckers::<3>::start().to_string(), START_3);
        assert_eq!(START_3.parse(), Ok(ChineseCheckers::<3>::start()));
        assert_eq!(
            ChineseCheckers::<2>::start().to_string(),
            "a/aa/aaa/aaaa/13/12/11/10/9/10/11/12/13/bbbb/bbb/bb/b a"
        );
        assert_eq!(players_in(START_3), Ok(3));
        // Single empty holes may be written '.', and surrounding blanks are ignored.
        let dotted =
            "  a/aa/aaa/aaaa/13/12/11/10/9/c........b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/. a \n";
        assert_eq!(dotted.parse(), Ok(ChineseCheckers::<3>::start()));
    }

    #[test]
    fn random_positions_round_trip() {
        fn check<const N: usize>(seed: u64) {
            for position in random_positions::<N>(seed, 300, 400) {
                let text = position.to_string();
                assert_eq!(text.parse::<ChineseCheckers<N>>(), Ok(position), "{text}");
            }
        }
        check::<2>(1);
        check::<3>(2);
        check::<4>(3);
        check::<6>(4);
    }

    #[test]
    fn wrong_lengths_name_the_row_and_character() {
        // Row 5 (index 4) has 13 holes; "12" describes one too few.
        let text = "a/aa/aaa/aaaa/12/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a";
        let e = error::<3>(text);
        assert_eq!(e.kind, NotationErrorKind::RowTooShort { row: 4, found: 12 });
        assert_eq!(e.at, Some(16));
        assert_eq!(
            e.to_string(),
            "row 5 describes 12 holes, expected 13 (at character 17)"
        );
        // One hole too many in row 2.
        let e = error::<3>("a/aaa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a");
        assert_eq!(e.kind, NotationErrorKind::RowTooLong { row: 1 });
        assert_eq!(e.at, Some(4));
        assert_eq!(
            e.to_string(),
            "row 2 describes more than its 2 holes (at character 5)"
        );
        // Sixteen rows, and eighteen.
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2 a");
        assert_eq!(e.kind, NotationErrorKind::RowCount { found: 16 });
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1/1 a");
        assert_eq!(e.kind, NotationErrorKind::RowCount { found: 18 });
        // Where the eighteenth row begins.
        assert_eq!(e.at, Some(64));
        // A huge run does not overflow.
        let e = error::<3>(
            "99999999999999999999999999/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a",
        );
        assert_eq!(e.kind, NotationErrorKind::RowTooLong { row: 0 });
        let e = error::<3>("0a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a");
        assert_eq!(e.kind, NotationErrorKind::ZeroRun { row: 0 });
    }

    #[test]
    fn unknown_symbols_are_named() {
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bxb/cccc5bbbb/4/3/2/1 a");
        assert_eq!(
            e.kind,
            NotationErrorKind::UnknownSymbol {
                symbol: 'x',
                row: 11
            }
        );
        assert_eq!(e.at, Some(43));
        assert!(
            e.to_string().starts_with("unknown symbol 'x' in row 12"),
            "{e}"
        );
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8B/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a");
        assert!(matches!(
            e.kind,
            NotationErrorKind::UnknownSymbol {
                symbol: 'B',
                row: 9
            }
        ));
        // Non-ASCII input is an error too, not a panic on a character boundary.
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/é a");
        assert!(matches!(
            e.kind,
            NotationErrorKind::UnknownSymbol {
                symbol: 'é',
                row: 16
            }
        ));
    }

    #[test]
    fn places_are_counted_in_characters_not_bytes() {
        // The same bad row after one ASCII space and after one ideographic space (U+3000,
        // three bytes): both errors are at the same character, the 17th.
        let board = "a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/x a";
        let ascii = error::<3>(&format!(" {board}"));
        let wide = error::<3>(&format!("\u{3000}{board}"));
        assert_eq!(ascii.at, Some(board.find('x').unwrap() + 1));
        assert_eq!(wide.at, ascii.at);
        assert_eq!(wide.to_string(), ascii.to_string());
        assert!(
            wide.to_string()
                .ends_with(&format!("(at character {})", board.len() - 1))
        );
    }

    #[test]
    fn wrong_piece_counts_and_player_counts_are_errors() {
        // Player b with nine pieces (its last piece replaced by a hole).
        let e = error::<3>("a/aa/aaa/aaaa/13/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc6bbb/4/3/2/1 a");
        assert_eq!(
            e.kind,
            NotationErrorKind::PieceCount {
                player: 1,
                found: 9
            }
        );
        assert_eq!(e.to_string(), "player b (1) has 9 pieces, expected 10");
        // Player a with eleven.
        let e = error::<3>("a/aa/aaa/aaaa/a12/12/11/10/9/c8b/cc7bb/ccc6bbb/cccc5bbbb/4/3/2/1 a");
        assert_eq!(
            e.kind,
            NotationErrorKind::PieceCount {
                player: 0,
                found: 11
            }
        );
        // Five players (a to e): impossible.
        let five =
            "a/aa/aaa/aaaa/dddd5bbbb/ddd6bbb/dd7bb/d8b/9/e8c/ee7cc/eee6ccc/eeee5cccc/4/3/2/1 a";
        let e = parse(five).unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::PlayerCount { found: 5 });
        assert_eq!(
            e.to_string(),
            "pieces of 5 players (a to e); Chinese Checkers is played by 2, 3, 4 or 6 players"
        );
        // Only one player.
        let e = parse("a/aa/aaa/aaaa/13/12/11/10/9/10/11/12/13/4/3/2/1 a").unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::PlayerCount { found: 1 });
        let e = parse("1/2/3/4/13/12/11/10/9/10/11/12/13/4/3/2/1 a").unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::NoPieces);
        // A valid 3-player position asked for as 4 players.
        let e = error::<4>(START_3);
        assert_eq!(
            e.kind,
            NotationErrorKind::WrongPlayerCount {
                expected: 4,
                found: 3
            }
        );
    }

    #[test]
    fn the_player_to_move_must_be_there_and_playing() {
        let board = START_3.trim_end_matches(" a");
        let e = error::<3>(board);
        assert_eq!(e.kind, NotationErrorKind::MissingMover);
        let e = error::<3>(&format!("{board} d"));
        assert_eq!(
            e.kind,
            NotationErrorKind::Mover {
                found: "d".into(),
                players: 3
            }
        );
        assert_eq!(e.at, Some(board.len() + 1));
        assert!(matches!(
            error::<3>(&format!("{board} 0")).kind,
            NotationErrorKind::Mover { .. }
        ));
        let e = error::<3>(&format!("{board} a b"));
        assert_eq!(e.kind, NotationErrorKind::TrailingText);
        assert_eq!(e.at, Some(board.len() + 3));
        assert_eq!(error::<3>("").kind, NotationErrorKind::Empty);
        assert_eq!(error::<3>("   ").kind, NotationErrorKind::Empty);
    }

    #[test]
    fn two_winners_are_rejected() {
        // Both 2-player homes swapped: each player's goal full of its own pieces.
        let e = error::<2>("b/bb/bbb/bbbb/13/12/11/10/9/10/11/12/13/aaaa/aaa/aa/a a");
        assert_eq!(
            e.kind,
            NotationErrorKind::TwoWinners {
                first: 0,
                second: 1
            }
        );
    }

    #[test]
    fn moves_parse_and_reject_garbage() {
        assert_eq!("7-17".parse(), Ok(Move::new(7, 17).unwrap()));
        assert_eq!(" pass ".parse(), Ok(Move::PASS));
        for bad in ["", "7", "7-", "7-7", "7-121", "-1-3", "a-b", "7-17-18"] {
            let e = bad.parse::<Move>().unwrap_err();
            assert!(e.to_string().contains("is not a move"), "{bad}: {e}");
        }
    }

    #[test]
    fn the_diagram_draws_the_star() {
        let diagram = ChineseCheckers::<2>::start().diagram();
        let lines: Vec<&str> = diagram.lines().collect();
        assert_eq!(lines.len(), 18);
        assert_eq!(lines[0], "            a");
        assert_eq!(lines[4], ". . . . . . . . . . . . .");
        assert_eq!(lines[16], "            b");
        assert_eq!(lines[17], "a to move");
    }
}
