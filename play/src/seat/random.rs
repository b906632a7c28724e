//! The random player: a seeded, uniform choice among the moves.

use maxn::rng::SplitMix64;

use super::{HiddenGame, SeatAgent, unsearched};
use crate::agent::Decision;

/// Plays a move drawn uniformly from the moves generated (in the card games, equivalent cards
/// grouped, so each group of equivalent cards is one choice). The draw is seeded by the
/// agent's seed and what its seat knows ([`HiddenGame::decision_seed`]), so the same seed
/// makes the same choice in the same situation, whatever match or thread it is played on.
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

impl<G: HiddenGame<N>, const N: usize> SeatAgent<G, N> for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn decide(&mut self, view: &G::View, moves: &[G::Move]) -> Decision<G::Move, G::Score, N> {
        let mut rng = SplitMix64::new(G::decision_seed(view, self.seed));
        let index = rng.below(moves.len() as u64) as usize;
        unsearched(moves, index)
    }
}
