// A generic minimisation game: the map to maximisation form (`maxp - s`, and
// `maxsum' = players * maxp - minsum`) is computed for each instantiation from its
// parameter. Penalties: three players take 1 or 2 of `TOKENS` penalty tokens in turn.
use maxn::{Bounds, Game, Limits, MaxN, Objective, Searcher, multiplayer_game};

#[multiplayer_game(
    players = 3,
    score = u8,
    objective = min,
    maxp = TOKENS,
    minsum = TOKENS,
    max_moves = 2
)]
#[derive(Clone, Debug)]
struct Penalties<const TOKENS: u8> {
    left: u8,
    #[score]
    taken: [u8; 3],
    #[turn]
    to_move: usize,
}

#[multiplayer_game::rules]
impl<const TOKENS: u8> Penalties<TOKENS> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(2)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

fn whole_game<const TOKENS: u8>() -> [u8; 3] {
    let game = Penalties::<TOKENS> {
        left: TOKENS,
        taken: [0; 3],
        to_move: 0,
    };
    let result = MaxN.search(&game, Limits::depth(u32::from(TOKENS)));
    result.own_value::<Penalties<TOKENS>>()
}

fn main() {
    // maxsum' = 3 * maxp - minsum = 3 * 5 - 5 = 10 for five tokens, 14 for seven.
    assert_eq!(
        <Penalties<5> as Game<3>>::BOUNDS,
        Bounds { maxp: 5, maxsum: 10, delta: 1 }
    );
    assert_eq!(<Penalties<7> as Game<3>>::BOUNDS.maxsum, 14);
    assert_eq!(<Penalties<7> as Game<3>>::OBJECTIVE, Objective::Min { maxp: 7 });
    // Every token is taken by someone: the own scores sum to the tokens.
    assert_eq!(whole_game::<5>().iter().sum::<u8>(), 5);
    assert_eq!(whole_game::<7>().iter().sum::<u8>(), 7);
}
