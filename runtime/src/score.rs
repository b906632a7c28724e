//! Score types: the component type of a value tuple `[S; N]`.

use std::fmt::{Debug, Display};

pub use ordered_float::OrderedFloat;

/// A component of a value tuple: one player's score.
///
/// Implemented for the primitive integer types, for `f32` and `f64`, and for
/// [`OrderedFloat<f32>`] and [`OrderedFloat<f64>`]. The kernels only compare scores and form the sums and differences
/// the pruning rules need (`maxsum - best`, the Lemma-1 bound sums); the saturating forms keep
/// those exact whenever the declared bounds hold, and never wrap when they do not.
///
/// A bare `f32` or `f64` has no order for NaN, so the searchers check every value a game's
/// [`evaluate`](crate::Game::evaluate) or [`outcome`](crate::Game::outcome) returns, in every
/// build, and panic naming the game if a score is NaN. `OrderedFloat` orders NaN above every
/// number, so it is accepted there as before.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a score type",
    label = "not a score type",
    note = "scores are primitive integers, `f32` / `f64`, or `OrderedFloat<f32>` / `OrderedFloat<f64>` (re-exported as `maxn::OrderedFloat`)"
)]
pub trait Score: Copy + PartialOrd + Debug + Display + Send + Sync + 'static {
    /// The additive identity, and the lower bound of every component in maximisation form.
    const ZERO: Self;
    /// Whether scores move in whole steps (`delta` is then a positive integer).
    const IS_INTEGER: bool;
    /// The least value of the type (`-inf` for floats): an alpha-beta window open below.
    const LOWEST: Self;
    /// The greatest value of the type (`+inf` for floats): an alpha-beta window open above.
    const HIGHEST: Self;

    /// `self + other`, clamped to the type's maximum for integers.
    fn saturating_add(self, other: Self) -> Self;
    /// `self - other`, clamped to the type's minimum for integers.
    fn saturating_sub(self, other: Self) -> Self;
    /// `self + other`, or `None` when an integer sum overflows the type.
    fn checked_add(self, other: Self) -> Option<Self>;
    /// Whether `self` is a whole multiple of `step` (always true for floats or a zero step).
    fn is_on_step(self, step: Self) -> bool;
    /// The score as an `f64`, for reports and JSON output.
    fn to_f64(self) -> f64;
    /// Whether the score is a NaN of a bare float type, which has no place in any order.
    #[inline(always)]
    fn is_nan(self) -> bool {
        false
    }
}

/// Panics naming `game` when a score of `value` is NaN: the searchers compare scores, and a
/// NaN compares as neither better nor worse than anything, which would silently corrupt every
/// choice above it. Free for the types without NaN (`is_nan` is `false` there).
#[inline(always)]
pub(crate) fn check_not_nan<S: Score>(game: &str, value: &[S]) {
    if value.iter().any(|score| score.is_nan()) {
        nan_score(game, value);
    }
}

#[cold]
#[inline(never)]
fn nan_score<S: Score>(game: &str, value: &[S]) -> ! {
    let player = value.iter().position(|score| score.is_nan()).unwrap_or(0);
    panic!(
        "game `{game}` returned a NaN score: value {value:?} gives player {player} NaN (from its \
         `evaluate` or `outcome`); a NaN has no order, so no search can compare it. Look for \
         0.0 / 0.0, inf - inf or a NaN input in the evaluation"
    )
}

macro_rules! integer_score {
    ($($t:ty),* $(,)?) => {$(
        impl Score for $t {
            const ZERO: Self = 0;
            const IS_INTEGER: bool = true;
            const LOWEST: Self = <$t>::MIN;
            const HIGHEST: Self = <$t>::MAX;

            #[inline(always)]
            fn saturating_add(self, other: Self) -> Self {
                <$t>::saturating_add(self, other)
            }

            #[inline(always)]
            fn saturating_sub(self, other: Self) -> Self {
                <$t>::saturating_sub(self, other)
            }

            #[inline(always)]
            fn checked_add(self, other: Self) -> Option<Self> {
                <$t>::checked_add(self, other)
            }

            #[inline]
            fn is_on_step(self, step: Self) -> bool {
                step == 0 || self % step == 0
            }

            #[inline]
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
    )*};
}

integer_score!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

macro_rules! float_score {
    ($($t:ty),* $(,)?) => {$(
        impl Score for $t {
            const ZERO: Self = 0.0;
            const IS_INTEGER: bool = false;
            const LOWEST: Self = <$t>::NEG_INFINITY;
            const HIGHEST: Self = <$t>::INFINITY;

            #[inline(always)]
            fn saturating_add(self, other: Self) -> Self {
                self + other
            }

            #[inline(always)]
            fn saturating_sub(self, other: Self) -> Self {
                self - other
            }

            #[inline(always)]
            fn checked_add(self, other: Self) -> Option<Self> {
                Some(self + other)
            }

            #[inline]
            fn is_on_step(self, _step: Self) -> bool {
                true
            }

            #[inline]
            fn to_f64(self) -> f64 {
                f64::from(self)
            }

            #[inline(always)]
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }

        impl Score for OrderedFloat<$t> {
            const ZERO: Self = OrderedFloat(0.0);
            const IS_INTEGER: bool = false;
            const LOWEST: Self = OrderedFloat(<$t>::NEG_INFINITY);
            const HIGHEST: Self = OrderedFloat(<$t>::INFINITY);

            #[inline(always)]
            fn saturating_add(self, other: Self) -> Self {
                self + other
            }

            #[inline(always)]
            fn saturating_sub(self, other: Self) -> Self {
                self - other
            }

            #[inline(always)]
            fn checked_add(self, other: Self) -> Option<Self> {
                Some(self + other)
            }

            #[inline]
            fn is_on_step(self, _step: Self) -> bool {
                true
            }

            #[inline]
            fn to_f64(self) -> f64 {
                self.0 as f64
            }
        }
    )*};
}

float_score!(f32, f64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_arithmetic_saturates_instead_of_wrapping() {
        assert_eq!(Score::saturating_add(200u8, 100), 255);
        assert_eq!(Score::saturating_sub(3u8, 5), 0);
        assert_eq!(Score::checked_add(200u8, 100), None);
        assert_eq!(Score::checked_add(20u8, 100), Some(120));
    }

    #[test]
    fn multiples_respect_the_step() {
        assert!(6u32.is_on_step(2));
        assert!(!7u32.is_on_step(2));
        assert!(7u32.is_on_step(0));
        assert!(OrderedFloat(0.3f64).is_on_step(OrderedFloat(0.0)));
    }
}
