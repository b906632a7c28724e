//! Parallel paranoid alpha-beta, young brothers wait: at a split node the first child (the
//! eldest brother) is searched first, alone, and its value narrows the window of the others,
//! which are then searched in parallel.
//!
//! # Why the answer is the sequential one
//!
//! Take a max node (for the root player) with window `(alpha, beta)`; min nodes are the
//! mirror image. Child `k` is searched with `(a_k, beta)`, where `a_k` is `alpha` raised by the
//! values returned by *some* of the children to its left (the eldest, and those of its young
//! brothers to its left that had finished when it began), never by a child to its right. Each
//! returned `r_i` keeps the fail-soft contract of its own window: exact inside it, an upper
//! bound at most `a_i` below it, a lower bound at least `beta` above it. The node combines the
//! `r_i` in generation order with the sequential rule (a later child is adopted only when
//! strictly better; stop at the first best `>= beta`). Then, with `V` the node's true value:
//!
//! - if `alpha < V < beta`, every child left of the first child worth `V` returns less than
//!   `V` (exactly, or below an `a_i` made of values less than `V`), so that child's window
//!   holds `V`: it returns `V` exactly and is adopted; no later child returns more than `V`
//!   (its `a_k` is made of values at most `V`), so none replaces it. The node returns `V`
//!   through the same first best child as sequentially, so by induction the same line and
//!   leaf tuple;
//! - if `V <= alpha` every `r_i` is at most `alpha`, and at least `v_i`: the node fails low
//!   correctly; if `V >= beta`, some child returns at least `beta` and none more than `V`:
//!   it fails high correctly.
//!
//! A bound from a child to the right would break the first case: a left child worth exactly
//! that bound would fail low, and could not be told from a worse one.
//!
//! When a young brother returns a value that cuts the node off (`>= beta`), the brothers to
//! its right are cancelled; those to its left run on, since the combination stops at the
//! first child that cuts, as the sequential search does. That matters where a node's value
//! is the lowest score (0 for unsigned scores): its window cannot be below it, the node fails
//! low at its first child worth 0, and returns that child's tuple, which is then the root's.

use std::sync::Mutex;

use rayon::prelude::*;

use super::task::{Split, Task, finish, lock, through};
use crate::game::Game;
use crate::limits::Limits;
use crate::link::{CutAt, Subtree};
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::paranoid::{NoBounds, Node, paranoid};
use crate::search::window::{Window, improves};

/// Searches `game` within `limits`, splitting as `split` says.
pub(super) fn search<G, const N: usize>(
    game: &G,
    limits: Limits,
    split: Split,
) -> SearchResult<G::Move, G::Score, N>
where
    G: Game<N> + Send + Sync,
    G::Move: Send + Sync,
{
    let task = Task::root(&limits, split);
    let node = Node {
        depth: limits.depth,
        ply: 0,
        root: game.to_move(),
        step: None,
    };
    let root = subtree(&task, game, node, Window::OPEN);
    finish(game, &limits, &task, root)
}

/// The search of the subtree of `position` within `window`, `node.ply` being its ply in the
/// whole tree: split, or searched by the sequential kernel.
fn subtree<G, const N: usize>(
    task: &Task,
    position: &G,
    node: Node<G::Score>,
    window: Window<G::Score>,
) -> Subtree<G::Move, G::Score, N>
where
    G: Game<N> + Send + Sync,
    G::Move: Send + Sync,
{
    let mut context = task.context::<G, N>(node.depth);
    if !task.split.splits(node.ply as u32, node.depth) {
        let value =
            paranoid::<G, N, NoBounds>(&mut context, position, Node { ply: 0, ..node }, window);
        return context.into_subtree(value);
    }
    let mut moves = G::Moves::default();
    if let Some(value) = context.enter_interior(position, node.depth, 0, &mut moves) {
        return context.into_subtree(value);
    }
    let moves = moves.as_slice();
    let root = node.root;
    let maximising = position.to_move() == root;
    let search = |task: &Task, mv: G::Move, window: Window<G::Score>| {
        let mut child = position.clone();
        child.play(mv);
        subtree(task, &child, node.child(), window)
    };
    let mut this = context.into_subtree([G::Score::ZERO; N]);

    let eldest = search(task, moves[0], window);
    this.stats += eldest.stats;
    if !eldest.finished {
        this.finished = false;
        return this;
    }
    let mut window = window;
    this.value = eldest.value;
    this.line = through(moves[0], &eldest.line);
    window.narrow(maximising, eldest.value[root]);
    if moves.len() == 1 {
        return this;
    }
    if window.cuts(maximising, this.value[root]) {
        this.stats.cutoffs.alpha_beta += 1;
        return this;
    }

    // The young brothers, each with the window narrowed by the brothers to its left that have
    // finished when it begins.
    let brothers = CutAt::new();
    let finished: Mutex<Vec<Option<G::Score>>> = Mutex::new(vec![None; moves.len()]);
    let edge = window;
    let young: Vec<_> = (1..moves.len())
        .into_par_iter()
        .map(|index| {
            let task = task.brother(&brothers, index);
            if !task.link.live() {
                return Subtree::skipped();
            }
            let mut window = edge;
            for score in lock(&finished)[1..index].iter().flatten() {
                window.narrow(maximising, *score);
            }
            let child = search(&task, moves[index], window);
            if child.finished {
                let score = child.value[root];
                lock(&finished)[index] = Some(score);
                if edge.cuts(maximising, score) {
                    brothers.cut(index);
                }
            }
            child
        })
        .collect();

    // Every brother left of the first that cut the node off has finished (unless a limit or
    // a cut-off above stopped this node, whose value is then not used).
    let mut cut_off = false;
    for (index, child) in (1..).zip(&young) {
        this.stats += child.stats;
        if cut_off {
            continue;
        }
        if !child.finished {
            this.finished = false;
            continue;
        }
        let score = child.value[root];
        if improves(maximising, score, this.value[root]) {
            this.value = child.value;
            this.line = through(moves[index], &child.line);
            window.narrow(maximising, score);
        }
        if index + 1 < moves.len() && window.cuts(maximising, this.value[root]) {
            this.stats.cutoffs.alpha_beta += 1;
            cut_off = true;
        }
    }
    this
}
