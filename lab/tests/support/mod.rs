//! Helpers the lab's integration tests share.

use maxn::{Game, MoveBuffer};

/// The moves of `game` in the order it generates them.
pub fn moves<G: Game<N>, const N: usize>(game: &G) -> Vec<G::Move> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves.as_slice().to_vec()
}
