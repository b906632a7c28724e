//! The card-play experiment's report: a table of paired differences with 95% intervals and
//! the paper's reading, JSON, CSV and a chart of the differences.

use std::io::Write;

use serde::Serialize;

use super::{CardPlayReport, PairingResult};
use crate::experiments::card_depth::{ClusteredEstimate, DepthGame};
use crate::report::{
    OutputError, OutputFile, Report, TextTable, interval_chart, thousands, write_csv,
};
use maxn_play::tournament;

/// One pairing, for the CSV file.
#[derive(Debug, Serialize)]
struct CsvRow {
    game: &'static str,
    first: &'static str,
    second: &'static str,
    deals: usize,
    difference: f64,
    difference_interval: Option<f64>,
    first_score: f64,
    second_score: f64,
    ratio: f64,
    first_depth: f64,
    second_depth: f64,
}

impl CardPlayReport {
    /// What the scores are, for the reader.
    fn unit(&self) -> &'static str {
        match self.config.game {
            DepthGame::Hearts => "Hearts points per hand (lower is better)",
            DepthGame::Spades => "tricks per hand (higher is better)",
        }
    }
}

impl Report for CardPlayReport {
    const CHART: bool = true;

    /// Writes the whole report (configuration, table, every deal) as one JSON object on one
    /// line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes what was played, the table with 95% intervals, and what the paper says.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let config = &self.config;
        writeln!(
            out,
            "{}: {} deals from seed {}{}, each pairing playing every deal in the 6 arrangements \
             of 2 agents at 3 seats;\n{} nodes per move (iterative deepening, re-expansions \
             counted), moves ordered by the previous iteration's line{}.\nScore: {}.\n",
            config.game.name(),
            config.deals,
            config.seed,
            if config.first_deal > 0 {
                format!(
                    " (deals {} to {})",
                    config.first_deal,
                    config.first_deal + config.deals - 1
                )
            } else {
                String::new()
            },
            thousands(config.node_limit as f64),
            if config.evaluation_order {
                ", then by the children's evaluation"
            } else {
                ""
            },
            self.unit(),
        )?;
        let mut table = TextTable::new(
            &[
                "first",
                "second",
                "deals",
                "first - second (95%)",
                "first",
                "second",
                "first / second",
                "depth first",
                "depth second",
            ],
            2,
        );
        for result in &self.pairings {
            table.row(vec![
                result.pairing.first.name().to_owned(),
                result.pairing.second.name().to_owned(),
                result.difference.count.to_string(),
                result.difference.to_string(),
                format!("{:.2}", result.first.mean),
                format!("{:.2}", result.second.mean),
                format!("{:.3}", result.ratio()),
                result.first_depth.to_string(),
                result.second_depth.to_string(),
            ]);
        }
        table.print(out)?;
        if let Some(derived) = &self.derived {
            writeln!(
                out,
                "\nspeculative - max^n through paranoid (per deal, (speculative - paranoid) - \
                 (max^n - paranoid)): {derived}"
            )?;
        }
        writeln!(
            out,
            "\nfirst - second: per deal, the first agent's mean score over its 9 seats in the \
             deal's 6 games minus the second's;\nmean over deals, 95% interval 1.96 standard \
             errors over deals. depth: plies reached at the agent's moves not\nsearched to the \
             end of the hand (95%, clustered by deal)."
        )?;
        writeln!(out, "Paper: {}", self.paper)
    }

    /// Writes one row per pairing as CSV.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let rows: Vec<CsvRow> = self
            .pairings
            .iter()
            .map(|result| CsvRow {
                game: self.config.game.name(),
                first: result.pairing.first.name(),
                second: result.pairing.second.name(),
                deals: result.difference.count,
                difference: result.difference.mean,
                difference_interval: result.difference.interval,
                first_score: result.first.mean,
                second_score: result.second.mean,
                ratio: result.ratio(),
                first_depth: result.first_depth.mean,
                second_depth: result.second_depth.mean,
            })
            .collect();
        write_csv(file, &rows)
    }

    /// Draws each pairing's paired difference with its 95% interval as an SVG chart.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let bars: Vec<(String, tournament::Estimate)> = self
            .pairings
            .iter()
            .map(|result| (result.pairing.name(), chart_estimate(result)))
            .collect();
        let title = format!(
            "{}: first minus second, {} deals, {} nodes per move",
            self.config.game.name(),
            self.config.deals,
            thousands(self.config.node_limit as f64)
        );
        interval_chart(file, &title, self.unit(), &bars)
    }
}

/// The paired difference as the chart draws it.
fn chart_estimate(result: &PairingResult) -> tournament::Estimate {
    let ClusteredEstimate {
        count,
        mean,
        interval,
    } = result.difference;
    tournament::Estimate {
        mean,
        half_width: interval,
        samples: count,
    }
}
