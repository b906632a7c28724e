//! The searchers. Each algorithm is a type; choosing one is a type choice, and its kernel is
//! monomorphised for the game, so the player count and the declared bounds are constants in
//! the compiled code.

mod alpha_beta_branch_and_bound;
pub(crate) mod ancestors;
mod best_reply;
mod best_reply_plus;
mod branch_and_bound;
mod context;
mod deepening;
mod evaluation_order;
mod last_branch;
mod lemma;
mod lines;
mod maxn;
mod outcome;
pub(crate) mod paranoid;
mod principal_first;
mod shallow;
mod speculative;
mod window;

pub use alpha_beta_branch_and_bound::AlphaBetaBranchAndBound;
pub use best_reply::BestReply;
pub use best_reply_plus::BestReplyPlus;
pub use branch_and_bound::BranchAndBound;
pub use deepening::{Deepening, Iteration, IterativeDeepening};
pub use evaluation_order::{EvaluationOrder, MOST_ORDERED};
pub use last_branch::LastBranch;
pub use maxn::MaxN;
pub use paranoid::{Paranoid, ParanoidBnB, ParanoidZeroWindow};
pub use principal_first::PrincipalFirst;
pub use shallow::Shallow;
pub use speculative::Speculative;

pub(crate) use context::{Lent, ResearchMark, SearchContext, conclude, enter_node};
pub(crate) use lines::PrincipalLines;
pub(crate) use window::Window;

use crate::game::Game;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::result::SearchResult;

/// A search algorithm that can search games of type `G`.
///
/// Which games a searcher accepts is part of its type: [`MaxN`] searches any [`Game`], the
/// bound-based pruning searchers only a [`BoundedGame`](crate::BoundedGame), so asking for one
/// on a game without a `maxsum` fails to compile.
pub trait Searcher<G: Game<N>, const N: usize> {
    /// A short name for reports, such as `"maxn"` or `"shallow"`.
    const NAME: &'static str;

    /// Searches `game` within `limits`.
    fn search(&mut self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N>;

    /// Searches `game` within `limits` with `memory`: its transposition table and move
    /// ordering, as the searcher's docs and [`Memory`]'s say. The memory is the caller's; the
    /// search reads it, stores into it, and leaves it for the next search.
    ///
    /// The searchers that use no memory (those that do not say otherwise in their docs) ignore
    /// it: this is then [`search`](Self::search).
    fn search_with(
        &mut self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N>,
    {
        let _ = memory;
        self.search(game, limits)
    }
}
