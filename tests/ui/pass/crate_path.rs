// `crate = path` names the facade when it is not reachable as `::maxn`.
mod engine {
    pub use maxn as search;
}

#[maxn::multiplayer_game(players = 2, score = u8, maxsum = 1, max_moves = 1, crate = crate::engine::search)]
#[derive(Clone, Debug)]
struct Coin {
    #[turn]
    to_move: u8,
    done: bool,
}

#[maxn::multiplayer_game::rules(crate = crate::engine::search)]
impl Coin {
    #[moves]
    fn flip(&self) -> Option<()> {
        (!self.done).then_some(())
    }

    fn play(&mut self, (): ()) {
        self.done = true;
        self.to_move = 1 - self.to_move;
    }

    fn outcome(&self) -> Option<[u8; 2]> {
        self.done.then_some([1, 0])
    }

    fn evaluate(&self) -> [u8; 2] {
        [0, 0]
    }
}

fn main() {
    use engine::search::{Game, MoveBuffer, MoveList};
    let mut moves = MoveList::<(), 1>::default();
    Coin { to_move: 0, done: false }.generate_moves(&mut moves);
    assert_eq!(moves.len(), 1);
}
