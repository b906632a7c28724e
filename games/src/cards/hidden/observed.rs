//! A card game as it is played with hidden hands: the position, and every seat's information
//! set kept up to date as cards are played.

use maxn::{Game, NoBounds, Objective};

use super::info_set::InfoSet;
use super::rules::HiddenRules;
use crate::cards::Card;

/// A position of a hidden-hand game `G` together with what each seat knows of it.
///
/// It plays like `G` (the same moves, outcome and evaluation) and records every card played
/// in each seat's [`InfoSet`], with what the rules reveal ([`HiddenRules::revealed_absent`]).
/// A match hands each agent [`info`](Self::info) for its own seat; only an agent allowed to
/// cheat looks at [`game`](Self::game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Observed<G, const N: usize> {
    game: G,
    infos: [InfoSet<N>; N],
}

impl<G: HiddenRules<N>, const N: usize> Observed<G, N> {
    /// The game `game`, at the start of trick play: each seat knows its own hand.
    pub fn new(game: G) -> Self {
        let table = *game.table();
        let public = game.public_holdings();
        let infos = std::array::from_fn(|seat| {
            let mut info = InfoSet::new(seat, G::DECK, table.hand(seat), table.to_move(), G::TRUMP);
            info.set_public_facts(game.public_facts());
            for (holder, &cards) in public.iter().enumerate() {
                info.pass_to(holder, cards);
            }
            info
        });
        Self { game, infos }
    }

    /// Records that `from` passed `cards` to `to` before trick play: `from` knows where they
    /// are. (`to` holds them in its hand already: the game is dealt after the pass.)
    pub fn passed(mut self, from: usize, to: usize, cards: crate::cards::CardSet) -> Self {
        self.infos[from].pass_to(to, cards);
        self
    }

    /// The whole position, every hand visible.
    pub const fn game(&self) -> &G {
        &self.game
    }

    /// What `seat` knows.
    pub const fn info(&self, seat: usize) -> &InfoSet<N> {
        &self.infos[seat]
    }
}

impl<G: HiddenRules<N>, const N: usize> Game<N> for Observed<G, N> {
    type Score = G::Score;
    type Move = Card;
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

    fn play(&mut self, card: Card) {
        let absent = self.game.revealed_absent(card);
        for info in &mut self.infos {
            info.play(card, absent);
        }
        self.game.play(card);
    }

    fn outcome(&self) -> Option<[G::Score; N]> {
        self.game.outcome()
    }

    fn evaluate(&self) -> [G::Score; N] {
        self.game.evaluate()
    }
}
