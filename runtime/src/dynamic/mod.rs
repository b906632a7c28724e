//! The dynamic twins of the search kernels: the player count and the score bounds are read at
//! run time instead of being constants of the game's type.
//!
//! They exist so that benchmarks compare like with like: each twin visits the same nodes, makes
//! the same cut-offs and returns the same result as its specialised kernel (tests prove it), and
//! is written as well as it can be without const generics: no heap allocation per node (value
//! tuples live in a per-ply stack allocated once per search), the same per-node bookkeeping,
//! the same compile-time choice of algorithm variant. What it cannot have is what the benchmark
//! measures: tuples as `[S; N]` values the compiler can keep in registers and copy without a
//! loop, and bounds as constants.
//!
//! A game implements [`DynGame`] (and [`DynBoundedGame`], [`DynMonotonicHeuristic`] for the
//! capabilities), and a searcher is a type implementing [`DynSearcher`]. The facade's
//! documentation has an example. Any specialised [`Game`](crate::Game) can also be searched by
//! the dynamic kernels through [`Dynamic`], which runs the game's own code unchanged.
//!
//! # Writing a dynamic kernel
//!
//! A kernel is a recursive function over a `DynSearchContext` (crate-private, in `context.rs`),
//! shaped like its specialised twin: `enter(ply)` first (it counts the node and checks the
//! budget), then `leaf(position, ply)` at the depth limit, `finished(position, ply)` for a game
//! that is over, `DynSearchContext::moves(position)` for the moves (checked against the
//! buffer's capacity), and after each child `stopped()`. The node at ply `p` leaves its value in
//! value slot `p`: read the child's with `child_score(p, player)`, back it up with
//! `adopt(p, mv)` (which also extends the principal line). Per-ply state of other kinds goes in
//! a `PlyStack` of its own, allocated in the searcher's `search`.

mod adapter;
mod alpha_beta_branch_and_bound;
mod branch_and_bound;
mod context;
mod deepening;
mod game;
mod heuristic_scratch;
mod maxn;
mod memory;
mod paranoid;
mod result;
mod shallow;
mod speculative;
mod stack;

pub use adapter::Dynamic;
pub use alpha_beta_branch_and_bound::DynAlphaBetaBranchAndBound;
pub use branch_and_bound::DynBranchAndBound;
pub use deepening::deepen_with;
pub use game::{DynBoundedGame, DynGame, DynMonotonicHeuristic};
pub use maxn::DynMaxN;
pub use memory::DynPositionHash;
pub use paranoid::{DynParanoid, DynParanoidBnB};
pub use result::DynSearchResult;
pub use shallow::DynShallow;
pub use speculative::{DynLastBranch, DynSpeculative};

pub(crate) use context::DynSearchContext;
pub(crate) use stack::PlyStack;

use crate::limits::Limits;

/// A search algorithm over dynamic games of type `G`: the twin of
/// [`Searcher`](crate::Searcher).
///
/// Which games a searcher accepts is part of its type, as for the specialised searchers:
/// [`DynShallow`] needs a [`DynBoundedGame`], [`DynParanoidBnB`] a [`DynMonotonicHeuristic`].
pub trait DynSearcher<G: DynGame> {
    /// A short name for reports, the same as the specialised twin's.
    const NAME: &'static str;

    /// Searches `game` within `limits`.
    fn search(&self, game: &G, limits: Limits) -> DynSearchResult<G::Move, G::Score>;
}
