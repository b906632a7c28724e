//! Varied starts for games that have only one: a few random legal moves from the start.

use maxn::rng::SplitMix64;
use maxn::{Game, MoveBuffer};

/// The position after `plies` legal moves chosen uniformly at random from `start` by a
/// generator seeded with `seed` (fewer if the game ends first).
///
/// Chinese Checkers has a single start, and agents without randomness play the same game from
/// it every time; a tournament plays from openings like these instead, so that its games
/// differ. Every agent sits in every seat of every opening, so an opening's luck weighs on all
/// of them alike.
///
/// ```
/// use maxn_games::chinese_checkers::ChineseCheckers;
/// use maxn_play::matches::random_opening;
///
/// let start = ChineseCheckers::<3>::start();
/// let a = random_opening(&start, 6, 1);
/// assert_eq!(a, random_opening(&start, 6, 1));
/// assert_ne!(a, random_opening(&start, 6, 2));
/// ```
pub fn random_opening<G: Game<N>, const N: usize>(start: &G, plies: usize, seed: u64) -> G {
    let mut rng = SplitMix64::new(seed);
    let mut position = start.clone();
    let mut moves = G::Moves::default();
    for _ in 0..plies {
        if position.outcome().is_some() {
            break;
        }
        moves.clear();
        position.generate_moves(&mut moves);
        let choices = moves.as_slice();
        if choices.is_empty() {
            break;
        }
        position.play(choices[rng.index_below(choices.len())]);
    }
    position
}
