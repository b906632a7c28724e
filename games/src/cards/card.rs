//! Suits, ranks and cards, and their one-character spellings.

use std::fmt;

/// A suit. The discriminants are the suits' bridge order, lowest first, so that a card's bit
/// index (see [`Card`]) puts spades first among cards of one rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
}

impl Suit {
    /// Every suit, in the order a PBN hand lists them: spades, hearts, diamonds, clubs.
    pub const PBN_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit with discriminant `index & 3`.
    pub const fn from_index(index: u8) -> Suit {
        match index & 3 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            _ => Suit::Spades,
        }
    }

    /// The suit's letter: `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit's name in the plural, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit a letter names (either case), if any.
    pub const fn from_letter(letter: char) -> Option<Suit> {
        match letter.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A rank, from the deuce (0) to the ace (12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The deuce, the lowest rank.
    pub const TWO: Rank = Rank(0);
    /// The queen.
    pub const QUEEN: Rank = Rank(10);
    /// The ace, the highest rank.
    pub const ACE: Rank = Rank(12);
    /// The rank characters from the ace down, as PBN writes them.
    pub const CHARS: &'static str = "AKQJT98765432";

    /// The rank `0..13` (deuce to ace), or `None` past the ace.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 13 { Some(Rank(index)) } else { None }
    }

    /// The rank's index, 0 for the deuce to 12 for the ace.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank's PBN character: `A K Q J T 9 ... 2`.
    pub const fn to_char(self) -> char {
        Self::CHARS.as_bytes()[12 - self.0 as usize] as char
    }

    /// The rank a PBN character names (either case), if any.
    pub fn from_char(c: char) -> Option<Rank> {
        let upper = c.to_ascii_uppercase();
        Self::CHARS
            .chars()
            .position(|r| r == upper)
            .map(|from_ace| Rank(12 - from_ace as u8))
    }
}

/// A card, stored as its bit index in a [`CardSet`](super::CardSet): `rank * 4 + suit`.
///
/// The rank-major layout makes the natural bit order the search order: the highest bit is the
/// A♠, then A♥, A♦, A♣, K♠ and so on, so scanning a set from the top yields cards high to low
/// (spades first among equal ranks). Cards of one suit sit 4 bits apart, and a higher bit of
/// the same suit is a higher rank, so trick comparisons within a suit are comparisons of
/// indices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of `suit` and `rank`.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(rank.0 * 4 + suit as u8)
    }

    /// The card with bit index `index`, if `index < 52`.
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 { Some(Card(index)) } else { None }
    }

    /// The card's bit index, `0..52`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::from_index(self.0)
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 / 4)
    }

    /// The two of clubs, which leads the first trick of Hearts.
    pub const TWO_OF_CLUBS: Card = Card::new(Suit::Clubs, Rank::TWO);
    /// The two of diamonds, removed from the deck in 3-player Hearts.
    pub const TWO_OF_DIAMONDS: Card = Card::new(Suit::Diamonds, Rank::TWO);
    /// The queen of spades, 13 points in Hearts.
    pub const QUEEN_OF_SPADES: Card = Card::new(Suit::Spades, Rank::QUEEN);
}

/// Cards print as suit letter then rank, the way bridge software writes them: `SA`, `HT`, `C2`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().letter(), self.rank().to_char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a card: expected a suit letter (S, H, D, C) then a rank (AKQJT98765432), such as `SA` or `H7`"
)]
pub struct CardParseError(pub String);

/// Parses `SA`, `h7`, `DT`: a suit letter then a rank character.
impl std::str::FromStr for Card {
    type Err = CardParseError;

    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let mut chars = text.chars();
        let (Some(suit), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(CardParseError(text.to_owned()));
        };
        match (Suit::from_letter(suit), Rank::from_char(rank)) {
            (Some(suit), Some(rank)) => Ok(Card::new(suit, rank)),
            _ => Err(CardParseError(text.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_round_trips_through_suit_and_rank() {
        for index in 0..52 {
            let card = Card::from_index(index).unwrap();
            assert_eq!(Card::new(card.suit(), card.rank()), card);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn the_ace_of_spades_is_the_top_bit_and_the_two_of_clubs_the_bottom() {
        assert_eq!("SA".parse::<Card>().unwrap().index(), 51);
        assert_eq!(Card::TWO_OF_CLUBS.index(), 0);
        assert_eq!(Card::QUEEN_OF_SPADES.to_string(), "SQ");
        assert_eq!(Card::TWO_OF_DIAMONDS.to_string(), "D2");
    }

    #[test]
    fn rank_characters() {
        assert_eq!(Rank::from_char('T'), Some(Rank(8)));
        assert_eq!(Rank::from_char('a'), Some(Rank::ACE));
        assert_eq!(Rank::from_char('1'), None);
        assert_eq!(Rank::TWO.to_char(), '2');
        assert_eq!(Rank::ACE.to_char(), 'A');
    }

    #[test]
    fn bad_cards_are_errors() {
        for text in ["", "S", "SAA", "XA", "S1", "10H"] {
            assert!(text.parse::<Card>().is_err(), "{text}");
        }
    }
}
