//! Iterative deepening over any searcher: depth 1, 2, ... under one shared node budget and
//! deadline, each iteration searching the previous iteration's best line first.

use crate::game::Game;
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::search::{PrincipalFirst, SearchContext, Searcher};
use crate::stats::Stats;

/// Iterative deepening with the inner searcher `S`: searches depth 1, 2, ... up to
/// [`Limits::depth`], each iteration through [`PrincipalFirst`] with the principal line of the
/// iteration before, and returns the result of the deepest iteration that finished.
///
/// It searches every game `S` searches, with `S`'s requirements: the adapter forwards `maxsum`
/// ([`BoundedGame`](crate::BoundedGame)) and the heuristic
/// ([`MonotonicHeuristic`](crate::MonotonicHeuristic)), so
/// `IterativeDeepening(Speculative)` needs a `maxsum` and `IterativeDeepening(BranchAndBound)`
/// a monotonic heuristic, checked at compile time as for the searchers themselves.
///
/// # What it returns
///
/// - Each iteration's result is **exactly** what `S` returns on the game at that depth with
///   the previous iteration's principal line first: the line's first move first at the root,
///   its second move first at the child that move leads to, and so on, the other moves in the
///   game's order ([`PrincipalFirst`]). When no two values tie (continuous random scores), the
///   order of the children cannot change a max^n or paranoid answer, so that is exactly what
///   `S` returns on the game itself at that depth.
/// - With **ties**, it can differ: max^n keeps the first of two children tied for the mover,
///   so putting the second first can change the move chosen there, and with it the value
///   backed up: the other players' components, and through them the choices of every
///   ancestor (the root mover's own component included). The result is still a max^n value of
///   the game (or a paranoid one, for the paranoid searchers), with another tie-break: the
///   previous iteration's choice first.
/// - [`best_index`](SearchResult::best_index) is the best move's position in the game's own
///   generation order, not the reordered one.
/// - [`stats`](SearchResult::stats) is the **sum over every iteration run**, the one a limit
///   stopped included: the work done to reach the result. Each iteration's own stats are in
///   [`Deepening::iterations`].
/// - [`complete`](SearchResult::complete) is `true` exactly when the iteration at the requested
///   depth finished.
///
/// # Limits
///
/// The node budget and the deadline are shared: each iteration gets what the earlier ones
/// left, so all of them together visit at most [`Limits::nodes`] nodes. An iteration that a
/// limit stops is never reported as the answer: the result is the deepest *finished*
/// iteration's, with `complete == false` when that is not the requested depth. When even depth
/// 1 did not finish, the result is that stopped iteration's (as `S` reports a stopped search:
/// the best root child searched to the end, if any) with `complete == false`. A new iteration
/// is not begun once the budget is spent or the deadline has passed; the first one always is.
///
/// Depth 0 is one search of the root as a leaf. An iteration that finished without a horizon
/// leaf ([`Stats::horizon_leaves`]) saw every end of the game, so it is the last, whatever
/// depth was asked: with [`Limits::unlimited`] the deepening runs until the game is solved (or
/// a limit stops it), and the depth it reached then counts as the one requested.
///
/// [`Searcher::NAME`] is `S`'s name: the algorithm is `S`'s, the adapter only orders it.
///
/// ```
/// use maxn_runtime::{IterativeDeepening, Limits, PrincipalFirst, Searcher, Speculative};
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
/// // Some lines last 10 plies (one token at a time), so every depth below 5 meets a horizon.
/// let deepened = IterativeDeepening(Speculative).deepen(&start, Limits::depth(5));
/// assert_eq!(deepened.iterations.len(), 5);
/// assert_eq!(deepened.depth_reached(), Some(5));
/// let result = deepened.clone().into_result();
/// assert!(result.complete);
/// assert_eq!(result.stats, deepened.stats()); // summed over the five iterations
///
/// // The last iteration is exactly Speculative's search of the game with the line of
/// // depth 4 first.
/// let line = &deepened.iterations[3].result.principal_line;
/// let reordered = Speculative.search(&PrincipalFirst::new(start.clone(), line), Limits::depth(5));
/// assert_eq!(reordered.value, result.value);
/// assert_eq!(reordered.principal_line, result.principal_line);
/// assert_eq!(reordered.stats, deepened.iterations[4].result.stats);
///
/// // Without a depth limit, the deepening ends with the first iteration that met no horizon:
/// // it has solved the game.
/// let solved = IterativeDeepening(Speculative).deepen(&start, Limits::unlimited());
/// assert!(solved.complete());
/// assert_eq!(solved.iterations.last().unwrap().result.stats.horizon_leaves, 0);
/// assert!(solved.iterations.iter().rev().skip(1).all(|i| i.result.stats.horizon_leaves > 0));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct IterativeDeepening<S>(pub S);

/// One iteration of an iterative-deepening search.
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration<M, S, const N: usize> {
    /// The depth searched.
    pub depth: u32,
    /// What the inner searcher returned, with its own stats, except that
    /// [`best_index`](SearchResult::best_index) is in the game's own generation order.
    pub result: SearchResult<M, S, N>,
}

/// Everything an iterative-deepening search did: every iteration run, shallowest first. Only
/// the last can be unfinished (a limit stopped it); [`into_result`](Self::into_result) gives
/// the answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Deepening<M, S, const N: usize> {
    /// The depth asked for; or, when an earlier iteration already reached every end of the
    /// game (or `deepen_until`'s test stopped it), that iteration's depth.
    pub requested_depth: u32,
    /// The iterations run, shallowest first: depths 1, 2, ... (just 0 when 0 was asked for).
    pub iterations: Vec<Iteration<M, S, N>>,
}

impl<M: Clone, S: Copy, const N: usize> Deepening<M, S, N> {
    /// The deepest iteration that finished, if any did.
    pub fn deepest_complete(&self) -> Option<&Iteration<M, S, N>> {
        self.iterations.iter().rev().find(|i| i.result.complete)
    }

    /// The depth of the deepest iteration that finished, if any did.
    pub fn depth_reached(&self) -> Option<u32> {
        self.deepest_complete().map(|i| i.depth)
    }

    /// Whether the iteration at the requested depth finished.
    pub fn complete(&self) -> bool {
        self.depth_reached() == Some(self.requested_depth)
    }

    /// The stats of every iteration, summed.
    pub fn stats(&self) -> Stats {
        let mut total = Stats::default();
        for iteration in &self.iterations {
            total += iteration.result.stats;
        }
        total
    }

    /// The answer: the deepest finished iteration's result (else the only, stopped, one), with
    /// the stats summed over every iteration and `complete` saying whether the requested depth
    /// was reached.
    pub fn into_result(mut self) -> SearchResult<M, S, N> {
        let chosen = self.answer_index();
        let (stats, complete) = (self.stats(), self.complete());
        let result = self.iterations.swap_remove(chosen).result;
        SearchResult {
            stats,
            complete,
            ..result
        }
    }

    /// The answer, as [`into_result`](Self::into_result) gives it, keeping the iterations.
    pub fn result(&self) -> SearchResult<M, S, N> {
        SearchResult {
            stats: self.stats(),
            complete: self.complete(),
            ..self.iterations[self.answer_index()].result.clone()
        }
    }

    /// The iteration whose result is the answer.
    fn answer_index(&self) -> usize {
        self.iterations
            .iter()
            .rposition(|i| i.result.complete)
            .unwrap_or(self.iterations.len() - 1)
    }
}

impl<S> IterativeDeepening<S> {
    /// Searches `game` to depths 1, 2, ... up to `limits.depth` and returns every iteration;
    /// [`Searcher::search`] returns [`Deepening::into_result`] of this.
    pub fn deepen<G: Game<N>, const N: usize>(
        &self,
        game: &G,
        limits: Limits,
    ) -> Deepening<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        self.deepen_until(game, limits, |_| false)
    }

    /// [`deepen`](Self::deepen), also stopping after the first finished iteration for which
    /// `done` says `true`, as if its depth had been the one requested.
    ///
    /// An agent stops once an iteration has searched the game to its end (no
    /// [`horizon_leaves`](Stats::horizon_leaves)): deeper ones would repeat it node for node.
    ///
    /// ```
    /// use maxn_runtime::{IterativeDeepening, Limits, MaxN};
    /// # use maxn_runtime::{Bounds, Game, MoveBuffer, MoveList};
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
    /// // Taking one token at a time, the game lasts 10 plies: depth 10 sees every end.
    /// let deepened = IterativeDeepening(MaxN).deepen_until(&start, Limits::depth(100), |i| {
    ///     i.result.stats.horizon_leaves == 0
    /// });
    /// assert_eq!(deepened.depth_reached(), Some(10));
    /// assert_eq!(deepened.requested_depth, 10);
    /// assert!(deepened.complete());
    /// ```
    pub fn deepen_until<G: Game<N>, const N: usize>(
        &self,
        game: &G,
        limits: Limits,
        done: impl FnMut(&Iteration<G::Move, G::Score, N>) -> bool,
    ) -> Deepening<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let inner = &self.0;
        deepen(game, limits, done, |root, limits| {
            inner.search(root, limits)
        })
    }

    /// [`deepen_until`](Self::deepen_until) with `memory` lent to every iteration
    /// ([`Searcher::search_with`]): the table and the killers carry what one iteration learnt
    /// to the next, which orders each iteration by the previous one's best move at *every*
    /// node it stored, not only along the line.
    ///
    /// Each iteration is still exactly `S` with that memory on the game with the previous
    /// line first; a value an earlier iteration stored is not reused (it was found under
    /// another order), only its best move.
    pub fn deepen_until_with<G: PositionHash<N>, const N: usize>(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
        done: impl FnMut(&Iteration<G::Move, G::Score, N>) -> bool,
    ) -> Deepening<G::Move, G::Score, N>
    where
        S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let inner = &self.0;
        memory.deepening = true;
        let deepening = deepen(game, limits, done, |root, limits| {
            inner.search_with(root, limits, memory)
        });
        memory.deepening = false;
        deepening
    }
}

/// Searches `game` to depths 1, 2, ... with `search`, as [`IterativeDeepening::deepen_until`]
/// describes (the dynamic twins' deepening too: `dynamic/deepening.rs`).
pub(crate) fn deepen<G: Game<N>, const N: usize>(
    game: &G,
    limits: Limits,
    mut done: impl FnMut(&Iteration<G::Move, G::Score, N>) -> bool,
    mut search: impl FnMut(&PrincipalFirst<'_, G, N>, Limits) -> SearchResult<G::Move, G::Score, N>,
) -> Deepening<G::Move, G::Score, N> {
    // Generated as the kernels generate them: checked against the declared capacity.
    let root_moves = SearchContext::<G, N>::moves(game);
    let mut iterations: Vec<Iteration<G::Move, G::Score, N>> = Vec::new();
    let mut line = Vec::new();
    let mut used = 0;
    for depth in limits.depth.min(1)..=limits.depth {
        if !iterations.is_empty() && limits.spent(used) {
            break;
        }
        let iteration_limits = limits.share(depth, used);
        let root = PrincipalFirst::new(game.clone(), &line);
        let mut result = search(&root, iteration_limits);
        // The inner searcher saw the reordered moves; users index the game's own.
        result.best_index = result
            .best_move
            .and_then(|best| root_moves.as_slice().iter().position(|&mv| mv == best));
        used += result.stats.nodes;
        let finished = result.complete;
        if finished {
            line.clone_from(&result.principal_line);
        }
        iterations.push(Iteration { depth, result });
        if !finished {
            break;
        }
        // An iteration that reached every end of the game (no horizon leaf) has searched
        // the whole game: a deeper one would search it again, so this depth is the answer
        // to any deeper request, `Limits::unlimited()` included.
        let last = &iterations[iterations.len() - 1];
        if last.result.stats.horizon_leaves == 0 || done(last) {
            return Deepening {
                requested_depth: depth,
                iterations,
            };
        }
    }
    Deepening {
        requested_depth: limits.depth,
        iterations,
    }
}

// `'x` only names some lifetime at which to read the inner searcher's `NAME`, which no lifetime
// can change; `'static` would demand `G::Move: 'static`, which borrowed games do not meet.
impl<'x, G, S, const N: usize> Searcher<G, N> for IterativeDeepening<S>
where
    G: Game<N>,
    G::Move: 'x,
    S: for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
{
    const NAME: &'static str = <S as Searcher<PrincipalFirst<'x, G, N>, N>>::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        self.deepen(game, limits).into_result()
    }

    fn search_with(
        &self,
        game: &G,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N>,
    {
        self.deepen_until_with(game, limits, memory, |_| false)
            .into_result()
    }
}
