//! The trick play of full Hearts as a searchable [`Game`](maxn::Game): the paper's
//! [`Hearts`] with hearts broken by hearts only, started after the pass or rebuilt mid-hand
//! from the public state and a guess of every hand.

use super::super::card::{Card, Suit};
use super::super::deal::Deal;
use super::super::game::CardGame;
use super::super::hearts::{Hearts, HeartsOnly, Moon, Valuation, points_in};
use super::super::set::CardSet;
use super::super::table::Table;
use super::error::{RulesError, seat_letter};
use super::hearts_rule::RulePlayout;
use super::public::PlayPublic;

/// The trick play of one hand of full Hearts, double-dummy: [`Hearts`] under the full game's
/// breaking rule ([`HeartsOnly`]), valued by `V`: by default [`Moon`]`<`[`RulePlayout`]`>`,
/// the hand's points **with** the moon (as the match scores them), and at cut-offs the rest
/// of the hand played out by the rule of thumb, then the moon applied to that.
///
/// The playout makes a shallow search play better than the paper's
/// [`LikelyTaker`](super::super::LikelyTaker); the moon keeps it from counting every point it
/// gives away as a gain, which fed all 26 to one opponent: before it, the rule-based player
/// shot the moon in 6 of 80 hands against the double-dummy searcher. Its values are
/// `26 - points`, so a moon is worth 26 to the shooter and 0 to the others; the bounds hold
/// and Lemma-1 pruning stays exact (see [`Moon`]).
pub type HeartsPlay<const N: usize, V = Moon<RulePlayout>> = Hearts<N, V, HeartsOnly>;

impl<const N: usize, V: Valuation> Hearts<N, V, HeartsOnly> {
    /// The trick play from its start: `hands` are the cards held after the pass (13 each
    /// for 4 players; 17 each without the 2♦ for 3); the holder of the 2♣ leads it.
    pub fn after_pass(hands: [CardSet; N]) -> Result<Self, RulesError> {
        Ok(Self::new(Deal::new(hands, &Self::VARIANT)?)?)
    }

    /// The trick play at the point `public` describes, each seat holding `hands[seat]`: what
    /// a sampler of the unseen cards hands to a double-dummy searcher. An error if the two do
    /// not make a position of the game (cards missing or twice, hands of the wrong size, a
    /// first trick not led by the 2♣, points that do not add up to the cards played).
    pub fn resume(public: &PlayPublic<N>, hands: [CardSet; N]) -> Result<Self, RulesError> {
        let variant = Self::VARIANT;
        public.check(&hands, variant.deck, variant.hand_size)?;
        if public.completed() == 0 {
            let opening = match public.trick.first() {
                Some(&card) => card == Card::TWO_OF_CLUBS,
                None => hands[public.leader].contains(Card::TWO_OF_CLUBS),
            };
            if !opening {
                return Err(RulesError::Position(format!(
                    "the first trick is led by {}, who does not lead the 2♣",
                    seat_letter(public.leader)
                )));
            }
        }
        let taken: u32 = public.taken.iter().map(|&p| u32::from(p)).sum();
        if taken != u32::from(points_in(public.played)) {
            return Err(RulesError::Position(format!(
                "{taken} points taken, but the completed tricks hold {}",
                points_in(public.played)
            )));
        }
        let table = Table::resume(
            hands,
            public.leader,
            public.completed(),
            &public.trick,
            None,
        );
        Ok(Self::from_table(table, public.taken))
    }

    /// Why the player to move may not play `card`: the error to report for a card outside
    /// [`legal_cards`](Hearts::legal_cards).
    pub fn refusal(&self, card: Card) -> RulesError {
        let table = self.table();
        let seat = table.to_move();
        let hand = table.hand(seat);
        let letter = seat_letter(seat);
        let first_trick = table.completed_tricks() == 0;
        let illegal = |rule| RulesError::IllegalCard {
            seat: letter,
            card,
            rule,
        };
        if !hand.contains(card) {
            return RulesError::NotInHand { seat: letter, card };
        }
        match table.trick().lead_suit() {
            None if first_trick => illegal("the 2♣ leads the first trick"),
            None if card.suit() == Suit::Hearts => illegal(
                "hearts may not be led until a heart has been played, unless the hand holds only hearts",
            ),
            Some(suit) if card.suit() != suit && !hand.of_suit(suit).is_empty() => {
                illegal("a player must follow the suit led")
            }
            Some(_) if first_trick => illegal(
                "no heart and not the Q♠ on the first trick, unless the hand holds nothing else",
            ),
            _ => illegal("not a legal card here"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::full::RulePlayout;
    use crate::cards::set_of as set;
    use crate::cards::table::Table;
    use crate::cards::{ALL_POINTS, Hearts, HeartsOnly, Moon, Valuation};
    use maxn::{Game, MonotonicHeuristic};

    /// `game` with N's two hearts led and the others' clubs played under them.
    fn finish<V: Valuation>(mut game: Hearts<4, V, HeartsOnly>) -> Hearts<4, V, HeartsOnly> {
        for card in ["HK", "C3", "C5", "C7", "HA", "C4", "C6", "C8"] {
            game.play(card.parse().unwrap());
        }
        game
    }

    #[test]
    fn a_seat_that_takes_every_point_shoots_the_moon_under_moon_only() {
        // N took 24 points and holds the last two hearts; the others hold clubs: N wins both
        // tricks, takes all 26, and shoots the moon.
        let hands = [set("HA HK"), set("C3 C4"), set("C5 C6"), set("C7 C8")];
        let table = Table::<4>::resume(hands, 0, 11, &[], None);
        let moon = Hearts::<4, Moon<RulePlayout>, HeartsOnly>::from_table(table, [24, 0, 0, 0]);
        let plain = Hearts::<4, RulePlayout, HeartsOnly>::from_table(table, [24, 0, 0, 0]);
        // At a cut-off the playout hands N all 26; only `Moon` scores that as the moon.
        assert_eq!(Game::evaluate(&moon), [26, 0, 0, 0]);
        assert_eq!(Game::evaluate(&plain), [0, 26, 26, 26]);
        // While N may still shoot, its upper bound is 26 and the others' lower bounds 0.
        assert_eq!(moon.upper_bounds(), [26; 4]);
        assert_eq!(moon.lower_bounds(), [0; 4]);
        assert_eq!(plain.upper_bounds(), [2, 26, 26, 26]);
        assert_eq!(plain.lower_bounds(), [0, 24, 24, 24]);
        assert_eq!(Game::outcome(&finish(moon)), Some([26, 0, 0, 0]));
        assert_eq!(Game::outcome(&finish(plain)), Some([0, 26, 26, 26]));
        // Points taken by two seats close the moon: the bounds are the points' again.
        let closed = Hearts::<4, Moon<RulePlayout>, HeartsOnly>::from_table(table, [23, 1, 0, 0]);
        assert_eq!(closed.upper_bounds(), [3, 25, 26, 26]);
        assert_eq!(closed.lower_bounds(), [1, 23, 24, 24]);
    }

    #[test]
    fn a_full_hand_played_out_charges_all_26_points() {
        for seed in 0..20 {
            let game = HeartsPlay::<4, RulePlayout>::random(seed);
            let charged = Game::<4>::evaluate(&game).map(|s| ALL_POINTS - s);
            assert_eq!(charged.iter().map(|&p| u32::from(p)).sum::<u32>(), 26);
        }
    }
}
