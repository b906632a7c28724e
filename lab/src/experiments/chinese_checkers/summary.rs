//! The games of the Chinese Checkers experiment combined into averages per algorithm.

use super::{ChineseCheckersConfig, GameRecord};
use crate::registry::Algorithm;

/// One algorithm's results over the whole experiment.
#[derive(Clone, Debug, PartialEq)]
pub struct AlgorithmSummary {
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
    /// Searches whose value or root move differed from the first exact algorithm's.
    pub disagreements: u64,
}

/// The experiment's results.
#[derive(Clone, Debug, PartialEq)]
pub struct ChineseCheckersOutcome {
    /// The configuration it ran with.
    pub config: ChineseCheckersConfig,
    /// Positions searched and measured, over all games.
    pub positions: u64,
    /// The games, in index order.
    pub games: Vec<GameRecord>,
    /// Per algorithm, in the order given.
    pub algorithms: Vec<AlgorithmSummary>,
}

impl ChineseCheckersOutcome {
    /// Combines games played by [`play_game`](super::play_game) (in any order) into the
    /// result.
    pub fn from_games(
        config: ChineseCheckersConfig,
        algorithms: &[Algorithm],
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
        let rows = algorithms
            .iter()
            .map(|algorithm| (algorithm.name(), algorithm.is_exact()))
            .chain(config.extra_rows().into_iter().map(|name| (name, true)));
        let summaries = rows
            .enumerate()
            .map(|(a, (name, exact))| {
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
                AlgorithmSummary {
                    name: name.to_string(),
                    exact,
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
            algorithms: summaries,
        }
    }
}
