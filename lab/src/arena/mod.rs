//! The built-in games as the command line plays them: a game by name, agents by name, starts
//! from a seed or from a given deal or position; one game move by move ([`play`]) or a
//! tournament of many ([`versus`]).

mod dispatch;
mod error;
mod game;
mod play;
mod round_robin;
mod round_robin_report;
mod versus;
mod versus_report;

pub(crate) use versus_report::interval_text;

pub use error::ArenaError;
pub use game::BuiltinGame;
pub use play::{PlayOptions, play};
pub use round_robin::{RoundRobinOptions, RoundRobinReport, round_robin};
pub use versus::{GameSummary, VersusOptions, VersusReport, versus};
