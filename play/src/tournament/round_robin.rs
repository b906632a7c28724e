//! A round-robin: every pair of agents plays every start in every seat arrangement, scored
//! pairwise and rated (Bradley-Terry).

use std::sync::atomic::{AtomicUsize, Ordering};

use maxn::{Game, Score};
use rayon::prelude::*;
use serde::Serialize;

use super::bradley_terry::bradley_terry;
use super::entrant::Entrant;
use super::estimate::Estimate;
use super::run::{Progress, TournamentError, TournamentOptions, play_seated};
use super::seating::arrangements;
use crate::matches::Played;

/// Two agents' results against each other.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairResult {
    /// The first agent's index.
    pub first: usize,
    /// The second agent's index.
    pub second: usize,
    /// The first agent's points per game against the second (1 a win, 0.5 a draw, 0 a loss),
    /// with one sample per start (the mean over its seat arrangements).
    pub points: Estimate,
    /// Games the first agent won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games the second agent won.
    pub losses: u64,
}

/// One agent over the whole round-robin.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRobinAgent {
    /// The agent's name.
    pub agent: String,
    /// Its Bradley-Terry rating on the Elo scale (mean 0 over the agents).
    pub rating: f64,
    /// Its points per game over all its games.
    pub points: f64,
    /// The moves it decided.
    pub decisions: u64,
    /// Its mean nodes per move.
    pub mean_nodes: f64,
    /// Its mean depth per move (the deepest finished iteration).
    pub mean_depth: f64,
}

/// What a round-robin found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRobinResult {
    /// The agents, in the order given, with their ratings.
    pub agents: Vec<RoundRobinAgent>,
    /// Every pair `first < second`, in order (0-1, 0-2, ..., 1-2, ...).
    pub pairs: Vec<PairResult>,
    /// Games played in all.
    pub games: usize,
}

impl RoundRobinResult {
    /// Agent `row`'s points per game against agent `column` (`None` on the diagonal).
    pub fn points(&self, row: usize, column: usize) -> Option<Estimate> {
        self.pairs.iter().find_map(|pair| {
            if (pair.first, pair.second) == (row, column) {
                Some(pair.points)
            } else if (pair.first, pair.second) == (column, row) {
                let flipped = pair.points;
                Some(Estimate {
                    mean: 1.0 - flipped.mean,
                    ..flipped
                })
            } else {
                None
            }
        })
    }
}

/// Plays a round-robin: every pair of `entrants` plays every start in `starts` once per seat
/// arrangement of two agents at `N` seats ([`arrangements`]), all games in parallel, with
/// fresh agents each game; `progress` is called after each game.
///
/// # Scoring
///
/// A game between `A` and `B` is won by the one whose seats average the higher final value
/// (maximisation form: in Chinese Checkers the winner's `maxp` against 0, an unfinished game
/// by the evaluation; in Hearts the fewer points), drawn when the averages are equal. A pair's
/// points are the first agent's mean over its games, with one sample per start (the mean over
/// its arrangements) for the 95% interval, as [`run_tournament`](super::run_tournament) does.
/// Ratings: [`bradley_terry`] on the wins, draws counting half.
///
/// The result depends only on the inputs (and on time, if a budget has a move time), never on
/// the number of threads.
pub fn run_round_robin<G, const N: usize>(
    starts: &[G],
    entrants: &[Entrant<G, N>],
    options: TournamentOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<RoundRobinResult, TournamentError>
where
    G: Game<N> + Send + Sync,
    G::Move: Send,
{
    if entrants.len() < 2 {
        return Err(TournamentError::NoAgents);
    }
    if starts.is_empty() {
        return Err(TournamentError::NoStarts);
    }
    let seatings = arrangements(2, N);
    let pairs: Vec<(usize, usize)> = (0..entrants.len())
        .flat_map(|i| (i + 1..entrants.len()).map(move |j| (i, j)))
        .collect();
    let per_pair = starts.len() * seatings.len();
    let total = pairs.len() * per_pair;
    let done = AtomicUsize::new(0);
    let games: Vec<Played<G, N>> = (0..total)
        .into_par_iter()
        .map(|game| {
            let (first, second) = pairs[game / per_pair];
            let start = &starts[game % per_pair / seatings.len()];
            let seating = &seatings[game % seatings.len()];
            let pair = [first, second];
            let played = play_seated(start, |seat| &entrants[pair[seating[seat]]], options);
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(Progress { done, total });
            played
        })
        .collect();

    let mut wins = vec![vec![0.0; entrants.len()]; entrants.len()];
    let mut results = Vec::new();
    let mut totals = vec![(0.0, 0u64); entrants.len()];
    let mut moves = vec![(0u64, 0u64, 0u64); entrants.len()];
    for (&(first, second), pair_games) in pairs.iter().zip(games.chunks(per_pair)) {
        let mut samples = Vec::new();
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        for start_games in pair_games.chunks(seatings.len()) {
            let mut sum = 0.0;
            for (played, seating) in start_games.iter().zip(&seatings) {
                let points = first_points(played, seating);
                sum += points;
                if points == 1.0 {
                    won += 1;
                } else if points == 0.0 {
                    lost += 1;
                } else {
                    drawn += 1;
                }
                for turn in &played.turns {
                    let agent = [first, second][seating[turn.player]];
                    let entry = &mut moves[agent];
                    entry.0 += 1;
                    entry.1 += turn.decision.nodes;
                    entry.2 += u64::from(turn.decision.depth);
                }
            }
            samples.push(sum / start_games.len() as f64);
        }
        let played = (won + drawn + lost) as f64;
        let half = drawn as f64 / 2.0;
        wins[first][second] = won as f64 + half;
        wins[second][first] = lost as f64 + half;
        totals[first].0 += won as f64 + half;
        totals[second].0 += lost as f64 + half;
        totals[first].1 += won + drawn + lost;
        totals[second].1 += won + drawn + lost;
        debug_assert_eq!(played as usize, per_pair);
        results.push(PairResult {
            first,
            second,
            points: Estimate::of(&samples),
            wins: won,
            draws: drawn,
            losses: lost,
        });
    }
    let ratings = bradley_terry(&wins);
    let agents = entrants
        .iter()
        .enumerate()
        .map(|(index, entrant)| {
            let (decisions, nodes, depth) = moves[index];
            let per_move = |x: u64| {
                if decisions == 0 {
                    0.0
                } else {
                    x as f64 / decisions as f64
                }
            };
            RoundRobinAgent {
                agent: entrant.name().to_owned(),
                rating: ratings[index],
                points: totals[index].0 / totals[index].1 as f64,
                decisions,
                mean_nodes: per_move(nodes),
                mean_depth: per_move(depth),
            }
        })
        .collect();
    Ok(RoundRobinResult {
        agents,
        pairs: results,
        games: total,
    })
}

/// The first agent's points in one game (seats where `seating` says 0 are its).
fn first_points<G: Game<N>, const N: usize>(played: &Played<G, N>, seating: &[usize]) -> f64 {
    let mean = |agent: usize| {
        let seats: Vec<f64> = (0..N)
            .filter(|&seat| seating[seat] == agent)
            .map(|seat| played.value[seat].to_f64())
            .collect();
        seats.iter().sum::<f64>() / seats.len() as f64
    };
    let (first, second) = (mean(0), mean(1));
    if first > second {
        1.0
    } else if first < second {
        0.0
    } else {
        0.5
    }
}
