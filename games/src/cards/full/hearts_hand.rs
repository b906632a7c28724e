//! One hand of full Hearts: the deal, the pass, the trick play, its event log and its score
//! (with the moon).

use maxn::Game;

use super::super::card::Card;
use super::super::deal::Deal;
use super::super::game::CardGame;
use super::super::hearts::{ALL_POINTS, Hearts};
use super::super::set::CardSet;
use super::super::table::TrickDone;
use super::error::{RulesError, seat_letter};
use super::events::{Event, dealt as dealt_events, seen_by};
use super::hearts_play::HeartsPlay;
use super::passing::{PassDirection, check_pass};
use super::public::PlayPublic;

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandPhase {
    /// Seats are choosing the cards to pass.
    Passing,
    /// Cards are being played to tricks.
    Playing,
    /// Every card has been played.
    Over,
}

/// The score of a finished hand of Hearts.
///
/// **Shooting the moon**: a seat that took all 26 points scores 0 and every other seat 26
/// (the "old moon"; the variant where the shooter may subtract 26 instead is not offered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandResult<const N: usize> {
    /// The points each seat took in tricks.
    pub taken: [u8; N],
    /// The seat that shot the moon, if any.
    pub moon: Option<usize>,
    /// The points each seat scores for the hand: `taken`, or after the moon.
    pub scored: [u8; N],
}

impl<const N: usize> HandResult<N> {
    /// The result of a hand in which each seat took `taken` points.
    pub fn from_taken(taken: [u8; N]) -> Self {
        let moon = taken.iter().position(|&points| points == ALL_POINTS);
        let scored = match moon {
            Some(shooter) => {
                std::array::from_fn(|seat| if seat == shooter { 0 } else { ALL_POINTS })
            }
            None => taken,
        };
        Self {
            taken,
            moon,
            scored,
        }
    }
}

/// One hand of Hearts for `N` = 3 or 4 players, from the deal to the last trick.
///
/// The hand starts in [`HandPhase::Passing`] (or straight in [`HandPhase::Playing`] in a
/// hold hand). Each seat passes three cards with [`pass`](Self::pass), in any order; the
/// cards change hands once every seat has passed (no seat sees what it receives before it
/// has chosen its own pass). Then the seat to move plays with [`play`](Self::play), until
/// every card is played. [`events`](Self::events) is the log; [`seen_by`](Self::seen_by)
/// the part of it one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeartsHand<const N: usize> {
    direction: PassDirection,
    dealt: [CardSet; N],
    passes: [Option<CardSet>; N],
    /// The trick play, once the pass is done.
    play: Option<HeartsPlay<N>>,
    /// The public state of the trick play, kept alongside `play` for the order of the trick
    /// in progress, which the game does not record.
    public: PlayPublic<N>,
    events: Vec<Event>,
}

impl<const N: usize> HeartsHand<N> {
    /// A hand on `deal` passing in `direction`; an error if `deal` is not a deal of this
    /// variant (for 3 players: no 2♦, 17 cards each) or the direction is `Across` with 3
    /// players.
    pub fn new(deal: Deal<N>, direction: PassDirection) -> Result<Self, RulesError> {
        let deal = Deal::new(deal.hands(), &HeartsPlay::<N>::VARIANT)?;
        if N == 3 && direction == PassDirection::Across {
            return Err(RulesError::WrongPhase {
                action: "pass across",
                phase: "3 players pass left, right or hold",
            });
        }
        let dealt = deal.hands();
        let events = dealt_events(&dealt);
        let mut hand = Self {
            direction,
            dealt,
            passes: [None; N],
            play: None,
            public: PlayPublic::start(0),
            events,
        };
        if direction == PassDirection::Hold {
            hand.start_play(dealt)?;
        }
        Ok(hand)
    }

    fn start_play(&mut self, hands: [CardSet; N]) -> Result<(), RulesError> {
        let play = HeartsPlay::<N>::after_pass(hands)?;
        self.public = PlayPublic::start(play.to_move());
        self.play = Some(play);
        Ok(())
    }

    /// Where the hand passes.
    pub fn direction(&self) -> PassDirection {
        self.direction
    }

    /// Where the hand stands.
    pub fn phase(&self) -> HandPhase {
        match &self.play {
            None => HandPhase::Passing,
            Some(play) if play.outcome().is_none() => HandPhase::Playing,
            Some(_) => HandPhase::Over,
        }
    }

    /// The cards `seat` was dealt.
    pub fn dealt(&self, seat: usize) -> CardSet {
        self.dealt[seat % N]
    }

    /// The cards `seat` holds now: as dealt until the pass is done, then as left by the pass
    /// and the cards played.
    pub fn hand(&self, seat: usize) -> CardSet {
        match &self.play {
            Some(play) => play.table().hand(seat % N),
            None => self.dealt[seat % N],
        }
    }

    /// The cards `seat` passed, once it has.
    pub fn passed(&self, seat: usize) -> Option<CardSet> {
        self.passes[seat % N]
    }

    /// The seats still to choose their pass (none outside the passing phase).
    pub fn awaiting_pass(&self) -> impl Iterator<Item = usize> + '_ {
        (0..N).filter(|&seat| self.play.is_none() && self.passes[seat].is_none())
    }

    /// The cards `seat` may still add to its pass, having chosen `chosen` so far
    /// ([`pass_choices`](super::pass_choices) of the hand it was dealt): for an agent that
    /// chooses its pass card by card. An error once the seat has passed, in a hold hand, or
    /// when `chosen` is no start of a pass.
    pub fn pass_choices(&self, seat: usize, chosen: &[Card]) -> Result<CardSet, RulesError> {
        if seat >= N {
            return Err(RulesError::NoSuchSeat { seat, players: N });
        }
        if self.play.is_some() || self.passes[seat].is_some() {
            return Err(RulesError::WrongPhase {
                action: "pass",
                phase: "the seat has no pass to choose",
            });
        }
        super::passing::pass_choices(seat, self.dealt[seat], chosen)
    }

    /// `seat` passes `cards` (exactly three of the cards it was dealt). Once the last seat
    /// has passed, the cards change hands and the trick play begins.
    pub fn pass(&mut self, seat: usize, cards: &[Card]) -> Result<(), RulesError> {
        if seat >= N {
            return Err(RulesError::NoSuchSeat { seat, players: N });
        }
        if self.play.is_some() {
            let phase = if self.direction == PassDirection::Hold {
                "this hand is a hold hand, without a pass"
            } else {
                "the pass is over"
            };
            return Err(RulesError::WrongPhase {
                action: "pass",
                phase,
            });
        }
        if self.passes[seat].is_some() {
            return Err(RulesError::AlreadyPassed {
                seat: seat_letter(seat),
            });
        }
        let cards = check_pass(seat, self.dealt[seat], cards)?;
        self.passes[seat] = Some(cards);
        if self.passes.iter().all(Option::is_some) {
            // The passes enter the log only now, so that no seat can see what it receives
            // before it has chosen what it gives.
            for (from, &pass) in self.passes.iter().enumerate() {
                if let (Some(to), Some(cards)) = (self.direction.receiver(from, N), pass) {
                    self.events.push(Event::Passed { from, to, cards });
                }
            }
            let hands = std::array::from_fn(|seat| {
                let giver = self.direction.giver(seat, N).unwrap_or(seat);
                let given = self.passes[seat].unwrap_or_default();
                let received = self.passes[giver].unwrap_or_default();
                (self.dealt[seat] - given) | received
            });
            self.start_play(hands)?;
        }
        Ok(())
    }

    /// The seat to play, during the trick play.
    pub fn to_move(&self) -> Option<usize> {
        match self.phase() {
            HandPhase::Playing => self.play.as_ref().map(Game::to_move),
            _ => None,
        }
    }

    /// The cards the seat to move may play (none outside the trick play).
    pub fn legal_cards(&self) -> CardSet {
        match (&self.play, self.phase()) {
            (Some(play), HandPhase::Playing) => play.legal_cards(),
            _ => CardSet::EMPTY,
        }
    }

    /// The seat to move plays `card`. Returns the trick when the card completes one.
    pub fn play(&mut self, card: Card) -> Result<Option<TrickDone>, RulesError> {
        let phase = self.phase();
        let play = match (&mut self.play, phase) {
            (Some(play), HandPhase::Playing) => play,
            (_, HandPhase::Passing) => {
                return Err(RulesError::WrongPhase {
                    action: "play",
                    phase: "the seats are still passing",
                });
            }
            _ => {
                return Err(RulesError::WrongPhase {
                    action: "play",
                    phase: "the hand is over",
                });
            }
        };
        if !play.legal_cards().contains(card) {
            return Err(play.refusal(card));
        }
        let seat = play.to_move();
        Game::play(play, card);
        let (next, taken) = (play.to_move(), play.points_taken());
        Ok(self
            .public
            .record(seat, card, next, taken, &mut self.events))
    }

    /// The double-dummy game at this point of the trick play (every hand visible): for a
    /// searcher that may see all cards, and for tests.
    ///
    /// `None` while the seats are passing: the trick play's hands are the hands **after** the
    /// pass, which do not exist until every seat has passed (a hold hand has its game at
    /// once). [`SpadesHand::game`](super::SpadesHand::game) is never `None`: in Spades the
    /// bids change no card, so the hands of the trick play are the deal from the start (its
    /// contract, which the bids make, is [`SpadesContract`](super::SpadesContract)'s).
    pub fn game(&self) -> Option<&HeartsPlay<N>> {
        self.play.as_ref()
    }

    /// The public state of the trick play (what every seat sees), once it has begun.
    pub fn public(&self) -> Option<&PlayPublic<N>> {
        self.play.as_ref().map(|_| &self.public)
    }

    /// The points each seat has taken in tricks so far.
    pub fn points_taken(&self) -> [u8; N] {
        self.play.as_ref().map_or([0; N], Hearts::points_taken)
    }

    /// The hand's score, once it is over.
    pub fn result(&self) -> Option<HandResult<N>> {
        (self.phase() == HandPhase::Over).then(|| HandResult::from_taken(self.points_taken()))
    }

    /// Everything that happened, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The events `seat` may see, in order: its own deal, the passes it gave and received,
    /// and every card played.
    pub fn seen_by(&self, seat: usize) -> impl Iterator<Item = &Event> {
        seen_by(&self.events, seat)
    }
}
