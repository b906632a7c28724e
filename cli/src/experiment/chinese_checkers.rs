//! `maxn experiment chinese-checkers`: Sturtevant (2003)'s speculative-pruning experiment,
//! our numbers beside the paper's.

use std::io::Write;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use clap::Args;
use maxn::{Limits, SearchResult};
use maxn_games::chinese_checkers::experiment::{
    Contender, ExperimentConfig, ExperimentReport, PAPER_DEPTH_6, play_game,
};
use maxn_games::chinese_checkers::{ChineseCheckers, Move, Score};
use rayon::prelude::*;
use serde::Serialize;

use crate::error::CliError;
use crate::output::{
    OutputFile, Series, TextTable, log_line_chart, progress_bar, thousands, write_csv,
};
use maxn_lab::registry::Algorithm;

/// `maxn experiment chinese-checkers`.
#[derive(Debug, Args)]
pub struct CheckersArgs {
    /// Players: 2, 3, 4 or 6.
    #[arg(long, default_value_t = 3)]
    pub players: usize,
    /// Games to play.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub games: u64,
    /// Measure every depth from 1 to this (full turns).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=12))]
    pub depth: u32,
    /// Moves kept per node, best first (the paper's counts suggest about 10).
    #[arg(long, default_value_t = NonZeroUsize::new(10).expect("10 is not zero"))]
    pub top_k: NonZeroUsize,
    /// Keep every move at every node instead of the best K.
    #[arg(long, conflicts_with = "top_k")]
    pub all_moves: bool,
    /// Measure each algorithm under iterative deepening, each depth's search trying the
    /// previous depth's best line first, instead of separate searches in the generator's order.
    #[arg(long)]
    pub deepen: bool,
    /// Seed of the games' random openings.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Random turns that open each game (so the games differ); not measured.
    #[arg(long, default_value_t = 6)]
    pub opening_turns: usize,
    /// Turns after which an unfinished game stops.
    #[arg(long, default_value_t = 300)]
    pub max_turns: usize,
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw average nodes against depth, per algorithm, as an SVG chart.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// An algorithm searched once per depth.
struct Single(Algorithm);

impl Contender for Single {
    fn name(&self) -> &str {
        self.0.name()
    }

    fn is_exact(&self) -> bool {
        self.0.is_exact()
    }

    fn search<const N: usize>(
        &self,
        position: &ChineseCheckers<N>,
        limits: Limits,
    ) -> SearchResult<Move, Score, N> {
        match self.0.search(position, limits) {
            Ok(result) => result,
            // `run` passes only `Algorithm::supported_by::<ChineseCheckers<3>, 3>()`.
            Err(error) => unreachable!("a contender Chinese Checkers cannot run: {error}"),
        }
    }
}

/// An algorithm measured under iterative deepening (`--deepen`): its search to depth `d` is
/// the last iteration of a deepening to `d`, so its count at `d` is that iteration's nodes
/// alone, and the experiment's running sums are the nodes of one deepening to each depth.
struct Deepened(Algorithm);

impl Contender for Deepened {
    fn name(&self) -> &str {
        self.0.name()
    }

    fn is_exact(&self) -> bool {
        self.0.is_exact()
    }

    fn search<const N: usize>(
        &self,
        position: &ChineseCheckers<N>,
        limits: Limits,
    ) -> SearchResult<Move, Score, N> {
        match self.0.deepen(position, limits) {
            Ok(deepening) => match deepening.iterations.into_iter().last() {
                Some(last) => last.result,
                None => unreachable!("a deepening runs at least one iteration"),
            },
            Err(error) => unreachable!("a contender Chinese Checkers cannot run: {error}"),
        }
    }
}

/// One algorithm at one depth, for the CSV file and `--json`.
#[derive(Debug, Serialize)]
struct DepthRow {
    algorithm: String,
    depth: u32,
    avg_nodes: f64,
    avg_iterative_nodes: f64,
    avg_reexpansions: f64,
    paper_iterative_nodes: Option<f64>,
    disagreements_with_maxn: Option<u64>,
}

/// The whole experiment, for `--json`.
#[derive(Debug, Serialize)]
struct Report<'a> {
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
    rows: &'a [DepthRow],
}

/// Runs `maxn experiment chinese-checkers`.
pub fn run(args: &CheckersArgs) -> Result<(), CliError> {
    let config = ExperimentConfig {
        players: args.players,
        games: args.games as usize,
        depth: args.depth,
        top_k: (!args.all_moves).then_some(args.top_k),
        seed: args.seed,
        opening_turns: args.opening_turns,
        max_turns: args.max_turns,
        mover: 0,
    };
    let algorithms: Vec<Single> = Algorithm::supported_by::<ChineseCheckers<3>, 3>()
        .into_iter()
        .map(Single)
        .collect();
    // Checked before any file is created or game played.
    config
        .validate(&algorithms)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let csv = OutputFile::create_if(args.csv.as_ref())?;
    let svg = OutputFile::create_if(args.svg.as_ref())?;

    let report = if args.deepen {
        let deepened: Vec<Deepened> = algorithms.iter().map(|a| Deepened(a.0)).collect();
        measure(config, &deepened)?
    } else {
        measure(config, &algorithms)?
    };
    let rows = rows(&report);

    let mut out = std::io::stdout().lock();
    if args.json {
        let json = Report {
            experiment: "chinese-checkers",
            players: config.players,
            games: config.games,
            depth: config.depth,
            top_k: config.top_k,
            deepen: args.deepen,
            seed: config.seed,
            positions: report.positions,
            turns: report.games.iter().map(|g| g.turns).collect(),
            winners: report.games.iter().map(|g| g.winner).collect(),
            rows: &rows,
        };
        serde_json::to_writer(&mut out, &json).map_err(std::io::Error::from)?;
        writeln!(out)?;
    } else {
        print(&report, args.deepen, &mut out)?;
    }
    if let Some(file) = csv {
        write_csv(file, &rows)?;
    }
    if let Some(file) = svg {
        let title = format!(
            "Chinese Checkers, {} players: nodes to complete iterative searches",
            config.players
        );
        log_line_chart(
            file,
            &title,
            "depth (turns)",
            "average nodes per position",
            &series(&report),
        )?;
    }
    Ok(())
}

/// Plays the games, spread over threads, measuring `contenders`.
fn measure<C: Contender + Sync>(
    config: ExperimentConfig,
    contenders: &[C],
) -> Result<ExperimentReport, CliError> {
    // Progress counts positions; a game lasts about 150 turns (a guess the bar corrects).
    let bar = progress_bar(config.games as u64 * 150, "chinese checkers");
    let games = (0..config.games)
        .into_par_iter()
        .map(|game| play_game(&config, contenders, game, &mut || bar.inc(1)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| CliError::Usage(e.to_string()))?;
    bar.finish_and_clear();
    Ok(ExperimentReport::from_games(config, contenders, games))
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

fn rows(report: &ExperimentReport) -> Vec<DepthRow> {
    let config = report.config;
    let mut rows = Vec::new();
    for summary in &report.contenders {
        for d in 0..config.depth as usize {
            let depth = d as u32 + 1;
            rows.push(DepthRow {
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

fn print(report: &ExperimentReport, deepen: bool, out: &mut impl Write) -> std::io::Result<()> {
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
    for summary in &report.contenders {
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
            let ours = report.contenders.iter().find(|s| s.name == name);
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

fn series(report: &ExperimentReport) -> Vec<Series> {
    let mut series: Vec<Series> = report
        .contenders
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
            let ours = report.contenders.iter().position(|s| s.name == name);
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
