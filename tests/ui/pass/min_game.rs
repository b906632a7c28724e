// A minimisation game: the user writes natural points; the searchers see s' = maxp - s and
// maxsum' = n * maxp - minsum.
use maxn::{Bounds, Game, Limits, MaxN, Objective, Searcher, multiplayer_game};

#[multiplayer_game(players = 3, score = u8, objective = min, maxp = 6, minsum = 6, max_moves = 2)]
#[derive(Clone, Debug)]
struct Penalties {
    left: u8,
    #[turn]
    to_move: u8,
    #[score]
    points: [u8; 3],
}

#[multiplayer_game::rules]
impl Penalties {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(2)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.points[usize::from(self.to_move)] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u8; 3] {
        let mut points = self.points;
        points[usize::from(self.to_move)] += self.left;
        points
    }
}

fn main() {
    assert_eq!(
        <Penalties as Game<3>>::BOUNDS,
        Bounds { maxp: 6, maxsum: 12, delta: 1 }
    );
    assert_eq!(<Penalties as Game<3>>::OBJECTIVE, Objective::Min { maxp: 6 });
    let start = Penalties { left: 6, to_move: 0, points: [0; 3] };
    let result = MaxN.search(&start, Limits::depth(6));
    let own = result.own_value::<Penalties>();
    assert_eq!(own.iter().sum::<u8>(), 6);
}
