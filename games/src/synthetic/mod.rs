//! Synthetic game trees, generated implicitly from a hash of each node's path: no tree is
//! stored, so a tree of 10^9 nodes costs no memory, and the same seed always gives the same
//! tree.
//!
//! Every node has `branching` children down to `depth`, players move in turn starting with
//! player 0, and the leaf values follow a [`Model`]:
//!
//! - [`Model::Random`]: Korf's average-case model. A leaf's tuple comes from cutting
//!   `[0, maxsum]` at `n - 1` uniform points, so the components are identically distributed
//!   and sum to `maxsum`.
//! - [`Model::Best`]: a perfectly ordered tree, on which shallow pruning reaches its best case
//!   (see [`Model::Best`] for the construction).
//! - [`Model::Uniform`]: every leaf is `[k; n]` with `maxsum = n k`.
//!
//! [`MergedTree`] is another shape: a node is the set of moves played, so different orders of
//! the same moves merge (transpositions, for the transposition table's tests).
//!
//! Every tree implements [`MonotonicHeuristic`](maxn::MonotonicHeuristic) with the exact range
//! of the values in a node's subtree, interior positions included (see [`Tree::subtree_range`]
//! for its cost and [`HEURISTIC_WALK_LIMIT`]), so the branch-and-bound searchers run on every
//! model and at every depth.
//!
//! The score scale is a type parameter ([`Int`] or [`Unit`]), so the declared bounds are
//! constants of the tree's type, like any game's.
//!
//! [`Tree`] takes the player count as a const parameter, for the specialised kernels;
//! [`DynTree`] reads it at run time, for the dynamic kernels. Both walk the same implicit tree
//! with the same code.

mod dyn_tree;
mod hash;
mod heuristic;
mod merged;
mod node;
mod scale;
mod spec;
mod tree;

pub use dyn_tree::{DYN_MAX_PLAYERS, DynFloatTree, DynIntTree, DynTree};
pub use heuristic::HEURISTIC_WALK_LIMIT;
pub use merged::{MERGED_POOL_MAX, MergedTree};
pub use scale::{Int, Scale, Unit};
pub use spec::{MAX_BRANCHING, Model, SpecError, TreeSpec, best_steps_needed, deepest_best_depth};
pub use tree::{FloatTree, IntTree, Tree};
