//! A session of one seat of a hidden-information game: the seat's view, kept up to date by
//! what it observes, and the agent deciding from it.

use maxn::MoveBuffer;

use super::SessionError;
use crate::agent::{Budget, Decision};
use crate::seat::{HiddenGame, Resample, SeatAgent};

/// One seat of a hidden-information game, played by a [`SeatAgent`] that sees only the
/// seat's [`View`](HiddenGame::View), driven from outside by a referee that keeps the game.
///
/// The referee reports what the seat observes of every move, its own included
/// ([`observe`](Self::observe): what [`HiddenGame::observation`] of the move gives that seat);
/// [`go`](Self::go) asks the agent for the seat's move when the view says it is the seat's
/// turn, and leaves playing it to the referee, whose observation of it comes back like any
/// other. An observation after which no position is consistent with the view
/// ([`Resample::sampler`] refuses it) is an error and changes nothing; an observation the
/// game cannot apply at all (a card already played) is the caller's to refuse before.
///
/// ```
/// use maxn_play::{RandomPlayer, SeatSession, SessionError};
/// # use maxn_play::HiddenGame;
/// # use maxn::{Bounds, Game, MoveList};
/// # /// Two players, each with a hidden number 0..3, take turns saying a number; the first
/// # /// to say the other's wins.
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Guess { secret: [u8; 2], to_move: usize, won: Option<usize> }
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct View { seat: usize, mine: u8, to_move: usize }
/// # impl Game<2> for Guess {
/// #     type Score = u8; type Move = u8; type Moves = MoveList<u8, 4>;
/// #     const NAME: &'static str = "Guess";
/// #     type Bounds = Bounds<u8>;
/// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(1, 1);
/// #     fn to_move(&self) -> usize { self.to_move }
/// #     fn generate_moves(&self, moves: &mut Self::Moves) { moves.extend(0..3) }
/// #     fn play(&mut self, mv: u8) {
/// #         if self.secret[1 - self.to_move] == mv { self.won = Some(self.to_move) }
/// #         self.to_move = 1 - self.to_move;
/// #     }
/// #     fn outcome(&self) -> Option<[u8; 2]> { self.won.map(|w| if w == 0 { [1, 0] } else { [0, 1] }) }
/// #     fn evaluate(&self) -> [u8; 2] { [0, 0] }
/// # }
/// # impl HiddenGame<2> for Guess {
/// #     type View = View; type Observation = u8;
/// #     fn view(&self, seat: usize) -> View { View { seat, mine: self.secret[seat], to_move: self.to_move } }
/// #     fn observation(&self, mv: u8, _seat: usize) -> u8 { mv }
/// #     fn observe(view: &mut View, _said: &u8) { view.to_move = 1 - view.to_move }
/// #     fn view_seat(view: &View) -> usize { view.seat }
/// #     fn view_to_move(view: &View) -> usize { view.to_move }
/// #     fn legal_moves(_view: &View, moves: &mut Self::Moves) { moves.extend(0..3) }
/// #     fn decision_seed(view: &View, seed: u64) -> u64 { seed ^ u64::from(view.mine) }
/// # }
/// # impl maxn_play::Resample<2> for Guess {
/// #     type Sampler = (); type SampleError = std::fmt::Error;
/// #     fn sampler(_view: &View) -> Result<(), std::fmt::Error> { Ok(()) }
/// #     fn sample(view: &View, _: &(), _rng: &mut maxn::rng::SplitMix64) -> Self {
/// #         let mut secret = [0; 2]; secret[view.seat] = view.mine;
/// #         Guess { secret, to_move: view.to_move, won: None }
/// #     }
/// # }
///
/// // Seat 1 holds 2 and knows nothing else; seat 0 moves first.
/// let view = View { seat: 1, mine: 2, to_move: 0 };
/// let mut session = SeatSession::<Guess, _, 2>::new(view, RandomPlayer::new(7))?;
/// assert!(matches!(session.go(None), Err(SessionError::NotOurTurn { to_move: 0, .. })));
/// session.observe(&1)?; // seat 0 said 1
/// let decision = session.go(None)?;
/// assert!(session.legal_moves().contains(&decision.mv));
/// session.observe(&decision.mv)?; // the referee reports the seat's own move back
/// assert_eq!(session.to_move(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct SeatSession<G: HiddenGame<N>, A, const N: usize> {
    view: G::View,
    agent: A,
}

impl<G: Resample<N>, A: SeatAgent<G, N>, const N: usize> SeatSession<G, A, N> {
    /// `agent` playing the seat `view` describes; an error if no position is consistent
    /// with the view.
    pub fn new(view: G::View, agent: A) -> Result<Self, SessionError> {
        check::<G, N>(&view)?;
        Ok(Self { view, agent })
    }

    /// What the seat knows now.
    pub fn view(&self) -> &G::View {
        &self.view
    }

    /// The seat the session plays.
    pub fn seat(&self) -> usize {
        G::view_seat(&self.view)
    }

    /// The seat to move next, as the view knows it.
    pub fn to_move(&self) -> usize {
        G::view_to_move(&self.view)
    }

    /// The agent.
    pub fn agent(&self) -> &A {
        &self.agent
    }

    /// The moves the seat may make, when it is to move ([`HiddenGame::legal_moves`]); none
    /// when another seat is to move.
    pub fn legal_moves(&self) -> Vec<G::Move> {
        if self.to_move() != self.seat() {
            return Vec::new();
        }
        let mut moves = G::Moves::default();
        G::legal_moves(&self.view, &mut moves);
        moves.as_slice().to_vec()
    }

    /// Updates the view with what the seat observed; an error, the view unchanged, if no
    /// position is consistent with the view after it.
    pub fn observe(&mut self, observation: &G::Observation) -> Result<(), SessionError> {
        let mut view = self.view.clone();
        G::observe(&mut view, observation);
        check::<G, N>(&view)?;
        self.view = view;
        Ok(())
    }

    /// Asks the agent for the seat's move from the view alone, within `budget` for this
    /// decision when one is given. The move is not played: the referee reports it back
    /// through [`observe`](Self::observe). An error if the seat is not to move or has no
    /// move, or if a budget is given to an agent without one.
    pub fn go(
        &mut self,
        budget: Option<Budget>,
    ) -> Result<Decision<G::Move, G::Score, N>, SessionError> {
        let (seat, to_move) = (self.seat(), self.to_move());
        if to_move != seat {
            return Err(SessionError::NotOurTurn {
                to_move,
                seats: seat.to_string(),
            });
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            return Err(SessionError::NoMoves(seat));
        }
        let Some(budget) = budget else {
            return Ok(self.agent.decide(&self.view, &moves));
        };
        let own = self.agent.budget();
        if own.is_none() || !self.agent.set_budget(budget) {
            return Err(SessionError::FixedBudget(self.agent.name().to_owned()));
        }
        let decision = self.agent.decide(&self.view, &moves);
        self.agent.set_budget(own.expect("checked above"));
        Ok(decision)
    }
}

/// An error if no position is consistent with `view`.
fn check<G: Resample<N>, const N: usize>(view: &G::View) -> Result<(), SessionError> {
    G::sampler(view)
        .map(drop)
        .map_err(|error| SessionError::Inconsistent(error.to_string()))
}
