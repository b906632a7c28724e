//! The trick play of full Spades valued by the contract: each side's points for the hand
//! (contract made or set, nil made or broken, bags and the bag penalty), turned into a
//! constant-sum value so that the bound-based searchers stay exact.

use maxn::{Bounds, Game, MoveList, PositionHash};

use super::super::card::{Card, Suit};
use super::super::estimate::{TrickValuation, TricksEstimated};
use super::super::game::CardGame;
use super::super::grouping::MoveOptions;
use super::super::hidden::{HiddenRules, InfoSet, PublicFacts};
use super::super::set::CardSet;
use super::super::table::Table;
use super::bid::Bid;
use super::spades_hand::{side_of, sides};
use super::spades_play::SpadesPlay;
use super::spades_score::{add_bags, score_side};

/// What the seats of a Spades hand contracted to: every bid and the bags each side carries
/// into the hand (public facts: every seat knows them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contract<const N: usize> {
    bids: [Bid; N],
    /// Bags carried by each side (entries past the sides unused), each below 10.
    bags: [u8; N],
}

impl<const N: usize> Contract<N> {
    /// Seats `bids`; `bags[side]` bags carried by each side (kept modulo 10, as the rules
    /// carry them).
    pub fn new(bids: [Bid; N], bags: &[u32]) -> Self {
        let mut carried = [0; N];
        for (side, &b) in bags.iter().take(sides(N)).enumerate() {
            carried[side] = (b % super::spades_score::BAGS_LIMIT) as u8;
        }
        Self {
            bids,
            bags: carried,
        }
    }

    /// Every seat's bid.
    pub const fn bids(&self) -> [Bid; N] {
        self.bids
    }

    /// The points each side scores for the hand (indexed by side; entries past the sides are
    /// 0) when the seats take `tricks`: the hand's contract, nil and bag points
    /// ([`score_side`](super::score_side)) plus the penalty its new bags bring on top of
    /// those it carries ([`add_bags`](super::add_bags)).
    pub fn points(&self, tricks: [u8; N]) -> [i32; N] {
        let mut points = [0; N];
        for (side, total) in points.iter_mut().enumerate().take(sides(N)) {
            // A side has one or two members: no allocation on this path (every leaf).
            let (mut bids, mut taken, mut members) = ([Bid::NIL; 2], [0; 2], 0);
            for seat in (0..N).filter(|&seat| side_of(seat, N) == side) {
                bids[members] = self.bids[seat];
                taken[members] = tricks[seat];
                members += 1;
            }
            let score = score_side(&bids[..members], &taken[..members]);
            let (_, penalty) = add_bags(u32::from(self.bags[side]), score.bags);
            *total = score.points() + penalty;
        }
        points
    }

    /// The contract as the public facts of a seat's view
    /// ([`InfoSet::public_facts`](crate::cards::InfoSet::public_facts)): what a seat that
    /// built its view from the events it saw ([`view_from_events`](crate::cards::view_from_events))
    /// is told besides them.
    pub fn to_facts(self) -> PublicFacts {
        let mut bytes = [0; 8];
        for seat in 0..N {
            bytes[seat] = self.bids[seat].tricks();
            bytes[4 + seat] = self.bags[seat];
        }
        PublicFacts(bytes)
    }

    fn from_facts(facts: PublicFacts) -> Self {
        let max = SpadesPlay::<N>::TRICKS;
        Self {
            bids: std::array::from_fn(|seat| {
                Bid::new(seat, u32::from(facts.0[seat]), max).unwrap_or(Bid::NIL)
            }),
            bags: std::array::from_fn(|seat| facts.0[4 + seat]),
        }
    }
}

/// The trick play of one hand of full Spades (4 players in partnerships, or 3 cutthroat) as
/// a double-dummy [`Game`] whose value is the **contract**, not the tricks.
///
/// **What the searchers see.** Each side's points for the hand, `p`, are computed from the
/// tricks each seat takes exactly as the rules score them ([`Contract::points`]: made or set,
/// nil made or broken, bags and the bag penalty given the bags carried). Those points are not
/// constant-sum (both sides can be set), so the value of a seat is its side's points **minus
/// the other sides'**, offset to be non-negative: with `S` sides,
/// `K + (S - 1) p_own - sum of the other sides' p`. The values of all seats then sum to
/// `N x K` whatever happens (the `p` cancel), every value lies in `0..=2K`, and the
/// [`BOUNDS`](Game::BOUNDS) declared (`maxp = 2K`, `maxsum = N x K`, `K` from the widest
/// swing of points a hand allows) hold at every position: the bound-based searchers
/// (speculative, the paranoid and pruning max^n variants) are exact for this game. With 4
/// players the value is simply the partnership's lead over the other in points for the hand,
/// which is what a match to 500 between two sides rewards.
///
/// At a depth cut-off the tricks not yet played are credited by [`TricksEstimated`], except
/// that a nil bidder keeps only the tricks it has taken and its estimated share goes to its
/// partner (4 players): the search assumes a nil bidder that has not been caught can still
/// duck. The end of the hand is scored exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpadesContract<const N: usize> {
    play: SpadesPlay<N>,
    contract: Contract<N>,
}

impl<const N: usize> SpadesContract<N> {
    /// The widest points one side can score for a hand, above (`HIGH`) and below (`LOW`, as
    /// a positive number): every trick bid and made with every bag, every member's nil; or
    /// every trick bid and set, every nil broken and the most bag penalties new bags can
    /// bring (9 carried plus every trick).
    const HIGH: i32 = {
        let tricks = SpadesPlay::<N>::TRICKS as i32;
        11 * tricks + 100 * (N / sides(N)) as i32
    };
    const LOW: i32 = {
        let tricks = SpadesPlay::<N>::TRICKS as i32;
        10 * tricks + 100 * (N / sides(N)) as i32 + 100 * ((9 + tricks) / 10)
    };
    /// The offset that makes every value non-negative.
    const OFFSET: i32 = (sides(N) as i32 - 1) * (Self::HIGH + Self::LOW);

    /// The trick play `play` (any point of it) under `contract`.
    pub fn new(play: SpadesPlay<N>, contract: Contract<N>) -> Self {
        Self { play, contract }
    }

    /// The trick play.
    pub const fn trick_play(&self) -> &SpadesPlay<N> {
        &self.play
    }

    /// The contract.
    pub const fn contract(&self) -> &Contract<N> {
        &self.contract
    }

    /// The seats' values when they take `tricks` by the end of the hand.
    fn values(&self, tricks: [u8; N]) -> [u16; N] {
        let points = self.contract.points(tricks);
        let total: i32 = points.iter().sum();
        let s = sides(N) as i32;
        std::array::from_fn(|seat| {
            let own = points[side_of(seat, N)];
            let value = Self::OFFSET + s * own - total;
            debug_assert!((0..=2 * Self::OFFSET).contains(&value));
            value as u16
        })
    }
}

impl<const N: usize> Game<N> for SpadesContract<N> {
    type Score = u16;
    type Move = Card;
    type Moves = MoveList<Card, 17>;

    const NAME: &'static str = if N == 3 {
        "Spades (3 players, cutthroat, contract)"
    } else {
        "Spades (4 players, partnerships, contract)"
    };
    type Bounds = Bounds<u16>;
    const BOUNDS: Bounds<u16> = Bounds {
        maxp: (2 * Self::OFFSET) as u16,
        maxsum: (N as i32 * Self::OFFSET) as u16,
        delta: 1,
    };

    #[inline]
    fn to_move(&self) -> usize {
        self.play.to_move()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.play.generate_moves(moves);
    }

    #[inline]
    fn play(&mut self, card: Card) {
        self.play.play(card);
    }

    fn outcome(&self) -> Option<[u16; N]> {
        self.play
            .outcome()
            .map(|_| self.values(self.play.tricks_taken()))
    }

    fn evaluate(&self) -> [u16; N] {
        let taken = self.play.tricks_taken();
        let mut credit = TricksEstimated::credit(
            self.play.table(),
            self.play.top_cards(),
            taken,
            usize::from(SpadesPlay::<N>::TRICKS),
            Some(Suit::Spades),
        );
        if N == 4 {
            for seat in 0..N {
                let partner = SpadesPlay::<N>::partner(seat);
                if self.contract.bids[seat].is_nil() && !self.contract.bids[partner].is_nil() {
                    credit[partner] += credit[seat] - taken[seat];
                    credit[seat] = taken[seat];
                }
            }
        }
        self.values(credit)
    }
}

/// The trick play's hash and the contract's (fixed within a hand, hashed so that one memory
/// may serve several hands).
impl<const N: usize> PositionHash<N> for SpadesContract<N> {
    #[inline]
    fn position_hash(&self) -> u64 {
        let facts = u64::from_le_bytes(self.contract.to_facts().0);
        self.play.position_hash() ^ crate::rng::mix(facts)
    }

    #[inline(always)]
    fn table_point(&self) -> bool {
        self.play.table_point()
    }
}

impl<const N: usize> CardGame<N> for SpadesContract<N> {
    fn table(&self) -> &Table<N> {
        self.play.table()
    }

    fn move_options(&self) -> MoveOptions {
        self.play.move_options()
    }

    fn with_move_options(self, options: MoveOptions) -> Self {
        Self {
            play: self.play.with_move_options(options),
            ..self
        }
    }
}

/// As the trick play ([`SpadesPlay`]); the bids and bags carried are the public facts.
impl<const N: usize> HiddenRules<N> for SpadesContract<N> {
    const DECK: CardSet = SpadesPlay::<N>::DECK;
    const TRUMP: Option<Suit> = Some(Suit::Spades);

    fn revealed_absent(&self, card: Card) -> CardSet {
        self.play.revealed_absent(card)
    }

    fn revealed_in_view(info: &InfoSet<N>, card: Card) -> CardSet {
        SpadesPlay::<N>::revealed_in_view(info, card)
    }

    /// Every seat bid nil until [`with_public_facts`](Self::with_public_facts) says otherwise.
    fn at_trick_start(hands: [CardSet; N], leader: usize) -> Self {
        Self::new(
            SpadesPlay::at_trick_start(hands, leader),
            Contract::new([Bid::NIL; N], &[]),
        )
    }

    fn public_facts(&self) -> PublicFacts {
        self.contract.to_facts()
    }

    fn with_public_facts(self, facts: PublicFacts) -> Self {
        Self {
            contract: Contract::from_facts(facts),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deal;

    fn bids<const N: usize>(tricks: [u8; N]) -> [Bid; N] {
        std::array::from_fn(|seat| Bid::new(seat, u32::from(tricks[seat]), 17).unwrap())
    }

    #[test]
    fn points_counted_by_hand() {
        // N nil, E 3, S 4, W 5.
        let contract = Contract::<4>::new(bids([0, 3, 4, 5]), &[0, 0]);
        // N-S: nil made +100, 4 bid and 5 taken: +40 and a bag. E-W: 8 bid, 8 taken: +80.
        assert_eq!(contract.points([0, 3, 5, 5])[..2], [141, 80]);
        // N takes a trick: nil broken -100 and a bag; S makes 4: +40. E-W set (7 of 8): -80.
        assert_eq!(contract.points([1, 3, 4, 5])[..2], [-59, 80]);
        assert_eq!(contract.points([1, 2, 5, 5])[..2], [-59 + 1, -80]);
        // N-S carry 9 bags: the new bag reaches 10, -100.
        let carrying = Contract::<4>::new(bids([0, 3, 4, 5]), &[19, 3]);
        assert_eq!(carrying.points([1, 3, 4, 5])[..2], [-159, 80]);
        // Three players, each a side: 4 bid, 6 taken: 42; nil made: 100; 5 bid, 11 taken: 56.
        let three = Contract::<3>::new(bids([4, 0, 5]), &[0, 0, 0]);
        assert_eq!(three.points([6, 0, 11]), [42, 100, 56]);
    }

    #[test]
    fn values_are_the_lead_in_points_offset_and_sum_to_a_constant() {
        let game = SpadesContract::<4>::at_trick_start(
            Deal::random(&SpadesPlay::<4>::VARIANT, 5).hands(),
            1,
        );
        let game = game.with_public_facts(Contract::new(bids([0, 3, 4, 5]), &[0, 0]).to_facts());
        let offset = SpadesContract::<4>::OFFSET;
        assert_eq!(offset, 873);
        let lead = (141 - 80) as u16;
        let value = game.values([0, 3, 5, 5]);
        assert_eq!(value, [873 + lead, 873 - lead, 873 + lead, 873 - lead]);
        let bounds = SpadesContract::<4>::BOUNDS;
        assert_eq!((bounds.maxp, bounds.maxsum), (1746, 3492));
        // The facts carry the contract through an information set.
        assert_eq!(Contract::from_facts(game.public_facts()), game.contract);
    }

    /// Random bids, carried bags and play to the end: every value inside `0..=maxp`, the
    /// values summing to `maxsum` at every cut-off and at the end.
    #[test]
    fn bounds_hold_at_every_position() {
        fn check<const N: usize>(seeds: u64) {
            let bounds = SpadesContract::<N>::BOUNDS;
            let mut rng = crate::rng::SplitMix64::new(7);
            for seed in 0..seeds {
                let hands = Deal::random(&SpadesPlay::<N>::VARIANT, seed).hands();
                let bid = |_| (rng.next_u64() % 6) as u8;
                let tricks: [u8; N] = std::array::from_fn(bid);
                let bags: Vec<u32> = (0..N).map(|_| (rng.next_u64() % 10) as u32).collect();
                let mut game = SpadesContract::<N>::at_trick_start(hands, 0)
                    .with_public_facts(Contract::new(bids(tricks), &bags).to_facts());
                loop {
                    let value = game.outcome().unwrap_or_else(|| game.evaluate());
                    assert!(value.iter().all(|&v| v <= bounds.maxp), "{value:?}");
                    let sum: u32 = value.iter().map(|&v| u32::from(v)).sum();
                    assert_eq!(sum, u32::from(bounds.maxsum));
                    if game.outcome().is_some() {
                        break;
                    }
                    let legal = game.play.legal_cards();
                    let pick = (rng.next_u64() % legal.len() as u64) as usize;
                    game.play(legal.iter().nth(pick).unwrap());
                }
            }
        }
        check::<4>(40);
        check::<3>(40);
    }
}
