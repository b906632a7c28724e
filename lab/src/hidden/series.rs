//! Tournaments of whole matches (many hands to a target score): every start played once per
//! seat arrangement, in parallel, summarised per agent and per pair of agents with 95%
//! intervals.

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;
use serde::Serialize;

use maxn_play::{Estimate, Progress, arrangements};

/// What one match came to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchOutcome {
    /// The final score of each seat, in the game's own terms (Hearts points: lower is better).
    pub scores: Vec<f64>,
    /// The seats that won (several when tied).
    pub winners: Vec<usize>,
    /// Hands played.
    pub hands: u32,
    /// Each seat's decisions: how many, and their nodes.
    pub decisions: Vec<u64>,
    /// Each seat's nodes over all its decisions.
    pub nodes: Vec<u64>,
    /// What each seat scored in each hand (hand-major; Hearts points, in Spades its side's
    /// points), for the per-hand comparison over the deals every seating played.
    pub hand_scores: Vec<Vec<f64>>,
    /// Hearts: the seat that shot the moon in each hand that had one, in hand order.
    pub moons: Vec<usize>,
}

/// One agent's results over the matches.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeriesStanding {
    /// The agent's name.
    pub agent: String,
    /// The seats it took, over every match.
    pub seats: usize,
    /// Its final score per seat, one sample per start (its average over the seats it took
    /// in that start's matches), with Student's t interval.
    pub score: Estimate,
    /// Its share of the wins per seat (a tie of `k` winners gives each `1 / k`).
    pub win_rate: Estimate,
    /// Nodes per decision.
    pub mean_nodes: f64,
    /// Its points per hand, one sample per start (its average over its seats of the mean
    /// over the hands every match of that start played: the first `h` hands, `h` the
    /// shortest match's), with Student's t interval.
    pub per_hand: Estimate,
    /// Hearts: the hands in which one of its seats shot the moon, over every match.
    pub moons_shot: usize,
    /// Hearts: the seat-hands in which another seat shot the moon on one of its seats (each
    /// charged 26), over every match.
    pub moons_suffered: usize,
}

/// How much better one agent did than another, start by start.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Difference {
    /// The first agent.
    pub agent: String,
    /// The second.
    pub against: String,
    /// The first agent's score minus the second's, one sample per start (each the
    /// difference of their averages over that start's matches), with Student's t interval:
    /// the two played the same deals, so the luck of the deal cancels.
    pub score: Estimate,
    /// The same for the points per hand over the hands every match of the start played:
    /// hand `k` of a start is the same deal in every seating (a duplicate comparison).
    pub per_hand: Estimate,
}

/// Every match of a series and the summaries.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeriesResult {
    /// The seat arrangements played from every start, as agent indices.
    pub arrangements: Vec<Vec<usize>>,
    /// Every match, start-major.
    pub matches: Vec<MatchOutcome>,
    /// One standing per agent, in the order given.
    pub standings: Vec<SeriesStanding>,
    /// Every ordered pair of agents, the first of the pair given first.
    pub differences: Vec<Difference>,
}

/// Plays `starts` starts of `seats`-seat matches among the agents named `agents`, once per
/// arrangement ([`arrangements`]), in parallel over matches; `play(start, arrangement)` plays
/// one (it must depend on its arguments only, so the results are the same on any number of
/// threads), and `progress` is called after each.
pub fn run_series(
    agents: &[String],
    seats: usize,
    starts: usize,
    play: &(dyn Fn(usize, &[usize]) -> MatchOutcome + Sync),
    progress: &(dyn Fn(Progress) + Sync),
) -> SeriesResult {
    let arrangements = arrangements(agents.len(), seats);
    let total = starts * arrangements.len();
    let done = AtomicUsize::new(0);
    let matches: Vec<MatchOutcome> = (0..total)
        .into_par_iter()
        .map(|index| {
            let outcome = play(
                index / arrangements.len(),
                &arrangements[index % arrangements.len()],
            );
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            progress(Progress { done, total });
            outcome
        })
        .collect();
    let per_start = |agent: usize| -> Vec<(f64, f64, f64)> {
        matches
            .chunks(arrangements.len())
            .map(|start| {
                // The hands every seating of this start played: the same deals.
                let common = start.iter().map(|o| o.hand_scores.len()).min().unwrap_or(0);
                let (mut score, mut wins, mut per_hand, mut sat) = (0.0, 0.0, 0.0, 0.0);
                for (outcome, arrangement) in start.iter().zip(&arrangements) {
                    for seat in (0..seats).filter(|&seat| arrangement[seat] == agent) {
                        sat += 1.0;
                        score += outcome.scores[seat];
                        if outcome.winners.contains(&seat) {
                            wins += 1.0 / outcome.winners.len() as f64;
                        }
                        let points: f64 = outcome.hand_scores[..common]
                            .iter()
                            .map(|hand| hand[seat])
                            .sum();
                        per_hand += points / common.max(1) as f64;
                    }
                }
                (score / sat, wins / sat, per_hand / sat)
            })
            .collect()
    };
    let samples: Vec<Vec<(f64, f64, f64)>> = (0..agents.len()).map(per_start).collect();
    let standings = agents
        .iter()
        .enumerate()
        .map(|(agent, name)| {
            let (mut decisions, mut nodes, mut sat) = (0u64, 0u64, 0usize);
            let (mut moons_shot, mut moons_suffered) = (0, 0);
            for (outcome, arrangement) in matches.iter().zip(arrangements.iter().cycle()) {
                for seat in (0..seats).filter(|&seat| arrangement[seat] == agent) {
                    sat += 1;
                    decisions += outcome.decisions[seat];
                    nodes += outcome.nodes[seat];
                    let shot = outcome.moons.iter().filter(|&&moon| moon == seat).count();
                    moons_shot += shot;
                    moons_suffered += outcome.moons.len() - shot;
                }
            }
            let scores: Vec<f64> = samples[agent].iter().map(|s| s.0).collect();
            let wins: Vec<f64> = samples[agent].iter().map(|s| s.1).collect();
            let per_hand: Vec<f64> = samples[agent].iter().map(|s| s.2).collect();
            SeriesStanding {
                agent: name.clone(),
                seats: sat,
                score: Estimate::of(&scores),
                win_rate: Estimate::of(&wins),
                mean_nodes: if decisions == 0 {
                    0.0
                } else {
                    nodes as f64 / decisions as f64
                },
                per_hand: Estimate::of(&per_hand),
                moons_shot,
                moons_suffered,
            }
        })
        .collect();
    let mut differences = Vec::new();
    for a in 0..agents.len() {
        for b in (a + 1)..agents.len() {
            let pairs = samples[a].iter().zip(&samples[b]);
            let diffs: Vec<f64> = pairs.clone().map(|(x, y)| x.0 - y.0).collect();
            let per_hand: Vec<f64> = pairs.map(|(x, y)| x.2 - y.2).collect();
            differences.push(Difference {
                agent: agents[a].clone(),
                against: agents[b].clone(),
                score: Estimate::of(&diffs),
                per_hand: Estimate::of(&per_hand),
            });
        }
    }
    SeriesResult {
        arrangements,
        matches,
        standings,
        differences,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_cancel_the_luck_of_the_start() {
        // Agent 0 always scores 1 less than agent 1, on starts whose scores vary widely.
        let agents = ["a".to_owned(), "b".to_owned()];
        let play = |start: usize, arrangement: &[usize]| MatchOutcome {
            scores: arrangement
                .iter()
                .map(|&agent| (start * 37 % 11) as f64 * 10.0 + agent as f64)
                .collect(),
            winners: vec![arrangement.iter().position(|&a| a == 0).unwrap()],
            hands: 1,
            decisions: vec![1; 4],
            nodes: vec![0; 4],
            // Seat 1 shoots the moon twice in every match.
            moons: vec![1, 1],
            // The first seating plays 2 hands, the second 3: only 2 are compared.
            hand_scores: (0..2 + arrangement[0])
                .map(|hand| {
                    arrangement
                        .iter()
                        .map(|&agent| {
                            if hand < 2 {
                                (start + hand) as f64 + 3.0 * agent as f64
                            } else {
                                1000.0
                            }
                        })
                        .collect()
                })
                .collect(),
        };
        let result = run_series(&agents, 4, 6, &play, &|_| {});
        assert_eq!(result.matches.len(), 12);
        let difference = &result.differences[0].score;
        assert_eq!(difference.mean, -1.0);
        assert_eq!(difference.half_width, Some(0.0));
        assert!(result.standings[0].score.half_width.unwrap() > 10.0);
        assert_eq!(result.standings[0].win_rate.mean, 0.5);
        // Per hand, over the two hands both seatings played: agent 0 scores 3 less.
        let per_hand = &result.differences[0].per_hand;
        assert_eq!((per_hand.mean, per_hand.half_width), (-3.0, Some(0.0)));
        assert_eq!(result.standings[1].per_hand.mean, 2.5 + 0.5 + 3.0);
        // Seat 1 is agent 1 in [0, 1, 0, 1] and agent 0 in [1, 0, 1, 0]: over 6 starts each
        // agent shoots 2 x 6 moons, and suffers them on its two seats in the other seating
        // and on its other seat in its own.
        let moons = |s: &SeriesStanding| (s.moons_shot, s.moons_suffered);
        assert_eq!(moons(&result.standings[0]), (12, 12 * 2 + 12));
        assert_eq!(moons(&result.standings[1]), (12, 12 * 2 + 12));
    }
}
