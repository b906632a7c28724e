//! A round-robin's report as text, JSON, CSV and an SVG heat map.

use std::io::Write;

use serde::Serialize;

use super::round_robin::RoundRobinReport;
use crate::report::{OutputError, OutputFile, Report, TextTable, heat_map, thousands, write_csv};
use maxn_play::Estimate;

/// One ordered pair's row of the CSV file.
#[derive(Serialize)]
struct Row<'a> {
    agent: &'a str,
    opponent: &'a str,
    points: f64,
    low: Option<f64>,
    high: Option<f64>,
    wins: u64,
    draws: u64,
    losses: u64,
    agent_rating: f64,
}

impl RoundRobinReport {
    /// The matrix of pairwise points: `[row][column]` is the row agent's points per game
    /// against the column agent.
    pub fn matrix(&self) -> Vec<Vec<Option<Estimate>>> {
        let n = self.result.agents.len();
        (0..n)
            .map(|row| {
                (0..n)
                    .map(|column| self.result.points(row, column))
                    .collect()
            })
            .collect()
    }

    fn title(&self) -> String {
        let starts = if self.game == "chinese-checkers" {
            "openings"
        } else {
            "deals"
        };
        format!(
            "{}, {} players: round-robin, {} {starts} per pair (seed {}), {} nodes per move{}",
            self.game,
            self.players,
            self.starts,
            self.seed,
            thousands(self.node_limit as f64),
            self.move_time_ms
                .map(|ms| format!(" or {ms} ms"))
                .unwrap_or_default(),
        )
    }
}

impl Report for RoundRobinReport {
    const CHART: bool = true;

    /// Writes the report as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes the ratings, then the matrix of pairwise points.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        let per_start = self.result.games / self.result.pairs.len().max(1) / self.starts.max(1);
        writeln!(
            out,
            "{}; every pair in {per_start} seatings per start: {} games.",
            self.title(),
            self.result.games
        )?;
        writeln!(
            out,
            "A game is won by the agent whose seats average the higher final value (Chinese \
             Checkers: the winner; unfinished: the evaluation; Hearts: fewer points), drawn \
             on equal averages. Rating: Bradley-Terry (MM fit, one virtual draw per pair), \
             Elo scale, mean 0.\n"
        )?;
        let mut ratings = TextTable::new(
            &["agent", "rating", "points/game", "nodes/move", "depth"],
            1,
        );
        let mut order: Vec<usize> = (0..self.result.agents.len()).collect();
        order.sort_by(|&a, &b| {
            self.result.agents[b]
                .rating
                .total_cmp(&self.result.agents[a].rating)
        });
        for &index in &order {
            let agent = &self.result.agents[index];
            ratings.row(vec![
                agent.agent.clone(),
                format!("{:+.0}", agent.rating),
                format!("{:.3}", agent.points),
                thousands(agent.mean_nodes),
                format!("{:.2}", agent.mean_depth),
            ]);
        }
        ratings.print(out)?;
        writeln!(
            out,
            "\nPoints per game of the row agent against the column agent, ± the 95% half-width \
             (Student's t over starts):\n"
        )?;
        let names: Vec<&str> = self
            .result
            .agents
            .iter()
            .map(|a| a.agent.as_str())
            .collect();
        let mut headers = vec![""];
        headers.extend(&names);
        let mut matrix = TextTable::new(&headers, 1);
        for (row, cells) in self.matrix().iter().enumerate() {
            let mut line = vec![names[row].to_owned()];
            line.extend(cells.iter().map(|cell| match cell {
                None => "-".to_owned(),
                Some(e) => match e.half_width {
                    Some(half) => format!("{:.2} ± {half:.2}", e.mean),
                    None => format!("{:.2}", e.mean),
                },
            }));
            matrix.row(line);
        }
        matrix.print(out)
    }

    /// Writes one row per ordered pair as CSV.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        let agents = &self.result.agents;
        let mut rows = Vec::new();
        for pair in &self.result.pairs {
            for (agent, opponent, flip) in [
                (pair.first, pair.second, false),
                (pair.second, pair.first, true),
            ] {
                let points = self.result.points(agent, opponent).expect("a pair");
                let (wins, losses) = if flip {
                    (pair.losses, pair.wins)
                } else {
                    (pair.wins, pair.losses)
                };
                rows.push(Row {
                    agent: &agents[agent].agent,
                    opponent: &agents[opponent].agent,
                    points: points.mean,
                    low: points.interval().map(|i| i.0),
                    high: points.interval().map(|i| i.1),
                    wins,
                    draws: pair.draws,
                    losses,
                    agent_rating: agents[agent].rating,
                });
            }
        }
        write_csv(file, &rows)
    }

    /// Draws the matrix of pairwise points as a heat map.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let labels: Vec<String> = self.result.agents.iter().map(|a| a.agent.clone()).collect();
        heat_map(file, &self.title(), &labels, &self.matrix())
    }
}
