//! Bradley-Terry ratings from pairwise results, fitted by Hunter's (2004) MM algorithm.

/// Bradley-Terry strengths fitted to pairwise results, on the Elo scale.
///
/// `wins[i][j]` is how many games `i` won against `j` (a draw counts half to each). The model
/// says `i` beats `j` with probability `p_i / (p_i + p_j)`; the maximum-likelihood `p` is
/// found by Hunter's (2004) minorisation-maximisation update
///
/// ```text
/// p_i <- W_i / sum_{j != i} n_ij / (p_i + p_j)
/// ```
///
/// (`W_i` the wins of `i`, `n_ij` the games between `i` and `j`), which raises the likelihood
/// at every step, repeated until no `log p_i` moves by more than `1e-12` (or 100,000 rounds).
/// An agent that won or lost every game has no finite maximum, so every pair is given one
/// virtual drawn game (half a win each way) before fitting, a prior that pulls unbeaten or
/// winless agents to a finite rating and hardly moves the others once pairs have played
/// dozens of games.
///
/// Returned as `400 log10 p_i`, shifted to mean 0: a difference of 400 means odds of 10 to 1,
/// of 0 an even game.
///
/// ```
/// use maxn_play::tournament::bradley_terry;
///
/// // A beat B 30-10: the fit gives odds of about 3 to 1 (the prior's half-games pull it a
/// // little towards even): a gap of about 400 log10(3) = 191.
/// let ratings = bradley_terry(&[vec![0.0, 30.0], vec![10.0, 0.0]]);
/// assert!((ratings[0] - ratings[1] - 400.0 * (30.5f64 / 10.5).log10()).abs() < 1e-6);
/// assert!((ratings[0] + ratings[1]).abs() < 1e-9);
/// ```
pub fn bradley_terry(wins: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    let games = |i: usize, j: usize| wins[i][j] + wins[j][i] + 1.0;
    let won: Vec<f64> = (0..n)
        .map(|i| (0..n).filter(|&j| j != i).map(|j| wins[i][j] + 0.5).sum())
        .collect();
    let mut strength = vec![1.0f64; n];
    for _ in 0..100_000 {
        let mut next: Vec<f64> = (0..n)
            .map(|i| {
                let denominator: f64 = (0..n)
                    .filter(|&j| j != i)
                    .map(|j| games(i, j) / (strength[i] + strength[j]))
                    .sum();
                if denominator > 0.0 {
                    won[i] / denominator
                } else {
                    1.0
                }
            })
            .collect();
        // The model fixes strengths only up to a common factor: keep their geometric mean 1.
        let mean_log = next.iter().map(|p| p.ln()).sum::<f64>() / n as f64;
        for p in &mut next {
            *p = (p.ln() - mean_log).exp();
        }
        let moved = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a.ln() - b.ln()).abs())
            .fold(0.0, f64::max);
        strength = next;
        if moved < 1e-12 {
            break;
        }
    }
    strength.iter().map(|p| 400.0 * p.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_results_give_equal_ratings() {
        let ratings = bradley_terry(&[
            vec![0.0, 5.0, 5.0],
            vec![5.0, 0.0, 5.0],
            vec![5.0, 5.0, 0.0],
        ]);
        assert!(ratings.iter().all(|r| r.abs() < 1e-9), "{ratings:?}");
    }

    #[test]
    fn the_fit_recovers_consistent_odds() {
        // Strengths 4 : 2 : 1 with 700 games per pair played exactly to expectation (less the
        // prior's half-game, which 700 games make negligible).
        let strengths = [4.0, 2.0, 1.0];
        let wins: Vec<Vec<f64>> = (0..3)
            .map(|i| {
                (0..3)
                    .map(|j| {
                        if i == j {
                            0.0
                        } else {
                            700.0 * strengths[i] / (strengths[i] + strengths[j]) - 0.5
                        }
                    })
                    .collect()
            })
            .collect();
        let ratings = bradley_terry(&wins);
        let gap = 400.0 * 2f64.log10();
        assert!((ratings[0] - ratings[1] - gap).abs() < 1e-6, "{ratings:?}");
        assert!((ratings[1] - ratings[2] - gap).abs() < 1e-6, "{ratings:?}");
    }

    #[test]
    fn an_unbeaten_agent_gets_a_finite_rating() {
        let ratings = bradley_terry(&[vec![0.0, 10.0], vec![0.0, 0.0]]);
        assert!(ratings[0].is_finite() && ratings[0] > ratings[1]);
    }
}
