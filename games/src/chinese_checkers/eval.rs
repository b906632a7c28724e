//! Evaluation: each player's progress towards its goal compared with the others', as an
//! integer tuple with a declared lower bound (0), `maxp` and `maxsum`.
//!
//! With `P_i` in `0..=120` player `i`'s [progress](ChineseCheckers::progress) and `S` the sum
//! over all players, the static value of player `i` is
//!
//! ```text
//! v_i = (N - 1) P_i - sum_{j != i} P_j + (N - 1) 120  =  N P_i - S + (N - 1) 120
//! ```
//!
//! that is, `N - 1` times (own progress minus the opponents' average, plus 120): players
//! maximise their lead over the field, as in Sturtevant's experiments, where "players are
//! actually trying to maximize the difference between their score and their opponents'".
//!
//! - Lower bound: `v_i >= 0 - (N - 1) 120 + (N - 1) 120 = 0`.
//! - `maxp = 2 (N - 1) 120`: own progress 120, everyone else 0.
//! - The static values always sum to `N (N - 1) 120`, which is `maxsum`: a constant-sum
//!   evaluation, the best case for the pruning family (Lemma 1 needs the bounds of `n`
//!   players to reach `maxsum`).
//! - A won game is worth `maxp` to the winner and 0 to everyone else (sum `maxp <= maxsum`).
//!   No static value reaches `maxp` (it needs progress 120, which is a win), so winning is
//!   strictly better than any unfinished position for the winner, and no worse for anyone
//!   else than losing should be.
//!
//! | players | maxp | maxsum |
//! |---|---|---|
//! | 2 | 240 | 240 |
//! | 3 | 480 | 720 |
//! | 4 | 720 | 1440 |
//! | 6 | 1200 | 3600 |

use super::position::ChineseCheckers;

/// The most progress a player can make: every piece in the goal.
pub const MAX_PROGRESS: u16 = 120;

/// The score type of Chinese Checkers values.
pub type CheckersScore = u16;

impl<const N: usize> ChineseCheckers<N> {
    /// The largest value of one player: a win.
    pub const MAXP: CheckersScore = 2 * (N as CheckersScore - 1) * MAX_PROGRESS;
    /// The sum of every static value tuple, and the bound of every value tuple's sum.
    pub const MAXSUM: CheckersScore = N as CheckersScore * (N as CheckersScore - 1) * MAX_PROGRESS;

    /// The static value tuple (see the module docs).
    #[inline]
    pub fn static_value(&self) -> [CheckersScore; N] {
        let total: CheckersScore = self.progress.iter().map(|&p| p as CheckersScore).sum();
        let base = (N as CheckersScore - 1) * MAX_PROGRESS;
        // N P_i + (N - 1) 120 >= S always (see the module docs), so this never wraps.
        std::array::from_fn(|i| {
            N as CheckersScore * self.progress[i] as CheckersScore + base - total
        })
    }

    /// The value of a finished game: `maxp` for the winner, 0 for the others.
    #[inline]
    pub fn final_value(&self) -> Option<[CheckersScore; N]> {
        self.winner().map(|winner| {
            let mut value = [0; N];
            value[winner] = Self::MAXP;
            value
        })
    }
}

#[cfg(test)]
mod tests {
    use maxn::Game;

    use super::*;
    use crate::chinese_checkers::playout::random_positions;

    fn bounds_hold<const N: usize>(seed: u64) -> usize {
        let bounds = <ChineseCheckers<N> as Game<N>>::BOUNDS;
        assert_eq!(
            (bounds.maxp, bounds.maxsum, bounds.delta),
            (ChineseCheckers::<N>::MAXP, ChineseCheckers::<N>::MAXSUM, 1)
        );
        let mut finished = 0;
        for position in random_positions::<N>(seed, 3_000, 400) {
            let value = position.static_value();
            assert_eq!(bounds.check(&value), Ok(()), "{position}");
            // Constant sum: every static tuple sums to exactly maxsum.
            assert_eq!(
                value.iter().sum::<CheckersScore>(),
                ChineseCheckers::<N>::MAXSUM
            );
            // Below maxp unless the player has won.
            for (player, &v) in value.iter().enumerate() {
                assert!(v < ChineseCheckers::<N>::MAXP || position.winner() == Some(player));
            }
            if let Some(outcome) = position.outcome() {
                finished += 1;
                assert_eq!(bounds.check(&outcome), Ok(()));
                assert_eq!(
                    outcome
                        .iter()
                        .filter(|&&v| v == ChineseCheckers::<N>::MAXP)
                        .count(),
                    1
                );
                assert_eq!(
                    outcome.iter().sum::<CheckersScore>(),
                    ChineseCheckers::<N>::MAXP
                );
            }
        }
        finished
    }

    #[test]
    fn values_keep_the_declared_bounds_on_thousands_of_positions() {
        // Each run must include finished games, or the outcome half proves nothing.
        assert!(bounds_hold::<2>(11) > 0);
        assert!(bounds_hold::<3>(12) > 0);
        assert!(bounds_hold::<4>(13) > 0);
        assert!(bounds_hold::<6>(14) > 0);
    }

    #[test]
    fn declared_bounds_follow_the_formula() {
        assert_eq!(
            (ChineseCheckers::<2>::MAXP, ChineseCheckers::<2>::MAXSUM),
            (240, 240)
        );
        assert_eq!(
            (ChineseCheckers::<3>::MAXP, ChineseCheckers::<3>::MAXSUM),
            (480, 720)
        );
        assert_eq!(
            (ChineseCheckers::<4>::MAXP, ChineseCheckers::<4>::MAXSUM),
            (720, 1440)
        );
        assert_eq!(
            (ChineseCheckers::<6>::MAXP, ChineseCheckers::<6>::MAXSUM),
            (1200, 3600)
        );
        for n in [2u16, 3, 4, 6] {
            // Shallow pruning is possible only when maxsum < 2 maxp (Sturtevant & Korf 2000).
            assert_eq!(n * (n - 1) * 120 < 2 * 2 * (n - 1) * 120, n < 4);
        }
    }

    #[test]
    fn the_start_is_even_and_a_lead_shows() {
        let start = ChineseCheckers::<3>::start();
        assert_eq!(start.static_value(), [240, 240, 240]);
        // Player 0 hops 3 -> 14: two steps nearer its goal's tip.
        let mut after = start;
        after.play("3-14".parse().unwrap());
        assert_eq!(after.progress(0), 2);
        // v_0 = 3 * 2 - 2 + 240 = 244; the others 3 * 0 - 2 + 240 = 238.
        assert_eq!(after.static_value(), [244, 238, 238]);
    }
}
