//! Max^n with immediate and shallow pruning (Korf 1991), with the discrete bound of Sturtevant
//! & Korf (2000) and bounds carried across a player's consecutive moves: exact, and no
//! Lemma-1 pruning beyond the parent.

use crate::game::BoundedGame;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::ancestors::{Cut, Need, ShallowBound};
use crate::search::{Lent, SearchContext, Searcher};
use crate::transposition::EntryKind;

/// Max^n with immediate and shallow pruning. Returns exactly the value, root move and
/// principal line of [`MaxN`](crate::MaxN), visiting fewer nodes.
///
/// - **Immediate pruning**: the mover stops once its best child gives it `maxp`; no later child
///   can be strictly better for it, and ties go to the left.
/// - **Shallow pruning** (Korf 1991): a node whose mover `i` is below a parent whose mover `p`
///   has `b` so far stops once no later child can both be strictly better for `i` and give
///   `p` strictly more than `b`, and its best so far does not give `p` more than `b` either:
///
///   ```text
///   (best[i] + delta) + (b + delta) > maxsum   and   best[p] <= b
///   ```
///
///   A later child is adopted here only if it gives `i` at least `best[i] + delta`, which
///   leaves `p` at most `maxsum - best[i] - delta <= b`; so whatever this node's value is, the
///   parent does not adopt it (ties go to the left), and the best so far is returned in its
///   place. For continuous scores (`delta = 0`) the first condition is Korf's `best[i] >=
///   maxsum - b` and implies the second. For integer scores it is the paper's "exact bound"
///   (Sturtevant & Korf 2000: "since ties are broken to the left, we have integer terminal
///   values, and because Player 1 did not get 7 points at the left child", the shallow bound
///   prunes one step earlier); the second condition is then needed, since the best so far is
///   not covered by the step.
/// - **Consecutive moves** (a trick's winner leading the next trick): a child whose mover is
///   this node's mover `i` again inherits this node's bound, from the nearest ancestor moved by
///   another player, `a`. It may cut with that bound only when its best so far would also be
///   adopted by every node between it and `a` (all moved by `i`): it carries the join of their
///   needs, and cuts only when its best meets it. Then each of those nodes adopts the returned
///   best and cuts in turn (its tests hold with the same numbers), so `a` receives it and
///   ignores it; and every true value on the way fails `a`'s need too: each gives `i` at least
///   `best[i]`, and one that gives strictly more fails by the step argument, one that gives
///   exactly as much is the cut node's own (the nodes' earlier children give `i` less, later
///   ones lose the tie).
///
/// Deep pruning (bounds from grandparents) is not valid for more than two players and is not
/// done; see [`LastBranch`](crate::LastBranch) and [`Speculative`](crate::Speculative) for
/// what Lemma 1 allows instead. On a game with a fixed turn order and continuous scores this
/// is exactly Korf's algorithm, which reaches his best case `f(d)` on perfectly ordered trees.
///
/// Requires a [`BoundedGame`]: without `maxsum` nothing can be pruned, and asking for it on
/// such a game is a compile error.
///
/// For float scores the sum `best[i] + b` is computed in floating point; it is exact when the
/// scores are multiples of a common power of two (as the synthetic trees' are), which keeps
/// the pruning exact.
///
/// With a [`Memory`] ([`Searcher::search_with`]) a node's value is stored as
/// [`Exact`](EntryKind::Exact) only when no shallow cut-off happened at the node or below it
/// (immediate cut-offs keep the value exact; a shallow cut returns a value the bound's origin
/// ignores, which is not the node's); otherwise only its best move is stored.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shallow;

impl Shallow {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "shallow";
}

impl<G: BoundedGame<N>, const N: usize> Searcher<G, N> for Shallow {
    const NAME: &'static str = Shallow::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        SearchContext::run(game, &limits, None, |context| {
            shallow(context, game, &ShallowBound::NONE, limits.depth, 0)
        })
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
        SearchContext::run(game, &limits, Some(Lent::new(memory)), |context| {
            shallow(context, game, &ShallowBound::NONE, limits.depth, 0)
        })
    }
}

/// The max^n value of `position`, or a value its bound's origin will not adopt.
///
/// The bound comes by reference and is read only where a cut-off may fire (past the node's
/// alert) or a child's bound is made, so the nodes where nothing is cut neither unpack it nor
/// keep its fields alive across their loop; the nodes one ply above the depth limit, two
/// thirds of the interior nodes of a tree of branching three, run a loop with no child bounds
/// at all.
fn shallow<G: BoundedGame<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    bound: &ShallowBound<G::Score>,
    depth: u32,
    ply: usize,
) -> [G::Score; N] {
    let mut moves = G::Moves::default();
    if let Some(settled) = context.enter_interior(position, depth, ply, &mut moves) {
        return settled;
    }
    let recall = context.recall(position, depth, ply, &mut moves);
    if let Some(value) = context.exact_hit(&recall) {
        return value;
    }
    // The count of shallow cut-offs decides the kind of the node's entry, so only a node
    // that stores one keeps it.
    let shallow_cuts = if recall.is_on() {
        context.stats.cutoffs.shallow
    } else {
        0
    };
    let best = if depth == 1 {
        children::<G, N, true>(context, position, bound, &moves, depth, ply)
    } else {
        children::<G, N, false>(context, position, bound, &moves, depth, ply)
    };
    if recall.is_on() {
        let kind = if context.stats.cutoffs.shallow == shallow_cuts {
            EntryKind::Exact
        } else {
            EntryKind::MoveOnly
        };
        context.remember(&recall, depth, ply, kind, best, (0, false));
    }
    best
}

/// The loop over a node's children: the best so far, with the cut-offs between children.
/// `FRONTIER` when the children are at the depth limit (visited in the loop, no bounds).
/// The first child is searched before the loop, which then neither asks whether the node has
/// a best yet nor tests a cut-off before its first child.
#[inline(always)]
fn children<G: BoundedGame<N>, const N: usize, const FRONTIER: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    bound: &ShallowBound<G::Score>,
    moves: &G::Moves,
    depth: u32,
    ply: usize,
) -> [G::Score; N] {
    let player = position.to_move();
    let Some((&first, rest)) = moves.as_slice().split_first() else {
        return [G::Score::ZERO; N];
    };
    // Before the first child the node has no best: that child is not bounded by it.
    let value = child::<G, N, FRONTIER>(context, position, bound, Need::NONE, first, depth, ply);
    if context.stopped() {
        return [G::Score::ZERO; N];
    }
    let mut best = value;
    context.lines.adopt(ply, first);
    // Below `alert` the mover's best fires neither cut-off (both tests grow with it): one
    // comparison per child where nothing is cut.
    let alert = Cut::<G, N>::alert(bound.origin.score());
    for &mv in rest {
        if best[player] >= alert && cuts(context, bound, &best, player) {
            break;
        }
        let own = if FRONTIER {
            Need::NONE
        } else {
            Need::to_replace(player, best[player], G::DELTA, true)
        };
        let value = child::<G, N, FRONTIER>(context, position, bound, own, mv, depth, ply);
        if context.stopped() {
            break;
        }
        if value[player] > best[player] {
            best = value;
            context.lines.adopt(ply, mv);
        }
    }
    best
}

/// The value of the child after `mv`, whose parent (this node's mover) needs `own` of it:
/// visited in the loop at the depth limit, else searched with its bound.
#[inline(always)]
fn child<G: BoundedGame<N>, const N: usize, const FRONTIER: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    bound: &ShallowBound<G::Score>,
    own: Need<G::Score>,
    mv: G::Move,
    depth: u32,
    ply: usize,
) -> [G::Score; N] {
    let mut child = position.clone();
    child.play(mv);
    if FRONTIER {
        context.frontier(&child, ply + 1)
    } else {
        let child_bound = bound.child(own, position.to_move(), child.to_move());
        shallow(context, &child, &child_bound, depth - 1, ply + 1)
    }
}

/// Whether a node whose mover `player` has `best` stops before its next child, counting the
/// cut-off: immediate before shallow, so a cut both rules allow counts as immediate. Out of
/// line: called only past the node's alert.
#[cold]
#[inline(never)]
fn cuts<G: BoundedGame<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    bound: &ShallowBound<G::Score>,
    best: &[G::Score; N],
    player: usize,
) -> bool {
    if Cut::<G, N>::immediate(best[player], G::MAXP) {
        context.stats.cutoffs.immediate += 1;
        return true;
    }
    if Cut::<G, N>::lemma(best[player], bound.origin.score())
        && bound.origin.fails(best)
        && !bound.chain.fails(best)
    {
        context.stats.cutoffs.shallow += 1;
        return true;
    }
    false
}
