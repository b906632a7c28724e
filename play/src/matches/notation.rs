//! The text forms a record is written in: positions and moves in each game's own notation.

use std::error::Error;

use maxn::Game;

/// A game whose positions and moves have a text form, so that its matches can be recorded and
/// replayed.
///
/// The built-in games of `maxn-games` implement it: the card games write a start as its deal
/// in PBN (`N:AKQ.... ...`) and moves as cards (`SQ`, `H7`); Chinese Checkers writes positions
/// in its one-line notation and moves as `FROM-TO` cells.
pub trait Notation<const N: usize>: Game<N> {
    /// This position in the notation, or `None` when the notation cannot express it (a card
    /// game can write only the start of a hand, as the deal). Parsing the text gives this
    /// position back, up to search settings the notation does not carry (grouping of cards,
    /// Chinese Checkers' top-k limit), which change no rule.
    fn position_text(&self) -> Option<String>;

    /// The position `text` describes.
    fn parse_position(text: &str) -> Result<Self, Box<dyn Error + Send + Sync>>;

    /// `mv`, a legal move of this position, in the notation.
    fn move_text(&self, mv: Self::Move) -> String;

    /// The legal move of this position that `text` names; an error if `text` is not a move
    /// or the move is not legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Box<dyn Error + Send + Sync>>;
}
