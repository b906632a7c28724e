//! Depth-first branch-and-bound for max^n (Sturtevant & Korf 2000): pruning on a monotonic
//! heuristic's upper bounds alone.

use crate::game::MonotonicHeuristic;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
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
/// With a [`Memory`] ([`Searcher::search_with`]): an exact outcome (the node's max^n value,
/// whatever was cut below it) is stored as [`Exact`](crate::EntryKind::Exact); a cut (the
/// node's value fails its parent's need) as [`Upper`](crate::EntryKind::Upper) on the parent's
/// player, which settles a later visit whose parent needs at least as much of that player.
///
/// Cut-offs are counted as `immediate` and `branch_and_bound`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BranchAndBound;

impl<G: MonotonicHeuristic<N>, const N: usize> Searcher<G, N> for BranchAndBound {
    const NAME: &'static str = "dfbnb";

    fn search(&mut self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        SearchContext::run(game, &limits, None, |context| {
            node(context, game, Need::NONE, limits.depth, 0).root_value()
        })
    }

    fn search_with(
        &mut self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N>,
    {
        let lent = Lent {
            memory,
            hash: G::position_hash,
        };
        SearchContext::run(game, &limits, Some(lent), |context| {
            node(context, game, Need::NONE, limits.depth, 0).root_value()
        })
    }
}

fn node<G: MonotonicHeuristic<N>, const N: usize>(
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
    let outcome = expand(context, position, parent, moves.as_slice(), depth, ply);
    context.remember_outcome(&recall, depth, ply, &outcome, &parent);
    outcome
}

/// The search of a node's children (or none, when the heuristic shows the parent will not
/// adopt the node).
fn expand<G: MonotonicHeuristic<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    parent: Need<G::Score>,
    moves: &[G::Move],
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    let upper = position.upper_bounds();
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
    let last = moves.len() - 1;
    let mut best = Best::<G::Score, N>::new();
    for (index, &mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let need = best.need(mover, index, G::DELTA);
        let searched = search_heuristic_child(context, &child, depth - 1, ply + 1, |context| {
            node(context, &child, need, depth - 1, ply + 1)
        });
        let Some(outcome) = searched else {
            break;
        };
        if let Outcome::Exact(value) = outcome {
            check_promise::<G, N>(&value, None, &upper);
            if best.offer(mover, value, index) {
                context.lines.adopt(ply, mv);
            }
        }
        if index < last && best.found && Cut::<G, N>::immediate(best.value[mover], cap) {
            context.stats.cutoffs.immediate += 1;
            break;
        }
    }
    Outcome::Exact(best.value)
}
