//! The errors the command reports, and their exit codes.

use maxn_lab::catalogue::{CatalogueError, StartError};
use maxn_lab::registry::{SearchError, Unsupported};
use maxn_lab::report::OutputError;

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The arguments are valid one by one but not together (exit code 2, like clap's own).
    #[error("{0}")]
    Usage(String),
    /// Writing the output failed (exit code 1). When the reader closed the pipe (`maxn | head`)
    /// the command exits 1 without a message: the reader chose to stop reading, so there is
    /// nothing to tell it, but the output was not all delivered.
    #[error("cannot write the output: {0}")]
    Io(#[from] std::io::Error),
    /// Writing an output file (CSV, SVG) failed (exit code 1).
    #[error("{0}")]
    Output(String),
}

impl CliError {
    /// The process exit code: 2 for usage errors, as for every error clap reports.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Io(_) | CliError::Output(_) => 1,
        }
    }
}

impl CliError {
    /// The usage error for `--algorithm` asking `game` (its command-line name) for more than
    /// it offers.
    pub fn unsupported(error: Unsupported, game: &str) -> Self {
        CliError::Usage(format!(
            "--algorithm {}: needs {}, which {game} does not have",
            error.algorithm,
            error.lacks.description()
        ))
    }
}

impl CliError {
    /// The usage error for a search of `game` (its command-line name) on `threads` threads
    /// that cannot run: the algorithm needs more than the game offers, has no parallel
    /// search, or the system refused the threads.
    pub fn search(error: SearchError, game: &str, threads: usize) -> Self {
        match error {
            SearchError::Unsupported(error) => Self::unsupported(error, game),
            SearchError::NoParallelSearch(error) => {
                CliError::Usage(format!("--threads {threads}: {error}"))
            }
            SearchError::Threads(error) => CliError::Usage(format!("--threads {threads}: {error}")),
        }
    }
}

impl CliError {
    /// Whether the output went to a pipe whose reader has gone: exit 1, quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Io(error) if error.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

impl From<OutputError> for CliError {
    fn from(error: OutputError) -> Self {
        CliError::Output(error.0)
    }
}

impl From<Unsupported> for CliError {
    fn from(error: Unsupported) -> Self {
        CliError::Usage(format!("--algorithm {}: {error}", error.algorithm))
    }
}

/// The usage error for a game, player count, start or evaluation the catalogue refused,
/// naming the flag at fault.
pub fn catalogue_error(error: CatalogueError) -> CliError {
    let flag = match &error {
        CatalogueError::Players { players, .. } | CatalogueError::NotCompiled { players } => {
            format!("--players {players}")
        }
        CatalogueError::Start {
            error: StartError::Deal(_),
            ..
        } => "--deal".to_owned(),
        CatalogueError::Start {
            error: StartError::Position(_),
            ..
        } => "--position".to_owned(),
        CatalogueError::Evaluation { .. } => "--evaluation".to_owned(),
        CatalogueError::UnknownName { .. }
        | CatalogueError::UnknownAgent { .. }
        | CatalogueError::AgentAlgorithm { .. }
        | CatalogueError::AgentOption { .. } => "--agents".to_owned(),
        CatalogueError::Kind { .. } => "--game".to_owned(),
    };
    CliError::Usage(format!("{flag}: {error}"))
}
