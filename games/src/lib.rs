//! Games for maxn: synthetic trees for measuring the algorithms, and real games.

pub mod cards;
pub mod chinese_checkers;
pub mod rng;
pub mod synthetic;
