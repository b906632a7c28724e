//! The alpha-beta window of the paranoid searchers, as a small value type with named
//! operations.

use crate::score::Score;

/// The open interval `(alpha, beta)` of the root player's scores that can still change the
/// choice of some ancestor: a value `<= alpha` is no better than what a max ancestor already
/// has, a value `>= beta` no better than what a min ancestor already has (ties go to the left,
/// so an equal value is never adopted).
///
/// A search of a node with window `(alpha, beta)` whose true value is `v` returns (fail-soft):
/// `v` itself when `alpha < v < beta`; some `u` with `v <= u <= alpha` when `v <= alpha`; some
/// `u` with `beta <= u <= v` when `v >= beta`.
///
/// `alpha` starts at `Score::LOWEST` and `beta` at `Score::HIGHEST`. For unsigned scores the
/// lowest value is a real score (0); cutting at `v <= 0` is still exact (`v` is then 0), but
/// a rule that returns a made-up value at the window's edge must know whether the edge is a
/// value some ancestor really has: [`has_alpha`](Self::has_alpha) and
/// [`has_beta`](Self::has_beta) say so.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Window<S> {
    pub(crate) alpha: S,
    pub(crate) beta: S,
    /// Whether `alpha` is the value of a searched line (not the initial `LOWEST`).
    pub(crate) has_alpha: bool,
    /// Whether `beta` is the value of a searched line (not the initial `HIGHEST`).
    pub(crate) has_beta: bool,
}

impl<S: Score> Window<S> {
    /// The window of the root: every value is of interest.
    pub(crate) const OPEN: Self = Self {
        alpha: S::LOWEST,
        beta: S::HIGHEST,
        has_alpha: false,
        has_beta: false,
    };

    /// A max node found a line worth `score`: values up to it no longer interest it.
    #[inline(always)]
    pub(crate) fn raise_alpha(&mut self, score: S) {
        if score > self.alpha {
            self.alpha = score;
            self.has_alpha = true;
        }
    }

    /// A min node found a line worth `score`: values from it up no longer interest it.
    #[inline(always)]
    pub(crate) fn lower_beta(&mut self, score: S) {
        if score < self.beta {
            self.beta = score;
            self.has_beta = true;
        }
    }

    /// Whether a max node holding `score` can stop: a min ancestor already has `beta`.
    #[inline(always)]
    pub(crate) fn fails_high(&self, score: S) -> bool {
        score >= self.beta
    }

    /// Whether a min node holding `score` can stop: a max ancestor already has `alpha`.
    #[inline(always)]
    pub(crate) fn fails_low(&self, score: S) -> bool {
        score <= self.alpha
    }

    /// Whether a node holding `score` can stop: [`fails_high`](Self::fails_high) where the
    /// root player moves (`maximising`), [`fails_low`](Self::fails_low) elsewhere.
    #[inline(always)]
    pub(crate) fn cuts(&self, maximising: bool, score: S) -> bool {
        if maximising {
            self.fails_high(score)
        } else {
            self.fails_low(score)
        }
    }

    /// A node adopted a line worth `score`: [`raise_alpha`](Self::raise_alpha) where the root
    /// player moves (`maximising`), [`lower_beta`](Self::lower_beta) elsewhere.
    #[inline(always)]
    pub(crate) fn narrow(&mut self, maximising: bool, score: S) {
        if maximising {
            self.raise_alpha(score);
        } else {
            self.lower_beta(score);
        }
    }

    /// Whether a node whose value is at most `high` cannot interest any ancestor, judged only
    /// against values of searched lines.
    #[inline(always)]
    pub(crate) fn excludes_at_most(&self, high: S) -> bool {
        self.has_alpha && high <= self.alpha
    }

    /// Whether a node whose value is at least `low` cannot interest any ancestor, judged only
    /// against values of searched lines.
    #[inline(always)]
    pub(crate) fn excludes_at_least(&self, low: S) -> bool {
        self.has_beta && low >= self.beta
    }
}

/// Whether a child worth `score` to the root player is strictly better than `best` for the
/// node's mover: higher where the root player moves (`maximising`), lower elsewhere (ties
/// keep the earlier child).
#[inline(always)]
pub(crate) fn improves<S: Score>(maximising: bool, score: S, best: S) -> bool {
    if maximising {
        score > best
    } else {
        score < best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_window_excludes_nothing_that_was_not_searched() {
        let window = Window::<u32>::OPEN;
        // 0 is u32::MIN: a value of 0 fails low (it is then exactly 0) ...
        assert!(window.fails_low(0));
        // ... but no searched line has 0 yet, so a bound of 0 excludes nothing.
        assert!(!window.excludes_at_most(0));
        assert!(!window.excludes_at_least(u32::MAX));
    }

    #[test]
    fn the_mover_side_picks_the_edge() {
        let mut window = Window::<i32>::OPEN;
        window.narrow(true, 3);
        window.narrow(false, 9);
        assert_eq!((window.alpha, window.beta), (3, 9));
        assert!(window.cuts(true, 9) && !window.cuts(true, 8));
        assert!(window.cuts(false, 3) && !window.cuts(false, 4));
        assert!(improves(true, 5, 4) && !improves(true, 4, 4));
        assert!(improves(false, 3, 4) && !improves(false, 4, 4));
    }

    #[test]
    fn edges_move_only_inwards() {
        let mut window = Window::<i32>::OPEN;
        window.raise_alpha(3);
        window.raise_alpha(2);
        window.lower_beta(9);
        window.lower_beta(10);
        assert_eq!((window.alpha, window.beta), (3, 9));
        assert!(window.fails_low(3) && !window.fails_low(4));
        assert!(window.fails_high(9) && !window.fails_high(8));
        assert!(window.excludes_at_most(3) && window.excludes_at_least(9));
    }
}
