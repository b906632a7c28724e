//! Progress bars on stderr for the long experiments (the lab reports progress through a
//! callback; the command draws it).

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar of `len` steps on stderr; invisible when stderr is not a terminal, so logs
/// and pipes stay clean.
pub fn progress_bar(len: u64, label: &str) -> ProgressBar {
    let bar = ProgressBar::new(len);
    let style = ProgressStyle::with_template(
        "{prefix} [{bar:40}] {pos}/{len} {elapsed_precise} (eta {eta})",
    )
    .map(|style| style.progress_chars("=> "))
    .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar.set_prefix(label.to_owned());
    bar
}
