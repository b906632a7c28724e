//! A session of one seat of a full game played with hidden hands, behind the protocol: the
//! play crate's [`SeatSession`], started from what the seat sees before trick play (its hand,
//! its pass, the bids) and kept up to date by the cards played.

use maxn::MoveBuffer;
use maxn_games::cards::full::Event;
use maxn_games::cards::{Card, CardSet, InfoSet, PublicFacts, Suit};
use maxn_lab::hidden::FullMatch;
use maxn_play::{
    Budget, DecisionRecord, MoveLine, SeatAgent, SeatSession, SessionError, own_score_numbers,
};

use super::protocol::{Answer, ServeError};
use super::served::{Served, session_error};

/// What the seat sees before the first card: everything a hidden-hand `start` gives.
pub struct SeatStart {
    /// The seat.
    pub seat: usize,
    /// Its cards after the pass.
    pub hand: CardSet,
    /// The seat that leads the first trick.
    pub leader: usize,
    /// The cards it passed and their receiver (Hearts).
    pub passed: Option<(usize, CardSet)>,
    /// The public facts (Spades: the contract).
    pub facts: PublicFacts,
    /// Whether every seat knows the leader holds the 2♣ (Hearts).
    pub two_of_clubs_led: bool,
}

impl SeatStart {
    /// The seat's view as a match of the lab gives it at the start of trick play
    /// ([`HiddenGame::view`](maxn_play::HiddenGame::view) then the pass observed), so
    /// that the agent decides as it does in `maxn play`.
    pub fn view<const N: usize>(&self, deck: CardSet, trump: Option<Suit>) -> InfoSet<N> {
        let mut info = InfoSet::new(self.seat, deck, self.hand, self.leader, trump);
        info.set_public_facts(self.facts);
        if self.two_of_clubs_led {
            info.pass_to(self.leader, CardSet::single(Card::TWO_OF_CLUBS));
        }
        if let Some((to, cards)) = self.passed {
            info.give(to, cards);
        }
        info
    }
}

/// A hidden-hand seat's session.
pub struct HiddenServed<G: FullMatch<N>, const N: usize> {
    session: SeatSession<G, Box<dyn SeatAgent<G, N>>, N>,
    agent: String,
    moves: Vec<String>,
}

impl<G: FullMatch<N>, const N: usize> HiddenServed<G, N> {
    /// `agent` (its spec `name`) playing the seat `start` describes.
    pub fn new(
        start: &SeatStart,
        agent: Box<dyn SeatAgent<G, N>>,
        name: String,
    ) -> Result<Self, ServeError> {
        let view = start.view::<N>(G::DECK, G::TRUMP);
        let session = SeatSession::new(view, agent).map_err(|e| ServeError::field("hand", e))?;
        Ok(Self {
            session,
            agent: name,
            moves: Vec::new(),
        })
    }

    fn is_over(&self) -> bool {
        self.session.view().history().len() == G::DECK.len()
    }

    fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.session.to_move())
    }

    /// Records `card` played by the seat to move, checked: the seat's own card must be one
    /// of its legal moves, another seat's one it may hold.
    fn observe(&mut self, card: Card) -> Result<usize, ServeError> {
        if self.is_over() {
            return Err(ServeError::request(SessionError::GameOver));
        }
        let view = self.session.view();
        let mover = view.trick_to_move();
        if mover == self.session.seat() {
            // By the rules, not the moves generated (one card of each run of equivalent
            // cards): any card the rules allow the seat is its move.
            let legal = G::consistent_with(view).is_ok_and(|position| {
                let mut moves = G::Moves::default();
                position.with_grouping(false).generate_moves(&mut moves);
                moves.as_slice().contains(&card)
            });
            if !legal {
                return Err(ServeError::field(
                    "move",
                    format!(
                        "{card} is not a legal card for seat {mover} here (its cards: {})",
                        cards_text(view.hand())
                    ),
                ));
            }
        } else if !view.possible(mover).contains(card) {
            return Err(ServeError::field(
                "move",
                format!(
                    "seat {mover} cannot hold {card}, as seat {} sees the hand",
                    self.session.seat()
                ),
            ));
        }
        let event = Event::Played {
            seat: mover,
            card,
            leads: view.trick().is_empty(),
        };
        self.session
            .observe(&event)
            .map_err(|e| ServeError::field("move", e))?;
        self.moves.push(card.to_string());
        Ok(mover)
    }
}

/// Cards as the protocol writes them: `SA SK H2 C3`, by suit as a PBN hand lists them, high
/// to low within a suit.
pub fn cards_text(cards: CardSet) -> String {
    Suit::PBN_ORDER
        .iter()
        .flat_map(|&suit| cards.of_suit(suit).iter())
        .map(|card| card.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl<G: FullMatch<N>, const N: usize> Served for HiddenServed<G, N> {
    fn started(&self) -> Answer {
        Answer::Started {
            game: G::NAME.to_owned(),
            players: N,
            seats: vec![self.session.seat()],
            agent: self.agent.clone(),
            to_move: self.session.to_move(),
            start: None,
        }
    }

    fn play(&mut self, text: &str) -> Result<Answer, ServeError> {
        let card: Card = text
            .parse()
            .map_err(|error| ServeError::field("move", format!("`{text}`: {error}")))?;
        let player = self.observe(card)?;
        Ok(Answer::Moved {
            player,
            mv: card.to_string(),
            over: self.is_over(),
            to_move: self.to_move(),
        })
    }

    fn go(&mut self, budget: Option<Budget>) -> Result<Answer, ServeError> {
        if self.is_over() {
            return Err(ServeError::request(SessionError::GameOver));
        }
        let decision = self
            .session
            .go(budget)
            .map_err(|e| session_error(e, "move"))?;
        let ply = self.moves.len();
        let player = self.observe(decision.mv)?;
        let line = MoveLine {
            ply,
            agent: self.agent.clone(),
            mv: decision.mv.to_string(),
            decision: DecisionRecord {
                player,
                index: decision.index,
                depth: decision.depth,
                nodes: decision.nodes,
                to_end: decision.to_end,
                value: decision.value.map(own_score_numbers::<G, N>),
                iteration_nodes: decision.iteration_nodes,
            },
        };
        Ok(Answer::Best {
            line,
            over: self.is_over(),
            to_move: self.to_move(),
        })
    }

    fn legal(&self) -> Answer {
        Answer::Legal {
            to_move: self.to_move(),
            moves: self
                .session
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect(),
        }
    }

    fn position(&self) -> Answer {
        Answer::Position {
            to_move: self.to_move(),
            over: self.is_over(),
            start: None,
            position: None,
            moves: self.moves.clone(),
            hand: Some(cards_text(self.session.view().hand())),
            scores: None,
        }
    }

    fn budget(&self) -> Option<Budget> {
        self.session.agent().budget()
    }
}
