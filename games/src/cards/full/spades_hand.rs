//! One hand of full Spades: the deal, the bids in turn, the trick play, its event log and
//! its score per side.

use maxn::Game;

use super::super::card::Card;
use super::super::deal::Deal;
use super::super::game::CardGame;
use super::super::set::CardSet;
use super::super::table::TrickDone;
use super::bid::Bid;
use super::error::{RulesError, seat_letter};
use super::events::{Event, dealt as dealt_events, seen_by};
use super::public::PlayPublic;
use super::spades_play::SpadesPlay;
use super::spades_score::{SideScore, score_side};

/// Where a hand of Spades stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpadesPhase {
    /// Seats bid in turn, from the dealer's left.
    Bidding,
    /// Cards are being played to tricks.
    Playing,
    /// Every card has been played.
    Over,
}

/// The sides of Spades for `N` players: 2 partnerships (N-S = side 0, E-W = side 1) with 4
/// players, each player its own side with 3.
pub const fn sides(players: usize) -> usize {
    if players == 4 { 2 } else { players }
}

/// The side of `seat` among `players`.
pub const fn side_of(seat: usize, players: usize) -> usize {
    if players == 4 { seat % 2 } else { seat }
}

/// The score of a finished hand of Spades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpadesResult<const N: usize> {
    /// Each seat's bid.
    pub bids: [Bid; N],
    /// Each seat's tricks.
    pub tricks: [u8; N],
    /// Each side's score (the first [`sides`]`(N)` entries; the rest default).
    pub sides: [SideScore; N],
}

impl<const N: usize> SpadesResult<N> {
    /// Scores each side of a hand bid `bids` and played to `tricks`.
    pub fn new(bids: [Bid; N], tricks: [u8; N]) -> Self {
        let mut scores = [SideScore::default(); N];
        for (side, score) in scores.iter_mut().enumerate().take(sides(N)) {
            let members: Vec<usize> = (0..N).filter(|&s| side_of(s, N) == side).collect();
            let side_bids: Vec<Bid> = members.iter().map(|&s| bids[s]).collect();
            let side_tricks: Vec<u8> = members.iter().map(|&s| tricks[s]).collect();
            *score = score_side(&side_bids, &side_tricks);
        }
        Self {
            bids,
            tricks,
            sides: scores,
        }
    }
}

/// One hand of Spades for `N` = 4 (partnerships) or 3 (cutthroat) players.
///
/// The seat left of the dealer bids first; every seat bids once, in turn
/// ([`bid`](Self::bid), 0 = nil, up to the tricks in a hand; blind nil is not supported).
/// Then the same seat leads the first trick and the seat to move plays with
/// [`play`](Self::play) until every card is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpadesHand<const N: usize> {
    dealer: usize,
    dealt: [CardSet; N],
    bids: [Option<Bid>; N],
    play: SpadesPlay<N>,
    public: PlayPublic<N>,
    events: Vec<Event>,
}

impl<const N: usize> SpadesHand<N> {
    /// A hand on `deal` dealt by `dealer`; an error if `deal` is not a deal of this variant
    /// or `dealer` no seat.
    pub fn new(deal: Deal<N>, dealer: usize) -> Result<Self, RulesError> {
        if dealer >= N {
            return Err(RulesError::NoSuchSeat {
                seat: dealer,
                players: N,
            });
        }
        let leader = (dealer + 1) % N;
        let play = SpadesPlay::<N>::new(deal, leader)?;
        let dealt = deal.hands();
        let events = dealt_events(&dealt);
        Ok(Self {
            dealer,
            dealt,
            bids: [None; N],
            play,
            public: PlayPublic::start(leader),
            events,
        })
    }

    /// The dealer.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// Where the hand stands.
    pub fn phase(&self) -> SpadesPhase {
        if self.bids.iter().any(Option::is_none) {
            SpadesPhase::Bidding
        } else if self.play.outcome().is_none() {
            SpadesPhase::Playing
        } else {
            SpadesPhase::Over
        }
    }

    /// The cards `seat` was dealt.
    pub fn dealt(&self, seat: usize) -> CardSet {
        self.dealt[seat % N]
    }

    /// The cards `seat` holds now.
    pub fn hand(&self, seat: usize) -> CardSet {
        self.play.table().hand(seat % N)
    }

    /// The bids so far, by seat.
    pub fn bids(&self) -> [Option<Bid>; N] {
        self.bids
    }

    /// The seat to bid, while bidding.
    pub fn to_bid(&self) -> Option<usize> {
        let made = self.bids.iter().filter(|b| b.is_some()).count();
        (made < N).then(|| (self.dealer + 1 + made) % N)
    }

    /// The bids the seat to bid may make ([`to_bid`](Self::to_bid)), as [`bid`](Self::bid)
    /// takes them: 0 (nil) to the tricks of a hand (13 with 4 players, 17 with 3). Empty once
    /// the bidding is over.
    ///
    /// ```
    /// use maxn_games::cards::full::SpadesHand;
    /// use maxn_games::cards::{Deal, SPADES_4};
    ///
    /// let mut hand = SpadesHand::<4>::new(Deal::random(&SPADES_4, 1), 3)?;
    /// assert_eq!(hand.legal_bids(), 0..14);
    /// for bid in hand.legal_bids() {
    ///     assert!(hand.clone().bid(0, bid).is_ok());
    /// }
    /// assert!(hand.clone().bid(0, 14).is_err());
    /// for seat in [0, 1, 2, 3] {
    ///     hand.bid(seat, 3)?;
    /// }
    /// assert!(hand.legal_bids().is_empty());
    /// # Ok::<(), maxn_games::cards::full::RulesError>(())
    /// ```
    pub fn legal_bids(&self) -> std::ops::Range<u32> {
        match self.to_bid() {
            Some(_) => 0..u32::from(SpadesPlay::<N>::TRICKS) + 1,
            None => 0..0,
        }
    }

    /// `seat` bids `tricks` (0 = nil); an error out of turn or out of range.
    pub fn bid(&mut self, seat: usize, tricks: u32) -> Result<Bid, RulesError> {
        let Some(to_bid) = self.to_bid() else {
            return Err(RulesError::WrongPhase {
                action: "bid",
                phase: "the bidding is over",
            });
        };
        if seat != to_bid {
            return Err(RulesError::NotYourTurn {
                seat: seat_letter(seat),
                to_move: seat_letter(to_bid),
            });
        }
        let bid = Bid::new(seat, tricks, SpadesPlay::<N>::TRICKS)?;
        self.bids[seat] = Some(bid);
        self.events.push(Event::Bid { seat, bid });
        Ok(bid)
    }

    /// The seat to play, during the trick play.
    pub fn to_move(&self) -> Option<usize> {
        (self.phase() == SpadesPhase::Playing).then(|| self.play.to_move())
    }

    /// The cards the seat to move may play (none outside the trick play).
    pub fn legal_cards(&self) -> CardSet {
        if self.phase() == SpadesPhase::Playing {
            self.play.legal_cards()
        } else {
            CardSet::EMPTY
        }
    }

    /// The seat to move plays `card`. Returns the trick when the card completes one.
    pub fn play(&mut self, card: Card) -> Result<Option<TrickDone>, RulesError> {
        match self.phase() {
            SpadesPhase::Playing => {}
            SpadesPhase::Bidding => {
                return Err(RulesError::WrongPhase {
                    action: "play",
                    phase: "the seats are still bidding",
                });
            }
            SpadesPhase::Over => {
                return Err(RulesError::WrongPhase {
                    action: "play",
                    phase: "the hand is over",
                });
            }
        }
        if !self.play.legal_cards().contains(card) {
            return Err(self.play.refusal(card));
        }
        let seat = self.play.to_move();
        self.play.play(card);
        let (next, taken) = (self.play.to_move(), self.play.tricks_taken());
        Ok(self
            .public
            .record(seat, card, next, taken, &mut self.events))
    }

    /// The double-dummy game at this point of the trick play (every hand visible).
    ///
    /// Never `None`, unlike [`HeartsHand::game`](super::HeartsHand::game): bidding changes
    /// no card, so the hands of the trick play are the deal itself and the game exists from
    /// the deal on (during the bidding, the position before the first card); a Hearts hand
    /// has no trick play until its pass is done.
    pub fn game(&self) -> &SpadesPlay<N> {
        &self.play
    }

    /// The public state of the trick play (what every seat sees).
    pub fn public(&self) -> &PlayPublic<N> {
        &self.public
    }

    /// Tricks taken so far, by seat.
    pub fn tricks_taken(&self) -> [u8; N] {
        self.play.tricks_taken()
    }

    /// The hand's score, once it is over.
    pub fn result(&self) -> Option<SpadesResult<N>> {
        if self.phase() != SpadesPhase::Over {
            return None;
        }
        let bids = self.bids.map(|bid| bid.unwrap_or(Bid::NIL));
        Some(SpadesResult::new(bids, self.tricks_taken()))
    }

    /// Everything that happened, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The events `seat` may see, in order: its own deal, every bid and every card played.
    pub fn seen_by(&self, seat: usize) -> impl Iterator<Item = &Event> {
        seen_by(&self.events, seat)
    }
}
