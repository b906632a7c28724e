//! Best-Reply Search (Schadd & Winands 2011): alpha-beta for the root player against the single
//! strongest reply of any one opponent.

use crate::game::FreeTurnOrder;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::window::{Window, improves};
use crate::search::{SearchContext, Searcher};

/// Best-Reply Search (BRS, Schadd & Winands 2011): the root player's levels search all its
/// moves; between two of them comes one opponents' level whose children are **every move of
/// every opponent**, each played in the position as it stands with that opponent given the
/// move ([`FreeTurnOrder::with_mover`]), and the child worst for the root player is taken.
/// After the reply the move goes back to the root player. So only one opponent moves between
/// two moves of the root player, and the search is two-player alpha-beta on the root
/// player's component (max at its levels, min at the opponents'), which lets the root player
/// see more of its own moves at a given depth than paranoid or max^n.
///
/// - **Depth** counts the levels of the BRS tree, as the paper's plies do: a root player's
///   move is one ply, one opponent's reply is one ply (with 3 players, depth 4 is the root
///   player's move, a reply, its move, a reply).
/// - **Order** of an opponents' level: the opponents in turn order from the root player
///   (`root + 1`, `root + 2`, ... modulo `N`), each one's moves in its generation order; ties
///   go to the first child reaching the value.
/// - **Positions**: the child after the root player's move is the game's own position (its
///   leaf value, if it is one, is the game's); the child after an opponent's reply is given
///   back to the root player with `with_mover(root)`. A level with no move at all (every
///   opponent without moves) is evaluated, as a position without moves is everywhere.
/// - **Returns** the root player's BRS value, the first root move reaching it, the principal
///   line (the root player's moves and the replies, which is a line of the game only when the
///   replies happen to come in turn) and as the value tuple the tuple of its leaf.
/// - **Counts**: every node of the BRS tree, the root and the leaves included; window
///   cut-offs as `alpha_beta`.
///
/// With two players an opponents' level is the one opponent's turn, so BRS is alpha-beta:
/// it returns exactly what [`Paranoid`](crate::Paranoid) returns, with the same counts, and
/// never calls `with_mover` on a game whose players alternate. Requires [`FreeTurnOrder`];
/// [`BestReplyPlus`](crate::BestReplyPlus) keeps the game's turn order and needs nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct BestReply;

impl BestReply {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game and the lab's
    /// registry read it (it has no dynamic twin).
    pub const NAME: &'static str = "brs";
}

impl<G: FreeTurnOrder<N>, const N: usize> Searcher<G, N> for BestReply {
    const NAME: &'static str = BestReply::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        let mut context = SearchContext::new(&limits);
        let node = Node {
            depth: limits.depth,
            ply: 0,
            root: game.to_move(),
            roots_turn: true,
        };
        let value = best_reply(&mut context, game, node, Window::OPEN);
        context.finish(game, value)
    }
}

/// Where a node is in the BRS tree.
#[derive(Clone, Copy)]
struct Node {
    depth: u32,
    ply: usize,
    root: usize,
    /// Whether this is a root player's level (else an opponents' level).
    roots_turn: bool,
}

impl Node {
    fn child(self) -> Self {
        Self {
            depth: self.depth - 1,
            ply: self.ply + 1,
            roots_turn: !self.roots_turn,
            ..self
        }
    }
}

/// The BRS value of `position` for the root player, fail-soft within `window` (see
/// [`Window`]).
fn best_reply<G: FreeTurnOrder<N>, const N: usize>(
    context: &mut SearchContext<G, N>,
    position: &G,
    node: Node,
    mut window: Window<G::Score>,
) -> [G::Score; N] {
    let Node {
        depth, ply, root, ..
    } = node;
    if !context.enter(ply) {
        return [G::Score::ZERO; N];
    }
    if depth == 0 {
        return context.leaf(position);
    }
    if let Some(value) = position.outcome() {
        return context.evaluated(value);
    }
    let maximising = node.roots_turn;
    let movers = if maximising { 0..1 } else { 1..N };
    let mut best = [G::Score::ZERO; N];
    let mut searched = 0usize;
    for offset in movers {
        let player = (root + offset) % N;
        // The position itself when the game already gives `player` the move (always, with
        // two alternating players), so such games never need a copy with another mover.
        let given;
        let mover = if position.to_move() == player {
            position
        } else {
            given = position.with_mover(player);
            &given
        };
        let mut moves = G::Moves::default();
        SearchContext::<G, N>::generate(mover, &mut moves);
        for &mv in moves.as_slice() {
            if searched > 0 && window.cuts(maximising, best[root]) {
                context.stats.cutoffs.alpha_beta += 1;
                return best;
            }
            let mut child = mover.clone();
            child.play(mv);
            if !maximising && child.to_move() != root {
                child = child.with_mover(root);
            }
            let value = if depth == 1 {
                context.frontier(&child, ply + 1)
            } else {
                best_reply(context, &child, node.child(), window)
            };
            if context.stopped() {
                return best;
            }
            let score = value[root];
            if searched == 0 || improves(maximising, score, best[root]) {
                best = value;
                context.lines.adopt(ply, mv);
                window.narrow(maximising, score);
            }
            searched += 1;
        }
    }
    if searched == 0 {
        return context.stuck(position);
    }
    best
}
