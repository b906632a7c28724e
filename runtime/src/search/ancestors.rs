//! What a value must reach to be adopted at a node's nearest ancestors, and the arithmetic of
//! the cut-offs on those needs (Lemma 1 of Sturtevant 2003 with its discrete refinement, and
//! the shallow and branch-and-bound tests that are its one-level cases).
//!
//! # Needs instead of bounds
//!
//! The papers state their cut-offs on bounds: the best score each ancestor's player has so
//! far. Because ties go to the left, a later child is adopted only when it is *strictly*
//! better, so what a value must reach is the bound plus one score step `delta`. Storing that
//! need, rather than the bound, makes the discrete cut-off fall out of the arithmetic: no later
//! child of a node whose player has `best` can be adopted at every ancestor in the window when
//!
//! ```text
//! (best + delta) + sum of the ancestors' needs > maxsum
//! ```
//!
//! With every one of the `n - 1` ancestors bounding (the case Lemma 1 is about) the needs are
//! `bound + delta`, and the test reads `best + sum of bounds > maxsum - n*delta`, that is
//! `>= maxsum - (n-1)*delta` on the score grid: the threshold of the discrete cut-off. The
//! paper prunes outright only above that threshold and adds a tie-breaking refinement for the
//! equality case: prune too when the node's best so far does not beat every ancestor's bound.
//! The searchers apply the refinement at every threshold (it costs one pass over the window,
//! and only once the sum test has fired): a node is cut only when its best so far also fails
//! some ancestor's need, which is what makes the cut exact. For continuous scores
//! (`delta = 0`) the test is plain Lemma 1, `best + sum of bounds >= maxsum`.
//!
//! A child re-searched to the left of its parent's best needs only to tie it, so its need is
//! the bound itself (for continuous scores, the need carries a `strict` flag instead).

use crate::game::BoundedGame;
use crate::score::Score;

/// What a value must reach, in one player's component, to be adopted at one node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Need<S> {
    /// The least score adopted. Integer needs have the step folded in (`best + delta` for a
    /// strict need), so a value fails them exactly when it is below `score`.
    score: S,
    /// Whether the score must be exceeded rather than reached; used by continuous scores only.
    strict: bool,
    /// The node's player, whose component the need is on.
    player: u8,
}

impl<S: Score> Need<S> {
    /// No need at all: the node has no best yet, so every value is adopted.
    pub(crate) const NONE: Self = Need {
        score: S::ZERO,
        strict: false,
        player: 0,
    };

    /// What a value must reach to replace `best`, the best score of `player` so far: a strict
    /// improvement when the value comes from a child to the right of the best one, a tie when
    /// it comes from a child to its left (a re-searched child).
    #[inline(always)]
    pub(crate) fn to_replace(player: usize, best: S, delta: S, strictly: bool) -> Self {
        let player = player as u8;
        if S::IS_INTEGER {
            let score = if strictly {
                best.saturating_add(delta)
            } else {
                best
            };
            Need {
                score,
                strict: false,
                player,
            }
        } else {
            Need {
                score: best,
                strict: strictly,
                player,
            }
        }
    }

    /// The player whose component the need is on.
    #[inline(always)]
    pub(crate) fn player(&self) -> usize {
        self.player as usize
    }

    /// The least score that meets the need (strictly more, for a strict continuous need).
    #[inline(always)]
    pub(crate) fn score(&self) -> S {
        self.score
    }

    /// Whether `value` falls short of the need, so that it is not adopted at the node.
    #[inline(always)]
    pub(crate) fn fails<const N: usize>(&self, value: &[S; N]) -> bool {
        self.fails_score(value[self.player as usize])
    }

    /// Whether a value giving the node's player `score` falls short of the need.
    #[inline(always)]
    pub(crate) fn fails_score(&self, score: S) -> bool {
        if S::IS_INTEGER {
            score < self.score
        } else {
            score < self.score || (self.strict && score == self.score)
        }
    }

    /// Whether the need is strict (continuous scores only).
    #[inline(always)]
    pub(crate) fn strict(&self) -> bool {
        self.strict
    }

    /// Whether every value that fails the need on `player`'s component of `score` (strict
    /// when `strict`) fails this need too: this need is on the same player and at least as
    /// demanding.
    #[inline(always)]
    pub(crate) fn follows_from_failing(&self, player: usize, score: S, strict: bool) -> bool {
        self.is_active()
            && self.player() == player
            && (self.score > score || (self.score == score && (self.strict || !strict)))
    }

    /// Whether some value could fail the need (every score is at least zero).
    #[inline(always)]
    pub(crate) fn is_active(&self) -> bool {
        self.score > S::ZERO || self.strict
    }

    /// The need a value meets exactly when it meets both `self` and `other`, two needs on
    /// the same player's component (either may be inactive, such as [`Need::NONE`]).
    #[inline(always)]
    pub(crate) fn and(self, other: Self) -> Self {
        if !other.is_active() {
            self
        } else if !self.is_active() || other.score > self.score {
            other
        } else if self.score > other.score {
            self
        } else {
            Need {
                strict: self.strict || other.strict,
                ..self
            }
        }
    }
}

/// What a node's shallow cut-off is measured against: the need of the nearest ancestor moved
/// by another player, and what the nodes in between (moved by the node's own player, as when a
/// trick's winner leads again) need to adopt the node's value. See [`Shallow`](crate::Shallow)
/// for the rule and its proof.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ShallowBound<S> {
    /// The need of the nearest ancestor moved by another player than this node's mover: what
    /// a value must give that player to be adopted there ([`Need::NONE`] while it has no best).
    pub(crate) origin: Need<S>,
    /// What a value must give this node's mover to be adopted by every node between this one
    /// and that ancestor, all moved by the same player; [`Need::NONE`] when there are none.
    pub(crate) chain: Need<S>,
}

impl<S: Score> ShallowBound<S> {
    /// No bound: the root, and every first child of a node moved by another player.
    pub(crate) const NONE: Self = ShallowBound {
        origin: Need::NONE,
        chain: Need::NONE,
    };

    /// The bound of a child of a node with this bound whose mover is `mover`, after the
    /// node's player (`player`) has `own`, its need for the child: a child moved by another
    /// player is bounded by the node alone, one moved by the same player inherits the bound
    /// with `own` joined to the chain.
    #[inline(always)]
    pub(crate) fn child(self, own: Need<S>, player: usize, mover: usize) -> Self {
        if mover == player {
            ShallowBound {
                origin: self.origin,
                chain: self.chain.and(own),
            }
        } else {
            ShallowBound {
                origin: own,
                chain: Need::NONE,
            }
        }
    }
}

/// The needs of a node's `N - 1` nearest ancestors: level 1 is the parent, level `N - 1` the
/// farthest. An ancestor that has no best yet, or whose bound the node may not use, has
/// [`Need::NONE`], which every value meets and which adds nothing to a sum.
///
/// Kept in an array of `N` (the last slot unused) because stable Rust cannot write `[_; N - 1]`;
/// every loop runs to the constant `N - 1`, so the compiler unrolls them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ancestors<S, const N: usize> {
    levels: [Need<S>; N],
}

impl<S: Score, const N: usize> Ancestors<S, N> {
    /// The window of the root: no ancestors.
    pub(crate) const ROOT: Self = Self {
        levels: [Need::NONE; N],
    };

    /// Levels the window holds.
    const LEVELS: usize = N - 1;

    /// The need of the parent (level 1).
    #[inline(always)]
    pub(crate) fn parent(&self) -> &Need<S> {
        &self.levels[0]
    }

    /// The window of a child: `own` (this node's need) at level 1, followed by this node's
    /// levels one further up when `inherit` (the farthest falls off), else nothing.
    #[inline(always)]
    pub(crate) fn child(&self, own: Need<S>, inherit: bool) -> Self {
        let mut levels = [Need::NONE; N];
        levels[0] = own;
        if inherit {
            levels[1..Self::LEVELS].copy_from_slice(&self.levels[..Self::LEVELS - 1]);
        }
        Self { levels }
    }

    /// The first level whose need `value` fails, counting the parent as 1; `None` when the
    /// value meets every need, so that it could be adopted all the way up the window.
    #[inline]
    pub(crate) fn first_failed(&self, value: &[S; N]) -> Option<u8> {
        (0..Self::LEVELS)
            .find(|&level| self.levels[level].fails(value))
            .map(|level| level as u8 + 1)
    }

    /// The sum of Lemma 1 over levels `1..=through`: the needs of those ancestors added up.
    ///
    /// Lemma 1 adds the bounds of *distinct* players; a level whose player is the mover or
    /// the player of a nearer level (possible when the turn order varies, as in card games)
    /// is left out, which only weakens the sum. In a game whose players move in turn the
    /// window never repeats a player. (Players beyond the 64th share bits of the set of those
    /// counted, which can only leave more levels out.)
    #[inline(always)]
    pub(crate) fn lemma_sum(&self, mover: usize, through: usize) -> S {
        let mut counted = 1u64 << (mover % 64);
        let mut sum = S::ZERO;
        for need in &self.levels[..through] {
            let bit = 1u64 << (need.player() % 64);
            if need.is_active() && counted & bit == 0 {
                counted |= bit;
                sum = sum.saturating_add(need.score);
            }
        }
        sum
    }

    /// The number of levels, `N - 1`.
    #[inline(always)]
    pub(crate) const fn levels() -> usize {
        Self::LEVELS
    }
}

/// Whether no score strictly above `sum` fits under `limit`, with the step `delta` read at run
/// time: the dynamic twins' form of [`Cut::leaves_no_room`].
#[inline(always)]
pub(crate) fn leaves_no_room<S: Score>(sum: S, limit: S, delta: S) -> bool {
    if S::IS_INTEGER {
        sum.saturating_add(delta) > limit
    } else {
        sum >= limit
    }
}

/// The cut-off tests on a game's constants. Written as functions of `G`'s associated constants
/// so that each is folded to a constant comparison in the monomorphised kernel.
pub(crate) struct Cut<G, const N: usize>(std::marker::PhantomData<G>);

impl<G: BoundedGame<N>, const N: usize> Cut<G, N> {
    /// Whether no score strictly above `sum` fits under `limit`: for integers
    /// `sum + delta > limit` (the next score on the grid is too much), for continuous scores
    /// `sum >= limit`.
    #[inline(always)]
    pub(crate) fn leaves_no_room(sum: G::Score, limit: G::Score) -> bool {
        if G::Score::IS_INTEGER {
            sum.saturating_add(G::DELTA) > limit
        } else {
            sum >= limit
        }
    }

    /// Whether no later child can be strictly better for the mover than `best` and also be
    /// adopted at every ancestor whose needs add up to `needs`: Lemma 1, discrete where the
    /// scores are.
    #[inline(always)]
    pub(crate) fn lemma(best: G::Score, needs: G::Score) -> bool {
        Self::leaves_no_room(best.saturating_add(needs), G::MAXSUM)
    }

    /// The least best score of the mover at which [`immediate`](Self::immediate) with
    /// `maxp` or [`lemma`](Self::lemma) with `needs` may hold: below it neither does, so a
    /// kernel can test the two only from there. For integers it is at most one step below
    /// the first score that fires either (`best < maxp - delta` leaves `best + delta <
    /// maxp`, `best < maxsum - delta - needs` leaves `best + needs + delta < maxsum`, with
    /// no overflow); for continuous scores, whose sums round, it is `LOWEST`: always test.
    #[inline(always)]
    pub(crate) fn alert(needs: G::Score) -> G::Score {
        if G::Score::IS_INTEGER {
            let immediate = G::MAXP.saturating_sub(G::DELTA);
            let lemma = G::MAXSUM.saturating_sub(G::DELTA).saturating_sub(needs);
            if lemma < immediate { lemma } else { immediate }
        } else {
            G::Score::LOWEST
        }
    }

    /// Whether no later child can be strictly better for the mover than `best` at all, the
    /// most the mover can get being `cap` (`maxp`, or a heuristic upper bound).
    #[inline(always)]
    pub(crate) fn immediate(best: G::Score, cap: G::Score) -> bool {
        Self::leaves_no_room(best, cap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::OrderedFloat;

    #[test]
    fn integer_needs_fold_in_the_step() {
        let strict = Need::to_replace(1, 5u32, 2, true);
        assert!(strict.fails(&[0, 6, 0]));
        assert!(!strict.fails(&[0, 7, 0]));
        let tie = Need::to_replace(1, 5u32, 2, false);
        assert!(!tie.fails(&[0, 5, 0]));
        assert!(tie.fails(&[9, 4, 9]));
        assert!(!Need::<u32>::NONE.fails(&[0, 0, 0]));
        assert!(!Need::<u32>::NONE.is_active());
    }

    #[test]
    fn joined_needs_are_met_only_by_values_meeting_both() {
        let need = |best, strictly| Need::to_replace(1, best, 1u32, strictly);
        assert_eq!(need(5, true).and(need(3, true)), need(5, true));
        assert_eq!(need(3, true).and(need(5, false)), need(5, false));
        assert_eq!(Need::NONE.and(need(2, true)), need(2, true));
        assert_eq!(need(2, true).and(Need::NONE), need(2, true));
        let f = OrderedFloat;
        let loose = Need::to_replace(0, f(0.5f64), f(0.0), false);
        let strict = Need::to_replace(0, f(0.5f64), f(0.0), true);
        for joined in [loose.and(strict), strict.and(loose)] {
            assert!(joined.fails(&[f(0.5), f(0.5)]));
            assert!(!joined.fails(&[f(0.51), f(0.49)]));
        }
    }

    #[test]
    fn continuous_needs_keep_strictness() {
        let f = OrderedFloat;
        let strict = Need::to_replace(0, f(0.5f64), f(0.0), true);
        assert!(strict.fails(&[f(0.5), f(0.5)]));
        assert!(!strict.fails(&[f(0.51), f(0.49)]));
        let tie = Need::to_replace(0, f(0.5f64), f(0.0), false);
        assert!(!tie.fails(&[f(0.5), f(0.5)]));
        // A strict need on zero is active: a value of zero fails it.
        assert!(Need::to_replace(0, f(0.0f64), f(0.0), true).is_active());
    }

    #[test]
    fn a_child_window_shifts_the_levels_up() {
        let need = |player, best| Need::to_replace(player, best, 1u32, true);
        let window = Ancestors::<u32, 4>::ROOT
            .child(need(0, 3), true)
            .child(need(1, 4), true)
            .child(need(2, 5), true)
            .child(need(3, 6), true);
        // The root's need has fallen off; the nearest is level 1.
        assert_eq!(window.first_failed(&[9, 9, 9, 6]), Some(1));
        assert_eq!(window.first_failed(&[9, 9, 5, 7]), Some(2));
        assert_eq!(window.first_failed(&[9, 4, 9, 9]), Some(3));
        assert_eq!(window.first_failed(&[0, 5, 6, 7]), None);
        let sums = |mover| [1, 2, 3].map(|through| window.lemma_sum(mover, through));
        assert_eq!(sums(0), [7, 13, 18]);
        let cut = window.child(need(0, 1), false);
        assert_eq!(cut.first_failed(&[9, 0, 0, 0]), None);
        assert_eq!(
            [1, 2, 3].map(|through| cut.lemma_sum(1, through)),
            [2, 2, 2]
        );
    }

    #[test]
    fn lemma_sums_count_each_player_once() {
        let need = |player, best| Need::to_replace(player, best, 1u32, true);
        // Player 1 moved twice in a row above the node, as a trick winner leads again.
        let window = Ancestors::<u32, 4>::ROOT
            .child(need(1, 2), true)
            .child(need(1, 5), true)
            .child(need(2, 3), true);
        let sums = |mover| [1, 2, 3].map(|through| window.lemma_sum(mover, through));
        assert_eq!(sums(0), [4, 10, 10]);
        assert_eq!(sums(2), [0, 6, 6]);
    }
}
