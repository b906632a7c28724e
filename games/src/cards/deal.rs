//! Deals: which cards each seat holds at the start, the variants' decks, and random deals
//! from a seed.

use std::fmt;

use super::card::Card;
use super::deal_error::DealError;
use super::set::CardSet;
use crate::rng::SplitMix64;

/// The seat letters, clockwise: N, E, S, W. A 3-player game uses N, E and S.
pub const SEATS: [char; 4] = ['N', 'E', 'S', 'W'];

/// A game variant's deck and hand size for `N` players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant<const N: usize> {
    /// The game's name, for messages.
    pub name: &'static str,
    /// The cards the game is dealt from.
    pub deck: CardSet,
    /// Cards dealt to each seat; cards of the deck beyond `N * hand_size` are set aside.
    pub hand_size: usize,
}

/// Sergeant Major: 16 cards each from a full deck, 4 set aside.
pub const SERGEANT_MAJOR: Variant<3> = Variant {
    name: "Sergeant Major",
    deck: CardSet::DECK,
    hand_size: 16,
};

/// Hearts for 4 players: 13 cards each.
pub const HEARTS_4: Variant<4> = Variant {
    name: "Hearts (4 players)",
    deck: CardSet::DECK,
    hand_size: 13,
};

/// Hearts for 3 players: the 2♦ removed, 17 cards each.
pub const HEARTS_3: Variant<3> = Variant {
    name: "Hearts (3 players)",
    deck: CardSet::DECK.without(Card::TWO_OF_DIAMONDS),
    hand_size: 17,
};

/// Spades for 3 players: the 2♣ removed, 17 cards each.
pub const SPADES_3: Variant<3> = Variant {
    name: "Spades (3 players)",
    deck: CardSet::DECK.without(Card::TWO_OF_CLUBS),
    hand_size: 17,
};

/// Spades for 4 players (two partnerships): 13 cards each, the deal of full Spades
/// ([`SpadesPlay::<4>::VARIANT`](crate::cards::full::SpadesPlay::VARIANT)).
pub const SPADES_4: Variant<4> = Variant {
    name: "Spades (4 players)",
    deck: CardSet::DECK,
    hand_size: 13,
};

/// The hands of a deal, by seat (0 = N, then clockwise). Valid for its variant: every hand has
/// the variant's hand size, no card twice, no card outside the deck.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Deal<const N: usize> {
    hands: [CardSet; N],
}

impl<const N: usize> Deal<N> {
    /// `deal` checked against `variant`, with `leader` checked to be a seat: what a game's
    /// constructor from a deal and a leader needs.
    pub fn for_variant(deal: Self, variant: &Variant<N>, leader: usize) -> Result<Self, DealError> {
        let deal = Self::new(deal.hands(), variant)?;
        if leader >= N {
            return Err(DealError::NoSuchLeader { leader, players: N });
        }
        Ok(deal)
    }

    /// The deal of `hands` (by seat, N first), checked against `variant`.
    pub fn new(hands: [CardSet; N], variant: &Variant<N>) -> Result<Self, DealError> {
        let mut seen = CardSet::EMPTY;
        for (seat, &hand) in hands.iter().enumerate() {
            if let Some(card) = (hand - variant.deck).highest() {
                return Err(DealError::NotInDeck {
                    card,
                    seat: SEATS[seat],
                    variant: variant.name,
                    column: None,
                });
            }
            if let Some(card) = (hand & seen).highest() {
                let first = hands.iter().position(|h| h.contains(card)).unwrap_or(seat);
                return Err(DealError::Duplicate {
                    card,
                    seat: SEATS[seat],
                    first_seat: SEATS[first],
                    column: None,
                });
            }
            seen |= hand;
            if hand.len() != variant.hand_size {
                return Err(DealError::CardCount {
                    seat: SEATS[seat],
                    expected: variant.hand_size,
                    found: hand.len(),
                    column: None,
                });
            }
        }
        Ok(Self { hands })
    }

    /// A deal shuffled from `seed`: the same seed always gives the same deal.
    pub fn random(variant: &Variant<N>, seed: u64) -> Self {
        let mut cards: Vec<Card> = variant.deck.iter().collect();
        let mut rng = SplitMix64::new(seed);
        // Fisher-Yates, drawing each position uniformly by rejection so that no card is
        // favoured by the modulo.
        for last in (1..cards.len()).rev() {
            let pick = rng.below(last as u64 + 1) as usize;
            cards.swap(last, pick);
        }
        let hands = std::array::from_fn(|seat| {
            cards[seat * variant.hand_size..(seat + 1) * variant.hand_size]
                .iter()
                .copied()
                .collect()
        });
        Self { hands }
    }

    /// The deal of hand `number` of the match seeded `seed`: [`random`](Self::random) from a
    /// seed mixed of the two, the deals `maxn play` and `maxn experiment versus` play with
    /// the full rules, so that another program can deal the same hands.
    ///
    /// ```
    /// use maxn_games::cards::{Deal, HEARTS_4};
    ///
    /// let first = Deal::of_match(&HEARTS_4, 7, 0);
    /// assert_eq!(first, Deal::of_match(&HEARTS_4, 7, 0));
    /// assert_ne!(first, Deal::of_match(&HEARTS_4, 7, 1));
    /// ```
    pub fn of_match(variant: &Variant<N>, seed: u64, number: u32) -> Self {
        let mut rng = SplitMix64::new(crate::rng::mix(seed ^ u64::from(number)));
        Self::random(variant, rng.next_u64())
    }

    /// The hands, by seat.
    pub const fn hands(&self) -> [CardSet; N] {
        self.hands
    }

    /// The seat holding `card`, if any.
    pub fn holder(&self, card: Card) -> Option<usize> {
        self.hands.iter().position(|hand| hand.contains(card))
    }
}

/// Prints the deal in PBN, from North: `N:AKQ.... ....`.
impl<const N: usize> fmt::Display for Deal<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "N:")?;
        for (seat, hand) in self.hands.iter().enumerate() {
            if seat > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{hand}")?;
        }
        Ok(())
    }
}

impl<const N: usize> fmt::Debug for Deal<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Deal({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_deals_are_valid_and_reproducible() {
        for seed in 0..50 {
            let deal = Deal::random(&SERGEANT_MAJOR, seed);
            assert_eq!(Deal::new(deal.hands(), &SERGEANT_MAJOR), Ok(deal));
            assert_eq!(deal, Deal::random(&SERGEANT_MAJOR, seed));
            let hearts = Deal::random(&HEARTS_3, seed);
            assert_eq!(Deal::new(hearts.hands(), &HEARTS_3), Ok(hearts));
            assert_eq!(hearts.holder(Card::TWO_OF_DIAMONDS), None);
            let spades = Deal::random(&SPADES_3, seed);
            assert_eq!(Deal::new(spades.hands(), &SPADES_3), Ok(spades));
            let four = Deal::random(&HEARTS_4, seed);
            assert_eq!(Deal::new(four.hands(), &HEARTS_4), Ok(four));
            assert!(four.holder(Card::TWO_OF_CLUBS).is_some());
        }
        assert_ne!(Deal::random(&HEARTS_4, 1), Deal::random(&HEARTS_4, 2));
    }

    #[test]
    fn shuffles_spread_the_cards() {
        // Over 400 deals the ace of spades should land with each of 4 seats about 100 times;
        // a broken shuffle (say, never moving the first card) would put it in one seat.
        let mut seats = [0; 4];
        for seed in 0..400 {
            let deal = Deal::random(&HEARTS_4, seed);
            seats[deal.holder("SA".parse().unwrap()).unwrap()] += 1;
        }
        assert!(seats.iter().all(|&n| (60..140).contains(&n)), "{seats:?}");
    }
}
