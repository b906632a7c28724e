//! A position of a hidden-information game as a referee keeps it: the whole position and
//! every seat's view, kept in step as moves are played.

use maxn::{Game, NoBounds, Objective};

use super::HiddenGame;

/// A position of a hidden-information game `G` together with what each seat knows of it.
///
/// It plays like `G` (the same moves, outcome and evaluation) and hands every seat its
/// [`observation`](HiddenGame::observation) of each move played. A match hands each agent
/// [`view`](Self::view) of its own seat ([`Blind`](super::Blind)); only an agent allowed to
/// cheat looks at [`game`](Self::game) ([`Sighted`](super::Sighted)).
#[derive(Clone, Debug)]
pub struct Observed<G: HiddenGame<N>, const N: usize> {
    game: G,
    views: [G::View; N],
}

impl<G: HiddenGame<N>, const N: usize> Observed<G, N> {
    /// `game`, each seat knowing what [`HiddenGame::view`] says it knows.
    pub fn new(game: G) -> Self {
        let views = std::array::from_fn(|seat| game.view(seat));
        Self { game, views }
    }

    /// The same position after `seat` observed `observation` outside the moves of `G` (in a
    /// card game dealt after its pass, the pass that seat gave or received).
    pub fn observed(mut self, seat: usize, observation: &G::Observation) -> Self {
        G::observe(&mut self.views[seat], observation);
        self
    }

    /// The whole position.
    pub const fn game(&self) -> &G {
        &self.game
    }

    /// What `seat` knows.
    pub const fn view(&self, seat: usize) -> &G::View {
        &self.views[seat]
    }
}

impl<G: HiddenGame<N>, const N: usize> Game<N> for Observed<G, N> {
    type Score = G::Score;
    type Move = G::Move;
    type Moves = G::Moves;

    const NAME: &'static str = G::NAME;
    /// No bounds: an observed game is played, never searched.
    type Bounds = NoBounds;
    const BOUNDS: NoBounds = NoBounds;
    const OBJECTIVE: Objective<G::Score> = G::OBJECTIVE;

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.game.generate_moves(moves);
    }

    fn play(&mut self, mv: G::Move) {
        for (seat, view) in self.views.iter_mut().enumerate() {
            G::observe(view, &self.game.observation(mv, seat));
        }
        self.game.play(mv);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.game.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.game.evaluate()
    }
}
