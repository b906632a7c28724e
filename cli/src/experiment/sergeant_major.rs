//! `maxn experiment sergeant-major`: Sturtevant & Korf (2000), Table 2, re-run: average nodes
//! of every algorithm on random deals of Sergeant Major, the first few tricks, ours beside the
//! paper's.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use indicatif::ProgressBar;
use maxn::{Limits, Stats};
use maxn_games::cards::SergeantMajor;
use maxn_games::cards::experiment::{
    PAPER_TABLE_2, PAPER_TRICKS, PaperRow, WithTricks, experiment_game, full_tree_stats,
    with_tricks,
};
use rayon::prelude::*;
use serde::Serialize;

use crate::error::CliError;
use crate::output::{
    Bar, OutputFile, TextTable, log_bar_chart, progress_bar, thousands, write_csv,
};
use maxn_lab::registry::Algorithm;

/// `maxn experiment sergeant-major`.
#[derive(Debug, Args)]
pub struct SergeantMajorArgs {
    /// Random deals to search.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..))]
    pub deals: u64,
    /// Tricks searched from the start of each deal (the paper: 5, trees of height 15).
    #[arg(long, default_value_t = PAPER_TRICKS as u64, value_parser = clap::value_parser!(u64).range(1..=16))]
    pub tricks: u64,
    /// Seed of the deals.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw the average nodes per algorithm (ours and the paper's) as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// A row of the table: the full tree (counted) or an algorithm (searched).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    FullTree,
    Searched(Algorithm),
}

impl Row {
    fn name(self) -> &'static str {
        match self {
            Row::FullTree => "full tree",
            Row::Searched(algorithm) => algorithm.name(),
        }
    }

    fn paper(self) -> Option<&'static PaperRow> {
        PAPER_TABLE_2.iter().find(|row| row.searcher == self.name())
    }
}

/// The rows: the paper's, in its order (each reduces over the one before), then the
/// algorithms it lacks. Plain max^n is the full tree, counted rather than searched.
fn table_rows() -> Vec<Row> {
    let mut rows = vec![Row::FullTree];
    let searched = |name: &str| Algorithm::ALL.iter().copied().find(|a| a.name() == name);
    rows.extend(
        PAPER_TABLE_2
            .iter()
            .filter_map(|paper| searched(paper.searcher))
            .map(Row::Searched),
    );
    for &algorithm in Algorithm::ALL {
        if algorithm != Algorithm::Maxn && !rows.contains(&Row::Searched(algorithm)) {
            rows.push(Row::Searched(algorithm));
        }
    }
    rows
}

/// One row of the result, for the table, the CSV file and `--json`.
#[derive(Debug, Serialize)]
struct ResultRow {
    algorithm: &'static str,
    /// Average nodes visited, root and leaves included (the library's `nodes`).
    avg_nodes: f64,
    /// Average nodes expanded (`nodes - leaves`): the paper's measure.
    avg_expanded: f64,
    /// Expanded nodes of the full tree divided by this row's.
    vs_full_tree: f64,
    /// Expanded nodes of the row above divided by this row's, for the paper's rows (which it
    /// lists from worst to best, each with its reduction over the one before).
    reduction: Option<f64>,
    /// The paper's average nodes (expanded).
    paper_nodes: Option<f64>,
    /// The paper's reduction over the row above.
    paper_reduction: Option<f64>,
}

/// The whole experiment, for `--json`.
#[derive(Debug, Serialize)]
struct Report<'a> {
    experiment: &'static str,
    deals: u64,
    tricks: u64,
    seed: u64,
    rows: &'a [ResultRow],
}

/// Runs `maxn experiment sergeant-major`.
pub fn run(args: &SergeantMajorArgs) -> Result<(), CliError> {
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;
    let rows = table_rows();
    let bar = progress_bar(args.deals, "sergeant major");
    let job = Measure {
        deals: args.deals,
        seed: args.seed,
        rows: &rows,
        bar: &bar,
    };
    let totals = with_tricks(args.tricks as usize, job).ok_or_else(|| {
        CliError::Usage(format!(
            "--tricks {}: a deal has 1 to 16 tricks",
            args.tricks
        ))
    })??;
    bar.finish_and_clear();

    let deals = args.deals as f64;
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

    let mut out = std::io::stdout().lock();
    if args.json {
        let report = Report {
            experiment: "sergeant-major",
            deals: args.deals,
            tricks: args.tricks,
            seed: args.seed,
            rows: &results,
        };
        serde_json::to_writer(&mut out, &report).map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        print(args, &results, &mut out)?;
    }
    if let Some(file) = csv {
        write_csv(file, &results)?;
    }
    if let Some(file) = svg {
        let bars: Vec<Bar> = results
            .iter()
            .map(|r| Bar {
                label: r.algorithm.to_owned(),
                ours: r.avg_expanded.max(1.0),
                reference: r.paper_nodes,
            })
            .collect();
        let title = format!(
            "Sergeant Major, first {} tricks, {} deals: nodes expanded",
            args.tricks, args.deals
        );
        log_bar_chart(
            file,
            &title,
            "average nodes expanded",
            "Sturtevant & Korf 2000",
            &bars,
        )?;
    }
    Ok(())
}

/// Measures every row on every deal, for `SergeantMajor<TRICKS>`; returns the totals per row.
struct Measure<'a> {
    deals: u64,
    seed: u64,
    rows: &'a [Row],
    bar: &'a ProgressBar,
}

impl WithTricks for Measure<'_> {
    type Output = Result<Vec<Stats>, CliError>;

    fn run<const TRICKS: usize>(self) -> Self::Output {
        let per_deal = (0..self.deals)
            .into_par_iter()
            .map(|index| {
                let game: SergeantMajor<TRICKS> = experiment_game(self.seed, index);
                let limits = Limits::depth(3 * TRICKS as u32);
                let stats = self
                    .rows
                    .iter()
                    .map(|row| match row {
                        Row::FullTree => Ok(full_tree_stats(&game)),
                        Row::Searched(algorithm) => Ok(algorithm.search(&game, limits)?.stats),
                    })
                    .collect::<Result<Vec<Stats>, CliError>>();
                self.bar.inc(1);
                stats
            })
            .collect::<Result<Vec<_>, CliError>>()?;
        let mut totals = vec![Stats::default(); self.rows.len()];
        for deal in per_deal {
            for (total, stats) in totals.iter_mut().zip(deal) {
                *total += stats;
            }
        }
        Ok(totals)
    }
}

fn print(
    args: &SergeantMajorArgs,
    results: &[ResultRow],
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "Sergeant Major (8-5-3), {} random deals (seed {}), the first {} tricks searched to the end;\n\
         tricks taken as the heuristic, equivalent cards as one move, cards high to low.\n\
         Nodes expanded (nodes visited less leaves), the paper's measure; reductions in nodes expanded.\n\
         The paper's rows come first, in its order (worst to best), then the algorithms it lacks.\n",
        args.deals, args.seed, args.tricks
    )?;
    let paper_applies = args.tricks as usize == PAPER_TRICKS;
    let mut table = TextTable::new(
        &[
            "algorithm",
            "avg nodes visited",
            "avg expanded",
            "vs full tree",
            "vs row above",
            "paper: avg nodes",
            "paper: vs row above",
        ],
        1,
    );
    for row in results {
        let paper = |x: Option<f64>, show: fn(f64) -> String| match x {
            Some(x) if paper_applies => show(x),
            _ => "-".to_owned(),
        };
        table.row(vec![
            row.algorithm.to_owned(),
            thousands(row.avg_nodes),
            thousands(row.avg_expanded),
            format!("{:.1}", row.vs_full_tree),
            row.reduction.map_or("-".to_owned(), |r| format!("{r:.2}")),
            paper(row.paper_nodes, thousands),
            paper(row.paper_reduction, |r| format!("{r:.2}")),
        ]);
    }
    table.print(out)?;
    if !paper_applies {
        writeln!(
            out,
            "\n(The paper searched {PAPER_TRICKS} tricks; its figures are not comparable here.)"
        )?;
    }
    Ok(())
}
