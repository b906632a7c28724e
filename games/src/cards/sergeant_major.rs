//! Sergeant Major (8-5-3): three players, 16 cards each, score = tricks taken.

use std::marker::PhantomData;

use maxn::{MoveBuffer, PositionHash, multiplayer_game};

use super::card::{Card, Suit};
use super::deal::{Deal, SERGEANT_MAJOR};
use super::deal_error::DealError;
use super::estimate::{TopCards, TrickValuation, TricksEstimated};
use super::game::CardGame;
use super::grouping::MoveOptions;
use super::set::CardSet;
use super::spades::top_cards;
use super::table::Table;
use super::zobrist;

/// Sergeant Major searched for its first `TRICKS` tricks (all 16 by default), double-dummy.
///
/// Three players are dealt 16 cards each from a full deck (the other 4 are set aside, out of
/// play); players must follow suit; the winner of a trick leads the next; each player scores
/// the tricks it takes. Trumps are optional (no trump by default). The game ends after
/// `TRICKS` tricks, so the scores sum to exactly `TRICKS`: that is the declared `maxsum` (and
/// `maxp`), a constant of the type the compiler folds into the pruning kernels.
/// Sturtevant & Korf's experiment searches `SergeantMajor<5>`.
///
/// At a depth cut-off the evaluation is `V`'s ([`TrickValuation`]): by default
/// ([`TricksEstimated`](super::TricksEstimated)) the tricks taken plus every trick not yet
/// played credited by the rule of [`estimate_tricks`](super::estimate_tricks) (the trick in
/// progress to its likely winner, sure winners by suit, the rest by strength, with the trump
/// suit if any), so the scores sum to `TRICKS` at every cut-off;
/// [`TricksTaken`](super::TricksTaken) credits only the tricks already taken. Both keep every
/// component within `0..=TRICKS` and at least the tricks that seat has taken. Finished games,
/// and so the experiment of Sturtevant & Korf (searched to the end), score the same under both.
///
/// ```
/// use maxn::{Limits, MaxN, Searcher};
/// use maxn_games::cards::SergeantMajor;
///
/// let game = SergeantMajor::<2>::random(7);
/// let result = MaxN.search(&game, Limits::depth(6));
/// assert_eq!(result.value.iter().sum::<u8>(), 2);
/// ```
#[multiplayer_game(
    players = 3,
    score = u8,
    maxsum = TRICKS as u8,
    max_moves = 16,
    name = "Sergeant Major"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SergeantMajor<const TRICKS: usize = 16, V: TrickValuation = TricksEstimated> {
    table: Table<3>,
    /// Tricks taken by each seat: the score, and never lost (the monotonic heuristic's lower
    /// bounds; the upper ones are `TRICKS` minus the others' tricks).
    #[score]
    tricks: [u8; 3],
    trump: Option<Suit>,
    options: MoveOptions,
    valuation: PhantomData<V>,
    /// What `V` reads of the hands at a cut-off, kept up to date by `play` when `V` reads it
    /// (else empty).
    top: TopCards,
    /// The Zobrist hash of the tricks taken and the trump suit (the table hashes the rest).
    hash: u64,
}

impl<const TRICKS: usize, V: TrickValuation> SergeantMajor<TRICKS, V> {
    const VALID: () = assert!(
        TRICKS >= 1 && TRICKS <= 16,
        "Sergeant Major has 16 tricks: search 1 to 16 of them"
    );

    /// The game on `deal` with North leading, no trumps, grouping on, cards high to low; an
    /// error if `deal` is not a Sergeant Major deal (three hands of 16 cards).
    pub fn new(deal: Deal<3>) -> Result<Self, DealError> {
        Self::with_leader(deal, 0)
    }

    /// The game on `deal` with `leader` (0 = N, 1 = E, 2 = S) leading the first trick.
    pub fn with_leader(deal: Deal<3>, leader: usize) -> Result<Self, DealError> {
        let deal = Deal::for_variant(deal, &SERGEANT_MAJOR, leader)?;
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
            trump: None,
            options: MoveOptions::default(),
            valuation: PhantomData,
            top: top_cards::<V, 3>(&table, None),
            hash: zobrist::all_taken(tricks) ^ zobrist::trump(None),
        }
    }

    /// The game on a deal in PBN (three hands of 16 cards), North leading.
    pub fn from_pbn(text: &str) -> Result<Self, DealError> {
        Deal::parse(text, &SERGEANT_MAJOR).map(|deal| Self::start(deal, 0))
    }

    /// The game on a deal shuffled from `seed`, North leading.
    pub fn random(seed: u64) -> Self {
        Self::start(Deal::random(&SERGEANT_MAJOR, seed), 0)
    }

    /// The same game with `trump` as trumps (`None`: no trump).
    pub fn with_trump(self, trump: Option<Suit>) -> Self {
        let hash = self.hash ^ zobrist::trump(self.trump) ^ zobrist::trump(trump);
        Self {
            trump,
            hash,
            top: top_cards::<V, 3>(&self.table, trump),
            ..self
        }
    }

    /// The trump suit, if any.
    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    /// Tricks taken so far, by seat.
    pub fn tricks_taken(&self) -> [u8; 3] {
        self.tricks
    }

    /// The legal cards of the player to move (every card, before grouping).
    pub fn legal_cards(&self) -> CardSet {
        self.table.follow_suit()
    }

    /// The position's hash computed from its fields, the reference for the incremental one.
    #[cfg(test)]
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        self.table.hash_from_scratch()
            ^ zobrist::all_taken(self.tricks)
            ^ zobrist::trump(self.trump)
    }
}

#[multiplayer_game::rules]
impl<const TRICKS: usize, V: TrickValuation> SergeantMajor<TRICKS, V> {
    /// The table knows who plays next.
    pub fn to_move(&self) -> usize {
        self.table.to_move()
    }

    /// The legal cards, one per group of equivalent cards with grouping on, in the order of
    /// the move options, written straight to the move list (a hand holds at most 16 cards).
    #[moves]
    pub fn cards(&self, moves: &mut impl MoveBuffer<Move = Card>) {
        self.options
            .generate(self.legal_cards(), self.table.live(), CardSet::EMPTY, moves);
    }

    /// Plays a legal card; a full trick goes to its winner.
    // Always inlined, as `Spades::play` is: keeping the top cards makes it too large for the
    // compiler to inline by itself into a search that plays a card at every node.
    #[inline(always)]
    pub fn play(&mut self, card: Card) {
        let seat = self.table.to_move();
        if let Some(done) = self.table.play(card, self.trump) {
            let taken = self.tricks[done.winner];
            self.hash ^=
                zobrist::taken(done.winner, taken) ^ zobrist::taken(done.winner, taken + 1);
            self.tricks[done.winner] = taken + 1;
        }
        if V::TOP_CARDS {
            self.top.played(self.table.hands(), card, seat, self.trump);
        }
    }

    /// The tricks taken, once `TRICKS` tricks are played.
    pub fn outcome(&self) -> Option<[u8; 3]> {
        (self.table.completed_tricks() >= TRICKS).then_some(self.tricks)
    }

    /// At a cut-off, the tricks `V` credits (see the type's docs).
    pub fn evaluate(&self) -> [u8; 3] {
        V::credit(&self.table, &self.top, self.tricks, TRICKS, self.trump)
    }
}

/// The hands, the trick in progress, the seat to move, the tricks completed and taken, and
/// the trump suit; not the valuation `V` nor the move options, settings of a search.
impl<const TRICKS: usize, V: TrickValuation> PositionHash<3> for SergeantMajor<TRICKS, V> {
    /// One trick: the positions inside the last trick are the most numerous and the quickest
    /// to search again, and the transpositions are of whole tricks played in another order.
    /// Measured on `search sergeant-major --seed 5 --depth 12 --algorithm abbnb --tt-mb 64`:
    /// the least time of 1 to 6 plies (docs/results/speed.md, "Transposition table").
    const TABLE_MIN_DEPTH: u32 = 3;

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

impl<const TRICKS: usize, V: TrickValuation> CardGame<3> for SergeantMajor<TRICKS, V> {
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
    use crate::cards::TricksTaken;
    use maxn::{Game, Limits, MaxN, MoveBuffer, MoveList, Searcher};

    /// N: all 13 spades and the AKQ of hearts; E: the other hearts and the top 6 diamonds;
    /// S: the other diamonds and the top 9 clubs. The 5-4-3-2 of clubs are set aside.
    const DEAL: &str = "N:AKQJT98765432.AKQ.. .JT98765432.AKQJT9. ..8765432.AKQJT9876";

    #[test]
    fn north_takes_every_trick_it_leads_with_its_long_spades() {
        let game = SergeantMajor::<16, TricksTaken>::from_pbn(DEAL).unwrap();
        // N leads spades, nobody else holds one: N wins all 16 tricks whatever it leads.
        let result = MaxN.search(&game, Limits::depth(6));
        assert_eq!(result.value, [2, 0, 0]);
        // The default estimate credits every trick. At the start the top runs are N's 13
        // spades and A-K-Q of hearts (16), E's six top diamonds, S's nine top clubs: 31 sure
        // winners for 16 tricks, split in proportion, 16 * (16, 6, 9) / 31 = (8.3, 3.1, 4.6),
        // the unit left to S's largest remainder. (Crude here: N, never losing the lead,
        // takes all 16; the estimate does not follow who leads.)
        let estimated = SergeantMajor::<16>::from_pbn(DEAL).unwrap();
        assert_eq!(estimated.evaluate(), [8, 3, 5]);
        let value = MaxN.search(&estimated, Limits::depth(6)).value;
        assert_eq!(value.iter().sum::<u8>(), 16);
        let full = SergeantMajor::<3>::from_pbn(DEAL).unwrap();
        assert_eq!(MaxN.search(&full, Limits::depth(9)).value, [3, 0, 0]);
    }

    #[test]
    fn grouping_gives_one_move_per_run() {
        let game = SergeantMajor::<16>::from_pbn(DEAL).unwrap();
        let mut moves = MoveList::default();
        game.generate_moves(&mut moves);
        // N's spades are one run, its hearts another.
        let cards: Vec<String> = moves.as_slice().iter().map(|c| c.to_string()).collect();
        assert_eq!(cards, ["SA", "HA"]);
        let mut moves = MoveList::default();
        game.with_grouping(false).generate_moves(&mut moves);
        assert_eq!(moves.len(), 16);
    }

    #[test]
    fn deals_of_other_variants_and_bad_leaders_are_errors() {
        let hearts = Deal::random(&crate::cards::HEARTS_3, 1);
        assert!(matches!(
            SergeantMajor::<16>::new(hearts),
            Err(DealError::CardCount { found: 17, .. })
        ));
        let deal = Deal::random(&SERGEANT_MAJOR, 1);
        let error = SergeantMajor::<16>::with_leader(deal, 3).unwrap_err();
        assert_eq!(
            error,
            DealError::NoSuchLeader {
                leader: 3,
                players: 3
            }
        );
        assert_eq!(
            error.to_string(),
            "seat 3 cannot lead: a game of 3 players has seats 0 to 2"
        );
        assert_eq!(
            SergeantMajor::<16>::new(deal),
            Ok(SergeantMajor::<16>::random(1))
        );
    }

    #[test]
    fn trumps_change_who_wins() {
        // E leads a heart, S (void in hearts) discards a club, N wins with the ace; with
        // clubs as trumps S's club wins instead.
        let deal = Deal::parse(DEAL, &SERGEANT_MAJOR).unwrap();
        let game = SergeantMajor::<1>::with_leader(deal, 1).unwrap();
        let mut no_trump = game;
        let mut clubs = game.with_trump(Some(Suit::Clubs));
        for card in ["HJ", "C6", "HA"] {
            no_trump.play(card.parse().unwrap());
            clubs.play(card.parse().unwrap());
        }
        assert_eq!(no_trump.outcome(), Some([1, 0, 0]));
        assert_eq!(clubs.outcome(), Some([0, 0, 1]));
    }
}
