//! Full Hearts against an independent, deliberately naive oracle written here: cards as
//! `(suit, rank)` pairs in vectors, every rule written out as the rules state it (the pass in
//! rotation, the 2♣ lead, no points on the first trick, hearts broken by a heart only, the
//! moon, the match to 100). The library's legal cards, perft counts, passes, refusals and
//! scores must equal the oracle's along many random hands and matches. The oracle shares
//! nothing with the library but the dealt hands and the cards' suits and ranks.

use maxn::Game;
use maxn_games::cards::full::{
    Event, HandPhase, HeartsHand, HeartsMatch, HeartsPlay, MatchPhase, PassDirection, PlayPublic,
    RulesError,
};
use maxn_games::cards::{Card, CardGame, CardSet, Deal, Suit, perft};
use maxn_games::rng::SplitMix64;

mod full_support;
use full_support::{C, c, card, pairs, pick, set, sorted};

const CLUBS: u8 = 0;
const HEARTS: u8 = 2;
const SPADES: u8 = 3;
const QUEEN: u8 = 10;

fn is_point(card: C) -> bool {
    card.0 == HEARTS || card == (SPADES, QUEEN)
}

/// The trick play of one hand, written out naively.
#[derive(Clone, Debug)]
struct Naive {
    hands: Vec<Vec<C>>,
    trick: Vec<(usize, C)>,
    leader: usize,
    completed: usize,
    /// Every card played, in order.
    history: Vec<C>,
    points: Vec<u32>,
}

impl Naive {
    fn new(hands: Vec<Vec<C>>) -> Naive {
        let n = hands.len();
        let leader = hands.iter().position(|h| h.contains(&(CLUBS, 0))).unwrap();
        Naive {
            hands,
            trick: vec![],
            leader,
            completed: 0,
            history: vec![],
            points: vec![0; n],
        }
    }

    fn n(&self) -> usize {
        self.hands.len()
    }

    fn to_move(&self) -> usize {
        (self.leader + self.trick.len()) % self.n()
    }

    fn over(&self) -> bool {
        self.hands.iter().all(Vec::is_empty)
    }

    fn legal(&self) -> Vec<C> {
        let hand = &self.hands[self.to_move()];
        let filter = |keep: &dyn Fn(&C) -> bool| -> Vec<C> {
            hand.iter().copied().filter(|c| keep(c)).collect()
        };
        if self.trick.is_empty() {
            if self.completed == 0 {
                return filter(&|&c| c == (CLUBS, 0));
            }
            // Cards of completed tricks: a heart among them breaks hearts.
            let done = &self.history[..self.completed * self.n()];
            let broken = done.iter().any(|&(suit, _)| suit == HEARTS);
            let no_hearts = filter(&|&(suit, _)| suit != HEARTS);
            if !broken && !no_hearts.is_empty() {
                return no_hearts;
            }
            return hand.clone();
        }
        let led = self.trick[0].1.0;
        let follow = filter(&|&(suit, _)| suit == led);
        if !follow.is_empty() {
            return follow;
        }
        if self.completed == 0 {
            let safe = filter(&|&c| !is_point(c));
            if !safe.is_empty() {
                return safe;
            }
        }
        hand.clone()
    }

    fn play(&mut self, card: C) {
        let seat = self.to_move();
        let at = self.hands[seat].iter().position(|&c| c == card).unwrap();
        self.hands[seat].remove(at);
        self.trick.push((seat, card));
        self.history.push(card);
        if self.trick.len() < self.n() {
            return;
        }
        let led = self.trick[0].1.0;
        let (winner, _) = *self
            .trick
            .iter()
            .filter(|(_, c)| c.0 == led)
            .max_by_key(|(_, c)| c.1)
            .unwrap();
        let points: u32 = self
            .trick
            .iter()
            .map(|&(_, c)| match c {
                (HEARTS, _) => 1,
                (SPADES, QUEEN) => 13,
                _ => 0,
            })
            .sum();
        self.points[winner] += points;
        self.leader = winner;
        self.completed += 1;
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

    /// The hand's score: the moon gives the shooter 0 and every other seat 26.
    fn scored(&self) -> Vec<u32> {
        match self.points.iter().position(|&p| p == 26) {
            Some(shooter) => (0..self.n())
                .map(|s| if s == shooter { 0 } else { 26 })
                .collect(),
            None => self.points.clone(),
        }
    }
}

/// The receiver of `seat`'s pass in hand `number`, written from the rotation's table.
fn naive_receiver(number: u32, seat: usize, n: usize) -> Option<usize> {
    let rotation: &[i32] = if n == 4 { &[1, -1, 2, 0] } else { &[1, -1, 0] };
    match rotation[number as usize % n] {
        0 => None,
        step => Some((seat as i32 + step).rem_euclid(n as i32) as usize),
    }
}

/// A random pass for each seat (three distinct cards of its hand).
fn random_passes<const N: usize>(rng: &mut SplitMix64, dealt: &[CardSet; N]) -> Vec<Vec<Card>> {
    dealt
        .iter()
        .map(|hand| {
            let mut cards: Vec<Card> = hand.iter().collect();
            (0..3)
                .map(|_| cards.remove(rng.index_below(cards.len())))
                .collect()
        })
        .collect()
}

/// Passes per the oracle: every seat gives its three and receives its giver's.
fn naive_pass<const N: usize>(
    dealt: &[CardSet; N],
    passes: &[Vec<Card>],
    number: u32,
) -> Vec<Vec<C>> {
    let mut hands: Vec<Vec<C>> = dealt.iter().map(|&h| pairs(h)).collect();
    if naive_receiver(number, 0, N).is_none() {
        return hands;
    }
    for (seat, pass) in passes.iter().enumerate() {
        hands[seat].retain(|&held| !pass.iter().any(|&p| c(p) == held));
    }
    for (seat, pass) in passes.iter().enumerate() {
        let to = naive_receiver(number, seat, N).unwrap();
        hands[to].extend(pass.iter().map(|&p| c(p)));
    }
    hands
}

/// Plays `hand` to its end against the oracle, checking the legal cards at every step and
/// that a random illegal card held (if any) is refused without changing anything.
fn play_out_against_oracle<const N: usize>(
    rng: &mut SplitMix64,
    hand: &mut HeartsHand<N>,
    naive: &mut Naive,
) {
    while !naive.over() {
        assert_eq!(hand.phase(), HandPhase::Playing);
        assert_eq!(hand.to_move(), Some(naive.to_move()));
        let legal = naive.legal();
        assert_eq!(
            sorted(pairs(hand.legal_cards())),
            sorted(legal.clone()),
            "legal cards of {} after {:?}",
            naive.to_move(),
            naive.history
        );
        let illegal: Vec<C> = naive.hands[naive.to_move()]
            .iter()
            .copied()
            .filter(|c| !legal.contains(c))
            .collect();
        if !illegal.is_empty() {
            let before = hand.clone();
            let error = hand.play(card(pick(rng, &illegal))).unwrap_err();
            assert!(matches!(error, RulesError::IllegalCard { .. }), "{error}");
            assert_eq!(*hand, before);
        }
        let choice = pick(rng, &legal);
        hand.play(card(choice)).unwrap();
        naive.play(choice);
        assert_eq!(
            hand.points_taken().map(u32::from).to_vec(),
            naive.points,
            "points after {:?}",
            naive.history
        );
    }
    assert_eq!(hand.phase(), HandPhase::Over);
    let result = hand.result().unwrap();
    assert_eq!(result.scored.map(u32::from).to_vec(), naive.scored());
}

fn hands_against_oracle<const N: usize>(seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let mut rng = SplitMix64::new(seed ^ 0x5eed);
        let number = seed as u32;
        let deal = Deal::random(&HeartsPlay::<N>::VARIANT, seed);
        let direction = PassDirection::of_hand(number, N);
        let mut hand = HeartsHand::new(deal, direction).unwrap();
        let dealt = deal.hands();
        let passes = random_passes(&mut rng, &dealt);
        if naive_receiver(number, 0, N).is_some() {
            assert_eq!(hand.phase(), HandPhase::Passing);
            for (seat, pass) in passes.iter().enumerate() {
                assert_eq!(hand.legal_cards(), CardSet::EMPTY);
                // Nothing passed is in the log until every seat has passed.
                assert!(
                    !hand
                        .events()
                        .iter()
                        .any(|e| matches!(e, Event::Passed { .. }))
                );
                hand.pass(seat, pass).unwrap();
                assert_eq!(hand.passed(seat), Some(pass.iter().copied().collect()));
            }
            let logged: Vec<(usize, Option<usize>, CardSet)> = hand
                .events()
                .iter()
                .filter_map(|e| match *e {
                    Event::Passed { from, to, cards } => Some((from, Some(to), cards)),
                    _ => None,
                })
                .collect();
            let expected: Vec<(usize, Option<usize>, CardSet)> = (0..N)
                .map(|seat| {
                    let cards = passes[seat].iter().copied().collect();
                    (seat, naive_receiver(number, seat, N), cards)
                })
                .collect();
            assert_eq!(logged, expected);
        } else {
            assert_eq!(hand.phase(), HandPhase::Playing);
            let error = hand.pass(0, &passes[0]).unwrap_err();
            assert!(matches!(error, RulesError::WrongPhase { .. }), "{error}");
        }
        let after = naive_pass(&dealt, &passes, number);
        for (seat, cards) in after.iter().enumerate() {
            assert_eq!(hand.hand(seat), set(cards), "seat {seat} after the pass");
        }
        let mut naive = Naive::new(after);
        play_out_against_oracle(&mut rng, &mut hand, &mut naive);
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

/// Perft of the trick play, every card (no grouping) against the oracle's count, from the
/// start of a hand and from random points inside it.
fn perft_against_oracle<const N: usize>(seed: u64, tricks_in: usize, depth: u32) {
    let mut rng = SplitMix64::new(seed);
    let deal = Deal::random(&HeartsPlay::<N>::VARIANT, seed);
    let mut game = HeartsPlay::<N>::after_pass(deal.hands())
        .unwrap()
        .with_grouping(false);
    let mut naive = Naive::new(deal.hands().iter().map(|&h| pairs(h)).collect());
    // Random cards, then a random part of a trick.
    let plies = tricks_in * N + rng.index_below(N);
    for _ in 0..plies {
        let choice = pick(&mut rng, &naive.legal());
        game.play(card(choice));
        naive.play(choice);
    }
    let counts = perft(&game, depth);
    let expected: Vec<u64> = (1..=depth).map(|d| naive.perft(d)).collect();
    assert_eq!(counts, expected, "seed {seed}, {plies} cards in");
}

#[test]
fn perft_of_the_trick_play_matches_the_oracle() {
    for seed in 0..6 {
        perft_against_oracle::<4>(seed, 0, 5);
        perft_against_oracle::<4>(seed, 1 + seed as usize % 4, 5);
        perft_against_oracle::<4>(seed, 8, 6);
        perft_against_oracle::<3>(seed, 0, 4);
        perft_against_oracle::<3>(seed, 2 + seed as usize % 5, 5);
    }
}

/// A resumed game (public state + every hand) equals the game played to the same point, and
/// plays on the same.
fn resume_along_random_hands<const N: usize>(seeds: std::ops::Range<u64>) {
    let variant = HeartsPlay::<N>::VARIANT;
    for seed in seeds {
        let mut rng = SplitMix64::new(seed);
        let deal = Deal::random(&variant, seed);
        let mut hand = HeartsHand::new(deal, PassDirection::Hold).unwrap();
        let stop = rng.index_below(variant.deck.len());
        for _ in 0..stop {
            let legal: Vec<Card> = hand.legal_cards().iter().collect();
            hand.play(pick(&mut rng, &legal)).unwrap();
        }
        let game = hand.game().unwrap();
        let public: &PlayPublic<N> = hand.public().unwrap();
        let hands = *game.table().hands();
        let resumed = HeartsPlay::<N>::resume(public, hands).unwrap();
        assert_eq!(&resumed, game, "seed {seed}, {stop} cards in");
        assert_eq!(public.to_move(), game.to_move());
        assert_eq!(public.hand_sizes(variant.hand_size), hands.map(|h| h.len()));
    }
}

/// A resumed game (public state + every hand) equals the game played to the same point.
#[test]
fn resuming_from_the_public_state_rebuilds_the_position() {
    resume_along_random_hands::<4>(0..40);
    resume_along_random_hands::<3>(0..40);
}

#[test]
fn impossible_positions_are_refused() {
    let deal = Deal::random(&HeartsPlay::<4>::VARIANT, 9);
    let hands = deal.hands();
    let leader = deal.holder(Card::TWO_OF_CLUBS).unwrap();
    let start = PlayPublic::<4>::start(leader);
    assert!(HeartsPlay::<4>::resume(&start, hands).is_ok());
    // The wrong leader for the first trick.
    let wrong = PlayPublic::<4>::start((leader + 1) % 4);
    let error = HeartsPlay::<4>::resume(&wrong, hands).unwrap_err();
    assert!(error.to_string().contains("2♣"), "{error}");
    // A card moved from one hand to another: sizes no longer fit.
    let moved = hands[0].highest().unwrap();
    let mut bad = hands;
    bad[0].remove(moved);
    bad[1].insert(moved);
    let error = HeartsPlay::<4>::resume(&start, bad).unwrap_err();
    assert!(error.to_string().contains("holds 12 card(s)"), "{error}");
    // A card in two hands (and one missing).
    let mut bad = hands;
    bad[1].remove(bad[1].highest().unwrap());
    bad[1].insert(moved);
    let error = HeartsPlay::<4>::resume(&start, bad).unwrap_err();
    assert!(error.to_string().contains(&moved.to_string()), "{error}");
}

fn deal4(text: &str) -> Deal<4> {
    Deal::parse(text, &HeartsPlay::<4>::VARIANT).unwrap()
}

/// Hand-written first tricks: a seat void in clubs that holds only hearts and the Q♠ may
/// play any of them; one that holds a diamond must play it.
#[test]
fn the_first_trick_rule_by_hand() {
    // W holds the 2♣. N: the Q♠ and twelve hearts (no club); E: the 2♦ and twelve spades;
    // S: the A♥, diamonds and three clubs; W: the rest.
    let deal = deal4("N:Q.KQJT98765432.. AKJT98765432..2. .A.AKQJT9876.AKQ ..543.JT98765432");
    let mut hand = HeartsHand::new(deal, PassDirection::Hold).unwrap();
    assert_eq!(hand.to_move(), Some(3));
    let error = hand.play("CT".parse().unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "W may not play CT: the 2♣ leads the first trick"
    );
    hand.play(Card::TWO_OF_CLUBS).unwrap();
    // N: only points: anything goes, the Q♠ too.
    assert_eq!(hand.legal_cards(), hand.hand(0));
    hand.play(Card::QUEEN_OF_SPADES).unwrap();
    // E: void in clubs, holds the 2♦: only the 2♦ (spades are not points, so all spades too).
    let e = hand.legal_cards();
    assert!(e.contains("D2".parse().unwrap()) && e.contains("SA".parse().unwrap()));
    assert_eq!(e.len(), 13);
    hand.play("SA".parse().unwrap()).unwrap();
    // S follows with a club.
    assert_eq!(
        hand.legal_cards(),
        CardSet::suit(Suit::Clubs) & hand.hand(2)
    );
    hand.play("CA".parse().unwrap()).unwrap();
    // S took the Q♠: 13 points, and hearts are still not broken.
    assert_eq!(hand.points_taken(), [0, 0, 13, 0]);
    assert!(!hand.game().unwrap().hearts_broken());
    let error = hand.play("HA".parse().unwrap()).unwrap_err();
    assert!(
        error.to_string().contains("hearts may not be led"),
        "{error}"
    );
    assert!(!hand.legal_cards().contains("HA".parse().unwrap()));
}

/// A seat void in clubs and holding a diamond may not discard a heart on the first trick.
#[test]
fn no_heart_on_the_first_trick_when_something_else_is_held() {
    // E leads the 2♣, S and W follow; N holds twelve hearts and the 2♦.
    let deal = deal4("N:.AKQJT9876543.2. AKJT98765432...2 Q.2.AKQJT9876.AK ..543.QJT9876543");
    let mut hand = HeartsHand::new(deal, PassDirection::Hold).unwrap();
    assert_eq!(hand.to_move(), Some(1));
    hand.play(Card::TWO_OF_CLUBS).unwrap();
    hand.play("CA".parse().unwrap()).unwrap();
    hand.play("CQ".parse().unwrap()).unwrap();
    // N: void in clubs, holds the 2♦: hearts refused.
    let error = hand.play("H3".parse().unwrap()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "N may not play H3: no heart and not the Q♠ on the first trick, unless the hand holds nothing else"
    );
    assert_eq!(
        hand.legal_cards(),
        "D2".parse::<Card>().map(CardSet::single).unwrap()
    );
}

/// Shooting the moon, counted by hand: one seat takes all 13 hearts and the Q♠.
#[test]
fn the_moon_by_hand() {
    // N: the A♣ and every heart but the 2♥; E: every spade; S: every diamond; W: the 2♥
    // and the other clubs. Each seat plays its highest legal card: N wins the first trick
    // with the A♣ (E may not discard the Q♠ on it), then leads hearts, which only W can
    // follow once, and E discards its spades, the Q♠ among them, under N's hearts.
    let deal = deal4("N:.AKQJT9876543..A AKQJT98765432... ..AKQJT98765432. .2..KQJT98765432");
    let mut hand = HeartsHand::new(deal, PassDirection::Hold).unwrap();
    while hand.phase() == HandPhase::Playing {
        // Every seat plays its highest legal card.
        let card = hand.legal_cards().highest().unwrap();
        hand.play(card).unwrap();
    }
    let result = hand.result().unwrap();
    assert_eq!(result.taken, [26, 0, 0, 0]);
    assert_eq!(result.moon, Some(0));
    assert_eq!(result.scored, [0, 26, 26, 26]);
}

fn play_match<const N: usize>(seed: u64) -> HeartsMatch<N> {
    let mut rng = SplitMix64::new(seed);
    let mut game = HeartsMatch::<N>::with_target(60);
    let mut totals = [0u32; N];
    let mut number = 0;
    while !game.is_over() {
        assert_eq!(game.phase(), MatchPhase::Dealing);
        assert_eq!(game.hand_number(), number);
        let hand = game.deal_random(rng.next_u64()).unwrap();
        let dealt: [CardSet; N] = std::array::from_fn(|s| hand.dealt(s));
        let passes = random_passes(&mut rng, &dealt);
        if game.phase() == MatchPhase::Passing {
            for (seat, pass) in passes.iter().enumerate() {
                game.pass(seat, pass).unwrap();
            }
        }
        let after = naive_pass(&dealt, &passes, number);
        let mut naive = Naive::new(after);
        while game.phase() == MatchPhase::Playing {
            let choice = pick(&mut rng, &naive.legal());
            game.play(card(choice)).unwrap();
            naive.play(choice);
        }
        for (total, scored) in totals.iter_mut().zip(naive.scored()) {
            *total += scored;
        }
        assert_eq!(game.scores().map(u32::from), totals);
        number += 1;
        let done = totals.iter().any(|&t| t >= 60);
        assert_eq!(game.is_over(), done);
    }
    let lowest = *totals.iter().min().unwrap();
    let winners: Vec<usize> = (0..N).filter(|&s| totals[s] == lowest).collect();
    assert_eq!(game.winners(), Some(winners));
    game
}

#[test]
fn matches_end_once_a_seat_reaches_the_target_and_the_lowest_wins() {
    for seed in 0..8 {
        let game = play_match::<4>(seed);
        assert!(matches!(
            game.clone().deal_random(1),
            Err(RulesError::WrongPhase { .. })
        ));
        play_match::<3>(seed);
    }
}

#[test]
fn passes_and_plays_out_of_place_are_clear_errors() {
    let mut game = HeartsMatch::<4>::new();
    let error = game.play(Card::TWO_OF_CLUBS).unwrap_err();
    assert!(error.to_string().contains("deal one first"), "{error}");
    let hand = game.deal_random(3).unwrap();
    let n_hand: Vec<Card> = hand.dealt(0).iter().collect();
    let e_card = hand.dealt(1).highest().unwrap();
    let error = game.play(Card::TWO_OF_CLUBS).unwrap_err();
    assert!(error.to_string().contains("still passing"), "{error}");
    let error = game.pass(0, &n_hand[..2]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "N passed 2 card(s); a pass is exactly 3 cards"
    );
    let error = game.pass(0, &[n_hand[0], n_hand[1], e_card]).unwrap_err();
    assert_eq!(error.to_string(), format!("N does not hold {e_card}"));
    let error = game.pass(4, &n_hand[..3]).unwrap_err();
    assert!(matches!(error, RulesError::NoSuchSeat { seat: 4, .. }));
    game.pass(0, &n_hand[..3]).unwrap();
    let error = game.pass(0, &n_hand[3..6]).unwrap_err();
    assert_eq!(error.to_string(), "N has already passed this hand");
    let error = game.deal_random(4).unwrap_err();
    assert!(
        error.to_string().contains("a hand is in progress"),
        "{error}"
    );
    // The 3-player game has no across.
    let deal = Deal::random(&HeartsPlay::<3>::VARIANT, 1);
    assert!(HeartsHand::new(deal, PassDirection::Across).is_err());
    // A 4-player deal with the 2♦ missing is no Hearts deal.
    let mut hands = Deal::random(&HeartsPlay::<4>::VARIANT, 1).hands();
    hands[0].remove(Card::TWO_OF_DIAMONDS);
    hands[1].remove(Card::TWO_OF_DIAMONDS);
    hands[2].remove(Card::TWO_OF_DIAMONDS);
    hands[3].remove(Card::TWO_OF_DIAMONDS);
    assert!(HeartsPlay::<4>::after_pass(hands).is_err());
}

/// Each seat sees its own deal, the passes it is part of, and all the play.
#[test]
fn a_seat_sees_its_passes_only() {
    let mut rng = SplitMix64::new(11);
    let deal = Deal::random(&HeartsPlay::<4>::VARIANT, 11);
    let mut hand = HeartsHand::new(deal, PassDirection::Across).unwrap();
    let passes = random_passes(&mut rng, &deal.hands());
    for (seat, pass) in passes.iter().enumerate() {
        hand.pass(seat, pass).unwrap();
    }
    let legal: Vec<Card> = hand.legal_cards().iter().collect();
    hand.play(legal[0]).unwrap();
    for seat in 0..4 {
        let seen: Vec<&Event> = hand.seen_by(seat).collect();
        let dealt: Vec<usize> = seen
            .iter()
            .filter_map(|e| match e {
                Event::Dealt { seat, .. } => Some(*seat),
                _ => None,
            })
            .collect();
        assert_eq!(dealt, [seat]);
        let passes: Vec<(usize, usize)> = seen
            .iter()
            .filter_map(|e| match e {
                Event::Passed { from, to, .. } => Some((*from, *to)),
                _ => None,
            })
            .collect();
        // Across: seat gives to seat + 2 and receives from seat + 2.
        let partner = (seat + 2) % 4;
        let mut expected = vec![(seat, partner), (partner, seat)];
        expected.sort();
        let mut passes = passes;
        passes.sort();
        assert_eq!(passes, expected);
        assert!(
            seen.iter()
                .any(|e| matches!(e, Event::Played { leads: true, .. }))
        );
    }
}
