//! What every kernel keeps while it runs: counts, the budget, principal lines, and the leaf
//! evaluation with its bound check.

use crate::bounds::{BoundViolation, CHECK_BOUNDS};
use crate::game::Game;
use crate::limits::{Budget, Limits};
use crate::moves::{MoveBuffer, move_capacity_exceeded};
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::lines::PrincipalLines;
use crate::stats::Stats;

/// The state shared by the recursion of one search.
pub(crate) struct SearchContext<G: Game<N>, const N: usize> {
    pub(crate) stats: Stats,
    budget: Budget,
    pub(crate) lines: PrincipalLines<G::Move>,
}

impl<G: Game<N>, const N: usize> SearchContext<G, N> {
    pub(crate) fn new(limits: &Limits) -> Self {
        Self {
            stats: Stats::default(),
            budget: Budget::new(limits),
            lines: PrincipalLines::new(limits.depth.min(256) as usize),
        }
    }

    /// Counts a node entered at `ply`; `false` when the budget forbids it, and the caller
    /// must then return at once (its value will be ignored).
    #[inline(always)]
    pub(crate) fn enter(&mut self, ply: usize) -> bool {
        if !self.budget.allows_another(self.stats.nodes) {
            return false;
        }
        self.stats.nodes += 1;
        self.lines.enter(ply);
        true
    }

    /// Whether a limit stopped the search; every level returns at once when it did.
    #[inline(always)]
    pub(crate) fn stopped(&self) -> bool {
        self.budget.exhausted()
    }

    /// The value of a leaf: the outcome of a finished game, else the static evaluation.
    #[inline]
    pub(crate) fn leaf(&mut self, position: &G) -> [G::Score; N] {
        let value = position.outcome().unwrap_or_else(|| position.evaluate());
        self.evaluated(value)
    }

    /// Counts a leaf whose value is known, checking it against the declared bounds.
    #[inline]
    pub(crate) fn evaluated(&mut self, value: [G::Score; N]) -> [G::Score; N] {
        self.stats.leaves += 1;
        check_bounds::<G, N>(&value);
        value
    }

    /// The moves of `position`, in generation order.
    #[inline]
    pub(crate) fn moves(position: &G) -> G::Moves {
        let mut moves = G::Moves::default();
        position.generate_moves(&mut moves);
        if moves.overflowed() {
            move_capacity_exceeded(G::NAME, G::Moves::CAPACITY);
        }
        moves
    }

    /// Packs the result of a search whose root value is `value`.
    pub(crate) fn finish(
        self,
        root: &G,
        value: [G::Score; N],
    ) -> SearchResult<G::Move, G::Score, N> {
        let principal_line = self.lines.root_line();
        let best_move = principal_line.first().copied();
        let complete = !self.budget.exhausted();
        let (value, best_move) = match best_move {
            Some(mv) => (value, Some(mv)),
            // Stopped before any root child was searched to the end: all we know is the
            // root's own evaluation.
            None if !complete => (root.outcome().unwrap_or_else(|| root.evaluate()), None),
            None => (value, None),
        };
        let best_index =
            best_move.and_then(|mv| Self::moves(root).as_slice().iter().position(|&m| m == mv));
        SearchResult {
            value,
            best_move,
            best_index,
            principal_line,
            stats: self.stats,
            complete,
        }
    }
}

/// Checks an evaluated tuple against the game's declared bounds, when checks are on.
#[inline(always)]
pub(crate) fn check_bounds<G: Game<N>, const N: usize>(value: &[G::Score; N]) {
    if CHECK_BOUNDS
        && let Some(bounds) = G::BOUNDS
        && let Err(violation) = bounds.check(value)
    {
        bounds_broken(G::NAME, violation);
    }
}

#[cold]
#[inline(never)]
fn bounds_broken<S: Score, const N: usize>(game: &str, violation: BoundViolation<S, N>) -> ! {
    panic!(
        "game `{game}` broke its declared bounds: {violation}; \
         pruning that trusts false bounds returns wrong answers"
    )
}
