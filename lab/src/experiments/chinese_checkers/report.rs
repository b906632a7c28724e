//! The Chinese Checkers experiment's report: a table per depth, ours beside the paper's at
//! depth 6, JSON, CSV and a line chart.

use std::io::Write;
use std::num::NonZeroUsize;

use serde::Serialize;

use super::{ChineseCheckersOutcome, PAPER_DEPTH_6};
use crate::report::{
    OutputError, OutputFile, Report, Series, TextTable, log_line_chart, thousands, write_csv,
};

/// One algorithm at one depth, for the CSV file and JSON.
#[derive(Debug, Serialize)]
pub struct CheckersDepthRow {
    /// The algorithm's name.
    pub algorithm: String,
    /// The depth (turns).
    pub depth: u32,
    /// Average nodes per position of the search to this depth.
    pub avg_nodes: f64,
    /// Average nodes per position of the searches to depths 1 to this one.
    pub avg_iterative_nodes: f64,
    /// Average re-expansions per position of the search to this depth.
    pub avg_reexpansions: f64,
    /// The paper's figure for the iterative searches, where it has one.
    pub paper_iterative_nodes: Option<f64>,
    /// Searches that disagreed with max^n (`None` for paranoid, another decision rule).
    pub disagreements_with_maxn: Option<u64>,
}

/// The whole experiment, for JSON.
#[derive(Debug, Serialize)]
struct JsonReport<'a> {
    experiment: &'static str,
    players: usize,
    games: usize,
    depth: u32,
    top_k: Option<NonZeroUsize>,
    deepen: bool,
    seed: u64,
    positions: u64,
    turns: Vec<usize>,
    winners: Vec<Option<usize>>,
    rows: &'a [CheckersDepthRow],
}

fn paper_figure(algorithm: &str, depth: u32, players: usize) -> Option<f64> {
    (depth == 6 && players == 3)
        .then(|| {
            PAPER_DEPTH_6
                .iter()
                .find(|(name, _)| *name == algorithm)
                .map(|&(_, n)| n)
        })
        .flatten()
}

impl ChineseCheckersOutcome {
    /// One row per algorithm and depth, for the CSV file and JSON.
    pub fn rows(&self) -> Vec<CheckersDepthRow> {
        let report = self;
        let config = report.config;
        let mut rows = Vec::new();
        for summary in &report.algorithms {
            for d in 0..config.depth as usize {
                let depth = d as u32 + 1;
                rows.push(CheckersDepthRow {
                    algorithm: summary.name.clone(),
                    depth,
                    avg_nodes: summary.average_nodes[d],
                    avg_iterative_nodes: summary.average_iterative_nodes[d],
                    avg_reexpansions: summary.average_reexpansions[d],
                    paper_iterative_nodes: paper_figure(&summary.name, depth, config.players),
                    disagreements_with_maxn: summary.exact.then_some(summary.disagreements),
                });
            }
        }
        rows
    }

    fn series(&self) -> Vec<Series> {
        let report = self;
        let mut series: Vec<Series> = report
            .algorithms
            .iter()
            .enumerate()
            .map(|(color, s)| Series {
                color,
                name: s.name.clone(),
                points: s
                    .average_iterative_nodes
                    .iter()
                    .enumerate()
                    .map(|(d, &n)| (d as f64 + 1.0, n.max(1.0)))
                    .collect(),
                reference: false,
            })
            .collect();
        if report.config.players == 3 && report.config.depth >= 6 {
            for (name, paper) in PAPER_DEPTH_6 {
                // The paper's figure takes the colour of our line for the same algorithm.
                let ours = report.algorithms.iter().position(|s| s.name == name);
                let color = ours.unwrap_or(series.len());
                series.push(Series {
                    name: format!("{name} (paper)"),
                    points: vec![(6.0, paper)],
                    reference: true,
                    color,
                });
            }
        }
        series
    }
}

impl Report for ChineseCheckersOutcome {
    const CHART: bool = true;

    /// Writes the result as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        let config = self.config;
        let rows = self.rows();
        let json = JsonReport {
            experiment: "chinese-checkers",
            players: config.players,
            games: config.games,
            depth: config.depth,
            top_k: config.top_k,
            deepen: config.deepen,
            seed: config.seed,
            positions: self.positions,
            turns: self.games.iter().map(|g| g.turns).collect(),
            winners: self.games.iter().map(|g| g.winner).collect(),
            rows: &rows,
        };
        serde_json::to_writer(&mut *out, &json)?;
        writeln!(out)
    }

    /// Writes the rows to a CSV file.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        write_csv(file, &self.rows())
    }

    /// Draws average nodes against depth, one line per algorithm, the paper's figures as
    /// points.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let title = format!(
            "Chinese Checkers, {} players: nodes to complete iterative searches",
            self.config.players
        );
        log_line_chart(
            file,
            &title,
            "depth (turns)",
            "average nodes per position",
            &self.series(),
        )
    }

    /// Writes what was measured, then the table (and beside the paper's, where it applies).
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let report = self;
        let deepen = self.config.deepen;
        let config = report.config;
        let turns: usize = report.games.iter().map(|g| g.turns).sum();
        let won = report.games.iter().filter(|g| g.winner.is_some()).count();
        let keep = match config.top_k {
            Some(k) => format!("the best {k} moves kept per node"),
            None => "every move kept".to_owned(),
        };
        writeln!(
            out,
            "Chinese Checkers, {} players, {} games ({} turns, {} won), {keep}.\n\
         Average nodes per position to complete iterative searches to each depth (one ply = one turn),\n\
         over {} positions{}:\n",
            config.players,
            config.games,
            turns,
            won,
            report.positions,
            if deepen {
                ", each depth's search trying the previous depth's best line first"
            } else {
                ""
            },
        )?;
        let mut headers = vec!["algorithm".to_owned()];
        headers.extend((1..=config.depth).map(|d| format!("depth {d}")));
        headers.push("agrees with max^n".to_owned());
        let header_refs: Vec<&str> = headers.iter().map(String::as_str).collect();
        let mut table = TextTable::new(&header_refs, 1);
        for summary in &report.algorithms {
            let mut cells = vec![summary.name.clone()];
            cells.extend(
                summary
                    .average_iterative_nodes
                    .iter()
                    .map(|&n| thousands(n)),
            );
            cells.push(if summary.exact {
                if summary.disagreements == 0 {
                    "always".to_owned()
                } else {
                    format!("NO ({} searches)", summary.disagreements)
                }
            } else {
                "(other rule)".to_owned()
            });
            table.row(cells);
        }
        table.print(out)?;
        if config.players == 3 && config.depth >= 6 {
            writeln!(out, "\nAt depth 6, ours beside Sturtevant (2003):")?;
            let mut table = TextTable::new(&["algorithm", "ours", "paper"], 1);
            for (name, paper) in PAPER_DEPTH_6 {
                let ours = report.algorithms.iter().find(|s| s.name == name);
                table.row(vec![
                    name.to_owned(),
                    ours.map_or("(not run)".to_owned(), |s| {
                        thousands(s.average_iterative_nodes[5])
                    }),
                    thousands(paper),
                ]);
            }
            table.print(out)?;
        }
        Ok(())
    }
}
