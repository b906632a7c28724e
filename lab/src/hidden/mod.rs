//! Playing hidden-hand card games: agents handed only what their seat may know
//! ([`HiddenAgent`], seated by [`Blind`]), perfect-information Monte Carlo ([`Pimc`]), the
//! rule-based and random baselines, and the double-dummy agent that sees every hand
//! ([`Sighted`]); matches of full Hearts and Spades played by them ([`play_full`]) and
//! tournaments of matches with paired differences ([`versus_full`], [`run_series`]).

mod agent;
mod full;
mod full_report;
mod matches;
mod only_move;
mod passing;
mod pimc;
mod random;
mod rule_based;
mod series;
mod spec;

pub use agent::{Blind, HiddenAgent, Sighted};
pub use full::{FullError, FullGame, FullOptions, FullVersusReport, play_full, versus_full};
pub use matches::{HandRecord, MatchRecord, MatchSeat, play_hearts_match, play_spades_match};
pub use passing::Passer;
pub use pimc::{Pimc, SampleValues, Scoring, Sharing};
pub use random::RandomPlayer;
pub use rule_based::{HeartsRules, RuleBased, SpadesRules};
pub use series::{Difference, MatchOutcome, SeriesResult, SeriesStanding, run_series};
pub use spec::{AgentSpec, HiddenSettings, UnknownAgent};

use maxn_games::cards::InfoSet;
use maxn_games::rng::mix;

/// A seed for one decision: the agent's seed mixed with the seat, its hand and the cards
/// played so far, so that a decision depends on the situation and the seed only (not on the
/// game or thread it is played on).
pub(crate) fn decision_seed<const N: usize>(seed: u64, info: &InfoSet<N>) -> u64 {
    let mut state = mix(seed ^ info.seat() as u64);
    state = mix(state ^ info.hand().bits());
    for &card in info.history() {
        state = mix(state ^ u64::from(card.index()));
    }
    state
}
