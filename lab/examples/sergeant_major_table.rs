//! Alpha-beta branch-and-bound on Sergeant Major deals with and without a transposition
//! table, the table used at the tricks' starts (the game's table points, as by default) and at
//! every position (`Memory::every_position`): nodes expanded, wall time and nodes per second of
//! each, deal by deal, and the totals. The experiment's deals (`maxn experiment sergeant-major`, seed 0), searched to the
//! end of their first `TRICKS` tricks, one deal at a time on one thread (so the times compare).
//!
//! ```sh
//! cargo run --release -p maxn-lab --example sergeant_major_table -- TRICKS DEALS [MIB] [FIRST]
//! ```
//!
//! `MIB`: the table's size (default 1024); `FIRST`: the first deal's index (default 0).
//!
//! Beside the wall time it prints the time the thread spent on a processor (Linux's
//! `/proc/thread-self/schedstat`), which waiting for a core on a loaded machine does not count.

use std::process::ExitCode;
use std::time::Instant;

use maxn::{AlphaBetaBranchAndBound, Limits, Memory, Score, SearchResult, Searcher, Stats};
use maxn_games::cards::SergeantMajor;
use maxn_lab::experiments::sergeant_major::{
    TABLE_MIN_DEPTH, WithTricks, experiment_game, with_tricks,
};

/// What to measure.
#[derive(Clone, Copy)]
struct Job {
    deals: u64,
    first: u64,
    bytes: usize,
}

/// One search's counts and seconds (wall, and on a processor when the system says).
#[derive(Clone, Copy, Default)]
struct Timed {
    stats: Stats,
    seconds: f64,
    cpu: Option<f64>,
}

/// The seconds this thread has run on a processor, where Linux tells it.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / 1e9)
}

/// Runs `search`, timing it.
fn timed<M, S: Score, const N: usize>(
    search: impl FnOnce() -> SearchResult<M, S, N>,
) -> (SearchResult<M, S, N>, Timed) {
    let (start, cpu) = (Instant::now(), cpu_seconds());
    let result = search();
    let timed = Timed {
        stats: result.stats,
        seconds: start.elapsed().as_secs_f64(),
        cpu: cpu.zip(cpu_seconds()).map(|(before, after)| after - before),
    };
    (result, timed)
}

impl Timed {
    fn expanded(&self) -> u64 {
        self.stats.nodes - self.stats.leaves
    }

    fn rate(&self) -> f64 {
        self.stats.nodes as f64 / self.seconds / 1e6
    }

    fn add(&mut self, other: &Timed) {
        self.stats += other.stats;
        self.seconds += other.seconds;
        self.cpu = self.cpu.zip(other.cpu).map(|(one, two)| one + two);
    }
}

fn line(name: &str, plain: &Timed, table: &Timed) {
    println!(
        "{name:>13}  expanded {:>13} / {:>13} = {:5.2}x   time {:8.2}s / {:8.2}s = {:5.2}x   \
         nodes/s {:5.1}M / {:5.1}M",
        plain.expanded(),
        table.expanded(),
        plain.expanded() as f64 / table.expanded() as f64,
        plain.seconds,
        table.seconds,
        plain.seconds / table.seconds,
        plain.rate(),
        table.rate(),
    );
    if let (Some(plain_cpu), Some(table_cpu)) = (plain.cpu, table.cpu) {
        let rate = |timed: &Timed, cpu: f64| timed.stats.nodes as f64 / cpu / 1e6;
        println!(
            "{:>13}  on a processor {plain_cpu:8.2}s / {table_cpu:8.2}s: time with / without \
             {:.3}, nodes/s {:5.1}M / {:5.1}M = {:.3} of without",
            "",
            table_cpu / plain_cpu,
            rate(plain, plain_cpu),
            rate(table, table_cpu),
            rate(table, table_cpu) / rate(plain, plain_cpu),
        );
    }
}

impl WithTricks for Job {
    type Output = Result<(), String>;

    fn run<const TRICKS: usize>(self) -> Self::Output {
        let limits = Limits::depth(3 * TRICKS as u32);
        println!(
            "ABBnB without / with a table of {} MiB (positions with {TABLE_MIN_DEPTH}+ plies left), \
             {TRICKS} tricks",
            self.bytes >> 20
        );
        let zero = Timed {
            cpu: Some(0.0),
            ..Timed::default()
        };
        let mut totals = (zero, zero, zero);
        for index in self.first..self.first + self.deals {
            let game: SergeantMajor<TRICKS> = experiment_game(0, index);
            let (plain, plain_timed) = timed(|| AlphaBetaBranchAndBound.search(&game, limits));
            let with = |every: bool| {
                let memory = Memory::with_table(self.bytes)
                    .map_err(|error| error.to_string())?
                    .min_depth(TABLE_MIN_DEPTH);
                let mut memory = if every {
                    memory.every_position()
                } else {
                    memory
                };
                let (table, timed) =
                    timed(|| AlphaBetaBranchAndBound.search_with(&game, limits, &mut memory));
                if (plain.value, plain.best_move) != (table.value, table.best_move) {
                    return Err(format!(
                        "deal {index}: {:?} {:?} without the table, {:?} {:?} with it \
                         (every position: {every})",
                        plain.value, plain.best_move, table.value, table.best_move
                    ));
                }
                Ok(timed)
            };
            let every = with(true)?;
            let points = with(false)?;
            line(&format!("deal {index} every"), &plain_timed, &every);
            line(&format!("deal {index} starts"), &plain_timed, &points);
            totals.0.add(&plain_timed);
            totals.1.add(&every);
            totals.2.add(&points);
        }
        line("total every", &totals.0, &totals.1);
        line("total starts", &totals.0, &totals.2);
        println!("same value and move on every deal");
        Ok(())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |index: usize, default: Option<u64>| -> Result<u64, String> {
        match (args.get(index), default) {
            (Some(text), _) => text
                .parse()
                .map_err(|_| format!("argument {}: `{text}` is not a number", index + 1)),
            (None, Some(default)) => Ok(default),
            (None, None) => Err("usage: sergeant_major_table TRICKS DEALS [MIB] [FIRST]".into()),
        }
    };
    let run = || -> Result<(), String> {
        let tricks = number(0, None)?;
        let job = Job {
            deals: number(1, None)?,
            bytes: usize::try_from(number(2, Some(1024))?)
                .ok()
                .and_then(|mib| mib.checked_mul(1 << 20))
                .ok_or("MIB: too large")?,
            first: number(3, Some(0))?,
        };
        with_tricks(tricks as usize, job).ok_or("TRICKS: 1 to 16")?
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("sergeant_major_table: {error}");
            ExitCode::from(2)
        }
    }
}
