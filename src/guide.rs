//! The guides: how to search, play, hide hands, choose a decision rule and drive the `maxn`
//! command, each with examples that compile and run as doctests. The same text is in the
//! repository's `docs/guide/` folder, where the README links to it; the measurements the
//! guides point to are in `docs/results/`.
//!
//! The examples use the crates beside the searchers: `maxn-play` (agents, matches,
//! tournaments, PIMC), `maxn-games` (the built-in games) and, for what is reached by name from
//! the command line, the unpublished `maxn-lab`.

#[doc = include_str!("../docs/guide/searching.md")]
pub mod searching {}

#[doc = include_str!("../docs/guide/playing.md")]
pub mod playing {}

#[doc = include_str!("../docs/guide/hidden.md")]
pub mod hidden {}

#[doc = include_str!("../docs/guide/decision-rules.md")]
pub mod decision_rules {}

#[doc = include_str!("../docs/guide/cli.md")]
pub mod cli {}
