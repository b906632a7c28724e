//! An opponent model from the rule-based players: the other seats are taken to play the
//! rule card more often than any other, so a sampled deal in which their plays were the rule
//! cards is more likely than one in which they were not.

use std::marker::PhantomData;

use maxn::{Game, MoveBuffer};
use maxn_games::cards::{Card, CardSet, InfoSet};
use maxn_play::{PlayModel, SeatAgent};
use thiserror::Error;

use super::rule_based::RuleBased;

/// Why a [`RuleModel`] cannot be made with the settings given.
#[derive(Clone, Copy, Debug, Error, PartialEq)]
pub enum RuleModelError {
    /// The chance of the rule card is not strictly between 0 and 1.
    #[error("the chance a seat plays the rule card is strictly between 0 and 1, not {0}")]
    Agree(f64),
}

/// The other seats play their game's rule card ([`RuleBased`]) with probability `agree`
/// whenever they have a choice, and each other legal card with an equal share of the rest: a
/// [`PlayModel`] for PIMC's samples ([`Pimc::with_model`](maxn_play::Pimc::with_model)).
///
/// A sampled deal's likelihood replays the hand from the start of trick play with the hands
/// the sample gives (each seat's cards now and the cards it has played), asking each other
/// seat's rule-based player, shown that seat's view and the moves the position generates (as
/// a match hands them: with the sampled position's grouping of equivalent cards, which the
/// rule card's choice depends on), for its card at each of its plays; a play with one move
/// says nothing. A card equivalent to the rule card (the same suit, no card of another hand
/// still in play between them) counts as the rule card: which of two such cards a seat plays
/// says nothing about its hand. The seat's own plays say nothing about the others' hands and
/// are skipped.
///
/// The real opponents are searchers as often as rule-based players, so the model must not
/// rule a deal out: every play keeps a chance of at least `(1 - agree) / (legal cards - 1)`.
pub struct RuleModel<G> {
    agree: f64,
    game: PhantomData<fn() -> G>,
}

impl<G> RuleModel<G> {
    /// The chance of the rule card when none is given: about as often as the rule card agreed
    /// with the card PIMC played in our matches' hands is not known; 0.5 makes a play of the
    /// rule card among four legal cards 3 times as likely as each other.
    pub const DEFAULT_AGREE: f64 = 0.5;

    /// The model in which a seat with a choice plays the rule card with probability `agree`
    /// (strictly between 0 and 1).
    pub fn new(agree: f64) -> Result<Self, RuleModelError> {
        if agree > 0.0 && agree < 1.0 {
            Ok(Self {
                agree,
                game: PhantomData,
            })
        } else {
            Err(RuleModelError::Agree(agree))
        }
    }

    /// The chance a seat with a choice plays the rule card.
    pub fn agree(&self) -> f64 {
        self.agree
    }
}

impl<G> Clone for RuleModel<G> {
    fn clone(&self) -> Self {
        Self {
            agree: self.agree,
            game: PhantomData,
        }
    }
}

impl<G> std::fmt::Debug for RuleModel<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuleModel")
            .field("agree", &self.agree)
            .finish()
    }
}

impl<G, const N: usize> PlayModel<G, N> for RuleModel<G>
where
    G: RuleBased<N> + Game<N, Move = Card> + Send + Sync,
{
    fn likelihood(&self, view: &InfoSet<N>, position: &G) -> f64 {
        let me = G::view_seat(view);
        let hands = std::array::from_fn(|seat| position.table().hand(seat) | view.played(seat));
        let mut game = G::at_trick_start(hands, view.first_leader())
            .with_public_facts(view.public_facts())
            .with_move_options(position.move_options());
        let mut views: [InfoSet<N>; N] = std::array::from_fn(|seat| game.view(seat));
        let mut player = G::rule_based();
        let mut moves = G::Moves::default();
        let mut likelihood = 1.0;
        for &card in view.history() {
            let mover = game.to_move();
            if mover != me {
                moves.clear();
                game.generate_moves(&mut moves);
                let choices = moves.len();
                if choices > 1 {
                    let rule = player.decide(&views[mover], moves.as_slice()).mv;
                    let table = game.table();
                    likelihood *= if equivalent(rule, card, table.hand(mover), table.live()) {
                        self.agree
                    } else {
                        (1.0 - self.agree) / (choices - 1) as f64
                    };
                }
            }
            let revealed = game.revealed_absent(card);
            for seen in &mut views {
                seen.play(card, revealed);
            }
            game.play(card);
        }
        likelihood
    }
}

/// Whether `a` and `b`, both in `hand`, are equivalent plays: the same card, or the same suit
/// with every card between them that is still in play (`live`) in `hand` too.
fn equivalent(a: Card, b: Card, hand: CardSet, live: CardSet) -> bool {
    if a.suit() != b.suit() || !hand.contains(a) || !hand.contains(b) {
        return a == b;
    }
    let (low, high) = if a.rank() < b.rank() { (a, b) } else { (b, a) };
    (live - hand)
        .of_suit(a.suit())
        .iter()
        .all(|other| other.rank() < low.rank() || other.rank() > high.rank())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &str) -> CardSet {
        cards.split(' ').map(card).collect()
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn cards_with_only_own_or_played_cards_between_are_equivalent() {
        let hand = set("H9 H7 H5 S2");
        // H8 is out of play: H9 and H7 are one play; H6 is live in another hand: H7 and H5
        // are not; another suit never is.
        let live = hand | set("H6 HA");
        assert!(equivalent(card("H9"), card("H7"), hand, live));
        assert!(!equivalent(card("H7"), card("H5"), hand, live));
        assert!(!equivalent(card("H9"), card("H5"), hand, live));
        assert!(!equivalent(card("H5"), card("S2"), hand, live));
        assert!(equivalent(card("S2"), card("S2"), hand, live));
    }

    #[test]
    fn agree_is_a_probability() {
        type Hearts4 = maxn_games::cards::full::HeartsPlay<4>;
        for bad in [0.0, 1.0, -0.1, f64::NAN] {
            assert!(RuleModel::<Hearts4>::new(bad).is_err(), "{bad}");
        }
        assert_eq!(RuleModel::<Hearts4>::new(0.4).unwrap().agree(), 0.4);
        // The catalogue's default is the model's.
        assert_eq!(
            crate::catalogue::ModelSettings::DEFAULT.agree,
            RuleModel::<Hearts4>::DEFAULT_AGREE
        );
    }
}
