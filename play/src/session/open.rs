//! A session of a game played with every hand visible: the position, the seats the agent
//! plays, and the agent kept from move to move.

use maxn::{Game, MoveBuffer};

use super::{SessionError, seat_list};
use crate::agent::{Agent, Budget};
use crate::matches::Turn;

/// One agent playing some seats of one game, driven move by move from outside.
///
/// Any seat's move is [`play`](Self::play)ed in (checked against the rules); [`go`](Self::go)
/// asks the agent for the move of the seat to move, when it is one of the session's, and
/// plays it. The agent is the same from the first move to the last, so what it keeps between
/// moves (a transposition table, MCTS trees) serves the next move, as in
/// [`play_match`](crate::play_match): a session that plays every seat with the agents of a
/// match, or one session per seat with the moves relayed, makes the match's moves.
///
/// ```
/// use maxn::Paranoid;
/// use maxn_play::{Budget, SearchAgent, Session, SessionError};
/// # use maxn::{Bounds, Game, MoveList};
/// # /// The README's game: three players take 3, 2 or 1 of a pile of tokens in turn.
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Tokens { left: u8, taken: [u8; 3], to_move: usize }
/// # impl Game<3> for Tokens {
/// #     type Score = u8;
/// #     type Move = u8;
/// #     type Moves = MoveList<u8, 3>;
/// #     const NAME: &'static str = "Tokens";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
/// #     fn to_move(&self) -> usize { self.to_move }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) {
/// #         moves.extend((1..=self.left.min(3)).rev());
/// #     }
/// #     fn play(&mut self, take: u8) {
/// #         self.left -= take;
/// #         self.taken[self.to_move] += take;
/// #         self.to_move = (self.to_move + 1) % 3;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
/// #     fn evaluate(&self) -> [u8; 3] { self.taken }
/// # }
/// # impl Tokens { fn new(left: u8) -> Self { Self { left, taken: [0; 3], to_move: 0 } } }
///
/// let agent = SearchAgent::new("paranoid", Paranoid, Budget::new(5_000)?);
/// // The agent plays seat 1; seats 0 and 2 are someone else's.
/// let mut session = Session::new(Tokens::new(10), &[1], agent)?;
/// assert!(matches!(session.go(None), Err(SessionError::NotOurTurn { to_move: 0, .. })));
/// session.play(3)?; // seat 0 takes 3
/// assert_eq!(session.legal_moves(), [3, 2, 1]);
/// let turn = session.go(Some(Budget::new(100)?))?; // this move alone within 100 nodes
/// assert_eq!(turn.player, 1);
/// assert!(turn.decision.nodes <= 100);
/// assert_eq!(session.position().left, 7 - turn.decision.mv);
/// assert!(matches!(session.play(9), Err(SessionError::IllegalMove { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Session<G: Game<N>, A, const N: usize> {
    position: G,
    seats: [bool; N],
    agent: A,
    played: Vec<G::Move>,
}

impl<G: Game<N>, A: Agent<G, N>, const N: usize> Session<G, A, N> {
    /// `agent` playing `seats` of the game from `start`; an error if a seat is not one of the
    /// game's or is given twice, or if none is given.
    pub fn new(start: G, seats: &[usize], agent: A) -> Result<Self, SessionError> {
        let mut plays = [false; N];
        for &seat in seats {
            if seat >= N {
                return Err(SessionError::NoSuchSeat { seat, players: N });
            }
            if std::mem::replace(&mut plays[seat], true) {
                return Err(SessionError::SeatTwice(seat));
            }
        }
        if seats.is_empty() {
            return Err(SessionError::NoSeats);
        }
        Ok(Self {
            position: start,
            seats: plays,
            agent,
            played: Vec::new(),
        })
    }

    /// The position now.
    pub fn position(&self) -> &G {
        &self.position
    }

    /// The moves played since the start, in order.
    pub fn played(&self) -> &[G::Move] {
        &self.played
    }

    /// The seats the session's agent plays, in order.
    pub fn seats(&self) -> impl Iterator<Item = usize> + '_ {
        (0..N).filter(|&seat| self.seats[seat])
    }

    /// The agent.
    pub fn agent(&self) -> &A {
        &self.agent
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.position.outcome().is_some()
    }

    /// The legal moves of the player to move, in the game's generation order; none when the
    /// game is over.
    pub fn legal_moves(&self) -> Vec<G::Move> {
        if self.is_over() {
            return Vec::new();
        }
        let mut moves = G::Moves::default();
        self.position.generate_moves(&mut moves);
        moves.as_slice().to_vec()
    }

    /// Plays `mv` for the player to move, whichever seat it is; returns that player. An
    /// error, the session unchanged, if the game is over or `mv` is not legal here.
    pub fn play(&mut self, mv: G::Move) -> Result<usize, SessionError> {
        if self.is_over() {
            return Err(SessionError::GameOver);
        }
        let legal = self.legal_moves();
        if !legal.contains(&mv) {
            return Err(SessionError::IllegalMove {
                mv: format!("{mv:?}"),
                legal: format!("{legal:?}"),
            });
        }
        let player = self.position.to_move();
        self.position.play(mv);
        self.played.push(mv);
        Ok(player)
    }

    /// Plays `mv` for the player to move without looking for it among the generated moves:
    /// for a move the caller has checked legal by the game's rules, which a game may allow
    /// beyond those it generates (a card game generating one card of each run of equivalent
    /// cards, a search limited to its best moves); returns that player. An error only if
    /// the game is over.
    pub fn play_legal(&mut self, mv: G::Move) -> Result<usize, SessionError> {
        if self.is_over() {
            return Err(SessionError::GameOver);
        }
        let player = self.position.to_move();
        self.position.play(mv);
        self.played.push(mv);
        Ok(player)
    }

    /// Asks the agent for the move of the player to move, within `budget` for this move
    /// alone when one is given (else the agent's own), plays it and returns it with its
    /// decision. An error, the session unchanged, if the game is over, the player to move
    /// has no move or is not one of the session's seats, or a budget is given to an agent
    /// without one.
    pub fn go(
        &mut self,
        budget: Option<Budget>,
    ) -> Result<Turn<G::Move, G::Score, N>, SessionError> {
        if self.is_over() {
            return Err(SessionError::GameOver);
        }
        let player = self.position.to_move();
        if !self.seats[player] {
            return Err(SessionError::NotOurTurn {
                to_move: player,
                seats: seat_list(self.seats()),
            });
        }
        if self.legal_moves().is_empty() {
            return Err(SessionError::NoMoves(player));
        }
        let decision = match budget {
            None => self.agent.decide(&self.position),
            Some(budget) => {
                let own = self.agent.budget();
                if own.is_none() || !self.agent.set_budget(budget) {
                    return Err(SessionError::FixedBudget(self.agent.name().to_owned()));
                }
                let decision = self.agent.decide(&self.position);
                self.agent.set_budget(own.expect("checked above"));
                decision
            }
        };
        let turn = Turn { player, decision };
        self.play(turn.decision.mv).unwrap_or_else(|error| {
            panic!(
                "agent `{}` chose a move the game refuses: {error}",
                self.agent.name()
            )
        });
        Ok(turn)
    }
}
