//! `--json`, `--csv` and `--svg`: the output flags of every experiment, read one way.

use std::path::PathBuf;

use clap::Args;
use maxn_lab::report::{EmitError, Outputs, Report};

use crate::error::CliError;

/// Where an experiment's report goes. Each command may reword a flag's help for its own
/// report (`#[command(mut_arg("svg", ...))]`).
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Also write the table as CSV to this file.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also draw the report's chart as SVG to this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// The output files of an experiment, created before it runs.
#[derive(Debug)]
#[must_use = "the report is written by `emit`"]
pub struct Opened(Outputs);

impl OutputArgs {
    /// Creates the files for a report of type `R`, before any work: a bad path, or `--svg`
    /// for a report without a chart, fails at once.
    pub fn open<R: Report>(&self) -> Result<Opened, CliError> {
        Outputs::open::<R>(self.json, self.csv.as_deref(), self.svg.as_deref())
            .map(Opened)
            .map_err(CliError::from)
    }
}

impl Opened {
    /// Writes `report`: JSON or text to standard output, then the files.
    pub fn emit<R: Report>(self, report: &R) -> Result<(), CliError> {
        self.0
            .emit(report, &mut std::io::stdout().lock())
            .map_err(CliError::from)
    }
}

impl From<EmitError> for CliError {
    fn from(error: EmitError) -> Self {
        match error {
            EmitError::NoChart => CliError::Usage(format!("--svg: {error}")),
            EmitError::File(error) => error.into(),
            EmitError::Io(error) => CliError::Io(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;
    use maxn_lab::report::{OutputError, OutputFile};

    use super::*;

    /// A report that draws no chart.
    struct Chartless;

    impl Report for Chartless {
        fn write_text(&self, _: &mut impl std::io::Write) -> std::io::Result<()> {
            Ok(())
        }
        fn write_json(&self, _: &mut impl std::io::Write) -> std::io::Result<()> {
            Ok(())
        }
        fn write_csv(&self, _: OutputFile) -> Result<(), OutputError> {
            Ok(())
        }
    }

    #[derive(Parser)]
    struct Command {
        #[command(flatten)]
        output: OutputArgs,
    }

    #[test]
    fn svg_for_a_report_without_a_chart_is_a_usage_error() {
        let svg = std::env::temp_dir().join(format!("maxn-chartless-{}.svg", std::process::id()));
        let command = Command::parse_from(["x", "--svg", svg.to_str().unwrap()]);
        let error = command.output.open::<Chartless>().unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert_eq!(
            error.to_string(),
            "--svg: this report draws no chart; leave out the SVG file"
        );
        assert!(!svg.exists());
    }

    #[test]
    fn an_uncreatable_file_is_an_output_error_naming_it() {
        let csv = std::env::temp_dir()
            .join("maxn-no-such-dir-8c1f")
            .join("x.csv");
        let command = Command::parse_from(["x", "--csv", csv.to_str().unwrap()]);
        let error = command.output.open::<Chartless>().unwrap_err();
        assert_eq!(error.exit_code(), 1);
        assert!(error.to_string().starts_with("cannot create "), "{error}");
        assert!(
            error.to_string().contains("maxn-no-such-dir-8c1f"),
            "{error}"
        );
    }
}
