//! What every seat sees of the trick play of a hand: the cards played to completed tricks,
//! what each seat has taken, and the trick in progress in the order it was played. With a
//! guess of every hand (a sample of the unseen cards), it rebuilds a searchable game.

use arrayvec::ArrayVec;

use super::super::card::Card;
use super::super::set::CardSet;
use super::super::table::TrickDone;
use super::error::{RulesError, seat_letter};
use super::events::Event;

/// The public state of the trick play of one hand: everything in it but the hands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayPublic<const N: usize> {
    /// The cards played to completed tricks.
    pub played: CardSet,
    /// What each seat has taken so far: Hearts points, or tricks in Spades.
    pub taken: [u8; N],
    /// The seat that led the trick in progress (or is to lead it, when it is empty).
    pub leader: usize,
    /// The cards of the trick in progress, in the order played from `leader` (fewer than
    /// `N`: a completed trick leaves it at once).
    pub trick: ArrayVec<Card, 3>,
}

impl<const N: usize> PlayPublic<N> {
    /// The public state before the first card of a hand, `leader` to lead.
    pub fn start(leader: usize) -> Self {
        Self {
            played: CardSet::EMPTY,
            taken: [0; N],
            leader,
            trick: ArrayVec::new(),
        }
    }

    /// Tricks completed.
    pub fn completed(&self) -> usize {
        self.played.len() / N
    }

    /// The seat to play next.
    pub fn to_move(&self) -> usize {
        (self.leader + self.trick.len()) % N
    }

    /// The cards of the trick in progress, as a set.
    pub fn trick_cards(&self) -> CardSet {
        self.trick.iter().copied().collect()
    }

    /// The cards no longer in any hand: played to completed tricks or to the trick in
    /// progress.
    pub fn out(&self) -> CardSet {
        self.played | self.trick_cards()
    }

    /// How many cards each seat holds in a hand of `hand_size` cards each: those not yet
    /// played to a completed trick, less one for the seats that have played to the trick in
    /// progress.
    pub fn hand_sizes(&self, hand_size: usize) -> [usize; N] {
        let completed = self.completed();
        std::array::from_fn(|seat| {
            let offset = (seat + N - self.leader) % N;
            let in_trick = usize::from(offset < self.trick.len());
            hand_size.saturating_sub(completed + in_trick)
        })
    }

    /// Records `card`, just played by `seat`, in the public state and in `events`: `winner`
    /// is the seat to move after the card (the trick's winner when it completes one) and
    /// `taken` what each seat has taken after it. Returns the trick the card completes.
    pub(crate) fn record(
        &mut self,
        seat: usize,
        card: Card,
        winner: usize,
        taken: [u8; N],
        events: &mut Vec<Event>,
    ) -> Option<TrickDone> {
        events.push(Event::Played {
            seat,
            card,
            leads: self.trick.is_empty(),
        });
        if self.trick.len() + 1 < N {
            self.trick.push(card);
            return None;
        }
        let cards = self.trick_cards().with(card);
        self.played |= cards;
        self.trick.clear();
        self.leader = winner;
        self.taken = taken;
        events.push(Event::TrickWon { winner, cards });
        Some(TrickDone { winner, cards })
    }

    /// Checks that `hands` (the cards each seat still holds) complete this public state to a
    /// position of a hand dealt from `deck`, `hand_size` cards each: every card of the deck
    /// exactly once in the hands, the completed tricks or the trick in progress, and every
    /// hand of the size the tricks played leave it.
    pub fn check(
        &self,
        hands: &[CardSet; N],
        deck: CardSet,
        hand_size: usize,
    ) -> Result<(), RulesError> {
        let bad = |what: String| Err(RulesError::Position(what));
        if self.leader >= N {
            return bad(format!("leader {} is not a seat", self.leader));
        }
        if self.trick.len() >= N {
            return bad(format!(
                "{} cards in the trick in progress",
                self.trick.len()
            ));
        }
        if !self.played.len().is_multiple_of(N) {
            return bad(format!(
                "{} cards in completed tricks, not a multiple of {N}",
                self.played.len()
            ));
        }
        let mut seen = self.played;
        for &card in &self.trick {
            if seen.contains(card) {
                return bad(format!(
                    "{card} is in the trick in progress twice or was played"
                ));
            }
            seen.insert(card);
        }
        let sizes = self.hand_sizes(hand_size);
        for (seat, &hand) in hands.iter().enumerate() {
            if let Some(card) = (hand & seen).highest() {
                return bad(format!(
                    "{card} is in the hand of {} and elsewhere",
                    seat_letter(seat)
                ));
            }
            if hand.len() != sizes[seat] {
                return bad(format!(
                    "{} holds {} card(s), the tricks played leave {}",
                    seat_letter(seat),
                    hand.len(),
                    sizes[seat]
                ));
            }
            seen |= hand;
        }
        if seen != deck {
            let card = ((seen - deck) | (deck - seen)).highest();
            return bad(format!(
                "the cards are not the deck: {} is missing or foreign",
                card.map_or(String::from("a card"), |c| c.to_string())
            ));
        }
        if self.completed() > hand_size {
            return bad(format!("{} tricks completed", self.completed()));
        }
        Ok(())
    }
}
