//! The trick play of full Spades as a searchable [`Game`]: 4 players in two partnerships, or
//! the 3-player cutthroat game, valued in tricks (constant-sum), started from a deal and a
//! leader or rebuilt mid-hand from the public state and a guess of every hand.

use std::marker::PhantomData;

use maxn::{Bounds, Game, MonotonicHeuristic, MoveList, PositionHash};

use super::super::card::{Card, Suit};
use super::super::deal::{Deal, SPADES_3, SPADES_4, Variant};
use super::super::estimate::{TopCards, TrickValuation, TricksEstimated};
use super::super::game::CardGame;
use super::super::grouping::MoveOptions;
use super::super::set::CardSet;
use super::super::spades::{legal_cards, play_card, top_cards};
use super::super::table::Table;
use super::super::zobrist;
use super::error::{RulesError, seat_letter};
use super::public::PlayPublic;

/// The trick play of one hand of Spades for `N` = 4 players (partners sit opposite: N-S
/// against E-W) or 3 (cutthroat, each for itself), double-dummy, valued at cut-offs by `V`.
///
/// Spades are trumps. Players follow suit when they can; a spade may not be led until spades
/// are broken (a spade has been played, necessarily on a trick of another suit) unless the
/// leader holds only spades; the first trick is led by the seat left of the dealer, with any
/// card but a spade.
///
/// **What the searchers see**: tricks, constant-sum. With 4 players each seat's value is its
/// partnership's tricks (the seat's and its partner's), so values sum to 26 (`maxp` 13); with
/// 3 players each seat's value is its own tricks (sum 17). Bids, nil and bags are not in the
/// value: contract scoring is not constant-sum, so an agent weighs the tricks a search
/// predicts against the contract itself ([`score_side`](super::score_side) turns bids and
/// tricks into points). At a depth cut-off the tricks not yet played are credited by `V`
/// (by default [`TricksEstimated`], which keeps the sum constant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpadesPlay<const N: usize, V: TrickValuation = TricksEstimated> {
    table: Table<N>,
    /// Tricks taken by each seat (not partnership).
    tricks: [u8; N],
    broken: bool,
    options: MoveOptions,
    valuation: PhantomData<V>,
    /// What `V` reads of the hands at a cut-off, kept up to date by `play` when `V` reads it
    /// (else empty).
    top: TopCards,
    /// The Zobrist hash of the tricks taken and spades broken (the table hashes the rest).
    hash: u64,
}

impl<const N: usize, V: TrickValuation> SpadesPlay<N, V> {
    const VALID: () = assert!(N == 3 || N == 4, "Spades is played by 3 or 4 players");

    /// The deck and hand size: the full deck, 13 cards each, for 4 players; the deck without
    /// the 2♣, 17 each, for 3 (the paper's cutthroat deck).
    pub const VARIANT: Variant<N> = if N == 3 {
        Variant {
            name: SPADES_3.name,
            deck: SPADES_3.deck,
            hand_size: SPADES_3.hand_size,
        }
    } else {
        Variant {
            name: SPADES_4.name,
            deck: SPADES_4.deck,
            hand_size: SPADES_4.hand_size,
        }
    };

    /// Tricks in a hand.
    pub const TRICKS: u8 = if N == 3 { 17 } else { 13 };

    /// The trick play of `deal` with `leader` leading the first trick.
    pub fn new(deal: Deal<N>, leader: usize) -> Result<Self, RulesError> {
        let deal = Deal::for_variant(deal, &Self::VARIANT, leader)?;
        Ok(Self::from_table(Table::new(deal.hands(), leader), [0; N]))
    }

    /// The trick play at the point `public` describes (`taken` in tricks), each seat holding
    /// `hands[seat]`: what a sampler of the unseen cards hands to a double-dummy searcher.
    pub fn resume(public: &PlayPublic<N>, hands: [CardSet; N]) -> Result<Self, RulesError> {
        let variant = Self::VARIANT;
        public.check(&hands, variant.deck, variant.hand_size)?;
        let taken: usize = public.taken.iter().map(|&t| usize::from(t)).sum();
        if taken != public.completed() {
            return Err(RulesError::Position(format!(
                "{taken} tricks taken, but {} completed",
                public.completed()
            )));
        }
        let table = Table::resume(
            hands,
            public.leader,
            public.completed(),
            &public.trick,
            Some(Suit::Spades),
        );
        Ok(Self::from_table(table, public.taken))
    }

    fn from_table(table: Table<N>, tricks: [u8; N]) -> Self {
        let () = Self::VALID;
        let held = table.hands().iter().fold(CardSet::EMPTY, |all, &h| all | h);
        let broken = !(CardSet::suit(Suit::Spades) & (Self::VARIANT.deck - held)).is_empty();
        Self {
            table,
            tricks,
            broken,
            options: MoveOptions::default(),
            valuation: PhantomData,
            top: top_cards::<V, N>(&table, Some(Suit::Spades)),
            hash: zobrist::all_taken(tricks) ^ zobrist::broken(broken),
        }
    }

    /// The partner of `seat` (4 players), or `seat` itself (3 players).
    pub const fn partner(seat: usize) -> usize {
        if N == 4 { (seat + 2) % 4 } else { seat }
    }

    /// Tricks taken so far, by seat.
    pub fn tricks_taken(&self) -> [u8; N] {
        self.tricks
    }

    /// Whether spades have been broken.
    pub fn spades_broken(&self) -> bool {
        self.broken
    }

    /// The legal cards of the player to move (every card, before grouping).
    pub fn legal_cards(&self) -> CardSet {
        legal_cards(&self.table, self.broken)
    }

    /// Why the player to move may not play `card`: the error to report for a card outside
    /// [`legal_cards`](Self::legal_cards).
    pub fn refusal(&self, card: Card) -> RulesError {
        let seat = self.table.to_move();
        let hand = self.table.hand(seat);
        let letter = seat_letter(seat);
        let rule = match self.table.trick().lead_suit() {
            _ if !hand.contains(card) => return RulesError::NotInHand { seat: letter, card },
            Some(suit) if card.suit() != suit => "a player must follow the suit led",
            None if card.suit() == Suit::Spades => {
                "spades may not be led until a spade has been played, unless the hand holds only spades"
            }
            _ => "not a legal card here",
        };
        RulesError::IllegalCard {
            seat: letter,
            card,
            rule,
        }
    }

    /// The [`TopCards`] of the hands, as `V` reads them at a cut-off (empty unless
    /// [`V::TOP_CARDS`](TrickValuation::TOP_CARDS)).
    pub(crate) fn top_cards(&self) -> &TopCards {
        &self.top
    }

    /// Per-seat counts to values: partnership sums with 4 players.
    #[inline]
    fn values(counts: [u8; N]) -> [u8; N] {
        std::array::from_fn(|seat| {
            if N == 4 {
                counts[seat] + counts[Self::partner(seat)]
            } else {
                counts[seat]
            }
        })
    }

    /// The position's hash computed from its fields, the reference for the incremental one.
    #[cfg(test)]
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        self.table.hash_from_scratch()
            ^ zobrist::all_taken(self.tricks)
            ^ zobrist::broken(self.broken)
    }
}

impl<const N: usize, V: TrickValuation> Game<N> for SpadesPlay<N, V> {
    type Score = u8;
    type Move = Card;
    /// A hand holds at most 17 cards (3 players).
    type Moves = MoveList<Card, 17>;

    const NAME: &'static str = if N == 3 {
        "Spades (3 players, cutthroat)"
    } else {
        "Spades (4 players, partnerships)"
    };
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = if N == 4 {
        Bounds {
            maxp: 13,
            maxsum: 26,
            delta: 1,
        }
    } else {
        Bounds::constant_sum(17, 1)
    };

    #[inline]
    fn to_move(&self) -> usize {
        self.table.to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.options
            .generate(self.legal_cards(), self.table.live(), CardSet::EMPTY, moves);
    }

    #[inline]
    fn play(&mut self, card: Card) {
        let seat = self.table.to_move();
        play_card(
            &mut self.table,
            &mut self.tricks,
            &mut self.broken,
            &mut self.hash,
            card,
        );
        if V::TOP_CARDS {
            self.top
                .played(self.table.hands(), card, seat, Some(Suit::Spades));
        }
    }

    #[inline]
    fn outcome(&self) -> Option<[u8; N]> {
        (self.table.cards_in_hands() == 0).then(|| Self::values(self.tricks))
    }

    #[inline]
    fn evaluate(&self) -> [u8; N] {
        let credit = V::credit(
            &self.table,
            &self.top,
            self.tricks,
            usize::from(Self::TRICKS),
            Some(Suit::Spades),
        );
        Self::values(credit)
    }
}

/// The hands, the trick in progress, the seat to move, the tricks completed and taken, and
/// whether spades are broken.
impl<const N: usize, V: TrickValuation> PositionHash<N> for SpadesPlay<N, V> {
    #[inline]
    fn position_hash(&self) -> u64 {
        self.table.hash() ^ self.hash
    }

    /// A trick's start: every transposition inside a trick is one of its start too.
    #[inline(always)]
    fn table_point(&self) -> bool {
        self.table.trick().is_empty()
    }
}

/// Tricks already taken are never lost: a side ends with at least its tricks, and at most the
/// tricks its opponents have not taken.
impl<const N: usize, V: TrickValuation> MonotonicHeuristic<N> for SpadesPlay<N, V> {
    #[inline]
    fn lower_bounds(&self) -> [u8; N] {
        Self::values(self.tricks)
    }

    #[inline]
    fn upper_bounds(&self) -> [u8; N] {
        let own = Self::values(self.tricks);
        let all: u8 = self.tricks.iter().sum();
        own.map(|mine| Self::TRICKS - (all - mine))
    }
}

impl<const N: usize, V: TrickValuation> CardGame<N> for SpadesPlay<N, V> {
    fn table(&self) -> &Table<N> {
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
    use crate::cards::perft;

    #[test]
    fn partners_share_their_tricks_and_the_hash_follows_play() {
        let mut game = SpadesPlay::<4>::new(Deal::random(&SpadesPlay::<4>::VARIANT, 3), 1)
            .unwrap()
            .with_grouping(false);
        assert_eq!(game.to_move(), 1);
        // The first lead is no spade (unless E holds only spades, which seed 3 does not).
        assert!(game.legal_cards().iter().all(|c| c.suit() != Suit::Spades));
        while game.outcome().is_none() {
            let card = game.legal_cards().highest().unwrap();
            game.play(card);
            assert_eq!(game.position_hash(), game.hash_from_scratch());
            let lower = game.lower_bounds();
            let upper = game.upper_bounds();
            assert!(lower.iter().zip(&upper).all(|(l, u)| l <= u));
        }
        let value = game.outcome().unwrap();
        let tricks = game.tricks_taken();
        assert_eq!(tricks.iter().map(|&t| u32::from(t)).sum::<u32>(), 13);
        assert_eq!(value[0], tricks[0] + tricks[2]);
        assert_eq!(value[1], tricks[1] + tricks[3]);
        assert_eq!(value[0], value[2]);
        assert_eq!(value[0] + value[1], 13);
        // Three players: own tricks, seventeen of them.
        let three = SpadesPlay::<3>::new(Deal::random(&SpadesPlay::<3>::VARIANT, 3), 0)
            .unwrap()
            .with_grouping(false);
        assert_eq!(perft(&three, 1)[0], three.legal_cards().len() as u64);
        assert!(SpadesPlay::<3>::new(Deal::random(&SpadesPlay::<3>::VARIANT, 3), 3).is_err());
    }
}
