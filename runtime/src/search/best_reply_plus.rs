//! BRS+ (Esser et al. 2013): Best-Reply Search that keeps the game's turn order, the opponents
//! who do not give the reply playing their first ordered move.

use crate::game::Game;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::window::{Window, improves};
use crate::search::{SearchContext, Searcher};

/// BRS+ (Esser et al. 2013): as [`BestReply`](crate::BestReply), one opponent replies with any
/// of its moves and the reply worst for the root player is taken, but the other opponents
/// still move, in the game's own turn order, each playing the **first move its generator
/// produces** (its best-ordered move). Every position searched is a position of the game, so
/// BRS+ searches any [`Game`], with no capability beyond the rules.
///
/// Precisely, it is paranoid alpha-beta (max where the root player moves, min elsewhere) on a
/// restricted tree. Call an *opponents' layer* the run of opponents' turns between two turns
/// of the root player (or up to the end of the game). In a layer, an opponent may try all its
/// moves only while every opponent before it in the layer played its first move; once one
/// opponent has played another move (it gives the reply), every later opponent of the layer
/// plays its first move only. So the children of a layer are: the line where every opponent
/// plays its first move, and for each opponent and each of its other moves, the line where
/// that opponent plays it and all the others their first moves; each is searched once.
///
/// - **Depth** counts plies as [`BestReply`](crate::BestReply) does: a root player's move is
///   one ply, a whole opponents' layer one ply (the opponents' turns inside it do not count).
///   With 3 players, depth 4 is the root player's move, a layer of two opponents' moves, its
///   move, another layer.
/// - **Order**: each position's moves in generation order; ties go to the first child
///   reaching the value. Under [`IterativeDeepening`](crate::IterativeDeepening) the "first
///   move" of an opponent on the previous principal line is that line's move, as the
///   iteration's move ordering puts it first.
/// - **Returns** the root player's value, the first root move reaching it, the principal line
///   (every move of the line, the opponents' first moves included: a line of the game) and
///   as the value tuple the tuple of its leaf.
/// - **Counts**: every position entered is a node, the positions inside a layer included;
///   window cut-offs count as `alpha_beta`.
///
/// With two players a layer is one opponent's turn with all its moves, so BRS+ is alpha-beta:
/// it returns exactly what [`Paranoid`](crate::Paranoid) returns, with the same counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct BestReplyPlus;

impl BestReplyPlus {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game and the lab's
    /// registry read it (it has no dynamic twin).
    pub const NAME: &'static str = "brs-plus";
}

impl<G: Game<N>, const N: usize> Searcher<G, N> for BestReplyPlus {
    const NAME: &'static str = BestReplyPlus::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        let mut context = SearchContext::new(&limits);
        let node = Node {
            depth: limits.depth,
            ply: 0,
            root: game.to_move(),
            free: true,
        };
        let value = best_reply_plus(&mut context, game, node, Window::OPEN);
        context.finish(game, value)
    }
}

/// Where a node is and what its mover may play.
#[derive(Clone, Copy)]
struct Node {
    /// Plies of the BRS tree left (root moves and whole layers).
    depth: u32,
    /// Moves of the game from the root.
    ply: usize,
    root: usize,
    /// Whether an opponent to move here may try all its moves (no opponent before it in the
    /// layer has left its first move); meaningless where the root player moves.
    free: bool,
}

/// The BRS+ value of `position` for the root player, fail-soft within `window` (see
/// [`Window`]).
fn best_reply_plus<G: Game<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    node: Node,
    mut window: Window<G::Score>,
) -> [G::Score; N] {
    let Node {
        depth, ply, root, ..
    } = node;
    let mut moves = G::Moves::default();
    if let Some(settled) = context.enter_interior(position, depth, ply, &mut moves) {
        return settled;
    }
    let maximising = position.to_move() == root;
    let moves = moves.as_slice();
    let moves = if maximising || node.free {
        moves
    } else {
        &moves[..1]
    };
    let mut best = [G::Score::ZERO; N];
    for (index, &mv) in moves.iter().enumerate() {
        if index > 0 && window.cuts(maximising, best[root]) {
            context.stats.cutoffs.alpha_beta += 1;
            break;
        }
        let mut child = position.clone();
        child.play(mv);
        // The layer ends where the root player moves again; a root move begins a new one.
        let ends_layer = maximising || child.to_move() == root;
        let child_node = Node {
            depth: if ends_layer { depth - 1 } else { depth },
            ply: ply + 1,
            root,
            free: ends_layer || (node.free && index == 0),
        };
        let value = if child_node.depth == 0 {
            context.frontier(&child, ply + 1)
        } else {
            best_reply_plus(context, &child, child_node, window)
        };
        if context.stopped() {
            break;
        }
        let score = value[root];
        if index == 0 || improves(maximising, score, best[root]) {
            best = value;
            context.lines.adopt(ply, mv);
            window.narrow(maximising, score);
        }
    }
    best
}
