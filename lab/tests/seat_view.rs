//! A PIMC agent (and an ISMCTS agent) driven by a referee outside the match, handed nothing but
//! one seat's view built from the events that seat saw (its deal, its passes, the bids, the
//! cards played; never a hidden hand), decides every card of whole Hearts and Spades matches as the lab's
//! own matches (`play_full`, the code behind `maxn play`) decided it for the same seeds.

use maxn_games::cards::full::{
    Bid, Contract, Event, HeartsMatch, HeartsPlay, SPADES_FLOOR, SpadesContract, SpadesMatch,
    SpadesPlay,
};
use maxn_games::cards::{Card, Deal, HiddenRules, PublicFacts, view_from_events};
use maxn_lab::arena::{FullOptions, play_full};
use maxn_lab::catalogue::{AgentSpec, GameName};
use maxn_lab::hidden::{HandRecord, HiddenSettings, LabPimc, PimcSearchable, pimc};
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

/// The lab's match: `agent` in seat 0, the rule-based player and the random player around
/// it.
fn lab_match(game: GameName, target: u16, agent: &str) -> Vec<HandRecord> {
    let options = FullOptions {
        game,
        players: Some(4),
        agents: [agent, "rules", "random", "rules"]
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
fn outside_pimc<G: HiddenRules<4> + PimcSearchable<4>>() -> LabPimc<G, 4> {
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

/// The outside referee: the rules' match, and nothing else.
trait Referee {
    /// The seat to play.
    fn to_move(&self) -> usize;
    /// The events `seat` has seen in the hand in progress.
    fn seen_by(&self, seat: usize) -> Vec<Event>;
    /// Plays `card` for the seat to play.
    fn play(&mut self, card: Card);
}

impl Referee for HeartsMatch<4> {
    fn to_move(&self) -> usize {
        self.hand().unwrap().to_move().unwrap()
    }
    fn seen_by(&self, seat: usize) -> Vec<Event> {
        self.hand().unwrap().seen_by(seat).copied().collect()
    }
    fn play(&mut self, card: Card) {
        HeartsMatch::play(self, card).unwrap();
    }
}

impl Referee for SpadesMatch<4> {
    fn to_move(&self) -> usize {
        self.hand().unwrap().to_move().unwrap()
    }
    fn seen_by(&self, seat: usize) -> Vec<Event> {
        self.hand().unwrap().seen_by(seat).copied().collect()
    }
    fn play(&mut self, card: Card) {
        SpadesMatch::play(self, card).unwrap();
    }
}

/// The outside referee's agent of seat 0: PIMC as the lab seats it, or `spec` (ISMCTS).
fn outside_agent<G>(spec: &str) -> Box<dyn SeatAgent<G, 4>>
where
    G: HiddenRules<4> + PimcSearchable<4> + Send + Sync + 'static,
{
    match spec {
        "pimc-speculative" => Box::new(outside_pimc::<G>()),
        _ => Box::new(spec.parse::<AgentSpec>().unwrap().ismcts(settings())),
    }
}

/// Plays `hand`'s cards through `referee`, asking a fresh outside agent (`spec`) for seat 0's
/// before each of its turns, with seat 0's view built from the events it has seen and
/// `facts`; each decision must be the card the lab's match played. Returns the seat's
/// decisions and nodes.
fn drive<G: HiddenRules<4> + PimcSearchable<4> + Send + Sync + 'static>(
    hand: &HandRecord,
    referee: &mut impl Referee,
    facts: PublicFacts,
    spec: &str,
) -> (u64, u64) {
    let mut agent = outside_agent::<G>(spec);
    let (mut decisions, mut nodes) = (0, 0);
    for (index, text) in hand.cards.iter().enumerate() {
        let played = card(text);
        if referee.to_move() == 0 {
            let view = view_from_events::<G, 4>(0, &referee.seen_by(0), facts)
                .expect("the seat has seen its deal");
            let decision = agent.decide_from_view(&view);
            assert_eq!(
                decision.mv, played,
                "hand {} card {index}: the outside referee's {spec} chose otherwise",
                hand.number
            );
            decisions += 1;
            nodes += decision.nodes;
        }
        referee.play(played);
    }
    (decisions, nodes)
}

#[test]
fn pimc_seated_by_an_outside_referee_decides_whole_hearts_hands_as_the_lab() {
    outside_referee_hearts("pimc-speculative");
}

#[test]
fn ismcts_seated_by_an_outside_referee_decides_whole_hearts_hands_as_the_lab() {
    outside_referee_hearts("ismcts:iterations=60:trees=2");
}

#[test]
fn pimc_seated_by_an_outside_referee_decides_whole_spades_hands_as_the_lab() {
    outside_referee_spades("pimc-speculative");
}

#[test]
fn ismcts_seated_by_an_outside_referee_decides_whole_spades_hands_as_the_lab() {
    outside_referee_spades("ismcts:iterations=60");
}

/// `spec` in seat 0 of the lab's Hearts match to 40, and driven by the outside referee.
fn outside_referee_hearts(spec: &str) {
    let hands = lab_match(GameName::HeartsFull, 40, spec);
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
        let (decisions, nodes) =
            drive::<HeartsPlay<4>>(hand, &mut referee, PublicFacts::default(), spec);
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

/// `spec` in seat 0 of the lab's Spades match to 120, and driven by the outside referee.
fn outside_referee_spades(spec: &str) {
    let hands = lab_match(GameName::SpadesFull, 120, spec);
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
        let (decisions, nodes) = drive::<SpadesContract<4>>(hand, &mut referee, facts, spec);
        assert_eq!(decisions, hand.decisions[0]);
        assert_eq!(nodes, hand.nodes[0]);
        println!(
            "spades hand {}: {decisions} decisions, {nodes} nodes",
            hand.number
        );
    }
    assert_eq!(referee.scores()[0], hands.last().unwrap().totals[0]);
}
