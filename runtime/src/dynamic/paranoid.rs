//! Paranoid alpha-beta over a [`DynGame`], and its branch-and-bound form: the dynamic twins of
//! [`Paranoid`](crate::Paranoid) and [`ParanoidBnB`](crate::ParanoidBnB).

use crate::dynamic::{
    DynGame, DynMonotonicHeuristic, DynSearchContext, DynSearchResult, DynSearcher,
};
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::search::Window;

/// Paranoid alpha-beta with the player count read at run time; visits the same nodes and
/// returns the same result as [`Paranoid`](crate::Paranoid).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynParanoid;

/// Paranoid alpha-beta with branch and bound on the root player's heuristic bounds, with the
/// player count and bounds read at run time; visits the same nodes and returns the same result
/// as [`ParanoidBnB`](crate::ParanoidBnB).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynParanoidBnB;

impl<G: DynGame> DynSearcher<G> for DynParanoid {
    const NAME: &'static str = crate::Paranoid::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, NoBounds>(game, limits)
    }
}

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynParanoidBnB {
    const NAME: &'static str = crate::ParanoidBnB::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, HeuristicBounds>(game, limits)
    }
}

/// Where a paranoid search learns bounds on the root player's final score at a node.
trait RootBounds<G: DynGame> {
    /// `(low, high)` with `low <= final score of root <= high` below `position`, if known;
    /// `scratch` is one tuple of working space.
    fn at(position: &G, root: usize, scratch: &mut [G::Score]) -> Option<(G::Score, G::Score)>;
}

/// No bounds: plain alpha-beta.
struct NoBounds;

impl<G: DynGame> RootBounds<G> for NoBounds {
    #[inline(always)]
    fn at(_: &G, _: usize, _: &mut [G::Score]) -> Option<(G::Score, G::Score)> {
        None
    }
}

/// The game's monotonic heuristic.
struct HeuristicBounds;

impl<G: DynMonotonicHeuristic> RootBounds<G> for HeuristicBounds {
    #[inline(always)]
    fn at(position: &G, root: usize, scratch: &mut [G::Score]) -> Option<(G::Score, G::Score)> {
        position.lower_bounds(scratch);
        let low = scratch[root];
        position.upper_bounds(scratch);
        Some((low, scratch[root]))
    }
}

fn search<G: DynGame, B: RootBounds<G>>(
    game: &G,
    limits: Limits,
) -> DynSearchResult<G::Move, G::Score> {
    let mut context = DynSearchContext::new(game, &limits);
    let root = game.to_move();
    paranoid::<G, B>(&mut context, game, limits.depth, 0, root, Window::OPEN);
    context.finish(game)
}

/// Leaves in value slot `ply` the paranoid value of `position` for `root`, fail-soft within
/// `window` (see [`Window`]).
fn paranoid<G: DynGame, B: RootBounds<G>>(
    context: &mut DynSearchContext<G>,
    position: &G,
    depth: u32,
    ply: usize,
    root: usize,
    mut window: Window<G::Score>,
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
    let known = B::at(position, root, &mut context.scratch);
    if let Some((low, high)) = known {
        if window.excludes_at_most(high) {
            context.stats.cutoffs.branch_and_bound += 1;
            return context.set_bound(ply, root, high);
        }
        if window.excludes_at_least(low) {
            context.stats.cutoffs.branch_and_bound += 1;
            return context.set_bound(ply, root, low);
        }
    }
    let mut moves = G::Moves::default();
    DynSearchContext::<G>::generate(position, &mut moves);
    if moves.is_empty() {
        return context.stuck(position, ply);
    }
    let maximising = position.to_move() == root;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        if index > 0 {
            let score = context.score(ply, root);
            if maximising {
                if window.fails_high(score) {
                    context.stats.cutoffs.alpha_beta += 1;
                    break;
                }
                if known.is_some_and(|(_, high)| score >= high) {
                    context.stats.cutoffs.branch_and_bound += 1;
                    break;
                }
            } else {
                if window.fails_low(score) {
                    context.stats.cutoffs.alpha_beta += 1;
                    break;
                }
                if known.is_some_and(|(low, _)| score <= low) {
                    context.stats.cutoffs.branch_and_bound += 1;
                    break;
                }
            }
        }
        let mut child = position.clone();
        child.play(mv);
        if depth == 1 {
            context.frontier(&child, ply + 1);
        } else {
            paranoid::<G, B>(context, &child, depth - 1, ply + 1, root, window);
        }
        if context.stopped() {
            break;
        }
        let score = context.child_score(ply, root);
        if let Some((low, high)) = known
            && !(low <= score && score <= high)
        {
            crate::search::paranoid::promise_broken(G::NAME, root, score, low, high);
        }
        let best = context.score(ply, root);
        let better = if maximising {
            score > best
        } else {
            score < best
        };
        if index == 0 || better {
            context.adopt(ply, mv);
            if maximising {
                window.raise_alpha(score);
            } else {
                window.lower_beta(score);
            }
        }
    }
}
