//! `maxn experiment trees`: average nodes of every algorithm on random trees, for several
//! player counts, with a check that every exact algorithm agreed with max^n on every tree.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use maxn::Limits;
use maxn_games::synthetic::{Model, Scale, Tree, TreeSpec, Unit};
use rayon::prelude::*;
use serde::Serialize;

use crate::args::ScoresArg;
use crate::error::CliError;
use crate::output::{
    OutputFile, Series, TextTable, log_line_chart, progress_bar, thousands, write_csv,
};
use crate::tree::IntScale;
use maxn_lab::registry::Algorithm;

/// `maxn experiment trees`.
#[derive(Debug, Args)]
pub struct TreesArgs {
    /// Player counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [3u8, 4, 6],
          value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: Vec<u8>,
    /// Children of every interior node.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=64))]
    pub branching: u8,
    /// Depth of the leaves.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    /// Trees per player count (seeds `seed`, `seed + 1`, ...).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
    pub seeds: u64,
    /// The first seed.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Score type: integers summing to 720720, or floats summing to 1.
    #[arg(long, value_enum, default_value_t = ScoresArg::Int)]
    pub scores: ScoresArg,
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw average nodes against player count, per algorithm, as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
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

/// Runs `maxn experiment trees`.
pub fn run(args: &TreesArgs) -> Result<(), CliError> {
    let scale = match args.scores {
        ScoresArg::Int => IntScale::name(),
        ScoresArg::Float => Unit::name(),
    };
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let bar = progress_bar(args.players.len() as u64 * args.seeds, "trees");
    let mut rows = Vec::new();
    for &players in &args.players {
        let shape = Shape {
            branching: args.branching,
            depth: args.depth,
            seeds: args.seeds,
            seed: args.seed,
        };
        let tick = || bar.inc(1);
        rows.extend(match args.scores {
            ScoresArg::Int => measure_players::<IntScale>(players, shape, tick)?,
            ScoresArg::Float => measure_players::<Unit>(players, shape, tick)?,
        });
    }
    bar.finish_and_clear();

    let mut out = std::io::stdout().lock();
    if args.json {
        let report = TreesReport {
            experiment: "trees",
            branching: args.branching,
            depth: args.depth,
            seeds: args.seeds,
            first_seed: args.seed,
            scores: scale,
            rows: &rows,
        };
        serde_json::to_writer(&mut out, &report).map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        writeln!(
            out,
            "Random trees (Korf's model, {scale}): branching {}, depth {}, {} trees per player count\n",
            args.branching, args.depth, args.seeds
        )?;
        print_table(&rows, &mut out)?;
    }
    if let Some(file) = csv {
        write_csv(file, &rows)?;
    }
    if let Some(file) = svg {
        let title = format!(
            "Random trees, b = {}, d = {}: average nodes",
            args.branching, args.depth
        );
        log_line_chart(
            file,
            &title,
            "players",
            "average nodes visited",
            &series(&rows),
        )?;
    }
    Ok(())
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
    /// The first seed.
    pub seed: u64,
}

/// Measures every algorithm on `shape.seeds` random trees of `players` players.
pub fn measure_players<K: Scale>(
    players: u8,
    shape: Shape,
    tick: impl Fn() + Sync,
) -> Result<Vec<TreesRow>, CliError> {
    match players {
        2 => measure::<K, 2>(shape, tick),
        3 => measure::<K, 3>(shape, tick),
        4 => measure::<K, 4>(shape, tick),
        5 => measure::<K, 5>(shape, tick),
        6 => measure::<K, 6>(shape, tick),
        n => Err(CliError::Usage(format!(
            "--players {n}: trees have 2 to 6 players"
        ))),
    }
}

/// Per-tree counts of one algorithm.
#[derive(Clone, Copy, Default)]
struct Tally {
    nodes: u64,
    leaves: u64,
    reexpansions: u64,
    agreed: u64,
}

fn measure<K: Scale, const N: usize>(
    shape: Shape,
    tick: impl Fn() + Sync,
) -> Result<Vec<TreesRow>, CliError> {
    let algorithms = Algorithm::ALL;
    let limits = Limits::depth(shape.depth);
    let per_tree: Vec<Vec<Tally>> = (shape.seed..shape.seed + shape.seeds)
        .into_par_iter()
        .map(|seed| {
            let spec = TreeSpec::new(shape.branching.into(), shape.depth, seed, Model::Random);
            let root = Tree::<K, N>::root(&spec).map_err(|e| CliError::Usage(e.to_string()))?;
            let reference = Algorithm::Maxn.search(&root, limits)?;
            let tallies = algorithms
                .iter()
                .map(|algorithm| {
                    let result = algorithm.search(&root, limits)?;
                    let agreed =
                        result.value == reference.value && result.best_move == reference.best_move;
                    Ok(Tally {
                        nodes: result.stats.nodes,
                        leaves: result.stats.leaves,
                        reexpansions: result.stats.reexpansions,
                        agreed: u64::from(agreed),
                    })
                })
                .collect::<Result<_, CliError>>()?;
            tick();
            Ok(tallies)
        })
        .collect::<Result<_, CliError>>()?;

    let trees = shape.seeds as f64;
    let sum = |index: usize, field: fn(&Tally) -> u64| {
        per_tree.iter().map(|t| field(&t[index])).sum::<u64>()
    };
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

/// Prints the rows as a table.
pub fn print_table(rows: &[TreesRow], out: &mut impl Write) -> std::io::Result<()> {
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
    for row in rows {
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

fn series(rows: &[TreesRow]) -> Vec<Series> {
    let mut series: Vec<Series> = Vec::new();
    for row in rows {
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
