//! Games for maxn: synthetic trees for measuring the algorithms, and real games, with their
//! [`notation`] for the match records of `maxn-play`.

pub mod cards;
pub mod chinese_checkers;
pub mod notation;
/// The project's one seeded generator, SplitMix64, which lives in the runtime (its Zobrist keys
/// and random ties draw from it): re-exported so that deals and openings keep their paths.
pub use maxn::rng;
pub mod synthetic;
