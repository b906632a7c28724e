//! The trick in progress: who led, the cards played to it, and who is winning it.

use super::card::{Card, Suit};
use super::set::CardSet;

/// A trick being played: at most one card from each player, the suit led (to be followed),
/// and the card currently winning (the highest trump if any was played, else the highest card
/// of the suit led).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    cards: CardSet,
    /// The card winning so far; meaningless while the trick is empty.
    winning: Card,
    /// The suit led; meaningless while the trick is empty.
    lead: Suit,
    winner: u8,
    leader: u8,
    played: u8,
}

impl Trick {
    /// An empty trick that `leader` will lead.
    pub const fn new(leader: usize) -> Trick {
        Trick {
            cards: CardSet::EMPTY,
            winning: Card::TWO_OF_CLUBS,
            lead: Suit::Clubs,
            winner: leader as u8,
            leader: leader as u8,
            played: 0,
        }
    }

    /// The seat that led (or will lead) this trick.
    pub const fn leader(&self) -> usize {
        self.leader as usize
    }

    /// The cards played to it so far.
    pub const fn cards(&self) -> CardSet {
        self.cards
    }

    /// How many cards have been played to it.
    pub const fn len(&self) -> usize {
        self.played as usize
    }

    /// Whether no card has been played to it yet.
    pub const fn is_empty(&self) -> bool {
        self.played == 0
    }

    /// The suit led, once a card has been played.
    #[inline]
    pub const fn lead_suit(&self) -> Option<Suit> {
        if self.played == 0 {
            None
        } else {
            Some(self.lead)
        }
    }

    /// The seat holding the trick so far, once a card has been played.
    pub const fn winner(&self) -> Option<usize> {
        if self.played == 0 {
            None
        } else {
            Some(self.winner as usize)
        }
    }

    /// The card holding the trick so far, once a card has been played.
    pub const fn winning_card(&self) -> Option<Card> {
        if self.played == 0 {
            None
        } else {
            Some(self.winning)
        }
    }

    /// The seat winning the trick, its winning card and the suit led, whatever the trick
    /// holds: before the first card the leader, the two of clubs and clubs, which mean nothing.
    /// For code that works the empty trick out as well and discards the result, where a
    /// branch on whether the trick has begun would mispredict.
    #[inline]
    pub(crate) const fn winning_unchecked(&self) -> (usize, Card, Suit) {
        (self.winner as usize, self.winning, self.lead)
    }

    /// Adds `card`, played by `seat`, with `trump` as the trump suit (if any).
    #[inline]
    pub fn add(&mut self, seat: usize, card: Card, trump: Option<Suit>) {
        if self.played == 0 {
            self.lead = card.suit();
            self.winning = card;
            self.winner = seat as u8;
        } else if beats(card, self.winning, trump) {
            self.winning = card;
            self.winner = seat as u8;
        }
        self.cards.insert(card);
        self.played += 1;
    }
}

/// Whether `card` beats `winning` when `winning` holds the trick: a higher card of the same
/// suit, or a trump on a non-trump. (A card of another suit that is not a trump never wins.)
/// Within a suit a higher index is a higher rank.
#[inline]
pub const fn beats(card: Card, winning: Card, trump: Option<Suit>) -> bool {
    if card.suit() as u8 == winning.suit() as u8 {
        return card.index() > winning.index();
    }
    match trump {
        Some(trump) => card.suit() as u8 == trump as u8,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(cards: &[&str], trump: Option<Suit>) -> Trick {
        let mut trick = Trick::new(1);
        for (offset, text) in cards.iter().enumerate() {
            trick.add((1 + offset) % 4, text.parse().unwrap(), trump);
        }
        trick
    }

    #[test]
    fn the_highest_card_of_the_suit_led_wins_without_trumps() {
        let trick = play(&["H5", "HK", "SA", "H9"], None);
        assert_eq!(trick.winner(), Some(2));
        assert_eq!(trick.lead_suit(), Some(Suit::Hearts));
        assert_eq!(trick.len(), 4);
        assert_eq!(trick.leader(), 1);
    }

    #[test]
    fn the_highest_trump_wins_when_one_is_played() {
        let trick = play(&["H5", "HK", "S2", "S3"], Some(Suit::Spades));
        assert_eq!(trick.winner(), Some(0));
        assert_eq!(trick.winning_card(), Some("S3".parse().unwrap()));
        // A trump led is simply the suit led.
        let trick = play(&["S5", "HA", "S7"], Some(Suit::Spades));
        assert_eq!(trick.winner(), Some(3));
        // A discard of a third suit never wins.
        let trick = play(&["D2", "CA", "HA"], Some(Suit::Spades));
        assert_eq!(trick.winner(), Some(1));
    }

    #[test]
    fn an_empty_trick_has_no_lead_or_winner() {
        let trick = Trick::new(2);
        assert!(trick.is_empty());
        assert_eq!(trick.lead_suit(), None);
        assert_eq!(trick.winner(), None);
        assert_eq!(trick.winning_card(), None);
    }
}
