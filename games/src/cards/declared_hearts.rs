//! 3-player Hearts declared with the `#[multiplayer_game]` DSL, written in Hearts points.

use maxn::multiplayer_game;

use super::card::Card;
use super::deal::Deal;
use super::deal_error::DealError;
use super::game::CardGame;
use super::grouping::{MoveOptions, Order};
use super::hearts::{DISTINCT, Hearts, POINT_CARDS, legal_cards, points_in, taken_and_held};
use super::table::Table;

/// 3-player Hearts (no 2♦, 17 cards each) declared with
/// `#[multiplayer_game(objective = min, maxp = 26, minsum = 26)]`: the rules are written in
/// Hearts points, which players minimise, and the DSL gives the searchers the maximisation
/// form (`26 - points`, `maxsum = 3 * 26 - 26 = 52`).
///
/// The same game as [`Hearts<3, TakenAndHeld>`](Hearts), which maps to maximisation form by
/// hand; the tests prove that every searcher returns the same values and moves on both. At a
/// depth cut-off every point card is charged to its holder (or to the player winning the trick
/// it lies in), so the points always sum to 26: that is the declared `minsum`. The DSL's
/// heuristic, from the `#[score]` field, is weaker than the hand-written one (its lower bounds
/// are 0), which costs the branch-and-bound searchers some pruning but not exactness.
///
/// ```
/// use maxn::{Limits, MaxN, Searcher};
/// use maxn_games::cards::DeclaredHearts;
///
/// let game = DeclaredHearts::random(3);
/// let result = MaxN.search(&game, Limits::depth(6));
/// let points = result.own_value::<DeclaredHearts>(); // in Hearts points
/// assert_eq!(points.iter().sum::<u8>(), 26);
/// ```
#[multiplayer_game(
    players = 3,
    score = u8,
    objective = min,
    maxp = 26,
    minsum = 26,
    max_moves = 17,
    name = "Hearts (3 players, declared)"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclaredHearts {
    table: Table<3>,
    /// The player to move: the table's, kept here for the DSL to read.
    #[turn]
    turn: u8,
    /// Hearts points taken, never lost.
    #[score]
    points: [u8; 3],
    broken: bool,
    options: MoveOptions,
}

#[multiplayer_game::rules]
impl DeclaredHearts {
    /// Play a legal card: one per group of equivalent cards with grouping on, in the order of
    /// the move options.
    #[moves]
    fn card(&self, push: &mut impl FnMut(Card)) {
        let legal = legal_cards(&self.table, self.broken);
        let cards = self.options.candidates(legal, self.table.live(), DISTINCT);
        match self.options.order {
            Order::HighToLow => cards.iter().for_each(push),
            Order::LowToHigh => cards.iter_low_to_high().for_each(push),
        }
    }

    fn play(&mut self, card: Card) {
        if POINT_CARDS.contains(card) {
            self.broken = true;
        }
        if let Some(done) = self.table.play(card, None) {
            self.points[done.winner] += points_in(done.cards);
        }
        self.turn = self.table.to_move() as u8;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.table.cards_in_hands() == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u8; 3] {
        taken_and_held(&self.table, self.points)
    }
}

impl DeclaredHearts {
    /// The game on `deal`: the holder of the 2♣ leads; grouping on, cards high to low.
    pub fn new(deal: Deal<3>) -> Result<Self, DealError> {
        Hearts::<3>::new(deal).map(Self::from)
    }

    /// The game on a deal in PBN.
    pub fn from_pbn(text: &str) -> Result<Self, DealError> {
        Hearts::<3>::from_pbn(text).map(Self::from)
    }

    /// The game on a deal shuffled from `seed` (the deal of `Hearts::<3>::random(seed)`).
    pub fn random(seed: u64) -> Self {
        Self::from(Hearts::<3>::random(seed))
    }

    /// Hearts points taken so far, by seat.
    pub fn points_taken(&self) -> [u8; 3] {
        self.points
    }
}

/// The same position, whatever the hand-written game's valuation.
impl<V: super::hearts::Valuation> From<Hearts<3, V>> for DeclaredHearts {
    fn from(game: Hearts<3, V>) -> Self {
        Self {
            table: *game.table(),
            turn: game.table().to_move() as u8,
            points: game.points_taken(),
            broken: game.hearts_broken(),
            options: game.move_options(),
        }
    }
}

impl CardGame<3> for DeclaredHearts {
    fn table(&self) -> &Table<3> {
        &self.table
    }

    fn move_options(&self) -> MoveOptions {
        self.options
    }

    fn with_move_options(self, options: MoveOptions) -> Self {
        Self { options, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{TakenAndHeld, hearts_points};
    use maxn::{Game, MoveBuffer, MoveList};

    #[test]
    fn the_rules_speak_hearts_points_and_the_searchers_see_their_complement() {
        let mut declared = DeclaredHearts::random(11);
        let mut by_hand = Hearts::<3, TakenAndHeld>::random(11);
        for _ in 0..20 {
            // The block's own `evaluate`, in Hearts points, always sums to 26 ...
            assert_eq!(declared.evaluate().iter().sum::<u8>(), 26);
            // ... and `Game::evaluate` is its maximisation form, the hand-mapped game's value.
            assert_eq!(
                hearts_points(Game::evaluate(&declared)),
                declared.evaluate()
            );
            assert_eq!(Game::evaluate(&declared), Game::evaluate(&by_hand));
            let mut moves = MoveList::default();
            Game::generate_moves(&declared, &mut moves);
            let card = moves.as_slice()[moves.len() / 2];
            Game::play(&mut declared, card);
            by_hand.play(card);
        }
    }
}
