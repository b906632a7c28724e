//! Unpruned paranoid minimax: the reference the paranoid searchers must equal.

use maxn::{Game, MoveBuffer};

/// What plain paranoid minimax returns at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct Paranoid<S, const N: usize> {
    /// The tuple of the leaf on the principal line.
    pub value: [S; N],
    /// The index of the first root move reaching the root player's best value.
    pub best_index: Option<usize>,
    /// Nodes visited (every node within the depth limit).
    pub nodes: u64,
}

/// Searches every node: the root player (the mover at the root) takes the first child with the
/// largest score for it, every other player the first child with the smallest score for the
/// root player. Leaves are the depth limit, finished games and positions without moves, as in
/// the kernels.
pub fn paranoid<G: Game<N>, const N: usize>(game: &G, depth: u32) -> Paranoid<G::Score, N> {
    paranoid_for(game, depth, game.to_move())
}

/// The same with the maximising player given, for searching a subtree of a larger search.
pub fn paranoid_for<G: Game<N>, const N: usize>(
    game: &G,
    depth: u32,
    root: usize,
) -> Paranoid<G::Score, N> {
    let mut nodes = 0;
    let (value, best_index) = node(game, depth, root, &mut nodes);
    Paranoid {
        value,
        best_index,
        nodes,
    }
}

fn node<G: Game<N>, const N: usize>(
    position: &G,
    depth: u32,
    root: usize,
    nodes: &mut u64,
) -> ([G::Score; N], Option<usize>) {
    *nodes += 1;
    let leaf = || {
        (
            position.outcome().unwrap_or_else(|| position.evaluate()),
            None,
        )
    };
    if depth == 0 || position.outcome().is_some() {
        return leaf();
    }
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    if moves.is_empty() {
        return leaf();
    }
    let maximising = position.to_move() == root;
    let mut best: Option<([G::Score; N], usize)> = None;
    for (index, &mv) in moves.as_slice().iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let (value, _) = node(&child, depth - 1, root, nodes);
        let better = match &best {
            None => true,
            Some((held, _)) if maximising => value[root] > held[root],
            Some((held, _)) => value[root] < held[root],
        };
        if better {
            best = Some((value, index));
        }
    }
    let (value, index) = best.expect("a node with moves has a best child");
    (value, Some(index))
}
