//! Plain max^n (Luckhardt & Irani 1986): the reference every exact pruning searcher equals.

use crate::game::Game;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::{Lent, SearchContext, Searcher};
use crate::transposition::EntryKind;

/// Plain max^n: at a node where player `i` moves, the value is the value of the first child
/// whose `i`-th component is maximal (ties go to the left). No pruning: every node within the
/// depth limit is visited.
///
/// With a [`Memory`] ([`Searcher::search_with`]) every node's value is exact and stored as
/// [`Exact`](crate::EntryKind::Exact); a node whose position is in the table at its depth is
/// not searched again.
#[derive(Clone, Copy, Debug, Default)]
pub struct MaxN;

impl MaxN {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "maxn";
}

impl<G: Game<N>, const N: usize> Searcher<G, N> for MaxN {
    const NAME: &'static str = MaxN::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        SearchContext::run(game, &limits, None, |context| {
            maxn(context, game, limits.depth, 0)
        })
    }

    fn search_with(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N>,
    {
        SearchContext::run(game, &limits, Some(Lent::new(memory)), |context| {
            maxn(context, game, limits.depth, 0)
        })
    }
}

pub(crate) fn maxn<G: Game<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    depth: u32,
    ply: usize,
) -> [G::Score; N] {
    let mut moves = G::Moves::default();
    if let Some(settled) = context.enter_interior(position, depth, ply, &mut moves) {
        return settled;
    }
    let recall = context.recall(position, depth, ply, &mut moves);
    if let Some(value) = context.exact_hit(&recall) {
        return value;
    }
    let player = position.to_move();
    let mut best = [G::Score::ZERO; N];
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let value = if depth == 1 {
            context.frontier(&child, ply + 1)
        } else {
            maxn(context, &child, depth - 1, ply + 1)
        };
        if context.stopped() {
            break;
        }
        if index == 0 || value[player] > best[player] {
            best = value;
            context.lines.adopt(ply, mv);
        }
    }
    context.remember(&recall, depth, ply, EntryKind::Exact, best, (0, false));
    best
}
