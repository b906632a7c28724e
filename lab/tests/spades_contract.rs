//! PIMC at full Spades chooses by the contract: a nil bidder ducks a trick that PIMC on the
//! trick count takes; the sampled positions carry the bids; the decision is the same on one
//! thread and on two.

use maxn::Game;
use maxn_games::cards::full::{Bid, Contract, SpadesContract, SpadesPlay};
use maxn_games::cards::{Card, CardSet, Deal, DealSampler, HiddenRules, Observed, Suit};
use maxn_games::rng::SplitMix64;
use maxn_lab::hidden::{LabPimc, PimcSearchable, pimc as lab_pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::Budget;
use maxn_play::SeatAgent;

mod support;
use support::{moves, on_threads};

fn hand(cards: &str) -> CardSet {
    cards
        .split_whitespace()
        .map(|c| c.parse::<Card>().unwrap())
        .collect()
}

/// The first trick: E leads the K♥, S and W follow low; N bid nil and holds no heart, so it
/// may ruff with a low spade (taking the trick) or discard.
fn nil_trick() -> SpadesPlay<4> {
    let hands = [
        hand("C2 C3 C4 C5 C6 D2 D3 D4 D5 D6 S2 S3 S4"),
        hand("HK HQ HJ H2 C7 C8 C9 D7 D8 D9 S5 S6 S7"),
        hand("HA HT H9 H8 CT CJ CQ DT DJ DQ S8 S9 ST"),
        hand("H7 H6 H5 H4 H3 CK CA DK DA SJ SQ SK SA"),
    ];
    let deal = Deal::new(hands, &SpadesPlay::<4>::VARIANT).unwrap();
    SpadesPlay::<4>::new(deal, 1).unwrap()
}

fn after_three<G: HiddenRules<4>>(game: G) -> Observed<G, 4> {
    let mut observed = Observed::new(game);
    for card in ["HK", "H8", "H3"] {
        observed.play(card.parse().unwrap());
    }
    assert_eq!(observed.to_move(), 0);
    observed
}

fn pimc<G: HiddenRules<4> + PimcSearchable<4>>(seed: u64) -> LabPimc<G, 4> {
    lab_pimc(Algorithm::Speculative, 8, Budget::new(4_000).unwrap(), seed).unwrap()
}

fn bids(tricks: [u32; 4]) -> [Bid; 4] {
    std::array::from_fn(|seat| Bid::new(seat, tricks[seat], 13).unwrap())
}

#[test]
fn a_nil_bidder_ducks_where_pimc_on_tricks_ruffs() {
    let contract = Contract::new(bids([0, 3, 4, 5]), &[0, 0]);
    let observed = after_three(SpadesContract::new(nil_trick(), contract));
    let info = *observed.view(0);
    let legal = moves(&observed);
    for seed in 0..3 {
        let card = SeatAgent::<SpadesContract<4>, 4>::decide(&mut pimc(seed), &info, &legal).mv;
        assert_ne!(
            card.suit(),
            Suit::Spades,
            "the nil bidder ruffed, seed {seed}"
        );
        // PIMC valuing tricks (what the agents played before) ruffs the king.
        let tricks = after_three(nil_trick());
        let info = *tricks.view(0);
        let card = SeatAgent::<SpadesPlay<4>, 4>::decide(&mut pimc(seed), &info, &legal).mv;
        assert_eq!(card.suit(), Suit::Spades, "seed {seed}");
    }
    // The bids reach each seat's information, and every sampled position carries them.
    let sampler = DealSampler::new(&info).unwrap();
    let mut rng = SplitMix64::new(3);
    for _ in 0..20 {
        let sample = SpadesContract::<4>::from_sample(&info, sampler.sample(&mut rng));
        assert_eq!(sample.contract(), &contract);
        assert_eq!(sample.to_move(), 0);
    }
}

#[test]
fn pimc_on_the_contract_decides_the_same_on_one_thread_and_on_two() {
    let contract = Contract::new(bids([0, 3, 4, 5]), &[7, 2]);
    let observed = after_three(SpadesContract::new(nil_trick(), contract));
    let info = *observed.view(0);
    let legal = moves(&observed);
    let decide = |threads: usize| {
        on_threads(threads, || {
            let mut agent = pimc::<SpadesContract<4>>(11);
            let values = agent.sample_values(&info, &legal);
            (
                SeatAgent::<SpadesContract<4>, 4>::decide(&mut agent, &info, &legal),
                values,
            )
        })
    };
    assert_eq!(decide(1), decide(2));
}
