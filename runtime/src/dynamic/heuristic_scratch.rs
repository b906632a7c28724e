//! The dynamic branch-and-bound kernels' room for the heuristic's tuples, and their checks of
//! the values found against the bounds the heuristic promised.

use crate::bounds::CHECK_BOUNDS;
use crate::dynamic::{DynMonotonicHeuristic, DynSearchContext};
use crate::score::Score;

/// Room for the heuristic's tuples, allocated once per search: a node reads what it needs from
/// them before its first child overwrites them.
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

#[cold]
#[inline(never)]
fn heuristic_broken<S: Score>(game: &str, player: usize, score: S) -> ! {
    panic!(
        "game `{game}` broke its monotonic heuristic: a value found below a position gives \
         player {player} {score}, outside the bounds of that position; branch-and-bound that \
         trusts false bounds returns wrong answers"
    )
}
