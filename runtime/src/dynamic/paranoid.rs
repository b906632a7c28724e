//! Paranoid alpha-beta over a [`DynGame`], and its branch-and-bound form: the dynamic twins of
//! [`Paranoid`](crate::Paranoid) and [`ParanoidBnB`](crate::ParanoidBnB).

use crate::dynamic::memory::{Remember, run, run_with};
use crate::dynamic::{
    DynGame, DynMonotonicHeuristic, DynPositionHash, DynSearchContext, DynSearchResult, DynSearcher,
};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::search::Window;
use crate::transposition::EntryKind;

/// Paranoid alpha-beta with the player count read at run time; visits the same nodes and
/// returns the same result as [`Paranoid`](crate::Paranoid).
///
/// With a [`Memory`] ([`search_with`](Self::search_with)) it is the twin of
/// [`Paranoid`](crate::Paranoid)'s `search_with`: the same entries stored and used, so the
/// same result and counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynParanoid;

/// Paranoid alpha-beta with branch and bound on the root player's heuristic bounds, with the
/// player count and bounds read at run time; visits the same nodes and returns the same result
/// as [`ParanoidBnB`](crate::ParanoidBnB), with a [`Memory`] too
/// ([`search_with`](Self::search_with)).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynParanoidBnB;

impl<G: DynGame> DynSearcher<G> for DynParanoid {
    const NAME: &'static str = crate::Paranoid::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, NoBounds>(game, limits)
    }
}

impl DynParanoid {
    /// Searches `game` within `limits` with `memory`, a memory of width `W` at least the
    /// game's player count, as [`DynMaxN::search_with`](crate::dynamic::DynMaxN::search_with)
    /// does. Panics naming the game if `W` is less.
    pub fn search_with<G: DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, NoBounds, W>(game, limits, memory)
    }
}

impl DynParanoidBnB {
    /// Searches `game` within `limits` with `memory`, as [`DynParanoid::search_with`].
    pub fn search_with<G: DynMonotonicHeuristic + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, HeuristicBounds, W>(game, limits, memory)
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
    run(game, &limits, &mut (), |context, memory| {
        root::<G, B, _>(context, game, &limits, memory);
    })
}

fn search_with<G: DynPositionHash, B: RootBounds<G>, const W: usize>(
    game: &G,
    limits: Limits,
    memory: &mut Memory<G::Move, G::Score, W>,
) -> DynSearchResult<G::Move, G::Score> {
    run_with(game, &limits, memory, |context, memory| {
        root::<G, B, _>(context, game, &limits, memory);
    })
}

/// Searches from the root `game`, for its player to move.
fn root<G: DynGame, B: RootBounds<G>, R: Remember<G>>(
    context: &mut DynSearchContext<G>,
    game: &G,
    limits: &Limits,
    memory: &mut R,
) {
    let node = Node {
        depth: limits.depth,
        ply: 0,
        root: game.to_move(),
    };
    paranoid::<G, B, R>(context, game, node, Window::OPEN, memory);
}

/// Where a node is: what does not change along the loop over its children.
#[derive(Clone, Copy)]
struct Node {
    depth: u32,
    ply: usize,
    root: usize,
}

/// Leaves in value slot `ply` the paranoid value of `position` for `root`, fail-soft within
/// `window` (see [`Window`]).
fn paranoid<G: DynGame, B: RootBounds<G>, R: Remember<G>>(
    context: &mut DynSearchContext<G>,
    position: &G,
    node: Node,
    mut window: Window<G::Score>,
    memory: &mut R,
) {
    let Node { depth, ply, root } = node;
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
    let recall = memory.recall(context, position, depth, ply, &mut moves);
    if memory.paranoid_hit(context, &recall, ply, root, &window) {
        return;
    }
    let entry_window = window;
    let cutoffs = if R::is_on(&recall) {
        context.stats.cutoffs.total()
    } else {
        0
    };
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
            let child_node = Node {
                depth: depth - 1,
                ply: ply + 1,
                root,
            };
            paranoid::<G, B, R>(context, &child, child_node, window, memory);
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
    if R::is_on(&recall) {
        let score = context.score(ply, root);
        let kind = if context.stats.cutoffs.total() == cutoffs {
            EntryKind::Exact
        } else if entry_window.fails_high(score) {
            EntryKind::Lower
        } else if entry_window.fails_low(score) {
            EntryKind::Upper
        } else {
            EntryKind::MoveOnly
        };
        memory.remember(context, &recall, depth, ply, kind, root);
    }
}
