//! What the pruning kernels pass between a node and its parent: a child's outcome, and a
//! node's best child so far with the position it was found at.

use crate::score::Score;
use crate::search::ancestors::Need;

/// What searching a child tells its parent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Outcome<S, const N: usize> {
    /// The child's max^n value, exactly.
    Exact([S; N]),
    /// The child was cut off, and its max^n value fails the need of at least one of its first
    /// `claim` ancestor levels (1 is the parent), so it is not the max^n value of the ancestor
    /// `claim` levels up.
    ///
    /// With `claim == 1` the parent does not adopt the child's value, whatever it is: the cut
    /// is final (shallow pruning and its heuristic forms). With `claim >= 2` the parent might
    /// adopt it; the parent then keeps the child as *speculatively pruned* and either passes
    /// the uncertainty up (`claim - 1` levels from itself) or re-searches the child.
    Pruned(u8),
}

impl<S: Score, const N: usize> Outcome<S, N> {
    /// The root's value: the root has no parent's need, so it is cut only when a limit stopped
    /// the search, and then its value is not used (the result falls back on the root's own
    /// evaluation).
    #[inline]
    pub(crate) fn root_value(self) -> [S; N] {
        match self {
            Outcome::Exact(value) => value,
            Outcome::Pruned(_) => [S::ZERO; N],
        }
    }
}

/// A node's best child so far, by the max^n rule with ties to the left.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Best<S, const N: usize> {
    /// The child's value; meaningless until `found`.
    pub(crate) value: [S; N],
    /// The child's position in generation order.
    pub(crate) index: usize,
    /// Whether any child has given an exact value yet.
    pub(crate) found: bool,
}

impl<S: Score, const N: usize> Best<S, N> {
    /// No child searched yet.
    #[inline(always)]
    pub(crate) fn new() -> Self {
        Self {
            value: [S::ZERO; N],
            index: 0,
            found: false,
        }
    }

    /// Offers the exact value of the child at `index`; keeps it (and says so) when it beats
    /// the best for `player`: strictly when it lies to the right of the best child, as a tie
    /// when it lies to the left (a child re-searched out of order is compared as if it had
    /// been searched in its own position).
    #[inline(always)]
    pub(crate) fn offer(&mut self, player: usize, value: [S; N], index: usize) -> bool {
        let better = !self.found
            || value[player] > self.value[player]
            || (index < self.index && value[player] == self.value[player]);
        if better {
            *self = Self {
                value,
                index,
                found: true,
            };
        }
        better
    }

    /// What the child at `index` must reach, for `player`, to replace this best.
    #[inline(always)]
    pub(crate) fn need(&self, player: usize, index: usize, delta: S) -> Need<S> {
        if self.found {
            Need::to_replace(player, self.value[player], delta, index > self.index)
        } else {
            Need::NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_go_to_the_left_even_out_of_order() {
        let mut best = Best::<u32, 3>::new();
        assert!(best.offer(0, [5, 3, 2], 2));
        assert!(!best.offer(0, [5, 0, 5], 4), "a tie from the right loses");
        assert!(best.offer(0, [5, 1, 4], 1), "a tie from the left wins");
        assert_eq!((best.value, best.index), ([5, 1, 4], 1));
        assert!(!best.offer(0, [4, 6, 0], 0));
        assert!(best.offer(0, [6, 4, 0], 0));
    }

    #[test]
    fn needs_are_strict_only_to_the_right() {
        let mut best = Best::<u32, 2>::new();
        assert_eq!(best.need(0, 0, 1), Need::NONE);
        best.offer(0, [3, 7], 2);
        assert!(best.need(0, 3, 1).fails(&[3, 0]));
        assert!(!best.need(0, 1, 1).fails(&[3, 0]));
    }
}
