//! Max^n with immediate and shallow pruning over a [`DynBoundedGame`]: the dynamic twin of
//! [`Shallow`](crate::Shallow).

use crate::bounds::Bounds;
use crate::dynamic::{DynBoundedGame, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::ancestors::{Need, ShallowBound, leaves_no_room};

/// Immediate and shallow pruning with the player count and bounds read at run time; visits the
/// same nodes, makes the same cut-offs and returns the same result as
/// [`Shallow`](crate::Shallow) (see there for the rules and why they are exact).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynShallow;

impl<G: DynBoundedGame> DynSearcher<G> for DynShallow {
    const NAME: &'static str = crate::Shallow::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        let mut context = DynSearchContext::new(game, &limits);
        let bounds = game.bounds();
        shallow(
            &mut context,
            &bounds,
            game,
            ShallowBound::NONE,
            limits.depth,
            0,
        );
        context.finish(game)
    }
}

/// Leaves in value slot `ply` the max^n value of `position`, or a value its bound's origin
/// will not adopt.
fn shallow<G: DynBoundedGame>(
    context: &mut DynSearchContext<G>,
    bounds: &Bounds<G::Score>,
    position: &G,
    bound: ShallowBound<G::Score>,
    depth: u32,
    ply: usize,
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
    let player = position.to_move();
    let delta = bounds.delta;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        if index > 0 {
            let best = context.score(ply, player);
            if leaves_no_room(best, bounds.maxp, delta) {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            let origin = bound.origin;
            if leaves_no_room(best.saturating_add(origin.score()), bounds.maxsum, delta)
                && origin.fails_score(context.score(ply, origin.player()))
                && !bound.chain.fails_score(best)
            {
                context.stats.cutoffs.shallow += 1;
                break;
            }
        }
        let mut child = position.clone();
        child.play(mv);
        if depth == 1 {
            context.frontier(&child, ply + 1);
        } else {
            let own = if index == 0 {
                Need::NONE
            } else {
                Need::to_replace(player, context.score(ply, player), delta, true)
            };
            let child_bound = bound.child(own, player, child.to_move());
            shallow(context, bounds, &child, child_bound, depth - 1, ply + 1);
        }
        if context.stopped() {
            break;
        }
        if index == 0 || context.child_score(ply, player) > context.score(ply, player) {
            context.adopt(ply, mv);
        }
    }
}
