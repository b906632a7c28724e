//! The reports the lab writes: one search as text or JSON, tables for the terminal, CSV files
//! and SVG charts.

mod chart;
mod file;
mod heat_map;
mod interval_chart;
mod search;
mod table;

pub use chart::{Bar, Series, log_bar_chart, log_line_chart};
pub use file::{OutputError, OutputFile, write_csv};
pub use heat_map::heat_map;
pub use interval_chart::interval_chart;
pub use search::{CutoffReport, DeepeningReport, IterationReport, SearchReport};
pub use table::{TextTable, thousands};
