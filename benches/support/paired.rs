//! Paired timing: two routines that do the same work, timed in alternating short rounds, and
//! the median of the per-round speed ratios reported.
//!
//! Criterion times each benchmark in its own window of several seconds, one after the other.
//! On a shared machine the load drifts between windows by more than the few percent these
//! comparisons are about (the same pair has measured 0.86 and 1.38 in two runs a few minutes
//! apart). In alternating rounds of a tenth of a second both routines see nearly the same
//! load, so each round's ratio is fair, and the median of many rounds ignores the rounds a
//! burst of load fell into. It does not make runs at different times agree: back-to-back runs
//! agree within about 0.02, runs half an hour apart have differed by up to 0.16.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// Settings of the paired comparisons of one bench binary.
pub struct Paired {
    /// Alternating rounds per comparison.
    rounds: usize,
    /// Wall time each routine gets per round.
    round_time: Duration,
    /// `true` only under `cargo bench`, which passes `--bench`: `cargo test --benches` runs
    /// each benchmark once to check that it works (in a debug build, too slow to time), and
    /// `--list` only lists them.
    enabled: bool,
    /// The comparisons to run, from `MAXN_PAIRED_ONLY` (comma-separated parts of labels):
    /// criterion's filter does not reach them, and a bench binary's every comparison takes
    /// minutes. Empty: all.
    only: Vec<String>,
}

impl Paired {
    /// 101 rounds of 0.1 s a side (about 20 s a comparison) when benchmarking; nothing when
    /// the command line asks only to test or list the benches. With `MAXN_PAIRED_ONLY=A,B`
    /// only the comparisons whose label contains `A` or `B`
    /// (`MAXN_PAIRED_ONLY=speculative+table cargo bench --bench kernels -- speculative.table`).
    pub fn from_args() -> Self {
        let args: Vec<String> = std::env::args().collect();
        let enabled = args.iter().any(|arg| arg == "--bench")
            && !args.iter().any(|arg| arg == "--test" || arg == "--list");
        let only = std::env::var("MAXN_PAIRED_ONLY")
            .map(|only| only.split(',').map(str::to_owned).collect())
            .unwrap_or_default();
        Self {
            rounds: 101,
            round_time: Duration::from_millis(100),
            enabled,
            only,
        }
    }

    /// The same settings with `rounds` alternating rounds per comparison: for routines that
    /// take a second or more per call, where 101 rounds would take minutes.
    #[allow(dead_code)] // each bench binary includes this file; only some use this
    pub fn with_rounds(self, rounds: usize) -> Self {
        Self { rounds, ..self }
    }

    /// Times `first` and `second` (one call of either does the same work) in alternating
    /// rounds, which of the two runs first alternating too, and prints the median and
    /// quartiles of `first`'s speed over `second`'s as `{label}: {what} = median (quartiles)`.
    pub fn compare<A, B>(
        &self,
        label: &str,
        what: &str,
        mut first: impl FnMut() -> A,
        mut second: impl FnMut() -> B,
    ) {
        if !self.enabled
            || !(self.only.is_empty() || self.only.iter().any(|part| label.contains(part)))
        {
            return;
        }
        let calls = self.calls_per_round(&mut first);
        let mut ratios: Vec<f64> = (0..self.rounds)
            .map(|round| {
                let (first_time, second_time) = if round % 2 == 0 {
                    let first_time = time(&mut first, calls);
                    (first_time, time(&mut second, calls))
                } else {
                    let second_time = time(&mut second, calls);
                    (time(&mut first, calls), second_time)
                };
                // The same work on both sides: the speed ratio is the inverse time ratio.
                second_time.as_secs_f64() / first_time.as_secs_f64()
            })
            .collect();
        ratios.sort_by(f64::total_cmp);
        let quartile = |q: usize| ratios[q * (ratios.len() - 1) / 4];
        println!(
            "{label}: {what} = {:.3} (median of {} alternating rounds; quartiles {:.3} to {:.3})",
            quartile(2),
            self.rounds,
            quartile(1),
            quartile(3),
        );
    }

    /// How many calls of `routine` fill one round, from one timed call.
    fn calls_per_round<A>(&self, routine: &mut impl FnMut() -> A) -> u32 {
        let once = time(routine, 1);
        let calls = self.round_time.as_secs_f64() / once.as_secs_f64().max(1e-9);
        calls.ceil().clamp(1.0, 1e6) as u32
    }
}

/// Wall time of `calls` calls of `routine`.
fn time<A>(routine: &mut impl FnMut() -> A, calls: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..calls {
        black_box(routine());
    }
    start.elapsed()
}
