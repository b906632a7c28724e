//! The best case of last-branch and speculative pruning (Sturtevant 2003, Table 1, whose
//! digits are lost in the OCR copies): leaves evaluated on synthetic trees, measured, beside
//! the recurrences that predict them, and the branching factors they imply.
//!
//! # The trees
//!
//! - **Uniform** ([`Model::Uniform`]): every leaf is `[k; n]` with `maxsum = n k`, so no
//!   shallow or immediate cut is possible, ties go to the first child, nothing is ever
//!   re-searched, and Lemma 1 fires exactly where the algorithm's condition on the edges above
//!   a node holds: the best case of both algorithms.
//! - **Shallow-best** ([`Model::Best`]): perfectly ordered for shallow pruning (every later
//!   child cuts after its first child by the parent's bound alone, Korf's `f(d)`); reported
//!   as a measurement, to show what Lemma 1 adds on top.
//!
//! The integer scale is [`IntScale`]: `maxsum = 720720`, so
//! `k >= n - 1` and, as `tests/pruning_uniform.rs` shows, only a full sequence of `n - 1`
//! bounding ancestors meets the discrete cut-off.
//!
//! # The recurrences
//!
//! A node's *state* says how much of the algorithm's pruning condition the edges directly
//! above it already meet; a node in the full state `n - 1` cuts right after its first child,
//! and nothing else is cut. `L(0) = 1` in every state.
//!
//! - **Speculative** (algorithms.md): the state `j` is the number of consecutive non-first
//!   edges directly above, capped at `n - 1`:
//!   `L_{n-1}(d) = L_0(d-1)`, `L_j(d) = L_0(d-1) + (b-1) L_{j+1}(d-1)`.
//! - **Last-branch** (derived here from the rule): the sequence's intermediate players must
//!   each be searching their last branch, so a node cuts after its first child when the `n - 2`
//!   edges directly above it are *last* children and the edge above those is a non-first
//!   child. The state `m` is how much of that pattern (non-first, then `n - 2` last, reading
//!   downwards) the edges above end with: from state `m < n - 1` a first child goes to state
//!   0, a middle child (neither first nor last) to state 1, and the last child to `m + 1`:
//!   `LB_{n-1}(d) = LB_0(d-1)`,
//!   `LB_m(d) = LB_0(d-1) + (b-2) LB_1(d-1) + LB_{m+1}(d-1)`.
//!   For `n = 2` both are Korf's `f(d) = f(d-1) + (b-1) f(d-2)`.
//!
//! The *asymptotic branching factor* of a recurrence is the limit of `L_0(d) / L_0(d-1)`;
//! Sturtevant's bound for speculative pruning's best case is `b^((n-1)/n)` as `b` grows.
//!
//! Every tree has no randomness (the seed only names the nodes' hashes), so the experiment is
//! the same on any number of threads; the trees are searched in parallel with rayon.

use std::io::Write;

use maxn::{LastBranch, Limits, Searcher, Speculative};
use maxn_games::synthetic::{Model, SpecError, Tree, TreeSpec};
use rayon::prelude::*;
use serde::Serialize;

use super::OnStep;
use super::trees::IntScale;
use crate::catalogue::CatalogueError;
use crate::registry::{ForPlayers, with_players};
use crate::report::{
    OutputError, OutputFile, Report, Series, TextTable, log_line_chart, thousands, write_csv,
};

/// The two algorithms of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pruning {
    /// Last-branch pruning ([`LastBranch`]).
    LastBranch,
    /// Speculative pruning ([`Speculative`]).
    Speculative,
}

impl Pruning {
    /// Both, last-branch first.
    pub const ALL: [Pruning; 2] = [Pruning::LastBranch, Pruning::Speculative];

    /// The algorithm's registry name.
    pub const fn name(self) -> &'static str {
        match self {
            Pruning::LastBranch => "last-branch",
            Pruning::Speculative => "speculative",
        }
    }

    /// Leaves evaluated below the root (state 0) with `depth` plies to go, in the algorithm's
    /// best case on trees of branching `b` and `players` players (see the module docs), as a
    /// float so that deep values do not overflow.
    pub fn leaves(self, players: usize, b: u64, depth: u32) -> f64 {
        let mut level = vec![1.0; states(players)];
        for _ in 0..depth {
            level = self.step(b, &level);
        }
        level[0]
    }

    /// The limit of `L_0(d) / L_0(d-1)`: the asymptotic branching factor of the best case.
    pub fn growth(self, players: usize, b: u64) -> f64 {
        // The ratio settles geometrically; 400 plies is far past where f64 can tell. Each
        // level is scaled to `L_0 = 1`, which keeps the ratios and stays finite.
        let mut level = vec![1.0; states(players)];
        for _ in 0..400 {
            let next = self.step(b, &level);
            level = next.iter().map(|x| x / next[0]).collect();
        }
        self.step(b, &level)[0] / level[0]
    }

    /// `L_s(d)` for every state `s` from `L_s(d-1)` (the last state is the one that cuts).
    fn step(self, b: u64, level: &[f64]) -> Vec<f64> {
        let full = level.len() - 1;
        let b = b as f64;
        let first = level[0];
        (0..=full)
            .map(|state| {
                if state == full {
                    first
                } else {
                    match self {
                        Pruning::Speculative => first + (b - 1.0) * level[state + 1],
                        // With n = 2 the pattern is one non-first edge: Korf's best case.
                        Pruning::LastBranch if full == 1 => first + (b - 1.0) * level[1],
                        Pruning::LastBranch => {
                            first + (b - 2.0).max(0.0) * level[1] + level[state + 1]
                        }
                    }
                }
            })
            .collect()
    }
}

/// The states of a node for `players` players: `0..=n-1` (at least two, for `n = 2`).
fn states(players: usize) -> usize {
    players.max(2)
}

/// What to measure.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BestCaseConfig {
    /// Player counts, each a section of the table.
    pub players: Vec<u8>,
    /// Branching factors.
    pub branching: Vec<u8>,
    /// The deepest trees searched (every depth from 1 up to it is).
    pub depth: u32,
    /// Trees with more leaves than this (`b^d`) are skipped, so that a wide, deep corner does
    /// not take minutes.
    pub max_tree_leaves: u64,
}

impl Default for BestCaseConfig {
    /// 3 and 4 players, b = 2 to 5, depths 1 to 8, trees of at most 2 million leaves: a few
    /// seconds in a release build.
    fn default() -> Self {
        Self {
            players: vec![3, 4],
            branching: vec![2, 3, 4, 5],
            depth: 8,
            max_tree_leaves: 2_000_000,
        }
    }
}

impl BestCaseConfig {
    /// The measurements, in table order: player count, branching, depth.
    fn cells(&self) -> Vec<(u8, u8, u32)> {
        let mut cells = Vec::new();
        for &players in &self.players {
            for &b in &self.branching {
                for depth in 1..=self.depth {
                    if u64::from(b)
                        .checked_pow(depth)
                        .is_some_and(|n| n <= self.max_tree_leaves)
                    {
                        cells.push((players, b, depth));
                    }
                }
            }
        }
        cells
    }

    /// The steps [`run`] reports to its [`OnStep`]: one per player count, branching and
    /// depth measured.
    pub fn steps(&self) -> usize {
        self.cells().len()
    }
}

/// Why the experiment cannot run.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum BestCaseError {
    /// A player count the searchers are not compiled for.
    #[error("--players {}: trees have 2 to 6 players", .0.players_asked().unwrap_or_default())]
    Players(CatalogueError),
    /// A tree cannot be built.
    #[error(transparent)]
    Spec(SpecError),
}

/// One algorithm on the trees of one player count, branching and depth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct BestCaseRow {
    /// Player count.
    pub players: usize,
    /// Branching factor.
    pub branching: u64,
    /// Depth of the leaves.
    pub depth: u32,
    /// The algorithm.
    pub algorithm: Pruning,
    /// Leaves predicted by the algorithm's recurrence.
    pub recurrence: f64,
    /// Leaves evaluated on the uniform tree.
    pub uniform: u64,
    /// Re-expansions on the uniform tree (none in the best case).
    pub uniform_reexpansions: u64,
    /// Leaves evaluated on the shallow-best tree.
    pub shallow_best: u64,
}

/// The asymptotic branching factors of one player count and branching.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct GrowthRow {
    /// Player count.
    pub players: usize,
    /// Branching factor.
    pub branching: u64,
    /// Last-branch's best case (its recurrence).
    pub last_branch: f64,
    /// Speculative's best case (its recurrence).
    pub speculative: f64,
    /// Korf's best case for shallow pruning, `f(d)`.
    pub shallow: f64,
    /// `b^((n-1)/n)`.
    pub bound: f64,
    /// Measured: uniform-tree leaves of speculative at the deepest depth measured over those
    /// one ply shallower (`None` if fewer than two depths were measured).
    pub measured_speculative: Option<f64>,
    /// The same for last-branch.
    pub measured_last_branch: Option<f64>,
}

/// The experiment's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BestCaseReport {
    /// What was measured.
    pub config: BestCaseConfig,
    /// Every measurement, by player count, branching, depth and algorithm.
    pub rows: Vec<BestCaseRow>,
    /// The branching factors, by player count and branching.
    pub growth: Vec<GrowthRow>,
}

/// Measures every tree of `config`, in parallel; one [`OnStep::step`] per player count,
/// branching and depth.
pub fn run(
    config: &BestCaseConfig,
    progress: &impl OnStep,
) -> Result<BestCaseReport, BestCaseError> {
    let measured: Vec<Vec<BestCaseRow>> = config
        .cells()
        .into_par_iter()
        .map(|(players, b, depth)| {
            let job = Measure { b, depth };
            let rows = with_players(players.into(), job).map_err(BestCaseError::Players)??;
            progress.step();
            Ok(rows)
        })
        .collect::<Result<_, BestCaseError>>()?;
    let rows: Vec<BestCaseRow> = measured.into_iter().flatten().collect();
    let growth = config
        .players
        .iter()
        .flat_map(|&players| {
            let rows = &rows;
            config
                .branching
                .iter()
                .map(move |&b| growth(rows, players.into(), b.into()))
        })
        .collect();
    Ok(BestCaseReport {
        config: config.clone(),
        rows,
        growth,
    })
}

/// The two algorithms on the two trees of one shape.
struct Measure {
    b: u8,
    depth: u32,
}

impl ForPlayers for Measure {
    type Output = Result<Vec<BestCaseRow>, BestCaseError>;

    fn run<const N: usize>(self) -> Self::Output {
        let specs = [Model::Uniform, Model::Best]
            .map(|model| TreeSpec::new(self.b.into(), self.depth, 0, model));
        let tree = |spec| Tree::<IntScale, N>::root(spec).map_err(BestCaseError::Spec);
        let (uniform, best) = (tree(&specs[0])?, tree(&specs[1])?);
        let limits = Limits::depth(self.depth);
        Ok(Pruning::ALL
            .map(|algorithm| {
                let search = |root: &Tree<'_, IntScale, N>| match algorithm {
                    Pruning::LastBranch => LastBranch.search(root, limits).stats,
                    Pruning::Speculative => Speculative.search(root, limits).stats,
                };
                let (on_uniform, on_best) = (search(&uniform), search(&best));
                BestCaseRow {
                    players: N,
                    branching: self.b.into(),
                    depth: self.depth,
                    algorithm,
                    recurrence: algorithm.leaves(N, self.b.into(), self.depth),
                    uniform: on_uniform.leaves,
                    uniform_reexpansions: on_uniform.reexpansions,
                    shallow_best: on_best.leaves,
                }
            })
            .to_vec())
    }
}

fn growth(rows: &[BestCaseRow], players: usize, b: u64) -> GrowthRow {
    let measured = |algorithm: Pruning| {
        let mut depths: Vec<&BestCaseRow> = rows
            .iter()
            .filter(|r| r.players == players && r.branching == b && r.algorithm == algorithm)
            .collect();
        depths.sort_by_key(|r| r.depth);
        match depths.as_slice() {
            [.., shallower, deepest] => Some(deepest.uniform as f64 / shallower.uniform as f64),
            _ => None,
        }
    };
    GrowthRow {
        players,
        branching: b,
        last_branch: Pruning::LastBranch.growth(players, b),
        speculative: Pruning::Speculative.growth(players, b),
        shallow: Pruning::Speculative.growth(2, b),
        bound: (b as f64).powf((players as f64 - 1.0) / players as f64),
        measured_speculative: measured(Pruning::Speculative),
        measured_last_branch: measured(Pruning::LastBranch),
    }
}

impl Report for BestCaseReport {
    const CHART: bool = true;

    /// Writes the result as one JSON object on one line.
    fn write_json(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        writeln!(out)
    }

    /// Writes the two tables: leaves by depth, and the branching factors.
    fn write_text(&self, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Leaves evaluated by last-branch (LB) and speculative (spec) pruning, measured on \
             uniform trees (every leaf [k; n],\nthe best case of both) and on shallow-best \
             trees (Model::Best), beside each algorithm's best-case recurrence.\n"
        )?;
        let mut table = TextTable::new(
            &[
                "n",
                "b",
                "d",
                "b^d",
                "LB recurrence",
                "LB uniform",
                "LB shallow-best",
                "spec recurrence",
                "spec uniform",
                "spec shallow-best",
            ],
            0,
        );
        for pair in self.rows.chunks(2) {
            let [lb, spec] = pair else { continue };
            table.row(vec![
                lb.players.to_string(),
                lb.branching.to_string(),
                lb.depth.to_string(),
                thousands((lb.branching as f64).powi(lb.depth as i32)),
                thousands(lb.recurrence),
                thousands(lb.uniform as f64),
                thousands(lb.shallow_best as f64),
                thousands(spec.recurrence),
                thousands(spec.uniform as f64),
                thousands(spec.shallow_best as f64),
            ]);
        }
        table.print(out)?;
        writeln!(
            out,
            "\nAsymptotic branching factors of the best cases (recurrences), the measured ratio \
             of uniform-tree leaves\nat the two deepest depths, Korf's shallow best case and \
             b^((n-1)/n).\n"
        )?;
        let mut table = TextTable::new(
            &[
                "n",
                "b",
                "LB recurrence",
                "LB measured",
                "spec recurrence",
                "spec measured",
                "shallow f(d)",
                "b^((n-1)/n)",
            ],
            0,
        );
        let ratio = |x: Option<f64>| x.map_or("-".to_owned(), |x| format!("{x:.3}"));
        for row in &self.growth {
            table.row(vec![
                row.players.to_string(),
                row.branching.to_string(),
                format!("{:.3}", row.last_branch),
                ratio(row.measured_last_branch),
                format!("{:.3}", row.speculative),
                ratio(row.measured_speculative),
                format!("{:.3}", row.shallow),
                format!("{:.3}", row.bound),
            ]);
        }
        table.print(out)?;
        let off = self
            .rows
            .iter()
            .filter(|r| r.uniform as f64 != r.recurrence || r.uniform_reexpansions > 0)
            .count();
        writeln!(
            out,
            "\nUniform trees off their recurrence (or re-searched): {off} of {} measurements.",
            self.rows.len()
        )
    }

    /// Writes the measurements to a CSV file.
    fn write_csv(&self, file: OutputFile) -> Result<(), OutputError> {
        write_csv(file, &self.rows)
    }

    /// Draws uniform-tree leaves against depth, one line per player count, branching and
    /// algorithm, on a log scale.
    fn write_svg(&self, file: OutputFile) -> Result<(), OutputError> {
        let mut series: Vec<Series> = Vec::new();
        for row in &self.rows {
            let name = format!(
                "{} n={} b={}",
                row.algorithm.name(),
                row.players,
                row.branching
            );
            let point = (f64::from(row.depth), row.uniform.max(1) as f64);
            match series.iter_mut().find(|s| s.name == name) {
                Some(line) => line.points.push(point),
                None => series.push(Series {
                    name,
                    points: vec![point],
                    reference: false,
                    color: series.len(),
                }),
            }
        }
        log_line_chart(
            file,
            "Best case of last-branch and speculative pruning: uniform-tree leaves",
            "depth",
            "leaves evaluated",
            &series,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiments::Quiet;

    /// The recurrences computed the plain way, in integers, independently of [`recurrence`].
    fn speculative(cap: usize, b: u64, state: usize, depth: u32) -> u64 {
        match (depth, state == cap) {
            (0, _) => 1,
            (_, true) => speculative(cap, b, 0, depth - 1),
            _ => {
                speculative(cap, b, 0, depth - 1)
                    + (b - 1) * speculative(cap, b, state + 1, depth - 1)
            }
        }
    }

    #[test]
    fn the_recurrences_meet_their_closed_forms_and_the_documented_growth_rates() {
        for b in 2..=6 {
            for d in 0..=8 {
                assert_eq!(
                    Pruning::Speculative.leaves(3, b, d),
                    speculative(2, b, 0, d) as f64
                );
                assert_eq!(
                    Pruning::Speculative.leaves(4, b, d),
                    speculative(3, b, 0, d) as f64
                );
                // Two players: both are Korf's f(d).
                assert_eq!(
                    Pruning::LastBranch.leaves(2, b, d),
                    speculative(1, b, 0, d) as f64
                );
            }
        }
        // algorithms.md: n = 3 gives 1.839, 3.000, 5.419, 8.391 at b = 2, 4, 10, 20.
        for (b, rate) in [(2, 1.839), (4, 3.000), (10, 5.419), (20, 8.391)] {
            assert!(
                (Pruning::Speculative.growth(3, b) - rate).abs() < 5e-4,
                "b = {b}"
            );
        }
        // With b = 2 every non-first child is the last one, so last-branch's pattern is
        // speculative's and the two recurrences agree.
        for d in 0..=10 {
            assert_eq!(
                Pruning::LastBranch.leaves(3, 2, d),
                Pruning::Speculative.leaves(3, 2, d)
            );
        }
        // With b > 2 last-branch prunes less than speculative.
        assert!(Pruning::LastBranch.growth(3, 4) > Pruning::Speculative.growth(3, 4));
    }

    fn small() -> BestCaseConfig {
        BestCaseConfig {
            players: vec![3, 4],
            branching: vec![2, 3, 4],
            depth: 6,
            max_tree_leaves: 5_000,
        }
    }

    #[test]
    fn uniform_trees_meet_both_recurrences_exactly() {
        let report = run(&small(), &Quiet).unwrap();
        assert_eq!(report.rows.len(), 2 * small().steps());
        for row in &report.rows {
            assert_eq!(row.uniform as f64, row.recurrence, "{row:?}");
            assert_eq!(row.uniform_reexpansions, 0, "{row:?}");
        }
    }

    #[test]
    fn a_run_is_the_same_on_one_and_two_threads() {
        let on = |threads| {
            let report = crate::experiments::on_threads(threads, || run(&small(), &Quiet).unwrap());
            let mut bytes = Vec::new();
            report.write_json(&mut bytes).unwrap();
            report.write_text(&mut bytes).unwrap();
            bytes
        };
        assert_eq!(on(1), on(2));
    }
}
