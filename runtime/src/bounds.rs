//! Declared score bounds and the check that every evaluated tuple keeps them.

use std::cmp::Ordering;
use std::fmt;

use crate::score::Score;

/// The bounds a game promises for every value tuple, in maximisation form: every component is
/// at least zero and at most `maxp`, and the components sum to at most `maxsum`.
///
/// Pruning trusts these numbers; a false `maxsum` gives wrong answers, which is why every
/// evaluated tuple is checked against them in debug builds (and in release builds with the
/// `check-bounds` feature).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds<S> {
    /// The largest value one player can get.
    pub maxp: S,
    /// The largest sum of all players' values.
    pub maxsum: S,
    /// The smallest difference between two distinct values of one component: 1 for integer
    /// scores in unit steps, 0 for continuous scores.
    pub delta: S,
}

/// The declaration of a game without score bounds: what [`Game::BOUNDS`](crate::Game::BOUNDS)
/// holds (with `type Bounds = NoBounds`) for a game that has no `maxsum`, which can then be
/// searched only by the searchers that need no bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoBounds;

/// What a game's [`BOUNDS`](crate::Game::BOUNDS) can be: [`Bounds<S>`] for a game with a
/// `maxsum` (which makes it a [`BoundedGame`](crate::BoundedGame)), or [`NoBounds`]. Sealed:
/// the type of the declaration is what decides, at compile time, whether the bound-based
/// searchers accept a game.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a declaration of bounds on `{S}` scores",
    label = "declare `type Bounds = Bounds<{S}>` (with a `maxsum`) or `type Bounds = NoBounds`",
    note = "the bounds are of the game's own `Score` type"
)]
pub trait ScoreBounds<S: Score>: sealed::Sealed + Copy + fmt::Debug + PartialEq + 'static {
    /// The declared bounds, `None` for [`NoBounds`]: how code that accepts any game (such as
    /// the kernels' debug checks of every evaluated tuple) reads them.
    fn declared(&self) -> Option<Bounds<S>>;
}

impl<S: Score> ScoreBounds<S> for Bounds<S> {
    #[inline]
    fn declared(&self) -> Option<Bounds<S>> {
        Some(*self)
    }
}

impl<S: Score> ScoreBounds<S> for NoBounds {
    #[inline]
    fn declared(&self) -> Option<Bounds<S>> {
        None
    }
}

/// Keeps [`ScoreBounds`] to the two declarations the searchers know.
mod sealed {
    pub trait Sealed {}
    impl<S> Sealed for super::Bounds<S> {}
    impl Sealed for super::NoBounds {}
}

impl<S: Score> Bounds<S> {
    /// Bounds with `maxp == maxsum`, the usual case of a constant-sum game.
    ///
    /// - `maxsum`: the largest sum of all players' values, which is also the most one player
    ///   can get (the whole sum).
    /// - `delta`: the step between two distinct scores of one player, the smallest amount by
    ///   which one value can beat another: `1` for integer scores in unit steps (`2` if they
    ///   move in twos, and so on), `0.0` for continuous (float) scores. The pruning rules use
    ///   it to prune when no strictly better score fits, so it must not be larger than the
    ///   true step.
    ///
    /// ```
    /// use maxn_runtime::Bounds;
    ///
    /// // Ten tokens shared out by whole tokens: sums to at most 10, scores step by 1.
    /// let tokens = Bounds::constant_sum(10u8, 1);
    /// assert_eq!((tokens.maxp, tokens.maxsum, tokens.delta), (10, 10, 1));
    /// ```
    pub const fn constant_sum(maxsum: S, delta: S) -> Self {
        Self {
            maxp: maxsum,
            maxsum,
            delta,
        }
    }

    /// Checks a tuple against these bounds; `Err` names the first bound it breaks.
    pub fn check<const N: usize>(&self, value: &[S; N]) -> Result<(), BoundViolation<S, N>> {
        self.check_slice(value).map_err(|bound| BoundViolation {
            value: *value,
            bound,
        })
    }

    /// Checks a tuple held in a slice (the form the dynamic kernels keep values in) against
    /// these bounds; `Err` names the first bound it breaks.
    pub fn check_slice(&self, value: &[S]) -> Result<(), BrokenBound<S>> {
        let mut sum = S::ZERO;
        for (player, &score) in value.iter().enumerate() {
            if !at_most(S::ZERO, score) {
                return Err(BrokenBound::Negative { player });
            }
            if !at_most(score, self.maxp) {
                return Err(BrokenBound::AboveMaxp {
                    player,
                    maxp: self.maxp,
                });
            }
            if !score.is_on_step(self.delta) {
                return Err(BrokenBound::OffStep {
                    player,
                    delta: self.delta,
                });
            }
            sum = match sum.checked_add(score) {
                Some(sum) => sum,
                None => {
                    return Err(BrokenBound::AboveMaxsum {
                        maxsum: self.maxsum,
                    });
                }
            };
        }
        if !at_most(sum, self.maxsum) {
            return Err(BrokenBound::AboveMaxsum {
                maxsum: self.maxsum,
            });
        }
        Ok(())
    }
}

/// Which declared bound a tuple breaks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BrokenBound<S> {
    /// A component is below zero.
    Negative {
        /// The player whose component it is.
        player: usize,
    },
    /// A component exceeds `maxp`.
    AboveMaxp {
        /// The player whose component it is.
        player: usize,
        /// The declared bound.
        maxp: S,
    },
    /// A component is not a whole multiple of the declared step.
    OffStep {
        /// The player whose component it is.
        player: usize,
        /// The declared step.
        delta: S,
    },
    /// The components sum to more than `maxsum`.
    AboveMaxsum {
        /// The declared bound.
        maxsum: S,
    },
    /// The components of a minimisation game's own scores sum to less than its declared
    /// `minsum` (see [`Objective`](crate::Objective)).
    BelowMinsum {
        /// The declared bound.
        minsum: S,
    },
}

/// A value tuple that breaks its game's declared bounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoundViolation<S, const N: usize> {
    /// The offending tuple.
    pub value: [S; N],
    /// The bound it breaks.
    pub bound: BrokenBound<S>,
}

impl<S: Score> fmt::Display for BrokenBound<S> {
    /// Says how a tuple breaks the bound, completing "value [..] ".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BrokenBound::Negative { player } => {
                write!(f, "gives player {player} a negative score (bound: >= 0)")
            }
            BrokenBound::AboveMaxp { player, maxp } => {
                write!(f, "gives player {player} more than maxp = {maxp}")
            }
            BrokenBound::OffStep { player, delta } => {
                write!(
                    f,
                    "gives player {player} a score that is not a multiple of delta = {delta}"
                )
            }
            BrokenBound::AboveMaxsum { maxsum } => {
                write!(f, "sums to more than maxsum = {maxsum}")
            }
            BrokenBound::BelowMinsum { minsum } => {
                write!(f, "sums to less than minsum = {minsum}")
            }
        }
    }
}

impl<S: Score, const N: usize> fmt::Display for BoundViolation<S, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "value {:?} {}", self.value, self.bound)
    }
}

impl<S: Score, const N: usize> std::error::Error for BoundViolation<S, N> {}

/// `a <= b`, false when the two are incomparable, so that a NaN breaks every bound.
pub(crate) fn at_most<S: Score>(a: S, b: S) -> bool {
    matches!(a.partial_cmp(&b), Some(Ordering::Less | Ordering::Equal))
}

/// Panics for a tuple that breaks its game's declared bounds, naming the game: shared by the
/// kernels' checks (specialised and dynamic) and the minimisation games' check of their own
/// scores, so every violation reads the same.
#[cold]
#[inline(never)]
pub(crate) fn bounds_broken(game: &str, violation: impl fmt::Display) -> ! {
    panic!(
        "game `{game}` broke its declared bounds: {violation}; \
         pruning that trusts false bounds returns wrong answers"
    )
}

/// Whether the kernels check evaluated tuples: always in debug builds, and in release builds
/// with the `check-bounds` feature.
pub const CHECK_BOUNDS: bool = cfg!(any(debug_assertions, feature = "check-bounds"));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::OrderedFloat;

    const SERGEANT_MAJOR: Bounds<u8> = Bounds {
        maxp: 16,
        maxsum: 16,
        delta: 1,
    };

    #[test]
    fn accepts_tuples_within_bounds() {
        assert_eq!(SERGEANT_MAJOR.check(&[8, 5, 3]), Ok(()));
        assert_eq!(SERGEANT_MAJOR.check(&[16, 0, 0]), Ok(()));
    }

    #[test]
    fn names_the_broken_bound() {
        let err = SERGEANT_MAJOR.check(&[9, 5, 3]).unwrap_err();
        assert_eq!(err.bound, BrokenBound::AboveMaxsum { maxsum: 16 });
        assert_eq!(
            err.to_string(),
            "value [9, 5, 3] sums to more than maxsum = 16"
        );
        let err = SERGEANT_MAJOR.check(&[0, 17, 0]).unwrap_err();
        assert_eq!(
            err.bound,
            BrokenBound::AboveMaxp {
                player: 1,
                maxp: 16
            }
        );
        let err = Bounds {
            maxp: 4,
            maxsum: 8,
            delta: 2,
        }
        .check(&[2, 3, 0])
        .unwrap_err();
        assert_eq!(
            err.bound,
            BrokenBound::OffStep {
                player: 1,
                delta: 2
            }
        );
        let err = Bounds {
            maxp: 4i32,
            maxsum: 8,
            delta: 1,
        }
        .check(&[2, -1])
        .unwrap_err();
        assert_eq!(err.bound, BrokenBound::Negative { player: 1 });
    }

    #[test]
    fn an_overflowing_sum_breaks_maxsum() {
        let bounds = Bounds {
            maxp: 200u8,
            maxsum: 250,
            delta: 1,
        };
        let err = bounds.check(&[200, 200]).unwrap_err();
        assert_eq!(err.bound, BrokenBound::AboveMaxsum { maxsum: 250 });
    }

    #[test]
    fn nan_breaks_the_bounds() {
        let bounds = Bounds::constant_sum(OrderedFloat(1.0f64), OrderedFloat(0.0));
        assert!(
            bounds
                .check(&[OrderedFloat(f64::NAN), OrderedFloat(0.0)])
                .is_err()
        );
        assert!(
            bounds
                .check(&[OrderedFloat(0.25), OrderedFloat(0.75)])
                .is_ok()
        );
    }
}
