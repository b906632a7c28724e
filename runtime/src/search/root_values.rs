//! The value of every root move: each move searched on its own, by any searcher, pruning
//! inside its subtree.

use std::hash::{DefaultHasher, Hash, Hasher};

use crate::forward::{forward_game_items, forward_heuristic};
use crate::game::{FreeTurnOrder, Game, MonotonicHeuristic};
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::rng::{GOLDEN_GAMMA, mix};
use crate::search::SearchContext;
use crate::stats::Stats;

/// The value one searcher gives one root move: what it returns for the root when that move is
/// the root's only move.
#[derive(Clone, Debug, PartialEq)]
pub struct RootValue<M, S, const N: usize> {
    /// The move, one of the root's.
    pub mv: M,
    /// The value tuple the searcher backs up through the move (see
    /// [`Searcher::root_values`](crate::Searcher::root_values) for what that is for each kind of searcher). When a limit
    /// stopped this move's search ([`complete`](Self::complete) is `false`) it is the root's
    /// static evaluation, not a value of the move.
    pub value: [S; N],
    /// The line along which the value was backed up, beginning with [`mv`](Self::mv).
    pub principal_line: Vec<M>,
    /// The work of this move's search (the root counted once in it).
    pub stats: Stats,
    /// `false` when the node budget or the deadline stopped this move's search.
    pub complete: bool,
}

/// The value of every root move, in the game's generation order, as
/// [`Searcher::root_values`](crate::Searcher::root_values) returns them.
#[derive(Clone, Debug, PartialEq)]
pub struct RootValues<M, S, const N: usize> {
    /// The player to move at the root.
    pub mover: usize,
    /// The moves searched, in generation order. All of the root's moves when
    /// [`complete`](Self::complete); else a limit stopped the last one listed and the ones
    /// after it were not searched. Empty when the game is over at the root, the root has no
    /// move, or the depth limit is 0.
    pub moves: Vec<RootValue<M, S, N>>,
    /// The work of every move's search, summed (the root is counted once per move).
    pub stats: Stats,
    /// Whether every root move was searched to the end of its subtree (within the depth).
    pub complete: bool,
}

impl<M: Copy, S: PartialOrd + Copy, const N: usize> RootValues<M, S, N> {
    /// The position, in [`moves`](Self::moves), of the move best for the root's mover among
    /// those searched to the end: the first with the highest score for the mover, as max^n
    /// chooses. `None` when no move was searched to the end.
    pub fn best_index(&self) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (index, root) in self.moves.iter().enumerate() {
            let better = match best {
                None => true,
                Some(b) => root.value[self.mover] > self.moves[b].value[self.mover],
            };
            if root.complete && better {
                best = Some(index);
            }
        }
        best
    }
}

/// A position of `G` that, at the root, offers a single one of its moves: how
/// [`Searcher::root_values`](crate::Searcher::root_values) asks any searcher for the value of one root move.
///
/// Below the root it is `G` itself. Everything is forwarded as
/// [`PrincipalFirst`](crate::PrincipalFirst) forwards it (the name, the bounds, the objective,
/// the [`BoundedGame`](crate::BoundedGame) constants, the [`MonotonicHeuristic`] and [`FreeTurnOrder`]), so a
/// searcher accepts it exactly when it accepts `G`.
#[derive(Clone, Debug)]
pub struct OnlyMove<G: Game<N>, const N: usize> {
    position: G,
    /// The root's only move; `None` once it has been played.
    only: Option<G::Move>,
}

impl<G: Game<N>, const N: usize> OnlyMove<G, N> {
    /// `position`, whose only move is to be `mv` (one of its own moves).
    pub fn new(position: G, mv: G::Move) -> Self {
        Self {
            position,
            only: Some(mv),
        }
    }

    /// The position of the game itself.
    pub fn position(&self) -> &G {
        &self.position
    }
}

impl<G: Game<N>, const N: usize> Game<N> for OnlyMove<G, N> {
    forward_game_items!(G, position: name moves scores to_move outcome evaluate);

    #[inline]
    fn generate_moves(&self, moves: &mut G::Moves) {
        match self.only {
            Some(mv) => moves.push(mv),
            None => self.position.generate_moves(moves),
        }
    }

    #[inline]
    fn play(&mut self, mv: G::Move) {
        self.only = None;
        self.position.play(mv);
    }
}

forward_heuristic!(
    /// The game's own heuristic, every method forwarded: restricting the root's moves cannot
    /// widen any bound, so they still hold.
    impl[G: MonotonicHeuristic<N>, const N: usize] for OnlyMove<G, N>, position
);

/// The game's own change of mover, the restriction kept: the position is the same one.
#[diagnostic::do_not_recommend]
impl<G: FreeTurnOrder<N>, const N: usize> FreeTurnOrder<N> for OnlyMove<G, N> {
    #[inline]
    fn with_mover(&self, player: usize) -> Self {
        Self {
            position: self.position.with_mover(player),
            only: self.only,
        }
    }
}

/// Below the root, the game's own hash: there the position is the game's, so the moves'
/// searches of one position can share a transposition table. The root, restricted to its
/// one move, is another position (its value is that move's, not the best move's): its hash
/// is the game's changed by a key of the move, so the roots of different moves are told apart
/// from each other and from the game's own root.
#[diagnostic::do_not_recommend]
impl<G: PositionHash<N>, const N: usize> PositionHash<N> for OnlyMove<G, N>
where
    G::Move: Hash,
{
    #[inline]
    fn position_hash(&self) -> u64 {
        let hash = self.position.position_hash();
        match &self.only {
            None => hash,
            Some(mv) => {
                // `DefaultHasher::new` has fixed keys: the same key for a move on every call.
                let mut hasher = DefaultHasher::new();
                mv.hash(&mut hasher);
                hash ^ mix(hasher.finish() ^ GOLDEN_GAMMA.rotate_left(17))
            }
        }
    }

    /// The game's: the moves' searches share what the table keeps at its table points.
    #[inline(always)]
    fn table_point(&self) -> bool {
        self.position.table_point()
    }
}

/// [`Searcher::root_values`](crate::Searcher::root_values): each root move searched through [`OnlyMove`] by `search` (the
/// searcher's own search), one after the other, under one node budget and one deadline.
pub(crate) fn root_values<G: Game<N>, const N: usize>(
    game: &G,
    limits: Limits,
    mut search: impl FnMut(&OnlyMove<G, N>, Limits) -> SearchResult<G::Move, G::Score, N>,
) -> RootValues<G::Move, G::Score, N> {
    let mut values = RootValues {
        mover: game.to_move(),
        moves: Vec::new(),
        stats: Stats::default(),
        complete: true,
    };
    if limits.depth == 0 || game.outcome().is_some() {
        return values;
    }
    // Generated as the kernels generate them: checked against the declared capacity.
    let moves = SearchContext::<G, N>::moves(game);
    for &mv in moves.as_slice() {
        if !values.moves.is_empty() && limits.spent(values.stats.nodes) {
            values.complete = false;
            break;
        }
        let only = OnlyMove::new(game.clone(), mv);
        let result = search(&only, limits.share(limits.depth, values.stats.nodes));
        values.stats += result.stats;
        values.complete &= result.complete;
        values.moves.push(RootValue {
            mv,
            value: result.value,
            principal_line: result.principal_line,
            stats: result.stats,
            complete: result.complete,
        });
        if !result.complete {
            break;
        }
    }
    values
}
