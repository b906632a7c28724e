//! Max^n with immediate and shallow pruning over a [`DynBoundedGame`]: the dynamic twin of
//! [`Shallow`](crate::Shallow).

use crate::bounds::Bounds;
use crate::dynamic::memory::{Remember, run, run_with};
use crate::dynamic::{
    DynBoundedGame, DynPositionHash, DynSearchContext, DynSearchResult, DynSearcher,
};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::ancestors::{Need, ShallowBound, leaves_no_room};
use crate::transposition::EntryKind;

/// Immediate and shallow pruning with the player count and bounds read at run time; visits the
/// same nodes, makes the same cut-offs and returns the same result as
/// [`Shallow`](crate::Shallow) (see there for the rules and why they are exact).
///
/// With a [`Memory`] ([`search_with`](Self::search_with)) it is the twin of
/// [`Shallow`](crate::Shallow)'s `search_with`: the same entries stored and used, so the same
/// result and counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynShallow;

impl<G: DynBoundedGame> DynSearcher<G> for DynShallow {
    const NAME: &'static str = crate::Shallow::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        run(game, &limits, &mut (), |context, memory| {
            root(context, game, &limits, memory);
        })
    }
}

impl DynShallow {
    /// Searches `game` within `limits` with `memory`, a memory of width `W` at least the
    /// game's player count, as [`DynMaxN::search_with`](crate::dynamic::DynMaxN::search_with)
    /// does. Panics naming the game if `W` is less.
    pub fn search_with<G: DynBoundedGame + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        run_with(game, &limits, memory, |context, memory| {
            root(context, game, &limits, memory);
        })
    }
}

/// Searches from the root `game`.
fn root<G: DynBoundedGame, R: Remember<G>>(
    context: &mut DynSearchContext<G>,
    game: &G,
    limits: &Limits,
    memory: &mut R,
) {
    let node = Node {
        depth: limits.depth,
        ply: 0,
    };
    let bounds = game.bounds();
    shallow(context, &bounds, game, ShallowBound::NONE, node, memory);
}

/// Where a node is.
#[derive(Clone, Copy)]
struct Node {
    depth: u32,
    ply: usize,
}

/// Leaves in value slot `ply` the max^n value of `position`, or a value its bound's origin
/// will not adopt.
fn shallow<G: DynBoundedGame, R: Remember<G>>(
    context: &mut DynSearchContext<G>,
    bounds: &Bounds<G::Score>,
    position: &G,
    bound: ShallowBound<G::Score>,
    Node { depth, ply }: Node,
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
    let shallow_cuts = context.stats.cutoffs.shallow;
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
            let child_node = Node {
                depth: depth - 1,
                ply: ply + 1,
            };
            shallow(context, bounds, &child, child_bound, child_node, memory);
        }
        if context.stopped() {
            break;
        }
        if index == 0 || context.child_score(ply, player) > context.score(ply, player) {
            context.adopt(ply, mv);
        }
    }
    if R::is_on(&recall) {
        let kind = if context.stats.cutoffs.shallow == shallow_cuts {
            EntryKind::Exact
        } else {
            EntryKind::MoveOnly
        };
        memory.remember(context, &recall, depth, ply, kind, 0);
    }
}
