//! PIMC's opponent model from the rule-based players (`RuleModel`): a deal played by the rule
//! card at every seat is as likely as the model allows (Hearts and Spades), other deals consistent with the view
//! are less likely, and a PIMC drawing by a model that weighs every deal alike searches what
//! it searched without one.

use maxn::Game;
use maxn_games::cards::full::{HeartsPlay, SpadesContract};
use maxn_games::cards::{Card, CardGame, Hearts, HiddenRules, InfoSet, Observed};
use maxn_games::rng::SplitMix64;
use maxn_lab::hidden::{RuleBased, RuleModel, pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::{Budget, HiddenGame, PlayModel, Resample, SeatAgent};

mod support;
use support::{moves, on_threads};

/// A 4-player hand of full Hearts at the start of trick play, the holder of the 2♣ leading.
fn start(seed: u64) -> HeartsPlay<4> {
    let hands = *Hearts::<4>::random(seed).table().hands();
    let leader = (0..4)
        .find(|&seat| hands[seat].contains(Card::TWO_OF_CLUBS))
        .unwrap();
    HeartsPlay::<4>::at_trick_start(hands, leader)
}

/// The 4-player deal of `seed` at the start of trick play in Spades (the contract's bids all
/// nil: the rule card does not read them), seat 0 leading.
fn spades_start(seed: u64) -> SpadesContract<4> {
    SpadesContract::<4>::at_trick_start(*Hearts::<4>::random(seed).table().hands(), 0)
}

/// `plays` cards of `start` played by the game's rule-based player at every seat as a match
/// plays them (the moves the position generates, each seat deciding from its own view), and
/// how many of seats 1 to 3's plays had a choice among those moves.
fn played_by_rules<G: RuleBased<4>>(start: G, plays: usize) -> (Observed<G, 4>, u32) {
    let mut observed = Observed::new(start);
    let mut player = G::rule_based();
    let mut choices = 0;
    for _ in 0..plays {
        let mover = observed.to_move();
        let moves = moves(&observed);
        if mover != 0 && moves.len() > 1 {
            choices += 1;
        }
        let card = player.decide(observed.view(mover), &moves).mv;
        observed.play(card);
    }
    (observed, choices)
}

/// After 21 cards of `start` played by the rules, the true deal's likelihood under the rule
/// model is `0.6^k` (every play with a choice was the rule card), and some deals drawn from
/// seat 0's view are less likely (in them the rule card was not what the others played).
fn the_truth_is_as_likely_as_the_model_allows<G>(start: G, label: &str)
where
    G: RuleBased<4> + Resample<4, View = InfoSet<4>> + Send + Sync,
{
    let (observed, choices) = played_by_rules(start, 21);
    assert!(choices >= 8, "{label}: {choices} choices");
    let model = RuleModel::<G>::new(0.6).unwrap();
    let truth = model.likelihood(observed.view(0), observed.game());
    let expected = (0..choices).fold(1.0, |product, _| product * 0.6);
    assert_eq!(truth, expected, "{label}");
    let view = observed.view(0);
    let sampler = G::sampler(view).unwrap();
    let mut rng = SplitMix64::new(7);
    let less_likely = (0..40)
        .map(|_| G::sample(view, &sampler, &mut rng))
        .filter(|deal| model.likelihood(view, deal) < truth)
        .count();
    assert!(less_likely > 0, "{label}");
}

#[test]
fn the_deal_played_by_the_rules_has_the_rule_card_at_every_choice() {
    for seed in 0..8 {
        the_truth_is_as_likely_as_the_model_allows(start(seed), &format!("hearts {seed}"));
        the_truth_is_as_likely_as_the_model_allows(spades_start(seed), &format!("spades {seed}"));
    }
}

/// The first position after 9 or more cards played by the rules (deal `seed`, then the next)
/// where the mover has a choice and its view passes `fits`.
fn decision(
    seed: u64,
    fits: impl Fn(&<HeartsPlay<4> as HiddenGame<4>>::View) -> bool,
) -> Observed<HeartsPlay<4>, 4> {
    (seed..)
        .flat_map(|seed| (9..30).map(move |plays| played_by_rules(start(seed), plays).0))
        .find(|observed| moves(observed).len() > 1 && fits(observed.view(observed.to_move())))
        .unwrap()
}

/// Weighs every deal alike.
struct Indifferent;

impl PlayModel<HeartsPlay<4>, 4> for Indifferent {
    fn likelihood(&self, _: &<HeartsPlay<4> as HiddenGame<4>>::View, _: &HeartsPlay<4>) -> f64 {
        1.0
    }
}

/// Counts the deals where seat 1 holds the Q♠ by the weight 1, the others by 0.
struct QueenWithSeatOne;

impl PlayModel<HeartsPlay<4>, 4> for QueenWithSeatOne {
    fn likelihood(&self, _: &<HeartsPlay<4> as HiddenGame<4>>::View, deal: &HeartsPlay<4>) -> f64 {
        f64::from(u8::from(
            deal.table().hand(1).contains(Card::QUEEN_OF_SPADES),
        ))
    }
}

#[test]
fn a_model_weighing_every_deal_alike_searches_the_same_deals() {
    let observed = decision(3, |_| true);
    let view = *observed.view(observed.to_move());
    let moves = moves(&observed);
    let agent = || {
        pimc::<HeartsPlay<4>, 4>(Algorithm::Speculative, 12, Budget::new(2_000).unwrap(), 4)
            .unwrap()
    };
    let plain = agent();
    let weighed = agent().with_model(Indifferent, 1);
    let drawn = weighed.sampled_positions(&view);
    assert_eq!(drawn, plain.sampled_positions(&view));
    assert!(drawn.iter().all(|&(_, times)| times == 1));
    assert_eq!(
        weighed.sample_values(&view, &moves),
        plain.sample_values(&view, &moves)
    );
    // Four draws a sample under the same weights: every fourth deal of 48, as many samples.
    let more = agent().with_model(Indifferent, 4).sampled_positions(&view);
    assert_eq!(more.len(), 12);
    assert!(more.iter().all(|&(_, times)| times == 1));
    assert_ne!(more, drawn);
}

#[test]
fn a_model_that_rules_deals_out_searches_only_the_others() {
    // The mover (not seat 1) sees the Q♠ neither in its hand nor played: seat 1 may hold it.
    let observed = decision(6, |view| {
        view.seat() != 1 && !(view.hand() | view.all_played()).contains(Card::QUEEN_OF_SPADES)
    });
    let view = *observed.view(observed.to_move());
    let agent = pimc::<HeartsPlay<4>, 4>(Algorithm::Speculative, 10, Budget::new(500).unwrap(), 1)
        .unwrap()
        .with_model(QueenWithSeatOne, 8);
    let drawn = agent.sampled_positions(&view);
    assert!(
        drawn
            .iter()
            .all(|(deal, _)| deal.table().hand(1).contains(Card::QUEEN_OF_SPADES))
    );
    assert_eq!(drawn.iter().map(|&(_, times)| times).sum::<usize>(), 10);
    // Fewer deals than samples: those drawn again are searched once, counted as often.
    let values = agent.sample_values(&view, &moves(&observed));
    assert_eq!(values.len(), 10);
    let searched = values.iter().filter(|values| values.nodes > 0).count();
    assert_eq!(searched, drawn.len());
}

#[test]
fn pimc_with_the_rule_model_decides_the_same_on_one_thread_and_on_two() {
    let observed = decision(11, |_| true);
    let view = *observed.view(observed.to_move());
    let moves = moves(&observed);
    let decide = |threads: usize| {
        on_threads(threads, || {
            let mut agent =
                pimc::<HeartsPlay<4>, 4>(Algorithm::Speculative, 8, Budget::new(1_000).unwrap(), 2)
                    .unwrap()
                    .with_model(RuleModel::new(0.5).unwrap(), 4);
            let drawn = agent.sampled_positions(&view);
            let decision = SeatAgent::<HeartsPlay<4>, 4>::decide(&mut agent, &view, &moves);
            (drawn, decision)
        })
    };
    let one = decide(1);
    // The model weighs the deals apart: some deal stands for more than one sample.
    assert!(one.0.len() < 8, "{} deals searched", one.0.len());
    assert_eq!(one, decide(2));
}
