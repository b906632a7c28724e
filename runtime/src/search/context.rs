//! What every kernel keeps while it runs: counts, the budget, principal lines, and the leaf
//! evaluation with its bound check.

use std::time::Instant;

use crate::bounds::{CHECK_BOUNDS, ScoreBounds, bounds_broken};
use crate::game::{Game, MonotonicHeuristic};
use crate::hash::PositionHash;
use crate::limits::{Budget, Limits};
use crate::link::{Link, Subtree};
use crate::memory::Memory;
use crate::moves::{MoveBuffer, move_capacity_exceeded};
use crate::result::SearchResult;
use crate::score::{Score, check_not_nan};
use crate::search::ancestors::Need;
use crate::search::lines::PrincipalLines;
use crate::search::outcome::Outcome;
use crate::stats::Stats;
use crate::transposition::{Entry, EntryKind, SOLVED};

/// The state shared by the recursion of one search.
pub(crate) struct SearchContext<G: Game<N>, const N: usize> {
    pub(crate) stats: Stats,
    budget: Budget,
    pub(crate) lines: PrincipalLines<G::Move>,
    /// How many re-searches are running (they nest); only the outermost one counts its nodes
    /// as re-expansions, so a node is never counted twice.
    researches: u32,
    /// The memory lent to the search (an inactive one when none was).
    memory: Memory<G::Move, G::Score, N>,
    /// The key of a position that uses the lent memory (its hash) or `None` for one that
    /// does not (not one of the game's table points); `None` when no memory was lent.
    key: Option<fn(&G) -> Option<u64>>,
    /// Whether the memory has anything to do: checked once per node.
    remembers: bool,
    /// The least plies left of a node that uses the memory ([`Memory::min_depth`]).
    min_depth: u32,
}

/// A memory lent to one search, with the game's keys of its positions.
pub(crate) struct Lent<'m, G: Game<N>, const N: usize> {
    pub(crate) memory: &'m mut Memory<G::Move, G::Score, N>,
    /// A position's hash at the game's [`table_point`](PositionHash::table_point)s, `None`
    /// elsewhere.
    pub(crate) point_key: fn(&G) -> Option<u64>,
    /// Every position's hash (for a memory that uses
    /// [`every_position`](Memory::every_position)).
    pub(crate) any_key: fn(&G) -> Option<u64>,
    /// The game's [`PositionHash::TABLE_MIN_DEPTH`], for a memory that sets none.
    pub(crate) min_depth: u32,
}

impl<'m, G: Game<N> + PositionHash<N>, const N: usize> Lent<'m, G, N> {
    /// `memory` lent to a search of a game that hashes its positions itself.
    pub(crate) fn new(memory: &'m mut Memory<G::Move, G::Score, N>) -> Self {
        Self {
            memory,
            point_key: |position| position.table_point().then(|| position.position_hash()),
            any_key: |position| Some(position.position_hash()),
            min_depth: G::TABLE_MIN_DEPTH,
        }
    }
}

/// What the memory says about a node on entering it: its key, the entry whose value the node
/// may use (trusted by this search, holding at the node's depth), and what the search needs
/// to store the node's result at the end.
pub(crate) struct Recall<M, S: Score, const N: usize> {
    key: u64,
    /// The entry, when its value may be used here.
    pub(crate) entry: Option<Entry<M, S, N>>,
    /// The move put first by the table.
    hint: Option<M>,
    /// The horizon leaves counted before the node: the node saw none when it is unchanged.
    horizon: u64,
    /// The player to move at the node, whose history its best move goes to.
    mover: u8,
    on: bool,
}

impl<M, S: Score, const N: usize> Recall<M, S, N> {
    /// Whether the node uses the memory: only then will it store its result, so only then
    /// need a kernel keep what deciding the entry's kind takes.
    #[inline(always)]
    pub(crate) fn is_on(&self) -> bool {
        self.on
    }

    /// Nothing recalled, nothing to store: the search has no memory.
    const OFF: Self = Self {
        key: 0,
        entry: None,
        hint: None,
        horizon: 0,
        mover: 0,
        on: false,
    };
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
            memory: Memory::new(),
            key: None,
            remembers: false,
            min_depth: 1,
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
            memory: Memory::new(),
            key: None,
            remembers: false,
            min_depth: 1,
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

    /// Runs `kernel` (which returns the root's value) as one search within `limits`, with the
    /// memory `lent` if any, and packs the result.
    pub(crate) fn run(
        game: &G,
        limits: &Limits,
        lent: Option<Lent<'_, G, N>>,
        kernel: impl FnOnce(&mut Self) -> [G::Score; N],
    ) -> SearchResult<G::Move, G::Score, N> {
        let mut context = Self::new(limits);
        let lent = lent.map(|lent| {
            context.memory = std::mem::take(lent.memory);
            context.memory.begin_search();
            context.remembers = context.memory.is_active();
            context.min_depth = context
                .memory
                .memory_depth()
                .unwrap_or(lent.min_depth)
                .max(1);
            context.key = Some(if context.memory.uses_every_position() {
                lent.any_key
            } else {
                lent.point_key
            });
            lent.memory
        });
        let value = kernel(&mut context);
        let depth = limits.depth;
        let Some(memory) = lent else {
            return context.finish(game, value);
        };
        *memory = std::mem::take(&mut context.memory);
        let key = context.key;
        let mut result = context.finish(game, value);
        if result.complete
            && let Some(key) = key
        {
            extend_line(game, depth, &mut result.principal_line, memory, key);
        }
        result
    }

    /// On entering an interior node whose moves are generated: orders the moves as the memory
    /// says, and returns the node's entry when its value may be used here (never at the root,
    /// whose search must find a move). A node with fewer plies left than the memory's
    /// [`min_depth`](Memory::min_depth), or that is not one of the game's
    /// [`table_point`](PositionHash::table_point)s, does none of this, and stores nothing.
    #[inline(always)]
    pub(crate) fn recall(
        &mut self,
        position: &G,
        depth: u32,
        ply: usize,
        moves: &mut G::Moves,
    ) -> Recall<G::Move, G::Score, N> {
        if !self.remembers || depth < self.min_depth {
            return Recall::OFF;
        }
        // Decided here, so that the positions between the table points cost no call.
        let Some(key) = self.key.and_then(|key| key(position)) else {
            return Recall::OFF;
        };
        self.recall_on(position, key, depth, ply, moves)
    }

    /// Whether the search uses a memory at all (then a kernel may take its path that prefetches
    /// ahead; without one, its plain path).
    #[inline(always)]
    pub(crate) fn remembers(&self) -> bool {
        self.remembers
    }

    /// Starts loading the table's bucket of `child`, a node with `depth` plies left that is
    /// about to be entered, when it will use the memory: the probe then finds the bucket in
    /// the caches after the node's own work (counting, its moves, its bounds). Returns whether
    /// it did (the node uses the memory).
    #[inline(always)]
    pub(crate) fn prefetch(&self, child: &G, depth: u32) -> bool {
        if self.remembers
            && depth >= self.min_depth
            && let Some(key) = self.key.and_then(|key| key(child))
        {
            self.memory.prefetch(key);
            true
        } else {
            false
        }
    }

    #[inline(never)]
    fn recall_on(
        &mut self,
        position: &G,
        key: u64,
        depth: u32,
        ply: usize,
        moves: &mut G::Moves,
    ) -> Recall<G::Move, G::Score, N> {
        let found = self.memory.probe(key);
        let mover = position.to_move();
        let hint = self.memory.order(found.as_ref(), ply, mover, moves);
        let entry = found.filter(|entry| self.memory.usable(entry, depth, ply));
        Recall {
            key,
            entry,
            hint,
            horizon: self.stats.horizon_leaves,
            mover: mover as u8,
            on: true,
        }
    }

    /// The value of a recalled [`Exact`](EntryKind::Exact) entry, counted as a table hit; one
    /// that did not see every line to its end counts as a horizon leaf, so that a search using
    /// it is not taken for one that reached the end of the game.
    #[inline]
    pub(crate) fn exact_hit(
        &mut self,
        recall: &Recall<G::Move, G::Score, N>,
    ) -> Option<[G::Score; N]> {
        let entry = recall
            .entry
            .filter(|entry| entry.kind == EntryKind::Exact)?;
        self.hit(&entry);
        Some(entry.value)
    }

    /// What the table says of a max^n node whose parent needs `parent`: its exact value, or
    /// that its value fails the parent's need (an [`Upper`](EntryKind::Upper) entry from a
    /// need on the same player at most as demanding), so the parent ignores it.
    #[inline]
    pub(crate) fn settle(
        &mut self,
        recall: &Recall<G::Move, G::Score, N>,
        parent: &Need<G::Score>,
    ) -> Option<Outcome<G::Score, N>> {
        let entry = recall.entry?;
        match entry.kind {
            EntryKind::Exact => {
                self.hit(&entry);
                Some(Outcome::Exact(entry.value))
            }
            EntryKind::Upper
                if parent.follows_from_failing(
                    entry.player as usize,
                    entry.value[entry.player as usize],
                    entry.strict,
                ) =>
            {
                self.hit(&entry);
                self.stats.cutoffs.table += 1;
                Some(Outcome::Pruned(1))
            }
            _ => None,
        }
    }

    /// Stores the outcome of a max^n node whose parent needed `parent`: an exact value as
    /// [`Exact`](EntryKind::Exact), a final cut (its value fails the parent's need) as
    /// [`Upper`](EntryKind::Upper) on the parent's player, anything else as its best move.
    #[inline]
    pub(crate) fn remember_outcome(
        &mut self,
        recall: &Recall<G::Move, G::Score, N>,
        depth: u32,
        ply: usize,
        outcome: &Outcome<G::Score, N>,
        parent: &Need<G::Score>,
    ) {
        if !recall.on {
            return;
        }
        let (kind, value, bound) = match *outcome {
            Outcome::Exact(value) => (EntryKind::Exact, value, (0, false)),
            Outcome::Pruned(1) if parent.is_active() => {
                let mut value = [G::Score::ZERO; N];
                value[parent.player()] = parent.score();
                (EntryKind::Upper, value, (parent.player(), parent.strict()))
            }
            Outcome::Pruned(_) => (EntryKind::MoveOnly, [G::Score::ZERO; N], (0, false)),
        };
        self.remember(recall, depth, ply, kind, value, bound);
    }

    /// Counts a table entry that settled a node.
    #[inline]
    pub(crate) fn hit(&mut self, entry: &Entry<G::Move, G::Score, N>) {
        self.stats.table_hits += 1;
        if entry.depth != SOLVED {
            self.stats.horizon_leaves += 1;
        }
    }

    /// Stores a node's result in the memory: `value` as `kind` (on `bound.0`'s component,
    /// strict when `bound.1`, for a bound), with its best move (the first of the node's
    /// principal line). Nothing is stored for a search a limit stopped.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(crate) fn remember(
        &mut self,
        recall: &Recall<G::Move, G::Score, N>,
        depth: u32,
        ply: usize,
        kind: EntryKind,
        value: [G::Score; N],
        bound: (usize, bool),
    ) {
        if !recall.on || self.stopped() || depth >= u32::from(SOLVED) {
            return;
        }
        let solved = self.stats.horizon_leaves == recall.horizon;
        self.memory.store(
            Entry {
                key: recall.key,
                value,
                best_move: self.lines.first(ply),
                hint: recall.hint,
                depth: if solved { SOLVED } else { depth as u8 },
                reached: depth as u8,
                kind,
                player: bound.0 as u8,
                strict: bound.1,
                generation: self.memory.generation(),
            },
            ply,
            usize::from(recall.mover),
        );
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

/// Extends a principal line that stops where a table entry settled a node, following the best
/// moves of the exact entries this search may use, as long as they hold at the depth left: the
/// line the search would have found below that node (the entry's best move is the first move
/// of its line when it was stored). Stops where an entry is missing (replaced, or never
/// stored: a position that is not one of the game's table points, such as a card game's inside
/// a trick) or does not hold, so a line can still come out shorter than searched.
fn extend_line<G: Game<N>, const N: usize>(
    game: &G,
    depth: u32,
    line: &mut Vec<G::Move>,
    memory: &Memory<G::Move, G::Score, N>,
    key: fn(&G) -> Option<u64>,
) {
    let mut position = game.clone();
    for &mv in line.iter() {
        position.play(mv);
    }
    let mut left = depth.saturating_sub(line.len() as u32);
    while left > 0 && position.outcome().is_none() {
        let Some(mv) = key(&position).and_then(|key| memory.line_move(key, left)) else {
            break;
        };
        // A hash collision must not put an illegal move on the line.
        if !SearchContext::<G, N>::moves(&position)
            .as_slice()
            .contains(&mv)
        {
            break;
        }
        line.push(mv);
        position.play(mv);
        left -= 1;
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
/// its heuristic bounds, any other is searched by `search`, its table bucket prefetched first
/// unless the caller has (`prefetched`). `None` when a limit stopped the search, and the
/// caller must return at once.
#[inline(always)]
pub(crate) fn search_heuristic_child<G: MonotonicHeuristic<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    child: &G,
    depth: u32,
    ply: usize,
    prefetched: bool,
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
    if !prefetched {
        context.prefetch(child, depth);
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
/// check is a few comparisons per child (its cost, measured under callgrind, is in docs/results/random-trees.md).
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
        && let Some(bounds) = G::BOUNDS.declared()
        && let Err(violation) = bounds.check(value)
    {
        bounds_broken(G::NAME, violation);
    }
}
