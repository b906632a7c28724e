//! Every algorithm on random trees (Korf's model), for several player counts, with a check
//! that every exact algorithm agreed with max^n on every tree: `maxn experiment trees`, and
//! the table of `maxn` with no arguments.

use std::io::Write;

use maxn::Limits;
use maxn_games::synthetic::{Int, Model, Scale, SpecError, Tree, TreeSpec, Unit};
use rayon::prelude::*;
use serde::Serialize;

use super::OnStep;
use crate::catalogue::CatalogueError;
use crate::registry::{Algorithm, ForPlayers, Unsupported, with_players};
use crate::report::write_csv;
use crate::report::{
    OutputError, OutputFile, Report, Series, TextTable, log_line_chart, thousands,
};

/// The `maxsum` of integer trees: 720720 = lcm(1..=16) is divisible by every player count the
/// registry compiles, so uniform trees exist for all of them, and fine enough for best-case
/// trees of 3 players to depth 19 and 6 players to depth 8 (they need `n (n-1)^(d-1)` steps).
pub type IntScale = Int<720_720>;

/// The score type of the trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scores {
    /// Integers summing to 720720 ([`IntScale`]).
    Int,
    /// Floats summing to 1 ([`Unit`]).
    Float,
}

impl Scores {
    /// The scale's name in reports.
    pub fn name(self) -> String {
        match self {
            Scores::Int => IntScale::name(),
            Scores::Float => Unit::name(),
        }
    }
}

/// The tree shape and seeds of one measurement.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// Children of every interior node.
    pub branching: u8,
    /// Depth of the leaves.
    pub depth: u32,
    /// Number of trees.
    pub seeds: u64,
    /// The first seed; the trees have seeds `seed`, `seed + 1`, ..., wrapping past
    /// `u64::MAX` to 0.
    pub seed: u64,
}

/// What to measure.
#[derive(Clone, Debug)]
pub struct TreesConfig {
    /// Player counts, one table section each.
    pub players: Vec<u8>,
    /// The trees.
    pub shape: Shape,
    /// Their score type.
    pub scores: Scores,
}

impl TreesConfig {
    /// The steps [`run`] reports to its [`OnStep`]: one per tree.
    pub fn steps(&self) -> u64 {
        self.players.len() as u64 * self.shape.seeds
    }
}

/// Why the experiment cannot run.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TreesError {
    /// A player count the searchers are not compiled for.
    #[error("--players {}: trees have 2 to 6 players", .0.players_asked().unwrap_or_default())]
    Players(CatalogueError),
    /// The tree cannot be built.
    #[error(transparent)]
    Spec(SpecError),
    /// An algorithm refused a tree (never: trees offer everything).
    #[error(transparent)]
    Unsupported(Unsupported),
}

/// One algorithm at one player count, averaged over the trees.
#[derive(Clone, Debug, Serialize)]
pub struct TreesRow {
    /// Player count.
    pub players: usize,
    /// The algorithm's command-line name.
    pub algorithm: &'static str,
    /// Trees searched.
    pub trees: u64,
    /// Average nodes visited.
    pub avg_nodes: f64,
    /// Average leaves evaluated.
    pub avg_leaves: f64,
    /// Average re-expansions.
    pub avg_reexpansions: f64,
    /// Average max^n nodes divided by this algorithm's.
    pub reduction: f64,
    /// Trees on which value and root move equalled max^n's (`None` for a different decision rule).
    pub agreed_with_maxn: Option<u64>,
}

/// The experiment's result.
#[derive(Clone, Debug)]
pub struct TreesOutcome {
    /// What was measured.
    pub config: TreesConfig,
    /// Every algorithm at every player count, in the configuration's order of counts and
    /// [`Algorithm::REPRODUCED`]'s order.
    pub rows: Vec<TreesRow>,
}

/// Measures every algorithm on the configured trees, in parallel over the trees; one
/// [`OnStep::step`] per tree.
pub fn run(config: &TreesConfig, progress: &dyn OnStep) -> Result<TreesOutcome, TreesError> {
    let mut rows = Vec::new();
    for &players in &config.players {
        rows.extend(match config.scores {
            Scores::Int => measure_players::<IntScale>(players, config.shape, progress)?,
            Scores::Float => measure_players::<Unit>(players, config.shape, progress)?,
        });
    }
    Ok(TreesOutcome {
        config: config.clone(),
        rows,
    })
}

/// Measures every algorithm on `shape.seeds` random trees of `players` players.
fn measure_players<K: Scale>(
    players: u8,
    shape: Shape,
    progress: &dyn OnStep,
) -> Result<Vec<TreesRow>, TreesError> {
    let job = Measure::<K> {
        shape,
        progress,
        scale: std::marker::PhantomData,
    };
    with_players(players.into(), job).map_err(TreesError::Players)?
}

/// [`measure_players`] for `N` players.
struct Measure<'p, K> {
    shape: Shape,
    progress: &'p dyn OnStep,
    scale: std::marker::PhantomData<K>,
}

/// Counts of one algorithm, on one tree or summed over trees.
#[derive(Clone, Copy, Default)]
struct Tally {
    nodes: u64,
    leaves: u64,
    reexpansions: u64,
    agreed: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.nodes += other.nodes;
        self.leaves += other.leaves;
        self.reexpansions += other.reexpansions;
        self.agreed += other.agreed;
    }
}

impl<K: Scale> ForPlayers for Measure<'_, K> {
    type Output = Result<Vec<TreesRow>, TreesError>;

    fn run<const N: usize>(self) -> Self::Output {
        let shape = self.shape;
        let algorithms = Algorithm::REPRODUCED;
        let limits = Limits::depth(shape.depth);
        // Streamed: each tree's tallies are added into running totals, so memory does not grow
        // with the number of trees. The seeds run on from `shape.seed`, wrapping past
        // `u64::MAX` to 0 (so any first seed gives `shape.seeds` trees).
        let totals: Vec<Tally> = (0..shape.seeds)
            .into_par_iter()
            .map(|offset| {
                let seed = shape.seed.wrapping_add(offset);
                let spec = TreeSpec::new(shape.branching.into(), shape.depth, seed, Model::Random);
                let root = Tree::<K, N>::root(&spec).map_err(TreesError::Spec)?;
                let search = |algorithm: Algorithm| {
                    algorithm
                        .search(&root, limits)
                        .map_err(TreesError::Unsupported)
                };
                let reference = search(Algorithm::Maxn)?;
                let tallies = algorithms
                    .iter()
                    .map(|&algorithm| {
                        let result = search(algorithm)?;
                        let agreed = result.value == reference.value
                            && result.best_move == reference.best_move;
                        Ok(Tally {
                            nodes: result.stats.nodes,
                            leaves: result.stats.leaves,
                            reexpansions: result.stats.reexpansions,
                            agreed: u64::from(agreed),
                        })
                    })
                    .collect::<Result<_, TreesError>>()?;
                self.progress.step();
                Ok(tallies)
            })
            .try_reduce(
                || vec![Tally::default(); algorithms.len()],
                |mut sum, tree: Vec<Tally>| {
                    for (total, tally) in sum.iter_mut().zip(tree) {
                        total.add(tally);
                    }
                    Ok(sum)
                },
            )?;

        let trees = shape.seeds as f64;
        let sum = |index: usize, field: fn(&Tally) -> u64| field(&totals[index]);
        let maxn_nodes = sum(0, |t| t.nodes) as f64;
        Ok(algorithms
            .iter()
            .enumerate()
            .map(|(index, algorithm)| {
                let nodes = sum(index, |t| t.nodes) as f64;
                TreesRow {
                    players: N,
                    algorithm: algorithm.name(),
                    trees: shape.seeds,
                    avg_nodes: nodes / trees,
                    avg_leaves: sum(index, |t| t.leaves) as f64 / trees,
                    avg_reexpansions: sum(index, |t| t.reexpansions) as f64 / trees,
                    reduction: maxn_nodes / nodes,
                    agreed_with_maxn: algorithm.is_exact().then(|| sum(index, |t| t.agreed)),
                }
            })
            .collect())
    }
}

/// The whole experiment, for `--json`.
#[derive(Debug, Serialize)]
struct TreesReport<'a> {
    experiment: &'static str,
    branching: u8,
    depth: u32,
    seeds: u64,
    first_seed: u64,
    scores: String,
    rows: &'a [TreesRow],
}

impl TreesOutcome {
    /// Writes the rows as a table.
    pub fn write_table(&self, out: &mut impl Write) -> std::io::Result<()> {
        let mut table = TextTable::new(
            &[
                "players",
                "algorithm",
                "avg nodes",
                "avg leaves",
                "re-expansions",
                "vs max^n",
                "agrees with max^n",
            ],
            2,
        );
        for row in &self.rows {
            table.row(vec![
                row.players.to_string(),
                row.algorithm.to_owned(),
                thousands(row.avg_nodes),
                thousands(row.avg_leaves),
                format!("{:.1}", row.avg_reexpansions),
                format!("{:.2}x", row.reduction),
                match row.agreed_with_maxn {
                    Some(agreed) => format!("{agreed}/{}", row.trees),
                    None => "(other rule)".to_owned(),
                },
            ]);
        }
        table.print(out)
    }

    fn series(&self) -> Vec<Series> {
        let mut series: Vec<Series> = Vec::new();
        for row in &self.rows {
            let point = (row.players as f64, row.avg_nodes.max(1.0));
            match series.iter_mut().find(|s| s.name == row.algorithm) {
                Some(line) => line.points.push(point),
                None => series.push(Series {
                    name: row.algorithm.to_owned(),
                    points: vec![point],
                    reference: false,
                    color: series.len(),
                }),
            }
        }
        series
    }
}

impl Report for TreesOutcome {
    const CHART: bool = true;

    /// Writes the result as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        let shape = self.config.shape;
        let report = TreesReport {
            experiment: "trees",
            branching: shape.branching,
            depth: shape.depth,
            seeds: shape.seeds,
            first_seed: shape.seed,
            scores: self.config.scores.name(),
            rows: &self.rows,
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)
    }

    /// Writes a line saying what was measured, then the table.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let shape = self.config.shape;
        writeln!(
            out,
            "Random trees (Korf's model, {}): branching {}, depth {}, {} trees per player count\n",
            self.config.scores.name(),
            shape.branching,
            shape.depth,
            shape.seeds
        )?;
        self.write_table(out)
    }

    /// Writes the rows to a CSV file.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        write_csv(file, &self.rows)
    }

    /// Draws average nodes against player count, one line per algorithm.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let shape = self.config.shape;
        let title = format!(
            "Random trees, b = {}, d = {}: average nodes",
            shape.branching, shape.depth
        );
        log_line_chart(
            file,
            &title,
            "players",
            "average nodes visited",
            &self.series(),
        )
    }
}
