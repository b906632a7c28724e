//! The README's quick-start game declared with `#[multiplayer_game]`: a pile of tokens, three
//! players take one, two or three in turn and keep what they take.
//!
//! `cargo run --example tokens`

use maxn::{Limits, MaxN, Searcher, Shallow, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
    #[score] // tokens taken are never given back
    taken: [u8; 3],
}

#[multiplayer_game::rules]
impl Tokens {
    /// Take three, two or one tokens: declaration order is search order.
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=self.left.min(3)).rev()
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[usize::from(self.to_move)] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

fn main() {
    let start = Tokens {
        left: 10,
        to_move: 0,
        taken: [0; 3],
    };
    let result = MaxN.search(&start, Limits::depth(10));
    assert!(result.complete);
    assert_eq!(result.value.iter().map(|&s| u32::from(s)).sum::<u32>(), 10);
    println!(
        "maxn:    value {:?}, take {:?}, {} nodes",
        result.value, result.best_move, result.stats.nodes
    );
    // The game declares `maxsum`, so the pruning searchers accept it; they return exactly
    // MaxN's value and move.
    let pruned = Shallow.search(&start, Limits::depth(10));
    assert_eq!(
        (pruned.value, pruned.best_move),
        (result.value, result.best_move)
    );
    println!(
        "shallow: value {:?}, take {:?}, {} nodes",
        pruned.value, pruned.best_move, pruned.stats.nodes
    );
}
