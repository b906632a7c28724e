//! Output shared by the commands: text tables, CSV, SVG charts and progress bars.

mod chart;
mod progress;
mod table;

pub use chart::{Bar, Series, log_bar_chart, log_line_chart};
pub use progress::progress_bar;
pub use table::{OutputFile, TextTable, thousands, write_csv};
