//! Agents of hidden-hand games: they are handed what their seat may know, never the deal.

use maxn::{Game, MoveBuffer};
use maxn_games::cards::{Card, HiddenRules, InfoSet, Observed};

use maxn_play::{Agent, Decision};

/// Chooses cards in a hidden-hand game `G` from what its seat may know.
///
/// [`decide`](Self::decide) receives the seat's [`InfoSet`] and the moves the rules allow
/// (which depend only on the seat's own hand and what every seat has seen), and nothing else:
/// the other hands are out of its reach. [`Blind`] makes such an agent a player of matches and
/// tournaments of [`Observed`] games.
pub trait HiddenAgent<G: Game<N>, const N: usize> {
    /// The agent's name in records and reports.
    fn name(&self) -> &str;

    /// Chooses one of `moves` (non-empty) for the seat `info` describes.
    fn decide(&mut self, info: &InfoSet<N>, moves: &[Card]) -> Decision<Card, G::Score, N>;
}

/// A [`HiddenAgent`] seated at a match: each decision is handed the mover's information set
/// and the legal moves, nothing more.
#[derive(Clone, Debug)]
pub struct Blind<A>(pub A);

impl<G, A, const N: usize> Agent<Observed<G, N>, N> for Blind<A>
where
    G: HiddenRules<N>,
    A: HiddenAgent<G, N>,
{
    fn name(&self) -> &str {
        self.0.name()
    }

    fn decide(&mut self, position: &Observed<G, N>) -> Decision<Card, G::Score, N> {
        let mut moves = <G as Game<N>>::Moves::default();
        position.generate_moves(&mut moves);
        self.0
            .decide(position.info(position.to_move()), moves.as_slice())
    }
}

/// An agent that sees every hand: a double-dummy agent of `G` playing an [`Observed`] game
/// on the whole position, the "cheating" baseline whose edge measures the price of hidden
/// information.
#[derive(Clone, Debug)]
pub struct Sighted<A>(pub A);

impl<G, A, const N: usize> Agent<Observed<G, N>, N> for Sighted<A>
where
    G: HiddenRules<N>,
    A: Agent<G, N>,
{
    fn name(&self) -> &str {
        self.0.name()
    }

    fn decide(&mut self, position: &Observed<G, N>) -> Decision<Card, G::Score, N> {
        self.0.decide(position.game())
    }
}

/// A decision made without search: `moves[index]`, no nodes, no value.
pub(crate) fn unsearched<S, const N: usize>(moves: &[Card], index: usize) -> Decision<Card, S, N> {
    Decision {
        mv: moves[index],
        index,
        depth: 0,
        nodes: 0,
        to_end: false,
        value: None,
        iteration_nodes: Vec::new(),
    }
}
