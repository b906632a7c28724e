//! A match of full Hearts: hands dealt one after another, passing in rotation, until someone
//! reaches 100 points.

use super::super::card::Card;
use super::super::deal::Deal;
use super::super::table::TrickDone;
use super::error::RulesError;
use super::hearts_hand::{HandPhase, HandResult, HeartsHand};
use super::hearts_play::HeartsPlay;
use super::passing::PassDirection;

/// The points that end a Hearts match.
pub const HEARTS_TARGET: u16 = 100;

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchPhase {
    /// Between hands: the next hand is to be dealt.
    Dealing,
    /// The hand in progress is passing.
    Passing,
    /// The hand in progress is playing.
    Playing,
    /// The match is over.
    Over,
}

/// A match of Hearts for `N` = 3 or 4 players.
///
/// Hand `k` (from 0) passes [`PassDirection::of_hand`]`(k, N)`: left, right, across, hold for
/// 4 players; left, right, hold for 3. After each hand its score ([`HandResult`], with the
/// moon) is added to the seats' totals. The match ends after the hand in which some seat
/// reaches the target (100 points): the lowest total wins, and **seats tied for the lowest
/// total share the win** ([`winners`](Self::winners) lists them all; no extra hand is played).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeartsMatch<const N: usize> {
    target: u16,
    scores: [u16; N],
    /// The number of the first hand played here (0, unless the match was resumed).
    first: u32,
    results: Vec<HandResult<N>>,
    /// Every hand dealt, the last one possibly in progress.
    hands: Vec<HeartsHand<N>>,
}

impl<const N: usize> Default for HeartsMatch<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> HeartsMatch<N> {
    /// A match to 100 points, no hand dealt yet.
    pub fn new() -> Self {
        Self::with_target(HEARTS_TARGET)
    }

    /// A match that ends once some seat reaches `target` points (at least 1).
    pub fn with_target(target: u16) -> Self {
        Self {
            target: target.max(1),
            scores: [0; N],
            first: 0,
            results: Vec::new(),
            hands: Vec::new(),
        }
    }

    /// A match to `target` resumed before hand `hand_number` (from 0) with each seat's
    /// `totals` so far: to go on with a match another program began, or to keep in step with
    /// it. The next hand passes [`PassDirection::of_hand`]`(hand_number, N)`, and the rotation
    /// goes on from there; [`history`](Self::history) and [`hands`](Self::hands) hold the
    /// hands played here only.
    ///
    /// ```
    /// use maxn_games::cards::full::{HeartsMatch, MatchPhase, PassDirection};
    /// use maxn_games::cards::{Deal, HEARTS_4};
    ///
    /// // Hand 6 of a match at 40, 12, 30 and 50 points: an across hand.
    /// let mut game = HeartsMatch::<4>::resume(100, [40, 12, 30, 50], 6);
    /// assert_eq!(game.direction(), PassDirection::Across);
    /// assert_eq!(game.scores(), [40, 12, 30, 50]);
    /// game.deal(Deal::random(&HEARTS_4, 1))?;
    /// assert_eq!(game.phase(), MatchPhase::Passing);
    /// // A seat that has reached the target already: the match is over.
    /// assert!(HeartsMatch::<4>::resume(100, [100, 0, 0, 0], 3).is_over());
    /// # Ok::<(), maxn_games::cards::full::RulesError>(())
    /// ```
    pub fn resume(target: u16, totals: [u16; N], hand_number: u32) -> Self {
        Self {
            scores: totals,
            first: hand_number,
            ..Self::with_target(target)
        }
    }

    /// The points that end the match.
    pub fn target(&self) -> u16 {
        self.target
    }

    /// Each seat's total so far (of the finished hands).
    pub fn scores(&self) -> [u16; N] {
        self.scores
    }

    /// The number (from 0) of the hand in progress, or of the next hand to deal.
    pub fn hand_number(&self) -> u32 {
        self.first + self.results.len() as u32
    }

    /// The direction of the hand in progress, or of the next hand to deal.
    pub fn direction(&self) -> PassDirection {
        PassDirection::of_hand(self.hand_number(), N)
    }

    /// The results of the finished hands, in order.
    pub fn history(&self) -> &[HandResult<N>] {
        &self.results
    }

    /// The hand in progress, or the last one played.
    pub fn hand(&self) -> Option<&HeartsHand<N>> {
        self.hands.last()
    }

    /// Every hand dealt, in order, the last one possibly in progress.
    pub fn hands(&self) -> &[HeartsHand<N>] {
        &self.hands
    }

    /// Where the match stands.
    pub fn phase(&self) -> MatchPhase {
        if self.scores.iter().any(|&score| score >= self.target) {
            return MatchPhase::Over;
        }
        match self.hands.last().map(HeartsHand::phase) {
            Some(HandPhase::Passing) => MatchPhase::Passing,
            Some(HandPhase::Playing) => MatchPhase::Playing,
            None | Some(HandPhase::Over) => MatchPhase::Dealing,
        }
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.phase() == MatchPhase::Over
    }

    /// The seats with the lowest total once the match is over (more than one on a tie).
    pub fn winners(&self) -> Option<Vec<usize>> {
        let lowest = *self.scores.iter().min()?;
        self.is_over()
            .then(|| (0..N).filter(|&seat| self.scores[seat] == lowest).collect())
    }

    /// Deals the next hand; an error if a hand is in progress, the match is over, or `deal`
    /// is not a deal of this variant.
    pub fn deal(&mut self, deal: Deal<N>) -> Result<&HeartsHand<N>, RulesError> {
        match self.phase() {
            MatchPhase::Dealing => {}
            MatchPhase::Over => {
                return Err(RulesError::WrongPhase {
                    action: "deal",
                    phase: "the match is over",
                });
            }
            MatchPhase::Passing | MatchPhase::Playing => {
                return Err(RulesError::WrongPhase {
                    action: "deal",
                    phase: "a hand is in progress",
                });
            }
        }
        let hand = HeartsHand::new(deal, self.direction())?;
        self.hands.push(hand);
        Ok(&self.hands[self.hands.len() - 1])
    }

    /// Deals the next hand shuffled from `seed`.
    pub fn deal_random(&mut self, seed: u64) -> Result<&HeartsHand<N>, RulesError> {
        self.deal(Deal::random(&HeartsPlay::<N>::VARIANT, seed))
    }

    /// `seat` passes `cards` in the hand in progress.
    pub fn pass(&mut self, seat: usize, cards: &[Card]) -> Result<(), RulesError> {
        self.hand_in_progress("pass")?.pass(seat, cards)
    }

    /// The seat to move plays `card` in the hand in progress. When it ends the hand, the
    /// hand's score is added to the totals.
    pub fn play(&mut self, card: Card) -> Result<Option<TrickDone>, RulesError> {
        let hand = self.hand_in_progress("play")?;
        let done = hand.play(card)?;
        if let Some(result) = hand.result() {
            for (total, &points) in self.scores.iter_mut().zip(&result.scored) {
                *total += u16::from(points);
            }
            self.results.push(result);
        }
        Ok(done)
    }

    fn hand_in_progress(&mut self, action: &'static str) -> Result<&mut HeartsHand<N>, RulesError> {
        let phase = self.phase();
        match (self.hands.last_mut(), phase) {
            (Some(hand), MatchPhase::Passing | MatchPhase::Playing) => Ok(hand),
            (_, MatchPhase::Over) => Err(RulesError::WrongPhase {
                action,
                phase: "the match is over",
            }),
            _ => Err(RulesError::WrongPhase {
                action,
                phase: "no hand is in progress: deal one first",
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::HEARTS_4;

    /// A resumed match plays its next hand in the direction of its hand number and adds the
    /// hand's score to the totals it was given; choosing a pass card by card gives a pass the
    /// rules take.
    #[test]
    fn a_resumed_match_goes_on_from_its_totals_and_direction() {
        let start = [10, 20, 30, 40];
        let mut game = HeartsMatch::<4>::resume(100, start, 5);
        assert_eq!(game.direction(), PassDirection::Right);
        game.deal(Deal::random(&HEARTS_4, 9)).unwrap();
        for seat in 0..4 {
            let hand = game.hand().unwrap();
            let mut chosen = Vec::new();
            while let Some(card) = hand
                .pass_choices(seat, &chosen)
                .unwrap()
                .iter_low_to_high()
                .next()
            {
                chosen.push(card);
            }
            game.pass(seat, &chosen).unwrap();
            assert!(game.hand().unwrap().pass_choices(seat, &[]).is_err());
        }
        while game.phase() == MatchPhase::Playing {
            let card = game.hand().unwrap().legal_cards().iter().next().unwrap();
            game.play(card).unwrap();
        }
        let scored = game.history()[0].scored;
        let totals: [u16; 4] = std::array::from_fn(|seat| start[seat] + u16::from(scored[seat]));
        assert_eq!(game.scores(), totals);
        assert_eq!(game.hand_number(), 6);
        assert_eq!(game.direction(), PassDirection::Across);
    }
}
