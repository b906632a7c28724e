//! The kernel shared by last-branch and speculative max^n (Sturtevant 2003): pruning under
//! Lemma 1 with the bounds of a node's `n - 1` nearest ancestors, for any number of players.
//!
//! The two searchers differ in one compile-time choice, `SPECULATE`: to which children a node
//! hands its ancestors' needs. Everything else (the cut-off tests, the bookkeeping of pruned
//! children, the tie-breaking) is the same code.
//!
//! # Why the answer is exactly max^n's
//!
//! A child reports either its exact value or [`Outcome::Pruned`] with a claim `L`: its true
//! value fails the need of one of its first `L` ancestor levels (a need is what a value must
//! reach to be adopted at that ancestor, given the ancestor's best so far; see
//! [`ancestors`](super::ancestors)). Bests only improve, so a value that fails an ancestor's need
//! when the child is entered is never adopted there.
//!
//! - After each child, when no later child could be strictly better for the mover and also be
//!   adopted at every level of the window (Lemma 1 on the needs), and the node's best so far
//!   fails some level itself (the tie-breaking refinement), the node stops and claims the
//!   farthest of: the first level its best fails, the nearest prefix of the window whose needs
//!   already make Lemma 1 fire, and its pruned children's claims less one. Whatever the
//!   node's true value is (its best, a pruned child's value, an unsearched child's value), it
//!   fails a level within that claim.
//! - A claim of 1 is final: the parent ignores the child (shallow pruning is this case).
//! - A child with a larger claim is *speculatively pruned*: the parent keeps it aside. At the
//!   end, while the parent's best fails its own parent's need, the parent's true value cannot
//!   be adopted one level up either way, and the parent reports a claim covering its pruned
//!   children. Otherwise its best may be adopted above, so it must be exact: the pruned
//!   children are re-searched, without the ancestors' needs, each compared with the best as
//!   if it had been searched in its own position (a tie from the left wins).
//!
//! A node hands its ancestors' needs to a child only while its best so far fails its parent's
//! need: once its best could be adopted above, a child pruned on the ancestors' bounds would
//! have to be re-searched anyway. That is the paper's rule (`best[prev player] <=
//! parentScore`), for `n` players, except that a node with no best yet (searching its first
//! child) does not hand the needs down either; the paper's pseudo-code does, which lets Lemma 1
//! skip a level with no bound and cut first children, after which the parent has no bound for
//! its later children. On random trees that costs more than it saves (for n = 3, 4 and 6,
//! b = 4, d = 8: about 1% more nodes and a third more re-expansions), and on uniform trees
//! with small shares it visits more than Korf's best case.
//!
//! - **Last-branch** hands the needs down only to a node's last child. A pruned last child
//!   leaves its parent's best unchanged, and that best fails the parent's own need, so every
//!   claim resolves on the way up without a re-search: the algorithm is directional.
//! - **Speculative** hands them to every child, and re-searches when it must.

use crate::game::BoundedGame;
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::ancestors::{Ancestors, Cut};
use crate::search::outcome::{Best, Outcome};
use crate::search::{Lent, SearchContext};

/// Searches `game` with last-branch (`SPECULATE = false`) or speculative pruning, with the
/// memory `lent` if any.
pub(crate) fn search<G: BoundedGame<N>, const N: usize, const SPECULATE: bool>(
    game: &G,
    limits: Limits,
    lent: Option<Lent<'_, G, N>>,
) -> SearchResult<G::Move, G::Score, N> {
    const { assert!(N >= 2, "Lemma-1 pruning needs at least two players") };
    SearchContext::run(game, &limits, lent, |context| {
        node::<G, N, SPECULATE>(context, game, &Ancestors::ROOT, limits.depth, 0).root_value()
    })
}

/// A node: settled on entry (a leaf, a limit, the table) or searched, its result stored.
pub(crate) fn node<G: BoundedGame<N>, const N: usize, const SPECULATE: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    window: &Ancestors<G::Score, N>,
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    let mut moves = G::Moves::default();
    if let Some(settled) = context.enter_interior(position, depth, ply, &mut moves) {
        return Outcome::Exact(settled);
    }
    let recall = context.recall(position, depth, ply, &mut moves);
    if let Some(settled) = context.settle(&recall, window.parent()) {
        return settled;
    }
    let outcome =
        expand::<G, N, SPECULATE>(context, position, window, moves.as_slice(), depth, ply);
    context.remember_outcome(&recall, depth, ply, &outcome, window.parent());
    outcome
}

/// The search of a node's children.
fn expand<G: BoundedGame<N>, const N: usize, const SPECULATE: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    window: &Ancestors<G::Score, N>,
    moves: &[G::Move],
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    let mover = position.to_move();
    let last = moves.len() - 1;
    let all_needs = window.lemma_sum(mover, N - 1);
    if depth == 1 {
        return frontier_node::<G, N, SPECULATE>(context, position, window, moves, all_needs, ply);
    }
    // Without a parent's need this node's best is always adoptable above, so it never hands
    // the ancestors' needs down (their prunes would all be re-searched).
    let may_inherit = window.parent().is_active();
    // Below `alert` the mover's best fires neither test: one comparison per child.
    let alert = Cut::<G, N>::alert(all_needs);

    let mut best = Best::<G::Score, N>::new();
    // The children pruned speculatively, in generation order, and the farthest level (from
    // this node) their values might fail.
    let mut pruned = G::Moves::default();
    let mut pruned_claim = 0u8;

    for (index, &mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        // A node without a best yet keeps the needs to itself too: a first child pruned on
        // them would leave it with no best to bound its later children by (and measurably
        // costs more nodes than it saves).
        let inherit = may_inherit
            && (SPECULATE || index == last)
            && best.found
            && window.parent().fails(&best.value);
        let child_window = window.child(best.need(mover, index, G::DELTA), inherit);
        let outcome = node::<G, N, SPECULATE>(context, &child, &child_window, depth - 1, ply + 1);
        if context.stopped() {
            return Outcome::Exact(best.value);
        }
        match outcome {
            Outcome::Exact(value) => {
                if best.offer(mover, value, index) {
                    context.lines.adopt(ply, mv);
                }
            }
            Outcome::Pruned(1) => {}
            Outcome::Pruned(claim) => {
                pruned.push(mv);
                pruned_claim = pruned_claim.max(claim - 1);
            }
        }
        if best.found && index < last && best.value[mover] >= alert {
            let score = best.value[mover];
            if Cut::<G, N>::immediate(score, G::MAXP) {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if Cut::<G, N>::lemma(score, all_needs)
                && let Some(claim) = lemma_claim::<G, N>(window, &best.value, mover)
            {
                let claim = claim.max(pruned_claim);
                let cutoffs = &mut context.stats.cutoffs;
                match (claim, SPECULATE) {
                    (1, _) => cutoffs.shallow += 1,
                    (_, true) => cutoffs.speculative += 1,
                    (_, false) => cutoffs.last_branch += 1,
                }
                return Outcome::Pruned(claim);
            }
        }
    }

    if pruned.is_empty() {
        return Outcome::Exact(best.value);
    }
    if !best.found {
        return Outcome::Pruned(pruned_claim);
    }
    if window.parent().fails(&best.value) {
        return Outcome::Pruned(pruned_claim.max(1));
    }
    debug_assert!(SPECULATE, "last-branch pruning never needs a re-search");
    research::<G, N, SPECULATE>(
        context,
        position,
        window,
        moves,
        pruned.as_slice(),
        pruned_claim,
        best,
        depth,
        ply,
    )
}

/// A node whose children are all at the depth limit: the same rules as [`node`] with what
/// cannot happen there left out (no child is pruned, so nothing is set aside or re-searched,
/// and no child needs a window). These are the most numerous interior nodes, and their
/// children (leaves) the most numerous nodes of all.
#[inline(always)]
fn frontier_node<G: BoundedGame<N>, const N: usize, const SPECULATE: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    window: &Ancestors<G::Score, N>,
    moves: &[G::Move],
    all_needs: G::Score,
    ply: usize,
) -> Outcome<G::Score, N> {
    let mover = position.to_move();
    let last = moves.len() - 1;
    let alert = Cut::<G, N>::alert(all_needs);
    let mut best = [G::Score::ZERO; N];
    for (index, &mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play(mv);
        let value = context.frontier(&child, ply + 1);
        if context.stopped() {
            break;
        }
        // Children come in order, so a later one must be strictly better.
        if index == 0 || value[mover] > best[mover] {
            best = value;
            context.lines.adopt(ply, mv);
        }
        if index == last {
            break;
        }
        let score = best[mover];
        if score < alert {
            continue;
        }
        if Cut::<G, N>::immediate(score, G::MAXP) {
            context.stats.cutoffs.immediate += 1;
            break;
        }
        if Cut::<G, N>::lemma(score, all_needs)
            && let Some(claim) = lemma_claim::<G, N>(window, &best, mover)
        {
            let cutoffs = &mut context.stats.cutoffs;
            match (claim, SPECULATE) {
                (1, _) => cutoffs.shallow += 1,
                (_, true) => cutoffs.speculative += 1,
                (_, false) => cutoffs.last_branch += 1,
            }
            return Outcome::Pruned(claim);
        }
    }
    Outcome::Exact(best)
}

/// The claim of a node whose Lemma-1 sum test has fired: `None` when its best so far meets
/// every need of the window (it could still be adopted all the way up, so the node must go
/// on), else the farther of the first level the best fails and the nearest level by which
/// the window's needs make the test fire.
#[cold]
#[inline(never)]
fn lemma_claim<G: BoundedGame<N>, const N: usize>(
    window: &Ancestors<G::Score, N>,
    best: &[G::Score; N],
    mover: usize,
) -> Option<u8> {
    let failed = window.first_failed(best)?;
    let levels = Ancestors::<G::Score, N>::levels();
    let reach = (1..=levels)
        .find(|&through| Cut::<G, N>::lemma(best[mover], window.lemma_sum(mover, through)))
        .unwrap_or(levels) as u8;
    Some(failed.max(reach))
}

/// Re-searches the speculatively pruned children of a node whose best may be adopted by its
/// parent, so that its value is exact. The children are searched without the ancestors'
/// needs (their prunes can then only be final) and compared with the best as if searched in
/// their own positions.
#[cold]
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn research<G: BoundedGame<N>, const N: usize, const SPECULATE: bool>(
    context: &mut SearchContext<G, N>,
    position: &G,
    window: &Ancestors<G::Score, N>,
    moves: &[G::Move],
    pruned: &[G::Move],
    pruned_claim: u8,
    mut best: Best<G::Score, N>,
    depth: u32,
    ply: usize,
) -> Outcome<G::Score, N> {
    let mover = position.to_move();
    let mark = context.begin_research();
    let mut remaining = pruned;
    for (index, &mv) in moves.iter().enumerate() {
        let Some((&next, rest)) = remaining.split_first() else {
            break;
        };
        if mv != next {
            continue;
        }
        remaining = rest;
        let need = best.need(mover, index, G::DELTA);
        let mut child = position.clone();
        child.play(mv);
        // Only a node with grandchildren sets children aside (see `frontier_node`).
        let outcome = node::<G, N, SPECULATE>(
            context,
            &child,
            &window.child(need, false),
            depth - 1,
            ply + 1,
        );
        if context.stopped() {
            break;
        }
        match outcome {
            Outcome::Exact(value) => {
                if best.offer(mover, value, index) {
                    context.lines.adopt(ply, mv);
                }
            }
            Outcome::Pruned(claim) => {
                debug_assert_eq!(
                    claim, 1,
                    "a child searched without ancestors claims only its parent"
                );
            }
        }
        if !remaining.is_empty() && window.parent().fails(&best.value) {
            // The best can no longer be adopted above: the children still pruned only need
            // to be covered by the claim, as before the re-search.
            context.end_research(mark);
            return Outcome::Pruned(pruned_claim.max(1));
        }
    }
    context.end_research(mark);
    Outcome::Exact(best.value)
}
