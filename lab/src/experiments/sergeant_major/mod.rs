//! Sturtevant & Korf (2000), Table 2, re-run: average nodes of every algorithm on random
//! deals of Sergeant Major, the first few tricks searched to their end, ours beside the
//! paper's (`maxn experiment sergeant-major`).
//!
//! The paper's setting: 3 players, the first 5 tricks (trees of height 15), tricks taken as
//! the monotonic heuristic, equivalent cards generated as one successor, cards ordered high to
//! low. It counts nodes *expanded*; [`Stats::nodes`] counts every node visited, leaves
//! included, so `nodes - leaves` is the paper's measure, and the report gives both.
//!
//! - [`experiment_game`] (and [`experiment_deal`]): the game of run `index` of an experiment
//!   seeded `seed`.
//! - The "full tree" row is counted, not searched: [`full_tree_stats`] (a count of the rules'
//!   tree, so it lives in `maxn-games`).
//! - [`PAPER_TABLE_2`]: the published figures, to print beside ours.
//! - [`with_tricks`]: a number of tricks read at run time made the game's compile-time
//!   constant.
//!
//! ```
//! use maxn_lab::experiments::Quiet;
//! use maxn_lab::experiments::sergeant_major::{SergeantMajorConfig, run};
//!
//! let config = SergeantMajorConfig { deals: 2, tricks: 2, seed: 0, table: None, only: None };
//! let outcome = run(&config, &Quiet).unwrap();
//! // The full tree first, then the paper's rows in its order, then the algorithms it lacks.
//! assert_eq!(outcome.rows[0].algorithm, "full tree");
//! assert_eq!(outcome.rows[1].algorithm, "dfbnb");
//! assert!(outcome.rows.iter().all(|r| r.avg_expanded <= outcome.rows[0].avg_expanded));
//! ```

mod deals;
mod paper;
mod report;

use maxn::{Limits, Memory, MoveOrdering, Stats};
use maxn_games::cards::{SergeantMajor, full_tree_stats};
use rayon::prelude::*;
use serde::Serialize;

pub use deals::{
    WithTricks, experiment_deal, experiment_game, plies_left, search_stats, with_tricks,
};
pub use paper::{PAPER_TABLE_2, PAPER_TRICKS, PaperGame, PaperRow};

use super::OnStep;
use crate::registry::{Algorithm, Unsupported};

/// What to measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SergeantMajorConfig {
    /// Random deals to search.
    pub deals: u64,
    /// Tricks searched from the start of each deal (the paper: 5).
    pub tricks: u64,
    /// Seed of the deals.
    pub seed: u64,
    /// Adds the row [`TABLE_ROW`]: alpha-beta branch-and-bound with a transposition table of
    /// this many bytes and this ordering, a fresh one per deal (one search per deal, so the
    /// ordering has nothing from an earlier search to go by: the table saves by its values).
    pub table: Option<(usize, MoveOrdering)>,
    /// Searches only this algorithm (besides the counted full tree and the table's row), for
    /// deals too deep for the others.
    pub only: Option<Algorithm>,
}

/// The name of the row of [`SergeantMajorConfig::table`].
pub const TABLE_ROW: &str = "abbnb+table";

/// The least plies left of a position the table row looks up and stores: one trick. The
/// positions inside the last trick (1 or 2 plies left) are the most numerous and the quickest
/// to search again; kept out of the table, they neither cost a table access each nor push out
/// the entries of whole tricks, where most transpositions are found (the same tricks played in
/// another order). Measured on a 6-trick deal, this saves more expansions and more time than
/// storing every position (docs/results/memory.md).
pub const TABLE_MIN_DEPTH: u32 = 3;

impl SergeantMajorConfig {
    /// The steps [`run`] reports to its [`OnStep`]: one per deal.
    pub fn steps(&self) -> u64 {
        self.deals
    }
}

/// Why the experiment cannot run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SergeantMajorError {
    /// Not 1 to 16 tricks.
    #[error("--tricks {0}: a deal has 1 to 16 tricks")]
    Tricks(u64),
    /// An algorithm refused the game (never: Sergeant Major offers everything).
    #[error(transparent)]
    Unsupported(Unsupported),
    /// The table of [`SergeantMajorConfig::table`] cannot be had.
    #[error("--tt-mb: {0}")]
    Table(maxn::TableSizeError),
}

/// A row of the table: the full tree (counted) or an algorithm (searched).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    FullTree,
    Searched(Algorithm),
    Table,
}

impl Row {
    fn name(self) -> &'static str {
        match self {
            Row::FullTree => "full tree",
            Row::Searched(algorithm) => algorithm.name(),
            Row::Table => TABLE_ROW,
        }
    }

    fn paper(self) -> Option<&'static PaperRow> {
        PAPER_TABLE_2.iter().find(|row| row.searcher == self.name())
    }
}

/// The rows: the paper's, in its order (each reduces over the one before), then the
/// algorithms it lacks. Plain max^n is the full tree, counted rather than searched.
fn table_rows(config: &SergeantMajorConfig) -> Vec<Row> {
    let mut rows = vec![Row::FullTree];
    if let Some(only) = config.only {
        rows.push(Row::Searched(only));
        rows.extend(config.table.map(|_| Row::Table));
        return rows;
    }
    rows.extend(
        PAPER_TABLE_2
            .iter()
            .filter_map(|paper| Algorithm::from_name(paper.searcher).ok())
            .map(Row::Searched),
    );
    for &algorithm in Algorithm::REPRODUCED {
        if algorithm != Algorithm::Maxn && !rows.contains(&Row::Searched(algorithm)) {
            rows.push(Row::Searched(algorithm));
        }
    }
    rows.extend(config.table.map(|_| Row::Table));
    rows
}

/// One row of the result, for the table, the CSV file and JSON.
#[derive(Clone, Debug, Serialize)]
pub struct ResultRow {
    /// The algorithm's name, or `"full tree"`.
    pub algorithm: &'static str,
    /// Average nodes visited, root and leaves included (the library's `nodes`).
    pub avg_nodes: f64,
    /// Average nodes expanded (`nodes - leaves`): the paper's measure.
    pub avg_expanded: f64,
    /// Expanded nodes of the full tree divided by this row's.
    pub vs_full_tree: f64,
    /// Expanded nodes of the row above divided by this row's, for the paper's rows (which it
    /// lists from worst to best, each with its reduction over the one before).
    pub reduction: Option<f64>,
    /// The paper's average nodes (expanded).
    pub paper_nodes: Option<f64>,
    /// The paper's reduction over the row above.
    pub paper_reduction: Option<f64>,
}

/// The experiment's result.
#[derive(Clone, Debug)]
pub struct SergeantMajorOutcome {
    /// What was measured.
    pub config: SergeantMajorConfig,
    /// The full tree, the paper's rows in its order, then the algorithms it lacks.
    pub rows: Vec<ResultRow>,
}

/// Counts the full tree and searches every algorithm on every deal, in parallel over the
/// deals; one [`OnStep::step`] per deal.
pub fn run(
    config: &SergeantMajorConfig,
    progress: &dyn OnStep,
) -> Result<SergeantMajorOutcome, SergeantMajorError> {
    let rows = table_rows(config);
    if let Some((bytes, _)) = config.table {
        Memory::<maxn_games::cards::Card, u8, 3>::with_table(bytes)
            .map_err(SergeantMajorError::Table)?;
    }
    let job = Measure {
        config: *config,
        rows: &rows,
        progress,
    };
    let totals = with_tricks(config.tricks as usize, job)
        .ok_or(SergeantMajorError::Tricks(config.tricks))??;

    let deals = config.deals as f64;
    let expanded = |total: &Stats| (total.nodes - total.leaves) as f64 / deals;
    let full_tree = expanded(&totals[0]);
    let mut results: Vec<ResultRow> = Vec::new();
    for (row, total) in rows.iter().zip(&totals) {
        let paper = row.paper();
        let previous = results
            .last()
            .filter(|_| paper.is_some())
            .map(|r| r.avg_expanded);
        results.push(ResultRow {
            algorithm: row.name(),
            avg_nodes: total.nodes as f64 / deals,
            avg_expanded: expanded(total),
            vs_full_tree: full_tree / expanded(total),
            reduction: previous.map(|p| p / expanded(total)),
            paper_nodes: paper.map(|p| p.average_nodes),
            paper_reduction: paper.filter(|_| previous.is_some()).map(|p| p.reduction),
        });
    }
    Ok(SergeantMajorOutcome {
        config: *config,
        rows: results,
    })
}

/// Measures every row on every deal, for `SergeantMajor<TRICKS>`; returns the totals per row.
struct Measure<'a> {
    config: SergeantMajorConfig,
    rows: &'a [Row],
    progress: &'a dyn OnStep,
}

impl WithTricks for Measure<'_> {
    type Output = Result<Vec<Stats>, SergeantMajorError>;

    fn run<const TRICKS: usize>(self) -> Self::Output {
        // Streamed: each deal's counts are added into running totals, so memory does not grow
        // with the number of deals.
        let totals = (0..self.config.deals)
            .into_par_iter()
            .map(|index| {
                let game: SergeantMajor<TRICKS> = experiment_game(self.config.seed, index);
                let limits = Limits::depth(3 * TRICKS as u32);
                let stats = self
                    .rows
                    .iter()
                    .map(|row| match row {
                        Row::FullTree => Ok(full_tree_stats(&game)),
                        Row::Searched(algorithm) => algorithm
                            .search(&game, limits)
                            .map(|result| result.stats)
                            .map_err(SergeantMajorError::Unsupported),
                        Row::Table => {
                            let (bytes, ordering) =
                                self.config.table.expect("the row is there with a table");
                            let mut memory = Memory::with_table(bytes)
                                .expect("the table size was checked")
                                .ordering(ordering)
                                .min_depth(TABLE_MIN_DEPTH);
                            Algorithm::Abbnb
                                .search_with(&game, limits, &mut memory)
                                .map(|result| result.stats)
                                .map_err(SergeantMajorError::Unsupported)
                        }
                    })
                    .collect::<Result<Vec<Stats>, _>>();
                self.progress.step();
                stats
            })
            .try_reduce(
                || vec![Stats::default(); self.rows.len()],
                |mut totals, deal| {
                    for (total, stats) in totals.iter_mut().zip(deal) {
                        *total += stats;
                    }
                    Ok(totals)
                },
            )?;
        Ok(totals)
    }
}
