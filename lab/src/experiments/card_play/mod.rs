//! The card-play experiment of Sturtevant (2003, Table 5): max^n, speculative max^n and
//! paranoid playing 3-player perfect-information Hearts and Spades against each other under
//! the paper's node limit, reported as paired differences per deal.
//!
//! # Setting
//!
//! - Deal `i` of a run is `Deal::random(variant, deal_seed(seed, i))`, the deals of
//!   [`card_depth`](super::card_depth) for the same seed: 3-player Hearts (17 cards each, no
//!   2♦) or 3-player Spades (17 cards each, no 2♣), with the constant-sum cut-off evaluations
//!   ([`LikelyTaker`](maxn_games::cards::LikelyTaker),
//!   [`TricksEstimated`](maxn_games::cards::TricksEstimated)).
//! - **The pairings** ([`Pairing::ALL`]): max^n against paranoid, speculative against
//!   paranoid (the paper's two entries per game), and speculative against max^n. A pairing
//!   plays every deal once in each of the six arrangements of two agents at three seats
//!   ([`arrangements`]): each agent sits in each seat three
//!   times a deal, alone or beside a copy of itself, so the luck of the cards weighs on both
//!   alike. Each game has fresh agents ([`run_tournament`]).
//! - **The agents** search every move by iterative deepening under a node limit (500,000 per
//!   move by default, the iterations and re-expansions sharing it), the previous iteration's
//!   line first and, with [`CardPlayConfig::evaluation_order`] (the default, as in
//!   `card-depth`), every node's moves ordered by their child's evaluation for the mover; they
//!   answer from the deepest iteration that finished ([`SearchAgent`](maxn_play::SearchAgent)).
//!   Paranoid is `paranoid-zw`, searching with zero windows
//!   ([`ParanoidZeroWindow`](maxn::ParanoidZeroWindow)), exactly paranoid's answers; the agents
//!   are the registry's ([`AlgorithmAgent`]).
//! - **Reported** per pairing: the first agent's points per hand minus the second's, paired
//!   by deal: for deal `d`, the mean of the first agent's scores over the 9 seats it took in
//!   the deal's six games, minus the same mean of the second's. Scores are in the game's own
//!   terms: Hearts points (lower is better, so a negative difference favours the first agent)
//!   and Spades tricks (higher is better). Beside it each agent's own mean per hand, their
//!   ratio (the paper's form, "algorithm / paranoid") and each agent's depth reached over the
//!   moves it did not search to the end of the hand.
//! - **Intervals** are 95% normal intervals, `1.96` standard errors over deals
//!   ([`clustered_mean`] with one value per deal: the deals are the independent units, the
//!   seats and moves within one deal are not).
//!
//! Every search runs on one thread without a deadline, so a run is the same for a seed on
//! any number of threads; the games run in parallel with rayon.
//!
//! The paper (algorithms.md, "Play and the papers' play experiments"; its digits are lost in
//! the OCR copies): in Hearts plain max^n and paranoid were about equal and speculative max^n
//! beat paranoid by almost one point a hand; in Spades max^n did slightly worse than paranoid
//! and speculative max^n better, despite searching less deep.

mod combine;
mod report;

pub use combine::{CardPlayPiece, CombineError, combine};

use maxn::EvaluationOrder;
use maxn_games::cards::{Deal, HEARTS_3, Hearts, SPADES_3, Spades};
use serde::Serialize;

use super::OnStep;
use super::card_depth::{ALGORITHMS, ClusteredEstimate, DepthGame, clustered_mean, deal_seed};
use crate::AlgorithmAgent;
use crate::registry::{Algorithm, Searchable};
use maxn_play::Budget;
use maxn_play::{Entrant, TournamentOptions, arrangements, run_tournament};

/// The paper's reading beside our numbers (its digits are lost in the OCR copies).
pub const PAPER: &str = "Sturtevant (2003), Table 5: Hearts: max^n about equal to paranoid, \
                         speculative better than paranoid by almost a point a hand; Spades: \
                         max^n slightly worse than paranoid, speculative better (digits lost \
                         in the OCR copies)";

/// Two agents played against each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Pairing {
    /// The agent whose advantage is reported.
    pub first: Algorithm,
    /// The agent it is compared with.
    pub second: Algorithm,
}

impl Pairing {
    /// The paper's two pairings (each algorithm against paranoid), then speculative against
    /// max^n.
    pub const ALL: [Pairing; 3] = [
        Pairing {
            first: Algorithm::Maxn,
            second: Algorithm::ParanoidZw,
        },
        Pairing {
            first: Algorithm::Speculative,
            second: Algorithm::ParanoidZw,
        },
        Pairing {
            first: Algorithm::Speculative,
            second: Algorithm::Maxn,
        },
    ];

    /// `first-second`, as reports name it.
    pub fn name(self) -> String {
        format!("{}-{}", self.first.name(), self.second.name())
    }

    /// The pairing [`name`](Self::name) calls `name`, if any: two different algorithms of
    /// the experiment ([`ALGORITHMS`]), whose names may hold a `-` themselves.
    pub fn from_name(name: &str) -> Option<Pairing> {
        let algorithm = |name: &str| ALGORITHMS.into_iter().find(|a| a.name() == name);
        name.match_indices('-').find_map(|(at, _)| {
            let (first, second) = (algorithm(&name[..at])?, algorithm(&name[at + 1..])?);
            (first != second).then_some(Pairing { first, second })
        })
    }
}

/// Games played from each deal by one pairing: the arrangements of two agents at three seats.
pub const GAMES_PER_DEAL: usize = 6;

/// What to run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardPlayConfig {
    /// Hearts or Spades.
    pub game: DepthGame,
    /// How many deals.
    pub deals: usize,
    /// The seed the deals are drawn from.
    pub seed: u64,
    /// The index of the first deal: a run of deals `first_deal..first_deal + deals` gives,
    /// deal by deal, what a longer run from 0 gives for them, so a long run can be played in
    /// pieces.
    pub first_deal: usize,
    /// Nodes per move, shared by the iterations of its iterative deepening.
    pub node_limit: u64,
    /// Whether every node's moves are ordered by the evaluation of their child
    /// ([`EvaluationOrder`]), on top of the previous iteration's line first.
    pub evaluation_order: bool,
    /// The pairings played (by default [`Pairing::ALL`]).
    pub pairings: Vec<Pairing>,
}

impl CardPlayConfig {
    /// The paper's setting for `game`: 500,000 nodes per move (our reading of the OCR), the
    /// three pairings, `deals` deals from `seed`.
    pub fn new(game: DepthGame, deals: usize, seed: u64) -> Self {
        Self {
            game,
            deals,
            seed,
            first_deal: 0,
            node_limit: Budget::DEFAULT_NODE_LIMIT,
            evaluation_order: true,
            pairings: Pairing::ALL.to_vec(),
        }
    }
}

/// One pairing on one deal: the scores of each agent's seats over its six games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealResult {
    /// The deal's index (from the seed's first deal, whatever the run's first).
    pub deal: usize,
    /// The first agent's mean score per hand over its seats.
    pub first: f64,
    /// The second agent's.
    pub second: f64,
    /// The depth of each of the first agent's decisions not searched to the end of the hand.
    pub first_depths: Vec<u32>,
    /// The second agent's.
    pub second_depths: Vec<u32>,
}

/// One pairing over the run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairingResult {
    /// Who played.
    pub pairing: Pairing,
    /// The first agent's points per hand minus the second's, paired by deal.
    pub difference: ClusteredEstimate,
    /// The first agent's points per hand.
    pub first: ClusteredEstimate,
    /// The second agent's.
    pub second: ClusteredEstimate,
    /// The first agent's depth over its moves not searched to the end, clustered by deal.
    pub first_depth: ClusteredEstimate,
    /// The second agent's.
    pub second_depth: ClusteredEstimate,
    /// Every deal.
    pub deals: Vec<DealResult>,
}

impl PairingResult {
    /// The first agent's mean score over the second's: the paper's "algorithm / paranoid".
    pub fn ratio(&self) -> f64 {
        self.first.mean / self.second.mean
    }
}

/// The experiment's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardPlayReport {
    /// What was run.
    pub config: CardPlayConfig,
    /// The deals in PBN, from the first deal on.
    pub deals: Vec<String>,
    /// One result per pairing, in the order of the configuration.
    pub pairings: Vec<PairingResult>,
    /// When both max^n and speculative played paranoid: speculative's advantage over
    /// paranoid minus max^n's, deal by deal (paired: the same deals), an indirect comparison
    /// of the two beside the direct one.
    pub derived: Option<ClusteredEstimate>,
    /// What the paper says.
    pub paper: &'static str,
}

/// The steps a run reports to its [`OnStep`]: one per game.
pub fn steps(config: &CardPlayConfig) -> usize {
    config.deals * config.pairings.len() * GAMES_PER_DEAL
}

/// Runs the experiment, telling `progress` of each game played ([`steps`] in all; from any
/// thread, in any order).
///
/// # Panics
///
/// With no deal or no pairing.
pub fn run(config: &CardPlayConfig, progress: &impl OnStep) -> CardPlayReport {
    assert!(
        config.deals > 0 && !config.pairings.is_empty(),
        "a card-play run needs deals and pairings"
    );
    let variant = match config.game {
        DepthGame::Hearts => &HEARTS_3,
        DepthGame::Spades => &SPADES_3,
    };
    let deals: Vec<Deal<3>> = (config.first_deal..config.first_deal + config.deals)
        .map(|index| Deal::random(variant, deal_seed(config.seed, index)))
        .collect();
    let pairings: Vec<PairingResult> = config
        .pairings
        .iter()
        .map(|&pairing| {
            let deals = match (config.game, config.evaluation_order) {
                (DepthGame::Hearts, false) => {
                    play(&starts(&deals, hearts), pairing, config, progress)
                }
                (DepthGame::Hearts, true) => play(
                    &starts(&deals, |deal| EvaluationOrder(hearts(deal))),
                    pairing,
                    config,
                    progress,
                ),
                (DepthGame::Spades, false) => {
                    play(&starts(&deals, spades), pairing, config, progress)
                }
                (DepthGame::Spades, true) => play(
                    &starts(&deals, |deal| EvaluationOrder(spades(deal))),
                    pairing,
                    config,
                    progress,
                ),
            };
            summarise(pairing, deals, config.first_deal)
        })
        .collect();
    CardPlayReport {
        derived: derived(&pairings),
        config: config.clone(),
        deals: deals.iter().map(ToString::to_string).collect(),
        pairings,
        paper: PAPER,
    }
}

/// Speculative's difference against paranoid minus max^n's, deal by deal, if both were played.
fn derived(pairings: &[PairingResult]) -> Option<ClusteredEstimate> {
    let against_paranoid = |first| {
        pairings.iter().find(|result| {
            result.pairing
                == Pairing {
                    first,
                    second: Algorithm::ParanoidZw,
                }
        })
    };
    let speculative = against_paranoid(Algorithm::Speculative)?;
    let maxn = against_paranoid(Algorithm::Maxn)?;
    let per_deal: Vec<Vec<f64>> = speculative
        .deals
        .iter()
        .zip(&maxn.deals)
        .map(|(s, m)| vec![(s.first - s.second) - (m.first - m.second)])
        .collect();
    Some(clustered_mean(&per_deal))
}

fn hearts(deal: Deal<3>) -> Hearts<3> {
    // The deal was drawn from the variant's deck, so it is one of its deals.
    Hearts::new(deal).expect("a 3-player Hearts deal")
}

fn spades(deal: Deal<3>) -> Spades {
    Spades::new(deal).expect("a 3-player Spades deal")
}

fn starts<G>(deals: &[Deal<3>], start: impl Fn(Deal<3>) -> G) -> Vec<G> {
    deals.iter().map(|&deal| start(deal)).collect()
}

/// The entrant of `algorithm` for `G` under `budget`: the registry's agent.
fn entrant<G>(algorithm: Algorithm, budget: Budget) -> Entrant<G, 3>
where
    G: Searchable<3> + 'static,
{
    AlgorithmAgent::new(algorithm, budget)
        .expect("the card games offer every algorithm of the experiment, on one thread")
        .entrant()
}

/// Plays `pairing` from every start, and returns each deal's result.
fn play<G>(
    starts: &[G],
    pairing: Pairing,
    config: &CardPlayConfig,
    progress: &impl OnStep,
) -> Vec<DealResult>
where
    G: Searchable<3> + 'static,
{
    let budget = Budget::new(config.node_limit).expect("a node limit above 0");
    let entrants = [
        entrant::<G>(pairing.first, budget),
        entrant::<G>(pairing.second, budget),
    ];
    let result = run_tournament(starts, &entrants, TournamentOptions::default(), &|_| {
        progress.step();
    })
    .expect("two agents, three seats and at least one start");
    let seatings = &result.arrangements;
    debug_assert_eq!(seatings, &arrangements(2, 3));
    result
        .games
        .chunks(seatings.len())
        .enumerate()
        .map(|(deal, games)| {
            let mut scores = [(0.0, 0u32); 2];
            let mut depths = [Vec::new(), Vec::new()];
            for (played, seating) in games.iter().zip(seatings) {
                let own = played.own_scores();
                for seat in 0..3 {
                    let slot = &mut scores[seating[seat]];
                    slot.0 += maxn::Score::to_f64(own[seat]);
                    slot.1 += 1;
                }
                for turn in played.turns.iter().filter(|turn| !turn.decision.to_end) {
                    depths[seating[turn.player]].push(turn.decision.depth);
                }
            }
            let [first_depths, second_depths] = depths;
            DealResult {
                deal,
                first: scores[0].0 / f64::from(scores[0].1),
                second: scores[1].0 / f64::from(scores[1].1),
                first_depths,
                second_depths,
            }
        })
        .collect()
}

fn summarise(pairing: Pairing, mut deals: Vec<DealResult>, first_deal: usize) -> PairingResult {
    for deal in &mut deals {
        deal.deal += first_deal;
    }
    let per_deal = |value: fn(&DealResult) -> f64| -> Vec<Vec<f64>> {
        deals.iter().map(|deal| vec![value(deal)]).collect()
    };
    let depths = |depths: fn(&DealResult) -> &Vec<u32>| -> Vec<Vec<f64>> {
        deals
            .iter()
            .map(|deal| depths(deal).iter().map(|&d| f64::from(d)).collect())
            .collect()
    };
    PairingResult {
        pairing,
        difference: clustered_mean(&per_deal(|deal| deal.first - deal.second)),
        first: clustered_mean(&per_deal(|deal| deal.first)),
        second: clustered_mean(&per_deal(|deal| deal.second)),
        first_depth: clustered_mean(&depths(|deal| &deal.first_depths)),
        second_depth: clustered_mean(&depths(|deal| &deal.second_depths)),
        deals,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::experiments::Quiet;
    use crate::report::Report;

    fn small(game: DepthGame) -> CardPlayConfig {
        CardPlayConfig {
            node_limit: 300,
            ..CardPlayConfig::new(game, 2, 5)
        }
    }

    fn on_threads(threads: usize, config: &CardPlayConfig) -> CardPlayReport {
        crate::experiments::on_threads(threads, || run(config, &Quiet))
    }

    #[test]
    fn a_run_is_the_same_on_one_and_two_threads() {
        for game in [DepthGame::Hearts, DepthGame::Spades] {
            let config = small(game);
            let calls = AtomicUsize::new(0);
            let report = on_threads(2, &config);
            let counted = run(&config, &|| {
                calls.fetch_add(1, Ordering::Relaxed);
            });
            assert_eq!(calls.into_inner(), steps(&config));
            assert_eq!(steps(&config), 2 * 3 * 6);
            assert_eq!(report, counted);
            assert_eq!(report, on_threads(1, &config));
            let mut one = Vec::new();
            let mut two = Vec::new();
            report.write_json(&mut one).unwrap();
            on_threads(2, &config).write_json(&mut two).unwrap();
            assert_eq!(one, two);
        }
    }

    #[test]
    fn differences_are_paired_by_deal_and_every_hand_is_scored_in_full() {
        let report = run(&small(DepthGame::Hearts), &Quiet);
        for result in &report.pairings {
            assert_eq!(result.deals.len(), 2);
            for deal in &result.deals {
                // Without the moon (the default valuation) every hand deals out 26 points;
                // each agent's mean is over its 9 seats of the six games' 18.
                let total = 9.0 * (deal.first + deal.second);
                assert!((total - 6.0 * 26.0).abs() < 1e-9, "{deal:?}");
            }
            let mean_difference =
                result.deals.iter().map(|d| d.first - d.second).sum::<f64>() / 2.0;
            assert!((result.difference.mean - mean_difference).abs() < 1e-12);
            assert_eq!(result.difference.count, 2);
            assert!(
                (result.difference.mean - (result.first.mean - result.second.mean)).abs() < 1e-12
            );
        }
    }

    #[test]
    fn spades_hands_share_out_every_trick() {
        let report = run(&small(DepthGame::Spades), &Quiet);
        for deal in report.pairings.iter().flat_map(|result| &result.deals) {
            // 17 tricks a hand, 3 seats: 9 seats of each agent over six games of 3 seats.
            assert!((9.0 * (deal.first + deal.second) - 6.0 * 17.0).abs() < 1e-9);
        }
    }
}
