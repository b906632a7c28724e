//! Play and experiments for maxn, above the rules of `maxn-games` and below the `maxn`
//! command's argument parsing: the algorithm registry, agents that choose moves under a
//! budget, whole-game matches, tournaments, and the papers' experiments with their reports.

/// The papers' experiments.
pub mod experiments {
    pub mod card_depth;
}
