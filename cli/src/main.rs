//! The `maxn` command: searches synthetic trees and games with every algorithm of the library,
//! and re-runs the papers' experiments. With no arguments it runs a short demonstration.

mod agents;
mod args;
mod command;
mod demo;
mod demo_match;
mod error;
mod experiment;
mod games;
mod memory;
mod mp_mix_args;
mod output;
mod play;
mod progress;
mod serve;
mod tree;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

use crate::command::{Cli, Command};

fn main() -> ExitCode {
    // clap itself prints usage errors and exits with code 2.
    let cli = Cli::parse();
    let outcome = match cli.command {
        None => demo::run(),
        Some(Command::Tree(args)) => tree::run(&args),
        Some(Command::Experiment(args)) => experiment::run(&args),
        Some(Command::Perft(args)) => games::perft(&args),
        Some(Command::Search(args)) => games::search(&args),
        Some(Command::Moves(args)) => games::moves(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Serve(args)) => serve::run(&args),
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

    #[test]
    fn algorithm_names_come_from_the_registry() {
        let command = Cli::command();
        let tree = command.find_subcommand("tree").expect("maxn tree");
        let argument = tree
            .get_arguments()
            .find(|a| a.get_id() == "algorithm")
            .expect("--algorithm");
        let names: Vec<String> = argument
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_owned())
            .collect();
        let registry: Vec<&str> = maxn_lab::registry::Algorithm::ALL
            .iter()
            .map(|a| a.name())
            .collect();
        assert_eq!(names, registry);
        let error = Cli::try_parse_from(["maxn", "tree", "--algorithm", "minimax"]).unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert!(error.to_string().contains("paranoid-bnb"), "{error}");
    }
}
