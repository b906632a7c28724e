//! Hidden information: a game seen from one seat, the positions consistent with what a seat
//! knows, and the agents that decide from nothing else.
//!
//! - [`HiddenGame`]: a game whose players do not see everything. Each seat holds a
//!   [`View`](HiddenGame::View) of the position (its own cards or tiles, what was passed to it,
//!   the public moves and what they revealed), starts from [`view`](HiddenGame::view), and is
//!   kept up to date by the [`observation`](HiddenGame::observation) it makes of each move
//!   ([`observe`](HiddenGame::observe)). The moves a seat may make are known from its view
//!   alone ([`legal_moves`](HiddenGame::legal_moves)), in the order the game generates them.
//! - [`Resample`]: full positions drawn consistent with a view (OpenSpiel's
//!   `ResampleFromInfostate`), what perfect-information Monte Carlo searches.
//! - [`SeatAgent`]: an agent handed a view and the legal moves, nothing more, so that a referee
//!   outside the program can drive it; [`Pimc`], [`Ismcts`] (information-set MCTS) and
//!   [`RandomPlayer`] are seat agents of any [`Resample`] game.
//! - [`Observed`]: a position kept by the referee together with every seat's view, a
//!   [`Game`] that [`play_match`](crate::play_match) and
//!   [`run_tournament`](crate::run_tournament) play like any other; [`Blind`] seats a
//!   [`SeatAgent`] at it (handed its seat's view only), [`Sighted`] an ordinary agent that sees
//!   the whole position.
//!
//! `tests/own_hidden_game.rs` declares a small hidden-information game of its own and plays
//! PIMC and a tournament on it with nothing but this crate and `maxn`.

mod agent;
mod ismcts;
mod observed;
mod pimc;
mod play_model;
mod random;

pub use agent::{Blind, SeatAgent, Sighted, unsearched};
pub use ismcts::Ismcts;
pub use observed::Observed;
pub use pimc::{Pimc, SampleSearch, SampleValues, Scoring, Sharing};
pub use play_model::PlayModel;
pub use random::RandomPlayer;

use maxn::Game;
use maxn::rng::SplitMix64;

/// A game played with hidden information, as each seat sees it.
///
/// The game itself (`Self`) is the whole position, as a referee holds it. A seat knows only
/// its [`View`](Self::View): where the view comes from ([`view`](Self::view)), what the seat
/// observes of each move ([`observation`](Self::observation)) and how an observation updates
/// the view, including what it reveals ([`observe`](Self::observe)).
///
/// Implementations promise that a seat's view after observing every move equals
/// [`view`](Self::view) of the position reached, as far as [`legal_moves`](Self::legal_moves),
/// [`decision_seed`](Self::decision_seed) and [`Resample`] can tell; and that the moves
/// generated at a position depend only on what the mover sees, so that
/// [`legal_moves`](Self::legal_moves) of the mover's view are
/// [`generate_moves`](Game::generate_moves) of the position, in the same order.
pub trait HiddenGame<const N: usize>: Game<N> {
    /// What one seat may know of a position.
    type View: Clone + std::fmt::Debug + Send + Sync;

    /// What a seat observes of one move (the move itself when it is public; in a card game
    /// with a pass, each pass is seen by the two seats involved only).
    type Observation: Clone + std::fmt::Debug;

    /// What `seat` knows of this position.
    fn view(&self, seat: usize) -> Self::View;

    /// What `seat` observes when `mv` is played here (before it is played).
    fn observation(&self, mv: Self::Move, seat: usize) -> Self::Observation;

    /// Updates `view` with what its seat observed, and what that reveals (a card that does
    /// not follow suit shows a void).
    fn observe(view: &mut Self::View, observation: &Self::Observation);

    /// The seat whose view this is.
    fn view_seat(view: &Self::View) -> usize;

    /// The seat to move next, as the view knows it.
    fn view_to_move(view: &Self::View) -> usize;

    /// The moves the view's seat may make when it is to move, in the order
    /// [`generate_moves`](Game::generate_moves) gives them at every position consistent with
    /// the view.
    fn legal_moves(view: &Self::View, moves: &mut Self::Moves);

    /// A seed for one decision: `seed` mixed with what the seat knows, so that a seeded agent
    /// decides the same in the same situation, on any thread and in any match.
    fn decision_seed(view: &Self::View, seed: u64) -> u64;
}

/// A hidden-information game whose positions can be drawn consistent with a seat's view:
/// OpenSpiel's `ResampleFromInfostate`, TAG's redeterminisation.
pub trait Resample<const N: usize>: HiddenGame<N> {
    /// What a view prepares once to draw many positions (counts of the consistent deals).
    type Sampler: Send + Sync;

    /// Why no position is consistent with a view (a view that contradicts itself).
    type SampleError: std::error::Error;

    /// The sampler of the positions consistent with `view`.
    fn sampler(view: &Self::View) -> Result<Self::Sampler, Self::SampleError>;

    /// One position consistent with `view`, drawn with `rng` (the seat's own holdings and
    /// every public fact as the view has them; the rest as the game's sampler draws it).
    fn sample(view: &Self::View, sampler: &Self::Sampler, rng: &mut SplitMix64) -> Self;
}
