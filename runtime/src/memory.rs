//! What a search may remember and reuse: a transposition table and move-ordering heuristics,
//! owned by the user and lent to each search, so that the searchers themselves stay stateless.

use std::fmt;
use std::str::FromStr;

use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::transposition::{Entry, EntryKind, TableSizeError, TranspositionTable};

/// How a search with a [`Memory`] orders the moves of a node, beyond the game's own order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveOrdering {
    /// The game's order (and, under [`IterativeDeepening`](crate::IterativeDeepening), the
    /// previous iteration's line first): the table only gives values.
    #[default]
    Game,
    /// The table's best move for the position first, the one an earlier search found.
    Table,
    /// The table's best move first, then the two *killer* moves of the node's ply: the last
    /// two distinct best moves found at that ply by earlier searches.
    Killers,
    /// The table's best move first, then the others by their *history* (Schaeffer's history
    /// heuristic): how often and how deep each move of the player to move was the best move
    /// of a node that earlier searches stored, each such node adding the square of its plies
    /// left. Moves of equal history keep their order. Keyed by the mover and the move, so it
    /// suits games whose moves mean the same in many positions (a card, a jump); at most
    /// [`HISTORY_MOVES`] moves per player are scored, and nodes with more than 64 moves keep
    /// their order.
    History,
}

/// The most moves a [`MoveOrdering::History`] scores per player; moves met after that have
/// no history (a card game has at most 52 moves in all).
pub const HISTORY_MOVES: usize = 256;

impl MoveOrdering {
    /// Every ordering, for help texts.
    pub const ALL: [MoveOrdering; 4] = [Self::Game, Self::Table, Self::Killers, Self::History];

    /// The name [`FromStr`] reads: `game`, `table`, `killers` or `history`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Game => "game",
            Self::Table => "table",
            Self::Killers => "killers",
            Self::History => "history",
        }
    }
}

impl fmt::Display for MoveOrdering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for MoveOrdering {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        Self::ALL
            .into_iter()
            .find(|ordering| ordering.name() == text)
            .ok_or_else(|| {
                format!("unknown move ordering `{text}`: expected game, table, killers or history")
            })
    }
}

/// Two killer moves per ply.
type Killers<M> = Vec<[Option<M>; 2]>;

/// Per player (by index), the history score of each move scored so far.
type History<M> = Vec<Vec<(M, u64)>>;

/// What searches remember: an optional [`TranspositionTable`] and the move-ordering state. The
/// user owns it and lends it to each search with
/// [`Searcher::search_with`](crate::Searcher::search_with); keeping it between searches (the
/// iterations of [`IterativeDeepening`](crate::IterativeDeepening), an agent's successive
/// moves) is what makes it useful.
///
/// # What a search stores and trusts
///
/// Each searcher's docs say which entries it stores; in short:
///
/// - **Exact values.** A node's value is stored as [`Exact`](crate::EntryKind::Exact) only when
///   the searcher knows it is the node's own value at that depth: plain max^n always; the
///   pruning searchers when the node returned an exact outcome (for shallow pruning: when
///   nothing below the node was cut by a shallow bound, since under max^n a value found below
///   a pruned or bound-dependent subtree is in general *not* the node's value); paranoid when
///   nothing below was cut. A search reuses such a value only at the depth it was searched
///   to, or at any greater depth when the search that stored it met no horizon leaf (every
///   line ended: [`SOLVED`](crate::SOLVED)).
/// - **Bounds.** A max^n node whose value was shown to fail its parent's need (shallow,
///   last-branch and speculative pruning's final cut, alpha-beta branch-and-bound's) is
///   stored as [`Upper`](crate::EntryKind::Upper) on the parent's player; it settles a later
///   visit only when the new parent's need is on the same player and at least as demanding,
///   since the value then fails it too and the parent ignores it either way. Paranoid stores
///   fail-high and fail-low results as [`Lower`](crate::EntryKind::Lower) and
///   [`Upper`](crate::EntryKind::Upper) on the root player's component, used only when the
///   window excludes them (as the heuristic's bounds are).
/// - **Moves.** Every other result (a speculative prune, a search a limit stopped is never
///   stored at all) gives only a best move, for ordering.
///
/// With these rules, every exact searcher stays exact: with [`MoveOrdering::Game`] it returns
/// plain max^n's value and root move (tests prove it on transposition-rich trees, card deals
/// and Chinese Checkers positions). The principal line stops where a table value was used.
///
/// # Ordering and ties
///
/// With another ordering the search is the same searcher on the game with the moves in that
/// order. The order is fixed for the whole of one search: a node's first move is the best move
/// an *earlier* search stored for it, and the killers are those of earlier searches, so a
/// position visited twice in one search is ordered the same way both times, as long as the
/// table keeps the entries the search reads: a table too small for the search replaces some,
/// and a position whose entry went before the search reached it (or between two of its
/// visits) loses the table's move, so with ties the answer can differ from the planned order's
/// (never from max^n's on a tie-free tree; `tests/memory_ordering.rs`). Values are then
/// reused only from the same search (and, without reordering, from any earlier one). When
/// values tie, max^n keeps the first child, so a reordered search can choose another of the
/// tied moves, as [`IterativeDeepening`](crate::IterativeDeepening) explains; without ties the
/// answer is plain max^n's. In a game where a position can recur at another ply (Chinese
/// Checkers), the killers make its order depend on the ply, and a value stored at one ply
/// stands in at another: with ties the result is then a max^n value under a tie-break that
/// mixes the two orders.
#[derive(Clone, Debug)]
pub struct Memory<M, S: Score, const N: usize> {
    table: Option<TranspositionTable<M, S, N>>,
    ordering: MoveOrdering,
    /// The killers this search reads: those of earlier searches.
    killers: Killers<M>,
    /// The killers this search finds, read from the next search on.
    fresh: Killers<M>,
    /// The history this search reads: that of earlier searches.
    history: History<M>,
    /// The history so far, this search's included, read from the next search on.
    fresh_history: History<M>,
    /// The search running, or the last one run.
    generation: u16,
    /// Whether a search within iterative deepening is running (its moves are reordered by the
    /// previous iteration's line, so values of earlier searches are not reused).
    pub(crate) deepening: bool,
    /// Nodes with fewer plies left to search than this do not use the memory; `None`: the
    /// game's [`TABLE_MIN_DEPTH`](crate::PositionHash::TABLE_MIN_DEPTH)
    /// ([`game_min_depth`](Self::game_min_depth)).
    min_depth: Option<u32>,
    /// Whether every position uses the memory, not only the game's
    /// [`table_point`](crate::PositionHash::table_point)s.
    every_position: bool,
}

impl<M: Copy + PartialEq, S: Score, const N: usize> Default for Memory<M, S, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Copy + PartialEq, S: Score, const N: usize> Memory<M, S, N> {
    /// No table and the game's order: a search with it is the plain search.
    pub fn new() -> Self {
        Self {
            table: None,
            ordering: MoveOrdering::Game,
            killers: Vec::new(),
            fresh: Vec::new(),
            history: Vec::new(),
            fresh_history: Vec::new(),
            generation: 0,
            deepening: false,
            min_depth: Some(1),
            every_position: false,
        }
    }

    /// A memory with a table of at most `bytes` bytes, or the error of
    /// [`TranspositionTable::with_size`] (a size below one bucket, or more than the machine can
    /// give: refused, never an abort).
    pub fn with_table(bytes: usize) -> Result<Self, TableSizeError> {
        Ok(Self::new().table(TranspositionTable::with_size(bytes)?))
    }

    /// With `table` as its table.
    pub fn table(mut self, table: TranspositionTable<M, S, N>) -> Self {
        self.table = Some(table);
        self
    }

    /// With `ordering`.
    pub fn ordering(mut self, ordering: MoveOrdering) -> Self {
        self.ordering = ordering;
        self
    }

    /// Only nodes with at least `plies` plies left to search use the memory (looked up,
    /// ordered, stored); by default every interior node does (`1`). The nodes near the horizon
    /// are the most numerous and the cheapest to search again, and storing them replaces
    /// entries that saved more: in a deep search a threshold of a few plies keeps the table
    /// for the results worth keeping and saves a table access at most nodes. With the game's
    /// order, which nodes use the memory never changes a search's answer (every node decides
    /// alone what it may reuse), only its node count and speed; with a reordering, nodes below
    /// the threshold keep the game's order, so where values tie the choice can differ.
    pub fn min_depth(mut self, plies: u32) -> Self {
        self.min_depth = Some(plies.max(1));
        self
    }

    /// Only nodes with at least the game's
    /// [`TABLE_MIN_DEPTH`](crate::PositionHash::TABLE_MIN_DEPTH) plies left use the memory:
    /// the threshold measured for the game, where a table access starts to pay (one trick in
    /// the card games; docs/results/speed.md). What the command line and the agents use.
    pub fn game_min_depth(mut self) -> Self {
        self.min_depth = None;
        self
    }

    /// The least plies left of a node that uses the memory ([`min_depth`](Self::min_depth));
    /// `None` after [`game_min_depth`](Self::game_min_depth): the game's
    /// [`TABLE_MIN_DEPTH`](crate::PositionHash::TABLE_MIN_DEPTH).
    pub fn memory_depth(&self) -> Option<u32> {
        self.min_depth
    }

    /// Every position with enough plies left uses the memory, not only those where the game
    /// says transpositions can occur ([`PositionHash::table_point`](crate::PositionHash::table_point):
    /// a trick's start in the card games). The answers are the same either way; what changes
    /// is the node count, the speed, and where the table's move orders a node (inside a
    /// trick too). By default only the game's table points use it: a table access at the
    /// other positions costs its time and finds what the table point above them would.
    pub fn every_position(mut self) -> Self {
        self.every_position = true;
        self
    }

    /// Whether every position uses the memory ([`every_position`](Self::every_position)), or
    /// only the game's table points.
    pub fn uses_every_position(&self) -> bool {
        self.every_position
    }

    /// Its table, if it has one.
    pub fn transposition_table(&self) -> Option<&TranspositionTable<M, S, N>> {
        self.table.as_ref()
    }

    /// Its move ordering.
    pub fn move_ordering(&self) -> MoveOrdering {
        self.ordering
    }

    /// Forgets everything learned (the table's entries, the killers and the history),
    /// keeping the allocation: the next search is as with a new memory.
    pub fn clear(&mut self) {
        if let Some(table) = &mut self.table {
            table.clear();
        }
        self.killers.clear();
        self.fresh.clear();
        self.history.clear();
        self.fresh_history.clear();
    }

    /// Whether a search lent this memory has anything to do with it.
    pub(crate) fn is_active(&self) -> bool {
        self.table.is_some() || self.ordering != MoveOrdering::Game
    }

    /// Starts a search: a new generation, and the killers and history found so far become
    /// readable.
    pub(crate) fn begin_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if !self.fresh.is_empty() {
            self.killers = std::mem::take(&mut self.fresh);
        }
        if self.ordering == MoveOrdering::History {
            self.history.clone_from(&self.fresh_history);
        }
    }

    /// The entry for `key`, if the table has one.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M, S, N>> {
        self.table.as_ref()?.probe(key)
    }

    /// Starts loading the table's bucket for `key`, if there is a table.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        if let Some(table) = &self.table {
            table.prefetch(key);
        }
    }

    /// Whether `entry`'s value may be used by the running search: one it stored itself, or,
    /// when neither this memory's ordering nor iterative deepening reorders the moves, one of
    /// any search.
    #[inline]
    pub(crate) fn trusts(&self, entry: &Entry<M, S, N>) -> bool {
        entry.generation == self.generation
            || (self.ordering == MoveOrdering::Game && !self.deepening)
    }

    /// Whether the running search may use `entry`'s value at a node of `depth` plies left at
    /// `ply`: never at the root (whose search must find a move), never a move-only entry, and
    /// only an entry that holds at that depth and that this search trusts.
    #[inline]
    pub(crate) fn usable(&self, entry: &Entry<M, S, N>, depth: u32, ply: usize) -> bool {
        ply > 0 && entry.kind != EntryKind::MoveOnly && entry.holds_at(depth) && self.trusts(entry)
    }

    /// The next move of a principal line through the position with hash `key`, `left` plies
    /// from the search's horizon: the best move of an exact entry this search may use there.
    #[inline]
    pub(crate) fn line_move(&self, key: u64, left: u32) -> Option<M> {
        self.probe(key)
            .filter(|entry| {
                entry.kind == EntryKind::Exact && entry.holds_at(left) && self.trusts(entry)
            })
            .and_then(|entry| entry.best_move)
    }

    /// Puts the moves the ordering chooses first (the table's move, then the ply's killers,
    /// or the others by `mover`'s history), the others keeping their order; returns the
    /// table's move used, the entry's hint.
    #[inline]
    pub(crate) fn order<B: MoveBuffer<Move = M>>(
        &self,
        entry: Option<&Entry<M, S, N>>,
        ply: usize,
        mover: usize,
        moves: &mut B,
    ) -> Option<M> {
        match self.ordering {
            MoveOrdering::Killers => promote_killers(&self.killers, ply, moves),
            MoveOrdering::History => sort_by_history(&self.history, mover, moves),
            MoveOrdering::Game | MoveOrdering::Table => {}
        }
        if self.ordering == MoveOrdering::Game {
            return None;
        }
        let hint = entry.and_then(|entry| {
            if entry.generation == self.generation {
                entry.hint
            } else {
                entry.best_move
            }
        })?;
        promote(moves, hint).then_some(hint)
    }

    /// The generation of the running search.
    #[inline]
    pub(crate) fn generation(&self) -> u16 {
        self.generation
    }

    /// Stores `entry` (when there is a table) and records its best move as a killer of `ply`,
    /// or in `mover`'s history.
    #[inline]
    pub(crate) fn store(&mut self, entry: Entry<M, S, N>, ply: usize, mover: usize) {
        if self.ordering == MoveOrdering::History
            && let Some(best) = entry.best_move
        {
            let plies = u64::from(entry.reached);
            credit(&mut self.fresh_history, mover, best, plies * plies);
        }
        if self.ordering == MoveOrdering::Killers
            && let Some(best) = entry.best_move
        {
            if self.fresh.len() <= ply {
                self.fresh.resize(ply + 1, [None; 2]);
            }
            let slot = &mut self.fresh[ply];
            if slot[0] != Some(best) {
                slot[1] = slot[0];
                slot[0] = Some(best);
            }
        }
        if let Some(table) = &mut self.table {
            table.store(entry);
        }
    }

    /// The order a search begun now would give the moves of the position with hash `key` at
    /// `ply`, `mover` to move (`moves` holding them in the order of the game searched), before
    /// that search changes anything: what tests compare a reordered search with. Within that
    /// search every entry is of an earlier one, so the table's move is the entry's best move.
    /// A node with fewer plies left than [`min_depth`](Self::min_depth), or that is not one
    /// of the game's table points (unless [`every_position`](Self::every_position)), keeps
    /// the game's order instead.
    pub fn planned_order<B: MoveBuffer<Move = M>>(
        &self,
        key: u64,
        ply: usize,
        mover: usize,
        moves: &mut B,
    ) {
        let killers = if self.fresh.is_empty() {
            &self.killers
        } else {
            &self.fresh
        };
        match self.ordering {
            MoveOrdering::Killers => promote_killers(killers, ply, moves),
            MoveOrdering::History => sort_by_history(&self.fresh_history, mover, moves),
            MoveOrdering::Game | MoveOrdering::Table => {}
        }
        if self.ordering != MoveOrdering::Game
            && let Some(best) = self.probe(key).and_then(|entry| entry.best_move)
        {
            promote(moves, best);
        }
    }
}

/// Moves the killers of `ply` to the front of `moves`, the first killer first.
#[inline]
fn promote_killers<B: MoveBuffer>(killers: &Killers<B::Move>, ply: usize, moves: &mut B)
where
    B::Move: PartialEq,
{
    if let Some(killers) = killers.get(ply) {
        for killer in killers.iter().rev().flatten() {
            promote(moves, *killer);
        }
    }
}

/// Adds `amount` to `mover`'s history of `mv` (a new move while the player has fewer than
/// [`HISTORY_MOVES`] scored).
#[inline]
fn credit<M: Copy + PartialEq>(history: &mut History<M>, mover: usize, mv: M, amount: u64) {
    if history.len() <= mover {
        history.resize_with(mover + 1, Vec::new);
    }
    let scores = &mut history[mover];
    if let Some((_, score)) = scores.iter_mut().find(|(m, _)| *m == mv) {
        *score = score.saturating_add(amount);
    } else if scores.len() < HISTORY_MOVES {
        scores.push((mv, amount));
    }
}

/// The most moves a node may have for [`sort_by_history`] to sort them (the keys live in a
/// fixed array on the stack), as [`MOST_ORDERED`](crate::MOST_ORDERED) for the evaluation
/// order; not shared with it, so that the memory does not depend on the searchers.
const MOST_HISTORY_ORDERED: usize = 64;

/// Sorts `moves` by `mover`'s history, highest first; moves of equal history (those never
/// scored among them) keep their order. Nodes with more than [`MOST_HISTORY_ORDERED`] moves
/// keep their order.
#[inline]
fn sort_by_history<B: MoveBuffer>(history: &History<B::Move>, mover: usize, moves: &mut B)
where
    B::Move: PartialEq,
{
    let Some(scores) = history.get(mover).filter(|scores| !scores.is_empty()) else {
        return;
    };
    let count = moves.len();
    if !(2..=MOST_HISTORY_ORDERED).contains(&count) {
        return;
    }
    let first = moves.as_slice()[0];
    let mut keyed = [(0u64, first); MOST_HISTORY_ORDERED];
    for (slot, &mv) in keyed.iter_mut().zip(moves.as_slice()) {
        let score = scores
            .iter()
            .find(|(m, _)| *m == mv)
            .map_or(0, |&(_, score)| score);
        *slot = (score, mv);
    }
    let keyed = &mut keyed[..count];
    if keyed.windows(2).all(|pair| pair[0].0 >= pair[1].0) {
        return;
    }
    // Insertion sort: stable, no allocation, and the lists are short.
    for i in 1..count {
        let mut j = i;
        while j > 0 && keyed[j - 1].0 < keyed[j].0 {
            keyed.swap(j - 1, j);
            j -= 1;
        }
    }
    moves.clear();
    for &(_, mv) in keyed.iter() {
        moves.push(mv);
    }
}

/// Moves `mv` to the front of `moves` if it is there; whether it was.
#[inline]
fn promote<B: MoveBuffer>(moves: &mut B, mv: B::Move) -> bool
where
    B::Move: PartialEq,
{
    match moves.as_slice().iter().position(|&m| m == mv) {
        Some(0) => true,
        Some(index) => {
            moves.promote(index);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveList;

    /// An entry whose best move is `best`, `plies` plies deep.
    fn entry(best: u8, plies: u8) -> Entry<u8, u8, 3> {
        Entry {
            key: u64::from(best),
            value: [0; 3],
            best_move: Some(best),
            hint: None,
            depth: plies,
            reached: plies,
            kind: EntryKind::MoveOnly,
            player: 0,
            strict: false,
            generation: 0,
        }
    }

    fn planned(memory: &Memory<u8, u8, 3>, mover: usize) -> Vec<u8> {
        let mut moves = MoveList::<u8, 8>::default();
        for mv in 0..6 {
            moves.push(mv);
        }
        memory.planned_order(0, 0, mover, &mut moves);
        moves.as_slice().to_vec()
    }

    #[test]
    fn history_orders_each_player_s_moves_by_squared_plies_as_best_move() {
        let mut memory = Memory::<u8, u8, 3>::new().ordering(MoveOrdering::History);
        memory.begin_search();
        // Player 1: move 4 best at 3 plies (9), move 2 best twice at 2 (8), move 5 at 1 (1).
        for (best, plies) in [(4, 3), (2, 2), (2, 2), (5, 1)] {
            memory.store(entry(best, plies), 0, 1);
        }
        // Player 2's history is its own.
        memory.store(entry(0, 9), 0, 2);
        // The running search reads only what earlier searches found: the game's order.
        let mut moves = MoveList::<u8, 8>::default();
        moves.extend(0..6);
        assert_eq!(memory.order(None, 0, 1, &mut moves), None);
        assert_eq!(moves.as_slice(), [0, 1, 2, 3, 4, 5]);
        // The next search: highest history first, the unscored in the game's order.
        assert_eq!(planned(&memory, 1), [4, 2, 5, 0, 1, 3]);
        assert_eq!(planned(&memory, 0), [0, 1, 2, 3, 4, 5]);
        memory.begin_search();
        let mut moves = MoveList::<u8, 8>::default();
        moves.extend(0..6);
        memory.order(None, 0, 1, &mut moves);
        assert_eq!(moves.as_slice(), [4, 2, 5, 0, 1, 3]);
        // The table's move still comes first.
        let mut moves = MoveList::<u8, 8>::default();
        moves.extend(0..6);
        assert_eq!(memory.order(Some(&entry(3, 1)), 0, 1, &mut moves), Some(3));
        assert_eq!(moves.as_slice(), [3, 4, 2, 5, 0, 1]);
        // The history accumulates across searches, and `clear` forgets it.
        memory.store(entry(0, 4), 0, 1);
        assert_eq!(planned(&memory, 1), [0, 4, 2, 5, 1, 3]);
        memory.clear();
        assert_eq!(planned(&memory, 1), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn history_scores_at_most_its_cap_of_moves_per_player() {
        let mut history: History<u16> = Vec::new();
        for mv in 0..=HISTORY_MOVES as u16 {
            credit(&mut history, 0, mv, 1);
        }
        assert_eq!(history[0].len(), HISTORY_MOVES);
        credit(&mut history, 0, 0, 5);
        assert_eq!(history[0][0], (0, 6));
    }

    #[test]
    fn orderings_read_back_their_names() {
        for ordering in MoveOrdering::ALL {
            assert_eq!(ordering.name().parse::<MoveOrdering>(), Ok(ordering));
        }
        let error = "histories".parse::<MoveOrdering>().unwrap_err();
        assert!(error.contains("killers or history"), "{error}");
    }
}
