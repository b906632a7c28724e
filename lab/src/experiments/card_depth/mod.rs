//! The card-depth experiment of Sturtevant (2003, Tables 3 and 4): how deep max^n,
//! speculative max^n and paranoid search each move of 3-player perfect-information Hearts and
//! Spades under a node limit, with the blind cut-off evaluations and the constant-sum ones.
//!
//! # Setting
//!
//! - Deal `i` of a run is `Deal::random(variant, deal_seed(seed, i))`: 3-player Hearts (17
//!   cards each, no 2♦, the 2♣ leads) or 3-player Spades (17 cards each, no 2♣, North leads).
//! - **The positions.** Each hand is played out once by a fixed agent, plain max^n searching
//!   [`CardDepthConfig::line_depth`] plies (one trick by default) with the constant-sum
//!   evaluation, ties to the left. Every algorithm and every evaluation is then measured at the
//!   same positions, the positions of that line, so the comparison is paired: a difference in
//!   depth is the algorithm's or the evaluation's, not the luck of the positions reached.
//! - **Each move** is searched by [`IterativeDeepening`](maxn::IterativeDeepening) over the
//!   algorithm, with `Limits::depth(plies left).with_node_limit(node_limit)`: depths 1, 2, ...
//!   until the hand is searched to its end or the node limit, shared by the iterations
//!   (re-expansions and the iterations a limit stopped included), is spent. The *depth
//!   reached* is that of the deepest iteration that finished. Forced moves are searched like
//!   any other.
//! - **The algorithms** ([`ALGORITHMS`], run by the registry): [`MaxN`],
//!   [`Speculative`](maxn::Speculative) and paranoid as `paranoid-zw`
//!   ([`ParanoidZeroWindow`](maxn::ParanoidZeroWindow): alpha-beta with zero-window searches,
//!   exactly `Paranoid`'s answers; the paper used zero windows in Spades). Each iteration
//!   tries the previous iteration's line first and, with
//!   [`CardDepthConfig::evaluation_order`] (the default), every other node's moves in the
//!   order of their child's evaluation for the mover ([`EvaluationOrder`]). Plain max^n
//!   prunes nothing, so the order does not change its depth.
//! - **The help** ([`CardDepthConfig::memory`], off by default): every algorithm, max^n
//!   included, gets the same [`Memory`], a transposition table of the same size and the same
//!   move ordering ([`MoveOrdering`]: the table's best move, then the killers or the history),
//!   one memory per hand kept from move to move along the line as an agent keeps it. Max^n
//!   reuses the table's exact values at transpositions; the pruning searchers reuse theirs and are also ordered by it. Every
//!   searcher stays exact (`tests/memory_exact.rs`, `tests/memory_ordering.rs`). With the
//!   help, every algorithm is measured both without and with it, so one table shows each
//!   algorithm's gain from the help and each algorithm's gain over max^n with the same help.
//! - **Reported** per evaluation and algorithm: the average depth reached over the moves where
//!   the depth was not capped by the cards left (the search did not reach the end of the hand:
//!   the paper's definition, each algorithm over its own such moves); the average number of
//!   cards in the mover's hand at the first move of the hand searched to its end; the nodes
//!   per move. And, paired, each algorithm's depth minus max^n's over the moves where neither
//!   reached the end.
//! - **Intervals** are 95% normal intervals, `1.96` standard errors. Moves of one hand are not
//!   independent, so the standard error of a mean over moves is the cluster (by deal) standard
//!   error of a ratio estimator: `sqrt(D/(D-1) * sum_d (S_d - m * n_d)^2) / n` for `D` deals
//!   with `n_d` moves summing to `S_d`, `n` moves in all and mean `m`.
//!
//! Every search runs on one thread and no deadline is used, so a run is the same for a seed
//! on any number of threads; runs are parallel over (deal, evaluation, algorithm) with rayon.
//!
//! The paper reports (algorithms.md, "Play and the papers' play experiments"; its table digits
//! are lost in the OCR copies): speculative max^n searched 1 to 3 ply deeper than max^n, and
//! paranoid (with zero-window searches in Spades) deeper still.

mod estimate;
mod report;

use maxn::{
    Deepening, EvaluationOrder, Game, Limits, MaxN, Memory, MoveOrdering, PositionHash, Searcher,
    TableSizeError,
};
use maxn_games::cards::{
    Card, CardGame, Deal, HEARTS_3, Hearts, LikelyTaker, SPADES_3, Spades, TakenAndHeld,
    TakenPoints, TricksEstimated, TricksTaken,
};
use maxn_games::rng::GOLDEN_GAMMA;
use rayon::prelude::*;
use serde::Serialize;

use super::OnStep;
use crate::catalogue::GameName;
use crate::registry::{Algorithm, Searchable};
pub use estimate::{ClusteredEstimate, clustered_mean};

/// The paper's statement beside our numbers: it gives no digits we can read.
pub const PAPER: &str = "Sturtevant (2003): speculative max^n 1 to 3 ply deeper than max^n; \
                         paranoid deeper still (table digits lost in the OCR copies)";

/// The game of the experiment: of the catalogue's games ([`GameName`]) the two it plays, as
/// 3-player games ([`DepthGame::GAMES`], from which [`DepthGame::of`] makes one).
///
/// Not a [`GameName`]: the experiment is written for these two games at 3 players only (its
/// configuration and its JSON name them, each with its own list of evaluations compared), so
/// this type says which of them a configuration is; the deals come from the game's variant,
/// not from [`with_game`](crate::dispatch::with_game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DepthGame {
    /// 3-player Hearts, 17 cards each.
    Hearts,
    /// 3-player Spades, 17 cards each.
    Spades,
}

impl DepthGame {
    /// The catalogue's games the experiment plays, as `--game` takes them.
    pub const GAMES: [GameName; 2] = [GameName::Hearts, GameName::Spades];

    /// The experiment's game for `game`, one of [`GAMES`](Self::GAMES).
    pub const fn of(game: GameName) -> Option<DepthGame> {
        match game {
            GameName::Hearts => Some(DepthGame::Hearts),
            GameName::Spades => Some(DepthGame::Spades),
            _ => None,
        }
    }

    /// The game's name in reports.
    pub const fn name(self) -> &'static str {
        match self {
            DepthGame::Hearts => "Hearts (3 players)",
            DepthGame::Spades => "Spades (3 players)",
        }
    }

    /// The evaluations compared for this game, the blind ones first and the default
    /// constant-sum one last.
    pub const fn evaluations(self) -> &'static [CardEvaluation] {
        match self {
            DepthGame::Hearts => &[
                CardEvaluation::TakenPoints,
                CardEvaluation::TakenAndHeld,
                CardEvaluation::LikelyTaker,
            ],
            DepthGame::Spades => &[CardEvaluation::TricksTaken, CardEvaluation::TricksEstimated],
        }
    }
}

pub use crate::games::cards::CardEvaluation;

/// The algorithms of the experiment, each searched by iterative deepening, max^n first (the
/// others are compared with it): max^n, speculative max^n, and paranoid as
/// [`ParanoidZw`](Algorithm::ParanoidZw) (exactly [`Paranoid`](maxn::Paranoid)'s answers, in
/// fewer nodes when the moves are well ordered, as the paper searched Spades).
pub const ALGORITHMS: [Algorithm; 3] = [
    Algorithm::Maxn,
    Algorithm::Speculative,
    Algorithm::ParanoidZw,
];

/// What to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardDepthConfig {
    /// Hearts or Spades.
    pub game: DepthGame,
    /// How many deals.
    pub deals: usize,
    /// The seed the deals are drawn from.
    pub seed: u64,
    /// Nodes per move, shared by the iterations of its iterative deepening.
    pub node_limit: u64,
    /// Plies searched by the max^n agent that plays the hands out.
    pub line_depth: u32,
    /// The evaluations compared (by default [`DepthGame::evaluations`]).
    pub evaluations: &'static [CardEvaluation],
    /// Whether every node's moves are ordered by the evaluation of their child
    /// ([`EvaluationOrder`]), on top of the previous iteration's line first.
    pub evaluation_order: bool,
    /// The memory every algorithm gets besides (`None`: none; then only the unhelped rows).
    pub memory: Option<MemoryHelp>,
}

/// A transposition table and a move ordering, the same for every algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MemoryHelp {
    /// The table's size in MiB, at least 1.
    pub table_mib: usize,
    /// The move ordering.
    #[serde(serialize_with = "ordering_name")]
    pub ordering: MoveOrdering,
}

fn ordering_name<S: serde::Serializer>(ordering: &MoveOrdering, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(ordering.name())
}

impl MemoryHelp {
    /// A fresh memory, or the table's allocation error.
    pub fn memory<M: Copy + PartialEq, S: maxn::Score>(
        self,
    ) -> Result<Memory<M, S, 3>, TableSizeError> {
        Ok(Memory::with_table(self.table_mib.saturating_mul(1 << 20))?.ordering(self.ordering))
    }
}

impl CardDepthConfig {
    /// The paper's setting for `game`: a node limit of 500,000 per move (our reading of the
    /// OCR), the line played by max^n one trick deep, `deals` deals from `seed`.
    pub const fn new(game: DepthGame, deals: usize, seed: u64) -> Self {
        Self {
            game,
            deals,
            seed,
            node_limit: 500_000,
            line_depth: 3,
            evaluation_order: true,
            evaluations: game.evaluations(),
            memory: None,
        }
    }

    /// The help levels measured: without the memory, and with it if there is one.
    pub fn helps(&self) -> &'static [bool] {
        if self.memory.is_some() {
            &[false, true]
        } else {
            &[false]
        }
    }

    /// Checks that the memory's table can be allocated (its size in range, the machine able
    /// to give it): the error to report before a run, which would otherwise panic.
    pub fn check(&self) -> Result<(), TableSizeError> {
        match self.memory {
            Some(help) => help.memory::<Card, u8>().map(drop),
            None => Ok(()),
        }
    }
}

/// The seed of deal `index` of a run from `seed`.
pub const fn deal_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(GOLDEN_GAMMA).wrapping_add(index as u64)
}

/// One move searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MoveDepth {
    /// Cards in the mover's hand.
    pub cards_in_hand: usize,
    /// Plies to the end of the hand.
    pub plies_left: u32,
    /// The depth of the deepest iteration that finished (0 if none did).
    pub depth: u32,
    /// Nodes visited by every iteration.
    pub nodes: u64,
}

impl MoveDepth {
    /// Whether the hand was searched to its end: the depth was capped by the cards left.
    pub const fn to_the_end(&self) -> bool {
        self.depth >= self.plies_left
    }
}

/// Every move of one hand searched by one algorithm with one evaluation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandDepths {
    /// The deal's index in the run.
    pub deal: usize,
    /// The evaluation.
    pub evaluation: CardEvaluation,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Whether it searched with the configuration's memory.
    pub helped: bool,
    /// The moves, in the order played.
    pub moves: Vec<MoveDepth>,
}

/// One row of the table: an evaluation and an algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DepthRow {
    /// The evaluation.
    pub evaluation: CardEvaluation,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Whether it searched with the configuration's memory.
    pub helped: bool,
    /// Depth reached over the moves not searched to the end.
    pub depth: ClusteredEstimate,
    /// Cards in the mover's hand at the first move searched to the end, over deals.
    pub first_to_end: ClusteredEstimate,
    /// Nodes per move, over every move.
    pub nodes_per_move: f64,
    /// Depth gained over max^n with the same help at the moves where neither reached the end
    /// (`None` for max^n itself).
    pub gain_over_maxn: Option<ClusteredEstimate>,
    /// Depth gained by the help, the algorithm with the memory against itself without, at
    /// the moves where neither reached the end (`None` for the unhelped rows).
    pub gain_from_help: Option<ClusteredEstimate>,
}

/// The experiment's result: the configuration, the table and every hand's moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardDepthReport {
    /// What was run.
    pub config: CardDepthConfig,
    /// The deals in PBN, by index.
    pub deals: Vec<String>,
    /// One row per evaluation and algorithm.
    pub rows: Vec<DepthRow>,
    /// The raw measurements.
    pub hands: Vec<HandDepths>,
    /// What the paper says.
    pub paper: &'static str,
}

/// The steps a run reports to its [`OnStep`]: one per deal, evaluation, help and algorithm.
pub fn steps(config: &CardDepthConfig) -> usize {
    config.deals * config.evaluations.len() * config.helps().len() * ALGORITHMS.len()
}

/// One hand to measure: a deal, an evaluation, with or without the help, an algorithm.
type Unit = (usize, CardEvaluation, bool, Algorithm);

/// Runs the experiment, telling `progress` of each (deal, evaluation, help, algorithm)
/// searched ([`steps`] in all; from any thread, in any order).
///
/// # Panics
///
/// If the memory's table cannot be allocated: [`CardDepthConfig::check`] it first.
pub fn run(config: &CardDepthConfig, progress: &impl OnStep) -> CardDepthReport {
    let deals: Vec<Deal<3>> = (0..config.deals)
        .map(|index| {
            let variant = match config.game {
                DepthGame::Hearts => &HEARTS_3,
                DepthGame::Spades => &SPADES_3,
            };
            Deal::random(variant, deal_seed(config.seed, index))
        })
        .collect();
    let lines: Vec<Vec<Card>> = deals
        .par_iter()
        .map(|&deal| match config.game {
            DepthGame::Hearts => play_out(hearts::<LikelyTaker>(deal), config.line_depth),
            DepthGame::Spades => play_out(spades::<TricksEstimated>(deal), config.line_depth),
        })
        .collect();
    let evaluations = config.evaluations;
    let helps = config.helps();
    let units: Vec<Unit> = (0..config.deals)
        .flat_map(|deal| {
            evaluations.iter().flat_map(move |&evaluation| {
                helps.iter().flat_map(move |&helped| {
                    ALGORITHMS.map(|algorithm| (deal, evaluation, helped, algorithm))
                })
            })
        })
        .collect();
    let hands: Vec<HandDepths> = units
        .par_iter()
        .map(|&(deal, evaluation, helped, algorithm)| {
            let unit = (deal, evaluation, helped, algorithm);
            let moves = measure(deals[deal], &lines[deal], unit, config);
            progress.step();
            HandDepths {
                deal,
                evaluation,
                algorithm,
                helped,
                moves,
            }
        })
        .collect();
    let rows = evaluations
        .iter()
        .flat_map(|&evaluation| {
            let hands = &hands;
            helps.iter().flat_map(move |&helped| {
                ALGORITHMS.map(|algorithm| row(hands, evaluation, helped, algorithm))
            })
        })
        .collect();
    CardDepthReport {
        config: *config,
        deals: deals.iter().map(ToString::to_string).collect(),
        rows,
        hands,
        paper: PAPER,
    }
}

fn hearts<V: maxn_games::cards::Valuation>(deal: Deal<3>) -> Hearts<3, V> {
    // The deal was drawn from the variant's deck, so it is one of its deals.
    Hearts::new(deal).expect("a 3-player Hearts deal")
}

fn spades<V: maxn_games::cards::TrickValuation>(deal: Deal<3>) -> Spades<17, V> {
    Spades::new(deal).expect("a 3-player Spades deal")
}

/// The cards played by max^n searching `depth` plies at every move, from `game` to the end:
/// the line whose positions the experiment measures (with [`CardDepthConfig::line_depth`]).
pub fn play_out<G: Game<3, Move = Card>>(mut game: G, depth: u32) -> Vec<Card> {
    let mut line = Vec::new();
    while game.outcome().is_none() {
        let Some(card) = MaxN.search(&game, Limits::depth(depth)).best_move else {
            break;
        };
        game.play(card);
        line.push(card);
    }
    line
}

/// Every move of `line` from `deal` searched as `unit` says.
fn measure(deal: Deal<3>, line: &[Card], unit: Unit, config: &CardDepthConfig) -> Vec<MoveDepth> {
    let (_, evaluation, _, _) = unit;
    match evaluation {
        CardEvaluation::TakenPoints => along(hearts::<TakenPoints>(deal), line, unit, config),
        CardEvaluation::TakenAndHeld => along(hearts::<TakenAndHeld>(deal), line, unit, config),
        CardEvaluation::LikelyTaker => along(hearts::<LikelyTaker>(deal), line, unit, config),
        CardEvaluation::TricksTaken => along(spades::<TricksTaken>(deal), line, unit, config),
        CardEvaluation::TricksEstimated => {
            along(spades::<TricksEstimated>(deal), line, unit, config)
        }
    }
}

/// Searches every position of `line` from `game` by iterative deepening over the unit's
/// algorithm, with one memory for the whole line if the unit is helped.
fn along<G>(mut game: G, line: &[Card], unit: Unit, config: &CardDepthConfig) -> Vec<MoveDepth>
where
    G: CardGame<3> + Searchable<3> + PositionHash<3>,
    EvaluationOrder<G>: Searchable<3> + Game<3, Move = Card, Score = G::Score>,
{
    let (_, _, helped, algorithm) = unit;
    let help = config.memory.filter(|_| helped);
    let fresh = || {
        help.map(|help| {
            help.memory()
                .expect("the table was checked before the run (CardDepthConfig::check)")
        })
    };
    // One memory per game type: the reordered game's moves are searched in another order, so
    // the two must not share a table (one is ever used).
    let (mut plain, mut ordered) = (fresh(), fresh());
    let mut moves = Vec::with_capacity(line.len());
    for &card in line {
        let plies_left = game.table().cards_in_hands() as u32;
        let limits = Limits::depth(plies_left).with_node_limit(config.node_limit);
        let deepening = if config.evaluation_order {
            deepen(&EvaluationOrder(game), limits, algorithm, ordered.as_mut())
        } else {
            deepen(&game, limits, algorithm, plain.as_mut())
        };
        moves.push(MoveDepth {
            cards_in_hand: game.table().hand(game.to_move()).len(),
            plies_left,
            depth: deepening.depth_reached().unwrap_or(0),
            nodes: deepening.stats().nodes,
        });
        game.play(card);
    }
    moves
}

fn deepen<G: Searchable<3> + PositionHash<3>>(
    game: &G,
    limits: Limits,
    algorithm: Algorithm,
    memory: Option<&mut Memory<G::Move, G::Score, 3>>,
) -> Deepening<G::Move, G::Score, 3> {
    match memory {
        None => algorithm.deepen(game, limits),
        Some(memory) => algorithm.deepen_with(game, limits, memory),
    }
    .expect("the card games offer every algorithm of the experiment")
}

/// The hands of `evaluation`, `helped` and `algorithm`, by deal.
fn hands_of(
    hands: &[HandDepths],
    evaluation: CardEvaluation,
    helped: bool,
    algorithm: Algorithm,
) -> impl Iterator<Item = &HandDepths> {
    hands.iter().filter(move |hand| {
        hand.evaluation == evaluation && hand.helped == helped && hand.algorithm == algorithm
    })
}

/// The paired depth gain of `mine` over `theirs`, deal by deal, at the moves where neither
/// reached the end.
fn paired_gain<'a>(
    mine: &[&HandDepths],
    theirs: impl Iterator<Item = &'a HandDepths>,
) -> ClusteredEstimate {
    let gains: Vec<Vec<f64>> = mine
        .iter()
        .zip(theirs)
        .map(|(hand, other)| {
            hand.moves
                .iter()
                .zip(&other.moves)
                .filter(|(a, b)| !a.to_the_end() && !b.to_the_end())
                .map(|(a, b)| f64::from(a.depth) - f64::from(b.depth))
                .collect()
        })
        .collect();
    clustered_mean(&gains)
}

fn row(
    hands: &[HandDepths],
    evaluation: CardEvaluation,
    helped: bool,
    algorithm: Algorithm,
) -> DepthRow {
    let mine: Vec<&HandDepths> = hands_of(hands, evaluation, helped, algorithm).collect();
    let depths: Vec<Vec<f64>> = mine
        .iter()
        .map(|hand| {
            hand.moves
                .iter()
                .filter(|m| !m.to_the_end())
                .map(|m| f64::from(m.depth))
                .collect()
        })
        .collect();
    let first_to_end: Vec<Vec<f64>> = mine
        .iter()
        .filter_map(|hand| hand.moves.iter().find(|m| m.to_the_end()))
        .map(|m| vec![m.cards_in_hand as f64])
        .collect();
    let (nodes, moves) = mine
        .iter()
        .flat_map(|hand| &hand.moves)
        .fold((0, 0), |(n, c), m| (n + m.nodes, c + 1));
    let gain_over_maxn = (algorithm != Algorithm::Maxn)
        .then(|| paired_gain(&mine, hands_of(hands, evaluation, helped, Algorithm::Maxn)));
    let gain_from_help =
        helped.then(|| paired_gain(&mine, hands_of(hands, evaluation, false, algorithm)));
    DepthRow {
        evaluation,
        algorithm,
        helped,
        depth: clustered_mean(&depths),
        first_to_end: clustered_mean(&first_to_end),
        nodes_per_move: nodes as f64 / f64::from(moves.max(1)),
        gain_over_maxn,
        gain_from_help,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::experiments::Quiet;
    use crate::report::Report;

    fn small(game: DepthGame) -> CardDepthConfig {
        CardDepthConfig {
            node_limit: 1_000,
            ..CardDepthConfig::new(game, 2, 5)
        }
    }

    fn on_threads(threads: usize, config: &CardDepthConfig) -> CardDepthReport {
        crate::experiments::on_threads(threads, || run(config, &Quiet))
    }

    #[test]
    fn a_run_is_the_same_on_any_number_of_threads_and_keeps_its_budget() {
        for game in [DepthGame::Hearts, DepthGame::Spades] {
            let config = small(game);
            let calls = AtomicUsize::new(0);
            let report = run(&config, &|| {
                calls.fetch_add(1, Ordering::Relaxed);
            });
            let units = config.deals * config.evaluations.len() * 3;
            assert_eq!(steps(&config), units);
            assert_eq!(calls.into_inner(), units);
            assert_eq!(report.hands.len(), units);
            assert_eq!(report, on_threads(1, &config));
            assert_eq!(report, on_threads(2, &config));
            assert_eq!(report.rows.len(), config.evaluations.len() * 3);
            for hand in &report.hands {
                // The whole hand, 51 cards, one move each; the last is always searched to the end.
                assert_eq!(hand.moves.len(), 51);
                assert!(hand.moves.last().unwrap().to_the_end());
                for m in &hand.moves {
                    assert!(m.nodes <= config.node_limit, "{m:?}");
                    assert!(m.depth <= m.plies_left);
                }
            }
        }
    }

    #[test]
    fn max_n_depth_does_not_depend_on_the_evaluation() {
        // Plain max^n prunes nothing: it visits the same tree whatever the leaves are worth,
        // so it reaches the same depth at every move with every evaluation.
        let report = run(&small(DepthGame::Hearts), &Quiet);
        let maxn: Vec<&HandDepths> = report
            .hands
            .iter()
            .filter(|h| h.algorithm == Algorithm::Maxn && h.deal == 0)
            .collect();
        assert_eq!(maxn.len(), 3);
        assert!(maxn.windows(2).all(|w| w[0].moves == w[1].moves));
    }

    #[test]
    fn the_help_adds_rows_beside_the_unhelped_ones_the_same_on_any_thread_count() {
        for ordering in [MoveOrdering::Killers, MoveOrdering::History] {
            help_beside_no_help(ordering);
        }
    }

    fn help_beside_no_help(ordering: MoveOrdering) {
        let plain = CardDepthConfig {
            evaluations: CardEvaluation::TricksEstimated.only(),
            ..small(DepthGame::Spades)
        };
        let helped = CardDepthConfig {
            memory: Some(MemoryHelp {
                table_mib: 1,
                ordering,
            }),
            ..plain
        };
        assert_eq!(helped.check(), Ok(()));
        assert_eq!(steps(&helped), 2 * steps(&plain));
        let without = run(&plain, &Quiet);
        let with = on_threads(2, &helped);
        assert_eq!(with, on_threads(1, &helped));
        // The unhelped measurements are the run without the help, hand for hand and row for
        // row; the helped rows follow them.
        let unhelped: Vec<&HandDepths> = with.hands.iter().filter(|h| !h.helped).collect();
        assert_eq!(unhelped, without.hands.iter().collect::<Vec<_>>());
        assert_eq!(with.rows.len(), 6);
        assert_eq!(with.rows[..3], without.rows[..]);
        for row in &with.rows[3..] {
            assert!(row.helped && row.gain_from_help.is_some());
            assert_eq!(
                row.gain_over_maxn.is_some(),
                row.algorithm != Algorithm::Maxn
            );
        }
        // A table the machine cannot give is an error before the run, not a panic in it.
        let huge = CardDepthConfig {
            memory: Some(MemoryHelp {
                table_mib: usize::MAX,
                ordering: MoveOrdering::Killers,
            }),
            ..plain
        };
        assert!(huge.check().is_err());
    }

    /// The full tables: `cargo test --release -p maxn-lab card_depth_tables -- --ignored
    /// --nocapture` (20 deals of each game; minutes on 2 cores).
    #[test]
    #[ignore]
    fn card_depth_tables() {
        for game in [DepthGame::Hearts, DepthGame::Spades] {
            let report = run(&CardDepthConfig::new(game, 20, 1), &Quiet);
            report.write_text(&mut std::io::stdout()).unwrap();
        }
    }
}
