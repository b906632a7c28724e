//! Output files: created before an experiment starts, then written as CSV or drawn as SVG.

use std::fs::File;
use std::path::{Path, PathBuf};

use serde::Serialize;

/// Writes `rows` to the CSV file `file` (created by [`OutputFile::create`]), with a header
/// from the row type's field names.
pub fn write_csv<R: Serialize>(file: OutputFile, rows: &[R]) -> Result<(), OutputError> {
    let path = file.path;
    let fail = |e: csv::Error| OutputError(format!("{}: {e}", path.display()));
    let mut writer = csv::Writer::from_writer(file.file);
    for row in rows {
        writer.serialize(row).map_err(fail)?;
    }
    writer
        .flush()
        .map_err(|e| OutputError(format!("{}: {e}", path.display())))
}

/// An output file, created before an experiment starts so that a bad path fails at once
/// rather than after minutes of work.
#[derive(Debug)]
pub struct OutputFile {
    path: PathBuf,
    file: File,
}

impl OutputFile {
    /// Creates (or truncates) the file at `path`.
    pub fn create(path: &Path) -> Result<Self, OutputError> {
        let file = File::create(path)
            .map_err(|e| OutputError(format!("cannot create {}: {e}", path.display())))?;
        Ok(Self {
            path: path.to_owned(),
            file,
        })
    }

    /// Creates the file if a path was given.
    pub fn create_if(path: Option<&PathBuf>) -> Result<Option<Self>, OutputError> {
        path.map(|path| Self::create(path)).transpose()
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Creating or writing an output file failed; the message names the file.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct OutputError(pub String);
