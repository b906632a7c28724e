//! A match of full Spades: hands dealt by each seat in turn, scored per side with bags
//! carried over, until a side reaches 500 or falls to −200.

use super::super::card::Card;
use super::super::deal::Deal;
use super::super::table::TrickDone;
use super::bid::Bid;
use super::error::RulesError;
use super::spades_hand::{SpadesHand, SpadesPhase, SpadesResult, side_of, sides};
use super::spades_play::SpadesPlay;
use super::spades_score::add_bags;

/// The score that wins a Spades match.
pub const SPADES_TARGET: i32 = 500;
/// The score that loses it.
pub const SPADES_FLOOR: i32 = -200;

/// Where a Spades match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpadesMatchPhase {
    /// Between hands: the next hand is to be dealt.
    Dealing,
    /// The hand in progress is bidding.
    Bidding,
    /// The hand in progress is playing.
    Playing,
    /// The match is over.
    Over,
}

/// A match of Spades for `N` = 4 (two partnerships) or 3 (cutthroat) players.
///
/// Hand `k` (from 0) is dealt by seat `(k + N - 1) % N`, so North bids and leads first in
/// the first hand. After each hand each side adds its [`SideScore`](super::SideScore) points
/// (bags included) and carries its bags: every 10 bags accumulated cost 100 points (and 10
/// bags). The match ends after a hand when some side has reached 500 or fallen to −200 **and**
/// one side has the highest score alone: that side wins. While the highest scores are tied,
/// another hand is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpadesMatch<const N: usize> {
    target: i32,
    floor: i32,
    /// By side; entries past `sides(N)` stay 0.
    scores: [i32; N],
    bags: [u32; N],
    /// The number of the first hand played here (0, unless the match was resumed).
    first: u32,
    results: Vec<SpadesResult<N>>,
    /// Every hand dealt, the last one possibly in progress.
    hands: Vec<SpadesHand<N>>,
}

impl<const N: usize> Default for SpadesMatch<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> SpadesMatch<N> {
    /// A match to 500 (lost at −200), no hand dealt yet.
    pub fn new() -> Self {
        Self::with_limits(SPADES_TARGET, SPADES_FLOOR)
    }

    /// A match won at `target` and lost at `floor` (`floor < 0 < target`; other values are
    /// moved to ±1).
    pub fn with_limits(target: i32, floor: i32) -> Self {
        Self {
            target: target.max(1),
            floor: floor.min(-1),
            scores: [0; N],
            bags: [0; N],
            first: 0,
            results: Vec::new(),
            hands: Vec::new(),
        }
    }

    /// A match won at `target` and lost at `floor` resumed before hand `hand_number` (from 0)
    /// with each side's `scores` and the `bags` it carries ([`sides`] entries each, in the
    /// order of [`side_of`]): to go on with a match another program began, or to keep in step
    /// with it. The next hand is dealt by seat `hand_number - 1` (mod the seats), as
    /// [`dealer`](Self::dealer) says; [`history`](Self::history) and [`hands`](Self::hands)
    /// hold the hands played here only. An error when a list does not have one entry per side.
    ///
    /// ```
    /// use maxn_games::cards::full::SpadesMatch;
    /// use maxn_games::cards::{Deal, SPADES_4};
    ///
    /// // Hand 5: N-S at 230 carrying 7 bags, E-W at 180 carrying 2; N deals, E bids first.
    /// let mut game = SpadesMatch::<4>::resume(500, -200, &[230, 180], &[7, 2], 5)?;
    /// assert_eq!((game.scores(), game.bags()), (&[230, 180][..], &[7, 2][..]));
    /// assert_eq!(game.dealer(), 0);
    /// let hand = game.deal(Deal::random(&SPADES_4, 3))?;
    /// assert_eq!(hand.to_bid(), Some(1));
    /// assert!(SpadesMatch::<4>::resume(500, -200, &[230], &[7, 2], 5).is_err());
    /// # Ok::<(), maxn_games::cards::full::RulesError>(())
    /// ```
    pub fn resume(
        target: i32,
        floor: i32,
        scores: &[i32],
        bags: &[u32],
        hand_number: u32,
    ) -> Result<Self, RulesError> {
        let count = sides(N);
        if scores.len() != count || bags.len() != count {
            return Err(RulesError::Position(format!(
                "{} scores and {} bag counts for {count} sides",
                scores.len(),
                bags.len()
            )));
        }
        let mut game = Self::with_limits(target, floor);
        game.scores[..count].copy_from_slice(scores);
        game.bags[..count].copy_from_slice(bags);
        game.first = hand_number;
        Ok(game)
    }

    /// The score that wins.
    pub fn target(&self) -> i32 {
        self.target
    }

    /// The score that loses.
    pub fn floor(&self) -> i32 {
        self.floor
    }

    /// Each side's score (2 partnerships, N-S first, with 4 players; one per seat with 3).
    pub fn scores(&self) -> &[i32] {
        &self.scores[..sides(N)]
    }

    /// Each side's bags carried (fewer than 10).
    pub fn bags(&self) -> &[u32] {
        &self.bags[..sides(N)]
    }

    /// The side of `seat`.
    pub fn side_of(seat: usize) -> usize {
        side_of(seat, N)
    }

    /// The number (from 0) of the hand in progress, or of the next hand to deal.
    pub fn hand_number(&self) -> u32 {
        self.first + self.results.len() as u32
    }

    /// The dealer of the hand in progress, or of the next hand to deal.
    pub fn dealer(&self) -> usize {
        (self.hand_number() as usize + N - 1) % N
    }

    /// The results of the finished hands, in order.
    pub fn history(&self) -> &[SpadesResult<N>] {
        &self.results
    }

    /// The hand in progress, or the last one played.
    pub fn hand(&self) -> Option<&SpadesHand<N>> {
        self.hands.last()
    }

    /// Every hand dealt, in order, the last one possibly in progress.
    pub fn hands(&self) -> &[SpadesHand<N>] {
        &self.hands
    }

    /// The side that has won, once the match is over.
    pub fn winner(&self) -> Option<usize> {
        let scores = self.scores();
        let ended = scores
            .iter()
            .any(|&score| score >= self.target || score <= self.floor);
        let best = *scores.iter().max()?;
        let leaders: Vec<usize> = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        let in_progress = matches!(
            self.hands.last().map(SpadesHand::phase),
            Some(SpadesPhase::Bidding | SpadesPhase::Playing)
        );
        (ended && leaders.len() == 1 && !in_progress).then(|| leaders[0])
    }

    /// Where the match stands.
    pub fn phase(&self) -> SpadesMatchPhase {
        if self.winner().is_some() {
            return SpadesMatchPhase::Over;
        }
        match self.hands.last().map(SpadesHand::phase) {
            Some(SpadesPhase::Bidding) => SpadesMatchPhase::Bidding,
            Some(SpadesPhase::Playing) => SpadesMatchPhase::Playing,
            None | Some(SpadesPhase::Over) => SpadesMatchPhase::Dealing,
        }
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.phase() == SpadesMatchPhase::Over
    }

    /// Deals the next hand; an error if a hand is in progress, the match is over, or `deal`
    /// is not a deal of this variant.
    pub fn deal(&mut self, deal: Deal<N>) -> Result<&SpadesHand<N>, RulesError> {
        let phase = match self.phase() {
            SpadesMatchPhase::Dealing => {
                let hand = SpadesHand::new(deal, self.dealer())?;
                self.hands.push(hand);
                return Ok(&self.hands[self.hands.len() - 1]);
            }
            SpadesMatchPhase::Over => "the match is over",
            SpadesMatchPhase::Bidding | SpadesMatchPhase::Playing => "a hand is in progress",
        };
        Err(RulesError::WrongPhase {
            action: "deal",
            phase,
        })
    }

    /// Deals the next hand shuffled from `seed`.
    pub fn deal_random(&mut self, seed: u64) -> Result<&SpadesHand<N>, RulesError> {
        self.deal(Deal::random(&SpadesPlay::<N>::VARIANT, seed))
    }

    /// `seat` bids `tricks` (0 = nil) in the hand in progress.
    pub fn bid(&mut self, seat: usize, tricks: u32) -> Result<Bid, RulesError> {
        self.hand_in_progress("bid")?.bid(seat, tricks)
    }

    /// The seat to move plays `card` in the hand in progress. When it ends the hand, the
    /// hand is scored.
    pub fn play(&mut self, card: Card) -> Result<Option<TrickDone>, RulesError> {
        let hand = self.hand_in_progress("play")?;
        let done = hand.play(card)?;
        if let Some(result) = hand.result() {
            for side in 0..sides(N) {
                let score = result.sides[side];
                let (carried, penalty) = add_bags(self.bags[side], score.bags);
                self.bags[side] = carried;
                self.scores[side] += score.points() + penalty;
            }
            self.results.push(result);
        }
        Ok(done)
    }

    fn hand_in_progress(&mut self, action: &'static str) -> Result<&mut SpadesHand<N>, RulesError> {
        let phase = self.phase();
        match (self.hands.last_mut(), phase) {
            (Some(hand), SpadesMatchPhase::Bidding | SpadesMatchPhase::Playing) => Ok(hand),
            (_, SpadesMatchPhase::Over) => Err(RulesError::WrongPhase {
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
    use crate::cards::SPADES_4;
    use crate::cards::full::{BAG_PENALTY, BAGS_LIMIT};

    /// A resumed match deals by its hand number and scores the next hand on the scores and
    /// bags it was given: bags carried past the limit cost their penalty.
    #[test]
    fn a_resumed_match_goes_on_from_its_scores_and_bags() {
        let mut game = SpadesMatch::<4>::resume(500, -200, &[300, 250], &[9, 9], 2).unwrap();
        assert_eq!(game.dealer(), 1);
        game.deal(Deal::random(&SPADES_4, 4)).unwrap();
        // Everyone bids 1: some side takes overtricks, its bags reach the limit.
        while let Some(seat) = game.hand().unwrap().to_bid() {
            assert_eq!(
                seat,
                [2, 3, 0, 1][game.hand().unwrap().bids().iter().flatten().count()]
            );
            game.bid(seat, 1).unwrap();
        }
        while game.phase() == SpadesMatchPhase::Playing {
            let card = game.hand().unwrap().legal_cards().iter().next().unwrap();
            game.play(card).unwrap();
        }
        let result = game.history()[0];
        for (side, start) in [(0, 300), (1, 250)] {
            let score = result.sides[side];
            let penalty = if 9 + score.bags >= BAGS_LIMIT {
                -BAG_PENALTY
            } else {
                0
            };
            assert_eq!(game.scores()[side], start + score.points() + penalty);
            assert_eq!(game.bags()[side], (9 + score.bags) % BAGS_LIMIT);
        }
        assert_eq!(game.hand_number(), 3);
    }
}
