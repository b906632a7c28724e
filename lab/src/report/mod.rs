//! The reports the lab writes: one search as text or JSON, tables for the terminal, CSV files
//! and SVG charts; every experiment's report behind one trait ([`Report`]) and written one way
//! ([`Outputs`]).

mod chart;
mod emit;
mod file;
mod heat_map;
mod interval_chart;
mod search;
mod table;

pub use chart::{Bar, Series, log_bar_chart, log_line_chart};
pub use emit::{EmitError, Outputs, Report};
pub use file::{OutputError, OutputFile, write_csv};
pub use heat_map::heat_map;
pub use interval_chart::interval_chart;
pub use search::{CutoffReport, DeepeningReport, IterationReport, SearchReport};
pub use table::{TextTable, thousands};
