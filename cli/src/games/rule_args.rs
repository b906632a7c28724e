//! The decision-rule flags of `maxn search`: `--ties`, `--relative` and (Hearts)
//! `--seat-evaluations`.

use clap::{Args, ValueEnum};
use maxn_lab::games::cards;
use maxn_lab::registry::Ties;

/// The decision-rule flags of `maxn search`.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// How a node settles a tie for the player choosing there: left (the first child, every
    /// searcher), pessimistic (the first move, every other player's worse value) or random (a
    /// uniformly random tied child); pessimistic and random need --algorithm maxn or paranoid.
    #[arg(long, value_enum, default_value_t = TiesArg::Left)]
    pub ties: TiesArg,
    /// The seed of --ties random.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub tie_seed: u64,
    /// Value positions by relative score (own score minus the strongest opponent's): no
    /// longer constant-sum, so only maxn, paranoid and brs-plus search it.
    #[arg(long)]
    pub relative: bool,
    /// Hearts: each seat's evaluation at the depth limit, comma-separated, one per player
    /// (likely-taker: the game's own; taken-points: the points already taken); a tuple takes
    /// each player's value from its own evaluation. Not constant-sum: only maxn, paranoid and
    /// brs-plus search it.
    #[arg(long, value_name = "E,E,E", value_delimiter = ',', value_enum)]
    pub seat_evaluations: Option<Vec<SeatEvaluation>>,
}

/// The tie rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TiesArg {
    /// The first of the tied children.
    Left,
    /// The first move, every other player's worse value.
    Pessimistic,
    /// A uniformly random tied child (--tie-seed).
    Random,
}

/// The named Hearts evaluations of `--seat-evaluations`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SeatEvaluation {
    /// Points taken plus points still out charged to their likely taker (the default).
    LikelyTaker,
    /// Points already taken only.
    TakenPoints,
}

impl SeatEvaluation {
    /// The evaluation the flag names.
    pub fn evaluation(self) -> cards::SeatEvaluation {
        match self {
            SeatEvaluation::LikelyTaker => cards::SeatEvaluation::LikelyTaker,
            SeatEvaluation::TakenPoints => cards::SeatEvaluation::TakenPoints,
        }
    }
}

impl RuleArgs {
    /// The tie rule.
    pub fn ties(&self) -> Ties {
        match self.ties {
            TiesArg::Left => Ties::Left,
            TiesArg::Pessimistic => Ties::Pessimistic,
            TiesArg::Random => Ties::Random {
                seed: self.tie_seed,
            },
        }
    }

    /// Whether any rule other than the defaults was asked for.
    pub fn any(&self) -> bool {
        self.ties != TiesArg::Left || self.relative || self.seat_evaluations.is_some()
    }
}
