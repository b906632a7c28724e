//! How much work a search of a synthetic tree is before it starts, and what fixes a tree that
//! cannot be built: what `maxn tree` checks before it searches, for any caller that searches
//! trees chosen at run time.

use maxn_games::synthetic::{Scale, TreeSpec, Unit, deepest_best_depth};

use crate::experiments::trees::IntScale;
use crate::registry::Algorithm;

/// The most nodes a tree search may have to visit before [`check_size`] refuses (plain max^n)
/// or warns (the pruning searchers, which visit a fraction that no formula gives in advance):
/// at about 10^8 nodes per second, a day's work.
pub const DAY_OF_NODES: f64 = 1e13;

/// What [`check_size`] makes of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TreeSize {
    /// Small enough, or bounded by a node limit.
    Fits,
    /// Plain max^n would visit every one of `nodes` nodes, more than [`DAY_OF_NODES`]: refuse.
    TooLarge {
        /// The nodes of the tree.
        nodes: f64,
    },
    /// The tree has `nodes` nodes, more than [`DAY_OF_NODES`]; a pruning searcher visits a part
    /// of them that may still not finish in a day: warn.
    MayNotFinish {
        /// The nodes of the tree.
        nodes: f64,
    },
}

/// Whether `algorithm` can search the tree `spec` in about a day: a node limit bounds the work
/// and lifts the check.
pub fn check_size(spec: &TreeSpec, algorithm: Algorithm, node_limit: Option<u64>) -> TreeSize {
    let nodes = spec.nodes();
    if node_limit.is_some() || nodes <= DAY_OF_NODES {
        TreeSize::Fits
    } else if algorithm == Algorithm::Maxn {
        TreeSize::TooLarge { nodes }
    } else {
        TreeSize::MayNotFinish { nodes }
    }
}

/// What fixes a best-model tree too fine for the integer scale ([`IntScale`]), from the
/// deepest trees of the same player count that each scale holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestFix {
    /// The float scale holds the tree as asked.
    Float,
    /// Depths that fit: `int` and less with integers, `float` and less with floats.
    Shallower {
        /// The deepest tree the integer scale holds.
        int: u32,
        /// The deepest tree the float scale holds.
        float: u32,
    },
    /// Only a smaller depth than either scale's deepest helps.
    Smaller,
}

/// What fixes a best-model tree of `players` players down to `depth` that the integer scale
/// refused ([`SpecError::BestTooCoarse`](maxn_games::synthetic::SpecError::BestTooCoarse)).
pub fn best_fix(players: usize, depth: u32) -> BestFix {
    let int = deepest_best_depth(players, depth, IntScale::steps());
    let float = deepest_best_depth(players, depth, Unit::steps());
    match (int, float) {
        (_, Some(d)) if d == depth => BestFix::Float,
        (Some(int), Some(float)) => BestFix::Shallower { int, float },
        _ => BestFix::Smaller,
    }
}

#[cfg(test)]
mod tests {
    use maxn_games::synthetic::Model;

    use super::*;

    #[test]
    fn only_plain_maxn_is_refused_and_a_node_limit_lifts_the_check() {
        // 10^13 is between 4^21 + ... (about 5.9e12 nodes) and 4^22 + ... (about 2.3e13).
        let fits = TreeSpec::new(4, 21, 0, Model::Random);
        let large = TreeSpec::new(4, 22, 0, Model::Random);
        assert_eq!(check_size(&fits, Algorithm::Maxn, None), TreeSize::Fits);
        let nodes = large.nodes();
        assert_eq!(
            check_size(&large, Algorithm::Maxn, None),
            TreeSize::TooLarge { nodes }
        );
        assert_eq!(
            check_size(&large, Algorithm::Speculative, None),
            TreeSize::MayNotFinish { nodes }
        );
        assert_eq!(
            check_size(&large, Algorithm::Maxn, Some(1000)),
            TreeSize::Fits
        );
    }

    #[test]
    fn a_best_tree_too_fine_for_integers_is_fixed_by_floats_or_less_depth() {
        // 3 players to depth 19 need 3 x 2^18 = 786432 steps: over 720720, under 2^53.
        assert_eq!(best_fix(3, 19), BestFix::Float);
        // To depth 64: integers hold depth 18, floats (2^53 steps) depth 52.
        assert_eq!(best_fix(3, 64), BestFix::Shallower { int: 18, float: 52 });
    }
}
