//! Matches of the full games played by hidden-hand agents: every hand dealt, passed (Hearts)
//! or bid (Spades) by each seat's [`Calls`], played by the agents on an [`Observed`] game
//! (each agent handed its seat's information only), and scored by the rules' [`HeartsMatch`]
//! (the moon included) or [`SpadesMatch`] (contracts, nil, bags); from the start of a match,
//! or from a match resumed at given totals ([`HeartsMatch::resume`], [`SpadesMatch::resume`]).

use maxn_play::{Agent, MatchOptions, Played, play_match};
use serde::Serialize;

use super::super::deal::Deal;
use super::super::hidden::{HiddenRules, Observed};
use super::super::set::CardSet;
use super::{
    Bid, Calls, Contract, Event, HeartsMatch, HeartsPlay, RulesError, SpadesContract, SpadesMatch,
    SpadesPlay, side_of,
};

/// One seat of a match: the agent that plays its cards and how it passes (Hearts) and bids
/// (Spades).
pub struct MatchSeat<G: HiddenRules<N>, const N: usize> {
    /// Plays the seat's cards.
    pub agent: Box<dyn Agent<Observed<G, N>, N>>,
    /// Chooses the seat's pass and its bid.
    pub calls: Box<dyn Calls>,
}

/// One hand of a match, as played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandRecord {
    /// The hand's number, from 0.
    pub number: u32,
    /// Hearts: where the cards were passed (`left`, `right`, `across`, `hold`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<String>,
    /// The deal (before any pass), in PBN.
    pub deal: String,
    /// Hearts: the cards each seat passed (empty in a hold hand).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passes: Vec<String>,
    /// Spades: each seat's bid (0 is nil).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bids: Vec<u8>,
    /// The cards played, in order.
    pub cards: Vec<String>,
    /// What each seat took: Hearts points, or tricks.
    pub taken: Vec<u8>,
    /// Hearts: the seat that shot the moon, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moon: Option<usize>,
    /// What each seat scored in the hand: Hearts points after the moon; in Spades its side's
    /// points (bags and their penalty included).
    pub scored: Vec<i32>,
    /// Each seat's total after the hand (in Spades, its side's).
    pub totals: Vec<i32>,
    /// Each seat's decisions in the hand.
    pub decisions: Vec<u64>,
    /// Each seat's nodes searched in the hand.
    pub nodes: Vec<u64>,
}

/// A whole match: its hands and how it ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchRecord {
    /// The agent in each seat.
    pub seats: Vec<String>,
    /// Every hand.
    pub hands: Vec<HandRecord>,
    /// The final totals by seat (in Spades, each seat's side's).
    pub totals: Vec<i32>,
    /// The seats that won (Hearts: the lowest total, ties share; Spades: the winning side).
    pub winners: Vec<usize>,
}

/// The trick play of one hand by the agents, with what each seat knows; `passes[seat]` went
/// to `receiver(seat)`.
fn play_hand<G: HiddenRules<N>, const N: usize>(
    seats: &mut [MatchSeat<G, N>; N],
    game: G,
    passes: &[(usize, CardSet)],
) -> Played<Observed<G, N>, N> {
    let mut observed = Observed::new(game);
    for (seat, &(receiver, pass)) in passes.iter().enumerate() {
        let event = Event::Passed {
            from: seat,
            to: receiver,
            cards: pass,
        };
        observed = observed.observed(seat, &event).observed(receiver, &event);
    }
    let agents = seats
        .each_mut()
        .map(|seat| &mut *seat.agent as &mut dyn Agent<Observed<G, N>, N>);
    play_match(&observed, agents, MatchOptions::default())
}

/// Each seat's decisions and nodes in `played`.
fn effort<G: HiddenRules<N>, const N: usize>(
    played: &Played<Observed<G, N>, N>,
) -> (Vec<u64>, Vec<u64>) {
    let mut decisions = vec![0; N];
    let mut nodes = vec![0; N];
    for turn in &played.turns {
        decisions[turn.player] += 1;
        nodes[turn.player] += turn.decision.nodes;
    }
    (decisions, nodes)
}

/// Plays a Hearts match to `target` points with `seats`, hand `k` dealt by `deal(k)`,
/// calling `on_hand` after each hand. An error only if a deal is not a Hearts deal, or an
/// agent or a seat's calls break a rule (a bug).
pub fn play_hearts_match<const N: usize>(
    seats: &mut [MatchSeat<HeartsPlay<N>, N>; N],
    deal: &mut dyn FnMut(u32) -> Deal<N>,
    target: u16,
    on_hand: &mut dyn FnMut(&HandRecord),
) -> Result<MatchRecord, RulesError> {
    play_hearts_match_from(HeartsMatch::with_target(target), seats, deal, on_hand)
}

/// [`play_hearts_match`] from `game`, a match not over yet (a new one, or one resumed at
/// given totals and hand number): its hands are played to its end, hand `k` dealt by
/// `deal(k)` (`k` counting the hands before the resumption).
pub fn play_hearts_match_from<const N: usize>(
    mut game: HeartsMatch<N>,
    seats: &mut [MatchSeat<HeartsPlay<N>, N>; N],
    deal: &mut dyn FnMut(u32) -> Deal<N>,
    on_hand: &mut dyn FnMut(&HandRecord),
) -> Result<MatchRecord, RulesError> {
    let names = seats.iter().map(|s| s.agent.name().to_owned()).collect();
    let mut hands = Vec::new();
    while !game.is_over() {
        let number = game.hand_number();
        let dealt = deal(number);
        game.deal(dealt)?;
        let direction = game.direction();
        let mut passes = Vec::new();
        for (seat, match_seat) in seats.iter_mut().enumerate() {
            if let Some(receiver) = direction.receiver(seat, N) {
                let cards = match_seat.calls.pass(seat, dealt.hands()[seat], direction);
                game.pass(seat, &cards)?;
                passes.push((receiver, cards.into_iter().collect::<CardSet>()));
            }
        }
        let play = *game
            .hand()
            .and_then(|hand| hand.game())
            .expect("the pass is done");
        let played = play_hand(seats, play, &passes);
        for turn in &played.turns {
            game.play(turn.decision.mv)?;
        }
        let result = *game.history().last().expect("the hand was scored");
        let (decisions, nodes) = effort(&played);
        let record = HandRecord {
            number,
            direction: Some(direction.name().to_owned()),
            deal: dealt.to_string(),
            passes: passes.iter().map(|&(_, pass)| card_list(pass)).collect(),
            bids: Vec::new(),
            cards: played
                .turns
                .iter()
                .map(|t| t.decision.mv.to_string())
                .collect(),
            taken: result.taken.to_vec(),
            moon: result.moon,
            scored: result.scored.iter().map(|&p| i32::from(p)).collect(),
            totals: game.scores().iter().map(|&t| i32::from(t)).collect(),
            decisions,
            nodes,
        };
        on_hand(&record);
        hands.push(record);
    }
    Ok(MatchRecord {
        seats: names,
        hands,
        totals: game.scores().iter().map(|&t| i32::from(t)).collect(),
        winners: game.winners().unwrap_or_default(),
    })
}

/// Plays a Spades match to `target` points (lost at `floor`) with `seats`, hand `k` dealt by
/// `deal(k)`, every seat bidding by its [`Calls`] (the catalogue's agents by the rules'
/// [`simple_bid`](super::simple_bid)),
/// calling `on_hand` after each hand. The agents play each hand's [`SpadesContract`]: the
/// bids and the bags each side carries are public, so a searcher values the contract.
pub fn play_spades_match<const N: usize>(
    seats: &mut [MatchSeat<SpadesContract<N>, N>; N],
    deal: &mut dyn FnMut(u32) -> Deal<N>,
    target: i32,
    floor: i32,
    on_hand: &mut dyn FnMut(&HandRecord),
) -> Result<MatchRecord, RulesError> {
    play_spades_match_from(
        SpadesMatch::with_limits(target, floor),
        seats,
        deal,
        on_hand,
    )
}

/// [`play_spades_match`] from `game`, a match not over yet (a new one, or one resumed at
/// given scores, carried bags and hand number): its hands are played to its end, hand `k`
/// dealt by `deal(k)` (`k` counting the hands before the resumption).
pub fn play_spades_match_from<const N: usize>(
    mut game: SpadesMatch<N>,
    seats: &mut [MatchSeat<SpadesContract<N>, N>; N],
    deal: &mut dyn FnMut(u32) -> Deal<N>,
    on_hand: &mut dyn FnMut(&HandRecord),
) -> Result<MatchRecord, RulesError> {
    let names = seats.iter().map(|s| s.agent.name().to_owned()).collect();
    let by_seat = |sides: &[i32]| -> Vec<i32> { (0..N).map(|s| sides[side_of(s, N)]).collect() };
    let mut hands = Vec::new();
    while !game.is_over() {
        let number = game.hand_number();
        let dealt = deal(number);
        game.deal(dealt)?;
        let before = game.scores().to_vec();
        while let Some(hand) = game.hand() {
            let Some(seat) = hand.to_bid() else { break };
            let bids = hand.bids();
            let bid =
                seats[seat]
                    .calls
                    .bid(seat, dealt.hands()[seat], &bids, SpadesPlay::<N>::TRICKS);
            game.bid(seat, u32::from(bid))?;
        }
        let hand = game.hand().expect("a hand was dealt");
        let bids: [Bid; N] = hand.bids().map(|bid| bid.expect("every seat has bid"));
        let play = SpadesContract::new(*hand.game(), Contract::new(bids, game.bags()));
        let played = play_hand(seats, play, &[]);
        for turn in &played.turns {
            game.play(turn.decision.mv)?;
        }
        let result = *game.history().last().expect("the hand was scored");
        let (decisions, nodes) = effort(&played);
        let after = game.scores().to_vec();
        let gained: Vec<i32> = after.iter().zip(&before).map(|(a, b)| a - b).collect();
        let record = HandRecord {
            number,
            direction: None,
            deal: dealt.to_string(),
            passes: Vec::new(),
            bids: result.bids.iter().map(|bid| bid.tricks()).collect(),
            cards: played
                .turns
                .iter()
                .map(|t| t.decision.mv.to_string())
                .collect(),
            taken: result.tricks.to_vec(),
            moon: None,
            scored: by_seat(&gained),
            totals: by_seat(&after),
            decisions,
            nodes,
        };
        on_hand(&record);
        hands.push(record);
    }
    let winners = match game.winner() {
        Some(side) => (0..N).filter(|&s| side_of(s, N) == side).collect(),
        None => Vec::new(),
    };
    Ok(MatchRecord {
        seats: names,
        hands,
        totals: by_seat(game.scores()),
        winners,
    })
}

/// `SQ HA HK`: the cards of `cards`, high to low.
fn card_list(cards: CardSet) -> String {
    cards
        .iter()
        .map(|card| card.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
