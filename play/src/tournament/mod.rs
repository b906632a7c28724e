//! Tournaments: many starts, each played with the agents rotated through the seats, in
//! parallel over games, summarised per agent with 95% confidence intervals.

mod bradley_terry;
mod entrant;
mod estimate;
mod round_robin;
mod run;
mod seating;
mod standing;

pub use bradley_terry::bradley_terry;
pub use entrant::Entrant;
pub use estimate::{Estimate, t_quantile_975};
pub use round_robin::{PairResult, RoundRobinAgent, RoundRobinResult, run_round_robin};
pub use run::{Progress, TournamentError, TournamentOptions, TournamentResult, run_tournament};
pub use seating::arrangements;
pub use standing::Standing;
