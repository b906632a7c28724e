//! Depth-first branch-and-bound over a [`DynMonotonicHeuristic`] game: the dynamic twin of
//! [`BranchAndBound`](crate::BranchAndBound); and the kernel it shares with the twin of
//! alpha-beta branch-and-bound, the variant chosen at compile time as in the specialised one.

use crate::bounds::Bounds;
use crate::dynamic::heuristic_scratch::HeuristicScratch;
use crate::dynamic::memory::{EXACT, Remember, run, run_with};
use crate::dynamic::{
    DynMonotonicHeuristic, DynPositionHash, DynSearchContext, DynSearchResult, DynSearcher,
};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::ancestors::{Need, leaves_no_room};

/// Depth-first branch-and-bound with the player count, the bounds and the heuristic's tuples
/// read at run time; visits the same nodes, makes the same cut-offs and returns the same result
/// as [`BranchAndBound`](crate::BranchAndBound) (see there for the rules).
///
/// With a [`Memory`] ([`search_with`](Self::search_with)) it is the twin of
/// [`BranchAndBound`](crate::BranchAndBound)'s `search_with`: the same entries stored and used
/// (an exact value, or an upper bound on the need a node was searched under), so the same
/// result and counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynBranchAndBound;

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynBranchAndBound {
    const NAME: &'static str = crate::BranchAndBound::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, false>(game, limits)
    }
}

impl DynBranchAndBound {
    /// Searches `game` within `limits` with `memory`, a memory of width `W` at least the
    /// game's player count, as [`DynMaxN::search_with`](crate::dynamic::DynMaxN::search_with)
    /// does. Panics naming the game if `W` is less.
    pub fn search_with<G: DynMonotonicHeuristic + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, false, W>(game, limits, memory)
    }
}

/// Searches `game` with alpha-beta branch-and-bound when `ALPHA_BETA`, depth-first
/// branch-and-bound otherwise.
pub(crate) fn search<G: DynMonotonicHeuristic, const ALPHA_BETA: bool>(
    game: &G,
    limits: Limits,
) -> DynSearchResult<G::Move, G::Score> {
    run(game, &limits, &mut (), |context, memory| {
        root::<G, _, ALPHA_BETA>(context, game, &limits, memory);
    })
}

/// [`search`] with `memory` lent to it.
pub(crate) fn search_with<
    G: DynMonotonicHeuristic + DynPositionHash,
    const ALPHA_BETA: bool,
    const W: usize,
>(
    game: &G,
    limits: Limits,
    memory: &mut Memory<G::Move, G::Score, W>,
) -> DynSearchResult<G::Move, G::Score> {
    run_with(game, &limits, memory, |context, memory| {
        root::<G, _, ALPHA_BETA>(context, game, &limits, memory);
    })
}

/// Searches from the root `game`.
fn root<G: DynMonotonicHeuristic, R: Remember<G>, const ALPHA_BETA: bool>(
    context: &mut DynSearchContext<G>,
    game: &G,
    limits: &Limits,
    memory: &mut R,
) {
    let mut kernel = Kernel {
        bounds: game.bounds(),
        scratch: HeuristicScratch::new(context.players()),
    };
    kernel.node::<G, R, ALPHA_BETA>(context, memory, game, Need::NONE, limits.depth, 0);
}

/// What the recursion reads besides the context: the bounds and the heuristic's scratch.
struct Kernel<S> {
    bounds: Bounds<S>,
    scratch: HeuristicScratch<S>,
}

impl<S: Score> Kernel<S> {
    /// Searches `position` at `ply`: [`EXACT`] when its value is in value slot `ply`, 1 when
    /// it was cut and its parent will not adopt it (settled on entry, by the memory too, or
    /// searched, its result stored). Alpha-beta branch-and-bound when `ALPHA_BETA`,
    /// depth-first branch-and-bound otherwise.
    fn node<G: DynMonotonicHeuristic<Score = S>, R: Remember<G>, const ALPHA_BETA: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        memory: &mut R,
        position: &G,
        parent: Need<S>,
        depth: u32,
        ply: usize,
    ) -> u8 {
        if !context.enter(ply) {
            return EXACT;
        }
        if depth == 0 {
            context.leaf(position, ply);
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        if context.finished(position, ply) {
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        let mut moves = G::Moves::default();
        DynSearchContext::<G>::generate(position, &mut moves);
        if moves.is_empty() {
            context.stuck(position, ply);
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        let recall = memory.recall(context, position, depth, ply, &mut moves);
        if let Some(claim) = memory.settle(context, &recall, ply, &parent) {
            return claim;
        }
        let claim = self.expand::<G, R, ALPHA_BETA>(
            context,
            memory,
            position,
            parent,
            moves.as_slice(),
            depth,
            ply,
        );
        memory.remember_outcome(context, &recall, depth, ply, claim, &parent);
        claim
    }

    /// The search of a node's children (or none, when the heuristic shows the parent will
    /// not adopt the node).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn expand<G: DynMonotonicHeuristic<Score = S>, R: Remember<G>, const ALPHA_BETA: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        memory: &mut R,
        position: &G,
        parent: Need<S>,
        moves: &[G::Move],
        depth: u32,
        ply: usize,
    ) -> u8 {
        // DFBnB asks only for the upper bounds, which a game may compute for less.
        if ALPHA_BETA {
            position.heuristic_bounds(&mut self.scratch.lower, &mut self.scratch.upper);
        } else {
            position.upper_bounds(&mut self.scratch.upper);
        }
        if parent.fails_score(self.scratch.upper[parent.player()]) {
            context.stats.cutoffs.branch_and_bound += 1;
            return 1;
        }
        self.scratch.promise(ply);
        let mover = position.to_move();
        let cap = if self.scratch.upper[mover] < self.bounds.maxp {
            self.scratch.upper[mover]
        } else {
            self.bounds.maxp
        };
        let bounding = ALPHA_BETA && parent.is_active() && parent.player() != mover;
        let mut others = S::ZERO;
        if bounding {
            for (player, &low) in self.scratch.lower.iter().enumerate() {
                if player == mover {
                    continue;
                }
                let floor = if player == parent.player() && parent.score() > low {
                    parent.score()
                } else {
                    low
                };
                others = others.saturating_add(floor);
            }
        }

        let last = moves.len() - 1;
        let mut found = false;
        let mut best_index = 0;
        for (index, &mv) in moves.iter().enumerate() {
            let mut child = position.clone();
            child.play(mv);
            let need = if found {
                Need::to_replace(
                    mover,
                    context.score(ply, mover),
                    self.bounds.delta,
                    index > best_index,
                )
            } else {
                Need::NONE
            };
            let exact = if depth == 1 {
                context.frontier(&child, ply + 1);
                true
            } else {
                let claim = self.node::<G, R, ALPHA_BETA>(
                    context,
                    memory,
                    &child,
                    need,
                    depth - 1,
                    ply + 1,
                );
                claim == EXACT
            };
            if context.stopped() {
                break;
            }
            if depth == 1 {
                self.scratch.check(context, &child, ply + 1);
            }
            if exact {
                self.scratch.check_child(context, ply, ALPHA_BETA);
            }
            if exact && (!found || context.child_score(ply, mover) > context.score(ply, mover)) {
                found = true;
                best_index = index;
                context.adopt(ply, mv);
            }
            if index == last || !found {
                continue;
            }
            let score = context.score(ply, mover);
            let delta = self.bounds.delta;
            if leaves_no_room(score, cap, delta) {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if bounding
                && leaves_no_room(score.saturating_add(others), self.bounds.maxsum, delta)
                && parent.fails_score(context.score(ply, parent.player()))
            {
                let sum = score.saturating_add(parent.score());
                if leaves_no_room(sum, self.bounds.maxsum, delta) {
                    context.stats.cutoffs.shallow += 1;
                } else {
                    context.stats.cutoffs.branch_and_bound += 1;
                }
                return 1;
            }
        }
        EXACT
    }
}
