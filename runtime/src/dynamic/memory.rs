//! A [`Memory`] lent to a dynamic kernel: the same table, ordering and rules as the specialised
//! kernels' (`search/context.rs`), with value tuples copied between the kernel's slices and the
//! entries' fixed-width arrays.

use crate::dynamic::{DynGame, DynSearchContext, DynSearchResult};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::Window;
use crate::search::ancestors::Need;
use crate::transposition::{Entry, EntryKind, SOLVED};

/// The claim of a node whose value is exact, in [`Remember::settle`] and
/// [`Remember::remember_outcome`]: as `Outcome::Exact` (`search/outcome.rs`); any other claim
/// `c` is `Outcome::Pruned(c)`.
pub(crate) const EXACT: u8 = 0;

/// Runs `kernel` as one dynamic search of `game` within `limits` with `memory` (`()` for
/// none), and packs its result; the principal line of a finished search is extended past the
/// node a table entry settled, as the specialised searchers' is.
pub(crate) fn run<G: DynGame, R: Remember<G>>(
    game: &G,
    limits: &Limits,
    memory: &mut R,
    kernel: impl FnOnce(&mut DynSearchContext<G>, &mut R),
) -> DynSearchResult<G::Move, G::Score> {
    let mut context = DynSearchContext::new(game, limits);
    kernel(&mut context, memory);
    let mut result = context.finish(game);
    if result.complete {
        memory.extend_line(game, limits.depth, &mut result.principal_line);
    }
    result
}

/// [`run`] with `memory` lent to the search: what every twin's `search_with` does.
pub(crate) fn run_with<G: DynPositionHash, const W: usize>(
    game: &G,
    limits: &Limits,
    memory: &mut Memory<G::Move, G::Score, W>,
    kernel: impl FnOnce(&mut DynSearchContext<G>, &mut DynLent<'_, G, W>),
) -> DynSearchResult<G::Move, G::Score> {
    run(game, limits, &mut DynLent::new(memory, game), kernel)
}

/// A dynamic game whose positions carry a 64-bit hash: the twin of
/// [`PositionHash`](crate::PositionHash), with the same promise. [`Dynamic`](super::Dynamic)
/// forwards the specialised game's.
pub trait DynPositionHash: DynGame {
    /// The position's hash.
    fn position_hash(&self) -> u64;

    /// The twin of [`PositionHash::TABLE_MIN_DEPTH`](crate::PositionHash::TABLE_MIN_DEPTH).
    const TABLE_MIN_DEPTH: u32 = 1;

    /// The twin of [`PositionHash::table_point`](crate::PositionHash::table_point): whether a
    /// table reads and writes this position.
    #[inline(always)]
    fn table_point(&self) -> bool {
        true
    }
}

/// What a dynamic kernel does with a memory at each interior node; `()` is none, and compiles
/// to nothing, so the twin without a memory is the kernel it was.
pub(crate) trait Remember<G: DynGame> {
    /// What [`recall`](Self::recall) learns on entering a node, for the rest of the node.
    type Recall;

    /// On entering an interior node whose moves are generated: orders them as the memory
    /// says, and looks the position up.
    fn recall(
        &mut self,
        context: &DynSearchContext<G>,
        position: &G,
        depth: u32,
        ply: usize,
        moves: &mut G::Moves,
    ) -> Self::Recall;

    /// When the recalled entry is an exact value the node may use: writes it to the node's
    /// value slot, counts the table hit and returns `true`.
    fn exact_hit(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
    ) -> bool;

    /// Stores the exact value in the node's value slot (nothing when a limit stopped the
    /// search).
    #[inline(always)]
    fn remember_exact(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &Self::Recall,
        depth: u32,
        ply: usize,
    ) {
        self.remember(context, recall, depth, ply, EntryKind::Exact, 0);
    }

    /// Whether the node stores its result: a kernel keeps what deciding the entry's kind
    /// takes only then, as the specialised kernels do.
    fn is_on(recall: &Self::Recall) -> bool;

    /// Stores the node's value slot as `kind`, a bound on `player`'s component (nothing when
    /// a limit stopped the search): what the specialised kernels' `remember` stores.
    fn remember(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &Self::Recall,
        depth: u32,
        ply: usize,
        kind: EntryKind,
        player: usize,
    );

    /// What a paranoid node searched for `root` within `window` takes from the recalled
    /// entry, as the specialised kernel does: an exact value, or a bound the window excludes
    /// (its stand-in tuple, counted as a table cut-off), written to the node's value slot;
    /// `true` when the node is settled.
    fn paranoid_hit(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
        root: usize,
        window: &Window<G::Score>,
    ) -> bool;

    /// What a max^n node whose parent needs `parent` takes from the recalled entry, as the
    /// specialised kernels' `settle` (`search/context.rs`): [`EXACT`] with the exact value
    /// written to the node's value slot, or claim 1 when an [`Upper`](EntryKind::Upper) entry
    /// shows that its value fails the parent's need (counted as a table cut-off); `None` when
    /// the node must be searched.
    fn settle(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
        parent: &Need<G::Score>,
    ) -> Option<u8>;

    /// Stores the outcome of a max^n node whose parent needed `parent`, as the specialised
    /// kernels' `remember_outcome`: the value slot as [`Exact`](EntryKind::Exact) for claim
    /// [`EXACT`], a final cut (claim 1) as [`Upper`](EntryKind::Upper) on the parent's
    /// player, anything else as its best move only.
    fn remember_outcome(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &Self::Recall,
        depth: u32,
        ply: usize,
        claim: u8,
        parent: &Need<G::Score>,
    );

    /// Extends the principal line of a finished search of `root` to `depth` past the node a
    /// table entry settled.
    fn extend_line(&self, root: &G, depth: u32, line: &mut Vec<G::Move>);
}

impl<G: DynGame> Remember<G> for () {
    type Recall = ();

    #[inline(always)]
    fn recall(&mut self, _: &DynSearchContext<G>, _: &G, _: u32, _: usize, _: &mut G::Moves) {}

    #[inline(always)]
    fn exact_hit(&mut self, _: &mut DynSearchContext<G>, _: &(), _: usize) -> bool {
        false
    }

    #[inline(always)]
    fn is_on(_: &()) -> bool {
        false
    }

    #[inline(always)]
    fn remember(
        &mut self,
        _: &DynSearchContext<G>,
        _: &(),
        _: u32,
        _: usize,
        _: EntryKind,
        _: usize,
    ) {
    }

    #[inline(always)]
    fn paranoid_hit(
        &mut self,
        _: &mut DynSearchContext<G>,
        _: &(),
        _: usize,
        _: usize,
        _: &Window<G::Score>,
    ) -> bool {
        false
    }

    #[inline(always)]
    fn settle(
        &mut self,
        _: &mut DynSearchContext<G>,
        _: &(),
        _: usize,
        _: &Need<G::Score>,
    ) -> Option<u8> {
        None
    }

    #[inline(always)]
    fn remember_outcome(
        &mut self,
        _: &DynSearchContext<G>,
        _: &(),
        _: u32,
        _: usize,
        _: u8,
        _: &Need<G::Score>,
    ) {
    }

    #[inline(always)]
    fn extend_line(&self, _: &G, _: u32, _: &mut Vec<G::Move>) {}
}

/// A memory of width `W` (at least the game's player count) lent to one dynamic search.
pub(crate) struct DynLent<'m, G: DynGame, const W: usize> {
    memory: &'m mut Memory<G::Move, G::Score, W>,
    /// Whether the memory has anything to do.
    remembers: bool,
    /// The least plies left of a node that uses the memory.
    min_depth: u32,
    /// Whether every position uses the memory, not only the game's table points.
    every_position: bool,
}

/// What the memory says of a node: as the specialised kernels' `Recall`.
pub(crate) struct DynRecall<M, S: Score, const W: usize> {
    key: u64,
    entry: Option<Entry<M, S, W>>,
    hint: Option<M>,
    horizon: u64,
    /// The player to move at the node.
    mover: u8,
    on: bool,
}

impl<'m, G: DynPositionHash, const W: usize> DynLent<'m, G, W> {
    /// Lends `memory` to a search of `root`, starting a new search of it; panics naming the
    /// game when the memory's width is less than its player count.
    pub(crate) fn new(memory: &'m mut Memory<G::Move, G::Score, W>, root: &G) -> Self {
        let players = root.players();
        if players > W {
            too_narrow(G::NAME, players, W);
        }
        memory.begin_search();
        Self {
            remembers: memory.is_active(),
            min_depth: memory.memory_depth().unwrap_or(G::TABLE_MIN_DEPTH).max(1),
            every_position: memory.uses_every_position(),
            memory,
        }
    }

    /// Whether `position` uses the memory: every position does, or only the game's table
    /// points.
    #[inline(always)]
    fn uses(&self, position: &G) -> bool {
        self.every_position || position.table_point()
    }

    /// Counts an entry that settled a node (as the specialised context's `hit`): a table hit,
    /// and a horizon leaf when the entry did not see every line to its end.
    #[inline(always)]
    fn hit(context: &mut DynSearchContext<G>, entry: &Entry<G::Move, G::Score, W>) {
        context.stats.table_hits += 1;
        if entry.depth != SOLVED {
            context.stats.horizon_leaves += 1;
        }
    }

    /// Writes `entry`'s value to the value slot of `ply`.
    #[inline(always)]
    fn write(context: &mut DynSearchContext<G>, entry: &Entry<G::Move, G::Score, W>, ply: usize) {
        let slot = context.slot_mut(ply);
        let players = slot.len();
        slot.copy_from_slice(&entry.value[..players]);
    }

    /// The value slot of `ply` as an entry's fixed-width value.
    #[inline(always)]
    fn value_of(context: &DynSearchContext<G>, ply: usize) -> [G::Score; W] {
        let slot = context.slot(ply);
        let mut value = [G::Score::ZERO; W];
        value[..slot.len()].copy_from_slice(slot);
        value
    }

    /// Stores a node's result: `value` as `kind` (on `player`'s component, strict when
    /// `strict`, for a bound), with the node's best move, as the specialised context's
    /// `remember`. Nothing is stored for a search a limit stopped.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn store(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &DynRecall<G::Move, G::Score, W>,
        depth: u32,
        ply: usize,
        kind: EntryKind,
        value: [G::Score; W],
        (player, strict): (usize, bool),
    ) {
        if !recall.on || context.stopped() || depth >= u32::from(SOLVED) {
            return;
        }
        let solved = context.stats.horizon_leaves == recall.horizon;
        self.memory.store(
            Entry {
                key: recall.key,
                value,
                best_move: context.lines.first(ply),
                hint: recall.hint,
                depth: if solved { SOLVED } else { depth as u8 },
                reached: depth as u8,
                kind,
                player: player as u8,
                strict,
                generation: self.memory.generation(),
            },
            ply,
            usize::from(recall.mover),
        );
    }
}

impl<G: DynPositionHash, const W: usize> Remember<G> for DynLent<'_, G, W> {
    type Recall = DynRecall<G::Move, G::Score, W>;

    #[inline(always)]
    fn recall(
        &mut self,
        context: &DynSearchContext<G>,
        position: &G,
        depth: u32,
        ply: usize,
        moves: &mut G::Moves,
    ) -> Self::Recall {
        if !self.remembers || depth < self.min_depth || !self.uses(position) {
            return DynRecall {
                key: 0,
                entry: None,
                hint: None,
                horizon: 0,
                mover: 0,
                on: false,
            };
        }
        let key = position.position_hash();
        let found = self.memory.probe(key);
        let mover = position.to_move();
        let hint = self.memory.order(found.as_ref(), ply, mover, moves);
        let entry = found.filter(|entry| self.memory.usable(entry, depth, ply));
        DynRecall {
            key,
            entry,
            hint,
            horizon: context.stats.horizon_leaves,
            mover: mover as u8,
            on: true,
        }
    }

    #[inline(always)]
    fn exact_hit(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
    ) -> bool {
        let Some(entry) = recall.entry.filter(|entry| entry.kind == EntryKind::Exact) else {
            return false;
        };
        Self::hit(context, &entry);
        Self::write(context, &entry, ply);
        true
    }

    #[inline(always)]
    fn is_on(recall: &Self::Recall) -> bool {
        recall.on
    }

    #[inline(always)]
    fn paranoid_hit(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
        root: usize,
        window: &Window<G::Score>,
    ) -> bool {
        let Some(entry) = recall
            .entry
            .filter(|entry| usize::from(entry.player) == root)
        else {
            return false;
        };
        let score = entry.value[root];
        let bound = match entry.kind {
            EntryKind::Exact => false,
            EntryKind::Lower if window.excludes_at_least(score) => true,
            EntryKind::Upper if window.excludes_at_most(score) => true,
            _ => return false,
        };
        Self::hit(context, &entry);
        if bound {
            context.stats.cutoffs.table += 1;
            context.set_bound(ply, root, score);
        } else {
            Self::write(context, &entry, ply);
        }
        true
    }

    #[inline(always)]
    fn settle(
        &mut self,
        context: &mut DynSearchContext<G>,
        recall: &Self::Recall,
        ply: usize,
        parent: &Need<G::Score>,
    ) -> Option<u8> {
        let entry = recall.entry?;
        let player = usize::from(entry.player);
        match entry.kind {
            EntryKind::Exact => {
                Self::hit(context, &entry);
                Self::write(context, &entry, ply);
                Some(EXACT)
            }
            EntryKind::Upper
                if parent.follows_from_failing(player, entry.value[player], entry.strict) =>
            {
                Self::hit(context, &entry);
                context.stats.cutoffs.table += 1;
                Some(1)
            }
            _ => None,
        }
    }

    #[inline(always)]
    fn remember(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &Self::Recall,
        depth: u32,
        ply: usize,
        kind: EntryKind,
        player: usize,
    ) {
        if !recall.on {
            return;
        }
        let value = Self::value_of(context, ply);
        self.store(context, recall, depth, ply, kind, value, (player, false));
    }

    #[inline(always)]
    fn remember_outcome(
        &mut self,
        context: &DynSearchContext<G>,
        recall: &Self::Recall,
        depth: u32,
        ply: usize,
        claim: u8,
        parent: &Need<G::Score>,
    ) {
        if !recall.on {
            return;
        }
        let (kind, value, bound) = match claim {
            EXACT => (EntryKind::Exact, Self::value_of(context, ply), (0, false)),
            1 if parent.is_active() => {
                let mut value = [G::Score::ZERO; W];
                value[parent.player()] = parent.score();
                (EntryKind::Upper, value, (parent.player(), parent.strict()))
            }
            _ => (EntryKind::MoveOnly, [G::Score::ZERO; W], (0, false)),
        };
        self.store(context, recall, depth, ply, kind, value, bound);
    }

    fn extend_line(&self, root: &G, depth: u32, line: &mut Vec<G::Move>) {
        let mut position = root.clone();
        for &mv in line.iter() {
            position.play(mv);
        }
        let mut outcome = vec![G::Score::ZERO; root.players()];
        let mut left = depth.saturating_sub(line.len() as u32);
        while left > 0 && !position.outcome(&mut outcome) {
            let Some(mv) = Some(&position)
                .filter(|position| self.uses(position))
                .and_then(|position| self.memory.line_move(position.position_hash(), left))
            else {
                break;
            };
            // A hash collision must not put an illegal move on the line.
            if !DynSearchContext::<G>::moves(&position)
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
}

#[cold]
#[inline(never)]
fn too_narrow(game: &str, players: usize, width: usize) -> ! {
    panic!(
        "game `{game}` has {players} players; a memory of width {width} holds at most {width}: \
         lend a `Memory<_, _, {players}>`"
    )
}
