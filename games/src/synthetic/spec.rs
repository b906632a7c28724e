//! The parameters of a synthetic tree, and their validation.

use std::fmt;

/// The most children a synthetic node can have (the capacity of its move list).
pub const MAX_BRANCHING: usize = 64;

/// How leaf values are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Model {
    /// Korf's average-case model: each leaf tuple comes from `n - 1` uniform cuts of
    /// `[0, maxsum]`, independently per leaf.
    Random,
    /// A perfectly ordered tree for shallow pruning.
    ///
    /// Each node carries a tuple `t`; the leaves reached from a node through first children
    /// only all hold that node's tuple, so it is the node's max^n value. The root's tuple gives
    /// `maxsum / 2` to player 0 and the rest to player 1. A first child keeps its parent's
    /// tuple. A later child `x`, where player `i` moves below a parent where player `p` moves,
    /// gets `t'[p] = t[p]`, `t'[i] = maxsum - t[p]` and zero elsewhere. So `x` ties the parent's
    /// first child for `p` (left tie-breaking keeps the first child, and the ordering is
    /// perfect), and as soon as `x`'s first child returns, `x`'s player holds
    /// `maxsum - t[p]`: exactly the shallow bound, so the rest of `x` is cut (by immediate
    /// pruning instead when `t[p] = 0`, which happens only for `n >= 3`). Every node therefore
    /// cuts after its first child exactly when it is a later child of its parent, and shallow
    /// pruning visits Korf's best-case `f(d) = f(d-1) + (b-1) f(d-2)` leaves.
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
    /// A tree with `branching` children per node down to `depth`.
    pub const fn new(branching: usize, depth: u32, seed: u64, model: Model) -> Self {
        Self {
            branching,
            depth,
            seed,
            model,
        }
    }
}

/// Why a tree cannot be built as specified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// The branching factor is 0 or above [`MAX_BRANCHING`].
    Branching(usize),
    /// The player count is below 2.
    Players(usize),
    /// The uniform model needs `maxsum = n k` with `k` a whole number of score steps.
    UniformShare {
        /// The player count.
        players: usize,
        /// The scale's `maxsum`.
        maxsum: String,
        /// The scale's step.
        delta: String,
    },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Branching(b) => {
                write!(
                    f,
                    "branching factor {b} is out of range 1..={MAX_BRANCHING}"
                )
            }
            SpecError::Players(n) => write!(f, "a tree needs at least 2 players, not {n}"),
            SpecError::UniformShare {
                players,
                maxsum,
                delta,
            } => write!(
                f,
                "the uniform model needs maxsum ({maxsum}) to split into {players} equal \
                 shares that are multiples of the step ({delta})"
            ),
        }
    }
}

impl std::error::Error for SpecError {}
