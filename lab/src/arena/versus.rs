//! Agents against each other over many deals or openings of a built-in game, every start
//! played with the agents rotated through the seats.

use serde::Serialize;

use super::error::ArenaError;
use super::play::{PlayOptions, named_agents};
use super::{ArenaJob, on_game, start_seeds};
use crate::catalogue::{AgentKind, GameChoice, OpenGame, Start};
use maxn_play::agent::mcts::MctsOptions;
use maxn_play::{
    Entrant, Finish, MatchOptions, MatchRecord, Progress, ScoreNumber, Standing, TournamentOptions,
    own_score_numbers, run_tournament,
};

/// A tournament to play.
#[derive(Clone, Debug, PartialEq)]
pub struct VersusOptions {
    /// The game, the agents, their budget and the seed (no start: the tournament makes its
    /// own).
    pub play: PlayOptions,
    /// The number of deals (cards) or openings (Chinese Checkers).
    pub count: usize,
}

/// What a tournament found: each agent's standing, and a summary of every game. The same
/// options give the same report, byte for byte, on any number of threads (unless the budget
/// has a move time).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VersusReport {
    /// The game's command-line name.
    pub game: String,
    /// The player count.
    pub players: usize,
    /// The agents, in the order given.
    pub agents: Vec<String>,
    /// The deals or openings played.
    pub starts: usize,
    /// The seed they were made from.
    pub seed: u64,
    /// The node limit per move.
    pub node_limit: u64,
    /// The time limit per move, if any, in milliseconds.
    pub move_time_ms: Option<u128>,
    /// The move cap, if any.
    pub move_cap: Option<usize>,
    /// The options of the MCTS agents, when one plays (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcts: Option<MctsOptions>,
    /// The seat arrangements played from every start, as indices into `agents`.
    pub arrangements: Vec<Vec<usize>>,
    /// Each agent's results, in the order given.
    pub standings: Vec<Standing>,
    /// Every game, start-major.
    pub games: Vec<GameSummary>,
    /// Every game's full record, in the same order (not part of the report's JSON; written as
    /// JSON lines on request).
    #[serde(skip)]
    pub records: Vec<MatchRecord>,
}

/// One game of a tournament, in brief.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameSummary {
    /// The start's index, from 0.
    pub start: usize,
    /// The agent in each seat.
    pub seats: Vec<String>,
    /// How it ended.
    pub finish: Finish,
    /// The moves played.
    pub plies: usize,
    /// The final scores in the game's own terms.
    pub scores: Vec<ScoreNumber>,
    /// The winning seat, if one won.
    pub winner: Option<usize>,
}

/// Plays the tournament `options` describe, in parallel over games, calling `progress` after
/// each game.
pub fn versus(
    options: &VersusOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<VersusReport, ArenaError> {
    if options.play.start.is_some() {
        return Err(ArenaError::StartNotAllowed);
    }
    if options.count == 0 {
        return Err(ArenaError::NoGames);
    }
    // A tournament makes its own starts from the seed.
    let choice = GameChoice::new(options.play.game, options.play.players, Start::Initial);
    let job = VersusJob { options, progress };
    on_game(&choice, job)
}

struct VersusJob<'a> {
    options: &'a VersusOptions,
    progress: &'a (dyn Fn(Progress) + Sync),
}

/// Plays the tournament on `G`, from starts made from the seed.
impl ArenaJob for VersusJob<'_> {
    type Output = VersusReport;

    fn run<G: OpenGame<N>, const N: usize>(self, _initial: G) -> Result<VersusReport, ArenaError> {
        let play = &self.options.play;
        let entrants: Vec<Entrant<G, N>> = named_agents::<G, N>(play)?;
        let starts: Vec<G> = start_seeds(play.seed, self.options.count)
            .into_iter()
            .map(G::seeded)
            .collect();
        let move_cap = play.move_cap_for(N);
        let tournament_options = TournamentOptions {
            matches: MatchOptions { move_cap },
        };
        let result = run_tournament(&starts, &entrants, tournament_options, self.progress)?;
        let arrangements = result.arrangements.len();
        let games = result
            .games
            .iter()
            .enumerate()
            .map(|(index, played)| GameSummary {
                start: index / arrangements,
                seats: played.seats.to_vec(),
                finish: played.finish,
                plies: played.turns.len(),
                scores: own_score_numbers::<G, N>(played.value),
                winner: played.winner(),
            })
            .collect();
        let records = result
            .games
            .iter()
            .filter_map(|played| played.record())
            .collect();
        Ok(VersusReport {
            game: play.game.name().to_owned(),
            players: N,
            agents: play.agents.iter().map(ToString::to_string).collect(),
            starts: self.options.count,
            seed: play.seed,
            node_limit: play.budget.node_limit(),
            move_time_ms: play.budget.move_time().map(|time| time.as_millis()),
            move_cap,
            mcts: play
                .agents
                .iter()
                .any(|spec| spec.kind == AgentKind::Mcts)
                .then_some(play.mcts),
            arrangements: result.arrangements,
            standings: result.standings,
            games,
            records,
        })
    }
}
