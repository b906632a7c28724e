//! Paranoid search (Sturtevant & Korf 2000): the root player against the coalition of all the
//! others, searched with alpha-beta; and its branch-and-bound form for games with a monotonic
//! heuristic.

use crate::game::{BoundedGame, Game, MonotonicHeuristic};
use crate::hash::PositionHash;
use crate::limits::Limits;
use crate::memory::Memory;
use crate::moves::MoveBuffer;
use crate::result::SearchResult;
use crate::score::Score;
use crate::search::window::Window;
use crate::search::{Lent, SearchContext, Searcher};
use crate::transposition::EntryKind;

/// Paranoid alpha-beta: the root player assumes every other player plays to minimise the root
/// player's score, which turns the game into a two-player zero-sum game (root player against
/// coalition) where deep alpha-beta pruning is valid. A different decision rule from max^n:
/// compare it with plain paranoid minimax, not with [`MaxN`](crate::MaxN) (they agree for two
/// players in a constant-sum game).
///
/// With a [`Memory`] ([`Searcher::search_with`]), for this searcher and the other paranoid
/// ones: a node's tuple is stored as [`Exact`](EntryKind::Exact) when nothing was cut at the
/// node or below it (the tuple is then plain paranoid's); otherwise a result at or above the
/// window's `beta` as a [`Lower`](EntryKind::Lower) bound and one at or below `alpha` as an
/// [`Upper`](EntryKind::Upper) bound on the root player's component (fail-soft alpha-beta's
/// contract), used, like the heuristic's bounds, only when the window excludes them; anything
/// else as its best move. Entries name the root player, and only that player's searches use
/// them.
///
/// Returns what unpruned paranoid minimax with ties to the left returns: the root player's
/// value, the first root move reaching it, and as the value tuple the tuple of the leaf on the
/// principal line. Searches any [`Game`]; a game with a monotonic heuristic can use
/// [`ParanoidBnB`] to prune more.
///
/// Cut-offs are counted as `alpha_beta`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Paranoid;

impl Paranoid {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "paranoid";
}

/// Paranoid alpha-beta with branch and bound on the root player's heuristic bounds (the
/// "paranoid with heuristic" of Sturtevant & Korf 2000), for games with a
/// [`MonotonicHeuristic`]. Returns exactly what [`Paranoid`] returns.
///
/// At each interior node the root player's final score lies in `[low, high]` (its lower and
/// upper heuristic bounds), which narrows the window `(alpha, beta)`:
///
/// - a node whose `high <= alpha` (or `low >= beta`) cannot change any ancestor's choice and
///   is not searched at all;
/// - a max node stops once a child reaches `high`, a min node once a child reaches `low`:
///   nothing left can be strictly better for it.
///
/// Both are counted as `branch_and_bound` cut-offs, ordinary window cut-offs as `alpha_beta`.
/// The first rule compares only against values of searched lines (not the initial
/// `Score::LOWEST`, which for unsigned scores is the real score 0), so an unsearched node never
/// ends up on the principal line and the value tuple is still a real leaf's.
///
/// A separate type rather than a flag on [`Paranoid`], because the heuristic is a capability of
/// the game checked at compile time, like `maxsum` for [`Shallow`](crate::Shallow): asking for
/// `ParanoidBnB` on a game without a heuristic does not compile, and `Paranoid` stays available
/// to every game.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParanoidBnB;

impl ParanoidBnB {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game, its dynamic twin
    /// and the lab's registry read it.
    pub const NAME: &'static str = "paranoid-bnb";
}

/// Paranoid alpha-beta with zero-window searches (principal variation search): at every node
/// the first child is searched with the node's window `(alpha, beta)`, each later child first
/// with a zero window at the edge it must pass, `(alpha, alpha + delta)` at the root player's
/// nodes and `(beta - delta, beta)` at the coalition's, which only tells whether it passes;
/// it is searched again with the node's window when it passes and its value lies inside. With
/// integer scores on steps of `delta` a value above `alpha` is at least `alpha + delta`, so
/// the zero-window test is exact. It pays when the first child is usually the best (moves
/// ordered by iterative deepening): the later children are refuted by the cheaper search.
///
/// Returns exactly what [`Paranoid`] returns (value, root move, principal line: a child
/// replaces the best so far only when strictly better, and it is then searched with the full
/// window as [`Paranoid`] would). Counts include the nodes of both searches of a re-searched
/// child. Needs a [`BoundedGame`] for `delta`; with float scores, or `delta = 0`, it is plain
/// [`Paranoid`].
#[derive(Clone, Copy, Debug, Default)]
pub struct ParanoidZeroWindow;

impl ParanoidZeroWindow {
    /// The algorithm's name in reports and on the command line, written only here: the
    /// searcher's [`Searcher::NAME`](crate::Searcher::NAME) for every game and the lab's
    /// registry read it (it has no dynamic twin).
    pub const NAME: &'static str = "paranoid-zw";
}

impl<G: Game<N>, const N: usize> Searcher<G, N> for Paranoid {
    const NAME: &'static str = Paranoid::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        search::<G, N, NoBounds>(game, limits, None, None)
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
        search::<G, N, NoBounds>(game, limits, None, Some(Lent::new(memory)))
    }
}

impl<G: BoundedGame<N>, const N: usize> Searcher<G, N> for ParanoidZeroWindow {
    const NAME: &'static str = ParanoidZeroWindow::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        search::<G, N, NoBounds>(game, limits, zero_window_step::<G, N>(), None)
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
        search::<G, N, NoBounds>(
            game,
            limits,
            zero_window_step::<G, N>(),
            Some(Lent::new(memory)),
        )
    }
}

/// The score step zero-window searches test with: the game's `delta` for integer scores
/// that step, else `None` (plain alpha-beta windows).
fn zero_window_step<G: BoundedGame<N>, const N: usize>() -> Option<G::Score> {
    (G::Score::IS_INTEGER && G::DELTA > G::Score::ZERO).then_some(G::DELTA)
}

impl<G: MonotonicHeuristic<N>, const N: usize> Searcher<G, N> for ParanoidBnB {
    const NAME: &'static str = ParanoidBnB::NAME;

    fn search(&self, game: &G, limits: Limits) -> SearchResult<G::Move, G::Score, N> {
        search::<G, N, HeuristicBounds>(game, limits, None, None)
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
        search::<G, N, HeuristicBounds>(game, limits, None, Some(Lent::new(memory)))
    }
}

/// Where a paranoid search learns bounds on the root player's final score at a node. A type
/// parameter, so the plain search compiles to code with no trace of the heuristic.
pub(crate) trait RootBounds<G: Game<N>, const N: usize> {
    /// `(low, high)` with `low <= final score of root <= high` below `position`, if known.
    fn at(position: &G, root: usize) -> Option<(G::Score, G::Score)>;
}

/// No bounds: plain alpha-beta.
pub(crate) struct NoBounds;

impl<G: Game<N>, const N: usize> RootBounds<G, N> for NoBounds {
    #[inline(always)]
    fn at(_: &G, _: usize) -> Option<(G::Score, G::Score)> {
        None
    }
}

/// The game's monotonic heuristic.
struct HeuristicBounds;

impl<G: MonotonicHeuristic<N>, const N: usize> RootBounds<G, N> for HeuristicBounds {
    #[inline(always)]
    fn at(position: &G, root: usize) -> Option<(G::Score, G::Score)> {
        let (lower, upper) = position.heuristic_bounds();
        Some((lower[root], upper[root]))
    }
}

/// `step`: the zero-window step (see [`ParanoidZeroWindow`]), `None` for full windows only.
fn search<G: Game<N>, const N: usize, B: RootBounds<G, N>>(
    game: &G,
    limits: Limits,
    step: Option<G::Score>,
    lent: Option<Lent<'_, G, N>>,
) -> SearchResult<G::Move, G::Score, N> {
    let root = game.to_move();
    let node = Node {
        depth: limits.depth,
        ply: 0,
        root,
        step,
    };
    SearchContext::run(game, &limits, lent, |context| {
        paranoid::<G, N, B>(context, game, node, Window::OPEN)
    })
}

/// Where a node is and how it is searched: what does not change along the loop over its
/// children.
#[derive(Clone, Copy)]
pub(crate) struct Node<S> {
    pub(crate) depth: u32,
    pub(crate) ply: usize,
    pub(crate) root: usize,
    /// The zero-window step, if zero-window searches are on.
    pub(crate) step: Option<S>,
}

impl<S: Score> Node<S> {
    pub(crate) fn child(self) -> Self {
        Self {
            depth: self.depth - 1,
            ply: self.ply + 1,
            ..self
        }
    }
}

/// The paranoid value of `position` for `root`, fail-soft within `window` (see [`Window`]).
pub(crate) fn paranoid<G: Game<N>, const N: usize, B: RootBounds<G, N>>(
    context: &mut SearchContext<G, N>,
    position: &G,
    node: Node<G::Score>,
    window: Window<G::Score>,
) -> [G::Score; N] {
    let Node {
        depth, ply, root, ..
    } = node;
    if !context.enter(ply) {
        return [G::Score::ZERO; N];
    }
    if depth == 0 {
        return context.leaf(position);
    }
    if let Some(value) = position.outcome() {
        return context.evaluated(value);
    }
    let known = B::at(position, root);
    if let Some((low, high)) = known {
        // Fail-soft bounds; the other components are never read (the node is not adopted
        // by the ancestor whose line set the edge, see `Window::excludes_at_most`).
        if window.excludes_at_most(high) {
            context.stats.cutoffs.branch_and_bound += 1;
            return bound_tuple(root, high);
        }
        if window.excludes_at_least(low) {
            context.stats.cutoffs.branch_and_bound += 1;
            return bound_tuple(root, low);
        }
    }
    let mut moves = G::Moves::default();
    SearchContext::<G, N>::generate(position, &mut moves);
    if moves.is_empty() {
        return context.stuck(position);
    }
    let recall = context.recall(position, depth, ply, &mut moves);
    if let Some(entry) = recall
        .entry
        .filter(|entry| usize::from(entry.player) == root)
    {
        let score = entry.value[root];
        match entry.kind {
            EntryKind::Exact => {
                context.hit(&entry);
                return entry.value;
            }
            EntryKind::Lower if window.excludes_at_least(score) => {
                context.hit(&entry);
                context.stats.cutoffs.table += 1;
                return bound_tuple(root, score);
            }
            EntryKind::Upper if window.excludes_at_most(score) => {
                context.hit(&entry);
                context.stats.cutoffs.table += 1;
                return bound_tuple(root, score);
            }
            _ => {}
        }
    }
    let entry_window = window;
    // The count of cut-offs decides the kind of the node's entry; a node that stores none
    // does not sum the counters (seven loads and adds at every interior node). Out of line,
    // so that the sum is not computed ahead of the test.
    let cutoffs = if recall.is_on() {
        cutoff_count(context)
    } else {
        0
    };
    // The loop for each side and for children at the depth limit, so that neither test is
    // made again at every child.
    let loop_node = Loop {
        position,
        moves: moves.as_slice(),
        node,
        known,
    };
    let maximising = position.to_move() == root;
    let best = match (maximising, depth == 1) {
        (true, true) => children::<G, N, B, true, true>(context, loop_node, window),
        (true, false) => children::<G, N, B, true, false>(context, loop_node, window),
        (false, true) => children::<G, N, B, false, true>(context, loop_node, window),
        (false, false) => children::<G, N, B, false, false>(context, loop_node, window),
    };
    if recall.is_on() {
        let score = best[root];
        let kind = if cutoff_count(context) == cutoffs {
            EntryKind::Exact
        } else if entry_window.fails_high(score) {
            EntryKind::Lower
        } else if entry_window.fails_low(score) {
            EntryKind::Upper
        } else {
            EntryKind::MoveOnly
        };
        context.remember(&recall, depth, ply, kind, best, (root, false));
    }
    best
}

/// What the loop over a node's children reads: the node, its moves, where it is, and the
/// root player's heuristic bounds there.
struct Loop<'a, G: Game<N>, const N: usize> {
    position: &'a G,
    moves: &'a [G::Move],
    node: Node<G::Score>,
    known: Option<(G::Score, G::Score)>,
}

/// The cut-offs counted so far, of every kind.
#[inline(never)]
fn cutoff_count<G: Game<N>, const N: usize>(context: &SearchContext<G, N>) -> u64 {
    context.stats.cutoffs.total()
}

/// The loop over a node's children, fail-soft within `window`: `MAXIMISING` where the root
/// player moves, `FRONTIER` when the children are at the depth limit.
#[inline(always)]
fn children<
    G: Game<N>,
    const N: usize,
    B: RootBounds<G, N>,
    const MAXIMISING: bool,
    const FRONTIER: bool,
>(
    context: &mut SearchContext<G, N>,
    Loop {
        position,
        moves,
        node,
        known,
    }: Loop<'_, G, N>,
    mut window: Window<G::Score>,
) -> [G::Score; N] {
    let Node { ply, root, .. } = node;
    let mut best = [G::Score::ZERO; N];
    for (index, &mv) in moves.iter().enumerate() {
        if index > 0 {
            let score = best[root];
            if MAXIMISING {
                if window.fails_high(score) {
                    context.stats.cutoffs.alpha_beta += 1;
                    break;
                }
                if known.is_some_and(|(_, high)| score >= high) {
                    context.stats.cutoffs.branch_and_bound += 1;
                    break;
                }
            } else {
                if window.fails_low(score) {
                    context.stats.cutoffs.alpha_beta += 1;
                    break;
                }
                if known.is_some_and(|(low, _)| score <= low) {
                    context.stats.cutoffs.branch_and_bound += 1;
                    break;
                }
            }
        }
        let mut child = position.clone();
        child.play(mv);
        let value = if FRONTIER {
            context.frontier(&child, ply + 1)
        } else if let Some(probe) = node
            .step
            .filter(|_| index > 0)
            .and_then(|step| zero_window(&window, MAXIMISING, step))
        {
            let value = paranoid::<G, N, B>(context, &child, node.child(), probe);
            let score = value[root];
            // Better than the best so far and not beyond an edge some ancestor really has:
            // the exact value is needed, as the full window gives it.
            let worth_knowing = if MAXIMISING {
                score > window.alpha && (score < window.beta || !window.has_beta)
            } else {
                score < window.beta && (score > window.alpha || !window.has_alpha)
            };
            if worth_knowing && !context.stopped() {
                paranoid::<G, N, B>(context, &child, node.child(), window)
            } else {
                value
            }
        } else {
            paranoid::<G, N, B>(context, &child, node.child(), window)
        };
        if context.stopped() {
            break;
        }
        let score = value[root];
        if let Some((low, high)) = known
            && !(low <= score && score <= high)
        {
            promise_broken(G::NAME, root, score, low, high);
        }
        let better = if MAXIMISING {
            score > best[root]
        } else {
            score < best[root]
        };
        if index == 0 || better {
            best = value;
            context.lines.adopt(ply, mv);
            if MAXIMISING {
                window.raise_alpha(score);
            } else {
                window.lower_beta(score);
            }
        }
    }
    best
}

/// A child's value for the root player lies outside the heuristic bounds of its parent: the
/// game broke its promise, which the window narrowing trusts (checked in every build, as the
/// max^n branch-and-bound kernels check theirs).
#[cold]
#[inline(never)]
pub(crate) fn promise_broken<S: Score>(game: &str, root: usize, score: S, low: S, high: S) -> ! {
    panic!(
        "game `{game}` broke its monotonic heuristic: a value found below a position gives \
         player {root} {score}, outside that position's bounds {low} ..= {high}; \
         branch-and-bound that trusts false bounds returns wrong answers"
    )
}

/// The zero window that tells whether a later child beats the best so far: `(alpha, alpha +
/// step)` at a max node, `(beta - step, beta)` at a min node; `None` when the window is no
/// wider than that already.
fn zero_window<S: Score>(window: &Window<S>, maximising: bool, step: S) -> Option<Window<S>> {
    if window.alpha.saturating_add(step) >= window.beta {
        return None;
    }
    Some(if maximising {
        Window {
            beta: window.alpha.saturating_add(step),
            has_beta: true,
            ..*window
        }
    } else {
        Window {
            alpha: window.beta.saturating_sub(step),
            has_alpha: true,
            ..*window
        }
    })
}

/// The stand-in value of a node cut by its heuristic bounds: `score` for the root player.
#[inline]
fn bound_tuple<S: Score, const N: usize>(root: usize, score: S) -> [S; N] {
    let mut value = [S::ZERO; N];
    value[root] = score;
    value
}
