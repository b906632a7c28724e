//! The card-depth experiment's report: a table with 95% intervals and the paper's statement,
//! JSON, CSV and a chart of the depth reached against the cards in hand.

use std::io::Write;

use serde::Serialize;

use super::{CardDepthReport, CardEvaluation, ClusteredEstimate, DepthRow};
use crate::report::{
    OutputError, OutputFile, Report, Series, TextTable, log_line_chart, write_csv,
};

/// One row of the table, for the CSV file.
#[derive(Debug, Serialize)]
struct CsvRow {
    game: &'static str,
    evaluation: &'static str,
    constant_sum: bool,
    algorithm: &'static str,
    helped: bool,
    moves: usize,
    depth: f64,
    depth_interval: Option<f64>,
    gain_over_maxn: Option<f64>,
    gain_interval: Option<f64>,
    gain_moves: Option<usize>,
    gain_from_help: Option<f64>,
    gain_from_help_interval: Option<f64>,
    to_end_at_cards: f64,
    to_end_interval: Option<f64>,
    nodes_per_move: f64,
}

impl CardDepthReport {
    fn csv_row(&self, row: &DepthRow) -> CsvRow {
        CsvRow {
            game: self.config.game.name(),
            evaluation: row.evaluation.name(),
            constant_sum: row.evaluation.constant_sum(),
            algorithm: row.algorithm.name(),
            helped: row.helped,
            moves: row.depth.count,
            depth: row.depth.mean,
            depth_interval: row.depth.interval,
            gain_over_maxn: row.gain_over_maxn.map(|g| g.mean),
            gain_interval: row.gain_over_maxn.and_then(|g| g.interval),
            gain_moves: row.gain_over_maxn.map(|g| g.count),
            gain_from_help: row.gain_from_help.map(|g| g.mean),
            gain_from_help_interval: row.gain_from_help.and_then(|g| g.interval),
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
            let hands = self.hands.iter().filter(|h| {
                h.evaluation == row.evaluation
                    && h.algorithm == row.algorithm
                    && h.helped == row.helped
            });
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
                    "{} {}{}",
                    row.algorithm.name(),
                    evaluation_label(row.evaluation),
                    if row.helped { " + help" } else { "" }
                ),
                points,
                reference: false,
                color: index,
            });
        }
        series
    }
}

impl Report for CardDepthReport {
    const CHART: bool = true;

    /// Writes the whole report (configuration, table, every move measured) as one JSON
    /// object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes what was measured, the table with 95% intervals, and what the paper says.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
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
        if let Some(help) = config.memory {
            writeln!(
                out,
                "Help: every algorithm also searched with a {} MiB transposition table and the \
                 {} ordering, one memory per hand kept from move to move.\n",
                help.table_mib, help.ordering
            )?;
        }
        let helped = config.memory.is_some();
        let mut headers = vec!["evaluation", "algorithm"];
        if helped {
            headers.push("help");
        }
        headers.extend([
            "moves",
            "depth (95%)",
            "gain over maxn (95%)",
            "to the end at cards (95%)",
            "nodes/move",
        ]);
        if helped {
            headers.push("gain from help (95%)");
        }
        let mut table = TextTable::new(&headers, if helped { 3 } else { 2 });
        let estimate = |e: &Option<ClusteredEstimate>| {
            e.as_ref()
                .map_or("-".to_owned(), ClusteredEstimate::to_string)
        };
        for row in &self.rows {
            let mut cells = vec![
                evaluation_label(row.evaluation),
                row.algorithm.name().to_owned(),
            ];
            if helped {
                cells.push(if row.helped { "table+order" } else { "none" }.to_owned());
            }
            cells.extend([
                row.depth.count.to_string(),
                row.depth.to_string(),
                estimate(&row.gain_over_maxn),
                row.first_to_end.to_string(),
                format!("{:.0}", row.nodes_per_move),
            ]);
            if helped {
                cells.push(estimate(&row.gain_from_help));
            }
            table.row(cells);
        }
        table.print(out)?;
        writeln!(
            out,
            "\ndepth: plies reached at the moves not searched to the end of the hand (each \
             algorithm over its own such moves);\ngain: paired, at the moves where neither it \
             nor max^n reached the end; to the end at cards: cards in the mover's hand\nat the \
             first move searched to the end. Intervals: 1.96 standard errors, clustered by deal."
        )?;
        if helped {
            writeln!(
                out,
                "With help, gain over maxn is over max^n with the same help; gain from help is \
                 the algorithm with the help\nagainst itself without, paired the same way."
            )?;
        }
        writeln!(out, "Paper: {}", self.paper)
    }

    /// Writes the table as CSV.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let rows: Vec<CsvRow> = self.rows.iter().map(|row| self.csv_row(row)).collect();
        write_csv(file, &rows)
    }

    /// Draws the average depth reached against the cards in the mover's hand, one line per
    /// evaluation and algorithm, as an SVG chart.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
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
}

fn evaluation_label(evaluation: CardEvaluation) -> String {
    if evaluation.constant_sum() {
        evaluation.name().to_owned()
    } else {
        format!("{} (blind)", evaluation.name())
    }
}
