//! How a game's values become rewards in `[0, 1]` for UCT's exploration term.
//!
//! Each tree keeps the raw sums of the values backed up (as `f64`) and maps a child's mean
//! into `[0, 1]` only when it is compared, by an affine map: the mean of mapped values is the
//! mapped mean, so the map may widen as the search sees new values without making the sums
//! inconsistent.
//!
//! - A game with declared bounds ([`Game::BOUNDS`]): every component lies in `[0, maxp]`, so
//!   the map is `v / maxp`, fixed. (Chinese Checkers, 3 players: 480 for a win, its static
//!   values from 0 to 480, summing to 720.)
//! - A game without: the smallest and largest component of every value the tree has backed
//!   up so far, over all players, map to 0 and 1 (before two distinct values are seen, every
//!   mean maps to 0 and the choice is by exploration alone). The map keeps each player's order
//!   of values, which is all UCT's choice of the best mean depends on; only the weight of
//!   exploration against it moves as the range widens.

use maxn::{Game, Score, ScoreBounds};

/// The affine map of one tree's values into `[0, 1]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Scale {
    low: f64,
    high: f64,
    fixed: bool,
}

impl Scale {
    /// The map for `G`: by its declared `maxp`, else learned from the values seen.
    pub(crate) fn of<G: Game<N>, const N: usize>() -> Self {
        match G::BOUNDS.declared() {
            Some(bounds) if bounds.maxp.to_f64() > 0.0 => Self {
                low: 0.0,
                high: bounds.maxp.to_f64(),
                fixed: true,
            },
            _ => Self {
                low: f64::INFINITY,
                high: f64::NEG_INFINITY,
                fixed: false,
            },
        }
    }

    /// The fixed map of a game whose `maxp` is `maxp` (the trees' tests, without a game).
    #[cfg(test)]
    pub(crate) fn fixed(maxp: f64) -> Self {
        Self {
            low: 0.0,
            high: maxp,
            fixed: true,
        }
    }

    /// Widens a learned map to cover `value`.
    pub(crate) fn observe(&mut self, value: &[f64]) {
        if self.fixed {
            return;
        }
        for &v in value {
            self.low = self.low.min(v);
            self.high = self.high.max(v);
        }
    }

    /// UCB's score of a child for the player whose values sum to `total` over the child's
    /// `visits`: `reward(mean) + exploration sqrt(log_chances / visits)`, where `log_chances`
    /// is the log of how often the child could have been chosen (its parent's visits in
    /// MCTS, its availability in information-set MCTS).
    pub(crate) fn ucb(&self, total: f64, visits: u32, log_chances: f64, exploration: f64) -> f64 {
        let visits = f64::from(visits);
        self.reward(total / visits) + exploration * (log_chances / visits).sqrt()
    }

    /// `mean` mapped into `[0, 1]` (0 while the range is empty or a single point).
    pub(crate) fn reward(&self, mean: f64) -> f64 {
        let width = self.high - self.low;
        if width > 0.0 {
            ((mean - self.low) / width).clamp(0.0, 1.0)
        } else {
            0.0
        }
    }
}

/// A game's value tuple as `f64`s.
pub(crate) fn raw<S: Score, const N: usize>(value: [S; N]) -> [f64; N] {
    value.map(Score::to_f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_learned_scale_maps_the_values_seen_onto_zero_to_one() {
        let mut scale = Scale {
            low: f64::INFINITY,
            high: f64::NEG_INFINITY,
            fixed: false,
        };
        assert_eq!(scale.reward(3.0), 0.0);
        scale.observe(&[-2.0, 6.0]);
        assert_eq!(scale.reward(-2.0), 0.0);
        assert_eq!(scale.reward(6.0), 1.0);
        assert_eq!(scale.reward(2.0), 0.5);
        scale.observe(&[10.0]);
        assert_eq!(scale.reward(6.0), 2.0 / 3.0);
    }

    /// A game that declares its bounds, as Chinese Checkers does (maxp 480); no moves.
    #[derive(Clone)]
    struct Declared;

    impl Game<3> for Declared {
        type Score = u16;
        type Move = u8;
        type Moves = maxn::MoveList<u8, 1>;
        const NAME: &'static str = "declared";
        type Bounds = maxn::Bounds<u16>;
        const BOUNDS: maxn::Bounds<u16> = maxn::Bounds::constant_sum(480, 1);
        fn to_move(&self) -> usize {
            0
        }
        fn generate_moves(&self, _: &mut Self::Moves) {}
        fn play(&mut self, _: u8) {}
        fn outcome(&self) -> Option<[u16; 3]> {
            Some([480, 0, 0])
        }
        fn evaluate(&self) -> [u16; 3] {
            [480, 0, 0]
        }
    }

    #[test]
    fn a_declared_maxp_fixes_the_scale() {
        let mut scale = Scale::of::<Declared, 3>();
        scale.observe(&[1_000.0]);
        assert_eq!(scale.reward(480.0), 1.0);
        assert_eq!(scale.reward(120.0), 0.25);
    }
}
