//! Passes and bids are decisions of each seat ([`Calls`]): a match asks every seat its own,
//! and the defaults are the rules' rules of thumb. A match loop goes on from a match resumed
//! at given totals.

use maxn_games::cards::full::{
    Bid, Calls, HeartsMatch, HeartsPlay, PassDirection, SimpleCalls, SpadesContract, SpadesPlay,
    play_hearts_match_from, simple_bid, simple_pass,
};
use maxn_games::cards::{Card, CardSet, Deal};
use maxn_lab::hidden::{HeartsRules, MatchSeat, SpadesRules, play_hearts_match, play_spades_match};
use maxn_play::Blind;

/// Bids nil whatever it holds; passes its three lowest cards.
struct Daring;

impl Calls for Daring {
    fn pass(&mut self, _seat: usize, hand: CardSet, _direction: PassDirection) -> Vec<Card> {
        hand.iter_low_to_high().take(3).collect()
    }

    fn bid(&mut self, _seat: usize, _hand: CardSet, bids: &[Option<Bid>], _tricks: u8) -> u8 {
        // The bids before this seat's are known to it: North bids first in hand 0.
        assert!(bids.iter().filter(|bid| bid.is_some()).count() < 4);
        0
    }
}

fn cards(list: &str) -> CardSet {
    list.split(' ')
        .map(|c| c.parse::<Card>().unwrap())
        .collect()
}

#[test]
fn every_seat_passes_and_bids_by_its_own_calls() {
    // Spades: seat 2 bids nil every hand; the others as the rules' rule of thumb.
    let mut seats: [MatchSeat<SpadesContract<4>, 4>; 4] = std::array::from_fn(|seat| MatchSeat {
        agent: Box::new(Blind(SpadesRules)),
        calls: if seat == 2 {
            Box::new(Daring)
        } else {
            Box::new(SimpleCalls)
        },
    });
    let deal = |number: u32| Deal::random(&SpadesPlay::<4>::VARIANT, u64::from(number) + 7);
    let record = play_spades_match(&mut seats, &mut |k| deal(k), 150, -150, &mut |_| {}).unwrap();
    for (number, hand) in record.hands.iter().enumerate() {
        let dealt = deal(number as u32);
        for seat in 0..4 {
            let expected = if seat == 2 {
                0
            } else {
                simple_bid(dealt.hands()[seat], 13)
            };
            assert_eq!(hand.bids[seat], expected, "hand {number} seat {seat}");
        }
    }

    // Hearts: seat 1 passes its three lowest cards; the others by the rule of thumb.
    let mut seats: [MatchSeat<HeartsPlay<4>, 4>; 4] = std::array::from_fn(|seat| MatchSeat {
        agent: Box::new(Blind(HeartsRules)),
        calls: if seat == 1 {
            Box::new(Daring)
        } else {
            Box::new(SimpleCalls)
        },
    });
    let deal = |number: u32| Deal::random(&HeartsPlay::<4>::VARIANT, u64::from(number) + 3);
    let record = play_hearts_match(&mut seats, &mut |k| deal(k), 30, &mut |_| {}).unwrap();
    let first = &record.hands[0];
    let dealt = deal(0);
    let low: CardSet = dealt.hands()[1].iter_low_to_high().take(3).collect();
    assert_eq!(cards(&first.passes[1]), low);
    assert_eq!(
        cards(&first.passes[0]),
        simple_pass(dealt.hands()[0]).into_iter().collect()
    );
}

#[test]
fn a_match_loop_goes_on_from_a_resumed_match() {
    let mut seats: [MatchSeat<HeartsPlay<4>, 4>; 4] = std::array::from_fn(|_| MatchSeat {
        agent: Box::new(Blind(HeartsRules)),
        calls: Box::new(SimpleCalls),
    });
    // Hand 3 (a hold hand) of a match to 40 at 25, 0, 10 and 39 points.
    let start: [u16; 4] = [25, 0, 10, 39];
    let game = HeartsMatch::<4>::resume(40, start, 3);
    let deal = |number: u32| Deal::of_match(&HeartsPlay::<4>::VARIANT, 1, number);
    let record = play_hearts_match_from(game, &mut seats, &mut |k| deal(k), &mut |_| {}).unwrap();
    let first = &record.hands[0];
    assert_eq!(
        (first.number, first.direction.as_deref()),
        (3, Some("hold"))
    );
    assert!(first.passes.is_empty());
    let totals: Vec<i32> = (0..4)
        .map(|seat| i32::from(start[seat]) + first.scored[seat])
        .collect();
    assert_eq!(first.totals, totals);
    assert!(record.totals.iter().any(|&total| total >= 40));
}
