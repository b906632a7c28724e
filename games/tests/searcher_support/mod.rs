//! What the card-game tests share: the comparison with plain max^n, and a small generator of
//! random positions.

#![allow(dead_code)] // each test binary uses a part

use maxn::{BoundedGame, Limits, MaxN, Searcher};

/// Searches every position with `searcher` and with `MaxN` at depths `1..=depth` and
/// compares values and root moves; returns the nodes each visited in all.
pub fn same_as_maxn<G, S, const N: usize>(positions: &[G], depth: u32, searcher: S) -> (u64, u64)
where
    G: BoundedGame<N>,
    S: Searcher<G, N>,
{
    let (mut ours, mut plain) = (0, 0);
    for (index, position) in positions.iter().enumerate() {
        for depth in 1..=depth {
            let expected = MaxN.search(position, Limits::depth(depth));
            let found = searcher.search(position, Limits::depth(depth));
            assert_eq!(
                (found.value, found.best_move),
                (expected.value, expected.best_move),
                "{} on {} position {index} at depth {depth}",
                S::NAME,
                G::NAME,
            );
            ours += found.stats.nodes;
            plain += expected.stats.nodes;
        }
    }
    (ours, plain)
}

/// A small LCG: the tests need variety, not quality (and the same positions run after run).
pub struct Lcg(pub u64);

impl Lcg {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
