//! Shared by the integration tests: a seeded generator of test cases, the differential oracle
//! of the exact searchers against plain max^n, an unpruned paranoid minimax to compare the
//! paranoid searchers with, hand-written trees, and test games with the features synthetic
//! trees lack (or with table points of their own).

#![allow(dead_code)] // each test binary uses a part

pub mod cards;
pub mod explicit;
pub mod gated;
pub mod maxn_oracle;
pub mod paranoid_oracle;
pub mod planned;
pub mod points;
pub mod reordered;

use maxn_games::rng::SplitMix64;

/// The project's generator (`maxn_games::rng::SplitMix64`) with the draws the tests make, so
/// that every failure reproduces from its seed.
#[derive(Clone, Debug)]
pub struct Rng(SplitMix64);

impl Rng {
    /// A generator seeded with `seed`, always: for cases named by their own seed.
    pub fn new(seed: u64) -> Self {
        Self(SplitMix64::new(seed))
    }

    /// A generator seeded with `seed`, or with `MAXN_TEST_SEED` when that is set (to explore
    /// other cases than the fixed ones the default run checks).
    pub fn seeded(seed: u64) -> Self {
        let seed = std::env::var("MAXN_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(seed);
        Self::new(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform (up to the modulo's bias, negligible for test sizes) in `low..=high`.
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        low + self.next_u64() % (high - low + 1)
    }
}

/// The shape of one random synthetic tree.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub players: usize,
    pub branching: usize,
    pub depth: u32,
    pub seed: u64,
}

impl Shape {
    /// A random shape with `players`, `branching` and `depth` drawn from the given ranges, the
    /// depth then lowered until the tree has at most `max_leaves` leaves (so the run stays fast
    /// in a debug build).
    pub fn draw(
        rng: &mut Rng,
        players: (usize, usize),
        branching: (usize, usize),
        depth: (u32, u32),
        max_leaves: u64,
    ) -> Self {
        let players = rng.range(players.0 as u64, players.1 as u64) as usize;
        let branching = rng.range(branching.0 as u64, branching.1 as u64) as usize;
        let mut depth = rng.range(u64::from(depth.0), u64::from(depth.1)) as u32;
        while depth > 1 && (branching as u64).pow(depth) > max_leaves {
            depth -= 1;
        }
        Self {
            players,
            branching,
            depth,
            seed: rng.next_u64(),
        }
    }
}
