//! One trait for every experiment's report, and one way to write it: the text or JSON to the
//! terminal, then the CSV and SVG files asked for.
//!
//! An experiment runner opens its [`Outputs`] before any work (a bad path, or a chart asked of
//! a report that draws none, fails at once rather than after minutes), runs, and ends with
//! [`Outputs::emit`].

use std::io::Write;
use std::path::Path;

use super::file::{OutputError, OutputFile};

/// A report an experiment writes: a text table for the terminal, one JSON object, CSV rows and,
/// when it has one, an SVG chart.
pub trait Report {
    /// Whether [`Report::write_svg`] draws a chart. A report without one keeps the default
    /// (`false`), and [`Outputs::open`] refuses a chart file for it before any work.
    const CHART: bool = false;

    /// Writes the report as text (tables, with a line saying what was measured).
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()>;

    /// Writes the report as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()>;

    /// Writes the report's rows to a CSV file.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError>;

    /// Draws the report's chart into an SVG file; a report without a chart
    /// ([`Report::CHART`] false) says so.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        Err(OutputError(format!(
            "{}: this report draws no chart",
            file.path().display()
        )))
    }
}

/// Why a report's outputs could not be opened or written.
#[derive(Debug, thiserror::Error)]
pub enum EmitError {
    /// A chart file was asked of a report that draws none: a usage error, found before any
    /// work.
    #[error("this report draws no chart; leave out the SVG file")]
    NoChart,
    /// Creating or writing an output file failed; the message names the file.
    #[error(transparent)]
    File(#[from] OutputError),
    /// Writing the text or JSON failed (a closed pipe among other reasons).
    #[error("cannot write the output: {0}")]
    Io(#[from] std::io::Error),
}

/// Where a report goes: JSON or text to the terminal, and the CSV and SVG files, created when
/// opened.
#[derive(Debug)]
pub struct Outputs {
    json: bool,
    csv: Option<OutputFile>,
    svg: Option<OutputFile>,
}

impl Outputs {
    /// Creates the files given for a report of type `R`: JSON instead of text if `json`, rows
    /// to `csv`, the chart to `svg`. Refuses `svg` when `R` draws no chart, before creating
    /// any file.
    pub fn open<R: Report>(
        json: bool,
        csv: Option<&Path>,
        svg: Option<&Path>,
    ) -> Result<Self, EmitError> {
        if svg.is_some() && !R::CHART {
            return Err(EmitError::NoChart);
        }
        Ok(Self {
            json,
            csv: csv.map(OutputFile::create).transpose()?,
            svg: svg.map(OutputFile::create).transpose()?,
        })
    }

    /// Writes `report`: JSON or text to `out`, then the CSV and SVG files opened.
    pub fn emit<R: Report>(self, report: &R, out: &mut impl Write) -> Result<(), EmitError> {
        if self.json {
            report.write_json(out)?;
        } else {
            report.write_text(out)?;
        }
        if let Some(file) = self.csv {
            report.write_csv(file)?;
        }
        if let Some(file) = self.svg {
            report.write_svg(file)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::write_csv;

    /// A report of one row and no chart.
    struct Plain;

    impl Report for Plain {
        fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
            writeln!(out, "plain")
        }
        fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
            writeln!(out, "{{\"plain\":1}}")
        }
        fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
            write_csv(file, &[("a", 1)])
        }
    }

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("maxn-emit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_report_without_a_chart_refuses_an_svg_before_creating_any_file() {
        let csv = scratch("refused.csv");
        let svg = scratch("refused.svg");
        let _ = std::fs::remove_file(&csv);
        let error = Outputs::open::<Plain>(false, Some(&csv), Some(&svg)).unwrap_err();
        assert!(matches!(error, EmitError::NoChart), "{error}");
        assert!(error.to_string().contains("draws no chart"), "{error}");
        assert!(!csv.exists() && !svg.exists());
    }

    #[test]
    fn emit_writes_text_or_json_then_the_files() {
        let csv = scratch("plain.csv");
        let mut text = Vec::new();
        Outputs::open::<Plain>(false, Some(&csv), None)
            .unwrap()
            .emit(&Plain, &mut text)
            .unwrap();
        assert_eq!(text, b"plain\n");
        assert_eq!(std::fs::read_to_string(&csv).unwrap(), "a,1\n");
        let mut json = Vec::new();
        Outputs::open::<Plain>(true, None, None)
            .unwrap()
            .emit(&Plain, &mut json)
            .unwrap();
        assert_eq!(json, b"{\"plain\":1}\n");
    }

    #[test]
    fn a_file_that_cannot_be_created_names_its_path() {
        let bad = scratch("no-such-dir").join("x.csv");
        let error = Outputs::open::<Plain>(false, Some(&bad), None).unwrap_err();
        assert!(matches!(error, EmitError::File(_)));
        assert!(error.to_string().contains("no-such-dir"), "{error}");
    }
}
