//! Score scales of synthetic trees: the score type and the declared bounds, as constants of
//! the tree's type.

use std::fmt::Debug;

use maxn::{OrderedFloat, Score};

use super::hash::draw;

/// The score type and bounds of a synthetic tree. Every scale has `maxp = maxsum`.
pub trait Scale: Copy + Debug + Send + Sync + 'static {
    /// One player's score.
    type Score: Score;
    /// The sum of every leaf's components.
    const MAXSUM: Self::Score;
    /// The score step.
    const DELTA: Self::Score;
    /// The scale's name for reports, such as `"int(60)"`.
    fn name() -> String;

    /// Splits `maxsum` into `parts.len()` components at `parts.len() - 1` uniform random cuts
    /// drawn from `key`, so the parts sum to exactly `maxsum`.
    fn random_split(key: u64, parts: &mut [Self::Score]);

    /// `maxsum / players`, when that is a whole number of steps that sums back to `maxsum`.
    fn share(players: usize) -> Option<Self::Score>;

    /// `maxsum / 2`, rounded down to a step.
    fn half() -> Self::Score;
}

/// Integer scores (`u32`) on a grid of `DELTA`, summing to `MAXSUM`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Int<const MAXSUM: u32, const DELTA: u32 = 1>;

impl<const MAXSUM: u32, const DELTA: u32> Int<MAXSUM, DELTA> {
    const STEPS: u32 = {
        assert!(
            DELTA > 0 && MAXSUM.is_multiple_of(DELTA),
            "MAXSUM must be a positive multiple of DELTA"
        );
        MAXSUM / DELTA
    };
}

impl<const MAXSUM: u32, const DELTA: u32> Scale for Int<MAXSUM, DELTA> {
    type Score = u32;
    const MAXSUM: u32 = MAXSUM;
    const DELTA: u32 = DELTA;

    fn name() -> String {
        if DELTA == 1 {
            format!("int(maxsum {MAXSUM})")
        } else {
            format!("int(maxsum {MAXSUM}, delta {DELTA})")
        }
    }

    #[inline]
    fn random_split(key: u64, parts: &mut [u32]) {
        let steps = Self::STEPS;
        let cuts = parts.len() - 1;
        for (k, cut) in parts[..cuts].iter_mut().enumerate() {
            // The high half of a 64x64 product maps a word to 0..=steps without the bias of `%`
            // worth speaking of.
            *cut = ((draw(key, k) as u128 * (steps as u128 + 1)) >> 64) as u32;
        }
        sort_small(&mut parts[..cuts]);
        parts[cuts] = steps;
        for i in (1..=cuts).rev() {
            parts[i] = (parts[i] - parts[i - 1]) * DELTA;
        }
        parts[0] *= DELTA;
    }

    fn share(players: usize) -> Option<u32> {
        let players = u32::try_from(players).ok()?;
        Self::STEPS
            .is_multiple_of(players)
            .then(|| MAXSUM / players)
    }

    fn half() -> u32 {
        Self::STEPS / 2 * DELTA
    }
}

/// Continuous scores (`OrderedFloat<f64>`) summing to 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unit;

impl Scale for Unit {
    type Score = OrderedFloat<f64>;
    const MAXSUM: Self::Score = OrderedFloat(1.0);
    const DELTA: Self::Score = OrderedFloat(0.0);

    fn name() -> String {
        "float(maxsum 1)".to_owned()
    }

    #[inline]
    fn random_split(key: u64, parts: &mut [Self::Score]) {
        let cuts = parts.len() - 1;
        for (k, cut) in parts[..cuts].iter_mut().enumerate() {
            // Multiples of 2^-53 in [0, 1): their differences are exact, so the components
            // sum to exactly 1 and never break the declared bound by rounding.
            *cut = OrderedFloat((draw(key, k) >> 11) as f64 * (1.0 / (1u64 << 53) as f64));
        }
        sort_small(&mut parts[..cuts]);
        parts[cuts] = OrderedFloat(1.0);
        for i in (1..=cuts).rev() {
            parts[i] -= parts[i - 1];
        }
    }

    fn share(players: usize) -> Option<Self::Score> {
        let share = 1.0 / players as f64;
        let sum = (0..players).fold(0.0, |sum, _| sum + share);
        (sum == 1.0).then_some(OrderedFloat(share))
    }

    fn half() -> Self::Score {
        OrderedFloat(0.5)
    }
}

/// Insertion sort: the fastest sort for the handful of cuts a leaf needs.
#[inline(always)]
fn sort_small<T: Copy + PartialOrd>(items: &mut [T]) {
    for i in 1..items.len() {
        let item = items[i];
        let mut j = i;
        while j > 0 && items[j - 1] > item {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_splits_sum_to_maxsum_on_the_grid() {
        for key in 0..1000 {
            let mut parts = [0u32; 5];
            Int::<60, 2>::random_split(key, &mut parts);
            assert_eq!(parts.iter().sum::<u32>(), 60, "{parts:?}");
            assert!(parts.iter().all(|p| p % 2 == 0), "{parts:?}");
        }
    }

    #[test]
    fn float_splits_sum_to_exactly_one() {
        for key in 0..1000 {
            let mut parts = [OrderedFloat(0.0); 6];
            Unit::random_split(key, &mut parts);
            assert_eq!(parts.iter().fold(0.0, |s, p| s + p.0), 1.0);
        }
    }

    #[test]
    fn integer_cuts_cover_the_whole_range() {
        // With 2 players the first part is the cut itself: over many keys every value 0..=4
        // appears, so neither end of the range is lost.
        let mut seen = [false; 5];
        for key in 0..200 {
            let mut parts = [0u32; 2];
            Int::<4>::random_split(key, &mut parts);
            seen[parts[0] as usize] = true;
        }
        assert_eq!(seen, [true; 5]);
    }

    #[test]
    fn shares_exist_only_when_exact() {
        assert_eq!(Int::<60>::share(4), Some(15));
        assert_eq!(Int::<60, 2>::share(4), None);
        assert_eq!(Int::<60>::share(7), None);
        assert_eq!(Unit::share(4), Some(OrderedFloat(0.25)));
    }
}
