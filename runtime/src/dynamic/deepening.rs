//! Iterative deepening of a dynamic twin lent a memory: the same iterations as
//! [`IterativeDeepening`](crate::IterativeDeepening)'s, so that a twin can be compared with its
//! specialised searcher under deepening too.

use crate::dynamic::{DynSearchResult, Dynamic};
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::result::SearchResult;
use crate::search::{PrincipalFirst, deepen};

/// What [`IterativeDeepening(S).search_with`](crate::IterativeDeepening) returns on `game.0`,
/// with `twin` (a dynamic twin's `search_with`, such as
/// [`DynSpeculative::search_with`](crate::dynamic::DynSpeculative::search_with)) standing for
/// `S`: depths 1, 2, ... under one node budget, each iteration searching the game with the
/// previous iteration's line first ([`PrincipalFirst`], seen through [`Dynamic`]) and lent
/// `memory`, whose values of earlier iterations are not reused, only their moves. When `twin`
/// is `S`'s twin the result is the same to the last count.
///
/// ```
/// use maxn_runtime::dynamic::{DynSpeculative, Dynamic, deepen_with};
/// use maxn_runtime::{IterativeDeepening, Limits, Memory, Searcher, Speculative};
/// # use maxn_runtime::{Bounds, Game, MoveList, PositionHash};
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
/// # impl PositionHash<3> for Tokens {
/// #     fn position_hash(&self) -> u64 {
/// #         u64::from_le_bytes([self.left, self.taken[0], self.taken[1], self.taken[2],
/// #             self.to_move as u8, 0, 0, 0])
/// #     }
/// # }
/// let start = Tokens { left: 10, taken: [0; 3], to_move: 0 };
/// let limits = Limits::depth(6);
/// let mut memory = Memory::with_table(1 << 16).unwrap();
/// let expected = IterativeDeepening(Speculative).search_with(&start, limits, &mut memory);
/// let mut memory = Memory::with_table(1 << 16).unwrap();
/// let twin = deepen_with(&Dynamic(start), limits, &mut memory, |game, limits, memory| {
///     DynSpeculative.search_with(game, limits, memory)
/// });
/// assert_eq!(twin, expected);
/// ```
pub fn deepen_with<G: PositionHash<N>, const N: usize>(
    game: &Dynamic<G, N>,
    limits: Limits,
    memory: &mut Memory<G::Move, G::Score, N>,
    mut twin: impl for<'a> FnMut(
        &Dynamic<PrincipalFirst<'a, G, N>, N>,
        Limits,
        &mut Memory<G::Move, G::Score, N>,
    ) -> DynSearchResult<G::Move, G::Score>,
) -> DynSearchResult<G::Move, G::Score> {
    memory.deepening = true;
    let deepening = deepen(
        &game.0,
        limits,
        |_| false,
        |root, limits| {
            let result = twin(&Dynamic(root.clone()), limits, memory);
            SearchResult {
                value: std::array::from_fn(|player| result.value[player]),
                best_move: result.best_move,
                best_index: result.best_index,
                principal_line: result.principal_line,
                stats: result.stats,
                complete: result.complete,
            }
        },
    );
    memory.deepening = false;
    let result = deepening.into_result();
    DynSearchResult {
        value: result.value.to_vec(),
        best_move: result.best_move,
        best_index: result.best_index,
        principal_line: result.principal_line,
        stats: result.stats,
        complete: result.complete,
    }
}
