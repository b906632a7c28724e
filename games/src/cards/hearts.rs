//! Hearts for 4 players, and the 3-player variant without the 2♦, searched in maximisation
//! form.

use std::fmt::Debug;
use std::hash::Hash;
use std::marker::PhantomData;

use maxn::{MonotonicHeuristic, MoveBuffer, PositionHash, multiplayer_game};

use super::card::{Card, Suit};
use super::deal::{Deal, Variant};
use super::deal_error::DealError;
use super::estimate::{HeldCharge, likely_takers_with};
use super::game::CardGame;
use super::grouping::MoveOptions;
pub use super::points::points_in;
use super::set::CardSet;
use super::table::Table;
use super::zobrist;

/// The most points one player can take: every heart and the Q♠.
pub const ALL_POINTS: u8 = 26;

/// What a Hearts position is worth at a depth cut-off, in Hearts points (minimisation form),
/// and the least sum of points that implies.
pub trait Valuation: Copy + Debug + Default + Eq + Hash + 'static {
    /// The least sum of the points of any evaluated position.
    const MINSUM: u8;

    /// Whether [`charge`](Self::charge) reads the [`HeldCharge`] of the hands: a game keeps it
    /// up to date as cards are played only when it does (otherwise it passes the empty one,
    /// and spends nothing on it).
    const HELD_CHARGE: bool = false;

    /// The points each seat is charged at a cut-off of `table`, where `taken` are the points
    /// already taken and `held` the [`HeldCharge`] of the table's hands (if
    /// [`HELD_CHARGE`](Self::HELD_CHARGE)).
    fn charge<const N: usize>(table: &Table<N>, held: &HeldCharge<N>, taken: [u8; N]) -> [u8; N];

    /// Whether finished hands (and cut-offs) are scored with the moon ([`shoot_the_moon`]):
    /// `false` for the paper's valuations, whose searches ignore it; `true` for [`Moon`].
    const MOON: bool = false;
}

/// `V` scored with the moon: a seat charged all 26 points, at the end of the hand or by `V`
/// at a cut-off, scores 0 and every other seat 26 ([`shoot_the_moon`]).
///
/// The points then no longer always sum to 26: they sum to 26 or, after a moon, to
/// `(n - 1) * 26`. The least sum is still `V::MINSUM`, so the bounds the searchers are given
/// (`maxsum' = n * 26 - minsum`) still hold and Lemma-1 pruning stays exact; it fires a little
/// less, since a moon leaves the others' share short of `maxsum'`. The monotonic heuristic
/// widens to `[0, 26]` for the seats a moon could still change (see [`Hearts`]).
///
/// A searcher that ignores the moon counts every point it gives away as gain, so it will
/// happily give all 26 to one opponent, who then shoots the moon; with `Moon` it sees the
/// cost, and sees its own chance to shoot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Moon<V>(PhantomData<V>);

impl<V: Valuation> Valuation for Moon<V> {
    const MINSUM: u8 = V::MINSUM;
    const MOON: bool = true;
    const HELD_CHARGE: bool = V::HELD_CHARGE;

    #[inline]
    fn charge<const N: usize>(table: &Table<N>, held: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        shoot_the_moon(V::charge(table, held, taken))
    }
}

/// A cut-off position is worth the points already taken (see [`Hearts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TakenPoints;

impl Valuation for TakenPoints {
    const MINSUM: u8 = 0;

    #[inline]
    fn charge<const N: usize>(_: &Table<N>, _: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        taken
    }
}

/// A cut-off position charges every point card to its holder, or to the player winning the
/// trick it lies in, on top of the points already taken, so the points always sum to 26
/// (see [`Hearts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TakenAndHeld;

impl Valuation for TakenAndHeld {
    const MINSUM: u8 = ALL_POINTS;

    #[inline]
    fn charge<const N: usize>(table: &Table<N>, _: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        taken_and_held(table, taken)
    }
}

/// A cut-off position charges every point card still out to the seat likely to take it, on
/// top of the points already taken, so the points always sum to 26: point cards in the trick
/// in progress to the seat winning it, a point card in a hand to the other seat holding the
/// lowest higher card of its suit, or to its holder when nobody else holds a higher one
/// ([`likely_takers`](super::likely_takers) states the rule; see [`Hearts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LikelyTaker;

impl Valuation for LikelyTaker {
    const MINSUM: u8 = ALL_POINTS;
    const HELD_CHARGE: bool = true;

    #[inline]
    fn charge<const N: usize>(table: &Table<N>, held: &HeldCharge<N>, taken: [u8; N]) -> [u8; N] {
        likely_takers_with(table, held, taken)
    }
}

/// Hearts for `N` = 3 or 4 players, valued at cut-offs by `V`, hearts broken by what `B`
/// says.
///
/// # Rules
///
/// The holder of the 2♣ leads it to the first trick; players must follow suit; no heart and
/// not the Q♠ may be played to the first trick unless the hand holds nothing else; hearts may
/// not be led until broken unless the leader holds only hearts. By default ([`QueenBreaks`],
/// the paper's variant) a heart or the Q♠ played breaks hearts; under [`HeartsOnly`] (the rule
/// of the full game, [`HeartsPlay`](super::full::HeartsPlay)) only a heart does. Each heart
/// taken costs 1 point and the Q♠ 13 (26 in all). Play passes N, E, S, W, each next player to
/// the left. Shooting the moon ([`shoot_the_moon`]) is scored only under the valuation
/// [`Moon`] (the full game's searches); the paper's valuations ignore it.
///
/// # Maximisation form
///
/// Hearts players minimise points. Sturtevant & Korf (2000, Table 1) map such a game to
/// maximisation form with `s' = maxp - s` (here `maxp = 26`, the most one player can take), so
/// every searcher sees a maximisation game, with `maxp' = 26` and
/// `maxsum' = n * 26 - minsum`, where `minsum` is the least sum of points any evaluated
/// position can have. That least sum depends on what is evaluated at a depth cut-off, so it is
/// a type parameter, [`Valuation`]:
///
/// - [`LikelyTaker`] (the default): the points already taken, plus every point card still out
///   charged to the seat likely to take it: a card in the trick in progress to the seat
///   winning it; a card in a hand to the other seat holding the lowest higher card of its
///   suit (it can be dropped under that card), or to its holder if no other seat holds a
///   higher one (the Q♠ to the holder of the K♠ or A♠ when another seat holds one). The
///   points always sum to 26, so `maxsum' = (n - 1) * 26`, and the evaluation sees who is in
///   danger of taking the queen.
/// - [`TakenPoints`]: a cut-off position is worth the points already taken.
///   Before any point is taken the points sum to 0, so `maxsum' = n * 26` (78 for 3 players,
///   104 for 4). A declared 52 would be false at every cut-off where fewer than 26 points have
///   been taken, and pruning that trusts it would be wrong.
/// - [`TakenAndHeld`]: the points already taken, plus every point card still in a hand charged
///   to its holder and every point card in the trick in progress charged to the player winning
///   it. The points then always sum to 26, so `maxsum' = (n - 1) * 26`, 52 for 3 players as in
///   Sturtevant & Korf.
///
/// Lemma-1 pruning (shallow, speculative) can fire at a cut-off only with a constant-sum
/// valuation ([`LikelyTaker`], [`TakenAndHeld`]); [`TakenPoints`] credits the points still out
/// to nobody, so every player looks perfect at the horizon.
///
/// Both agree on finished games. [`hearts_points`] turns a value back into Hearts points.
///
/// # Example
///
/// ```
/// use maxn::{Limits, MaxN, Searcher};
/// use maxn_games::cards::{Hearts, hearts_points};
///
/// let game = Hearts::<4>::random(1);
/// let result = MaxN.search(&game, Limits::depth(8));
/// // Maximisation form: 26 minus the points charged after two tricks (those taken, and
/// // those still out charged to their likely takers), which always sum to 26.
/// let points = hearts_points(result.value);
/// assert_eq!(points.iter().sum::<u8>(), 26);
/// ```
///
/// # Declaration
///
/// Declared with `#[multiplayer_game(objective = min, maxp = 26, minsum = V::MINSUM)]`: the
/// rules are written in Hearts points and the DSL maps them to the maximisation form above.
/// The monotonic heuristic is written by hand (both bounds from the points taken and still
/// out), stronger than the one a `#[score]` field would give.
#[multiplayer_game(
    players = N,
    score = u8,
    objective = min,
    maxp = ALL_POINTS,
    minsum = V::MINSUM,
    max_moves = 17,
    name = Self::VARIANT.name
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hearts<const N: usize, V: Valuation = LikelyTaker, B: Breaking = QueenBreaks> {
    table: Table<N>,
    /// Hearts points taken by each seat: never lost.
    points: [u8; N],
    broken: bool,
    options: MoveOptions,
    valuation: PhantomData<(V, B)>,
    /// What `V` reads of the hands at a cut-off, kept up to date by `play` when `V` reads it
    /// (else empty).
    held: HeldCharge<N>,
    /// The Zobrist hash of the points taken and hearts broken (the table hashes the rest).
    hash: u64,
}

/// Which cards break hearts (allow hearts to be led): a rule of the game, chosen by type so
/// that the search kernels fold it away.
pub trait Breaking: Copy + Debug + Default + Eq + Hash + 'static {
    /// The cards whose play breaks hearts.
    const BREAKERS: CardSet;
}

/// A heart or the Q♠ breaks hearts: the variant of the paper's experiments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct QueenBreaks;

impl Breaking for QueenBreaks {
    const BREAKERS: CardSet = POINT_CARDS;
}

/// Only a heart breaks hearts (the Q♠ is a spade like any other for leading): the rule of
/// the full game as most people play it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HeartsOnly;

impl Breaking for HeartsOnly {
    const BREAKERS: CardSet = CardSet::suit(Suit::Hearts);
}

/// Converts a value in maximisation form back into Hearts points: `26 - s'` per player (the
/// same as `Hearts::OBJECTIVE.own_scores(value)`).
pub fn hearts_points<const N: usize>(value: [u8; N]) -> [u8; N] {
    value.map(|score| ALL_POINTS.saturating_sub(score))
}

/// The optional moon rule, applied to finished Hearts points: a player who took all 26
/// points scores 0 and every other player 26. Other results are returned unchanged.
pub fn shoot_the_moon<const N: usize>(points: [u8; N]) -> [u8; N] {
    match points.iter().position(|&p| p == ALL_POINTS) {
        Some(shooter) => std::array::from_fn(|seat| if seat == shooter { 0 } else { ALL_POINTS }),
        None => points,
    }
}

impl<const N: usize, V: Valuation, B: Breaking> Hearts<N, V, B> {
    const VALID: () = assert!(N == 3 || N == 4, "Hearts is played by 3 or 4 players");

    /// The deck and hand size: the full deck and 13 cards for 4 players; without the 2♦ and
    /// 17 cards for 3.
    pub const VARIANT: Variant<N> = if N == 3 {
        Variant {
            name: "Hearts (3 players)",
            deck: CardSet::DECK.without(Card::TWO_OF_DIAMONDS),
            hand_size: 17,
        }
    } else {
        Variant {
            name: "Hearts (4 players)",
            deck: CardSet::DECK,
            hand_size: 13,
        }
    };

    /// The game on `deal`: the holder of the 2♣ leads; grouping on, cards high to low. An
    /// error if `deal` is not a deal of this variant (for 3 players: no 2♦, 17 cards each).
    pub fn new(deal: Deal<N>) -> Result<Self, DealError> {
        Deal::new(deal.hands(), &Self::VARIANT).map(Self::start)
    }

    fn start(deal: Deal<N>) -> Self {
        // Every variant deals its whole deck, so someone holds the 2♣.
        let leader = deal.holder(Card::TWO_OF_CLUBS).unwrap_or(0);
        Self::from_table(Table::new(deal.hands(), leader), [0; N])
    }

    /// The game at `table`, with `points` taken so far; hearts are broken if a card of
    /// `B::BREAKERS` has left the hands. The caller has checked that the position is one of
    /// this variant.
    pub(crate) fn from_table(table: Table<N>, points: [u8; N]) -> Self {
        let () = Self::VALID;
        let held = table
            .hands()
            .iter()
            .fold(CardSet::EMPTY, |all, &hand| all | hand);
        let broken = !(B::BREAKERS & (Self::VARIANT.deck - held)).is_empty();
        Self {
            table,
            points,
            broken,
            options: MoveOptions::default(),
            valuation: PhantomData,
            held: if V::HELD_CHARGE {
                HeldCharge::of(table.hands())
            } else {
                HeldCharge::default()
            },
            hash: zobrist::all_taken(points) ^ zobrist::broken(broken),
        }
    }

    /// The game on a deal in PBN.
    pub fn from_pbn(text: &str) -> Result<Self, DealError> {
        Deal::parse(text, &Self::VARIANT).map(Self::start)
    }

    /// The game on a deal shuffled from `seed`.
    pub fn random(seed: u64) -> Self {
        Self::start(Deal::random(&Self::VARIANT, seed))
    }

    /// Hearts points taken so far, by seat.
    pub fn points_taken(&self) -> [u8; N] {
        self.points
    }

    /// The points already taken, in the maximisation form the searchers see
    /// ([`ALL_POINTS`] minus each seat's): a cut-off's value that charges no point still out
    /// to anyone, as one seat's own evaluation under per-seat rules.
    pub fn taken_points_value(&self) -> [u8; N] {
        self.points.map(|taken| ALL_POINTS.saturating_sub(taken))
    }

    /// Whether hearts have been broken.
    pub fn hearts_broken(&self) -> bool {
        self.broken
    }

    /// Who could still take all 26 points: every seat before any point is taken, the one
    /// seat that has taken points while it is the only one, else nobody.
    fn may_shoot(&self) -> MayShoot {
        let mut takers = (0..N).filter(|&seat| self.points[seat] > 0);
        match (takers.next(), takers.next()) {
            (None, _) => MayShoot::Anyone,
            (Some(seat), None) => MayShoot::Only(seat),
            (Some(_), Some(_)) => MayShoot::Nobody,
        }
    }

    /// The legal cards of the player to move (every card, before grouping).
    pub fn legal_cards(&self) -> CardSet {
        legal_cards(&self.table, self.broken)
    }

    /// The position's hash computed from its fields, the reference for the incremental one.
    #[cfg(test)]
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        self.table.hash_from_scratch()
            ^ zobrist::all_taken(self.points)
            ^ zobrist::broken(self.broken)
    }
}

/// The legal cards of the player to move at `table`, hearts broken or not (every card, before
/// grouping): the rules of the [`Hearts`] docs.
pub(crate) fn legal_cards<const N: usize>(table: &Table<N>, broken: bool) -> CardSet {
    let hand = table.hand(table.to_move());
    let first_trick = table.completed_tricks() == 0;
    match table.trick().lead_suit() {
        None if first_trick => hand & CardSet::single(Card::TWO_OF_CLUBS),
        None if broken => hand,
        None => nonempty_or(hand - CardSet::suit(Suit::Hearts), hand),
        Some(suit) if !hand.of_suit(suit).is_empty() => hand.of_suit(suit),
        Some(_) if first_trick => nonempty_or(hand - POINT_CARDS, hand),
        Some(_) => hand,
    }
}

/// The points each seat is charged under [`TakenAndHeld`]: `taken`, plus the point cards in
/// its hand, plus those of the trick in progress for the seat winning it.
pub(crate) fn taken_and_held<const N: usize>(table: &Table<N>, taken: [u8; N]) -> [u8; N] {
    let mut charged = taken;
    for (seat, points) in charged.iter_mut().enumerate() {
        *points += points_in(table.hand(seat));
    }
    if let Some(winner) = table.trick().winner() {
        charged[winner] += points_in(table.trick().cards());
    }
    charged
}

/// The Q♠ scores 13 and its neighbours nothing: it is never equivalent to them.
pub(crate) const DISTINCT: CardSet = CardSet::single(Card::QUEEN_OF_SPADES);
/// The hearts and the Q♠.
pub(crate) const POINT_CARDS: CardSet = CardSet::suit(Suit::Hearts).with(Card::QUEEN_OF_SPADES);

/// Who could still shoot the moon ([`Hearts::may_shoot`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MayShoot {
    /// No point taken yet: any seat.
    Anyone,
    /// Only this seat has taken points.
    Only(usize),
    /// Two seats have taken points.
    Nobody,
}

/// `preferred` unless it is empty, then `fallback`.
#[inline]
fn nonempty_or(preferred: CardSet, fallback: CardSet) -> CardSet {
    if preferred.is_empty() {
        fallback
    } else {
        preferred
    }
}

#[multiplayer_game::rules]
impl<const N: usize, V: Valuation, B: Breaking> Hearts<N, V, B> {
    /// The table knows who plays next.
    fn to_move(&self) -> usize {
        self.table.to_move()
    }

    /// The legal cards, one per group of equivalent cards with grouping on (the Q♠ apart), in
    /// the order of the move options, written straight to the move list (a hand holds at
    /// most 17 cards, with 3 players).
    #[moves]
    fn cards(&self, moves: &mut impl MoveBuffer<Move = Card>) {
        self.options
            .generate(self.legal_cards(), self.table.live(), DISTINCT, moves);
    }

    fn play(&mut self, card: Card) {
        if B::BREAKERS.contains(card) {
            // The key goes in only the first time.
            self.hash ^= zobrist::broken(!self.broken);
            self.broken = true;
        }
        if let Some(done) = self.table.play(card, None) {
            let before = self.points[done.winner];
            let after = before + points_in(done.cards);
            self.hash ^= zobrist::taken(done.winner, before) ^ zobrist::taken(done.winner, after);
            self.points[done.winner] = after;
        }
        if V::HELD_CHARGE {
            self.held.played(self.table.hands(), card);
        }
    }

    /// The points taken, once every card is played, after the moon if `V` scores it (in
    /// Hearts points; the searchers see `26 - points`).
    fn outcome(&self) -> Option<[u8; N]> {
        (self.table.cards_in_hands() == 0).then(|| {
            if V::MOON {
                shoot_the_moon(self.points)
            } else {
                self.points
            }
        })
    }

    /// The points `V` charges at a cut-off.
    fn evaluate(&self) -> [u8; N] {
        V::charge(&self.table, &self.held, self.points)
    }
}

/// The hands, the trick in progress, the seat to move, the tricks completed, the points taken
/// and whether hearts are broken; not the valuation `V` nor the move options, settings of a
/// search.
impl<const N: usize, V: Valuation, B: Breaking> PositionHash<N> for Hearts<N, V, B> {
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

/// In maximisation form, points taken are an *upper* bound: a player can end with no fewer
/// points than it has, so with no more than `26 - taken`. The lower bound assumes the player
/// also takes every point still out (`26 - taken - remaining`). Both hold for the final
/// result and for every valuation at any cut-off below.
///
/// Under the moon ([`Moon`]) a seat that has taken every point so far may still shoot and
/// score 0 (upper bound 26), and every other seat may then score 26 (lower bound 0); once two
/// seats have taken points nobody can shoot and the bounds are as above.
impl<const N: usize, V: Valuation, B: Breaking> MonotonicHeuristic<N> for Hearts<N, V, B> {
    #[inline]
    fn lower_bounds(&self) -> [u8; N] {
        let remaining = ALL_POINTS - self.points.iter().sum::<u8>();
        let lower = self.points.map(|p| ALL_POINTS - p - remaining);
        if !V::MOON {
            return lower;
        }
        match self.may_shoot() {
            MayShoot::Anyone => [0; N],
            // Every seat but the one that may shoot may score 26.
            MayShoot::Only(shooter) => {
                std::array::from_fn(|seat| if seat == shooter { lower[seat] } else { 0 })
            }
            MayShoot::Nobody => lower,
        }
    }

    #[inline]
    fn upper_bounds(&self) -> [u8; N] {
        let mut upper = self.points.map(|p| ALL_POINTS - p);
        if V::MOON {
            match self.may_shoot() {
                MayShoot::Anyone => upper = [ALL_POINTS; N],
                MayShoot::Only(shooter) => upper[shooter] = ALL_POINTS,
                MayShoot::Nobody => {}
            }
        }
        upper
    }
}

impl<const N: usize, V: Valuation, B: Breaking> CardGame<N> for Hearts<N, V, B> {
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
    use maxn::{Bounds, Game, MoveList, Searcher};

    fn cards(game: &impl Game<4, Move = Card, Moves = MoveList<Card, 17>>) -> Vec<String> {
        let mut moves = MoveList::default();
        game.generate_moves(&mut moves);
        moves.as_slice().iter().map(|c| c.to_string()).collect()
    }

    use crate::cards::set_of as set;

    /// N: all spades; E: all hearts; S: all diamonds; W: all clubs (so W holds the 2♣).
    const SUITED: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

    #[test]
    fn the_two_of_clubs_leads_and_voids_may_not_dump_points_on_the_first_trick() {
        let mut game = Hearts::<4>::from_pbn(SUITED).unwrap();
        assert_eq!(game.to_move(), 3);
        assert_eq!(game.legal_cards(), set("C2"));
        game.play("C2".parse().unwrap());
        // N is void in clubs and holds the Q♠: anything but the queen.
        assert_eq!(game.to_move(), 0);
        assert_eq!(
            game.legal_cards(),
            CardSet::suit(Suit::Spades).without(Card::QUEEN_OF_SPADES)
        );
        let no_grouping = game.with_grouping(false);
        assert_eq!(cards(&no_grouping).len(), 12);
        // With grouping: the queen splits the spades into A-K and J..2.
        assert_eq!(cards(&game), ["SA", "SJ"]);
        game.play("SA".parse().unwrap());
        // E holds nothing but hearts: it may play one.
        assert_eq!(game.legal_cards(), CardSet::suit(Suit::Hearts));
        game.play("H2".parse().unwrap());
        assert!(game.hearts_broken());
        game.play("D2".parse().unwrap());
        // W's 2♣ wins its own trick, which holds the 2♥.
        assert_eq!(game.points_taken(), [0, 0, 0, 1]);
        assert_eq!(game.to_move(), 3);
        // Likely takers: N holds the Q♠ and the K♠ above it (13 points), E every heart left
        // (12), W took one.
        assert_eq!(game.evaluate(), [13, 12, 0, 1]);
        assert_eq!(Game::evaluate(&game), [13, 14, 26, 25]);
    }

    fn play_all<const N: usize>(game: &mut Hearts<N>, cards: &[&str]) {
        for card in cards {
            game.play(card.parse().unwrap());
        }
    }

    #[test]
    fn hearts_are_not_led_until_broken_unless_only_hearts_remain() {
        // N leads the 2♣; W wins the trick with the A♣ and holds the 2♠, the 2♥ and clubs.
        let deal = "N:AKQJT9876543...2 .AKQJT9876543..3 ..AKQJT98765432. 2.2..AKQJT987654";
        let mut game = Hearts::<4>::from_pbn(deal).unwrap();
        assert_eq!(game.to_move(), 0);
        play_all(&mut game, &["C2", "C3", "D2", "CA"]);
        assert_eq!(game.to_move(), 3);
        assert!(!game.hearts_broken());
        assert_eq!(game.legal_cards(), set("S2 CK CQ CJ CT C9 C8 C7 C6 C5 C4"));
        // Once a heart has been discarded, W may lead its heart.
        play_all(&mut game, &["CK", "S3", "H3", "D3"]);
        assert!(game.hearts_broken());
        assert_eq!(game.points_taken(), [0, 0, 0, 1]);
        assert!(game.legal_cards().contains("H2".parse().unwrap()));

        // E wins the first trick and holds nothing but hearts: it may lead one.
        let deal = "N:AKQJT9876543...2 .AKQJT9876543..A ..AKQJT98765432. 2.2..KQJT9876543";
        let mut game = Hearts::<4>::from_pbn(deal).unwrap();
        play_all(&mut game, &["C2", "CA", "D2", "C3"]);
        assert_eq!(game.to_move(), 1);
        assert!(!game.hearts_broken());
        assert_eq!(
            game.legal_cards(),
            CardSet::suit(Suit::Hearts).without("H2".parse().unwrap())
        );
    }

    #[test]
    fn the_queen_of_spades_breaks_hearts_and_costs_thirteen() {
        // S wins the first trick with the A♣, then leads the Q♠ (allowed: it is a spade).
        let deal = "N:AKJT98765432...2 .AKQJT9876543..3 Q..AKQJT987654.A .2.32.KQJT987654";
        let mut game = Hearts::<4>::from_pbn(deal).unwrap();
        play_all(&mut game, &["C2", "C3", "CA", "CK"]);
        assert_eq!(game.to_move(), 2);
        assert!(game.legal_cards().contains(Card::QUEEN_OF_SPADES));
        play_all(&mut game, &["SQ"]);
        assert!(game.hearts_broken());
        play_all(&mut game, &["H2", "SA", "HA"]);
        assert_eq!(game.points_taken(), [15, 0, 0, 0]);
        assert_eq!(
            <Hearts<4> as MonotonicHeuristic<4>>::upper_bounds(&game),
            [11, 26, 26, 26]
        );
        assert_eq!(
            <Hearts<4> as MonotonicHeuristic<4>>::lower_bounds(&game),
            [0, 15, 15, 15]
        );
    }

    #[test]
    fn bounds_and_points_in_maximisation_form() {
        assert_eq!(
            Hearts::<3, TakenPoints>::BOUNDS,
            Bounds {
                maxp: 26,
                maxsum: 78,
                delta: 1
            }
        );
        assert_eq!(Hearts::<3>::BOUNDS.maxsum, 52);
        assert_eq!(Hearts::<4>::BOUNDS.maxsum, 78);
        assert_eq!(<Hearts<3, TakenAndHeld> as Game<3>>::BOUNDS.maxsum, 52);
        assert_eq!(<Hearts<4, TakenAndHeld> as Game<4>>::BOUNDS.maxsum, 78);
        assert_eq!(Hearts::<4, TakenPoints>::BOUNDS.maxsum, 104);
        assert_eq!(hearts_points([26, 13, 0]), [0, 13, 26]);
        assert_eq!(
            <Hearts<3> as Game<3>>::OBJECTIVE.own_scores([26, 13, 0]),
            [0, 13, 26]
        );
        assert_eq!(shoot_the_moon([26, 0, 0, 0]), [0, 26, 26, 26]);
        assert_eq!(shoot_the_moon([20, 6, 0, 0]), [20, 6, 0, 0]);
        assert_eq!(points_in(set("SQ H2 HA S2")), 15);
    }

    /// The rules block speaks Hearts points and the searchers see their complement: at every
    /// position along a game, the block's own `evaluate` (a constant-sum valuation) charges all
    /// 26 points, `Game::evaluate` is `26 - points`, and a search's `own_value` reports its
    /// value back in Hearts points. (Moved here from the macro-declared 3-player copy of
    /// Hearts, now that `Hearts` itself is declared.)
    fn rules_and_searchers_agree_on_points<const N: usize, V: Valuation>(seed: u64) {
        let mut game = Hearts::<N, V>::random(seed);
        for ply in 0..20 {
            let points = game.evaluate();
            assert_eq!(points.iter().sum::<u8>(), 26, "ply {ply}");
            assert_eq!(hearts_points(Game::evaluate(&game)), points, "ply {ply}");
            let result = maxn::MaxN.search(&game, maxn::Limits::depth(3));
            let own = result.own_value::<Hearts<N, V>>();
            assert_eq!(own, hearts_points(result.value), "ply {ply}");
            assert_eq!(own.iter().sum::<u8>(), 26, "ply {ply}");
            let mut moves = MoveList::default();
            Game::generate_moves(&game, &mut moves);
            Game::play(&mut game, moves.as_slice()[moves.len() / 2]);
        }
    }

    #[test]
    fn the_rules_speak_hearts_points_and_the_searchers_see_their_complement() {
        rules_and_searchers_agree_on_points::<3, TakenAndHeld>(11);
        rules_and_searchers_agree_on_points::<4, TakenAndHeld>(11);
        rules_and_searchers_agree_on_points::<3, LikelyTaker>(5);
        rules_and_searchers_agree_on_points::<4, LikelyTaker>(5);
    }

    #[test]
    fn deals_of_other_variants_are_errors() {
        // A Sergeant Major deal sets 4 cards aside (perhaps the 2♣) and deals 16 each.
        let deal = Deal::random(&crate::cards::SERGEANT_MAJOR, 2);
        assert!(matches!(
            Hearts::<3>::new(deal),
            Err(DealError::NotInDeck { .. } | DealError::CardCount { .. })
        ));
        let deal = Deal::random(&Hearts::<3>::VARIANT, 2);
        assert_eq!(Hearts::<3>::new(deal), Ok(Hearts::<3>::random(2)));
    }

    #[test]
    fn the_three_player_deck_lacks_the_two_of_diamonds() {
        let game = Hearts::<3>::random(5);
        let hands = game.table().hands();
        let all = hands.iter().fold(CardSet::EMPTY, |a, &h| a | h);
        assert_eq!(all, CardSet::DECK.without(Card::TWO_OF_DIAMONDS));
        assert!(hands.iter().all(|h| h.len() == 17));
        assert!(
            game.table()
                .hand(game.to_move())
                .contains(Card::TWO_OF_CLUBS)
        );
    }
}
