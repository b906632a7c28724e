//! What every kernel keeps while it runs: counts, the budget, principal lines, and the leaf
//! evaluation with its bound check.

use std::time::Instant;

use crate::bounds::{CHECK_BOUNDS, bounds_broken};
use crate::game::{Game, MonotonicHeuristic};
use crate::limits::{Budget, Limits};
use crate::moves::{MoveBuffer, move_capacity_exceeded};
use crate::result::SearchResult;
use crate::score::{Score, check_not_nan};
use crate::search::lines::PrincipalLines;
use crate::search::parallel::{Link, Subtree};
use crate::stats::Stats;

/// The state shared by the recursion of one search.
pub(crate) struct SearchContext<G: Game<N>, const N: usize> {
    pub(crate) stats: Stats,
    budget: Budget,
    pub(crate) lines: PrincipalLines<G::Move>,
    /// How many re-searches are running (they nest); only the outermost one counts its nodes
    /// as re-expansions, so a node is never counted twice.
    researches: u32,
}

/// The node count when the outermost running re-search began.
#[must_use = "pass it back to `end_research`"]
pub(crate) struct ResearchMark(u64);

impl ResearchMark {
    /// A mark at a node count.
    pub(crate) fn at(nodes: u64) -> Self {
        Self(nodes)
    }

    /// The node count it was made at.
    pub(crate) fn nodes(&self) -> u64 {
        self.0
    }
}

impl<G: Game<N>, const N: usize> SearchContext<G, N> {
    pub(crate) fn new(limits: &Limits) -> Self {
        Self {
            stats: Stats::default(),
            budget: Budget::new(limits),
            lines: PrincipalLines::new(limits.depth.min(256) as usize),
            researches: 0,
        }
    }

    /// The context of one task of a parallel search: a subtree searched to `depth` plies (its
    /// root at ply 0 of the context), its nodes drawn from `link`'s shared budget.
    pub(crate) fn linked(depth: u32, deadline: Option<Instant>, link: Link) -> Self {
        Self {
            stats: Stats::default(),
            budget: Budget::linked(deadline, link),
            lines: PrincipalLines::new(depth.min(256) as usize),
            researches: 0,
        }
    }

    /// Ends a task of a parallel search whose subtree's value is `value`: its value, line
    /// and counts, and whether it finished (a limit or a cancellation stopped it otherwise).
    /// The nodes it reserved and did not visit go back to the shared budget.
    pub(crate) fn into_subtree(mut self, value: [G::Score; N]) -> Subtree<G::Move, G::Score, N> {
        self.budget.release(self.stats.nodes);
        self.stats.parallel_tasks += 1;
        Subtree {
            value,
            line: self.lines.root_line(),
            stats: self.stats,
            finished: !self.budget.exhausted(),
        }
    }

    /// Starts re-searching a child whose speculative prune was undone: every node visited
    /// until [`end_research`](Self::end_research) also counts as a re-expansion.
    ///
    /// Counting by difference keeps [`enter`](Self::enter), which every kernel calls at every
    /// node, free of the bookkeeping.
    #[inline]
    pub(crate) fn begin_research(&mut self) -> ResearchMark {
        self.researches += 1;
        ResearchMark::at(self.stats.nodes)
    }

    /// Ends the re-search begun with `mark`.
    #[inline]
    pub(crate) fn end_research(&mut self, mark: ResearchMark) {
        self.researches -= 1;
        if self.researches == 0 {
            self.stats.reexpansions += self.stats.nodes - mark.nodes();
        }
    }

    /// Counts a node entered at `ply`; `false` when the budget forbids it, and the caller
    /// must then return at once (its value will be ignored).
    #[inline(always)]
    pub(crate) fn enter(&mut self, ply: usize) -> bool {
        enter_node(&mut self.stats, &mut self.budget, &mut self.lines, ply)
    }

    /// Whether a limit stopped the search; every level returns at once when it did.
    #[inline(always)]
    pub(crate) fn stopped(&self) -> bool {
        self.budget.exhausted()
    }

    /// The value of a leaf at the depth limit: the outcome of a finished game, else the static
    /// evaluation, counted as a horizon leaf.
    #[inline(always)]
    pub(crate) fn leaf(&mut self, position: &G) -> [G::Score; N] {
        let value = match position.outcome() {
            Some(value) => value,
            None => {
                self.stats.horizon_leaves += 1;
                position.evaluate()
            }
        };
        self.evaluated(value)
    }

    /// The value of a position that is not over but has no moves: its static evaluation. Not
    /// a horizon leaf, since no deeper search could look past it.
    #[inline(always)]
    pub(crate) fn stuck(&mut self, position: &G) -> [G::Score; N] {
        self.evaluated(position.evaluate())
    }

    /// Visits a child at the depth limit: the whole search of a leaf, done in the parent's
    /// loop so that the most numerous nodes cost no recursive call. Counts exactly as entering
    /// the child and evaluating it would.
    #[inline(always)]
    pub(crate) fn frontier(&mut self, child: &G, ply: usize) -> [G::Score; N] {
        if !self.enter(ply) {
            return [G::Score::ZERO; N];
        }
        self.leaf(child)
    }

    /// What every kernel does on entering a node before its own rules: count it, and settle it
    /// at once when a limit stopped the search (zeros, ignored by the caller) or the node is a
    /// leaf (its value, counted and checked). `None` means the node has moves, now in `moves`,
    /// and must be searched.
    #[inline(always)]
    pub(crate) fn enter_interior(
        &mut self,
        position: &G,
        depth: u32,
        ply: usize,
        moves: &mut G::Moves,
    ) -> Option<[G::Score; N]> {
        if !self.enter(ply) {
            return Some([G::Score::ZERO; N]);
        }
        if depth == 0 {
            return Some(self.leaf(position));
        }
        if let Some(value) = position.outcome() {
            return Some(self.evaluated(value));
        }
        Self::generate(position, moves);
        if moves.is_empty() {
            return Some(self.stuck(position));
        }
        None
    }

    /// Counts a leaf whose value is known, checking that no score is NaN and, when checks are
    /// on, that the value keeps the declared bounds.
    #[inline(always)]
    pub(crate) fn evaluated(&mut self, value: [G::Score; N]) -> [G::Score; N] {
        self.stats.leaves += 1;
        check_not_nan(G::NAME, &value);
        check_bounds::<G, N>(&value);
        value
    }

    /// The moves of `position`, in generation order.
    ///
    /// Kernels should prefer [`generate`](Self::generate) into a local buffer: returning the
    /// buffer by value copies it, and reading back bytes the generator has just written one by
    /// one stalls the processor (a failed store-to-load forwarding) at every interior node.
    #[inline(always)]
    pub(crate) fn moves(position: &G) -> G::Moves {
        let mut moves = G::Moves::default();
        Self::generate(position, &mut moves);
        moves
    }

    /// Writes the moves of `position` to `moves` (which must be empty), in generation order;
    /// panics naming the game if they overflow its declared capacity.
    #[inline(always)]
    pub(crate) fn generate(position: &G, moves: &mut G::Moves) {
        position.generate_moves(moves);
        if moves.overflowed() {
            move_capacity_exceeded(G::NAME, G::Moves::CAPACITY, G::MAX_MOVES_KEY);
        }
    }

    /// Packs the result of a search whose root value is `value`.
    pub(crate) fn finish(
        self,
        root: &G,
        value: [G::Score; N],
    ) -> SearchResult<G::Move, G::Score, N> {
        let (principal_line, _, complete) = conclude(&self.lines, &self.budget);
        result(root, value, principal_line, self.stats, complete)
    }
}

/// The result of a search of `root` whose value is `value` along `principal_line` (from the
/// root; empty when no root child was searched to the end), with the counts `stats`.
pub(crate) fn result<G: Game<N>, const N: usize>(
    root: &G,
    value: [G::Score; N],
    principal_line: Vec<G::Move>,
    stats: Stats,
    complete: bool,
) -> SearchResult<G::Move, G::Score, N> {
    let best_move = principal_line.first().copied();
    let (value, best_move) = match best_move {
        Some(mv) => (value, Some(mv)),
        // Stopped before any root child was searched to the end: all we know is the root's
        // own evaluation.
        None if !complete => (root.outcome().unwrap_or_else(|| root.evaluate()), None),
        None => (value, None),
    };
    let best_index = best_move.and_then(|mv| {
        SearchContext::<G, N>::moves(root)
            .as_slice()
            .iter()
            .position(|&m| m == mv)
    });
    SearchResult {
        value,
        best_move,
        best_index,
        principal_line,
        stats,
        complete,
    }
}

/// What the branch-and-bound kernels do on entering a node, before any pruning: count it, and
/// settle it at once when a limit stopped the search or the node is a leaf. `None` means the
/// node has moves, now in `moves`, and must be searched.
#[inline(always)]
pub(crate) fn enter_heuristic_node<G: MonotonicHeuristic<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    depth: u32,
    ply: usize,
    moves: &mut G::Moves,
) -> Option<crate::search::outcome::Outcome<G::Score, N>> {
    use crate::search::outcome::Outcome;
    if !context.enter(ply) {
        return Some(Outcome::Exact([G::Score::ZERO; N]));
    }
    // A leaf's value, counted and checked against the declared bounds and the heuristic's.
    let value = if depth == 0 {
        context.leaf(position)
    } else if let Some(value) = position.outcome() {
        context.evaluated(value)
    } else {
        SearchContext::<G, N>::generate(position, moves);
        if !moves.is_empty() {
            return None;
        }
        context.stuck(position)
    };
    check_heuristic(position, &value);
    Some(Outcome::Exact(value))
}

/// Searches `child` (at `ply`, with `depth` plies left below it) for a branch-and-bound kernel:
/// a child at the depth limit is visited in the parent's loop and its value checked against
/// its heuristic bounds, any other is searched by `search`. `None` when a limit stopped the
/// search, and the caller must return at once.
#[inline(always)]
pub(crate) fn search_heuristic_child<G: MonotonicHeuristic<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    child: &G,
    depth: u32,
    ply: usize,
    search: impl FnOnce(&mut SearchContext<G, N>) -> crate::search::outcome::Outcome<G::Score, N>,
) -> Option<crate::search::outcome::Outcome<G::Score, N>> {
    use crate::search::outcome::Outcome;
    if depth == 0 {
        let value = context.frontier(child, ply);
        if context.stopped() {
            return None;
        }
        check_heuristic(child, &value);
        return Some(Outcome::Exact(value));
    }
    let outcome = search(context);
    (!context.stopped()).then_some(outcome)
}

/// Checks an evaluated tuple against the monotonic heuristic's bounds at the evaluated position,
/// when checks are on: the branch-and-bound searchers trust those bounds the way every
/// pruning searcher trusts `maxsum`.
#[inline(always)]
pub(crate) fn check_heuristic<G: MonotonicHeuristic<N>, const N: usize>(
    position: &G,
    value: &[G::Score; N],
) {
    if CHECK_BOUNDS {
        let (lower, upper) = position.heuristic_bounds();
        for player in 0..N {
            if !(lower[player] <= value[player] && value[player] <= upper[player]) {
                heuristic_broken(G::NAME, value, player, &lower, &upper);
            }
        }
    }
}

/// Checks a child's exact value against the heuristic bounds its parent computed (`lower`
/// when the kernel has them), in every build: the bounds a branch-and-bound kernel prunes on
/// must hold for every value found below the node, and the kernel already holds them, so the
/// check is a few comparisons per child (its cost, measured under callgrind, is in the README).
///
/// It catches a broken promise wherever a value the search found falls outside the bounds of
/// an ancestor it was checked at; it cannot see a value the bounds cut away unsearched.
#[inline(always)]
pub(crate) fn check_promise<G: MonotonicHeuristic<N>, const N: usize>(
    value: &[G::Score; N],
    lower: Option<&[G::Score; N]>,
    upper: &[G::Score; N],
) {
    // One branch per child, not one per player: the loop folds to a few flag operations.
    let mut kept = true;
    for player in 0..N {
        kept &= value[player] <= upper[player];
        if let Some(lower) = lower {
            kept &= lower[player] <= value[player];
        }
    }
    if !kept {
        promise_broken(G::NAME, value, lower, upper);
    }
}

#[cold]
#[inline(never)]
fn promise_broken<S: Score, const N: usize>(
    game: &str,
    value: &[S; N],
    lower: Option<&[S; N]>,
    upper: &[S; N],
) -> ! {
    let player = (0..N)
        .find(|&p| !(value[p] <= upper[p] && lower.is_none_or(|lower| lower[p] <= value[p])))
        .unwrap_or(0);
    let lower = lower.map_or_else(|| "(not computed)".to_string(), |l| format!("{l:?}"));
    panic!(
        "game `{game}` broke its monotonic heuristic: value {value:?}, found below a position, \
         gives player {player} a score outside that position's bounds {lower} ..= {upper:?}; \
         branch-and-bound that trusts false bounds returns wrong answers"
    )
}

#[cold]
#[inline(never)]
fn heuristic_broken<S: Score, const N: usize>(
    game: &str,
    value: &[S; N],
    player: usize,
    lower: &[S; N],
    upper: &[S; N],
) -> ! {
    panic!(
        "game `{game}` broke its monotonic heuristic: value {value:?} gives player {player} a \
         score outside the bounds {lower:?} ..= {upper:?} of its own position; \
         branch-and-bound that trusts false bounds returns wrong answers"
    )
}

/// Counts a node entered at `ply` unless the budget forbids it. Both the specialised and the
/// dynamic contexts call this, so the two kinds of kernel do the same bookkeeping per node and
/// count nodes the same way.
#[inline(always)]
pub(crate) fn enter_node<M: Copy>(
    stats: &mut Stats,
    budget: &mut Budget,
    lines: &mut PrincipalLines<M>,
    ply: usize,
) -> bool {
    if !budget.allows_another(stats.nodes) {
        return false;
    }
    stats.nodes += 1;
    lines.enter(ply);
    true
}

/// The root's principal line, its first move, and whether the search finished.
pub(crate) fn conclude<M: Copy>(
    lines: &PrincipalLines<M>,
    budget: &Budget,
) -> (Vec<M>, Option<M>, bool) {
    let principal_line = lines.root_line();
    let best_move = principal_line.first().copied();
    (principal_line, best_move, !budget.exhausted())
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
