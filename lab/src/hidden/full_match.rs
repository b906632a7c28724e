//! The full games as the catalogue hands them to work ([`FullMatch`]): each one's deck, which
//! way its score is better, and a match of it played to a target.

use maxn_games::cards::full::{
    HandRecord, HeartsPlay, MatchRecord, MatchSeat, RulesError, SPADES_FLOOR, SpadesContract,
    SpadesPlay, play_hearts_match, play_spades_match,
};
use maxn_games::cards::{Deal, Variant};

use super::pimc::PimcSearchable;
use super::rule_based::RuleBased;

/// One full game for `N` players, as the catalogue hands it to work
/// ([`GameJob::hidden`](crate::dispatch::GameJob::hidden)): its variant, and a match of it with `seats`.
pub trait FullMatch<const N: usize>:
    RuleBased<N> + PimcSearchable<N> + Send + Sync + 'static
{
    /// The deck and hand size.
    const CARDS: Variant<N>;

    /// Whether a lower total is better (Hearts points) or a higher one (Spades).
    const LOWER_IS_BETTER: bool;

    /// Plays a match to `target`.
    fn play_match(
        seats: &mut [MatchSeat<Self, N>; N],
        deal: &mut dyn FnMut(u32) -> Deal<N>,
        target: u16,
        on_hand: &mut dyn FnMut(&HandRecord),
    ) -> Result<MatchRecord, RulesError>;
}

impl<const N: usize> FullMatch<N> for HeartsPlay<N> {
    const CARDS: Variant<N> = HeartsPlay::<N>::VARIANT;
    const LOWER_IS_BETTER: bool = true;

    fn play_match(
        seats: &mut [MatchSeat<Self, N>; N],
        deal: &mut dyn FnMut(u32) -> Deal<N>,
        target: u16,
        on_hand: &mut dyn FnMut(&HandRecord),
    ) -> Result<MatchRecord, RulesError> {
        play_hearts_match(seats, deal, target, on_hand)
    }
}

/// Spades is played valued by the contract (the searchers see the bids).
impl<const N: usize> FullMatch<N> for SpadesContract<N> {
    const CARDS: Variant<N> = SpadesPlay::<N>::VARIANT;
    const LOWER_IS_BETTER: bool = false;

    fn play_match(
        seats: &mut [MatchSeat<Self, N>; N],
        deal: &mut dyn FnMut(u32) -> Deal<N>,
        target: u16,
        on_hand: &mut dyn FnMut(&HandRecord),
    ) -> Result<MatchRecord, RulesError> {
        play_spades_match(seats, deal, i32::from(target), SPADES_FLOOR, on_hand)
    }
}
