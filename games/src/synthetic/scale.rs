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

    /// The number of grid steps in `maxsum`: the resolution [`Model::Best`](super::Model::Best)
    /// trees divide among the players.
    fn steps() -> u64;

    /// Splits `total` (a whole number of grid steps) into `parts.len()` parts on the grid that
    /// differ by at most one step, the larger ones first; they sum to exactly `total`.
    fn split_evenly(total: Self::Score, parts: &mut [Self::Score]);
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

    #[inline(always)]
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

    fn steps() -> u64 {
        Self::STEPS as u64
    }

    fn split_evenly(total: u32, parts: &mut [u32]) {
        let shares = even_shares(u64::from(total / DELTA), parts.len());
        for (part, steps) in parts.iter_mut().zip(shares) {
            // A share of `total` fits in `u32`.
            *part = steps as u32 * DELTA;
        }
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

    #[inline(always)]
    fn random_split(key: u64, parts: &mut [Self::Score]) {
        let cuts = parts.len() - 1;
        for (k, cut) in parts[..cuts].iter_mut().enumerate() {
            // Multiples of 2^-53 in [0, 1): their differences are exact, so the components
            // sum to exactly 1 and never break the declared bound by rounding.
            *cut = OrderedFloat((draw(key, k) >> 11) as f64 * (1.0 / UNIT_STEPS as f64));
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

    fn steps() -> u64 {
        UNIT_STEPS
    }

    fn split_evenly(total: Self::Score, parts: &mut [Self::Score]) {
        // On the grid of 2^-53 every value and every difference is exact, so the parts sum to
        // exactly `total` and `1 - part` loses nothing.
        let steps = (total.0 * UNIT_STEPS as f64) as u64;
        let shares = even_shares(steps, parts.len());
        for (part, steps) in parts.iter_mut().zip(shares) {
            *part = OrderedFloat(steps as f64 / UNIT_STEPS as f64);
        }
    }
}

/// The grid of [`Unit`] scores: multiples of 2^-53, the finest on which every value in `[0, 1]`
/// and every difference of two is an exact `f64`.
const UNIT_STEPS: u64 = 1 << 53;

/// `steps` dealt out to `parts` parts as evenly as whole steps allow, the larger parts first.
fn even_shares(steps: u64, parts: usize) -> impl Iterator<Item = u64> {
    let parts = parts as u64;
    let (share, extra) = (steps / parts, steps % parts);
    (0..parts).map(move |part| share + u64::from(part < extra))
}

/// Sorts the handful of cuts a leaf needs with compare-exchanges in a fixed pattern (each new
/// item sinks through all the earlier ones): no data-dependent branch, so random cuts cost no
/// branch mispredictions, and with a constant length the loops unroll into straight-line code.
#[inline(always)]
fn sort_small<T: Copy + PartialOrd>(items: &mut [T]) {
    for i in 1..items.len() {
        for j in (1..=i).rev() {
            let (low, high) = (items[j - 1], items[j]);
            let swap = low > high;
            items[j - 1] = if swap { high } else { low };
            items[j] = if swap { low } else { high };
        }
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
    fn even_splits_differ_by_at_most_one_step() {
        let mut parts = [0u32; 3];
        Int::<60, 2>::split_evenly(22, &mut parts);
        assert_eq!(parts, [8, 8, 6]);
        Int::<60>::split_evenly(60, &mut parts);
        assert_eq!(parts, [20, 20, 20]);
        let mut parts = [OrderedFloat(0.0); 3];
        Unit::split_evenly(OrderedFloat(0.5), &mut parts);
        assert_eq!(parts.iter().fold(0.0, |s, p| s + p.0), 0.5);
        assert!(
            parts.iter().all(|p| (p.0 - 0.5 / 3.0).abs() < 1e-15),
            "{parts:?}"
        );
    }

    #[test]
    fn the_small_sort_sorts() {
        let mut words = 0x1234_5678_9ABC_DEF0u64;
        for len in 0..8 {
            for _ in 0..200 {
                let mut items: Vec<u32> = (0..len)
                    .map(|_| {
                        words = crate::rng::mix(words);
                        (words % 7) as u32
                    })
                    .collect();
                let mut expected = items.clone();
                expected.sort_unstable();
                sort_small(&mut items);
                assert_eq!(items, expected);
            }
        }
    }

    #[test]
    fn shares_exist_only_when_exact() {
        assert_eq!(Int::<60>::share(4), Some(15));
        assert_eq!(Int::<60, 2>::share(4), None);
        assert_eq!(Int::<60>::share(7), None);
        assert_eq!(Unit::share(4), Some(OrderedFloat(0.25)));
    }
}
