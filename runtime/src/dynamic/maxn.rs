//! Plain max^n over a [`DynGame`]: the dynamic twin of [`MaxN`](crate::MaxN).

use crate::dynamic::memory::{Remember, run, run_with};
use crate::dynamic::{DynGame, DynPositionHash, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;

/// Plain max^n with the player count read at run time; visits the same nodes and returns the
/// same result as [`MaxN`](crate::MaxN) on the same tree.
///
/// With a [`Memory`] ([`search_with`](Self::search_with)) it is the twin of
/// [`MaxN`](crate::MaxN)'s `search_with`: the same entries stored and used, so the same
/// result and counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynMaxN;

impl<G: DynGame> DynSearcher<G> for DynMaxN {
    const NAME: &'static str = crate::MaxN::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        run(game, &limits, &mut (), |context, memory| {
            maxn(context, game, limits.depth, 0, memory);
        })
    }
}

impl DynMaxN {
    /// Searches `game` within `limits` with `memory`, a memory of width `W` at least the
    /// game's player count (its entries hold `W` scores; the twin uses the first
    /// [`players`](DynGame::players)). Panics naming the game if `W` is less.
    pub fn search_with<G: DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        run_with(game, &limits, memory, |context, memory| {
            maxn(context, game, limits.depth, 0, memory);
        })
    }
}

/// Leaves the max^n value of `position` in value slot `ply`.
fn maxn<G: DynGame, R: Remember<G>>(
    context: &mut DynSearchContext<G>,
    position: &G,
    depth: u32,
    ply: usize,
    memory: &mut R,
) {
    if !context.enter(ply) {
        return;
    }
    if depth == 0 {
        return context.leaf(position, ply);
    }
    if context.finished(position, ply) {
        return;
    }
    let mut moves = G::Moves::default();
    DynSearchContext::<G>::generate(position, &mut moves);
    if moves.is_empty() {
        return context.stuck(position, ply);
    }
    let recall = memory.recall(context, position, depth, ply, &mut moves);
    if memory.exact_hit(context, &recall, ply) {
        return;
    }
    let player = position.to_move();
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        if depth == 1 {
            context.frontier(&child, ply + 1);
        } else {
            maxn(context, &child, depth - 1, ply + 1, memory);
        }
        if context.stopped() {
            break;
        }
        if index == 0 || context.child_score(ply, player) > context.score(ply, player) {
            context.adopt(ply, mv);
        }
    }
    memory.remember_exact(context, &recall, depth, ply);
}
