//! Test-only game wrappers for the iterative-deepening tests, written independently of the
//! library's `PrincipalFirst`: `Reordered` puts a given line's moves first (the oracle an
//! iteration must equal), and `AnyDepth` gives any game the widest valid monotonic heuristic
//! for searches of every depth.

use std::rc::Rc;

use maxn::{BoundedGame, Game, MonotonicHeuristic, MoveBuffer, Objective};

/// `game` with the moves of `line` searched first along the line: at the `k`-th position of
/// the line (reached by playing its first `k` moves from the root), the line's `k`-th move
/// comes first and the other moves follow in the game's order. Elsewhere the game's order.
#[derive(Clone, Debug)]
pub struct Reordered<G: Game<N>, const N: usize> {
    game: G,
    line: Rc<[G::Move]>,
    /// Plies played from the root.
    ply: usize,
    /// Whether every move played so far was the line's.
    on_line: bool,
}

impl<G: Game<N>, const N: usize> Reordered<G, N> {
    pub fn new(game: G, line: &[G::Move]) -> Self {
        Self {
            game,
            line: line.into(),
            ply: 0,
            on_line: true,
        }
    }

    /// The line's move for this position, if it is on the line and the line goes on.
    fn line_move(&self) -> Option<G::Move> {
        if self.on_line {
            self.line.get(self.ply).copied()
        } else {
            None
        }
    }
}

impl<G: Game<N>, const N: usize> Game<N> for Reordered<G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        let mut own = G::Moves::default();
        self.game.generate_moves(&mut own);
        let own = own.as_slice();
        match self.line_move() {
            Some(first) if own.contains(&first) => {
                moves.push(first);
                for &mv in own.iter().filter(|&&mv| mv != first) {
                    moves.push(mv);
                }
            }
            _ => {
                for &mv in own {
                    moves.push(mv);
                }
            }
        }
    }

    fn play(&mut self, mv: G::Move) {
        self.on_line = self.line_move() == Some(mv);
        self.ply += 1;
        self.game.play(mv);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.game.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.game.evaluate()
    }
}

impl<G: MonotonicHeuristic<N>, const N: usize> MonotonicHeuristic<N> for Reordered<G, N> {
    fn lower_bounds(&self) -> [G::Score; N] {
        self.game.lower_bounds()
    }

    fn upper_bounds(&self) -> [G::Score; N] {
        self.game.upper_bounds()
    }
}

/// A bounded game with, as its monotonic heuristic, the range of every player's value over
/// the position itself and every position below it, evaluated or final: it bounds what a
/// search of any depth evaluates, written apart from the synthetic trees' own heuristic (which
/// does the same within its walk limit) so that the tests do not trust the code they check.
/// It walks the subtree, so it is for small trees.
#[derive(Clone, Copy, Debug)]
pub struct AnyDepth<G>(pub G);

impl<G: BoundedGame<N>, const N: usize> Game<N> for AnyDepth<G> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;

    fn to_move(&self) -> usize {
        self.0.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        self.0.generate_moves(moves);
    }

    fn play(&mut self, mv: G::Move) {
        self.0.play(mv);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.0.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.0.evaluate()
    }
}

impl<G: BoundedGame<N>, const N: usize> MonotonicHeuristic<N> for AnyDepth<G> {
    fn lower_bounds(&self) -> [G::Score; N] {
        self.heuristic_bounds().0
    }

    fn upper_bounds(&self) -> [G::Score; N] {
        self.heuristic_bounds().1
    }

    fn heuristic_bounds(&self) -> ([G::Score; N], [G::Score; N]) {
        subtree_range(&self.0)
    }
}

fn subtree_range<G: Game<N>, const N: usize>(position: &G) -> ([G::Score; N], [G::Score; N]) {
    if let Some(value) = position.outcome() {
        return (value, value);
    }
    let value = position.evaluate();
    let (mut lower, mut upper) = (value, value);
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    for &mv in moves.as_slice() {
        let mut child = position.clone();
        child.play(mv);
        let (low, high) = subtree_range(&child);
        for player in 0..N {
            if low[player] < lower[player] {
                lower[player] = low[player];
            }
            if high[player] > upper[player] {
                upper[player] = high[player];
            }
        }
    }
    (lower, upper)
}

/// The position of `mv` among `game`'s own moves.
pub fn own_index<G: Game<N>, const N: usize>(game: &G, mv: Option<G::Move>) -> Option<usize> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    mv.and_then(|mv| moves.as_slice().iter().position(|&m| m == mv))
}
