//! Test-only game wrappers for the move-ordering tests: `Planned` is a game with its moves in
//! the order a [`Memory`] plans for its next search (what a search lent that memory must
//! equal, searched without it), and `PathHashed` gives a game without transpositions (a
//! plain synthetic tree) a position hash: the hash of the moves played, so no two nodes share
//! a key.

use std::rc::Rc;

use maxn::{BoundedGame, Bounds, Game, Memory, MonotonicHeuristic, Objective, PositionHash};

/// `game` with, at every node, the moves in the order `memory` would give them at the start of
/// its next search ([`Memory::planned_order`], from the node's hash and its ply below the
/// root). The memory is a copy taken before that search: the wrapper never changes it.
#[derive(Clone, Debug)]
pub struct Planned<G: Game<N>, const N: usize> {
    game: G,
    memory: Rc<Memory<G::Move, G::Score, N>>,
    /// Plies played from the root of the search.
    ply: usize,
}

impl<G: Game<N>, const N: usize> Planned<G, N> {
    /// `game` as the root, ordered by `memory`'s plan.
    pub fn new(game: G, memory: Memory<G::Move, G::Score, N>) -> Self {
        Self {
            game,
            memory: Rc::new(memory),
            ply: 0,
        }
    }
}

impl<G: PositionHash<N>, const N: usize> Game<N> for Planned<G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    const BOUNDS: Option<Bounds<G::Score>> = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        self.game.generate_moves(moves);
        self.memory
            .planned_order(self.game.position_hash(), self.ply, moves);
    }

    fn play(&mut self, mv: G::Move) {
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

impl<G: BoundedGame<N> + PositionHash<N>, const N: usize> BoundedGame<N> for Planned<G, N> {}

impl<G: MonotonicHeuristic<N> + PositionHash<N>, const N: usize> MonotonicHeuristic<N>
    for Planned<G, N>
{
    fn lower_bounds(&self) -> [G::Score; N] {
        self.game.lower_bounds()
    }

    fn upper_bounds(&self) -> [G::Score; N] {
        self.game.upper_bounds()
    }

    fn heuristic_bounds(&self) -> ([G::Score; N], [G::Score; N]) {
        self.game.heuristic_bounds()
    }
}

/// `game` with a position hash built from the moves played (each move mixed into its parent's
/// key), so every node of a tree has its own key: for trees without transpositions.
#[derive(Clone, Copy, Debug)]
pub struct PathHashed<G> {
    game: G,
    key: u64,
}

impl<G> PathHashed<G> {
    /// `game` as the root, keyed by `seed`.
    pub fn new(game: G, seed: u64) -> Self {
        Self {
            game,
            key: mix(seed),
        }
    }
}

/// SplitMix64's finaliser: a bijection that spreads every input bit.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<G: Game<N>, const N: usize> Game<N> for PathHashed<G>
where
    G::Move: Into<u64>,
{
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    const BOUNDS: Option<Bounds<G::Score>> = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        self.game.generate_moves(moves);
    }

    fn play(&mut self, mv: G::Move) {
        let code: u64 = mv.into();
        self.key = mix(self
            .key
            .wrapping_add((code + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        self.game.play(mv);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.game.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.game.evaluate()
    }
}

impl<G: Game<N>, const N: usize> PositionHash<N> for PathHashed<G>
where
    G::Move: Into<u64>,
{
    fn position_hash(&self) -> u64 {
        self.key
    }
}

impl<G: BoundedGame<N>, const N: usize> BoundedGame<N> for PathHashed<G> where G::Move: Into<u64> {}

impl<G: MonotonicHeuristic<N>, const N: usize> MonotonicHeuristic<N> for PathHashed<G>
where
    G::Move: Into<u64>,
{
    fn lower_bounds(&self) -> [G::Score; N] {
        self.game.lower_bounds()
    }

    fn upper_bounds(&self) -> [G::Score; N] {
        self.game.upper_bounds()
    }

    fn heuristic_bounds(&self) -> ([G::Score; N], [G::Score; N]) {
        self.game.heuristic_bounds()
    }
}
