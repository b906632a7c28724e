//! The card games' evaluations at a depth cut-off (their valuation type parameters), chosen
//! at run time by name; the catalogue builds the game valued by one
//! ([`with_game`](crate::dispatch::with_game)).

use serde::Serialize;

/// The evaluation at a depth cut-off (the card games' valuation type parameters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardEvaluation {
    /// Hearts: the points already taken ([`TakenPoints`](maxn_games::cards::TakenPoints)); not constant-sum.
    TakenPoints,
    /// Hearts: points taken, plus those held charged to their holder ([`TakenAndHeld`](maxn_games::cards::TakenAndHeld)).
    TakenAndHeld,
    /// Hearts: points taken, plus those out charged to their likely taker ([`LikelyTaker`](maxn_games::cards::LikelyTaker),
    /// the default).
    LikelyTaker,
    /// Spades and Sergeant Major: the tricks already taken ([`TricksTaken`](maxn_games::cards::TricksTaken)); not
    /// constant-sum.
    TricksTaken,
    /// Spades and Sergeant Major: tricks taken plus the tricks left by estimate
    /// ([`TricksEstimated`](maxn_games::cards::TricksEstimated), the default).
    TricksEstimated,
}

impl CardEvaluation {
    /// Every evaluation, the Hearts ones first.
    pub const ALL: [CardEvaluation; 5] = [
        CardEvaluation::TakenPoints,
        CardEvaluation::TakenAndHeld,
        CardEvaluation::LikelyTaker,
        CardEvaluation::TricksTaken,
        CardEvaluation::TricksEstimated,
    ];

    /// The evaluation's name in reports and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            CardEvaluation::TakenPoints => "taken-points",
            CardEvaluation::TakenAndHeld => "taken-and-held",
            CardEvaluation::LikelyTaker => "likely-taker",
            CardEvaluation::TricksTaken => "tricks-taken",
            CardEvaluation::TricksEstimated => "tricks-estimated",
        }
    }

    /// The evaluation alone, as a configuration's list.
    pub const fn only(self) -> &'static [CardEvaluation] {
        match self {
            CardEvaluation::TakenPoints => &[CardEvaluation::TakenPoints],
            CardEvaluation::TakenAndHeld => &[CardEvaluation::TakenAndHeld],
            CardEvaluation::LikelyTaker => &[CardEvaluation::LikelyTaker],
            CardEvaluation::TricksTaken => &[CardEvaluation::TricksTaken],
            CardEvaluation::TricksEstimated => &[CardEvaluation::TricksEstimated],
        }
    }

    /// Whether every cut-off's scores sum to the declared `maxsum`, so Lemma 1 can fire.
    pub const fn constant_sum(self) -> bool {
        !matches!(
            self,
            CardEvaluation::TakenPoints | CardEvaluation::TricksTaken
        )
    }
}

/// A Hearts seat's own evaluation at a cut-off, when each seat values positions its own way
/// (`maxn search hearts --seat-evaluations`); in the maximisation form the searchers see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatEvaluation {
    /// Points taken plus points still out charged to their likely taker (the game's own).
    LikelyTaker,
    /// Points already taken only
    /// ([`Hearts::taken_points_value`](maxn_games::cards::Hearts::taken_points_value)).
    TakenPoints,
}
