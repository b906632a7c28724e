//! Parallel max^n: every child of a split node is a task of its own.
//!
//! Max^n prunes nothing, so a child's value does not depend on its brothers': the tasks are
//! independent, and combining their values in generation order with the sequential rule (a
//! later child replaces the best only when strictly better for the mover) gives the sequential
//! value, move and line, and the sequential node counts.

use rayon::prelude::*;

use super::task::{Split, Task, finish, through};
use crate::game::Game;
use crate::limits::Limits;
use crate::link::Subtree;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::maxn::maxn;

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
    let root = subtree(&task, game, limits.depth, 0);
    finish(game, &limits, &task, root)
}

/// The search of the subtree of `position`, at `ply`, `depth` plies deep: split, or searched
/// by the sequential kernel.
fn subtree<G, const N: usize>(
    task: &Task,
    position: &G,
    depth: u32,
    ply: u32,
) -> Subtree<G::Move, G::Score, N>
where
    G: Game<N> + Send + Sync,
    G::Move: Send + Sync,
{
    let mut context = task.context::<G, N>(depth);
    if task.split.splits(ply, depth) {
        let mut moves = G::Moves::default();
        if let Some(value) = context.enter_interior(position, depth, 0, &mut moves) {
            return context.into_subtree(value);
        }
        // Its reserved nodes go back to the shared budget before the children run.
        let mut node = context.into_subtree([G::Score::ZERO; N]);
        let children: Vec<_> = moves
            .as_slice()
            .par_iter()
            .map(|&mv| {
                let mut child = position.clone();
                child.play(mv);
                subtree(task, &child, depth - 1, ply + 1)
            })
            .collect();
        let mover = position.to_move();
        let mut best: Option<&Subtree<G::Move, G::Score, N>> = None;
        for (&mv, child) in moves.as_slice().iter().zip(&children) {
            node.stats += child.stats;
            // A stopped child's value is not known; the node is then stopped too, and its
            // value only matters at the root, where it is the best of the finished children.
            if !child.finished {
                node.finished = false;
                continue;
            }
            if best.is_none_or(|best| child.value[mover] > best.value[mover]) {
                best = Some(child);
                node.value = child.value;
                node.line = through(mv, &child.line);
            }
        }
        node
    } else {
        let value = maxn(&mut context, position, depth, 0);
        context.into_subtree(value)
    }
}
