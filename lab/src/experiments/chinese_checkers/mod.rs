//! The speculative-pruning experiment (Sturtevant 2003, Chinese Checkers): play games, and at
//! every position searched count the nodes each algorithm visits at each depth up to the
//! target; report the averages, per depth and for iterative deepening
//! (`maxn experiment chinese-checkers`).
//!
//! The paper played thirty 3-player games with speculative max^n choosing the moves, kept the
//! top 10 or so moves per node (its counts suggest about 10), and reported the average nodes
//! needed to complete iterative searches to depth 6: 1.2 million for plain max^n, 100k for
//! speculative max^n.
//!
//! The algorithms come from the [registry](crate::registry) ([`algorithms`]: every one Chinese
//! Checkers offers what it needs). Each game is a pure function of the configuration and its
//! index ([`play_game`]), so [`run`] plays them in parallel and the numbers are the same on
//! any thread count.

mod report;
mod summary;

use std::num::NonZeroUsize;

use maxn::{
    IterativeDeepening, Limits, Memory, MoveBuffer, MoveOrdering, SearchResult, Searcher,
    Speculative,
};
use maxn_games::chinese_checkers::{
    AnyChineseCheckers, CheckersScore, ChineseCheckers, Move, Moves, PositionVisitor,
};
use maxn_games::rng::{GOLDEN_GAMMA, SplitMix64};
use rayon::prelude::*;

pub use summary::{AlgorithmSummary, ChineseCheckersOutcome};

use super::OnStep;
use super::oracle_order::{OracleOrder, oracle_values};
use crate::catalogue::{CatalogueError, GameName};
use crate::registry::{Algorithm, Unsupported};

/// Sturtevant (2003), its table of Chinese Checkers expansions: average nodes to complete
/// iterative searches to depth 6 in 3-player games, by algorithm name (as the command line
/// names them).
pub const PAPER_DEPTH_6: [(&str, f64); 2] = [("maxn", 1_200_000.0), ("speculative", 100_000.0)];

/// Every algorithm of [`Algorithm::REPRODUCED`] Chinese Checkers can be searched with (it
/// declares a `maxsum` but no monotonic heuristic), in [`Algorithm::ALL`]'s order.
pub fn algorithms() -> Vec<Algorithm> {
    // The capability is the same for every player count.
    Algorithm::supported_by::<ChineseCheckers<3>, 3>()
        .into_iter()
        .filter(|algorithm| Algorithm::REPRODUCED.contains(algorithm))
        .collect()
}

/// What to play and measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChineseCheckersConfig {
    /// Players: 2, 3, 4 or 6.
    pub players: usize,
    /// Games to play.
    pub games: usize,
    /// The deepest search; every depth from 1 up to it is measured.
    pub depth: u32,
    /// Moves kept per node, best first (`None`: all; the paper kept about 10).
    pub top_k: Option<NonZeroUsize>,
    /// Measure each algorithm under iterative deepening: its count at depth `d` is the last
    /// iteration of a deepening to `d` (ordered by the previous iteration's line), instead of
    /// a separate search in the generator's order.
    pub deepen: bool,
    /// The seed of the games' random openings.
    pub seed: u64,
    /// Turns at the start of each game played at random (among the kept moves), so that the
    /// games differ; these positions are not measured.
    pub opening_turns: usize,
    /// Turns after which an unfinished game is stopped.
    pub max_turns: usize,
    /// The index, in the algorithms, of the one whose depth-`depth` choice is played.
    pub mover: usize,
    /// Adds the row [`TABLE_ROW`]: speculative max^n under iterative deepening with a
    /// transposition table of this many bytes and this ordering, a fresh one per position
    /// (the games' moves are still the mover's, so the positions are the same).
    pub table: Option<(usize, MoveOrdering)>,
    /// Adds the row [`ORACLE_ROW`]: speculative max^n with every node's children ordered
    /// best first by their true max^n values, computed beforehand (not counted).
    pub oracle: bool,
}

/// The name of the row of [`ChineseCheckersConfig::table`].
pub const TABLE_ROW: &str = "speculative+table";
/// The name of the row of [`ChineseCheckersConfig::oracle`].
pub const ORACLE_ROW: &str = "speculative, oracle order";

/// The table size of the default row: 16 MiB.
pub const DEFAULT_TABLE_BYTES: usize = 16 << 20;

impl Default for ChineseCheckersConfig {
    /// The paper's setting: 3 players, 30 games, depth 6, top 10 moves; two random turns per
    /// player to open each game, at most 300 turns, the first algorithm choosing the moves.
    fn default() -> Self {
        Self {
            players: 3,
            games: 30,
            depth: 6,
            top_k: NonZeroUsize::new(10),
            deepen: false,
            seed: 0,
            opening_turns: 6,
            max_turns: 300,
            mover: 0,
            table: Some((DEFAULT_TABLE_BYTES, MoveOrdering::Killers)),
            oracle: true,
        }
    }
}

impl ChineseCheckersConfig {
    /// The steps [`run`] reports to its [`OnStep`], one per measured position: a guess of
    /// 150 per game (a bar drawn from it corrects itself).
    pub fn steps(&self) -> u64 {
        self.games as u64 * 150
    }

    /// The rows measured besides the algorithms, in order: [`TABLE_ROW`] and [`ORACLE_ROW`]
    /// when configured.
    pub fn extra_rows(&self) -> Vec<&'static str> {
        let mut rows = Vec::new();
        if self.table.is_some() {
            rows.push(TABLE_ROW);
        }
        if self.oracle {
            rows.push(ORACLE_ROW);
        }
        rows
    }

    /// Checks the configuration against the algorithms that will run it, so that a caller can
    /// report a bad configuration before doing anything else.
    pub fn validate(&self, algorithms: &[Algorithm]) -> Result<(), ExperimentError> {
        let start = start(self.players)?;
        if let Some((bytes, _)) = self.table {
            Memory::<Move, CheckersScore, 3>::with_table(bytes).map_err(ExperimentError::Table)?;
        }
        if algorithms.is_empty() {
            return Err(ExperimentError::NoAlgorithms);
        }
        if self.mover >= algorithms.len() {
            return Err(ExperimentError::Mover {
                mover: self.mover,
                algorithms: algorithms.len(),
            });
        }
        if self.depth == 0 {
            return Err(ExperimentError::Depth);
        }
        start.visit(Check(algorithms))
    }
}

/// The start for `players`, checked by the catalogue. The experiment works on the typed
/// board (its moves, its winner), not on any open game, so it visits the start itself.
fn start(players: usize) -> Result<AnyChineseCheckers, ExperimentError> {
    let players = GameName::ChineseCheckers
        .count(Some(players))
        .map_err(ExperimentError::Players)?;
    Ok(AnyChineseCheckers::start(players).expect("the catalogue checked the count"))
}

/// Checks that Chinese Checkers of the visited player count offers what every algorithm needs.
struct Check<'a>(&'a [Algorithm]);

impl PositionVisitor for Check<'_> {
    type Output = Result<(), ExperimentError>;

    fn visit<const N: usize>(self, _: ChineseCheckers<N>) -> Self::Output {
        self.0
            .iter()
            .try_for_each(|a| a.check::<ChineseCheckers<N>, N>())
            .map_err(ExperimentError::Unsupported)
    }
}

/// Why an experiment cannot run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExperimentError {
    /// The player count is not 2, 3, 4 or 6.
    #[error(transparent)]
    Players(CatalogueError),
    /// No algorithm was given.
    #[error("the experiment needs at least one algorithm")]
    NoAlgorithms,
    /// `mover` is not the index of an algorithm.
    #[error("the moving algorithm's index {mover} is not below the {algorithms} algorithms")]
    Mover {
        /// The index given.
        mover: usize,
        /// The algorithms given.
        algorithms: usize,
    },
    /// Depth 0 measures nothing.
    #[error("the experiment needs a depth of at least 1")]
    Depth,
    /// An algorithm needs more than Chinese Checkers offers.
    #[error(transparent)]
    Unsupported(Unsupported),
    /// The table of [`ChineseCheckersConfig::table`] cannot be had.
    #[error(transparent)]
    Table(maxn::TableSizeError),
}

/// One game: how it went and what each algorithm spent on its positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's index (its opening is seeded by the experiment seed and this index).
    pub game: usize,
    /// Turns played, the opening included.
    pub turns: usize,
    /// The winner, if the game ended before `max_turns`.
    pub winner: Option<usize>,
    /// Positions searched and measured.
    pub positions: u64,
    /// `nodes[a][d - 1]`: nodes algorithm `a` visited searching the measured positions to
    /// depth `d`, summed over the positions; the rows of [`ChineseCheckersConfig::extra_rows`] follow the
    /// algorithms.
    pub nodes: Vec<Vec<u64>>,
    /// Re-expansions, indexed like `nodes`.
    pub reexpansions: Vec<Vec<u64>>,
    /// For each algorithm, the searches (over positions and depths) whose value or root move
    /// differed from the first exact algorithm's; 0 is the expected count for exact ones.
    pub disagreements: Vec<u64>,
}

impl GameRecord {
    /// Adds `result` of row `row` at depth `d + 1`, checked against the reference's value and
    /// move.
    fn add<M: PartialEq, const N: usize>(
        &mut self,
        row: usize,
        d: usize,
        result: &SearchResult<M, CheckersScore, N>,
        reference: Option<([CheckersScore; N], Option<M>)>,
    ) {
        self.nodes[row][d] += result.stats.nodes;
        self.reexpansions[row][d] += result.stats.reexpansions;
        if let Some((value, mv)) = reference
            && (result.value != value || result.best_move != mv)
        {
            self.disagreements[row] += 1;
        }
    }
}

/// Plays every game, in parallel, and combines them; one [`OnStep::step`] per measured
/// position.
pub fn run(
    config: ChineseCheckersConfig,
    algorithms: &[Algorithm],
    progress: &dyn OnStep,
) -> Result<ChineseCheckersOutcome, ExperimentError> {
    config.validate(algorithms)?;
    let games = (0..config.games)
        .into_par_iter()
        .map(|game| play_game(&config, algorithms, game, progress))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ChineseCheckersOutcome::from_games(
        config, algorithms, games,
    ))
}

/// Plays game number `game` of the experiment: `opening_turns` random turns, then the mover's
/// choices, measuring every algorithm at every depth at each position it searches.
/// `progress` is told of each measured position.
pub fn play_game(
    config: &ChineseCheckersConfig,
    algorithms: &[Algorithm],
    game: usize,
    progress: &dyn OnStep,
) -> Result<GameRecord, ExperimentError> {
    config.validate(algorithms)?;
    let start = start(config.players)?;
    start.with_top_k(config.top_k).visit(Play {
        config,
        algorithms,
        game,
        progress,
    })
}

/// [`play_game`] on the typed start position.
struct Play<'a> {
    config: &'a ChineseCheckersConfig,
    algorithms: &'a [Algorithm],
    game: usize,
    progress: &'a dyn OnStep,
}

impl PositionVisitor for Play<'_> {
    type Output = Result<GameRecord, ExperimentError>;

    fn visit<const N: usize>(self, start: ChineseCheckers<N>) -> Self::Output {
        let Play {
            config,
            algorithms,
            game,
            progress,
        } = self;
        let depths = config.depth as usize;
        let rows = algorithms.len() + config.extra_rows().len();
        let mut record = GameRecord {
            game,
            turns: 0,
            winner: None,
            positions: 0,
            nodes: vec![vec![0; depths]; rows],
            reexpansions: vec![vec![0; depths]; rows],
            disagreements: vec![0; rows],
        };
        let mut memory = config.table.map(|(bytes, ordering)| {
            Memory::with_table(bytes)
                .expect("the table size was validated")
                .ordering(ordering)
        });
        let reference = algorithms.iter().position(|a| a.is_exact());
        let mut rng = SplitMix64::new(config.seed ^ (game as u64).wrapping_mul(GOLDEN_GAMMA));
        let mut position = start;
        while record.turns < config.max_turns && position.winner().is_none() {
            let mv = if record.turns < config.opening_turns {
                let mut moves = Moves::default();
                position.legal_moves(&mut moves);
                moves.as_slice()[rng.index_below(moves.len())]
            } else {
                let mut chosen = None;
                let mut references = Vec::new();
                for depth in 1..=config.depth {
                    let limits = Limits::depth(depth);
                    let results = algorithms
                        .iter()
                        .map(|&a| measure(a, config.deepen, &position, limits))
                        .collect::<Result<Vec<_>, _>>()?;
                    for (a, result) in results.iter().enumerate() {
                        record.nodes[a][depth as usize - 1] += result.stats.nodes;
                        record.reexpansions[a][depth as usize - 1] += result.stats.reexpansions;
                        if let Some(r) = reference
                            && algorithms[a].is_exact()
                            && (result.value != results[r].value
                                || result.best_move != results[r].best_move)
                        {
                            record.disagreements[a] += 1;
                        }
                    }
                    if depth == config.depth {
                        chosen = results[config.mover].best_move;
                    }
                    references.push(reference.map(|r| (results[r].value, results[r].best_move)));
                }
                let mut extra = algorithms.len();
                if let Some(memory) = &mut memory {
                    // A fresh table per position: the row measures one deepening's own work.
                    memory.clear();
                    let deepening = IterativeDeepening(Speculative).deepen_until_with(
                        &position,
                        Limits::depth(config.depth),
                        memory,
                        |_| false,
                    );
                    for (d, iteration) in deepening.iterations.iter().enumerate() {
                        record.add(extra, d, &iteration.result, references[d]);
                    }
                    extra += 1;
                }
                if config.oracle {
                    for depth in 1..=config.depth {
                        let values = oracle_values(&position, depth);
                        let ordered = OracleOrder::new(position, depth, &values);
                        let result = Speculative.search(&ordered, Limits::depth(depth));
                        let d = depth as usize - 1;
                        record.add(extra, d, &result, references[d]);
                    }
                }
                record.positions += 1;
                progress.step();
                // A searched position always has a move (a pass at worst) unless the game is over.
                chosen.unwrap_or(Move::PASS)
            };
            position.play(mv);
            record.turns += 1;
        }
        record.winner = position.winner();
        Ok(record)
    }
}

/// One measured search of `position`: a single search, or (`deepen`) the last iteration of a
/// deepening to `limits.depth`, whose nodes are that iteration's alone, so that the running
/// sums over depths are the nodes of one deepening to each depth.
fn measure<const N: usize>(
    algorithm: Algorithm,
    deepen: bool,
    position: &ChineseCheckers<N>,
    limits: Limits,
) -> Result<SearchResult<Move, CheckersScore, N>, ExperimentError> {
    let unsupported = ExperimentError::Unsupported;
    if !deepen {
        return algorithm.search(position, limits).map_err(unsupported);
    }
    let mut deepening = algorithm.deepen(position, limits).map_err(unsupported)?;
    match deepening.iterations.pop() {
        Some(last) => Ok(last.result),
        None => unreachable!("a deepening runs at least one iteration"),
    }
}
