//! Seeded random play: positions for tests and experiments, reproducible from a seed.

use maxn::MoveBuffer;

use super::position::{ChineseCheckers, Moves};
use crate::rng::SplitMix64;

/// Positions from seeded random play, `count` of them, each a few turns after the last.
///
/// Each game starts at the start position and plays until someone wins or `max_turns`
/// turns have passed, then a new game starts. The mover picks, with probability 3/4, one of
/// the best eighth of its moves in the generator's order (which pushes pieces forwards, so the
/// games reach crowded middle games, end games and wins), and otherwise any legal move. After
/// each turn the position is kept with probability 1/4. Games that end in a win contribute
/// their final position too. The top-k limit is not set on the positions returned.
pub fn random_positions<const N: usize>(
    seed: u64,
    count: usize,
    max_turns: usize,
) -> Vec<ChineseCheckers<N>> {
    let mut rng = SplitMix64::new(seed);
    let mut positions = Vec::with_capacity(count);
    let mut moves = Moves::default();
    while positions.len() < count {
        let mut position = ChineseCheckers::<N>::start();
        for _ in 0..max_turns {
            if positions.len() == count || position.winner().is_some() {
                break;
            }
            moves.clear();
            position.legal_moves(&mut moves);
            let choices = moves.as_slice();
            let pick = if rng.index_below(4) < 3 {
                rng.index_below(choices.len().div_ceil(8))
            } else {
                rng.index_below(choices.len())
            };
            position.apply(choices[pick]);
            if position.winner().is_some() || rng.index_below(4) == 0 {
                positions.push(position);
            }
        }
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_positions() {
        let a = random_positions::<3>(7, 50, 200);
        let b = random_positions::<3>(7, 50, 200);
        let c = random_positions::<3>(8, 50, 200);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.len(), 50);
    }
}
