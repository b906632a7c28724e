//! The parameters of a synthetic tree, and their validation.

/// The most children a synthetic node can have (the capacity of its move list).
pub const MAX_BRANCHING: usize = 64;

/// How leaf values are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Model {
    /// Korf's average-case model: each leaf tuple comes from `n - 1` uniform cuts of
    /// `[0, maxsum]`, independently per leaf.
    Random,
    /// A perfectly ordered tree for shallow pruning, on which it evaluates exactly Korf's
    /// best-case `f(d) = f(d-1) + (b-1) f(d-2)` leaves (`f(0) = 1`, `f(1) = b`).
    ///
    /// Each node carries a tuple `t`; the leaves reached from a node through first children only
    /// all hold that node's tuple, so it is the node's max^n value. The root's tuple splits
    /// `maxsum` evenly among the players. A first child keeps its parent's tuple. A later child
    /// `x`, where player `i` moves below a parent where player `p` moves, gets
    /// `t'[i] = maxsum - t[p]`, and `t[p]` is split evenly among the other `n - 1` players
    /// (`p` among them). Then:
    ///
    /// - `t'[p] <= t[p]`: `x` is no better for `p` than the parent's first child, so the
    ///   ordering is perfect and the parent keeps its first child (ties go to the left);
    /// - after `x`'s first child returns, `x`'s mover holds `maxsum - t[p]`, exactly the shallow
    ///   bound `x` was searched with, so the rest of `x` is cut;
    /// - a first child is searched with no bound, and cuts only if its mover holds `maxp`
    ///   (immediate pruning). Every interior tuple gives every player a positive share (see
    ///   below), so no one ever holds `maxp = maxsum` there, and first children are searched in
    ///   full.
    ///
    /// So every node cuts after its first child exactly when it is a later child of its parent:
    /// Korf's best case. For `n = 2` the split keeps `t'[p] = t[p]` and every leaf holds the
    /// root's tuple.
    ///
    /// Why every share must stay positive: were `t[p] = 0`, a later child would give its mover
    /// `maxsum`, and the first children below it where that player moves would cut at once by
    /// immediate pruning, falling below `f(d)` (an earlier form of this construction, which
    /// gave the other players 0, did so from depth 7 for 3 players). Each later edge divides a
    /// share by at most `n - 1`, so the positive shares need a scale with at least
    /// `n (n-1)^(d-1)` grid steps in `maxsum` (3 players to depth 10: 1536; the float scale has
    /// 2^53). A coarser scale is refused with [`SpecError::BestTooCoarse`].
    Best,
    /// Every leaf is `[k; n]` with `maxsum = n k`: no shallow or immediate pruning is
    /// possible, and Lemma 1 fires wherever `n - 1` consecutive edges above a node are later
    /// children.
    Uniform,
}

impl Model {
    /// The model's name as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            Model::Random => "random",
            Model::Best => "best",
            Model::Uniform => "uniform",
        }
    }
}

/// The shape of a synthetic tree: branching factor, depth, seed and leaf model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TreeSpec {
    /// Children of every interior node, `1..=MAX_BRANCHING`.
    pub branching: usize,
    /// Depth of the leaves (the root is at depth 0).
    pub depth: u32,
    /// The seed the hash of every node path starts from.
    pub seed: u64,
    /// How leaf values are chosen.
    pub model: Model,
}

impl TreeSpec {
    /// A tree with `branching` children per node (`1..=MAX_BRANCHING`) down to `depth` (the
    /// leaves' depth; the root is at 0), its leaf values drawn from `seed` (the same seed
    /// always gives the same tree) by `model` (how leaf values are chosen: see [`Model`]).
    /// The numbers are checked when a root is built from the spec
    /// ([`Tree::root`](super::Tree::root)), which says what is wrong.
    pub const fn new(branching: usize, depth: u32, seed: u64, model: Model) -> Self {
        Self {
            branching,
            depth,
            seed,
            model,
        }
    }
}

impl TreeSpec {
    /// The nodes of the whole tree, the root included: `1 + b + b^2 + ... + b^d`. A float,
    /// since deep trees overflow any integer; what a search that prunes nothing (plain max^n)
    /// visits, and so a measure of the work before a search starts.
    pub fn nodes(&self) -> f64 {
        (0..=self.depth)
            .map(|ply| (self.branching as f64).powi(ply as i32))
            .sum()
    }
}

/// The grid steps a [`Model::Best`] tree for `players` players down to `depth` needs in
/// `maxsum`: `n (n-1)^(d-1)`, so that the least share (which each later edge divides by at
/// most `n - 1`, starting from `maxsum / n` at the root) is still a whole step at depth
/// `d - 1`, the deepest interior node. Saturates at `u64::MAX`.
pub fn best_steps_needed(players: usize, depth: u32) -> u64 {
    let players = players as u64;
    (1..depth).fold(players, |needed, _| needed.saturating_mul(players - 1))
}

/// The deepest depth, at most `depth`, at which a [`Model::Best`] tree for `players` players
/// fits a scale of `steps` grid steps (see [`best_steps_needed`]); `None` when no depth from
/// 1 up does. What to suggest when [`SpecError::BestTooCoarse`] refuses a tree.
pub fn deepest_best_depth(players: usize, depth: u32, steps: u64) -> Option<u32> {
    (1..=depth)
        .rev()
        .find(|&d| best_steps_needed(players, d) <= steps)
}

/// Why a tree cannot be built as specified.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// The branching factor is 0 or above [`MAX_BRANCHING`].
    #[error("branching factor {0} is out of range 1..={max}", max = MAX_BRANCHING)]
    Branching(usize),
    /// The player count is below 2.
    #[error("a tree needs at least 2 players, not {0}")]
    Players(usize),
    /// A tree type with a runtime player count holds at most `max` players.
    #[error("{players} players is more than the {max} this tree type holds")]
    TooManyPlayers {
        /// The player count asked for.
        players: usize,
        /// The most the type holds.
        max: usize,
    },
    /// The scale has too few grid steps for a [`Model::Best`] tree of this size (every
    /// interior tuple must give every player a positive share).
    #[error("the best model for {players} players to depth {depth} needs maxsum to hold {} score steps (so that every player keeps a positive share down to the leaves), but this scale has {steps}; use a larger maxsum or a float scale", at_least(.needed))]
    BestTooCoarse {
        /// The player count.
        players: usize,
        /// The tree's depth.
        depth: u32,
        /// The grid steps the tree needs in `maxsum`.
        needed: u64,
        /// The grid steps the scale has.
        steps: u64,
    },
    /// The uniform model needs `maxsum = n k` with `k` a whole number of score steps.
    #[error(
        "the uniform model needs maxsum ({maxsum}) to split into {players} equal shares that are multiples of the step ({delta})"
    )]
    UniformShare {
        /// The player count.
        players: usize,
        /// The scale's `maxsum`.
        maxsum: String,
        /// The scale's step.
        delta: String,
    },
}

/// `needed` steps as [`SpecError::BestTooCoarse`] says it: `needed` saturates at `u64::MAX`,
/// which is then only a lower bound.
fn at_least(needed: &u64) -> String {
    if *needed == u64::MAX {
        "more than 2^64".to_string()
    } else {
        format!("at least {needed}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_sizes_count_every_level() {
        assert_eq!(TreeSpec::new(3, 4, 0, Model::Random).nodes(), 121.0);
        assert_eq!(TreeSpec::new(1, 0, 0, Model::Random).nodes(), 1.0);
        assert!(TreeSpec::new(64, 64, 0, Model::Random).nodes() > 1e115);
    }

    #[test]
    fn best_trees_need_a_fine_enough_scale() {
        assert_eq!(best_steps_needed(3, 10), 3 * 512);
        assert_eq!(best_steps_needed(2, 40), 2);
        assert_eq!(best_steps_needed(6, 1), 6);
        assert_eq!(best_steps_needed(6, 200), u64::MAX);
        // 3 players need 3 x 2^(d-1) steps: 720720 holds depth 18 (786432 > 720720 > 393216).
        assert_eq!(deepest_best_depth(3, 64, 720_720), Some(18));
        assert_eq!(deepest_best_depth(3, 10, 720_720), Some(10));
        assert_eq!(deepest_best_depth(3, 64, 2), None);
    }
}
