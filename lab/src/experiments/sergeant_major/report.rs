//! The Sergeant Major experiment's report: a table beside the paper's, JSON, CSV and a bar
//! chart.

use std::io::Write;

use serde::Serialize;

use super::{PAPER_TRICKS, ResultRow, SergeantMajorOutcome};
use crate::report::{
    Bar, OutputError, OutputFile, Report, TextTable, log_bar_chart, thousands, write_csv,
};

/// The whole experiment, for JSON.
#[derive(Debug, Serialize)]
struct JsonReport<'a> {
    experiment: &'static str,
    deals: u64,
    tricks: u64,
    seed: u64,
    rows: &'a [ResultRow],
}

impl Report for SergeantMajorOutcome {
    const CHART: bool = true;

    /// Writes the result as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        let report = JsonReport {
            experiment: "sergeant-major",
            deals: self.config.deals,
            tricks: self.config.tricks,
            seed: self.config.seed,
            rows: &self.rows,
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)
    }

    /// Writes what was measured, then the table beside the paper's figures.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let config = self.config;
        writeln!(
            out,
            "Sergeant Major (8-5-3), {} random deals (seed {}), the first {} tricks searched to the end;\n\
             tricks taken as the heuristic, equivalent cards as one move, cards high to low.\n\
             Nodes expanded (nodes visited less leaves), the paper's measure; reductions in nodes expanded.\n\
             The paper's rows come first, in its order (worst to best), then the algorithms it lacks.\n",
            config.deals, config.seed, config.tricks
        )?;
        let paper_applies = config.tricks as usize == PAPER_TRICKS;
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
        for row in &self.rows {
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

    /// Writes the rows to a CSV file.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        write_csv(file, &self.rows)
    }

    /// Draws the average nodes expanded per algorithm, ours beside the paper's.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let bars: Vec<Bar> = self
            .rows
            .iter()
            .map(|r| Bar {
                label: r.algorithm.to_owned(),
                ours: r.avg_expanded.max(1.0),
                reference: r.paper_nodes,
            })
            .collect();
        let title = format!(
            "Sergeant Major, first {} tricks, {} deals: nodes expanded",
            self.config.tricks, self.config.deals
        );
        log_bar_chart(
            file,
            &title,
            "average nodes expanded",
            "Sturtevant & Korf 2000",
            &bars,
        )
    }
}
