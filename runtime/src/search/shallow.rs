//! Max^n with immediate and shallow pruning (Korf 1991): the best any directional max^n
//! search can do without Lemma-1 pruning, and exact.

use crate::game::BoundedGame;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::{SearchContext, Searcher};

/// Max^n with immediate and shallow pruning. Returns exactly the value, root move and
/// principal line of [`MaxN`](crate::MaxN), visiting fewer nodes.
///
/// - **Immediate pruning**: the mover stops once its best child gives it `maxp`; no later child
///   can be strictly better for it, and ties go to the left.
/// - **Shallow pruning**: a node is searched with `bound = maxsum - b`, where `b` is the parent
///   mover's best so far. Once the mover here has `best[i] >= bound`, every value this node can
///   take gives the parent's mover at most `maxsum - best[i] <= b`: not strictly more than it
///   already has, so with ties to the left the parent keeps its choice and the rest of this node
///   is skipped. The cut value returned is itself no better than `b` for the parent, so the
///   parent never adopts it.
///
/// Deep pruning (bounds from grandparents) is not valid for more than two players and is not
/// done. A child whose mover is the parent's mover again (a trick winner leading the next
/// trick) gets no shallow bound: the argument above needs two different players.
///
/// Requires a [`BoundedGame`]: without `maxsum` nothing can be pruned, and asking for it on
/// such a game is a compile error.
///
/// For float scores the bound `maxsum - b` is computed in floating point; it is exact when the
/// scores are multiples of a common power of two (as the synthetic trees' are), which keeps
/// the pruning exact.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shallow;

impl<G: BoundedGame<N>, const N: usize> Searcher<G, N> for Shallow {
    const NAME: &'static str = "shallow";

    fn search(&mut self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        let mut context = SearchContext::new(&limits);
        let value = shallow(&mut context, game, limits.depth, 0, G::MAXSUM);
        context.finish(game, value)
    }
}

/// The max^n value of `position`, or a value its parent will not adopt once the mover here
/// reaches `bound`.
fn shallow<G: BoundedGame<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    depth: u32,
    ply: usize,
    bound: G::Score,
) -> [G::Score; N] {
    if !context.enter(ply) {
        return [G::Score::ZERO; N];
    }
    if depth == 0 {
        return context.leaf(position);
    }
    if let Some(value) = position.outcome() {
        return context.evaluated(value);
    }
    let mut moves = G::Moves::default();
    SearchContext::<G, N>::generate(position, &mut moves);
    if moves.is_empty() {
        return context.leaf(position);
    }
    let player = position.to_move();
    let mut best = [G::Score::ZERO; N];
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        if index > 0 {
            // Immediate before shallow, so a cut both rules allow counts as immediate (with the
            // root's bound `maxsum`, `best >= bound` means `best == maxp == maxsum`).
            if best[player] >= G::MAXP {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if best[player] >= bound {
                context.stats.cutoffs.shallow += 1;
                break;
            }
        }
        let mut child = position.clone();
        child.play(mv);
        let value = if depth == 1 {
            context.frontier(&child, ply + 1)
        } else {
            // Before the first child `best` is all zeros, so the first child gets `maxsum`:
            // no bound, as Korf's pseudo-code has it.
            let child_bound = if child.to_move() == player {
                G::MAXSUM
            } else {
                G::MAXSUM.saturating_sub(best[player])
            };
            shallow(context, &child, depth - 1, ply + 1, child_bound)
        };
        if context.stopped() {
            break;
        }
        if index == 0 || value[player] > best[player] {
            best = value;
            context.lines.adopt(ply, mv);
        }
    }
    best
}
