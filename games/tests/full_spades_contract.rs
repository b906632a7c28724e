//! Full Spades valued by the contract ([`SpadesContract`]): the bound-based searchers return
//! what plain max^n returns on it (their declared bounds hold), and the contract, not the
//! tricks, decides the card: a nil bidder ducks a trick the trick-valued search takes.

mod searcher_support;

use maxn::{Game, LastBranch, Limits, Searcher, Shallow, Speculative};
use maxn_games::cards::full::{Bid, Contract, SpadesContract, SpadesPlay};
use maxn_games::cards::{Card, CardGame, CardSet, Deal, HiddenRules, Suit};
use searcher_support::{Lcg, same_as_maxn};

fn hand(cards: &str) -> CardSet {
    cards
        .split_whitespace()
        .map(|c| c.parse::<Card>().unwrap())
        .collect()
}

fn bids<const N: usize>(tricks: [u32; N]) -> [Bid; N] {
    std::array::from_fn(|seat| Bid::new(seat, tricks[seat], 17).unwrap())
}

/// The first trick of a hand: E leads the K♥, S and W follow low, and N, who bid nil and
/// holds no heart, may ruff with a low spade or discard.
fn nil_position() -> (SpadesPlay<4>, Contract<4>) {
    let hands = [
        hand("C2 C3 C4 C5 C6 D2 D3 D4 D5 D6 S2 S3 S4"),
        hand("HK HQ HJ H2 C7 C8 C9 D7 D8 D9 S5 S6 S7"),
        hand("HA HT H9 H8 CT CJ CQ DT DJ DQ S8 S9 ST"),
        hand("H7 H6 H5 H4 H3 CK CA DK DA SJ SQ SK SA"),
    ];
    let deal = Deal::new(hands, &SpadesPlay::<4>::VARIANT).unwrap();
    let mut play = SpadesPlay::<4>::new(deal, 1).unwrap();
    for card in ["HK", "H8", "H3"] {
        play.play(card.parse().unwrap());
    }
    assert_eq!(play.to_move(), 0);
    // N nil, E 3, S 4, W 5; no bags carried.
    (play, Contract::new(bids([0, 3, 4, 5]), &[0, 0]))
}

#[test]
fn a_nil_bidder_ducks_where_the_trick_count_takes() {
    let (play, contract) = nil_position();
    let ruffs = |card: Option<Card>| card.is_some_and(|c| c.suit() == Suit::Spades);
    for depth in [1, 4, 8] {
        let tricks = Speculative.search(&play, Limits::depth(depth));
        assert!(ruffs(tricks.best_move), "tricks, depth {depth}: {tricks:?}");
        let game = SpadesContract::new(play, contract);
        let points = Speculative.search(&game, Limits::depth(depth));
        assert!(!ruffs(points.best_move), "contract, depth {depth}");
    }
    // Without the nil (N bid 1), the contract search ruffs too.
    let game = SpadesContract::new(play, Contract::new(bids([1, 3, 4, 5]), &[0, 0]));
    assert!(ruffs(Speculative.search(&game, Limits::depth(4)).best_move));
}

/// `count` positions of random deals, random bids (nil often), random carried bags and up
/// to `max_plies` random cards played.
fn positions<const N: usize>(count: u64, max_plies: usize) -> Vec<SpadesContract<N>> {
    let mut rng = Lcg(count);
    (0..count)
        .map(|seed| {
            let hands = Deal::random(&SpadesPlay::<N>::VARIANT, seed).hands();
            let tricks: [u32; N] = std::array::from_fn(|_| rng.below(6) as u32);
            let bags: Vec<u32> = (0..N).map(|_| rng.below(10) as u32).collect();
            let play = SpadesPlay::<N>::at_trick_start(hands, seed as usize % N)
                .with_grouping(seed % 2 == 0);
            let mut game = SpadesContract::new(play, Contract::new(bids(tricks), &bags));
            for _ in 0..rng.below(max_plies + 1) {
                let mut moves = <SpadesContract<N> as Game<N>>::Moves::default();
                game.generate_moves(&mut moves);
                let moves = maxn::MoveBuffer::as_slice(&moves);
                game.play(moves[rng.below(moves.len())]);
            }
            game
        })
        .collect()
}

#[test]
fn bound_based_searchers_are_exact_on_the_contract() {
    let four = positions::<4>(40, 44);
    same_as_maxn(&four, 5, Shallow);
    same_as_maxn(&four, 5, LastBranch);
    same_as_maxn(&four, 5, Speculative);
    let three = positions::<3>(30, 44);
    same_as_maxn(&three, 4, Shallow);
    same_as_maxn(&three, 4, Speculative);
}
