//! Hidden hands: what a seat may know ([`InfoSet`]), the deals consistent with it drawn
//! uniformly ([`DealSampler`]), what a card played reveals under each game's rules
//! ([`HiddenRules`]), and a position that keeps every seat's information as it is played
//! ([`Observed`]).

mod info_set;
mod observed;
mod rules;
mod sampler;

pub use info_set::{InfoSet, PublicFacts};
pub use observed::Observed;
pub use rules::HiddenRules;
pub use sampler::{DealSampler, SampleError};
