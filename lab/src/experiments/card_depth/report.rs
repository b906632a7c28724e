//! The card-depth experiment's report: a table with 95% intervals and the paper's statement,
//! JSON, CSV and a chart of the depth reached against the cards in hand.

use std::io::Write;

use serde::Serialize;

use super::{CardDepthReport, DepthRow, Estimate, Evaluation};
use crate::report::{OutputError, OutputFile, Series, TextTable, log_line_chart, write_csv};

/// One row of the table, for the CSV file.
#[derive(Debug, Serialize)]
struct CsvRow {
    game: &'static str,
    evaluation: &'static str,
    constant_sum: bool,
    algorithm: &'static str,
    moves: usize,
    depth: f64,
    depth_interval: Option<f64>,
    gain_over_maxn: Option<f64>,
    gain_interval: Option<f64>,
    gain_moves: Option<usize>,
    to_end_at_cards: f64,
    to_end_interval: Option<f64>,
    nodes_per_move: f64,
}

impl CardDepthReport {
    /// Writes the whole report (configuration, table, every move measured) as one JSON
    /// object on one line.
    pub fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes what was measured, the table with 95% intervals, and what the paper says.
    pub fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let config = &self.config;
        writeln!(
            out,
            "{}: {} deals from seed {}, {} nodes per move (iterative deepening, re-expansions \
             counted),\nevery algorithm at the positions of one max^n line (depth {}); moves \
             ordered by the previous iteration's line{}.\n",
            config.game.name(),
            config.deals,
            config.seed,
            config.node_limit,
            config.line_depth,
            if config.evaluation_order {
                ", then by the children's evaluation"
            } else {
                ""
            }
        )?;
        let mut table = TextTable::new(
            &[
                "evaluation",
                "algorithm",
                "moves",
                "depth (95%)",
                "gain over maxn (95%)",
                "to the end at cards (95%)",
                "nodes/move",
            ],
            2,
        );
        for row in &self.rows {
            table.row(vec![
                evaluation_label(row.evaluation),
                row.algorithm.name().to_owned(),
                row.depth.count.to_string(),
                row.depth.to_string(),
                row.gain_over_maxn
                    .as_ref()
                    .map_or("-".to_owned(), Estimate::to_string),
                row.first_to_end.to_string(),
                format!("{:.0}", row.nodes_per_move),
            ]);
        }
        table.print(out)?;
        writeln!(
            out,
            "\ndepth: plies reached at the moves not searched to the end of the hand (each \
             algorithm over its own such moves);\ngain: paired, at the moves where neither it \
             nor max^n reached the end; to the end at cards: cards in the mover's hand\nat the \
             first move searched to the end. Intervals: 1.96 standard errors, clustered by deal."
        )?;
        writeln!(out, "Paper: {}", self.paper)
    }

    /// Writes the table as CSV.
    pub fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let rows: Vec<CsvRow> = self.rows.iter().map(|row| self.csv_row(row)).collect();
        write_csv(file, &rows)
    }

    /// Draws the average depth reached against the cards in the mover's hand, one line per
    /// evaluation and algorithm, as an SVG chart.
    pub fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let title = format!(
            "{}: depth reached per move, {} nodes per move",
            self.config.game.name(),
            self.config.node_limit
        );
        log_line_chart(
            file,
            &title,
            "cards in the mover's hand",
            "average depth reached (plies)",
            &self.series(),
        )
    }

    fn csv_row(&self, row: &DepthRow) -> CsvRow {
        CsvRow {
            game: self.config.game.name(),
            evaluation: row.evaluation.name(),
            constant_sum: row.evaluation.constant_sum(),
            algorithm: row.algorithm.name(),
            moves: row.depth.count,
            depth: row.depth.mean,
            depth_interval: row.depth.interval,
            gain_over_maxn: row.gain_over_maxn.map(|g| g.mean),
            gain_interval: row.gain_over_maxn.and_then(|g| g.interval),
            gain_moves: row.gain_over_maxn.map(|g| g.count),
            to_end_at_cards: row.first_to_end.mean,
            to_end_interval: row.first_to_end.interval,
            nodes_per_move: row.nodes_per_move,
        }
    }

    /// Average depth reached (every move, those searched to the end included) by cards in
    /// the mover's hand, one series per row.
    fn series(&self) -> Vec<Series> {
        let mut series = Vec::new();
        for (index, row) in self.rows.iter().enumerate() {
            let mut sums = [(0.0, 0u32); 18];
            let hands = self
                .hands
                .iter()
                .filter(|h| h.evaluation == row.evaluation && h.algorithm == row.algorithm);
            for m in hands.flat_map(|hand| &hand.moves) {
                let slot = &mut sums[m.cards_in_hand.min(17)];
                slot.0 += f64::from(m.depth);
                slot.1 += 1;
            }
            let points = sums
                .iter()
                .enumerate()
                .filter(|(_, (sum, count))| *count > 0 && *sum > 0.0)
                .map(|(cards, (sum, count))| (cards as f64, sum / f64::from(*count)))
                .collect();
            series.push(Series {
                name: format!(
                    "{} {}",
                    row.algorithm.name(),
                    evaluation_label(row.evaluation)
                ),
                points,
                reference: false,
                color: index,
            });
        }
        series
    }
}

fn evaluation_label(evaluation: Evaluation) -> String {
    if evaluation.constant_sum() {
        evaluation.name().to_owned()
    } else {
        format!("{} (blind)", evaluation.name())
    }
}
