//! Plain max^n over a [`DynGame`]: the dynamic twin of [`MaxN`](crate::MaxN).

use crate::dynamic::{DynGame, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::moves::MoveBuffer;

/// Plain max^n with the player count read at run time; visits the same nodes and returns the
/// same result as [`MaxN`](crate::MaxN) on the same tree.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynMaxN;

impl<G: DynGame> DynSearcher<G> for DynMaxN {
    const NAME: &'static str = "maxn";

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        let mut context = DynSearchContext::new(game, &limits);
        maxn(&mut context, game, limits.depth, 0);
        context.finish(game)
    }
}

/// Leaves the max^n value of `position` in value slot `ply`.
fn maxn<G: DynGame>(context: &mut DynSearchContext<G>, position: &G, depth: u32, ply: usize) {
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
    let player = position.to_move();
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        if depth == 1 {
            context.frontier(&child, ply + 1);
        } else {
            maxn(context, &child, depth - 1, ply + 1);
        }
        if context.stopped() {
            break;
        }
        if index == 0 || context.child_score(ply, player) > context.score(ply, player) {
            context.adopt(ply, mv);
        }
    }
}
