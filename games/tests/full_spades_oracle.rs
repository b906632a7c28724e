//! Full Spades against an independent, deliberately naive oracle written here (cards as
//! `(suit, rank)` pairs, the rules written out: follow suit, spades trump, no spade led before
//! one has been played unless the hand holds only spades), and scoring cases counted by hand
//! (nil made and set, a set contract, bags and their penalty, the end of a match).

use maxn::Game;
use maxn_games::cards::full::{
    Bid, Event, PlayPublic, RulesError, SideScore, SpadesHand, SpadesMatch, SpadesMatchPhase,
    SpadesPhase, SpadesPlay, SpadesResult, add_bags, score_side, simple_bid,
};
use maxn_games::cards::{Card, CardGame, CardSet, Deal, perft};
use maxn_games::rng::SplitMix64;

mod full_support;
use full_support::{C, card, pairs, pick, sorted};

const SPADES: u8 = 3;

#[derive(Clone, Debug)]
struct Naive {
    hands: Vec<Vec<C>>,
    trick: Vec<(usize, C)>,
    leader: usize,
    history: Vec<C>,
    tricks: Vec<u8>,
}

impl Naive {
    fn new(hands: Vec<Vec<C>>, leader: usize) -> Naive {
        let n = hands.len();
        Naive {
            hands,
            trick: vec![],
            leader,
            history: vec![],
            tricks: vec![0; n],
        }
    }

    fn to_move(&self) -> usize {
        (self.leader + self.trick.len()) % self.hands.len()
    }

    fn over(&self) -> bool {
        self.hands.iter().all(Vec::is_empty)
    }

    fn legal(&self) -> Vec<C> {
        let hand = &self.hands[self.to_move()];
        if self.trick.is_empty() {
            let broken = self.history.iter().any(|&(suit, _)| suit == SPADES);
            let others: Vec<C> = hand.iter().copied().filter(|c| c.0 != SPADES).collect();
            return if broken || others.is_empty() {
                hand.clone()
            } else {
                others
            };
        }
        let led = self.trick[0].1.0;
        let follow: Vec<C> = hand.iter().copied().filter(|c| c.0 == led).collect();
        if follow.is_empty() {
            hand.clone()
        } else {
            follow
        }
    }

    fn play(&mut self, card: C) {
        let seat = self.to_move();
        self.hands[seat].retain(|&held| held != card);
        self.trick.push((seat, card));
        self.history.push(card);
        if self.trick.len() < self.hands.len() {
            return;
        }
        let led = self.trick[0].1.0;
        let trumped = self.trick.iter().any(|(_, c)| c.0 == SPADES);
        let suit = if trumped { SPADES } else { led };
        let (winner, _) = *self
            .trick
            .iter()
            .filter(|(_, c)| c.0 == suit)
            .max_by_key(|(_, c)| c.1)
            .unwrap();
        self.tricks[winner] += 1;
        self.leader = winner;
        self.trick.clear();
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.over() {
            return u64::from(depth == 0);
        }
        self.legal()
            .into_iter()
            .map(|card| {
                let mut child = self.clone();
                child.play(card);
                child.perft(depth - 1)
            })
            .sum()
    }
}

fn hands_against_oracle<const N: usize>(seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let mut rng = SplitMix64::new(seed ^ 0x5ade5);
        let deal = Deal::random(&SpadesPlay::<N>::VARIANT, seed);
        let dealer = seed as usize % N;
        let mut hand = SpadesHand::new(deal, dealer).unwrap();
        for offset in 1..=N {
            let seat = (dealer + offset) % N;
            assert_eq!(hand.to_bid(), Some(seat));
            assert_eq!(hand.legal_cards(), CardSet::EMPTY);
            let bid = simple_bid(hand.dealt(seat), SpadesPlay::<N>::TRICKS);
            hand.bid(seat, u32::from(bid)).unwrap();
        }
        let mut naive = Naive::new(
            deal.hands().iter().map(|&h| pairs(h)).collect(),
            (dealer + 1) % N,
        );
        while !naive.over() {
            assert_eq!(hand.to_move(), Some(naive.to_move()));
            let legal = naive.legal();
            assert_eq!(sorted(pairs(hand.legal_cards())), sorted(legal.clone()));
            let illegal: Vec<C> = naive.hands[naive.to_move()]
                .iter()
                .copied()
                .filter(|c| !legal.contains(c))
                .collect();
            if !illegal.is_empty() {
                let before = hand.clone();
                let error = hand.play(card(pick(&mut rng, &illegal))).unwrap_err();
                assert!(matches!(error, RulesError::IllegalCard { .. }), "{error}");
                assert_eq!(hand, before);
            }
            let choice = pick(&mut rng, &legal);
            hand.play(card(choice)).unwrap();
            naive.play(choice);
            assert_eq!(hand.tricks_taken().to_vec(), naive.tricks);
        }
        assert_eq!(hand.phase(), SpadesPhase::Over);
        let value = hand.game().outcome().unwrap();
        for (seat, &value) in value.iter().enumerate() {
            let expected = if N == 4 {
                naive.tricks[seat] + naive.tricks[(seat + 2) % 4]
            } else {
                naive.tricks[seat]
            };
            assert_eq!(value, expected);
        }
    }
}

#[test]
fn four_player_hands_match_the_oracle() {
    hands_against_oracle::<4>(0..150);
}

#[test]
fn three_player_hands_match_the_oracle() {
    hands_against_oracle::<3>(0..150);
}

fn perft_against_oracle<const N: usize>(seed: u64, cards_in: usize, depth: u32) {
    let mut rng = SplitMix64::new(seed);
    let deal = Deal::random(&SpadesPlay::<N>::VARIANT, seed);
    let leader = seed as usize % N;
    let mut game = SpadesPlay::<N>::new(deal, leader)
        .unwrap()
        .with_grouping(false);
    let mut naive = Naive::new(deal.hands().iter().map(|&h| pairs(h)).collect(), leader);
    for _ in 0..cards_in {
        let choice = pick(&mut rng, &naive.legal());
        game.play(card(choice));
        naive.play(choice);
    }
    let counts = perft(&game, depth);
    let expected: Vec<u64> = (1..=depth).map(|d| naive.perft(d)).collect();
    assert_eq!(counts, expected, "seed {seed}, {cards_in} cards in");
}

#[test]
fn perft_of_the_trick_play_matches_the_oracle() {
    for seed in 0..6 {
        perft_against_oracle::<4>(seed, 0, 5);
        perft_against_oracle::<4>(seed, 6 + seed as usize * 3, 5);
        perft_against_oracle::<4>(seed, 34, 6);
        perft_against_oracle::<3>(seed, 0, 4);
        perft_against_oracle::<3>(seed, 10 + seed as usize * 4, 5);
    }
}

#[test]
fn resuming_from_the_public_state_rebuilds_the_position() {
    for seed in 0..40 {
        let mut rng = SplitMix64::new(seed);
        let deal = Deal::random(&SpadesPlay::<4>::VARIANT, seed);
        let mut hand = SpadesHand::new(deal, 3).unwrap();
        for seat in 0..4 {
            hand.bid(seat, 3).unwrap();
        }
        for _ in 0..rng.index_below(52) {
            let legal: Vec<Card> = hand.legal_cards().iter().collect();
            hand.play(pick(&mut rng, &legal)).unwrap();
        }
        let game = hand.game();
        let public: &PlayPublic<4> = hand.public();
        let resumed = SpadesPlay::<4>::resume(public, *game.table().hands()).unwrap();
        assert_eq!(&resumed, game);
    }
}

/// A spade may not be led before one is played, but may be played on another suit led.
#[test]
fn spades_broken_by_hand() {
    // N: the 2♦ and twelve spades; E: every heart; S: twelve diamonds and the 2♣; W: every
    // club but the 2♣, and the A♠.
    let deal = Deal::parse(
        "N:KQJT98765432..2. .AKQJT98765432.. ..AKQJT9876543.2 A...AKQJT9876543",
        &SpadesPlay::<4>::VARIANT,
    )
    .unwrap();
    let mut hand = SpadesHand::new(deal, 3).unwrap();
    for seat in 0..4 {
        hand.bid(seat, 1).unwrap();
    }
    // N leads: spades not broken, N holds the 2♦.
    let error = hand.play("SK".parse().unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "N may not play SK: spades may not be led until a spade has been played, unless the hand holds only spades"
    );
    assert_eq!(hand.legal_cards(), CardSet::single("D2".parse().unwrap()));
    hand.play("D2".parse().unwrap()).unwrap();
    // E: void in diamonds, may play anything (hearts only).
    hand.play("HA".parse().unwrap()).unwrap();
    let error = hand.play("C2".parse().unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "S may not play C2: a player must follow the suit led"
    );
    hand.play("DA".parse().unwrap()).unwrap();
    // W: void in diamonds, trumps with the A♠ and wins; spades are broken.
    let done = hand.play("SA".parse().unwrap()).unwrap().unwrap();
    assert_eq!(done.winner, 3);
    assert!(hand.game().spades_broken());
    assert!(hand.legal_cards().contains("C3".parse().unwrap()));
    // W leads a club; N, void in clubs, may play any spade.
    hand.play("C3".parse().unwrap()).unwrap();
    assert_eq!(hand.to_move(), Some(0));
    assert_eq!(hand.legal_cards(), hand.hand(0));
}

fn bids(tricks: &[u32]) -> Vec<Bid> {
    tricks
        .iter()
        .map(|&t| Bid::new(0, t, 13).unwrap())
        .collect()
}

/// Scoring cases counted by hand.
#[test]
fn scoring_by_hand() {
    // 4 + 3 bid, 8 taken (5 + 3): made 7, one bag: 70 + 1.
    let made = score_side(&bids(&[4, 3]), &[5, 3]);
    assert_eq!(
        made,
        SideScore {
            contract: 70,
            nil: 0,
            bags: 1
        }
    );
    assert_eq!(made.points(), 71);
    // 4 + 3 bid, 6 taken: set, −70, no bag.
    let set = score_side(&bids(&[4, 3]), &[2, 4]);
    assert_eq!(
        set,
        SideScore {
            contract: -70,
            nil: 0,
            bags: 0
        }
    );
    // Nil made, partner bid 4 and took 5: +100, +40, one bag.
    let nil_made = score_side(&bids(&[0, 4]), &[0, 5]);
    assert_eq!(nil_made.points(), 141);
    // Nil set with 2 tricks, partner bid 4 and took 3: the nil's tricks do not help the
    // partner: −100, −40, and the 2 tricks are bags.
    let nil_set = score_side(&bids(&[0, 4]), &[2, 3]);
    assert_eq!(
        nil_set,
        SideScore {
            contract: -40,
            nil: -100,
            bags: 2
        }
    );
    assert_eq!(nil_set.points(), -138);
    // Both nil: 0 and 1 tricks: +100 − 100, one bag.
    let both = score_side(&bids(&[0, 0]), &[0, 1]);
    assert_eq!(
        both,
        SideScore {
            contract: 0,
            nil: 0,
            bags: 1
        }
    );
    // Cutthroat: one player alone bid 5, took 7.
    assert_eq!(score_side(&bids(&[5]), &[7]).points(), 52);
    // Bags: 8 carried + 3 new: one penalty, 1 carried; 9 + 11: two penalties.
    assert_eq!(add_bags(8, 3), (1, -100));
    assert_eq!(add_bags(9, 11), (0, -200));
    assert_eq!(add_bags(2, 3), (5, 0));
    // A result splits the seats into N-S and E-W.
    let bid4: [Bid; 4] = [0, 3, 4, 2].map(|t| Bid::new(0, t, 13).unwrap());
    let result = SpadesResult::new(bid4, [0, 4, 6, 3]);
    assert_eq!(result.sides[0].points(), 100 + 40 + 2);
    assert_eq!(result.sides[1].points(), 50 + 2);
}

/// A whole 4-player match: every side's total is the sum of its hands' points and bag
/// penalties, counted here from the hands' bids and tricks.
#[test]
fn a_match_adds_hands_and_bag_penalties_and_ends_at_a_limit() {
    for seed in 0..6 {
        let mut rng = SplitMix64::new(seed);
        let mut game = SpadesMatch::<4>::with_limits(150, -100);
        let (mut totals, mut bags) = ([0i32; 2], [0u32; 2]);
        while !game.is_over() {
            assert_eq!(game.phase(), SpadesMatchPhase::Dealing);
            let dealer = game.dealer();
            game.deal_random(rng.next_u64()).unwrap();
            for offset in 1..=4 {
                let seat = (dealer + offset) % 4;
                let bid = rng.index_below(5) as u32;
                game.bid(seat, bid).unwrap();
            }
            while game.phase() == SpadesMatchPhase::Playing {
                let legal: Vec<Card> = game.hand().unwrap().legal_cards().iter().collect();
                game.play(pick(&mut rng, &legal)).unwrap();
            }
            let hand = game.hand().unwrap();
            let bids = hand.bids().map(Option::unwrap);
            let tricks = hand.tricks_taken();
            for side in 0..2 {
                let mut points = 0;
                let mut contract = 0;
                let mut counted = 0;
                let mut new_bags = 0;
                for seat in [side, side + 2] {
                    let (bid, took) = (bids[seat].tricks() as i32, tricks[seat] as i32);
                    if bid == 0 {
                        points += if took == 0 { 100 } else { -100 };
                        new_bags += took;
                    } else {
                        contract += bid;
                        counted += took;
                    }
                }
                if contract > 0 && counted >= contract {
                    points += 10 * contract;
                    new_bags += counted - contract;
                } else if contract > 0 {
                    points -= 10 * contract;
                }
                points += new_bags;
                bags[side] += new_bags as u32;
                while bags[side] >= 10 {
                    bags[side] -= 10;
                    points -= 100;
                }
                totals[side] += points;
            }
            assert_eq!(game.scores(), totals);
            assert_eq!(game.bags(), bags);
        }
        let winner = game.winner().unwrap();
        assert!(totals.iter().any(|&t| t >= 150 || t <= -100));
        assert!(totals[winner] > totals[1 - winner]);
        assert!(game.clone().deal_random(0).is_err());
    }
}

#[test]
fn bids_out_of_turn_or_range_are_clear_errors() {
    let mut game = SpadesMatch::<4>::new();
    assert_eq!(game.dealer(), 3);
    game.deal_random(5).unwrap();
    let error = game.bid(1, 3).unwrap_err();
    assert_eq!(error.to_string(), "E cannot act now: it is N's turn");
    let error = game.bid(0, 14).unwrap_err();
    assert_eq!(error.to_string(), "N bid 14; a bid is 0 (nil) to 13 tricks");
    let error = game.play(Card::TWO_OF_CLUBS).unwrap_err();
    assert!(error.to_string().contains("still bidding"), "{error}");
    game.bid(0, 0).unwrap();
    let hand = game.hand().unwrap();
    assert!(
        hand.seen_by(2)
            .any(|e| matches!(e, Event::Bid { seat: 0, .. }))
    );
    let mut three = SpadesMatch::<3>::new();
    three.deal_random(1).unwrap();
    assert!(three.bid(0, 17).is_ok());
    assert!(three.bid(1, 18).is_err());
    assert!(SpadesHand::new(Deal::random(&SpadesPlay::<4>::VARIANT, 1), 4).is_err());
}
