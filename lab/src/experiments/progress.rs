//! How a driver reports progress, so that the caller can draw a bar (or not) and the lab
//! needs no terminal code.

/// Told of each step a driver finishes (a tree, a deal, a position), possibly from several
/// threads at once. Any `Fn() + Sync` closure is one.
pub trait OnStep: Sync {
    /// One more step done.
    fn step(&self);
}

impl<F: Fn() + Sync> OnStep for F {
    fn step(&self) {
        self()
    }
}

/// No progress reporting.
#[derive(Clone, Copy, Debug, Default)]
pub struct Quiet;

impl OnStep for Quiet {
    fn step(&self) {}
}
