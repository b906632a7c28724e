//! The `maxn` command: searches synthetic trees and games with every algorithm of the library,
//! and re-runs the papers' experiments. With no arguments it runs a short demonstration.

mod algorithm;
mod args;
mod demo;
mod error;
mod experiment;
mod games;
mod output;
mod report;
mod tree;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use crate::args::{Cli, Command};

fn main() -> ExitCode {
    // clap itself prints usage errors and exits with code 2.
    let cli = Cli::parse();
    let outcome = match cli.command {
        None => demo::run(),
        Some(Command::Tree(args)) => tree::run(&args),
        Some(Command::Experiment(args)) => experiment::run(&args),
        Some(Command::Perft(args)) => games::perft(&args),
        Some(Command::Search(args)) => games::search(&args),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            if !error.is_broken_pipe() {
                // Not `eprintln!`, which panics when standard error cannot be written either.
                let _ = writeln!(std::io::stderr(), "maxn: {error}");
            }
            ExitCode::from(error.exit_code())
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
