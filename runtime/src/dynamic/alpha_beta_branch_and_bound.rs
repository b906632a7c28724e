//! Alpha-beta branch-and-bound over a [`DynMonotonicHeuristic`] game: the dynamic twin of
//! [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound).

use crate::bounds::{Bounds, CHECK_BOUNDS};
use crate::dynamic::{DynMonotonicHeuristic, DynSearchContext, DynSearchResult, DynSearcher};
use crate::limits::Limits;
use crate::moves::MoveBuffer;
use crate::score::Score;
use crate::search::ancestors::{Need, leaves_no_room};

/// Alpha-beta branch-and-bound with the player count, the bounds and the heuristic's tuples
/// read at run time; visits the same nodes, makes the same cut-offs and returns the same result
/// as [`AlphaBetaBranchAndBound`](crate::AlphaBetaBranchAndBound) (see there for the rules).
#[derive(Clone, Copy, Debug, Default)]
pub struct DynAlphaBetaBranchAndBound;

impl<G: DynMonotonicHeuristic> DynSearcher<G> for DynAlphaBetaBranchAndBound {
    const NAME: &'static str = "abbnb";

    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score> {
        let mut context = DynSearchContext::new(game, &limits);
        let players = context.players();
        let mut kernel = Kernel {
            bounds: context.required_bounds(),
            scratch: HeuristicScratch::new(players),
        };
        kernel.node(&mut context, game, Need::NONE, limits.depth, 0);
        context.finish(game)
    }
}

/// The claim of a child whose value is exact; any other claim is 1 (the parent ignores it).
const EXACT: bool = true;

/// Room for the heuristic's tuples, allocated once per search: a node reads what it needs from
/// them before its first child overwrites them. Shared with the DFBnB twin.
pub(crate) struct HeuristicScratch<S> {
    pub(crate) lower: Vec<S>,
    pub(crate) upper: Vec<S>,
    /// The bounds each node on the current path pruned on, `2 * players` scores per ply (lower,
    /// then upper), kept so that a child's value can be checked against them after the child's
    /// own search has reused `lower` and `upper`. Grows with the deepest ply reached, not with
    /// the nodes.
    promised: Vec<S>,
}

impl<S: Score> HeuristicScratch<S> {
    /// Room for `players` scores each.
    pub(crate) fn new(players: usize) -> Self {
        Self {
            lower: vec![S::ZERO; players],
            upper: vec![S::ZERO; players],
            promised: Vec::new(),
        }
    }

    /// Keeps the bounds now in `lower` and `upper` as those the node at `ply` prunes on.
    #[inline(always)]
    pub(crate) fn promise(&mut self, ply: usize) {
        let players = self.lower.len();
        let end = (ply + 1) * 2 * players;
        if self.promised.len() < end {
            self.promised.resize(end, S::ZERO);
        }
        let slot = &mut self.promised[end - 2 * players..end];
        slot[..players].copy_from_slice(&self.lower);
        slot[players..].copy_from_slice(&self.upper);
    }

    /// Checks the value of the child just searched below `ply` against the bounds kept for
    /// `ply` (the lower ones too when `with_lower`), in every build, as the specialised
    /// branch-and-bound kernels do.
    #[inline(always)]
    pub(crate) fn check_child<G: DynMonotonicHeuristic<Score = S>>(
        &self,
        context: &DynSearchContext<G>,
        ply: usize,
        with_lower: bool,
    ) {
        let players = self.lower.len();
        let slot = &self.promised[ply * 2 * players..(ply + 1) * 2 * players];
        let mut kept = true;
        for player in 0..players {
            let score = context.child_score(ply, player);
            kept &= score <= slot[players + player];
            if with_lower {
                kept &= slot[player] <= score;
            }
        }
        if !kept {
            let player = (0..players)
                .find(|&p| {
                    let score = context.child_score(ply, p);
                    !(score <= slot[players + p] && (!with_lower || slot[p] <= score))
                })
                .unwrap_or(0);
            heuristic_broken(G::NAME, player, context.child_score(ply, player));
        }
    }

    /// Checks the value in slot `ply` against the heuristic at `position`, when checks are on
    /// (as the specialised searchers do).
    #[inline(always)]
    pub(crate) fn check<G: DynMonotonicHeuristic<Score = S>>(
        &mut self,
        context: &DynSearchContext<G>,
        position: &G,
        ply: usize,
    ) {
        if CHECK_BOUNDS {
            position.heuristic_bounds(&mut self.lower, &mut self.upper);
            for player in 0..self.lower.len() {
                let score = context.score(ply, player);
                if !(self.lower[player] <= score && score <= self.upper[player]) {
                    heuristic_broken(G::NAME, player, score);
                }
            }
        }
    }
}

/// What the recursion reads besides the context: the bounds and the heuristic's scratch.
struct Kernel<S> {
    bounds: Bounds<S>,
    scratch: HeuristicScratch<S>,
}

impl<S: Score> Kernel<S> {
    /// Searches `position` at `ply`; `true` ([`EXACT`]) when its value is in value slot `ply`,
    /// `false` when it was cut and its parent will not adopt it.
    fn node<G: DynMonotonicHeuristic<Score = S>>(
        &mut self,
        context: &mut DynSearchContext<G>,
        position: &G,
        parent: Need<S>,
        depth: u32,
        ply: usize,
    ) -> bool {
        if !context.enter(ply) {
            return EXACT;
        }
        if depth == 0 {
            context.leaf(position, ply);
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        if context.finished(position, ply) {
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        let mut moves = G::Moves::default();
        DynSearchContext::<G>::generate(position, &mut moves);
        if moves.is_empty() {
            context.stuck(position, ply);
            self.scratch.check(context, position, ply);
            return EXACT;
        }
        position.heuristic_bounds(&mut self.scratch.lower, &mut self.scratch.upper);
        if parent.fails_score(self.scratch.upper[parent.player()]) {
            context.stats.cutoffs.branch_and_bound += 1;
            return !EXACT;
        }
        self.scratch.promise(ply);
        let mover = position.to_move();
        let cap = if self.scratch.upper[mover] < self.bounds.maxp {
            self.scratch.upper[mover]
        } else {
            self.bounds.maxp
        };
        let bounding = parent.is_active() && parent.player() != mover;
        let mut others = S::ZERO;
        for (player, &low) in self.scratch.lower.iter().enumerate() {
            if player == mover {
                continue;
            }
            let floor = if bounding && player == parent.player() && parent.score() > low {
                parent.score()
            } else {
                low
            };
            others = others.saturating_add(floor);
        }

        let moves = moves.as_slice();
        let last = moves.len() - 1;
        let mut found = false;
        let mut best_index = 0;
        for (index, &mv) in moves.iter().enumerate() {
            let mut child = position.clone();
            child.play(mv);
            let need = if found {
                Need::to_replace(
                    mover,
                    context.score(ply, mover),
                    self.bounds.delta,
                    index > best_index,
                )
            } else {
                Need::NONE
            };
            let exact = if depth == 1 {
                context.frontier(&child, ply + 1);
                EXACT
            } else {
                self.node(context, &child, need, depth - 1, ply + 1)
            };
            if context.stopped() {
                break;
            }
            if depth == 1 {
                self.scratch.check(context, &child, ply + 1);
            }
            if exact {
                self.scratch.check_child(context, ply, true);
            }
            if exact && (!found || context.child_score(ply, mover) > context.score(ply, mover)) {
                found = true;
                best_index = index;
                context.adopt(ply, mv);
            }
            if index == last || !found {
                continue;
            }
            let score = context.score(ply, mover);
            let delta = self.bounds.delta;
            if leaves_no_room(score, cap, delta) {
                context.stats.cutoffs.immediate += 1;
                break;
            }
            if bounding
                && leaves_no_room(score.saturating_add(others), self.bounds.maxsum, delta)
                && parent.fails_score(context.score(ply, parent.player()))
            {
                let sum = score.saturating_add(parent.score());
                if leaves_no_room(sum, self.bounds.maxsum, delta) {
                    context.stats.cutoffs.shallow += 1;
                } else {
                    context.stats.cutoffs.branch_and_bound += 1;
                }
                return !EXACT;
            }
        }
        EXACT
    }
}

#[cold]
#[inline(never)]
fn heuristic_broken<S: Score>(game: &str, player: usize, score: S) -> ! {
    panic!(
        "game `{game}` broke its monotonic heuristic: a value found below a position gives \
         player {player} {score}, outside the bounds of that position; branch-and-bound that \
         trusts false bounds returns wrong answers"
    )
}
