//! Last-branch and speculative max^n over a [`DynBoundedGame`]: the dynamic twins of
//! [`LastBranch`](crate::LastBranch) and [`Speculative`](crate::Speculative).
//!
//! The same kernel as the specialised one (`search/lemma.rs`, where the rules and the reasons
//! they are exact are written down), step for step, with the player count and the bounds read
//! at run time: each node's window of ancestor needs lives in a [`PlyStack`] of `n - 1`
//! entries per ply instead of an array of `N` in the recursion's frame, and the Lemma-1 prefix
//! sums are recomputed when a cut fires instead of kept per node.

use crate::bounds::Bounds;
use crate::dynamic::memory::{EXACT, Remember, run, run_with};
use crate::dynamic::{
    DynBoundedGame, DynPositionHash, DynSearchContext, DynSearchResult, DynSearcher, PlyStack,
};
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::ancestors::{Need, leaves_no_room};

/// Speculative max^n with the player count and bounds read at run time; visits the same nodes,
/// makes the same cut-offs and re-searches, and returns the same result as
/// [`Speculative`](crate::Speculative).
///
/// With a [`Memory`] ([`search_with`](Self::search_with)) it is the twin of
/// [`Speculative`](crate::Speculative)'s `search_with`: the same entries stored and used (an
/// exact value, or an upper bound on the need a node was searched under), so the same result
/// and counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct DynSpeculative;

impl<G: DynBoundedGame> DynSearcher<G> for DynSpeculative {
    const NAME: &'static str = crate::Speculative::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, true>(game, limits)
    }
}

impl DynSpeculative {
    /// Searches `game` within `limits` with `memory`, a memory of width `W` at least the
    /// game's player count, as [`DynMaxN::search_with`](crate::dynamic::DynMaxN::search_with)
    /// does. Panics naming the game if `W` is less.
    pub fn search_with<G: DynBoundedGame + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, true, W>(game, limits, memory)
    }
}

/// Last-branch max^n with the player count and bounds read at run time; visits the same nodes
/// and returns the same result as [`LastBranch`](crate::LastBranch), with a [`Memory`] too
/// ([`search_with`](Self::search_with)).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynLastBranch;

impl<G: DynBoundedGame> DynSearcher<G> for DynLastBranch {
    const NAME: &'static str = crate::LastBranch::NAME;

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        search::<G, false>(game, limits)
    }
}

impl DynLastBranch {
    /// Searches `game` within `limits` with `memory`, as [`DynSpeculative::search_with`].
    pub fn search_with<G: DynBoundedGame + DynPositionHash, const W: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, W>,
    ) -> DynSearchResult<G::Move, G::Score> {
        search_with::<G, false, W>(game, limits, memory)
    }
}

/// Searches `game` with last-branch (`SPECULATE = false`) or speculative pruning.
fn search<G: DynBoundedGame, const SPECULATE: bool>(
    game: &G,
    limits: Limits,
) -> DynSearchResult<G::Move, G::Score> {
    run(game, &limits, &mut (), |context, memory| {
        root::<G, _, SPECULATE>(context, game, &limits, memory);
    })
}

/// [`search`] with `memory` lent to it.
fn search_with<G: DynBoundedGame + DynPositionHash, const SPECULATE: bool, const W: usize>(
    game: &G,
    limits: Limits,
    memory: &mut Memory<G::Move, G::Score, W>,
) -> DynSearchResult<G::Move, G::Score> {
    run_with(game, &limits, memory, |context, memory| {
        root::<G, _, SPECULATE>(context, game, &limits, memory);
    })
}

/// Searches from the root `game` with last-branch (`SPECULATE = false`) or speculative
/// pruning. A child's outcome is its claim (see `Outcome::Pruned` in `search/outcome.rs`),
/// [`EXACT`] standing for `Outcome::Exact`.
fn root<G: DynBoundedGame, R: Remember<G>, const SPECULATE: bool>(
    context: &mut DynSearchContext<G>,
    game: &G,
    limits: &Limits,
    memory: &mut R,
) {
    let players = context.players();
    if players < 2 {
        too_few_players(G::NAME, players);
    }
    let levels = players - 1;
    let mut kernel = Kernel {
        bounds: game.bounds(),
        levels,
        windows: PlyStack::new(levels, limits.depth.min(256) as usize + 2, Need::NONE),
    };
    kernel.node::<G, R, SPECULATE>(context, memory, game, limits.depth, 0);
}

/// What the recursion reads besides the context: the bounds, and the window of ancestor needs
/// of the node at each ply (slot `p` holds the needs of levels `1..=n-1` above ply `p`).
struct Kernel<S> {
    bounds: Bounds<S>,
    levels: usize,
    windows: PlyStack<Need<S>>,
}

impl<S: Score> Kernel<S> {
    /// Searches `position` at `ply` (whose window is in slot `ply`), leaving its value in the
    /// context's value slot `ply` when the claim returned is [`EXACT`]: settled on entry (a
    /// leaf, a limit, the memory) or searched, its result stored.
    fn node<G: DynBoundedGame<Score = S>, R: Remember<G>, const SPECULATE: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        memory: &mut R,
        position: &G,
        depth: u32,
        ply: usize,
    ) -> u8 {
        if !context.enter(ply) {
            return EXACT;
        }
        if depth == 0 {
            context.leaf(position, ply);
            return EXACT;
        }
        if context.finished(position, ply) {
            return EXACT;
        }
        let mut moves = G::Moves::default();
        DynSearchContext::<G>::generate(position, &mut moves);
        if moves.is_empty() {
            context.stuck(position, ply);
            return EXACT;
        }
        let recall = memory.recall(context, position, depth, ply, &mut moves);
        let parent = self.windows.get(ply, 0);
        if let Some(claim) = memory.settle(context, &recall, ply, &parent) {
            return claim;
        }
        let claim =
            self.expand::<G, R, SPECULATE>(context, memory, position, moves.as_slice(), depth, ply);
        memory.remember_outcome(context, &recall, depth, ply, claim, &parent);
        claim
    }

    /// The search of a node's children.
    #[inline(always)]
    fn expand<G: DynBoundedGame<Score = S>, R: Remember<G>, const SPECULATE: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        memory: &mut R,
        position: &G,
        moves: &[G::Move],
        depth: u32,
        ply: usize,
    ) -> u8 {
        self.windows.reach(ply + 1);
        let mover = position.to_move();
        let last = moves.len() - 1;
        let all_needs = self.lemma_sum(ply, mover, self.levels);
        if depth == 1 {
            return self.frontier_node::<G, SPECULATE>(context, position, moves, all_needs, ply);
        }
        let parent = self.windows.get(ply, 0);
        let may_inherit = parent.is_active();

        let mut found = false;
        let mut best_index = 0;
        let mut pruned = G::Moves::default();
        let mut pruned_claim = 0u8;

        for (index, &mv) in moves.iter().enumerate() {
            let mut child = position.clone();
            child.play(mv);
            let inherit = may_inherit
                && (SPECULATE || index == last)
                && found
                && parent.fails_score(context.score(ply, parent.player()));
            let own = if found {
                Need::to_replace(
                    mover,
                    context.score(ply, mover),
                    self.bounds.delta,
                    index > best_index,
                )
            } else {
                Need::NONE
            };
            self.windows.shift_into_next(ply, own, inherit, Need::NONE);
            let claim = self.node::<G, R, SPECULATE>(context, memory, &child, depth - 1, ply + 1);
            if context.stopped() {
                return EXACT;
            }
            match claim {
                EXACT => {
                    let score = context.child_score(ply, mover);
                    if !found || score > context.score(ply, mover) {
                        found = true;
                        best_index = index;
                        context.adopt(ply, mv);
                    }
                }
                1 => {}
                claim => {
                    pruned.push(mv);
                    pruned_claim = pruned_claim.max(claim - 1);
                }
            }
            if found && index < last {
                let score = context.score(ply, mover);
                if leaves_no_room(score, self.bounds.maxp, self.bounds.delta) {
                    context.stats.cutoffs.immediate += 1;
                    break;
                }
                if leaves_no_room(
                    score.saturating_add(all_needs),
                    self.bounds.maxsum,
                    self.bounds.delta,
                ) && let Some(claim) = self.lemma_claim(context, ply, mover)
                {
                    let claim = claim.max(pruned_claim);
                    let cutoffs = &mut context.stats.cutoffs;
                    match (claim, SPECULATE) {
                        (1, _) => cutoffs.shallow += 1,
                        (_, true) => cutoffs.speculative += 1,
                        (_, false) => cutoffs.last_branch += 1,
                    }
                    return claim;
                }
            }
        }

        if pruned.is_empty() {
            return EXACT;
        }
        if !found {
            return pruned_claim;
        }
        if parent.fails_score(context.score(ply, parent.player())) {
            return pruned_claim.max(1);
        }
        debug_assert!(SPECULATE, "last-branch pruning never needs a re-search");
        self.research::<G, R, SPECULATE>(
            context,
            memory,
            position,
            moves,
            pruned.as_slice(),
            pruned_claim,
            best_index,
            depth,
            ply,
        )
    }

    /// A node whose children are all at the depth limit (as `frontier_node` in
    /// `search/lemma.rs`): no child is pruned, nothing is set aside, no window is written.
    #[inline(always)]
    fn frontier_node<G: DynBoundedGame<Score = S>, const SPECULATE: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        position: &G,
        moves: &[G::Move],
        all_needs: S,
        ply: usize,
    ) -> u8 {
        let mover = position.to_move();
        let last = moves.len() - 1;
        for (index, &mv) in moves.iter().enumerate() {
            let mut child = position.clone();
            child.play(mv);
            context.frontier(&child, ply + 1);
            if context.stopped() {
                break;
            }
            // Children come in order, so a later one must be strictly better.
            if index == 0 || context.child_score(ply, mover) > context.score(ply, mover) {
                context.adopt(ply, mv);
            }
            if index == last {
                break;
            }
            let score = context.score(ply, mover);
            if leaves_no_room(score, self.bounds.maxp, self.bounds.delta) {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if leaves_no_room(
                score.saturating_add(all_needs),
                self.bounds.maxsum,
                self.bounds.delta,
            ) && let Some(claim) = self.lemma_claim(context, ply, mover)
            {
                let cutoffs = &mut context.stats.cutoffs;
                match (claim, SPECULATE) {
                    (1, _) => cutoffs.shallow += 1,
                    (_, true) => cutoffs.speculative += 1,
                    (_, false) => cutoffs.last_branch += 1,
                }
                return claim;
            }
        }
        EXACT
    }

    /// The sum of the needs of levels `1..=through` above ply `ply`, each player once and not
    /// the mover (as `Ancestors::lemma_sums`).
    #[inline(always)]
    fn lemma_sum(&self, ply: usize, mover: usize, through: usize) -> S {
        let mut counted = 1u64 << (mover % 64);
        let mut sum = S::ZERO;
        for level in 0..through {
            let need = self.windows.get(ply, level);
            let bit = 1u64 << (need.player() % 64);
            if need.is_active() && counted & bit == 0 {
                counted |= bit;
                sum = sum.saturating_add(need.score());
            }
        }
        sum
    }

    /// The claim of a node whose Lemma-1 sum test has fired (as `lemma_claim` in
    /// `search/lemma.rs`).
    #[cold]
    #[inline(never)]
    fn lemma_claim<G: DynBoundedGame<Score = S>>(
        &self,
        context: &DynSearchContext<G>,
        ply: usize,
        mover: usize,
    ) -> Option<u8> {
        let failed = (0..self.levels).find(|&level| {
            let need = self.windows.get(ply, level);
            need.fails_score(context.score(ply, need.player()))
        })? as u8
            + 1;
        let best = context.score(ply, mover);
        let reach = (1..=self.levels)
            .find(|&through| {
                leaves_no_room(
                    best.saturating_add(self.lemma_sum(ply, mover, through)),
                    self.bounds.maxsum,
                    self.bounds.delta,
                )
            })
            .unwrap_or(self.levels) as u8;
        Some(failed.max(reach))
    }

    /// Re-searches the speculatively pruned children (as `research` in `search/lemma.rs`).
    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn research<G: DynBoundedGame<Score = S>, R: Remember<G>, const SPECULATE: bool>(
        &mut self,
        context: &mut DynSearchContext<G>,
        memory: &mut R,
        position: &G,
        moves: &[G::Move],
        pruned: &[G::Move],
        pruned_claim: u8,
        mut best_index: usize,
        depth: u32,
        ply: usize,
    ) -> u8 {
        let mover = position.to_move();
        let parent = self.windows.get(ply, 0);
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
            let mut child = position.clone();
            child.play(mv);
            let need = Need::to_replace(
                mover,
                context.score(ply, mover),
                self.bounds.delta,
                index > best_index,
            );
            self.windows.shift_into_next(ply, need, false, Need::NONE);
            // Only a node with grandchildren sets children aside (see `frontier_node`).
            let claim = self.node::<G, R, SPECULATE>(context, memory, &child, depth - 1, ply + 1);
            if context.stopped() {
                break;
            }
            if claim == EXACT {
                let score = context.child_score(ply, mover);
                let best = context.score(ply, mover);
                if score > best || (index < best_index && score == best) {
                    best_index = index;
                    context.adopt(ply, mv);
                }
            } else {
                debug_assert_eq!(
                    claim, 1,
                    "a child searched without ancestors claims only its parent"
                );
            }
            if !remaining.is_empty() && parent.fails_score(context.score(ply, parent.player())) {
                context.end_research(mark);
                return pruned_claim.max(1);
            }
        }
        context.end_research(mark);
        EXACT
    }
}

#[cold]
#[inline(never)]
fn too_few_players(game: &str, players: usize) -> ! {
    panic!(
        "game `{game}` reports {players} player(s); last-branch and speculative pruning need \
         at least two"
    )
}
