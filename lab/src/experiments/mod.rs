//! The papers' experiments and our own, each a configuration, a driver that measures (in
//! parallel over trees, deals or games, with the same numbers on any thread count) and the
//! report it writes as a table, CSV, JSON and an SVG chart.
//!
//! - [`trees`]: every algorithm on Korf's random trees, by player count.
//! - [`sergeant_major`]: Sturtevant & Korf (2000), Table 2.
//! - [`chinese_checkers`]: Sturtevant (2003), speculative pruning in Chinese Checkers.
//! - [`oracle_order`]: children ordered by their true max^n values, the reference ordering.
//! - [`card_depth`]: Sturtevant (2003), Tables 3-4: depth reached in Hearts and Spades under a
//!   node limit per move.
//! - [`best_case`]: Sturtevant (2003), Table 1: the best case of last-branch and speculative
//!   pruning, measured beside its recurrences.
//! - [`card_play`]: Sturtevant (2003), Table 5: max^n, speculative and paranoid playing Hearts
//!   and Spades against each other, paired by deal.
//! - [`moon`]: positions of Hearts where one seat is on course to shoot the moon, played out
//!   by a shooter and defenders, counting the moons stopped.

pub mod best_case;
pub mod card_depth;
pub mod card_play;
pub mod chinese_checkers;
pub mod moon;
pub mod oracle_order;
mod progress;
pub mod sergeant_major;
pub mod trees;

pub use progress::{OnStep, Quiet};

/// Runs `work` on a rayon pool of `threads` threads: the tests' check that an experiment gives
/// the same result on any number of threads.
#[cfg(test)]
pub(crate) fn on_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
        .install(work)
}
