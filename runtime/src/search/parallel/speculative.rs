//! Parallel speculative max^n: the root's children are the tasks (root splitting), each
//! searched by the sequential speculative kernel.
//!
//! # Why only the root, and why the answer is the sequential one
//!
//! Below the root a speculative node's children depend on each other twice over: each is
//! searched with the needs of its parent's best so far (and of the ancestors above), and a
//! child pruned speculatively is set aside until a later brother decides whether it must be
//! re-searched. Splitting there would mean passing unresolved claims between tasks. The root
//! has no ancestors: its children's outcomes are final (an exact value, or a prune claiming
//! only that the child is not better than the best the root had when the child began), and
//! the root never prunes itself, so its children can run in parallel soundly:
//!
//! - child `k` is searched with the need of the best of *some* of its left brothers (the
//!   eldest, searched first alone, and those that had finished when it began), never of a
//!   brother to its right. That best is no better than the sequential best at `k`, so a
//!   child pruned on it (its value does not beat it, strictly, from the right) is not adopted
//!   sequentially either, and an exact value is the child's max^n value;
//! - the root combines the children in generation order with the max^n rule (ties to the
//!   left) and the sequential immediate cut-off (the mover already has `maxp`), so it adopts
//!   the first child with the best value, as the sequential search does;
//! - a child that still claims more than its parent (a prune the root would set aside
//!   sequentially) is searched again at the end, with the need of the root's final best, as
//!   the sequential re-search does.
//!
//! A child whose value gives the mover `maxp` cancels its brothers to the right (the
//! sequential search would not search them).

use std::sync::Mutex;

use rayon::prelude::*;

use super::task::{Split, Task, finish, lock, through};
use crate::game::BoundedGame;
use crate::limits::Limits;
use crate::link::{CutAt, Subtree};
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::ancestors::{Ancestors, Cut};
use crate::search::lemma::{self, node};
use crate::search::outcome::{Best, Outcome};

/// What a root child's task returns: its outcome, line and counts.
struct Child<M, S, const N: usize> {
    outcome: Outcome<S, N>,
    subtree: Subtree<M, S, N>,
}

/// Searches `game` within `limits`; the root is split unless `split` splits nothing there.
pub(super) fn search<G, const N: usize>(
    game: &G,
    limits: Limits,
    split: Split,
) -> SearchResult<G::Move, G::Score, N>
where
    G: BoundedGame<N> + Send + Sync,
    G::Move: Send + Sync,
{
    if !split.splits(0, limits.depth) {
        return lemma::search::<G, N, true>(game, limits, None);
    }
    let task = Task::root(&limits, split);
    let mut context = task.context::<G, N>(limits.depth);
    let mut moves = G::Moves::default();
    if let Some(value) = context.enter_interior(game, limits.depth, 0, &mut moves) {
        let root = context.into_subtree(value);
        return finish(game, &limits, &task, root);
    }
    let moves = moves.as_slice();
    let mover = game.to_move();
    let depth = limits.depth;
    // Searches the child at `index` with the need of `best`, in a task of its own.
    let search = |task: &Task, index: usize, best: &Best<G::Score, N>| {
        let mut child = game.clone();
        child.play(moves[index]);
        let mut context = task.context::<G, N>(depth - 1);
        let window = Ancestors::ROOT.child(best.need(mover, index, G::DELTA), false);
        let outcome = node::<G, N, true>(&mut context, &child, &window, depth - 1, 0);
        let subtree = context.into_subtree(outcome.root_value());
        Child { outcome, subtree }
    };
    let mut root = context.into_subtree([G::Score::ZERO; N]);

    let eldest = search(&task, 0, &Best::new());
    let cut_at = CutAt::new();
    // The exact values of the children that have finished, by index.
    let finished: Mutex<Vec<Option<[G::Score; N]>>> = Mutex::new(vec![None; moves.len()]);
    let publish = |index: usize, child: &Child<G::Move, G::Score, N>| {
        if let Outcome::Exact(value) = child.outcome
            && child.subtree.finished
        {
            lock(&finished)[index] = Some(value);
            if Cut::<G, N>::immediate(value[mover], G::MAXP) {
                cut_at.cut(index);
            }
        }
    };
    publish(0, &eldest);
    let young: Vec<_> = (1..moves.len())
        .into_par_iter()
        .map(|index| {
            let task = task.brother(&cut_at, index);
            if !task.link.live() {
                return None;
            }
            let mut best = Best::new();
            for (left, value) in lock(&finished)[..index].iter().enumerate() {
                if let Some(value) = value {
                    best.offer(mover, *value, left);
                }
            }
            let child = search(&task, index, &best);
            publish(index, &child);
            Some(child)
        })
        .collect();

    // In generation order, as the sequential search combines them.
    let mut best = Best::<G::Score, N>::new();
    let mut set_aside = Vec::new();
    let mut cut_off = false;
    let children = std::iter::once(Some(eldest)).chain(young);
    for (index, child) in children.enumerate() {
        // `None`: cancelled, right of a child that reached `maxp`, where the loop has stopped.
        let Some(child) = child else { continue };
        root.stats += child.subtree.stats;
        if cut_off {
            continue;
        }
        if !child.subtree.finished {
            root.finished = false;
            continue;
        }
        match child.outcome {
            Outcome::Exact(value) => {
                if best.offer(mover, value, index) {
                    root.line = through(moves[index], &child.subtree.line);
                }
            }
            Outcome::Pruned(1) => {}
            Outcome::Pruned(_) => set_aside.push(index),
        }
        if best.found
            && index + 1 < moves.len()
            && Cut::<G, N>::immediate(best.value[mover], G::MAXP)
        {
            root.stats.cutoffs.immediate += 1;
            cut_off = true;
        }
    }
    // The children the sequential search would have set aside and re-searched at the end.
    for index in set_aside {
        if !root.finished {
            break;
        }
        let child = search(&task, index, &best);
        root.stats += child.subtree.stats;
        root.stats.reexpansions += child.subtree.stats.nodes;
        root.finished &= child.subtree.finished;
        if let Outcome::Exact(value) = child.outcome
            && child.subtree.finished
            && best.offer(mover, value, index)
        {
            root.line = through(moves[index], &child.subtree.line);
        }
    }
    root.value = best.value;
    finish(game, &limits, &task, root)
}
