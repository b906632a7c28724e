//! What every dynamic kernel keeps while it runs: the same counts, budget and principal lines
//! as the specialised kernels' context, plus the per-ply value stack that stands in for their
//! `[S; N]` locals.

use crate::bounds::bounds_broken;
use crate::bounds::{Bounds, CHECK_BOUNDS, ScoreBounds};
use crate::dynamic::game::DynGame;
use crate::dynamic::result::DynSearchResult;
use crate::dynamic::stack::PlyStack;
use crate::limits::{Budget, Limits};
use crate::moves::{MoveBuffer, move_capacity_exceeded};
use crate::score::{Score, check_not_nan};
use crate::search::{PrincipalLines, ResearchMark, conclude, enter_node};
use crate::stats::Stats;

/// The state shared by the recursion of one dynamic search.
///
/// Kernels follow one convention: the node at ply `p` leaves its value in value slot `p`, so
/// after a child returns its value is in slot `p + 1` ([`child_score`](Self::child_score)), and
/// [`adopt`](Self::adopt) copies it up together with the move. Everything is allocated in
/// [`new`](Self::new); nothing per node.
pub(crate) struct DynSearchContext<G: DynGame> {
    pub(crate) stats: Stats,
    budget: Budget,
    pub(crate) lines: PrincipalLines<G::Move>,
    players: usize,
    bounds: Option<Bounds<G::Score>>,
    values: PlyStack<G::Score>,
    /// One tuple of scratch space, for heuristic bounds.
    pub(crate) scratch: Vec<G::Score>,
    /// How many re-searches are running; see [`begin_research`](Self::begin_research).
    researches: u32,
}

impl<G: DynGame> DynSearchContext<G> {
    /// The context of a search from `root`, reading its player count and bounds.
    pub(crate) fn new(root: &G, limits: &Limits) -> Self {
        let players = root.players();
        if players == 0 {
            no_players(G::NAME);
        }
        let plies = limits.depth.min(256) as usize + 1;
        Self {
            stats: Stats::default(),
            budget: Budget::new(limits),
            lines: PrincipalLines::new(plies - 1),
            players,
            bounds: root.bounds().declared(),
            values: PlyStack::new(players, plies, G::Score::ZERO),
            scratch: vec![G::Score::ZERO; players],
            researches: 0,
        }
    }

    /// Counts a node entered at `ply`; `false` when the budget forbids it, and the caller
    /// must then return at once (its value will be ignored).
    #[inline(always)]
    pub(crate) fn enter(&mut self, ply: usize) -> bool {
        if !enter_node(&mut self.stats, &mut self.budget, &mut self.lines, ply) {
            return false;
        }
        self.values.reach(ply);
        true
    }

    /// Starts re-searching a child whose speculative prune was undone; the twin of
    /// [`SearchContext::begin_research`](crate::search::SearchContext::begin_research).
    #[inline]
    pub(crate) fn begin_research(&mut self) -> ResearchMark {
        self.researches += 1;
        ResearchMark::at(self.stats.nodes)
    }

    /// Ends the re-search begun with `mark`, counting its nodes as re-expansions if it was
    /// the outermost one.
    #[inline]
    pub(crate) fn end_research(&mut self, mark: ResearchMark) {
        self.researches -= 1;
        if self.researches == 0 {
            self.stats.reexpansions += self.stats.nodes - mark.nodes();
        }
    }

    /// Whether a limit stopped the search; every level returns at once when it did.
    #[inline(always)]
    pub(crate) fn stopped(&self) -> bool {
        self.budget.exhausted()
    }

    /// Evaluates a leaf at the depth limit at `ply` into its value slot: the outcome of a
    /// finished game, else the static evaluation, counted as a horizon leaf.
    #[inline(always)]
    pub(crate) fn leaf(&mut self, position: &G, ply: usize) {
        let value = self.values.slot_mut(ply);
        if !position.outcome(value) {
            self.stats.horizon_leaves += 1;
            position.evaluate(value);
        }
        self.evaluated(ply);
    }

    /// Evaluates a position at `ply` that is not over but has no moves into its value slot:
    /// not a horizon leaf, since no deeper search could look past it.
    #[inline(always)]
    pub(crate) fn stuck(&mut self, position: &G, ply: usize) {
        position.evaluate(self.values.slot_mut(ply));
        self.evaluated(ply);
    }

    /// Visits a child at the depth limit at `ply`: the whole search of a leaf, done in the
    /// parent's loop so that the most numerous nodes cost no recursive call. Counts exactly as
    /// entering the child and evaluating it would.
    #[inline(always)]
    pub(crate) fn frontier(&mut self, child: &G, ply: usize) {
        if self.enter(ply) {
            self.leaf(child, ply);
        }
    }

    /// When the game is over at `ply`, writes its outcome to the value slot, counts the leaf
    /// and returns `true`.
    #[inline(always)]
    pub(crate) fn finished(&mut self, position: &G, ply: usize) -> bool {
        if position.outcome(self.values.slot_mut(ply)) {
            self.evaluated(ply);
            true
        } else {
            false
        }
    }

    /// Counts the leaf whose value is in the slot of `ply`, checking that no score is NaN and,
    /// when checks are on, that the value keeps the bounds.
    #[inline(always)]
    fn evaluated(&mut self, ply: usize) {
        self.stats.leaves += 1;
        check_not_nan(G::NAME, self.values.slot(ply));
        if CHECK_BOUNDS
            && let Some(bounds) = self.bounds
            && let Err(broken) = bounds.check_slice(self.values.slot(ply))
        {
            bounds_broken(
                G::NAME,
                format_args!("value {:?} {broken}", self.values.slot(ply)),
            );
        }
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

    /// The value of the node at `ply`.
    #[inline(always)]
    pub(crate) fn slot(&self, ply: usize) -> &[G::Score] {
        self.values.slot(ply)
    }

    /// The value of the node at `ply`, to write.
    #[inline(always)]
    pub(crate) fn slot_mut(&mut self, ply: usize) -> &mut [G::Score] {
        self.values.slot_mut(ply)
    }

    /// `player`'s score in the value of the node at `ply`.
    #[inline(always)]
    pub(crate) fn score(&self, ply: usize, player: usize) -> G::Score {
        self.values.get(ply, player)
    }

    /// `player`'s score in the value of the child just searched below `ply`.
    #[inline(always)]
    pub(crate) fn child_score(&self, ply: usize, player: usize) -> G::Score {
        self.values.get(ply + 1, player)
    }

    /// The node at `ply` backs up the value of the child just searched, reached by `mv`.
    #[inline(always)]
    pub(crate) fn adopt(&mut self, ply: usize, mv: G::Move) {
        self.values.copy_up(ply);
        self.lines.adopt(ply, mv);
    }

    /// Sets the value of the node at `ply` to a stand-in that gives `player` `score` and the
    /// others zero (a bound, not a leaf's value).
    #[inline(always)]
    pub(crate) fn set_bound(&mut self, ply: usize, player: usize, score: G::Score) {
        let value = self.values.slot_mut(ply);
        value.fill(G::Score::ZERO);
        value[player] = score;
    }

    /// Packs the result of a search of `root`, whose value is in slot 0.
    pub(crate) fn finish(mut self, root: &G) -> DynSearchResult<G::Move, G::Score> {
        let (principal_line, best_move, complete) = conclude(&self.lines, &self.budget);
        let value = self.values.slot_mut(0);
        if best_move.is_none() && !complete {
            // Stopped before any root child was searched to the end: all we know is the
            // root's own evaluation.
            if !root.outcome(value) {
                root.evaluate(value);
            }
        }
        let value = value.to_vec();
        let best_index =
            best_move.and_then(|mv| Self::moves(root).as_slice().iter().position(|&m| m == mv));
        DynSearchResult {
            value,
            best_move,
            best_index,
            principal_line,
            stats: self.stats,
            complete,
        }
    }

    /// The number of players, read from the root.
    #[inline(always)]
    pub(crate) fn players(&self) -> usize {
        self.players
    }
}

#[cold]
#[inline(never)]
fn no_players(game: &str) -> ! {
    panic!("game `{game}` reports 0 players; a dynamic game needs at least one")
}
