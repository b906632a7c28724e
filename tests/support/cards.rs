//! Card positions for the searchers' tests: a random deal, then a few random cards.

use maxn::{Game, MoveBuffer};
use maxn_games::cards::CardGame;

use super::Rng;

/// The moves `game` generates, in its order.
pub fn moves<G: Game<N>, const N: usize>(game: &G) -> Vec<G::Move> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves.as_slice().to_vec()
}

/// `count` positions: deal `seed` (grouping on for even seeds), then up to `plies` cards
/// chosen by a generator seeded with `seed + salt`.
pub fn positions<G: CardGame<N>, const N: usize>(
    deal: impl Fn(u64) -> G,
    count: u64,
    plies: u64,
    salt: u64,
) -> Vec<G> {
    (0..count)
        .map(|seed| {
            let mut game = deal(seed).with_grouping(seed % 2 == 0);
            let mut rng = Rng::seeded(seed + salt);
            for _ in 0..rng.range(0, plies) {
                let moves = moves(&game);
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(moves[rng.range(0, moves.len() as u64 - 1) as usize]);
            }
            game
        })
        .collect()
}
