//! Depth-first branch-and-bound for max^n (Sturtevant & Korf 2000): pruning on a monotonic
//! heuristic's upper bounds alone; and the kernel it shares with alpha-beta branch-and-bound,
//! which adds shallow pruning tightened by the heuristic's lower bounds.

use crate::game::MonotonicHeuristic;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::ancestors::{Cut, Need};
use crate::search::context::{check_promise, enter_heuristic_node, search_heuristic_child};
use crate::search::outcome::{Best, Outcome};
use crate::search::{Lent, SearchContext, Searcher};

/// Depth-first branch-and-bound (DFBnB): returns exactly what [`MaxN`](crate::MaxN) returns
/// (value and move, ties to the left).
///
/// At every interior node it asks the game's [`MonotonicHeuristic`] for upper bounds, and
///
/// - stops searching children once the mover's best reaches its upper bound (immediate
///   pruning: no later child can be strictly better), and
/// - does not search the node at all when its parent's player cannot get, here, more than it
///   already has from an earlier sibling (shallow branch-and-bound pruning).
///
/// Deep branch-and-bound (a bound from a grandparent) is not valid in max^n, as deep
/// alpha-beta is not. The heuristic's work is not counted in [`Stats`](crate::Stats): the
/// counts are the nodes of the search.
///
/// Cut-offs are counted as `immediate` and `branch_and_bound`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BranchAndBound;

impl BranchAndBound {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "dfbnb";
}

impl<G: MonotonicHeuristic<N>, const N: usize> Searcher<G, N> for BranchAndBound {
    const NAME: &'static str = BranchAndBound::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        search::<G, N, false>(game, limits, None)
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
        search::<G, N, false>(game, limits, Some(Lent::new(memory)))
    }
}

/// Searches `game` with branch-and-bound: depth-first when `ALPHA_BETA` is `false`
/// ([`BranchAndBound`]), alpha-beta when it is `true`
/// ([`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound)). The variant is a constant,
/// so each is compiled without the other's tests, as the Lemma-1 kernels share one kernel.
pub(crate) fn search<G: MonotonicHeuristic<N>, const N: usize, const ALPHA_BETA: bool>(
    game: &G,
    limits: Limits,
    lent: Option<Lent<'_, G, N>>,
) -> SearchResult<G::Move, G::Score, N> {
    SearchContext::run(game, &limits, lent, |context| {
        node::<G, N, ALPHA_BETA>(context, game, Need::NONE, limits.depth, 0).root_value()
    })
}

/// Searches `position`: immediate and branch-and-bound pruning on the heuristic's upper
/// bounds, and with `ALPHA_BETA` shallow pruning on the backed-up scores tightened by its
/// lower bounds (see [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound)).
fn node<G: MonotonicHeuristic<N>, const N: usize, const ALPHA_BETA: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    parent: Need<G::Score>,
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    let mut moves = G::Moves::default();
    if let Some(settled) = enter_heuristic_node(context, position, depth, ply, &mut moves) {
        return settled;
    }
    let recall = context.recall(position, depth, ply, &mut moves);
    if let Some(settled) = context.settle(&recall, &parent) {
        return settled;
    }
    // Children at the depth limit get a loop of their own, in which every child's outcome is
    // its exact value: no outcome to match, no child's need to make.
    // With a memory, the other children take the path that prefetches ahead; without one,
    // the plain path, which has none of its work.
    let moves = moves.as_slice();
    let outcome = if depth == 1 {
        expand::<G, N, ALPHA_BETA, true, false>(context, position, parent, moves, depth, ply)
    } else if context.remembers() {
        expand::<G, N, ALPHA_BETA, false, true>(context, position, parent, moves, depth, ply)
    } else {
        expand::<G, N, ALPHA_BETA, false, false>(context, position, parent, moves, depth, ply)
    };
    context.remember_outcome(&recall, depth, ply, &outcome, &parent);
    outcome
}

/// The search of a node's children (or none, when the heuristic shows the parent will not
/// adopt the node). With `AHEAD`, when the children use the table (a trick's last card, whose
/// children are trick starts), each child's successor is made and its table bucket prefetched
/// before the child's subtree is searched, so that the successor's probe finds its bucket in
/// the caches: the subtree's work hides the memory's latency (docs/results/speed.md,
/// "Prefetching ahead, huge pages"). A successor made for a child after which the node is cut
/// is wasted work, and nothing else changes: the children are searched in the same order.
#[inline(always)]
fn expand<
    G: MonotonicHeuristic<N>,
    const N: usize,
    const ALPHA_BETA: bool,
    const FRONTIER: bool,
    const AHEAD: bool,
>(
    context: &mut SearchContext<G, N>,
    position: &G,
    parent: Need<G::Score>,
    moves: &[G::Move],
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    // DFBnB asks only for the upper bounds, which a game may compute for less.
    let (lower, upper) = if ALPHA_BETA {
        let (lower, upper) = position.heuristic_bounds();
        (Some(lower), upper)
    } else {
        (None, position.upper_bounds())
    };
    if parent.fails(&upper) {
        context.stats.cutoffs.branch_and_bound += 1;
        return Outcome::Pruned(1);
    }
    let mover = position.to_move();
    let cap = if upper[mover] < G::MAXP {
        upper[mover]
    } else {
        G::MAXP
    };
    // What a later child strictly better for the mover must leave to the others: the parent's
    // player its need (when it is another player), everyone else its lower bound.
    let bounding = ALPHA_BETA && parent.is_active() && parent.player() != mover;
    let mut others = G::Score::ZERO;
    if let (true, Some(lower)) = (bounding, &lower) {
        for (player, &low) in lower.iter().enumerate() {
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
    let mut best = Best::<G::Score, N>::new();
    // Whether the children use the table (decided at the first), and the next child, made
    // ahead when they do.
    let mut ahead = false;
    let mut next: Option<G> = None;
    for (index, &mv) in moves.iter().enumerate() {
        let child = if AHEAD && let Some(child) = next.take() {
            child
        } else {
            let mut child = position.clone();
            child.play(mv);
            child
        };
        let left = if FRONTIER { 0 } else { depth - 1 };
        let mut prefetched = false;
        if AHEAD {
            if index == 0 {
                ahead = context.prefetch(&child, left);
                prefetched = true;
            } else {
                prefetched = ahead;
            }
            if ahead && index < last {
                let mut successor = position.clone();
                successor.play(moves[index + 1]);
                context.prefetch(&successor, left);
                next = Some(successor);
            }
        }
        let searched =
            search_heuristic_child(context, &child, left, ply + 1, prefetched, |context| {
                let need = best.need(mover, index, G::DELTA);
                node::<G, N, ALPHA_BETA>(context, &child, need, left, ply + 1)
            });
        let Some(outcome) = searched else {
            break;
        };
        if let Outcome::Exact(value) = outcome {
            check_promise::<G, N>(&value, lower.as_ref(), &upper);
            if best.offer(mover, value, index) {
                context.lines.adopt(ply, mv);
            }
        }
        if index == last || !best.found {
            continue;
        }
        let score = best.value[mover];
        if Cut::<G, N>::immediate(score, cap) {
            context.stats.cutoffs.immediate += 1;
            break;
        }
        if bounding && Cut::<G, N>::lemma(score, others) && parent.fails(&best.value) {
            if Cut::<G, N>::lemma(score, parent.score()) {
                context.stats.cutoffs.shallow += 1;
            } else {
                context.stats.cutoffs.branch_and_bound += 1;
            }
            return Outcome::Pruned(1);
        }
    }
    Outcome::Exact(best.value)
}
