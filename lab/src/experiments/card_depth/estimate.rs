//! Means over moves grouped by deal, with 95% intervals from the cluster (by deal) standard
//! error: the moves of one hand are not independent.

use std::fmt;

use serde::Serialize;

/// A mean with its 95% interval half-width (`None` with fewer than two deals).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ClusteredEstimate {
    /// How many values (moves or deals) the mean is over.
    pub count: usize,
    /// The mean (NaN over no values).
    pub mean: f64,
    /// Half the width of the 95% interval.
    pub interval: Option<f64>,
}

/// The mean of values grouped by deal, with the 95% half-width of its cluster standard error
/// (see the module docs); with one value per deal it is the usual `1.96 s / sqrt(D)`.
pub fn clustered_mean(clusters: &[Vec<f64>]) -> ClusteredEstimate {
    let count: usize = clusters.iter().map(Vec::len).sum();
    let total: f64 = clusters.iter().flatten().sum();
    let mean = total / count as f64;
    let deals = clusters.iter().filter(|c| !c.is_empty()).count();
    let interval = (deals >= 2).then(|| {
        let squares: f64 = clusters
            .iter()
            .map(|c| (c.iter().sum::<f64>() - mean * c.len() as f64).powi(2))
            .sum();
        let d = deals as f64;
        1.96 * (d / (d - 1.0) * squares).sqrt() / count as f64
    });
    ClusteredEstimate {
        count,
        mean,
        interval,
    }
}

impl fmt::Display for ClusteredEstimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.interval {
            Some(interval) => write!(f, "{:.2} ± {:.2}", self.mean, interval),
            None => write!(f, "{:.2}", self.mean),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clustered_intervals_match_hand_computation() {
        // One value per deal: the usual 1.96 s / sqrt(D). Values 1, 2, 3: s = 1.
        let one_each = clustered_mean(&[vec![1.0], vec![2.0], vec![3.0]]);
        assert_eq!((one_each.count, one_each.mean), (3, 2.0));
        let expected = 1.96 / 3f64.sqrt();
        assert!((one_each.interval.unwrap() - expected).abs() < 1e-12);
        // Two deals, (1, 3) and (5): mean 3; S_d - m n_d = -2 and 2;
        // sqrt(2/1 * 8) / 3 * 1.96.
        let clustered = clustered_mean(&[vec![1.0, 3.0], vec![5.0]]);
        assert_eq!(clustered.mean, 3.0);
        let expected = 1.96 * 16f64.sqrt() / 3.0;
        assert!((clustered.interval.unwrap() - expected).abs() < 1e-12);
        assert_eq!(clustered_mean(&[vec![1.0, 2.0]]).interval, None);
        assert_eq!(format!("{clustered}"), format!("3.00 ± {expected:.2}"));
    }
}
