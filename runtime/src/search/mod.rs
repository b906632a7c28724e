//! The searchers. Each algorithm is a type; choosing one is a type choice, and its kernel is
//! monomorphised for the game, so the player count and the declared bounds are constants in
//! the compiled code.

mod alpha_beta_branch_and_bound;
pub(crate) mod ancestors;
mod best_reply;
mod best_reply_plus;
mod branch_and_bound;
pub(crate) mod context;
mod deepening;
mod evaluation_order;
mod last_branch;
pub(crate) mod lemma;
mod lines;
pub(crate) mod maxn;
pub(crate) mod outcome;
pub(crate) mod parallel;
pub(crate) mod paranoid;
mod principal_first;
mod root_values;
mod shallow;
mod speculative;
pub(crate) mod window;

pub use alpha_beta_branch_and_bound::AlphaBetaBranchAndBound;
pub use best_reply::BestReply;
pub use best_reply_plus::BestReplyPlus;
pub use branch_and_bound::BranchAndBound;
pub use deepening::{Deepening, Iteration, IterativeDeepening};
pub use evaluation_order::{EvaluationOrder, MOST_ORDERED};
pub use last_branch::LastBranch;
pub use maxn::MaxN;
pub use parallel::Parallel;
pub use paranoid::{Paranoid, ParanoidBnB, ParanoidZeroWindow};
pub use principal_first::PrincipalFirst;
pub use root_values::{OnlyMove, RootValue, RootValues};
pub use shallow::Shallow;
pub use speculative::Speculative;

pub(crate) use context::{Lent, ResearchMark, SearchContext, conclude, enter_node};
pub(crate) use deepening::deepen;
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
    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N>;

    /// Searches `game` within `limits` with `memory`: its transposition table and move
    /// ordering, as the searcher's docs and [`Memory`]'s say. The memory is the caller's; the
    /// search reads it, stores into it, and leaves it for the next search.
    ///
    /// The searchers that use no memory (those that do not say otherwise in their docs) ignore
    /// it: this is then [`search`](Self::search).
    fn search_with(
        &self,
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

    /// The value of every root move of `game`, in generation order: what a bot ranks, or
    /// what perfect-information Monte Carlo averages over deals.
    ///
    /// Each move is searched on its own, as the searcher's search of the root with that move
    /// as its only one ([`OnlyMove`]), to the same `limits.depth` from the root. Pruning
    /// works inside each move's subtree as in any search, but no move's value is cut short by
    /// another's, so every value is a value, not a bound. What the value is follows from the
    /// searcher:
    ///
    /// - the exact max^n searchers ([`MaxN`], [`Shallow`], [`LastBranch`], [`Speculative`],
    ///   [`BranchAndBound`], [`AlphaBetaBranchAndBound`], and [`IterativeDeepening`] of any of
    ///   them): the max^n value of the position after the move, searched to
    ///   `limits.depth - 1`, exactly the tuple [`MaxN`] returns for that position (ties broken
    ///   as it breaks them);
    /// - the paranoid searchers ([`Paranoid`], [`ParanoidBnB`], [`ParanoidZeroWindow`]): the
    ///   **root player's** paranoid value of the move (every other player minimising the root
    ///   player's score), not the paranoid value for the player who moves next;
    /// - the best-reply searchers ([`BestReply`], [`BestReplyPlus`]): the value their own
    ///   backing-up rule gives the move, with the root player's turns as at the root.
    ///
    /// The node budget and the deadline are shared by the moves, in order: each move gets what
    /// the earlier ones left, and once a limit stops one, the later ones are not searched
    /// ([`RootValues::complete`] is then `false`). The root is counted once per move.
    ///
    /// ```
    /// use maxn_runtime::{Limits, MaxN, Searcher, Speculative};
    /// # use maxn_runtime::{BoundedGame, Bounds, Game, MoveBuffer, MoveList};
    /// # /// The README's game: three players take 3, 2 or 1 of ten tokens in turn.
    /// # #[derive(Clone, Debug)]
    /// # struct Tokens { left: u8, taken: [u8; 3], to_move: usize }
    /// # impl Game<3> for Tokens {
    /// #     type Score = u8;
    /// #     type Move = u8;
    /// #     type Moves = MoveList<u8, 3>;
    /// #     const NAME: &'static str = "Tokens";
    /// #     type Bounds = Bounds<u8>;
    /// #     const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);
    /// #     fn to_move(&self) -> usize { self.to_move }
    /// #     fn generate_moves(&self, moves: &mut Self::Moves) {
    /// #         moves.extend((1..=self.left.min(3)).rev());
    /// #     }
    /// #     fn play(&mut self, take: u8) {
    /// #         self.left -= take;
    /// #         self.taken[self.to_move] += take;
    /// #         self.to_move = (self.to_move + 1) % 3;
    /// #     }
    /// #     fn outcome(&self) -> Option<[u8; 3]> { (self.left == 0).then_some(self.taken) }
    /// #     fn evaluate(&self) -> [u8; 3] { self.taken }
    /// # }
    /// let start = Tokens { left: 10, taken: [0; 3], to_move: 0 };
    /// // To the end of the game, whatever its length.
    /// let values = Speculative.root_values(&start, Limits::unlimited());
    /// assert!(values.complete);
    /// let moves: Vec<u8> = values.moves.iter().map(|root| root.mv).collect();
    /// assert_eq!(moves, [3, 2, 1]);
    /// for root in &values.moves {
    ///     // Each value is max^n's value of the position after the move.
    ///     let mut child = start.clone();
    ///     child.play(root.mv);
    ///     assert_eq!(root.value, MaxN.search(&child, Limits::unlimited()).value);
    ///     // Ten tokens in all: a finished game shares them out.
    ///     assert_eq!(root.value.iter().sum::<u8>(), 10);
    /// }
    /// // The best move for the player to move is the one a whole search chooses.
    /// let best = values.moves[values.best_index().unwrap()].mv;
    /// assert_eq!(Some(best), MaxN.search(&start, Limits::unlimited()).best_move);
    /// ```
    fn root_values(&self, game: &G, limits: Limits) -> RootValues<G::Move, G::Score, N>
    where
        Self: Searcher<OnlyMove<G, N>, N>,
    {
        root_values::root_values(game, limits, |only, limits| self.search(only, limits))
    }
}
