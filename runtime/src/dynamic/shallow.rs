//! Max^n with immediate and shallow pruning over a [`DynBoundedGame`]: the dynamic twin of
//! [`Shallow`](crate::Shallow).

use crate::dynamic::{DynBoundedGame, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::score::Score;

/// Immediate and shallow pruning with the player count and bounds read at run time; visits the
/// same nodes, makes the same cut-offs and returns the same result as
/// [`Shallow`](crate::Shallow) (see there for the rules and why they are exact).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynShallow;

impl<G: DynBoundedGame> DynSearcher<G> for DynShallow {
    const NAME: &'static str = "shallow";

    fn search(&mut self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        let mut context = DynSearchContext::new(game, &limits);
        let bounds = context.required_bounds();
        let scores = Scores {
            maxsum: bounds.maxsum,
            maxp: bounds.maxp,
        };
        shallow(&mut context, &scores, game, limits.depth, 0, scores.maxsum);
        context.finish(game)
    }
}

/// The bounds the rules compare with, read once per search.
struct Scores<S> {
    maxsum: S,
    maxp: S,
}

/// Leaves in value slot `ply` the max^n value of `position`, or a value its parent will not
/// adopt once the mover here reaches `bound`.
fn shallow<G: DynBoundedGame>(
    context: &mut DynSearchContext<G>,
    scores: &Scores<G::Score>,
    position: &G,
    depth: u32,
    ply: usize,
    bound: G::Score,
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
        return context.leaf(position, ply);
    }
    let player = position.to_move();
    let mut best = G::Score::ZERO;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        if index > 0 {
            if best >= scores.maxp {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if best >= bound {
                context.stats.cutoffs.shallow += 1;
                break;
            }
        }
        let mut child = position.clone();
        child.play(mv);
        if depth == 1 {
            context.frontier(&child, ply + 1);
        } else {
            let child_bound = if child.to_move() == player {
                scores.maxsum
            } else {
                scores.maxsum.saturating_sub(best)
            };
            shallow(context, scores, &child, depth - 1, ply + 1, child_bound);
        }
        if context.stopped() {
            break;
        }
        let score = context.child_score(ply, player);
        if index == 0 || score > best {
            best = score;
            context.adopt(ply, mv);
        }
    }
}
