//! A session of a game played with every hand visible, behind the protocol: the play crate's
//! [`Session`] of the typed game, moves read and written in the game's notation.

use maxn_lab::catalogue::OpenGame;
use maxn_play::{Agent, Budget, MoveLine, Session, SessionError, own_score_numbers};

use super::protocol::{Answer, ServeError};
use super::served::{Served, session_error};

/// An open game's session.
pub struct OpenServed<G: OpenGame<N>, const N: usize> {
    session: Session<G, Box<dyn Agent<G, N>>, N>,
    agent: String,
    start: Option<String>,
    moves: Vec<String>,
}

impl<G: OpenGame<N>, const N: usize> OpenServed<G, N> {
    /// `agent` (its spec `name`) playing `seats` from `start`.
    pub fn new(
        start: G,
        seats: &[usize],
        agent: Box<dyn Agent<G, N>>,
        name: String,
    ) -> Result<Self, ServeError> {
        let text = start.position_text();
        let session =
            Session::new(start, seats, agent).map_err(|e| ServeError::field("seats", e))?;
        Ok(Self {
            session,
            agent: name,
            start: text,
            moves: Vec::new(),
        })
    }

    /// The seat to move, unless the game is over.
    fn to_move(&self) -> Option<usize> {
        (!self.session.is_over()).then(|| self.session.position().to_move())
    }
}

impl<G: OpenGame<N>, const N: usize> Served for OpenServed<G, N> {
    fn started(&self) -> Answer {
        Answer::Started {
            game: G::NAME.to_owned(),
            players: N,
            seats: self.session.seats().collect(),
            agent: self.agent.clone(),
            to_move: self.session.position().to_move(),
            start: self.start.clone(),
        }
    }

    fn play(&mut self, text: &str) -> Result<Answer, ServeError> {
        if self.session.is_over() {
            return Err(ServeError::request(SessionError::GameOver));
        }
        let position = self.session.position();
        let mv = position
            .parse_move(text)
            .map_err(|error| ServeError::field("move", format!("`{text}`: {error}")))?;
        let written = position.move_text(mv);
        // The notation checked the move by the rules: a card of a run the game generates as
        // one, a move beyond Chinese Checkers' top-k limit, are legal moves too.
        let player = self
            .session
            .play_legal(mv)
            .map_err(|e| session_error(e, "move"))?;
        self.moves.push(written.clone());
        Ok(Answer::Moved {
            player,
            mv: written,
            over: self.session.is_over(),
            to_move: self.to_move(),
        })
    }

    fn go(&mut self, budget: Option<Budget>) -> Result<Answer, ServeError> {
        let before = self.session.position().clone();
        let turn = self
            .session
            .go(budget)
            .map_err(|e| session_error(e, "move"))?;
        let line = MoveLine::new(&before, self.moves.len(), &self.agent, &turn);
        self.moves.push(line.mv.clone());
        Ok(Answer::Best {
            line,
            over: self.session.is_over(),
            to_move: self.to_move(),
        })
    }

    fn legal(&self) -> Answer {
        let position = self.session.position();
        Answer::Legal {
            to_move: self.to_move(),
            moves: self
                .session
                .legal_moves()
                .into_iter()
                .map(|mv| position.move_text(mv))
                .collect(),
        }
    }

    fn position(&self) -> Answer {
        let position = self.session.position();
        Answer::Position {
            to_move: self.to_move(),
            over: self.session.is_over(),
            start: self.start.clone(),
            position: position.position_text(),
            moves: self.moves.clone(),
            hand: None,
            scores: position.outcome().map(own_score_numbers::<G, N>),
        }
    }

    fn budget(&self) -> Option<Budget> {
        self.session.agent().budget()
    }
}
