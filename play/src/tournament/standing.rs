//! Each agent's results over a tournament.

use maxn::{Game, Score};
use serde::Serialize;

use super::estimate::Estimate;
use crate::matches::{Finish, Played};

/// One agent's results over a tournament.
///
/// # Method
///
/// For every start, the agent's scores (in the game's own terms: Hearts points, where lower is
/// better; tricks; Chinese Checkers' outcome) are averaged over every seat it sat in, in every
/// arrangement; since every agent sits in every seat equally often, the luck of a deal weighs
/// on every agent alike. The start averages are the samples of [`score`](Self::score), one per
/// start, and its 95% interval is Student's t over them ([`Estimate`]). [`win_rate`](
/// Self::win_rate) does the same with 1 for a seat that won ([`Played::winner`]) and 0
/// otherwise; unfinished games (a move cap, or no move) are won by no one and scored by their
/// static evaluation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// The agent's name.
    pub agent: String,
    /// The seats it played, over every game.
    pub seats: usize,
    /// Its score per seat, in the game's own terms, with one sample per start.
    pub score: Estimate,
    /// The fraction of its seats that won, with one sample per start.
    pub win_rate: Estimate,
    /// The seats it played in games that did not finish.
    pub unfinished: usize,
    /// The average depth of its decisions (the deepest finished iteration).
    pub mean_depth: f64,
    /// The average nodes per decision.
    pub mean_nodes: f64,
    /// The fraction of its decisions searched to the end of the game.
    pub to_end: f64,
}

/// The standing of agent `agent` in the games `games` (start-major: the games of start `i` are
/// `games[i * arrangements.len()..][..arrangements.len()]`).
pub(crate) fn standing<G: Game<N>, const N: usize>(
    agent: usize,
    name: &str,
    arrangements: &[Vec<usize>],
    games: &[Played<G, N>],
) -> Standing {
    let mut score_samples = Vec::new();
    let mut win_samples = Vec::new();
    let (mut seats, mut unfinished) = (0, 0);
    let (mut decisions, mut depth, mut nodes, mut to_end) = (0u64, 0u64, 0u64, 0u64);
    for start_games in games.chunks(arrangements.len()) {
        let (mut score, mut wins, mut sat) = (0.0, 0.0, 0usize);
        for (played, arrangement) in start_games.iter().zip(arrangements) {
            let own = played.own_scores();
            let winner = played.winner();
            for seat in (0..N).filter(|&seat| arrangement[seat] == agent) {
                sat += 1;
                score += own[seat].to_f64();
                wins += f64::from(u8::from(winner == Some(seat)));
                unfinished += usize::from(played.finish != Finish::Over);
            }
            for turn in &played.turns {
                if arrangement[turn.player] == agent {
                    decisions += 1;
                    depth += u64::from(turn.decision.depth);
                    nodes += turn.decision.nodes;
                    to_end += u64::from(turn.decision.to_end);
                }
            }
        }
        seats += sat;
        score_samples.push(score / sat as f64);
        win_samples.push(wins / sat as f64);
    }
    let per_decision = |total: u64| {
        if decisions == 0 {
            0.0
        } else {
            total as f64 / decisions as f64
        }
    };
    Standing {
        agent: name.to_owned(),
        seats,
        score: Estimate::of(&score_samples),
        win_rate: Estimate::of(&win_samples),
        unfinished,
        mean_depth: per_decision(depth),
        mean_nodes: per_decision(nodes),
        to_end: per_decision(to_end),
    }
}
