//! The random player: a seeded, uniform choice among the moves.

use maxn::Game;
use maxn_games::cards::{Card, InfoSet};
use maxn_games::rng::SplitMix64;

use super::agent::{HiddenAgent, unsearched};
use super::decision_seed;
use maxn_play::Decision;

/// Plays a move drawn uniformly from the moves generated (equivalent cards grouped, so each
/// group of equivalent cards is one choice). The draw is seeded by the agent's seed and what
/// its seat knows, so the same seed makes the same choice in the same situation, whatever
/// game or thread it is played on.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    seed: u64,
}

impl RandomPlayer {
    /// A random player drawing from `seed`.
    pub fn new(seed: u64) -> Self {
        Self { seed }
    }
}

impl<G: Game<N>, const N: usize> HiddenAgent<G, N> for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn decide(&mut self, info: &InfoSet<N>, moves: &[Card]) -> Decision<Card, G::Score, N> {
        let mut rng = SplitMix64::new(decision_seed(self.seed, info));
        let index = rng.below(moves.len() as u64) as usize;
        unsearched(moves, index)
    }
}
