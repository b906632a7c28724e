// The README's game: a bounded game with a monotonic heuristic, searched by MaxN.
use maxn::{BoundedGame, Game, Limits, MaxN, MonotonicHeuristic, Searcher, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
    #[score]
    taken: [u8; 3],
}

#[multiplayer_game::rules]
impl Tokens {
    /// Take three, two or one tokens.
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

fn bounded<G: BoundedGame<3> + MonotonicHeuristic<3>>(_: &G) {}

fn main() {
    let start = Tokens { left: 10, to_move: 0, taken: [0; 3] };
    bounded(&start);
    let result = MaxN.search(&start, Limits::depth(10));
    assert!(result.complete);
    assert_eq!(<Tokens as Game<3>>::NAME, "Tokens");
    let _: Option<u8> = result.best_move;
}
