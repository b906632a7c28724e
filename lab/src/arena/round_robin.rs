//! A round-robin of agents on a built-in game: every pair over the same deals or openings,
//! every pair in every seat arrangement, with pairwise points and Bradley-Terry ratings.

use serde::Serialize;

use super::error::ArenaError;
use super::play::PlayOptions;
use super::start_seeds;
use super::{ArenaJob, on_game};
use crate::catalogue::{GameChoice, OpenGame, Start};
use maxn_play::tournament::{RoundRobinResult, run_round_robin};
use maxn_play::{Entrant, MatchOptions, Progress, TournamentOptions};

/// A round-robin to play.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundRobinOptions {
    /// The game, the agents (two or more; any number, since only two sit at a table at once),
    /// their budget and the seed (no start).
    pub play: PlayOptions,
    /// The deals (cards) or openings (Chinese Checkers) each pair plays.
    pub count: usize,
}

/// What a round-robin found. The same options give the same report, byte for byte, on any
/// number of threads (unless the budget has a move time).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRobinReport {
    /// The game's command-line name.
    pub game: String,
    /// The player count.
    pub players: usize,
    /// The deals or openings every pair played.
    pub starts: usize,
    /// The seed they were made from.
    pub seed: u64,
    /// The node limit per move (every agent's budget: nodes visited, playouts included for
    /// MCTS).
    pub node_limit: u64,
    /// The time limit per move, if any, in milliseconds.
    pub move_time_ms: Option<u128>,
    /// The move cap, if any.
    pub move_cap: Option<usize>,
    /// Ratings, pairwise results and games.
    #[serde(flatten)]
    pub result: RoundRobinResult,
}

/// Plays the round-robin `options` describe, in parallel over games, calling `progress` after
/// each game.
pub fn round_robin(
    options: &RoundRobinOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<RoundRobinReport, ArenaError> {
    if options.play.start.is_some() {
        return Err(ArenaError::StartNotAllowed);
    }
    if options.count == 0 {
        return Err(ArenaError::NoGames);
    }
    if options.play.agents.len() < 2 {
        return Err(ArenaError::TooFewForRoundRobin(options.play.agents.len()));
    }
    // A tournament makes its own starts from the seed.
    let choice = GameChoice::new(options.play.game, options.play.players, Start::Initial);
    let job = RoundRobinJob { options, progress };
    on_game(&choice, job)
}

struct RoundRobinJob<'a> {
    options: &'a RoundRobinOptions,
    progress: &'a (dyn Fn(Progress) + Sync),
}

/// Plays the tournament on `G`, from starts made from the seed.
impl ArenaJob for RoundRobinJob<'_> {
    type Output = RoundRobinReport;

    fn run<G: OpenGame<N>, const N: usize>(
        self,
        _initial: G,
    ) -> Result<RoundRobinReport, ArenaError> {
        let play = &self.options.play;
        // Only two agents sit at a table at once: check the names one by one against the
        // game, not their number against the seats.
        let entrants: Vec<Entrant<G, N>> = play
            .agents
            .iter()
            .enumerate()
            .map(|(index, spec)| {
                spec.entrant::<G, N>(play.budget, play.mcts, play.mp_mix)
                    .map_err(|error| ArenaError::Agent {
                        index: index + 1,
                        error,
                    })
            })
            .collect::<Result<_, _>>()?;
        let starts: Vec<G> = start_seeds(play.seed, self.options.count)
            .into_iter()
            .map(G::seeded)
            .collect();
        let move_cap = play.move_cap_for(N);
        let options = TournamentOptions {
            matches: MatchOptions { move_cap },
        };
        let result = run_round_robin(&starts, &entrants, options, self.progress)?;
        Ok(RoundRobinReport {
            game: play.game.name().to_owned(),
            players: N,
            starts: self.options.count,
            seed: play.seed,
            node_limit: play.budget.node_limit(),
            move_time_ms: play.budget.move_time().map(|time| time.as_millis()),
            move_cap,
            result,
        })
    }
}
