//! Playing hidden-hand card games with the play crate's seat agents
//! ([`SeatAgent`](maxn_play::SeatAgent), seated by [`Blind`](maxn_play::Blind)):
//! perfect-information Monte Carlo searching with the registry's algorithms ([`pimc`]), the
//! rule-based baselines, the random player and the double-dummy agent that sees every hand
//! ([`Sighted`](maxn_play::Sighted)); matches of full Hearts and Spades played by them
//! ([`play_full`]) and tournaments of matches with paired differences ([`versus_full`],
//! [`run_series`]).

mod full;
mod full_report;
mod passing;
mod pimc;
mod rule_based;
mod series;
mod spec;

pub use full::{FullError, FullMatch, FullOptions, FullVersusReport, play_full, versus_full};
pub use maxn_games::cards::full::{
    HandRecord, MatchRecord, MatchSeat, play_hearts_match, play_spades_match,
};
pub use passing::Passer;
pub use pimc::{LabPimc, PimcSearchable, pimc};
pub use rule_based::{HeartsRules, RuleBased, SpadesRules};
pub use series::{Difference, MatchOutcome, SeriesResult, SeriesStanding, run_series};
pub use spec::HiddenSettings;
