//! A test-only game wrapper for the move-ordering tests: `Planned` is a game with its moves in
//! the order a [`Memory`] plans for its next search (what a search lent that memory must
//! equal, searched without it).

use std::rc::Rc;

use maxn::{Game, Memory, MonotonicHeuristic, Objective, PositionHash};

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
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn generate_moves(&self, moves: &mut G::Moves) {
        self.game.generate_moves(moves);
        // A position that does not use the memory keeps the game's order, as in the search.
        if !(self.memory.uses_every_position() || self.game.table_point()) {
            return;
        }
        self.memory.planned_order(
            self.game.position_hash(),
            self.ply,
            self.game.to_move(),
            moves,
        );
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
