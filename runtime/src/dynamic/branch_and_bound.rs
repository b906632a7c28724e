//! Depth-first branch-and-bound over a [`DynMonotonicHeuristic`] game: the dynamic twin of
//! [`BranchAndBound`](crate::BranchAndBound).

use crate::dynamic::alpha_beta_branch_and_bound::HeuristicScratch;
use crate::dynamic::{DynMonotonicHeuristic, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::search::ancestors::{Need, leaves_no_room};

/// Depth-first branch-and-bound with the player count, the bounds and the heuristic's tuples
/// read at run time; visits the same nodes, makes the same cut-offs and returns the same result
/// as [`BranchAndBound`](crate::BranchAndBound) (see there for the rules).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynBranchAndBound;

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynBranchAndBound {
    const NAME: &'static str = "dfbnb";

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        let mut context = DynSearchContext::new(game, &limits);
        let maxp = context.required_bounds().maxp;
        let delta = context.required_bounds().delta;
        let mut scratch = HeuristicScratch::new(context.players());
        node(
            &mut context,
            &mut scratch,
            (maxp, delta),
            game,
            Need::NONE,
            limits.depth,
            0,
        );
        context.finish(game)
    }
}

/// Searches `position` at `ply`; `true` when its value is in value slot `ply`, `false` when it
/// was cut and its parent will not adopt it.
fn node<G: DynMonotonicHeuristic>(
    context: &mut DynSearchContext<G>,
    scratch: &mut HeuristicScratch<G::Score>,
    (maxp, delta): (G::Score, G::Score),
    position: &G,
    parent: Need<G::Score>,
    depth: u32,
    ply: usize,
) -> bool {
    if !context.enter(ply) {
        return true;
    }
    if depth == 0 {
        context.leaf(position, ply);
        scratch.check(context, position, ply);
        return true;
    }
    if context.finished(position, ply) {
        scratch.check(context, position, ply);
        return true;
    }
    let mut moves = G::Moves::default();
    DynSearchContext::<G>::generate(position, &mut moves);
    if moves.is_empty() {
        context.stuck(position, ply);
        scratch.check(context, position, ply);
        return true;
    }
    position.upper_bounds(&mut scratch.upper);
    if parent.fails_score(scratch.upper[parent.player()]) {
        context.stats.cutoffs.branch_and_bound += 1;
        return false;
    }
    scratch.promise(ply);
    let mover = position.to_move();
    let cap = if scratch.upper[mover] < maxp {
        scratch.upper[mover]
    } else {
        maxp
    };
    let moves = moves.as_slice();
    let last = moves.len() - 1;
    let mut found = false;
    let mut best_index = 0;
    for (index, &mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let need = if found {
            Need::to_replace(mover, context.score(ply, mover), delta, index > best_index)
        } else {
            Need::NONE
        };
        let exact = if depth == 1 {
            context.frontier(&child, ply + 1);
            true
        } else {
            node(
                context,
                scratch,
                (maxp, delta),
                &child,
                need,
                depth - 1,
                ply + 1,
            )
        };
        if context.stopped() {
            break;
        }
        if depth == 1 {
            scratch.check(context, &child, ply + 1);
        }
        if exact {
            scratch.check_child(context, ply, false);
        }
        if exact && (!found || context.child_score(ply, mover) > context.score(ply, mover)) {
            found = true;
            best_index = index;
            context.adopt(ply, mv);
        }
        if index < last && found && leaves_no_room(context.score(ply, mover), cap, delta) {
            context.stats.cutoffs.immediate += 1;
            break;
        }
    }
    true
}
