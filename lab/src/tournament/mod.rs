//! Tournaments: many starts, each played with the agents rotated through the seats, in
//! parallel over games, summarised per agent with 95% confidence intervals.

mod entrant;
mod estimate;
mod run;
mod seating;
mod standing;

pub use entrant::Entrant;
pub use estimate::{Estimate, t_quantile_975};
pub use run::{Progress, TournamentError, TournamentOptions, TournamentResult, run_tournament};
pub use seating::arrangements;
pub use standing::Standing;
