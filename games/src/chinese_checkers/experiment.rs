//! The speculative-pruning experiment (Sturtevant 2003, Chinese Checkers): play games, and at
//! every position searched count the nodes each algorithm visits at each depth up to the
//! target; report the averages, per depth and for iterative deepening.
//!
//! The paper played thirty 3-player games with speculative max^n choosing the moves, kept the
//! top 10 or so moves per node (its counts suggest about 10), and reported the average nodes
//! needed to complete iterative searches to depth 6: 1.2 million for plain max^n, 100k for
//! speculative max^n.
//!
//! The driver is independent of which searchers exist: the caller passes its algorithms as
//! [`Contender`]s (the command line passes every algorithm it offers). Each game is a pure
//! function of the configuration and its index ([`play_game`]), so a caller may play games
//! in parallel and combine them with [`ExperimentReport::from_games`].

use std::fmt;
use std::num::NonZeroUsize;

use maxn::{Limits, MaxN, MoveBuffer, Paranoid, SearchResult, Searcher, Shallow};

use super::any::UnsupportedPlayers;
use super::eval::Score;
use super::movegen::Moves;
use super::playout::SplitMix64;
use super::position::{ChineseCheckers, Move};
use super::seats::is_supported;

/// Sturtevant (2003), its table of Chinese Checkers expansions: average nodes to complete
/// iterative searches to depth 6 in 3-player games, by algorithm name (as the command line
/// names them).
pub const PAPER_DEPTH_6: [(&str, f64); 2] = [("maxn", 1_200_000.0), ("speculative", 100_000.0)];

/// A search algorithm taking part in the experiment.
pub trait Contender {
    /// Its name in reports.
    fn name(&self) -> &str;

    /// Whether it must return exactly plain max^n's value and move (paranoid search follows
    /// another decision rule, and is only measured).
    fn is_exact(&self) -> bool;

    /// Searches `position` within `limits`.
    fn search<const N: usize>(
        &self,
        position: &ChineseCheckers<N>,
        limits: Limits,
    ) -> SearchResult<Move, Score, N>;
}

/// The library's searchers that need no configuration take part as themselves (a caller
/// comparing several passes its own enum of them, as the command line does).
macro_rules! contender {
    ($searcher:ident, $name:literal, $exact:literal) => {
        impl Contender for $searcher {
            fn name(&self) -> &str {
                $name
            }

            fn is_exact(&self) -> bool {
                $exact
            }

            fn search<const N: usize>(
                &self,
                position: &ChineseCheckers<N>,
                limits: Limits,
            ) -> SearchResult<Move, Score, N> {
                Searcher::search(&mut $searcher, position, limits)
            }
        }
    };
}

contender!(MaxN, "maxn", true);
contender!(Shallow, "shallow", true);
contender!(Paranoid, "paranoid", false);

/// What to play and measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExperimentConfig {
    /// Players: 2, 3, 4 or 6.
    pub players: usize,
    /// Games to play.
    pub games: usize,
    /// The deepest search; every depth from 1 up to it is measured.
    pub depth: u32,
    /// Moves kept per node, best first (`None`: all; the paper kept about 10).
    pub top_k: Option<NonZeroUsize>,
    /// The seed of the games' random openings.
    pub seed: u64,
    /// Turns at the start of each game played at random (among the kept moves), so that the
    /// games differ; these positions are not measured.
    pub opening_turns: usize,
    /// Turns after which an unfinished game is stopped.
    pub max_turns: usize,
    /// The index, in the contenders, of the algorithm whose depth-`depth` choice is played.
    pub mover: usize,
}

impl Default for ExperimentConfig {
    /// The paper's setting: 3 players, 30 games, depth 6, top 10 moves; two random turns per
    /// player to open each game, at most 300 turns, the first contender choosing the moves.
    fn default() -> Self {
        Self {
            players: 3,
            games: 30,
            depth: 6,
            top_k: NonZeroUsize::new(10),
            seed: 0,
            opening_turns: 6,
            max_turns: 300,
            mover: 0,
        }
    }
}

/// Why an experiment cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExperimentError {
    /// The player count is not 2, 3, 4 or 6.
    Players(UnsupportedPlayers),
    /// No contender was given.
    NoContenders,
    /// `mover` is not the index of a contender.
    Mover {
        /// The index given.
        mover: usize,
        /// The contenders given.
        contenders: usize,
    },
    /// Depth 0 measures nothing.
    Depth,
}

impl fmt::Display for ExperimentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Players(error) => error.fmt(f),
            Self::NoContenders => write!(f, "the experiment needs at least one algorithm"),
            Self::Mover { mover, contenders } => write!(
                f,
                "the moving algorithm's index {mover} is not below the {contenders} algorithms"
            ),
            Self::Depth => write!(f, "the experiment needs a depth of at least 1"),
        }
    }
}

impl std::error::Error for ExperimentError {}

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
    /// `nodes[a][d - 1]`: nodes contender `a` visited searching the measured positions to
    /// depth `d`, summed over the positions.
    pub nodes: Vec<Vec<u64>>,
    /// Re-expansions, indexed like `nodes`.
    pub reexpansions: Vec<Vec<u64>>,
    /// For each contender, the searches (over positions and depths) whose value or root move
    /// differed from the first exact contender's; 0 is the expected count for exact ones.
    pub disagreements: Vec<u64>,
}

impl ExperimentConfig {
    /// Checks the configuration against the contenders that will run it, so that a caller can
    /// report a bad configuration before doing anything else.
    pub fn validate<C: Contender>(&self, contenders: &[C]) -> Result<(), ExperimentError> {
        validate(self, contenders)
    }
}

/// Checks the configuration and the contenders.
fn validate<C: Contender>(
    config: &ExperimentConfig,
    contenders: &[C],
) -> Result<(), ExperimentError> {
    if !is_supported(config.players) {
        return Err(ExperimentError::Players(UnsupportedPlayers(config.players)));
    }
    if contenders.is_empty() {
        return Err(ExperimentError::NoContenders);
    }
    if config.mover >= contenders.len() {
        return Err(ExperimentError::Mover {
            mover: config.mover,
            contenders: contenders.len(),
        });
    }
    if config.depth == 0 {
        return Err(ExperimentError::Depth);
    }
    Ok(())
}

/// Plays game number `game` of the experiment: `opening_turns` random turns, then the mover's
/// choices, measuring every contender at every depth at each position it searches.
/// `on_position` is called after each measured position (for a progress bar).
pub fn play_game<C: Contender>(
    config: &ExperimentConfig,
    contenders: &[C],
    game: usize,
    on_position: &mut dyn FnMut(),
) -> Result<GameRecord, ExperimentError> {
    validate(config, contenders)?;
    Ok(match config.players {
        2 => play::<C, 2>(config, contenders, game, on_position),
        3 => play::<C, 3>(config, contenders, game, on_position),
        4 => play::<C, 4>(config, contenders, game, on_position),
        _ => play::<C, 6>(config, contenders, game, on_position),
    })
}

fn play<C: Contender, const N: usize>(
    config: &ExperimentConfig,
    contenders: &[C],
    game: usize,
    on_position: &mut dyn FnMut(),
) -> GameRecord {
    let depths = config.depth as usize;
    let mut record = GameRecord {
        game,
        turns: 0,
        winner: None,
        positions: 0,
        nodes: vec![vec![0; depths]; contenders.len()],
        reexpansions: vec![vec![0; depths]; contenders.len()],
        disagreements: vec![0; contenders.len()],
    };
    let reference = contenders.iter().position(|c| c.is_exact());
    let mut rng = SplitMix64::new(config.seed ^ (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut position = ChineseCheckers::<N>::start().with_top_k(config.top_k);
    while record.turns < config.max_turns && position.winner().is_none() {
        let mv = if record.turns < config.opening_turns {
            let mut moves = Moves::default();
            position.legal_moves(&mut moves);
            moves.as_slice()[rng.below(moves.len())]
        } else {
            let mut chosen = None;
            for depth in 1..=config.depth {
                let limits = Limits::depth(depth);
                let results: Vec<_> = contenders
                    .iter()
                    .map(|c| c.search(&position, limits))
                    .collect();
                for (a, result) in results.iter().enumerate() {
                    record.nodes[a][depth as usize - 1] += result.stats.nodes;
                    record.reexpansions[a][depth as usize - 1] += result.stats.reexpansions;
                    if let Some(r) = reference
                        && contenders[a].is_exact()
                        && (result.value != results[r].value
                            || result.best_move != results[r].best_move)
                    {
                        record.disagreements[a] += 1;
                    }
                }
                if depth == config.depth {
                    chosen = results[config.mover].best_move;
                }
            }
            record.positions += 1;
            on_position();
            // A searched position always has a move (a pass at worst) unless the game is over.
            chosen.unwrap_or(Move::PASS)
        };
        position.apply(mv);
        record.turns += 1;
    }
    record.winner = position.winner();
    record
}

/// One contender's results over the whole experiment.
#[derive(Clone, Debug, PartialEq)]
pub struct ContenderSummary {
    /// Its name.
    pub name: String,
    /// Whether it is an exact algorithm.
    pub exact: bool,
    /// Average nodes per searched position to complete a search to depth `d`, at index
    /// `d - 1`.
    pub average_nodes: Vec<f64>,
    /// Average nodes per searched position to complete iterative searches to depths
    /// `1..=d` (the sum of the searches), at index `d - 1`: the paper's measure.
    pub average_iterative_nodes: Vec<f64>,
    /// Average re-expansions per searched position at each depth (included in the nodes).
    pub average_reexpansions: Vec<f64>,
    /// Searches whose value or root move differed from the first exact contender's.
    pub disagreements: u64,
}

/// The experiment's results.
#[derive(Clone, Debug, PartialEq)]
pub struct ExperimentReport {
    /// The configuration it ran with.
    pub config: ExperimentConfig,
    /// Positions searched and measured, over all games.
    pub positions: u64,
    /// The games, in index order.
    pub games: Vec<GameRecord>,
    /// Per contender, in the order given.
    pub contenders: Vec<ContenderSummary>,
}

impl ExperimentReport {
    /// Combines games played by [`play_game`] (in any order) into the report.
    pub fn from_games<C: Contender>(
        config: ExperimentConfig,
        contenders: &[C],
        mut games: Vec<GameRecord>,
    ) -> Self {
        games.sort_by_key(|g| g.game);
        let positions: u64 = games.iter().map(|g| g.positions).sum();
        let depths = config.depth as usize;
        let per_position = |total: u64| {
            if positions == 0 {
                0.0
            } else {
                total as f64 / positions as f64
            }
        };
        let summaries = contenders
            .iter()
            .enumerate()
            .map(|(a, contender)| {
                let total = |field: fn(&GameRecord) -> &Vec<Vec<u64>>, d: usize| {
                    games.iter().map(|g| field(g)[a][d]).sum::<u64>()
                };
                let average_nodes: Vec<f64> = (0..depths)
                    .map(|d| per_position(total(|g| &g.nodes, d)))
                    .collect();
                let average_iterative_nodes = average_nodes
                    .iter()
                    .scan(0.0, |sum, &n| {
                        *sum += n;
                        Some(*sum)
                    })
                    .collect();
                ContenderSummary {
                    name: contender.name().to_string(),
                    exact: contender.is_exact(),
                    average_nodes,
                    average_iterative_nodes,
                    average_reexpansions: (0..depths)
                        .map(|d| per_position(total(|g| &g.reexpansions, d)))
                        .collect(),
                    disagreements: games.iter().map(|g| g.disagreements[a]).sum(),
                }
            })
            .collect();
        Self {
            config,
            positions,
            games,
            contenders: summaries,
        }
    }
}

/// Runs the whole experiment, one game after another (see [`play_game`] to spread the games
/// over threads).
pub fn run_experiment<C: Contender>(
    config: ExperimentConfig,
    contenders: &[C],
    on_position: &mut dyn FnMut(),
) -> Result<ExperimentReport, ExperimentError> {
    validate(&config, contenders)?;
    let games = (0..config.games)
        .map(|game| play_game(&config, contenders, game, on_position))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ExperimentReport::from_games(config, contenders, games))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> ExperimentConfig {
        ExperimentConfig {
            players: 3,
            games: 2,
            depth: 3,
            top_k: NonZeroUsize::new(4),
            seed: 9,
            opening_turns: 3,
            max_turns: 8,
            mover: 0,
        }
    }

    /// With the top 4 moves kept and no game ending within 8 turns, max^n visits exactly
    /// 1 + 4 + ... + 4^d nodes at depth d, at every position.
    #[test]
    fn maxn_counts_follow_the_kept_branching() {
        let mut ticks = 0;
        let report = run_experiment(small(), &[MaxN, MaxN], &mut || ticks += 1).unwrap();
        // 8 turns, 3 of them random: 5 positions per game.
        assert_eq!(report.positions, 10);
        assert_eq!(ticks, 10);
        assert_eq!(report.games.len(), 2);
        assert!(
            report
                .games
                .iter()
                .all(|g| g.turns == 8 && g.winner.is_none())
        );
        for summary in &report.contenders {
            assert_eq!(summary.average_nodes, [5.0, 21.0, 85.0]);
            assert_eq!(summary.average_iterative_nodes, [5.0, 26.0, 111.0]);
            assert_eq!(summary.disagreements, 0);
            assert_eq!(summary.average_reexpansions, [0.0; 3]);
        }
    }

    /// Several algorithms in one run, as the command line passes them.
    #[derive(Clone, Copy)]
    enum Algorithm {
        MaxN,
        Shallow,
        Paranoid,
    }

    impl Contender for Algorithm {
        fn name(&self) -> &str {
            match self {
                Self::MaxN => MaxN.name(),
                Self::Shallow => Shallow.name(),
                Self::Paranoid => Paranoid.name(),
            }
        }

        fn is_exact(&self) -> bool {
            !matches!(self, Self::Paranoid)
        }

        fn search<const N: usize>(
            &self,
            position: &ChineseCheckers<N>,
            limits: Limits,
        ) -> SearchResult<Move, Score, N> {
            match self {
                Self::MaxN => Contender::search(&MaxN, position, limits),
                Self::Shallow => Contender::search(&Shallow, position, limits),
                Self::Paranoid => Contender::search(&Paranoid, position, limits),
            }
        }
    }

    /// Exact algorithms agree with max^n at every depth of every position; pruning
    /// algorithms visit no more nodes; paranoid (another decision rule) is only measured.
    #[test]
    fn algorithms_are_compared_at_every_depth() {
        let config = ExperimentConfig {
            games: 1,
            max_turns: 12,
            ..small()
        };
        let algorithms = [Algorithm::MaxN, Algorithm::Shallow, Algorithm::Paranoid];
        let report = run_experiment(config, &algorithms, &mut || {}).unwrap();
        let [maxn, shallow, paranoid] = &report.contenders[..] else {
            panic!("three summaries expected");
        };
        assert_eq!(
            (
                maxn.name.as_str(),
                shallow.name.as_str(),
                paranoid.name.as_str()
            ),
            ("maxn", "shallow", "paranoid")
        );
        assert_eq!(maxn.disagreements + shallow.disagreements, 0);
        assert!(!paranoid.exact && paranoid.disagreements == 0);
        for depth in 0..3 {
            assert!(shallow.average_nodes[depth] <= maxn.average_nodes[depth]);
            assert!(paranoid.average_nodes[depth] <= maxn.average_nodes[depth]);
        }
        // Paranoid alpha-beta prunes from depth 2 on, whatever the evaluation.
        assert!(paranoid.average_nodes[2] < maxn.average_nodes[2]);
    }

    #[test]
    fn games_differ_by_seed_and_index_and_repeat_exactly() {
        let config = small();
        let a = play_game(&config, &[MaxN], 0, &mut || {}).unwrap();
        let b = play_game(&config, &[MaxN], 1, &mut || {}).unwrap();
        assert_eq!(a, play_game(&config, &[MaxN], 0, &mut || {}).unwrap());
        assert_eq!(a.game, 0);
        assert_eq!(b.game, 1);
        // Combining games out of order gives the sequential result.
        let combined = ExperimentReport::from_games(config, &[MaxN], vec![b, a]);
        assert_eq!(
            combined,
            run_experiment(config, &[MaxN], &mut || {}).unwrap()
        );
    }

    #[test]
    fn bad_configurations_are_errors() {
        let config = small();
        let five = ExperimentConfig {
            players: 5,
            ..config
        };
        assert_eq!(
            run_experiment(five, &[MaxN], &mut || {}).unwrap_err(),
            ExperimentError::Players(UnsupportedPlayers(5))
        );
        let none: [MaxN; 0] = [];
        assert_eq!(
            run_experiment(config, &none, &mut || {}).unwrap_err(),
            ExperimentError::NoContenders
        );
        let mover = ExperimentConfig { mover: 1, ..config };
        assert_eq!(
            run_experiment(mover, &[MaxN], &mut || {})
                .unwrap_err()
                .to_string(),
            "the moving algorithm's index 1 is not below the 1 algorithms"
        );
        let shallow = ExperimentConfig { depth: 0, ..config };
        assert_eq!(
            run_experiment(shallow, &[MaxN], &mut || {}).unwrap_err(),
            ExperimentError::Depth
        );
    }

    #[test]
    fn games_run_to_a_win_when_allowed() {
        // Two players, greedy depth-1 max^n with the top 3 moves: races to the goal.
        let config = ExperimentConfig {
            players: 2,
            games: 1,
            depth: 1,
            top_k: NonZeroUsize::new(3),
            opening_turns: 0,
            max_turns: 400,
            ..small()
        };
        let report = run_experiment(config, &[MaxN], &mut || {}).unwrap();
        assert!(report.games[0].winner.is_some(), "{:?}", report.games[0]);
    }
}
