//! An opponent model for PIMC: how likely the plays a seat has seen are under each sampled
//! position, so that the positions searched are drawn in proportion to it.
//!
//! A uniform sample treats every deal consistent with the rules as equally likely, although
//! the other seats' plays say more than the rules force: a player who ducked a trick it could
//! have won probably holds no card that wins it cheaply. A [`PlayModel`] scores each drawn
//! position by the likelihood of the public plays had the hidden cards been as drawn; PIMC
//! then draws several times the positions it searches and keeps a weighted resample of them
//! ([`resample`]), spending its searches on the deals the play makes likely.

use std::sync::Arc;

use super::HiddenGame;

/// How likely the moves a seat has seen are, had the hidden holdings been those of a sampled
/// position: the opponent model of [`Pimc::with_model`](super::Pimc::with_model).
///
/// Only ratios between positions of one view matter (a constant factor changes nothing); a
/// position the model finds impossible may get 0, but a model should keep every position
/// possible (the other seats do not play by the model), so that no sample is ruled out by a
/// model's mistake.
pub trait PlayModel<G: HiddenGame<N>, const N: usize>: Send + Sync {
    /// The likelihood of what `view` has seen played, had the hidden holdings been those of
    /// `position` (a position consistent with `view`): finite and at least 0.
    fn likelihood(&self, view: &G::View, position: &G) -> f64;
}

/// A [`PlayModel`] and how many positions are drawn for each one searched.
pub(super) struct Weighing<G: HiddenGame<N>, const N: usize> {
    pub(super) model: Arc<dyn PlayModel<G, N>>,
    pub(super) draws: usize,
}

impl<G: HiddenGame<N>, const N: usize> Clone for Weighing<G, N> {
    fn clone(&self) -> Self {
        Self {
            model: Arc::clone(&self.model),
            draws: self.draws,
        }
    }
}

/// `count` draws from `weights` by systematic resampling, as how many times each index is
/// drawn: index `i` gets `count x weights[i] / sum` draws rounded one way or the other, so a
/// position's share of the searches follows its weight with the least added noise. `offset`,
/// in `[0, 1)`, places the first draw. Uniform when no weight is positive (or a weight is not
/// finite), so a model that rules out every position changes nothing.
pub(super) fn resample(weights: &[f64], count: usize, offset: f64) -> Vec<usize> {
    let usable = weights.iter().all(|w| w.is_finite() && *w >= 0.0);
    let total: f64 = weights.iter().sum();
    let uniform = vec![1.0; weights.len()];
    let (weights, total) = if usable && total > 0.0 {
        (weights, total)
    } else {
        (&uniform[..], weights.len() as f64)
    };
    let mut draws = vec![0; weights.len()];
    if weights.is_empty() {
        return draws;
    }
    let mut index = 0;
    let mut reached = weights[0];
    for draw in 0..count {
        let point = (offset + draw as f64) / count as f64 * total;
        while reached <= point && index + 1 < weights.len() {
            index += 1;
            reached += weights[index];
        }
        draws[index] += 1;
    }
    draws
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_follow_the_weights() {
        // Weights 1 : 3 over 8 draws: 2 and 6 whatever the offset.
        for offset in [0.0, 0.3, 0.99] {
            assert_eq!(resample(&[1.0, 3.0], 8, offset), [2, 6]);
        }
        // A zero weight is never drawn; every draw is counted once.
        let draws = resample(&[0.5, 0.0, 0.25, 0.25], 4, 0.5);
        assert_eq!(draws, [2, 0, 1, 1]);
        // Rounding: 1 : 1 : 1 over 4 draws gives one index a second draw, chosen by the
        // offset.
        assert_eq!(resample(&[1.0, 1.0, 1.0], 4, 0.1), [2, 1, 1]);
        assert_eq!(resample(&[1.0, 1.0, 1.0], 4, 0.9), [1, 1, 2]);
    }

    #[test]
    fn unusable_weights_draw_uniformly() {
        assert_eq!(resample(&[0.0, 0.0], 4, 0.5), [2, 2]);
        assert_eq!(resample(&[f64::NAN, 1.0], 4, 0.5), [2, 2]);
        assert_eq!(resample(&[-1.0, 2.0], 2, 0.5), [1, 1]);
    }
}
