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
/// use maxn_play::matches::random_opening;
/// # use maxn::{Bounds, Game, MoveList};
/// # /// The README's game: three players take 3, 2 or 1 of a pile of tokens in turn.
/// # #[derive(Clone, Debug, PartialEq)]
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
/// # impl Tokens { fn new(left: u8) -> Self { Self { left, taken: [0; 3], to_move: 0 } } }
///
/// let start = Tokens::new(10);
/// let a = random_opening(&start, 3, 1);
/// assert_eq!(a, random_opening(&start, 3, 1));
/// assert_eq!((a.to_move, a.taken.iter().sum::<u8>() + a.left), (0, 10));
/// assert_ne!(a, random_opening(&start, 3, 2));
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
