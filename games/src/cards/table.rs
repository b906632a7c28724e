//! The state every trick-taking game shares: the hands, the trick in progress, whose turn it
//! is, and how many tricks are done. Each game wraps a [`Table`] and adds its scoring and its
//! restrictions on what may be led or discarded.

use super::card::{Card, Suit};
use super::set::CardSet;
use super::trick::Trick;
use super::zobrist;

/// Hands and the trick in progress for `N` players seated `0..N` clockwise (N, E, S, W); play
/// passes to the left, `seat + 1` modulo `N`, and the winner of a trick leads the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table<const N: usize> {
    hands: [CardSet; N],
    trick: Trick,
    to_move: u8,
    completed: u8,
    /// The Zobrist hash of the fields above, kept up to date by [`Table::play`].
    hash: u64,
}

/// A trick that has just been completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickDone {
    /// The seat that won it, and leads next.
    pub winner: usize,
    /// The cards it held.
    pub cards: CardSet,
}

impl<const N: usize> Table<N> {
    /// The table's hash computed from its fields, feature by feature: the reference for the
    /// incremental hash [`Table::play`](Self::play) keeps, and the start of it.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = zobrist::turn(self.to_move()) ^ zobrist::completed(self.completed_tricks());
        for (seat, hand) in self.hands().iter().enumerate() {
            for card in *hand {
                hash ^= zobrist::in_hand(seat, card);
            }
        }
        let trick = self.trick();
        for card in trick.cards() {
            hash ^= zobrist::in_trick(card);
        }
        if let (Some(suit), Some(seat)) = (trick.lead_suit(), trick.winner()) {
            hash ^= zobrist::lead(suit) ^ zobrist::winning(seat);
        }
        hash
    }

    /// A table where `leader` leads the first trick from `hands`.
    pub fn new(hands: [CardSet; N], leader: usize) -> Self {
        let mut table = Self {
            hands,
            trick: Trick::new(leader),
            to_move: leader as u8,
            completed: 0,
            hash: 0,
        };
        table.hash = table.hash_from_scratch();
        table
    }

    /// A table in the middle of a hand: each seat still holds `held[seat]`, `completed` tricks
    /// are done, and `trick` holds the cards played to the trick in progress, in the order
    /// played from `leader` (`trump` decides who is winning it). The caller checks that the
    /// position makes sense: fewer than `N` cards in `trick`, no card twice, a seat under `N`.
    pub fn resume(
        held: [CardSet; N],
        leader: usize,
        completed: usize,
        trick: &[Card],
        trump: Option<Suit>,
    ) -> Self {
        debug_assert!(trick.len() < N && leader < N, "not a trick in progress");
        let mut hands = held;
        for (offset, &card) in trick.iter().enumerate() {
            hands[(leader + offset) % N].insert(card);
        }
        let mut table = Self::new(hands, leader);
        table.completed = completed as u8;
        table.hash = table.hash_from_scratch();
        for &card in trick {
            table.play(card, trump);
        }
        table
    }

    /// The Zobrist hash of the hands, the trick in progress (its cards, the suit led and the
    /// seat winning it), the seat to move and the number of completed tricks: equal for
    /// tables equal in all of these, however they were reached.
    #[inline]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hands, by seat.
    pub const fn hands(&self) -> &[CardSet; N] {
        &self.hands
    }

    /// The hand of `seat`.
    #[inline]
    pub const fn hand(&self, seat: usize) -> CardSet {
        self.hands[seat]
    }

    /// The seat to play.
    #[inline]
    pub const fn to_move(&self) -> usize {
        self.to_move as usize
    }

    /// The trick in progress (empty between tricks).
    #[inline]
    pub const fn trick(&self) -> &Trick {
        &self.trick
    }

    /// Tricks completed so far.
    #[inline]
    pub const fn completed_tricks(&self) -> usize {
        self.completed as usize
    }

    /// Cards still to be played, in all hands.
    pub fn cards_in_hands(&self) -> usize {
        self.hands.iter().map(|hand| hand.len()).sum()
    }

    /// The cards still in play: in a hand or in the trick in progress. Every other card is out
    /// of the game (played to a completed trick, or never dealt), so the ranks between two
    /// cards of one hand that are all out of play make those two cards equivalent.
    #[inline]
    pub fn live(&self) -> CardSet {
        let mut live = self.trick.cards();
        for hand in self.hands {
            live |= hand;
        }
        live
    }

    /// The mover's cards that the follow-suit rule allows: the cards of the suit led if the
    /// mover holds any, else the whole hand (and the whole hand when leading).
    #[inline]
    pub fn follow_suit(&self) -> CardSet {
        let hand = self.hands[self.to_move()];
        match self.trick.lead_suit() {
            Some(suit) => match hand.of_suit(suit) {
                cards if cards.is_empty() => hand,
                cards => cards,
            },
            None => hand,
        }
    }

    /// Plays `card` from the mover's hand, with `trump` as the trump suit. Returns the trick
    /// when this card completes it; its winner is then the next to move.
    #[inline]
    pub fn play(&mut self, card: Card, trump: Option<Suit>) -> Option<TrickDone> {
        let seat = self.to_move();
        debug_assert!(
            self.hands[seat].contains(card),
            "seat {seat} does not hold {card}"
        );
        self.hands[seat].remove(card);
        let winning_before = self.trick.winner();
        self.trick.add(seat, card, trump);
        let mut hash = self.hash ^ zobrist::in_hand(seat, card) ^ zobrist::in_trick(card);
        match winning_before {
            None => hash ^= zobrist::lead(card.suit()) ^ zobrist::winning(seat),
            Some(before) if self.trick.winner() != winning_before => {
                hash ^= zobrist::winning(before) ^ zobrist::winning(seat);
            }
            Some(_) => {}
        }
        if self.trick.len() < N {
            let next = if seat + 1 == N { 0 } else { seat + 1 };
            self.to_move = next as u8;
            self.hash = hash ^ zobrist::turn(seat) ^ zobrist::turn(next);
            return None;
        }
        let done = TrickDone {
            winner: self.trick.winner().unwrap_or(seat),
            cards: self.trick.cards(),
        };
        // The trick leaves play: its cards, its lead and its winner go out of the hash.
        for card in done.cards {
            hash ^= zobrist::in_trick(card);
        }
        if let Some(suit) = self.trick.lead_suit() {
            hash ^= zobrist::lead(suit);
        }
        hash ^= zobrist::winning(done.winner);
        hash ^= zobrist::turn(seat) ^ zobrist::turn(done.winner);
        hash ^= zobrist::completed(self.completed as usize)
            ^ zobrist::completed(self.completed as usize + 1);
        self.trick = Trick::new(done.winner);
        self.to_move = done.winner as u8;
        self.completed += 1;
        self.hash = hash;
        Some(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(cards: &[&str]) -> CardSet {
        cards.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    #[test]
    fn follow_suit_when_able_and_anything_when_void() {
        let mut table = Table::<3>::new(
            [
                hand(&["SA", "H2"]),
                hand(&["SK", "D3"]),
                hand(&["C4", "D5"]),
            ],
            0,
        );
        assert_eq!(table.follow_suit(), hand(&["SA", "H2"]));
        assert_eq!(table.play("SA".parse().unwrap(), None), None);
        assert_eq!(table.to_move(), 1);
        assert_eq!(table.follow_suit(), hand(&["SK"]));
        table.play("SK".parse().unwrap(), None);
        assert_eq!(table.follow_suit(), hand(&["C4", "D5"]));
        let done = table.play("C4".parse().unwrap(), None).unwrap();
        assert_eq!(done.winner, 0);
        assert_eq!(done.cards, hand(&["SA", "SK", "C4"]));
        assert_eq!(table.to_move(), 0);
        assert_eq!(table.completed_tricks(), 1);
        assert!(table.trick().is_empty());
        assert_eq!(table.cards_in_hands(), 3);
    }

    #[test]
    fn a_resumed_table_equals_the_table_played_to_the_same_point() {
        let mut played = Table::<3>::new(
            [
                hand(&["H2", "D2", "S5"]),
                hand(&["HA", "D3", "S6"]),
                hand(&["S2", "D4", "S7"]),
            ],
            1,
        );
        for card in ["HA", "S2", "H2", "S7", "S5"] {
            played.play(card.parse().unwrap(), Some(Suit::Spades));
        }
        let resumed = Table::resume(
            [hand(&["D2"]), hand(&["D3", "S6"]), hand(&["D4"])],
            2,
            1,
            &["S7".parse().unwrap(), "S5".parse().unwrap()],
            Some(Suit::Spades),
        );
        assert_eq!(resumed, played);
        assert_eq!(resumed.hash(), resumed.hash_from_scratch());
        assert_eq!(resumed.to_move(), 1);
    }

    #[test]
    fn the_winner_leads_next_and_trumps_win() {
        let mut table = Table::<3>::new(
            [
                hand(&["H2", "D2"]),
                hand(&["HA", "D3"]),
                hand(&["S2", "D4"]),
            ],
            1,
        );
        table.play("HA".parse().unwrap(), Some(Suit::Spades));
        table.play("S2".parse().unwrap(), Some(Suit::Spades));
        let done = table
            .play("H2".parse().unwrap(), Some(Suit::Spades))
            .unwrap();
        assert_eq!(done.winner, 2);
        assert_eq!(table.to_move(), 2);
        assert_eq!(table.live(), hand(&["D2", "D3", "D4"]));
    }
}
