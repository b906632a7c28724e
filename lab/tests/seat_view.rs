//! A PIMC agent driven by a referee outside the match, handed nothing but one seat's view
//! built from the events that seat saw (its deal, its passes, the bids, the cards played;
//! never a hidden hand), decides every card of whole Hearts and Spades matches as the lab's
//! own matches (`play_full`, the code behind `maxn play`) decided it for the same seeds.

use maxn_games::cards::full::{
    Bid, Contract, HeartsMatch, HeartsPlay, SPADES_FLOOR, SpadesContract, SpadesMatch, SpadesPlay,
};
use maxn_games::cards::{Card, Deal, HiddenRules, PublicFacts, view_from_events};
use maxn_lab::hidden::{
    AgentSpec, FullGame, FullOptions, HandRecord, HiddenSettings, LabPimc, pimc, play_full,
};
use maxn_lab::registry::Algorithm;
use maxn_play::{Budget, SeatAgent};

const SEED: u64 = 11;

fn settings() -> HiddenSettings {
    HiddenSettings {
        samples: 3,
        budget: Budget::new(600).unwrap(),
        seed: 5,
    }
}

/// The lab's match: PIMC in seat 0, the rule-based player and the random player around it.
fn lab_match(game: FullGame, target: u16) -> Vec<HandRecord> {
    let options = FullOptions {
        game,
        players: Some(4),
        agents: ["pimc-speculative", "rules", "random", "rules"]
            .iter()
            .map(|name| name.parse::<AgentSpec>().unwrap())
            .collect(),
        settings: settings(),
        seed: SEED,
        deal: None,
        target: Some(target),
    };
    play_full(&options, &mut |_| {}).unwrap().hands
}

/// PIMC as the lab seats it (`pimc-speculative`), made afresh by the outside referee.
fn outside_pimc<G: HiddenRules<4> + maxn_lab::hidden::PimcSearchable<4>>() -> LabPimc<G, 4> {
    let settings = settings();
    pimc(
        Algorithm::Speculative,
        settings.samples,
        settings.budget,
        settings.seed,
    )
    .unwrap()
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// Seat 0's decisions over `hand`'s cards, asked with its view built from `events` (what it
/// saw so far) before each of its turns; every card of the record is played through `play`,
/// which returns the seat to move next. Returns the seat's decisions and nodes.
fn drive<G: HiddenRules<4> + maxn_lab::hidden::PimcSearchable<4>>(
    hand: &HandRecord,
    mut to_move: impl FnMut() -> usize,
    mut events: impl FnMut() -> Option<maxn_games::cards::InfoSet<4>>,
    mut play: impl FnMut(Card),
) -> (u64, u64) {
    let mut agent = outside_pimc::<G>();
    let (mut decisions, mut nodes) = (0, 0);
    for (index, text) in hand.cards.iter().enumerate() {
        let played = card(text);
        if to_move() == 0 {
            let view = events().expect("the seat has seen its deal");
            let decision = agent.decide_from_view(&view);
            assert_eq!(
                decision.mv, played,
                "hand {} card {index}: the outside referee's PIMC chose otherwise",
                hand.number
            );
            decisions += 1;
            nodes += decision.nodes;
        }
        play(played);
    }
    (decisions, nodes)
}

#[test]
fn pimc_seated_by_an_outside_referee_decides_whole_hearts_hands_as_the_lab() {
    let hands = lab_match(FullGame::Hearts, 40);
    assert!(hands.len() >= 2, "a match of several hands");
    let mut referee = HeartsMatch::<4>::with_target(40);
    let mut searched = 0;
    for hand in &hands {
        referee
            .deal(Deal::of_match(&HeartsPlay::<4>::VARIANT, SEED, hand.number))
            .unwrap();
        assert_eq!(Some(referee.direction().name()), hand.direction.as_deref());
        for (seat, pass) in hand.passes.iter().enumerate() {
            let cards: Vec<Card> = pass.split(' ').map(card).collect();
            referee.pass(seat, &cards).unwrap();
        }
        let referee = std::cell::RefCell::new(&mut referee);
        let (decisions, nodes) = drive::<HeartsPlay<4>>(
            hand,
            || referee.borrow().hand().unwrap().to_move().unwrap(),
            || {
                let referee = referee.borrow();
                view_from_events::<HeartsPlay<4>, 4>(
                    0,
                    referee.hand().unwrap().seen_by(0),
                    PublicFacts::default(),
                )
            },
            |played| {
                referee.borrow_mut().play(played).unwrap();
            },
        );
        assert_eq!(decisions, hand.decisions[0]);
        assert_eq!(nodes, hand.nodes[0]);
        println!(
            "hearts hand {}: {decisions} decisions, {nodes} nodes",
            hand.number
        );
        searched += nodes;
    }
    assert!(searched > 0);
    assert_eq!(
        referee.scores().map(i32::from).to_vec(),
        hands.last().unwrap().totals
    );
}

#[test]
fn pimc_seated_by_an_outside_referee_decides_whole_spades_hands_as_the_lab() {
    let hands = lab_match(FullGame::Spades, 120);
    let mut referee = SpadesMatch::<4>::with_limits(120, SPADES_FLOOR);
    for hand in &hands {
        referee
            .deal(Deal::of_match(&SpadesPlay::<4>::VARIANT, SEED, hand.number))
            .unwrap();
        let bags = referee.bags().to_vec();
        while let Some(seat) = referee.hand().unwrap().to_bid() {
            referee.bid(seat, u32::from(hand.bids[seat])).unwrap();
        }
        // The contract is public: the bids seen, and the bags each side carries.
        let bids: [Bid; 4] = referee.hand().unwrap().bids().map(Option::unwrap);
        let facts = Contract::new(bids, &bags).to_facts();
        let referee = std::cell::RefCell::new(&mut referee);
        let (decisions, nodes) = drive::<SpadesContract<4>>(
            hand,
            || referee.borrow().hand().unwrap().to_move().unwrap(),
            || {
                let referee = referee.borrow();
                view_from_events::<SpadesContract<4>, 4>(
                    0,
                    referee.hand().unwrap().seen_by(0),
                    facts,
                )
            },
            |played| {
                referee.borrow_mut().play(played).unwrap();
            },
        );
        assert_eq!(decisions, hand.decisions[0]);
        assert_eq!(nodes, hand.nodes[0]);
        println!(
            "spades hand {}: {decisions} decisions, {nodes} nodes",
            hand.number
        );
    }
    assert_eq!(referee.scores()[0], hands.last().unwrap().totals[0]);
}
