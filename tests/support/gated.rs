//! A test-only game wrapper whose table points are a pseudo-random share of its positions: a
//! table reads and writes only those, so the oracle tests check that skipping the table at
//! any pattern of nodes, including nodes where transpositions do occur, keeps every searcher
//! exact.

use maxn::{Game, MonotonicHeuristic, Objective, PositionHash};

/// `G` whose [`PositionHash::table_point`] is `true` at about `EIGHTHS` eighths of the
/// positions, chosen by the top bits of the mixed hash (so equal positions agree, whatever the
/// path to them): `Gated<G, 4>` half of them, `Gated<G, 0>` none.
#[derive(Clone, Debug, PartialEq)]
pub struct Gated<G, const EIGHTHS: u64>(pub G);

impl<G: PositionHash<N>, const N: usize, const EIGHTHS: u64> Game<N> for Gated<G, EIGHTHS> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    type Bounds = G::Bounds;
    const BOUNDS: G::Bounds = G::BOUNDS;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

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

impl<G: MonotonicHeuristic<N> + PositionHash<N>, const N: usize, const EIGHTHS: u64>
    MonotonicHeuristic<N> for Gated<G, EIGHTHS>
{
    fn lower_bounds(&self) -> [G::Score; N] {
        self.0.lower_bounds()
    }

    fn upper_bounds(&self) -> [G::Score; N] {
        self.0.upper_bounds()
    }

    fn heuristic_bounds(&self) -> ([G::Score; N], [G::Score; N]) {
        self.0.heuristic_bounds()
    }
}

impl<G: PositionHash<N>, const N: usize, const EIGHTHS: u64> PositionHash<N> for Gated<G, EIGHTHS> {
    fn position_hash(&self) -> u64 {
        self.0.position_hash()
    }

    fn table_point(&self) -> bool {
        // The top bits of the hash times an odd constant: they depend on every bit of it.
        self.0.position_hash().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61 < EIGHTHS
    }
}
