//! The demonstration's second part: one hand of Hearts played by three agents, a trick per
//! line as it is played.

use std::io::Write;

use maxn_lab::arena::{PlayOptions, play};
use maxn_lab::catalogue::{AgentKind, AgentSpec, GameName};
use maxn_lab::registry::Algorithm;
use maxn_lab::report::thousands;
use maxn_play::Budget;

use crate::error::CliError;

/// Nodes per move: a fifth of the paper's 500,000, so the hand takes about a second.
const NODE_LIMIT: u64 = 100_000;

/// Plays and prints the hand.
pub fn run() -> Result<(), CliError> {
    let game = GameName::Hearts;
    let options = PlayOptions {
        game,
        players: Some(3),
        agents: [Algorithm::Speculative, Algorithm::Paranoid, Algorithm::Maxn]
            .map(|algorithm| AgentSpec::of(AgentKind::Search(algorithm)))
            .to_vec(),
        budget: Budget::new(NODE_LIMIT).map_err(|e| CliError::Usage(e.to_string()))?,
        mcts: Default::default(),
        mp_mix: Default::default(),
        seed: 0,
        start: None,
        move_cap: None,
        win_rule: Default::default(),
    };
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "\nOne hand of 3-player Hearts, {} nodes per move, each agent searching deeper and deeper\n\
         until the budget runs out; a trick per line: seat, agent, card, depth reached (* = to\n\
         the end of the hand).\n",
        thousands(NODE_LIMIT as f64)
    )?;
    let mut trick = Vec::new();
    let mut failed = None;
    let record = play(&options, &mut |line| {
        let end = if line.decision.to_end { "*" } else { "" };
        trick.push(format!(
            "{} {:<11} {} {:>2}{end:<1}",
            game.seat_name(line.decision.player),
            line.agent,
            line.mv,
            line.decision.depth
        ));
        if trick.len() == 3 {
            let written = writeln!(
                out,
                "  {:>2}. {}",
                line.ply / 3 + 1,
                trick.join("   ").trim_end()
            );
            if let Err(error) = written.and_then(|()| out.flush()) {
                failed.get_or_insert(error);
            }
            trick.clear();
        }
    })
    .map_err(|e| CliError::Usage(e.to_string()))?;
    if let Some(error) = failed {
        return Err(error.into());
    }
    let scores: Vec<String> = record
        .seats
        .iter()
        .zip(&record.scores)
        .enumerate()
        .map(|(seat, (agent, points))| format!("{} {agent} {points}", game.seat_name(seat)))
        .collect();
    writeln!(
        out,
        "\nHearts points (lower is better): {}.\nMore: `maxn play --help`, `maxn experiment versus --help`.",
        scores.join(", ")
    )?;
    Ok(())
}
