//! Sets of cards as 52-bit masks: hands, tricks, decks.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use super::card::{Card, Rank, Suit};

/// A set of cards: bit `card.index()` of a `u64` (52 bits used).
///
/// Iteration is high to low by default ([`iter`](Self::iter)): A♠, A♥, A♦, A♣, K♠, ... 2♣.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

/// Every club: bit 0 of each rank's four bits.
const CLUBS: u64 = 0x0001_1111_1111_1111;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const DECK: CardSet = CardSet((1 << 52) - 1);

    /// The set whose bits are `bits`; bits above 51 are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & Self::DECK.0)
    }

    /// The raw mask.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding only `card`.
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// Every card of `suit`.
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(CLUBS << suit as u8)
    }

    /// Every card of `suit` strictly between the two ranks (in either order).
    pub const fn between(suit: Suit, a: Rank, b: Rank) -> CardSet {
        let (low, high) = if a.index() < b.index() {
            (a.index(), b.index())
        } else {
            (b.index(), a.index())
        };
        // Bits of ranks low+1 ..= high-1, all suits, then restricted to `suit`.
        let above_low = !((1u64 << ((low + 1) * 4)) - 1);
        let below_high = (1u64 << (high * 4)) - 1;
        CardSet(above_low & below_high & Self::suit(suit).0)
    }

    /// Whether the set holds `card`.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 != 0
    }

    /// The set with `card` added.
    #[inline]
    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1 << card.index())
    }

    /// The set with `card` removed.
    #[inline]
    pub const fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1 << card.index()))
    }

    /// Adds `card`.
    #[inline]
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    /// Removes `card`.
    #[inline]
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.index());
    }

    /// The cards of this set in `suit`.
    #[inline]
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & Self::suit(suit).0)
    }

    /// Number of cards.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every card of `self` is in `other`.
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The highest card, if any.
    #[inline]
    pub const fn highest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(63 - self.0.leading_zeros() as u8)
        }
    }

    /// The cards from the highest down.
    pub fn iter(self) -> HighToLow {
        HighToLow(self.0)
    }

    /// The cards from the lowest up.
    pub fn iter_low_to_high(self) -> LowToHigh {
        LowToHigh(self.0)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitor(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
}

impl BitOrAssign for CardSet {
    #[inline]
    fn bitor_assign(&mut self, other: CardSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitand(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }
}

impl BitAndAssign for CardSet {
    #[inline]
    fn bitand_assign(&mut self, other: CardSet) {
        self.0 &= other.0;
    }
}

/// Set difference: the cards of `self` not in `other`.
impl Sub for CardSet {
    type Output = CardSet;
    #[inline]
    fn sub(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }
}

/// The complement within the 52-card deck.
impl Not for CardSet {
    type Output = CardSet;
    #[inline]
    fn not(self) -> CardSet {
        CardSet(!self.0 & Self::DECK.0)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        cards.into_iter().fold(CardSet::EMPTY, CardSet::with)
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = HighToLow;
    fn into_iter(self) -> HighToLow {
        self.iter()
    }
}

/// Iterates a [`CardSet`] from the highest card down.
#[derive(Clone, Debug)]
pub struct HighToLow(u64);

impl Iterator for HighToLow {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = 63 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << index);
        Card::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for HighToLow {}

/// Iterates a [`CardSet`] from the lowest card up.
#[derive(Clone, Debug)]
pub struct LowToHigh(u64);

impl Iterator for LowToHigh {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for LowToHigh {}

/// A set prints as one PBN hand: `spades.hearts.diamonds.clubs`, each suit's ranks high to
/// low, a void as nothing (`AKQ..T98.2`).
impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (position, suit) in Suit::PBN_ORDER.into_iter().enumerate() {
            if position > 0 {
                f.write_str(".")?;
            }
            for card in self.of_suit(suit) {
                write!(f, "{}", card.rank().to_char())?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn iteration_is_high_to_low_with_spades_first() {
        let set: CardSet = ["C2", "SA", "HA", "SK", "D9"]
            .map(card)
            .into_iter()
            .collect();
        let order: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["SA", "HA", "SK", "D9", "C2"]);
        let reverse: Vec<Card> = set.iter_low_to_high().collect();
        let mut forward: Vec<Card> = set.iter().collect();
        forward.reverse();
        assert_eq!(reverse, forward);
        assert_eq!(set.len(), 5);
        assert_eq!(set.highest(), Some(card("SA")));
    }

    #[test]
    fn suits_partition_the_deck() {
        let mut union = CardSet::EMPTY;
        for suit in Suit::PBN_ORDER {
            let cards = CardSet::suit(suit);
            assert_eq!(cards.len(), 13);
            assert!(cards.iter().all(|c| c.suit() == suit));
            assert!((union & cards).is_empty());
            union |= cards;
        }
        assert_eq!(union, CardSet::DECK);
        assert_eq!((!CardSet::DECK), CardSet::EMPTY);
    }

    #[test]
    fn between_is_exclusive_and_within_the_suit() {
        let between = CardSet::between(Suit::Hearts, Rank::ACE, Rank::from_char('T').unwrap());
        let cards: Vec<String> = between.iter().map(|c| c.to_string()).collect();
        assert_eq!(cards, ["HK", "HQ", "HJ"]);
        assert!(CardSet::between(Suit::Clubs, Rank::TWO, Rank::from_char('3').unwrap()).is_empty());
    }

    #[test]
    fn prints_as_a_pbn_hand() {
        let set: CardSet = ["SA", "SK", "DT", "D9", "C2"]
            .map(card)
            .into_iter()
            .collect();
        assert_eq!(set.to_string(), "AK..T9.2");
        assert_eq!(CardSet::EMPTY.to_string(), "...");
    }
}
