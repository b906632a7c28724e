//! What one seat may know of a hand of cards: its own cards, the cards it passed, every card
//! played and by whom, and the cards each other seat has shown it cannot hold.

use crate::cards::{Card, CardSet, Suit, Trick};
use crate::rng::mix;

/// The most cards one deal can hold: the whole deck.
const MOST_PLAYS: usize = 52;

/// Facts of a hand that every seat knows besides the cards, as bytes the game gives meaning
/// to ([`HiddenRules::public_facts`](super::HiddenRules::public_facts)): in full Spades the
/// bids and the bags each side carries. All zero for games without such facts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PublicFacts(pub [u8; 8]);

/// What seat [`seat`](Self::seat) may know of a deal being played, and nothing more: an agent
/// for a hidden-hand game is handed this, never the other hands.
///
/// - its own hand (as it is now), and the cards it held when trick play began;
/// - the cards it passed and to whom ([`known`](Self::known): the receiver holds them until it
///   plays them), and the cards it received (in its hand);
/// - every card played, by whom, in order ([`history`](Self::history)), the trick in progress;
/// - for each other seat, the cards it has shown it cannot hold ([`absent`](Self::absent)):
///   a suit it failed to follow, and whatever else the game's rules reveal when a card is
///   played (in Hearts, leading a heart before hearts are broken shows a hand of hearts only);
/// - how many cards each seat holds.
///
/// The seat learns these through [`play`](Self::play) (every card played at the table, with
/// what the rules reveal about the hand it came from) and [`pass_to`](Self::pass_to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InfoSet<const N: usize> {
    seat: u8,
    /// The cards dealt (the variant's deck).
    deck: CardSet,
    /// The seat's own cards now.
    hand: CardSet,
    /// The cards each seat held when trick play began, as far as this seat knows them: its
    /// own whole hand, and for the others the cards it passed them.
    known: [CardSet; N],
    /// The cards each seat has played.
    played: [CardSet; N],
    /// The cards each seat has shown it does not hold now.
    absent: [CardSet; N],
    /// The cards each seat holds now, counted.
    sizes: [u8; N],
    /// The seat that led the first trick.
    first_leader: u8,
    /// Every card played, in order.
    history: [Card; MOST_PLAYS],
    plays: u8,
    trick: Trick,
    trump: Option<Suit>,
    /// What every seat knows of the hand besides the cards.
    facts: PublicFacts,
}

impl<const N: usize> InfoSet<N> {
    /// What `seat` knows when trick play begins: it holds `hand`, the deal is of the cards of
    /// `deck`, every seat holds `hand.len()` cards, and `leader` leads the first trick, with
    /// `trump` as trumps.
    pub fn new(
        seat: usize,
        deck: CardSet,
        hand: CardSet,
        leader: usize,
        trump: Option<Suit>,
    ) -> Self {
        assert!(seat < N && leader < N, "seats are 0..{N}");
        let mut known = [CardSet::EMPTY; N];
        known[seat] = hand;
        Self {
            seat: seat as u8,
            deck,
            hand,
            known,
            played: [CardSet::EMPTY; N],
            absent: [CardSet::EMPTY; N],
            sizes: [hand.len() as u8; N],
            first_leader: leader as u8,
            history: [Card::TWO_OF_CLUBS; MOST_PLAYS],
            plays: 0,
            trick: Trick::new(leader),
            trump,
            facts: PublicFacts::default(),
        }
    }

    /// Records what every seat knows of the hand besides its cards (the bids in Spades).
    pub fn set_public_facts(&mut self, facts: PublicFacts) {
        self.facts = facts;
    }

    /// What every seat knows of the hand besides its cards.
    pub const fn public_facts(&self) -> PublicFacts {
        self.facts
    }

    /// Records that `receiver` holds `cards` at the start of trick play (until it plays them):
    /// the cards this seat passed it, or cards every seat knows of (the 2♣ of the leader in
    /// Hearts). Call it before any card is played, with `hand` already the hand after the pass.
    pub fn pass_to(&mut self, receiver: usize, cards: CardSet) {
        debug_assert!(self.plays == 0, "cards are passed before trick play");
        self.known[receiver] |= cards;
    }

    /// Records that this seat gave `cards` to `receiver` in a pass before trick play: they
    /// leave its hand (if they are still there) and it knows where they are.
    pub fn give(&mut self, receiver: usize, cards: CardSet) {
        debug_assert!(self.plays == 0, "cards are passed before trick play");
        self.hand = self.hand - cards;
        self.known[self.seat as usize] = self.known[self.seat as usize] - cards;
        self.known[receiver] |= cards;
    }

    /// Records that this seat received `cards` in a pass before trick play: they join its
    /// hand (if they are not there yet).
    pub fn receive(&mut self, cards: CardSet) {
        debug_assert!(self.plays == 0, "cards are passed before trick play");
        self.hand |= cards;
        self.known[self.seat as usize] |= cards;
    }

    /// A seed for one decision: `seed` mixed with the seat, its hand and the cards played so
    /// far, so that a seeded agent's decision depends on the situation and the seed only (not
    /// on the match or thread it is played on).
    pub fn decision_seed(&self, seed: u64) -> u64 {
        let mut state = mix(seed ^ self.seat as u64);
        state = mix(state ^ self.hand.bits());
        for &card in self.history() {
            state = mix(state ^ u64::from(card.index()));
        }
        state
    }

    /// Records that the seat to move played `card`, having shown that its hand held none of
    /// `revealed_absent` (the suit led, if it did not follow; whatever else the rules reveal).
    pub fn play(&mut self, card: Card, revealed_absent: CardSet) {
        let seat = self.trick_to_move();
        self.history[self.plays as usize] = card;
        self.plays += 1;
        self.played[seat].insert(card);
        self.absent[seat] |= revealed_absent;
        self.sizes[seat] -= 1;
        if seat == self.seat as usize {
            self.hand.remove(card);
        }
        self.trick.add(seat, card, self.trump);
        if self.trick.len() == N {
            let winner = self.trick.winner().unwrap_or(seat);
            self.trick = Trick::new(winner);
        }
    }

    /// The seat that knows this.
    pub const fn seat(&self) -> usize {
        self.seat as usize
    }

    /// The seat's own cards now.
    pub const fn hand(&self) -> CardSet {
        self.hand
    }

    /// The cards of the deal.
    pub const fn deck(&self) -> CardSet {
        self.deck
    }

    /// The cards `seat` is known to hold now: the seat's own hand for itself; for another
    /// seat, the cards passed to it that it has not played.
    pub fn known(&self, seat: usize) -> CardSet {
        self.known[seat] - self.played[seat]
    }

    /// The cards `seat` has played.
    pub const fn played(&self, seat: usize) -> CardSet {
        self.played[seat]
    }

    /// Every card played so far.
    pub fn all_played(&self) -> CardSet {
        self.played
            .iter()
            .fold(CardSet::EMPTY, |all, &cards| all | cards)
    }

    /// The cards `seat` has shown it cannot hold (suits it failed to follow, and what the
    /// rules revealed).
    pub const fn absent(&self, seat: usize) -> CardSet {
        self.absent[seat]
    }

    /// The cards `seat` may hold now, as far as this seat can tell: its own hand for itself;
    /// for another seat, the cards passed to it and not played, and every unseen card it has
    /// not shown it lacks and that is not known to be elsewhere.
    pub fn possible(&self, seat: usize) -> CardSet {
        if seat == self.seat as usize {
            return self.hand;
        }
        let mut elsewhere = CardSet::EMPTY;
        for other in (0..N).filter(|&other| other != seat) {
            elsewhere |= self.known(other);
        }
        (self.unseen() - elsewhere - self.absent[seat]) | self.known(seat)
    }

    /// Whether `seat` can hold no card of `suit` now, as far as this seat can tell.
    pub fn is_void(&self, seat: usize, suit: Suit) -> bool {
        self.possible(seat).of_suit(suit).is_empty()
    }

    /// How many cards `seat` holds now.
    pub const fn hand_size(&self, seat: usize) -> usize {
        self.sizes[seat] as usize
    }

    /// The cards this seat cannot see: in the deck, not in its hand, not played.
    pub fn unseen(&self) -> CardSet {
        self.deck - self.hand - self.all_played()
    }

    /// The seat that led the first trick.
    pub const fn first_leader(&self) -> usize {
        self.first_leader as usize
    }

    /// Every card played, in order (the first leader's first).
    pub fn history(&self) -> &[Card] {
        &self.history[..self.plays as usize]
    }

    /// The trick in progress (empty between tricks).
    pub const fn trick(&self) -> &Trick {
        &self.trick
    }

    /// Tricks completed so far.
    pub const fn completed_tricks(&self) -> usize {
        self.plays as usize / N
    }

    /// The trump suit, if any.
    pub const fn trump(&self) -> Option<Suit> {
        self.trump
    }

    /// The seat to play next.
    pub const fn trick_to_move(&self) -> usize {
        (self.trick.leader() + self.trick.len()) % N
    }

    /// The cards each seat has won in the tricks completed so far (public: every seat saw
    /// who won each trick).
    pub fn won(&self) -> [CardSet; N] {
        let mut won = [CardSet::EMPTY; N];
        let mut leader = self.first_leader as usize;
        for cards in self.history().chunks_exact(N) {
            let mut trick = Trick::new(leader);
            for (offset, &card) in cards.iter().enumerate() {
                trick.add((leader + offset) % N, card, self.trump);
            }
            leader = trick.winner().expect("a completed trick has a winner");
            won[leader] |= trick.cards();
        }
        won
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::set_of as set;

    #[test]
    fn the_tricks_won_follow_the_winners_leads() {
        let hand = set("C2 D2 D3 D4 D5 D6 D7 D8 D9 DT DJ DQ DK");
        let mut info = InfoSet::<4>::new(0, CardSet::DECK, hand, 0, None);
        // N leads the 2♣ and S takes it with the K♣ (W discards the H3); S leads the 2♠
        // (W the Q♠) and N's ace takes it; N leads the H4 to a trick not finished.
        for card in ["C2", "C5", "CK", "H3", "S2", "SQ", "SA", "S9", "H4"] {
            info.play(card.parse().unwrap(), CardSet::EMPTY);
        }
        assert_eq!(
            info.won(),
            [
                set("S2 SQ SA S9"),
                CardSet::EMPTY,
                set("C2 C5 CK H3"),
                CardSet::EMPTY
            ]
        );
    }
}
