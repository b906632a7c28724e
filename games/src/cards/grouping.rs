//! Move generation options shared by the card games: grouping equivalent cards into one
//! successor, and the order cards are searched in.
//!
//! # Equivalent cards
//!
//! Two cards of one suit in one hand are equivalent when every rank between them is out of
//! play (played to a completed trick, or never dealt, like Sergeant Major's four cards set
//! aside). Cards in the trick in progress still count as in play: a K♠ on the table separates
//! a holder's A♠ from its Q♠, since one wins the trick and the other does not. Playing either
//! card of an equivalent pair leads to positions that differ only by renaming the two cards,
//! so their subtrees have the same values; grouping searches one card per group, the
//! **highest**, whatever the order.
//!
//! A game can name *distinct* cards that never join a group because they score differently
//! from their neighbours (the Q♠ in Hearts). Every restriction the games place on legal cards
//! removes whole suits or distinct cards, so a group is either wholly legal or wholly illegal,
//! and the groups of the legal cards are the groups of the hand restricted to them.

use maxn::MoveBuffer;

use super::card::Card;
use super::set::CardSet;

/// The order moves are generated (and so searched) in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Order {
    /// Highest rank first; among equal ranks, spades, hearts, diamonds, clubs.
    #[default]
    HighToLow,
    /// Lowest rank first; among equal ranks, clubs, diamonds, hearts, spades.
    LowToHigh,
}

/// How a card game generates its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveOptions {
    /// Whether equivalent cards are generated as one successor (see the module docs).
    pub grouping: bool,
    /// The order of the generated cards.
    pub order: Order,
}

impl Default for MoveOptions {
    /// Grouping on, high to low: the setting of Sturtevant & Korf's experiments.
    fn default() -> Self {
        Self {
            grouping: true,
            order: Order::HighToLow,
        }
    }
}

impl MoveOptions {
    /// The cards to generate out of `legal`, given the cards still `live` (in hands or in the
    /// trick in progress) and the game's `distinct` cards: `legal` itself without grouping,
    /// else the highest card of each group.
    #[inline]
    pub fn candidates(self, legal: CardSet, live: CardSet, distinct: CardSet) -> CardSet {
        if self.grouping {
            group_leaders(legal, live, distinct)
        } else {
            legal
        }
    }

    /// Writes the moves for `legal` in this order.
    #[inline]
    pub fn generate<B: MoveBuffer<Move = Card>>(
        self,
        legal: CardSet,
        live: CardSet,
        distinct: CardSet,
        moves: &mut B,
    ) {
        let cards = self.candidates(legal, live, distinct);
        match self.order {
            Order::HighToLow => cards.iter().for_each(|card| moves.push(card)),
            Order::LowToHigh => cards.iter_low_to_high().for_each(|card| moves.push(card)),
        }
    }
}

/// The highest card of each group of equivalent cards in `legal`: a card is dropped when the
/// next higher legal card of its suit is separated from it only by cards out of play (not in
/// `live`), and neither card is `distinct`.
///
/// Bit-parallel, all suits at once: cards of one suit sit 4 bits apart, so shifting right by a
/// multiple of 4 moves down within a suit. Starting from every legal card that is not
/// distinct, a fill runs downward through the cells out of play (Kogge-Stone, in doubling
/// steps); a legal, non-distinct card one step below the filled area is reached from a higher
/// one through gaps only, so it joins that card's group.
#[inline]
pub fn group_leaders(legal: CardSet, live: CardSet, distinct: CardSet) -> CardSet {
    let seeds = (legal - distinct).bits();
    let mut filled = seeds;
    let mut passable = (!live).bits();
    filled |= passable & (filled >> 4);
    passable &= passable >> 4;
    filled |= passable & (filled >> 8);
    passable &= passable >> 8;
    filled |= passable & (filled >> 16);
    passable &= passable >> 16;
    filled |= passable & (filled >> 32);
    let joined = seeds & (filled >> 4);
    CardSet::from_bits(legal.bits() & !joined)
}

#[cfg(test)]
mod tests {
    use super::*;
    use maxn::MoveList;

    use crate::cards::set_of as set;

    /// The rule as stated, card by card: a card joins the group of the next higher legal card
    /// of its suit when only cards out of play lie between them and neither is distinct.
    fn leaders_by_definition(legal: CardSet, live: CardSet, distinct: CardSet) -> CardSet {
        let mut leaders = CardSet::EMPTY;
        for card in legal {
            let higher = legal
                .of_suit(card.suit())
                .iter_low_to_high()
                .find(|h| h.rank() > card.rank());
            let joins = higher.is_some_and(|higher| {
                let between = CardSet::between(card.suit(), card.rank(), higher.rank());
                (live & between).is_empty()
                    && !distinct.contains(card)
                    && !distinct.contains(higher)
            });
            if !joins {
                leaders.insert(card);
            }
        }
        leaders
    }

    #[test]
    fn the_bit_parallel_fill_agrees_with_the_definition() {
        // Random hands, live sets and distinct cards from a simple LCG.
        let mut state = 0x1234_5678_9abc_def0u64;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            state
        };
        for _ in 0..20_000 {
            let live = CardSet::from_bits(next() | next());
            let legal = live & CardSet::from_bits(next());
            let distinct = CardSet::from_bits(next() & next() & next());
            assert_eq!(
                group_leaders(legal, live, distinct),
                leaders_by_definition(legal, live, distinct),
                "legal {legal}, live {live}, distinct {distinct}"
            );
        }
    }

    #[test]
    fn adjacent_ranks_form_one_group_led_by_the_highest() {
        let hand = set("SA SK SQ S9 S8 H2");
        // Out of play: everything else except S4 (in another hand).
        let live = hand | set("S4");
        assert_eq!(
            group_leaders(hand, live, CardSet::EMPTY),
            // A-K-Q-...-9-8 are all adjacent once J and T are out of play; H2 alone.
            set("SA H2")
        );
    }

    #[test]
    fn live_cards_between_separate_groups() {
        let hand = set("SA SQ");
        let others = set("SK");
        assert_eq!(group_leaders(hand, hand | others, CardSet::EMPTY), hand);
        // The same K in the trick in progress still separates them (it is live).
        // Once out of play, the A and Q are equivalent.
        assert_eq!(group_leaders(hand, hand, CardSet::EMPTY), set("SA"));
    }

    #[test]
    fn distinct_cards_stand_alone() {
        let hand = set("SK SQ SJ");
        assert_eq!(
            group_leaders(hand, hand, set("SQ")),
            set("SK SQ SJ"),
            "the queen is distinct, so neither the king nor the jack joins it"
        );
    }

    #[test]
    fn illegal_suits_do_not_join_groups() {
        // Groups never cross suits: adjacent ranks of different suits stay apart.
        let hand = set("SA HA SK HK");
        assert_eq!(group_leaders(hand, hand, CardSet::EMPTY), set("SA HA"));
    }

    #[test]
    fn generation_follows_the_options() {
        let hand = set("SA SK D5 C2");
        let mut moves = MoveList::<Card, 8>::default();
        MoveOptions::default().generate(hand, hand, CardSet::EMPTY, &mut moves);
        assert_eq!(
            moves.as_slice(),
            &[set("SA"), set("D5"), set("C2")].map(|s| s.highest().unwrap())
        );
        let mut moves = MoveList::<Card, 8>::default();
        let options = MoveOptions {
            grouping: false,
            order: Order::LowToHigh,
        };
        options.generate(hand, hand, CardSet::EMPTY, &mut moves);
        let cards: Vec<String> = moves.as_slice().iter().map(|c| c.to_string()).collect();
        assert_eq!(cards, ["C2", "D5", "SK", "SA"]);
        // Low to high with grouping still plays the highest card of each group.
        let mut moves = MoveList::<Card, 8>::default();
        let options = MoveOptions {
            grouping: true,
            order: Order::LowToHigh,
        };
        options.generate(hand, hand, CardSet::EMPTY, &mut moves);
        let cards: Vec<String> = moves.as_slice().iter().map(|c| c.to_string()).collect();
        assert_eq!(cards, ["C2", "D5", "SA"]);
    }
}
