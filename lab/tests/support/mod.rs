//! Helpers the lab's integration tests share.

use maxn::{Game, MoveBuffer};

/// The moves of `game` in the order it generates them.
pub fn moves<G: Game<N>, const N: usize>(game: &G) -> Vec<G::Move> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves.as_slice().to_vec()
}

/// `work` run on a rayon pool of `threads` threads (the tests that results are the same
/// bytes on any thread count).
pub fn on_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(work)
}
