//! Alpha-beta branch-and-bound for max^n (Sturtevant & Korf 2000): shallow pruning on the
//! backed-up scores, tightened by a monotonic heuristic's lower bounds on the other players.

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

/// Alpha-beta branch-and-bound (ABBnB): returns exactly what [`MaxN`](crate::MaxN) returns
/// (value and move, ties to the left).
///
/// Everything [`BranchAndBound`](crate::BranchAndBound) prunes, plus shallow pruning whose
/// bound is tightened by the heuristic: after a child, a node where player `i` moves below a
/// parent where player `p` moves is cut when no later child can be strictly better for `i`
/// and still reach what `p` needs, given that every other player `x` gets at least its
/// heuristic lower bound `h_low(x)` here:
///
/// ```text
/// (best[i] + delta) + need(p) + sum of h_low(x) for x not in {i, p}  >  maxsum
/// ```
///
/// and the best so far does not reach the parent's need itself (the paper's test is
/// `best[i] >= bound - heuristic`; the step `delta` and the check of the best make it the
/// discrete form, which the paper points out for integer scores). For two players this is
/// alpha-beta.
///
/// With a [`Memory`] ([`Searcher::search_with`]): an exact outcome (the node's max^n value,
/// whatever was cut below it) is stored as [`Exact`](crate::EntryKind::Exact); a cut (the
/// node's value fails its parent's need) as [`Upper`](crate::EntryKind::Upper) on the parent's
/// player, which settles a later visit whose parent needs at least as much of that player.
///
/// Cut-offs are counted as `immediate`, `shallow` (the cut needed no heuristic) and
/// `branch_and_bound` (it did, or the node was not searched at all).
#[derive(Clone, Copy, Debug, Default)]
pub struct AlphaBetaBranchAndBound;

impl<G: MonotonicHeuristic<N>, const N: usize> Searcher<G, N> for AlphaBetaBranchAndBound {
    const NAME: &'static str = "abbnb";

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
    let (lower, upper) = position.heuristic_bounds();
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
    let bounding = parent.is_active() && parent.player() != mover;
    let mut others = G::Score::ZERO;
    for (player, &low) in lower.iter().enumerate() {
        if player == mover {
            continue;
        }
        let floor = if bounding && player == parent.player() && parent.score() > low {
            parent.score()
        } else {
            low
        };
        others = others.saturating_add(floor);
    }

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
            check_promise::<G, N>(&value, Some(&lower), &upper);
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
