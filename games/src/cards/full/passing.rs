//! The Hearts pass: three cards to the left, right or across, or none, in rotation, and the
//! check of one seat's pass.

use std::fmt;

use super::super::card::Card;
use super::super::set::CardSet;
use super::error::{RulesError, seat_letter};

/// Cards each seat passes.
pub const PASS_SIZE: usize = 3;

/// Where a hand's cards are passed. Left is the next seat in the order of play
/// (`seat + 1`), right the one before (`seat - 1`), across the seat opposite (4 players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassDirection {
    /// To the next seat in the order of play.
    Left,
    /// To the previous seat.
    Right,
    /// To the seat opposite (4 players only).
    Across,
    /// No pass: every seat keeps its cards.
    Hold,
}

impl PassDirection {
    /// The direction of hand `number` (0 for the first hand of a match): left, right,
    /// across, hold for 4 players; left, right, hold for 3; then again from left.
    pub const fn of_hand(number: u32, players: usize) -> PassDirection {
        if players == 4 {
            match number % 4 {
                0 => PassDirection::Left,
                1 => PassDirection::Right,
                2 => PassDirection::Across,
                _ => PassDirection::Hold,
            }
        } else {
            match number % 3 {
                0 => PassDirection::Left,
                1 => PassDirection::Right,
                _ => PassDirection::Hold,
            }
        }
    }

    /// The seat `seat` passes to among `players`, `None` in a hold hand.
    pub const fn receiver(self, seat: usize, players: usize) -> Option<usize> {
        match self {
            PassDirection::Left => Some((seat + 1) % players),
            PassDirection::Right => Some((seat + players - 1) % players),
            PassDirection::Across => Some((seat + 2) % players),
            PassDirection::Hold => None,
        }
    }

    /// The seat that passes to `seat`, `None` in a hold hand.
    pub const fn giver(self, seat: usize, players: usize) -> Option<usize> {
        match self {
            PassDirection::Left => Some((seat + players - 1) % players),
            PassDirection::Right => Some((seat + 1) % players),
            PassDirection::Across => Some((seat + 2) % players),
            PassDirection::Hold => None,
        }
    }

    /// The direction's name in PBN-style text: `left`, `right`, `across`, `hold`.
    pub const fn name(self) -> &'static str {
        match self {
            PassDirection::Left => "left",
            PassDirection::Right => "right",
            PassDirection::Across => "across",
            PassDirection::Hold => "hold",
        }
    }

    /// The direction a name (either case) spells, if any.
    pub fn from_name(name: &str) -> Option<PassDirection> {
        [
            PassDirection::Left,
            PassDirection::Right,
            PassDirection::Across,
            PassDirection::Hold,
        ]
        .into_iter()
        .find(|direction| direction.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for PassDirection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The pass `cards` of `seat` from `hand`, checked: exactly three cards, none twice, all
/// held.
pub fn check_pass(seat: usize, hand: CardSet, cards: &[Card]) -> Result<CardSet, RulesError> {
    let pass = started_pass(seat, hand, cards)?;
    if cards.len() != PASS_SIZE {
        return Err(RulesError::PassSize {
            seat: seat_letter(seat),
            found: cards.len(),
        });
    }
    Ok(pass)
}

/// The cards of a pass being chosen, checked as far as they go: none twice, all held.
fn started_pass(seat: usize, hand: CardSet, cards: &[Card]) -> Result<CardSet, RulesError> {
    let letter = seat_letter(seat);
    let mut pass = CardSet::EMPTY;
    for &card in cards {
        if pass.contains(card) {
            return Err(RulesError::PassRepeats { seat: letter, card });
        }
        if !hand.contains(card) {
            return Err(RulesError::NotInHand { seat: letter, card });
        }
        pass.insert(card);
    }
    Ok(pass)
}

/// The cards `seat` may still add to a pass it chooses card by card from `hand`, having
/// chosen `chosen` so far: every other card of the hand while fewer than three are chosen,
/// none once three are. An error if `chosen` is no start of a pass (a card twice, a card not
/// held, more than three cards).
///
/// ```
/// use maxn_games::cards::full::{check_pass, pass_choices};
/// use maxn_games::cards::{Card, CardSet};
///
/// let hand: CardSet = "SA SK SQ H2 C3".split(' ').map(|c| c.parse::<Card>().unwrap()).collect();
/// let mut chosen = Vec::new();
/// // Choose card by card: the highest card still open each time.
/// while let Some(card) = pass_choices(0, hand, &chosen)?.iter().next() {
///     chosen.push(card);
/// }
/// assert_eq!(chosen.len(), 3);
/// assert!(check_pass(0, hand, &chosen).is_ok());
/// assert!(pass_choices(0, hand, &["D4".parse()?]).is_err()); // not held
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn pass_choices(seat: usize, hand: CardSet, chosen: &[Card]) -> Result<CardSet, RulesError> {
    let pass = started_pass(seat, hand, chosen)?;
    match chosen.len() {
        found if found > PASS_SIZE => Err(RulesError::PassSize {
            seat: seat_letter(seat),
            found,
        }),
        PASS_SIZE => Ok(CardSet::EMPTY),
        _ => Ok(hand - pass),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rotation_and_its_seats() {
        use PassDirection::*;
        let four: Vec<_> = (0..8).map(|n| PassDirection::of_hand(n, 4)).collect();
        assert_eq!(four, [Left, Right, Across, Hold, Left, Right, Across, Hold]);
        let three: Vec<_> = (0..6).map(|n| PassDirection::of_hand(n, 3)).collect();
        assert_eq!(three, [Left, Right, Hold, Left, Right, Hold]);
        // N (0) passes left to E (1), right to W (3), across to S (2).
        assert_eq!(Left.receiver(0, 4), Some(1));
        assert_eq!(Right.receiver(0, 4), Some(3));
        assert_eq!(Across.receiver(0, 4), Some(2));
        assert_eq!(Hold.receiver(0, 4), None);
        assert_eq!(Right.receiver(0, 3), Some(2));
        for direction in [Left, Right, Across] {
            for seat in 0..4 {
                let to = direction.receiver(seat, 4).unwrap();
                assert_eq!(direction.giver(to, 4), Some(seat));
            }
            assert_eq!(PassDirection::from_name(direction.name()), Some(direction));
        }
        assert_eq!(PassDirection::from_name("ACROSS"), Some(Across));
        assert_eq!(PassDirection::from_name("up"), None);
    }

    #[test]
    fn a_pass_is_three_distinct_held_cards() {
        let card = |text: &str| text.parse::<Card>().unwrap();
        let hand: CardSet = ["SA", "HK", "D2", "C3"].map(card).into_iter().collect();
        let pass = check_pass(1, hand, &[card("SA"), card("HK"), card("D2")]).unwrap();
        assert_eq!(pass.len(), 3);
        let error = check_pass(1, hand, &[card("SA"), card("HK")]).unwrap_err();
        assert_eq!(
            error,
            RulesError::PassSize {
                seat: 'E',
                found: 2
            }
        );
        let error = check_pass(1, hand, &[card("SA"), card("SA"), card("D2")]).unwrap_err();
        assert_eq!(error.to_string(), "E named SA twice in one pass");
        let error = check_pass(2, hand, &[card("SA"), card("HQ"), card("D2")]).unwrap_err();
        assert_eq!(error.to_string(), "S does not hold HQ");
    }
}
