//! Running a tournament: every start with every arrangement, in parallel over games, the
//! same results on any number of threads.

use std::sync::atomic::{AtomicUsize, Ordering};

use maxn::Game;
use rayon::prelude::*;

use super::entrant::Entrant;
use super::seating::arrangements;
use super::standing::{Standing, standing};
use crate::agent::Agent;
use crate::matches::{MatchOptions, Played, play_match};

/// How a tournament is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TournamentOptions {
    /// How each game is played (a move cap, for games that may not end).
    pub matches: MatchOptions,
}

/// How far a tournament has got, reported after every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Games finished so far.
    pub done: usize,
    /// Games in all.
    pub total: usize,
}

/// Why a tournament cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// No agent was given.
    #[error("a tournament needs at least one agent")]
    NoAgents,
    /// More agents than seats: some would never play.
    #[error("{agents} agents for a game of {seats} seats: give at most {seats}")]
    TooManyAgents {
        /// The agents given.
        agents: usize,
        /// The seats of the game.
        seats: usize,
    },
    /// No start was given.
    #[error("a tournament needs at least one deal or start")]
    NoStarts,
}

/// Everything a tournament played, and each agent's standing.
#[derive(Clone, Debug)]
pub struct TournamentResult<G: Game<N>, const N: usize> {
    /// The seat arrangements played from every start ([`arrangements`]), as agent indices.
    pub arrangements: Vec<Vec<usize>>,
    /// Every game, start-major: start `i`'s game in arrangement `j` is
    /// `games[i * arrangements.len() + j]`.
    pub games: Vec<Played<G, N>>,
    /// One standing per agent, in the order the agents were given.
    pub standings: Vec<Standing>,
}

/// Plays every start in `starts` once per seat arrangement of `entrants`
/// ([`arrangements`]), each game with fresh agents, in parallel over games on rayon's
/// current pool, calling `progress` after each game.
///
/// The games and standings depend only on the inputs (and on time, if an agent's budget has a
/// move time), never on the number of threads: each game is searched on one thread, and
/// results are gathered in start and arrangement order.
///
/// ```
/// use maxn::{MaxN, Speculative};
/// use maxn_play::{Budget, Entrant, TournamentOptions, run_tournament};
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
/// let budget = Budget::new(2_000)?;
/// let entrants = [
///     Entrant::search("speculative", Speculative, budget),
///     Entrant::search("maxn", MaxN, budget),
/// ];
/// let starts = [Tokens::new(9), Tokens::new(10)];
/// let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {})?;
/// assert_eq!(result.games.len(), 2 * 6); // 2 agents in 3 seats: 6 arrangements
/// // Every token goes to someone: the seats' tokens average (9 + 10) / 2 / 3.
/// let mean: f64 = result.standings.iter().map(|s| s.score.mean * s.seats as f64).sum::<f64>()
///     / result.standings.iter().map(|s| s.seats as f64).sum::<f64>();
/// assert!((mean - 19.0 / 6.0).abs() < 1e-9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run_tournament<G, const N: usize>(
    starts: &[G],
    entrants: &[Entrant<G, N>],
    options: TournamentOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<TournamentResult<G, N>, TournamentError>
where
    G: Game<N> + Send + Sync,
    G::Move: Send,
{
    if entrants.is_empty() {
        return Err(TournamentError::NoAgents);
    }
    if entrants.len() > N {
        return Err(TournamentError::TooManyAgents {
            agents: entrants.len(),
            seats: N,
        });
    }
    if starts.is_empty() {
        return Err(TournamentError::NoStarts);
    }
    let arrangements = arrangements(entrants.len(), N);
    let total = starts.len() * arrangements.len();
    let done = AtomicUsize::new(0);
    let games: Vec<Played<G, N>> = (0..total)
        .into_par_iter()
        .map(|game| {
            let start = &starts[game / arrangements.len()];
            let arrangement = &arrangements[game % arrangements.len()];
            let played = play_seated(start, |seat| &entrants[arrangement[seat]], options);
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(Progress { done, total });
            played
        })
        .collect();
    let standings = entrants
        .iter()
        .enumerate()
        .map(|(agent, entrant)| standing(agent, entrant.name(), &arrangements, &games))
        .collect();
    Ok(TournamentResult {
        arrangements,
        games,
        standings,
    })
}

/// Plays one game from `start` with a fresh agent of `entrant(seat)` in every seat.
pub(super) fn play_seated<'e, G, const N: usize>(
    start: &G,
    entrant: impl Fn(usize) -> &'e Entrant<G, N>,
    options: TournamentOptions,
) -> Played<G, N>
where
    G: Game<N> + 'e,
{
    let mut agents: [Box<dyn Agent<G, N>>; N] = std::array::from_fn(|seat| entrant(seat).agent());
    let seats = agents
        .each_mut()
        .map(|agent| &mut **agent as &mut dyn Agent<G, N>);
    play_match(start, seats, options.matches)
}
