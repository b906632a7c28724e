//! A tournament of full matches as text, JSON, CSV and an SVG chart.

use std::io::Write;

use serde::Serialize;

use super::full::FullVersusReport;
use super::versus_report::interval_text;
use crate::hidden::Difference;
use crate::report::{
    OutputError, OutputFile, Report, TextTable, interval_chart, thousands, write_csv,
};
use maxn_play::Estimate;

/// One agent's row of the CSV file.
#[derive(Serialize)]
struct Row<'a> {
    agent: &'a str,
    seats: usize,
    mean_total: f64,
    total_low: Option<f64>,
    total_high: Option<f64>,
    win_rate: f64,
    win_low: Option<f64>,
    win_high: Option<f64>,
    mean_nodes: f64,
    moons_shot: usize,
    moons_suffered: usize,
}

impl FullVersusReport {
    /// Every pair's difference in points per hand over the hands every seating of a start
    /// played: the same deals, seats swapped (a duplicate comparison).
    fn write_per_hand(&self, out: &mut impl Write) -> std::io::Result<()> {
        let result = &self.result;
        let compared: usize = result
            .matches
            .chunks(result.arrangements.len())
            .map(|start| {
                let common = start.iter().map(|m| m.hand_scores.len()).min();
                common.unwrap_or(0) * start.len()
            })
            .sum();
        writeln!(
            out,
            "\nPoints per hand over the hands every seating of a start played ({compared} hands: \
             the same deals, seats swapped), start by start:\n"
        )?;
        self.write_differences(out, |difference| &difference.per_hand)
    }

    /// One row per pair of agents: the estimate `pick` takes from their difference.
    fn write_differences(
        &self,
        out: &mut impl Write,
        pick: fn(&Difference) -> &Estimate,
    ) -> std::io::Result<()> {
        let mut table = TextTable::new(
            &[
                "agent",
                "against",
                "difference",
                "95% interval",
                "separated",
            ],
            2,
        );
        for difference in &self.result.differences {
            let estimate = pick(difference);
            table.row(vec![
                difference.agent.clone(),
                difference.against.clone(),
                format!("{:+.1}", estimate.mean),
                interval_text(estimate, 1),
                if separated(estimate) { "yes" } else { "no" }.to_owned(),
            ]);
        }
        table.print(out)
    }
}

impl Report for FullVersusReport {
    const CHART: bool = true;

    /// Writes the report as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes what was played, one row per agent, then every pair's difference.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let result = &self.result;
        let hands: u32 = result.matches.iter().map(|m| m.hands).sum();
        writeln!(
            out,
            "{}, {} players, {} starts (seed {}) x {} seatings = {} matches to {} points, {} hands; \
             PIMC: {} samples of {} nodes per decision.",
            self.game,
            self.players,
            self.starts,
            self.seed,
            result.arrangements.len(),
            result.matches.len(),
            self.target,
            hands,
            self.samples,
            thousands(self.node_limit as f64),
        )?;
        let better = if self.lower_is_better {
            "lower"
        } else {
            "higher"
        };
        writeln!(
            out,
            "Score: the final total ({better} is better; in Spades the seat's side's), each \
             agent's mean over starts of its average over the seats it took, with a 95% \
             Student's t interval.\n"
        )?;
        // Only Hearts has a moon.
        let moons = self.lower_is_better;
        let mut headers = vec![
            "agent",
            "seats",
            "total",
            "95% interval",
            "wins",
            "95% interval",
            "nodes/move",
        ];
        if moons {
            headers.extend(["moons shot", "suffered"]);
        }
        let mut table = TextTable::new(&headers, 1);
        for standing in &result.standings {
            let mut row = vec![
                standing.agent.clone(),
                standing.seats.to_string(),
                format!("{:.1}", standing.score.mean),
                interval_text(&standing.score, 1),
                format!("{:.3}", standing.win_rate.mean),
                interval_text(&standing.win_rate, 3),
                thousands(standing.mean_nodes),
            ];
            if moons {
                row.extend([
                    standing.moons_shot.to_string(),
                    standing.moons_suffered.to_string(),
                ]);
            }
            table.row(row);
        }
        table.print(out)?;
        if moons {
            writeln!(
                out,
                "\nMoons: the hands in which one of the agent's seats shot the moon, and the \
                 seat-hands in which another seat's moon charged one of its seats 26."
            )?;
        }
        writeln!(
            out,
            "\nDifferences of totals, start by start (the first agent's minus the second's):\n"
        )?;
        self.write_differences(out, |difference| &difference.score)?;
        self.write_per_hand(out)
    }

    /// Writes one row per agent as CSV.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let rows: Vec<Row<'_>> = self
            .result
            .standings
            .iter()
            .map(|s| Row {
                agent: &s.agent,
                seats: s.seats,
                mean_total: s.score.mean,
                total_low: s.score.interval().map(|i| i.0),
                total_high: s.score.interval().map(|i| i.1),
                win_rate: s.win_rate.mean,
                win_low: s.win_rate.interval().map(|i| i.0),
                win_high: s.win_rate.interval().map(|i| i.1),
                mean_nodes: s.mean_nodes,
                moons_shot: s.moons_shot,
                moons_suffered: s.moons_suffered,
            })
            .collect();
        write_csv(file, &rows)
    }

    /// Draws each agent's mean final total with its interval.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let bars: Vec<(String, Estimate)> = self
            .result
            .standings
            .iter()
            .map(|s| (s.agent.clone(), s.score))
            .collect();
        let title = format!(
            "{}, {} players, {} starts, {} samples of {} nodes",
            self.game,
            self.players,
            self.starts,
            self.samples,
            thousands(self.node_limit as f64)
        );
        let label = if self.lower_is_better {
            "final total (lower is better)"
        } else {
            "final total (higher is better)"
        };
        interval_chart(file, &title, label, &bars)
    }
}

/// Whether the 95% interval excludes 0.
fn separated(estimate: &Estimate) -> bool {
    estimate
        .interval()
        .is_some_and(|(low, high)| low > 0.0 || high < 0.0)
}
