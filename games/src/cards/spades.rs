//! Spades for 3 players (the 2♣ removed, 17 cards each), searched double-dummy.

use std::marker::PhantomData;

use maxn::{MoveBuffer, PositionHash, multiplayer_game};

use super::card::{Card, Suit};
use super::deal::{Deal, SPADES_3};
use super::deal_error::DealError;
use super::estimate::{TopCards, TrickValuation, TricksEstimated};
use super::game::CardGame;
use super::grouping::MoveOptions;
use super::set::CardSet;
use super::table::Table;
use super::zobrist;

/// 3-player Spades searched for its first `TRICKS` tricks (all 17 by default).
///
/// Spades are trumps and may not be led until broken (a spade has been played) unless the
/// leader holds only spades; players must follow suit; the winner of a trick leads the next;
/// each player scores the tricks it takes (bids are not part of the search). The scores sum to
/// `TRICKS` when the game ends, which is the declared `maxsum`.
///
/// At a depth cut-off the evaluation is `V`'s ([`TrickValuation`]): by default
/// ([`TricksEstimated`](super::TricksEstimated)) the tricks taken plus every trick not yet
/// played credited by the rule of [`estimate_tricks`](super::estimate_tricks) (the trick in
/// progress to its likely winner, sure winners by suit, the rest by strength, spades counting
/// as trumps), so the scores sum to `TRICKS` at every cut-off and Lemma-1 pruning can fire;
/// [`TricksTaken`](super::TricksTaken) credits only the tricks already taken. Each component
/// is at least the tricks that seat has taken, so the heuristic bounds below hold for both.
#[multiplayer_game(
    players = 3,
    score = u8,
    maxsum = TRICKS as u8,
    max_moves = 17,
    name = "Spades (3 players)"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spades<const TRICKS: usize = 17, V: TrickValuation = TricksEstimated> {
    table: Table<3>,
    /// Tricks taken by each seat: the score, and never lost (the monotonic heuristic's lower
    /// bounds; the upper ones are `TRICKS` minus the others' tricks).
    #[score]
    tricks: [u8; 3],
    broken: bool,
    options: MoveOptions,
    valuation: PhantomData<V>,
    /// What `V` reads of the hands at a cut-off, kept up to date by `play` when `V` reads it
    /// (else empty).
    top: TopCards,
    /// The Zobrist hash of the tricks taken and spades broken (the table hashes the rest).
    hash: u64,
}

impl<const TRICKS: usize, V: TrickValuation> Spades<TRICKS, V> {
    const VALID: () = assert!(
        TRICKS >= 1 && TRICKS <= 17,
        "3-player Spades has 17 tricks: search 1 to 17 of them"
    );

    /// The game on `deal` with North leading; grouping on, cards high to low; an error if
    /// `deal` is not a 3-player Spades deal (three hands of 17 cards, no 2♣).
    pub fn new(deal: Deal<3>) -> Result<Self, DealError> {
        Self::with_leader(deal, 0)
    }

    /// The game on `deal` with `leader` (0 = N, 1 = E, 2 = S) leading the first trick.
    pub fn with_leader(deal: Deal<3>, leader: usize) -> Result<Self, DealError> {
        let deal = Deal::for_variant(deal, &SPADES_3, leader)?;
        Ok(Self::start(deal, leader))
    }

    /// Every constructor ends here, so every one checks `TRICKS`.
    fn start(deal: Deal<3>, leader: usize) -> Self {
        let () = Self::VALID;
        let tricks = [0; 3];
        let table = Table::new(deal.hands(), leader);
        Self {
            table,
            tricks,
            broken: false,
            options: MoveOptions::default(),
            valuation: PhantomData,
            top: top_cards::<V, 3>(&table, Some(Suit::Spades)),
            hash: zobrist::all_taken(tricks),
        }
    }

    /// The game on a deal in PBN (three hands of 17 cards, no 2♣), North leading.
    pub fn from_pbn(text: &str) -> Result<Self, DealError> {
        Deal::parse(text, &SPADES_3).map(|deal| Self::start(deal, 0))
    }

    /// The game on a deal shuffled from `seed`, North leading.
    pub fn random(seed: u64) -> Self {
        Self::start(Deal::random(&SPADES_3, seed), 0)
    }

    /// Tricks taken so far, by seat.
    pub fn tricks_taken(&self) -> [u8; 3] {
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

    /// The position's hash computed from its fields, the reference for the incremental one.
    #[cfg(test)]
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        self.table.hash_from_scratch()
            ^ zobrist::all_taken(self.tricks)
            ^ zobrist::broken(self.broken)
    }
}

/// The legal cards of the player to move at `table`, spades broken or not (every card, before
/// grouping): follow suit; no spade led before spades are broken unless the hand holds only
/// spades.
pub(crate) fn legal_cards<const N: usize>(table: &Table<N>, broken: bool) -> CardSet {
    let hand = table.hand(table.to_move());
    if table.trick().is_empty() && !broken {
        let others = hand - CardSet::suit(Suit::Spades);
        if !others.is_empty() {
            return others;
        }
    }
    table.follow_suit()
}

/// The [`TopCards`] of `table`'s hands if `V` reads them, else the empty summary.
pub(crate) fn top_cards<V: TrickValuation, const N: usize>(
    table: &Table<N>,
    trump: Option<Suit>,
) -> TopCards {
    if V::TOP_CARDS {
        TopCards::of(table.hands(), trump)
    } else {
        TopCards::default()
    }
}

/// Plays `card` at `table` with spades as trumps: the first spade breaks spades, a completed
/// trick is credited to its winner, and `hash` (the Zobrist keys of `tricks` and `broken`)
/// follows.
#[inline]
pub(crate) fn play_card<const N: usize>(
    table: &mut Table<N>,
    tricks: &mut [u8; N],
    broken: &mut bool,
    hash: &mut u64,
    card: Card,
) {
    if card.suit() == Suit::Spades {
        // The key goes in only the first time.
        *hash ^= zobrist::broken(!*broken);
        *broken = true;
    }
    if let Some(done) = table.play(card, Some(Suit::Spades)) {
        let taken = tricks[done.winner];
        *hash ^= zobrist::taken(done.winner, taken) ^ zobrist::taken(done.winner, taken + 1);
        tricks[done.winner] = taken + 1;
    }
}

#[multiplayer_game::rules]
impl<const TRICKS: usize, V: TrickValuation> Spades<TRICKS, V> {
    /// The table knows who plays next.
    pub fn to_move(&self) -> usize {
        self.table.to_move()
    }

    /// The legal cards, one per group of equivalent cards with grouping on, in the order of
    /// the move options, written straight to the move list (a hand holds at most 17 cards).
    #[moves]
    pub fn cards(&self, moves: &mut impl MoveBuffer<Move = Card>) {
        self.options
            .generate(self.legal_cards(), self.table.live(), CardSet::EMPTY, moves);
    }

    /// Plays a legal card; a spade breaks spades, a full trick goes to its winner.
    // Always inlined: a search plays a card at every node, and keeping the top cards makes
    // this too large for the compiler to inline by itself (a call costs 20 instructions).
    #[inline(always)]
    pub fn play(&mut self, card: Card) {
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

    /// The tricks taken, once `TRICKS` tricks are played.
    pub fn outcome(&self) -> Option<[u8; 3]> {
        (self.table.completed_tricks() >= TRICKS).then_some(self.tricks)
    }

    /// At a cut-off, the tricks `V` credits (spades are trumps).
    #[inline(always)]
    pub fn evaluate(&self) -> [u8; 3] {
        V::credit(
            &self.table,
            &self.top,
            self.tricks,
            TRICKS,
            Some(Suit::Spades),
        )
    }
}

/// The hands, the trick in progress, the seat to move, the tricks completed and taken, and
/// whether spades are broken; not the valuation `V` nor the move options, settings of a
/// search.
impl<const TRICKS: usize, V: TrickValuation> PositionHash<3> for Spades<TRICKS, V> {
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

impl<const TRICKS: usize, V: TrickValuation> CardGame<3> for Spades<TRICKS, V> {
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

    use crate::cards::set_of as set;

    #[test]
    fn deals_of_other_variants_are_errors() {
        // A 3-player Hearts deal holds the 2♣, which 3-player Spades removes.
        let hearts = Deal::random(&crate::cards::HEARTS_3, 4);
        assert!(matches!(
            Spades::<17>::new(hearts),
            Err(DealError::NotInDeck { card, .. }) if card == Card::TWO_OF_CLUBS
        ));
        let deal = Deal::random(&SPADES_3, 4);
        assert_eq!(Spades::<17>::new(deal), Ok(Spades::<17>::random(4)));
        assert!(Spades::<17>::with_leader(deal, 2).is_ok());
        assert!(Spades::<17>::with_leader(deal, 7).is_err());
    }

    #[test]
    fn spades_are_not_led_until_broken_and_then_trump() {
        // N: ten spades, four hearts, two diamonds, one club; E: three spades, nine hearts,
        // the A♦ and four clubs; S: ten diamonds and seven clubs. No 2♣.
        let deal = "N:AKQJT98765.AKQJ.32.3 432.T98765432.A.AKQ4 ..KQJT987654.JT98765";
        let mut game = Spades::<17>::from_pbn(deal).unwrap();
        assert_eq!(game.legal_cards(), set("HA HK HQ HJ D3 D2 C3"));
        for card in ["D2", "DA", "DK"] {
            game.play(card.parse().unwrap());
        }
        // E won with the A♦ and leads; spades are unbroken, so not a spade.
        assert_eq!(game.to_move(), 1);
        assert!(!game.spades_broken());
        assert!(game.legal_cards().iter().all(|c| c.suit() != Suit::Spades));
        // E leads the 4♣, S wins with the J♣, N follows with its 3♣.
        for card in ["C4", "CJ", "C3"] {
            game.play(card.parse().unwrap());
        }
        assert_eq!(game.tricks_taken(), [0, 1, 1]);
        // S leads a diamond, N has the 3♦, E is void in diamonds and trumps with a spade.
        for card in ["DQ", "D3", "S2"] {
            game.play(card.parse().unwrap());
        }
        assert!(game.spades_broken());
        assert_eq!(game.tricks_taken(), [0, 2, 1]);
    }
}
