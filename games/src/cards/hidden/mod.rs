//! Hidden hands: what a seat may know ([`InfoSet`]), the deals consistent with it drawn
//! uniformly ([`DealSampler`]), what a card played reveals under each game's rules
//! ([`HiddenRules`]), and the card games as hidden games of the play crate (a seat's view is
//! its [`InfoSet`], what it observes the hand's [`Event`](super::full::Event)s), played with
//! every seat's view kept by [`Observed`].

mod info_set;
mod rules;
mod sampler;
mod seat;

pub use info_set::{InfoSet, PublicFacts};
pub use maxn_play::Observed;
pub use rules::HiddenRules;
pub use sampler::{DealSampler, SampleError};
pub use seat::view_from_events;
