//! A tournament's report as text, JSON, CSV and an SVG chart.

use std::io::Write;

use serde::Serialize;

use super::versus::VersusReport;
use crate::catalogue::GameName;
use crate::report::{
    OutputError, OutputFile, Report, TextTable, interval_chart, thousands, write_csv,
};
use maxn_play::Estimate;

/// One agent's row of the CSV file.
#[derive(Serialize)]
struct Row<'a> {
    agent: &'a str,
    seats: usize,
    mean_score: f64,
    score_low: Option<f64>,
    score_high: Option<f64>,
    win_rate: f64,
    win_low: Option<f64>,
    win_high: Option<f64>,
    unfinished: usize,
    mean_depth: f64,
    mean_nodes: f64,
    to_end: f64,
}

impl VersusReport {
    /// The game played.
    fn builtin(&self) -> Option<GameName> {
        self.game.parse().ok()
    }

    /// Whether wins, not scores, are the measure (Chinese Checkers).
    fn by_wins(&self) -> bool {
        self.builtin() == Some(GameName::ChineseCheckers)
    }

    /// What the scores are, for the reader.
    fn score_unit(&self) -> &'static str {
        match self.builtin() {
            Some(GameName::Hearts) => "Hearts points per hand (lower is better)",
            Some(GameName::Spades | GameName::SergeantMajor) => "tricks per hand",
            _ => "final value per game (the winner's maxp, else 0; unfinished: the evaluation)",
        }
    }

    /// Writes every game's record as JSON lines.
    pub fn write_records(&self, out: &mut impl Write) -> std::io::Result<()> {
        for record in &self.records {
            writeln!(out, "{}", record.to_json_line())?;
        }
        Ok(())
    }
}

impl Report for VersusReport {
    const CHART: bool = true;

    /// Writes the report as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes what was played, then one row per agent.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let starts = if self.by_wins() { "openings" } else { "deals" };
        writeln!(
            out,
            "{}, {} players, {} {starts} (seed {}) x {} seatings = {} games; {} nodes per move{}.",
            self.game,
            self.players,
            self.starts,
            self.seed,
            self.arrangements.len(),
            self.games.len(),
            thousands(self.node_limit as f64),
            self.move_time_ms
                .map(|ms| format!(" or {ms} ms"))
                .unwrap_or_default(),
        )?;
        if let Some(mcts) = &self.mcts {
            writeln!(out, "mcts: {mcts}.")?;
        }
        writeln!(
            out,
            "Score: {}. Each agent's mean over {starts} of its average over the seats it took, \
             with a 95% Student's t interval.\n",
            self.score_unit()
        )?;
        let mut table = TextTable::new(
            &[
                "agent",
                "seats",
                "score",
                "95% interval",
                "win rate",
                "95% interval",
                "depth",
                "nodes/move",
                "to end",
            ],
            1,
        );
        for standing in &self.standings {
            table.row(vec![
                standing.agent.clone(),
                standing.seats.to_string(),
                format!("{:.2}", standing.score.mean),
                interval_text(&standing.score, 2),
                format!("{:.3}", standing.win_rate.mean),
                interval_text(&standing.win_rate, 3),
                format!("{:.2}", standing.mean_depth),
                thousands(standing.mean_nodes),
                format!("{:.1}%", 100.0 * standing.to_end),
            ]);
        }
        table.print(out)?;
        let unfinished: usize = self.standings.iter().map(|s| s.unfinished).sum();
        if unfinished > 0 {
            writeln!(
                out,
                "\n{unfinished} seats were in games stopped by the move cap ({:?} moves): no one won those.",
                self.move_cap
            )?;
        }
        Ok(())
    }

    /// Writes one row per agent as CSV.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let rows: Vec<Row<'_>> = self
            .standings
            .iter()
            .map(|s| Row {
                agent: &s.agent,
                seats: s.seats,
                mean_score: s.score.mean,
                score_low: s.score.interval().map(|i| i.0),
                score_high: s.score.interval().map(|i| i.1),
                win_rate: s.win_rate.mean,
                win_low: s.win_rate.interval().map(|i| i.0),
                win_high: s.win_rate.interval().map(|i| i.1),
                unfinished: s.unfinished,
                mean_depth: s.mean_depth,
                mean_nodes: s.mean_nodes,
                to_end: s.to_end,
            })
            .collect();
        write_csv(file, &rows)
    }

    /// Draws each agent's mean score (win rate in Chinese Checkers) with its interval.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let (measure, label): (fn(&maxn_play::Standing) -> Estimate, _) = if self.by_wins() {
            (|s| s.win_rate, "win rate")
        } else {
            (|s| s.score, self.score_unit())
        };
        let bars: Vec<(String, Estimate)> = self
            .standings
            .iter()
            .map(|s| (s.agent.clone(), measure(s)))
            .collect();
        let title = format!(
            "{}, {} players, {} starts, {} nodes per move",
            self.game,
            self.players,
            self.starts,
            thousands(self.node_limit as f64)
        );
        interval_chart(file, &title, label, &bars)
    }
}

/// `low to high`, or `-` without an interval.
pub(crate) fn interval_text(estimate: &Estimate, decimals: usize) -> String {
    match estimate.interval() {
        Some((low, high)) => format!("{low:.decimals$} to {high:.decimals$}"),
        None => "-".to_owned(),
    }
}
