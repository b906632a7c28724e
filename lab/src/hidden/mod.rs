//! Playing hidden-hand card games with the play crate's seat agents
//! ([`SeatAgent`](maxn_play::SeatAgent), seated by [`Blind`](maxn_play::Blind)):
//! perfect-information Monte Carlo searching with the registry's algorithms ([`pimc`]), the
//! rule-based baselines, the random player and the double-dummy agent that sees every hand
//! ([`Sighted`](maxn_play::Sighted)); the full games as the catalogue hands them to work
//! ([`FullMatch`]) and series of matches with paired differences ([`run_series`]). Matches and
//! tournaments of the full games by name are the arena's
//! ([`play_full`](crate::arena::play_full), [`versus_full`](crate::arena::versus_full)).

mod full_match;
mod passing;
mod pimc;
mod rule_based;
mod rule_model;
mod series;
mod spec;

pub use full_match::FullMatch;
pub use maxn_games::cards::full::{
    HandRecord, MatchRecord, MatchSeat, play_hearts_match, play_spades_match,
};
pub use passing::{Bidder, Passer, SeatCalls};
pub use pimc::{LabPimc, PimcSearchable, pimc};
pub use rule_based::{HeartsRules, RuleBased, SpadesRules, rule_view};
pub use rule_model::{RuleModel, RuleModelError};
pub use series::{Difference, MatchOutcome, SeriesResult, SeriesStanding, run_series};
pub use spec::HiddenSettings;
