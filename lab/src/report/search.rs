//! The report of one search, as text or as one JSON object.

use std::io::Write;
use std::time::Duration;

use maxn::dynamic::DynSearchResult;
use maxn::{Cutoffs, Deepening, Score, SearchResult, Stats};
use maxn_play::score_json;
use serde::Serialize;
use serde_json::Value;

/// What one search found and what it cost.
#[derive(Debug, Serialize)]
pub struct SearchReport {
    /// The algorithm's command-line name.
    pub algorithm: &'static str,
    /// Whether the dynamic twin (player count and bounds read at run time) searched.
    pub dynamic: bool,
    /// The position searched, described by the command that searched it.
    pub position: Value,
    /// The root value, one number per player, as the searchers see it (maximisation form).
    pub value: Vec<Value>,
    /// The root value in the game's own scores: the same as `value` except for minimisation
    /// games such as Hearts, whose points the searchers see as `maxp - points`.
    pub own_value: Vec<Value>,
    /// The chosen root move's index in generation order (`maxn moves` prints that order).
    pub best_move: Option<usize>,
    /// The chosen root move as the game prints it (and parses it): what a referee plays.
    #[serde(rename = "move")]
    pub best_move_text: Option<String>,
    /// The principal line, each move as the game prints it.
    pub principal_line: Vec<String>,
    /// Nodes visited, root and leaves included.
    pub nodes: u64,
    /// Leaves evaluated.
    pub leaves: u64,
    /// Nodes visited again after a speculative prune was undone.
    pub reexpansions: u64,
    /// Cut-offs by kind.
    pub cutoffs: CutoffReport,
    /// Subtrees searched as tasks of a parallel search (`--threads`), 0 on one thread; when
    /// not 0, the counts above depend on how the threads shared the work.
    pub parallel_tasks: u64,
    /// Nodes a transposition table's entry settled (`--tt-mb`); absent when none did.
    #[serde(skip_serializing_if = "is_zero")]
    pub table_hits: u64,
    /// False when a limit stopped the search (deepened: before the requested depth finished).
    pub complete: bool,
    /// Wall-clock time of the search.
    pub seconds: f64,
    /// The iterations of a deepened search (`--deepen`); absent otherwise. The fields above
    /// are then the deepest finished iteration's, with the counts summed over all of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deepening: Option<DeepeningReport>,
}

/// What iterative deepening did.
#[derive(Debug, Serialize)]
pub struct DeepeningReport {
    /// The deepest iteration that finished (`null` if not even depth 1 did).
    pub depth_reached: Option<u32>,
    /// Every iteration run, shallowest first; only the last can be stopped by a limit.
    pub iterations: Vec<IterationReport>,
}

/// One iteration of a deepened search.
#[derive(Debug, Serialize)]
pub struct IterationReport {
    /// The depth searched.
    pub depth: u32,
    /// Its root value.
    pub value: Vec<Value>,
    /// Its root move's index in generation order.
    pub best_move: Option<usize>,
    /// Its principal line: the order of the next iteration.
    pub principal_line: Vec<String>,
    /// Nodes visited by this iteration alone.
    pub nodes: u64,
    /// Leaves evaluated by this iteration alone.
    pub leaves: u64,
    /// Re-expansions of this iteration alone.
    pub reexpansions: u64,
    /// False when a limit stopped it.
    pub complete: bool,
}

/// [`Cutoffs`], serialisable.
#[derive(Debug, Serialize)]
pub struct CutoffReport {
    immediate: u64,
    shallow: u64,
    alpha_beta: u64,
    branch_and_bound: u64,
    last_branch: u64,
    speculative: u64,
}

impl From<Cutoffs> for CutoffReport {
    fn from(c: Cutoffs) -> Self {
        Self {
            immediate: c.immediate,
            shallow: c.shallow,
            alpha_beta: c.alpha_beta,
            branch_and_bound: c.branch_and_bound,
            last_branch: c.last_branch,
            speculative: c.speculative,
        }
    }
}

/// Whether a count is 0 (left out of the JSON).
fn is_zero(count: &u64) -> bool {
    *count == 0
}

/// The parts of a specialised or dynamic search result a report shows.
struct Found<'a, M, S> {
    value: &'a [S],
    best_move: Option<&'a M>,
    best_index: Option<usize>,
    principal_line: &'a [M],
    stats: Stats,
    complete: bool,
}

impl SearchReport {
    /// The report of `result`, found by `algorithm` on `position` in `elapsed`.
    pub fn new<M, S: Score, const N: usize>(
        algorithm: &'static str,
        position: Value,
        result: &SearchResult<M, S, N>,
        show_move: impl Fn(&M) -> String,
        elapsed: Duration,
    ) -> Self {
        let found = Found {
            value: &result.value,
            best_move: result.best_move.as_ref(),
            best_index: result.best_index,
            principal_line: &result.principal_line,
            stats: result.stats,
            complete: result.complete,
        };
        Self::from_found(algorithm, position, found, show_move, elapsed)
    }

    /// The report of an iterative-deepening search: its answer (the deepest finished
    /// iteration, counts summed) and every iteration.
    pub fn deepened<M, S: Score, const N: usize>(
        algorithm: &'static str,
        position: Value,
        deepening: &Deepening<M, S, N>,
        show_move: impl Fn(&M) -> String,
        elapsed: Duration,
    ) -> Self
    where
        M: Clone,
    {
        let iterations = deepening
            .iterations
            .iter()
            .map(|iteration| {
                let result = &iteration.result;
                IterationReport {
                    depth: iteration.depth,
                    value: result.value.iter().map(|&s| score_json(s)).collect(),
                    best_move: result.best_index,
                    principal_line: result.principal_line.iter().map(&show_move).collect(),
                    nodes: result.stats.nodes,
                    leaves: result.stats.leaves,
                    reexpansions: result.stats.reexpansions,
                    complete: result.complete,
                }
            })
            .collect();
        let depth_reached = deepening.depth_reached();
        let result = deepening.result();
        Self {
            deepening: Some(DeepeningReport {
                depth_reached,
                iterations,
            }),
            ..Self::new(algorithm, position, &result, show_move, elapsed)
        }
    }

    /// The report of a dynamic kernel's `result`.
    pub fn new_dynamic<M, S: Score>(
        algorithm: &'static str,
        position: Value,
        result: &DynSearchResult<M, S>,
        show_move: impl Fn(&M) -> String,
        elapsed: Duration,
    ) -> Self {
        let found = Found {
            value: &result.value,
            best_move: result.best_move.as_ref(),
            best_index: result.best_index,
            principal_line: &result.principal_line,
            stats: result.stats,
            complete: result.complete,
        };
        Self {
            dynamic: true,
            ..Self::from_found(algorithm, position, found, show_move, elapsed)
        }
    }

    fn from_found<M, S: Score>(
        algorithm: &'static str,
        position: Value,
        found: Found<'_, M, S>,
        show_move: impl Fn(&M) -> String,
        elapsed: Duration,
    ) -> Self {
        Self {
            algorithm,
            dynamic: false,
            position,
            value: found.value.iter().map(|&s| score_json(s)).collect(),
            own_value: found.value.iter().map(|&s| score_json(s)).collect(),
            best_move: found.best_index,
            best_move_text: found.best_move.map(&show_move),
            principal_line: found.principal_line.iter().map(show_move).collect(),
            nodes: found.stats.nodes,
            leaves: found.stats.leaves,
            reexpansions: found.stats.reexpansions,
            cutoffs: found.stats.cutoffs.into(),
            parallel_tasks: found.stats.parallel_tasks,
            table_hits: found.stats.table_hits,
            complete: found.complete,
            seconds: elapsed.as_secs_f64(),
            deepening: None,
        }
    }

    /// The same report with the root value in the game's own scores.
    pub fn in_own_scores<S: Score>(self, own: &[S]) -> Self {
        Self {
            own_value: own.iter().map(|&s| score_json(s)).collect(),
            ..self
        }
    }

    /// Prints the report: one JSON object, or a few lines of text.
    pub fn print(&self, json: bool, out: &mut impl Write) -> std::io::Result<()> {
        if json {
            serde_json::to_writer(&mut *out, self)?;
            return writeln!(out);
        }
        let numbers = |values: &[Value]| {
            values
                .iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let kernel = if self.dynamic { " (dynamic twin)" } else { "" };
        writeln!(out, "algorithm      {}{kernel}", self.algorithm)?;
        writeln!(out, "position       {}", self.position)?;
        if let Some(deepening) = &self.deepening {
            Self::print_iterations(deepening, out)?;
        }
        writeln!(out, "value          [{}]", numbers(&self.value))?;
        if self.own_value != self.value {
            writeln!(out, "in own scores  [{}]", numbers(&self.own_value))?;
        }
        match (&self.best_move_text, self.best_move) {
            (Some(text), Some(index)) => writeln!(
                out,
                "best move      {text} (root child {index} in generation order)"
            )?,
            _ => writeln!(out, "best move      none")?,
        }
        writeln!(out, "principal line {}", self.principal_line.join(" "))?;
        let all = if self.deepening.is_some() {
            " (all iterations)"
        } else {
            ""
        };
        writeln!(out, "nodes          {}{all}", self.nodes)?;
        writeln!(out, "leaves         {}", self.leaves)?;
        writeln!(out, "re-expansions  {}", self.reexpansions)?;
        writeln!(
            out,
            "cut-offs       {}",
            serde_json::to_string(&self.cutoffs).unwrap_or_default()
        )?;
        if self.parallel_tasks > 0 {
            writeln!(
                out,
                "parallel tasks {} (the counts depend on how the threads shared the work)",
                self.parallel_tasks
            )?;
        }
        if self.table_hits > 0 {
            writeln!(out, "table hits     {}", self.table_hits)?;
        }
        if !self.complete {
            match &self.deepening {
                Some(DeepeningReport {
                    depth_reached: Some(depth),
                    ..
                }) => writeln!(
                    out,
                    "complete       no: a limit stopped the search; the answer is depth {depth}'s"
                )?,
                _ => writeln!(out, "complete       no: a limit stopped the search")?,
            }
        }
        let rate = self.nodes as f64 / self.seconds.max(1e-9);
        writeln!(
            out,
            "time           {:.3} s ({:.2} M nodes/s)",
            self.seconds,
            rate / 1e6
        )
    }

    /// One line per iteration of a deepened search.
    fn print_iterations(deepening: &DeepeningReport, out: &mut impl Write) -> std::io::Result<()> {
        for iteration in &deepening.iterations {
            let depth = iteration.depth;
            if !iteration.complete {
                writeln!(
                    out,
                    "depth {depth:>2}       stopped by a limit after {} nodes",
                    iteration.nodes
                )?;
                continue;
            }
            let value = iteration
                .value
                .iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let best = iteration
                .best_move
                .map_or("none".to_owned(), |index| index.to_string());
            writeln!(
                out,
                "depth {depth:>2}       best move {best}, value [{value}], {} nodes, line {}",
                iteration.nodes,
                iteration.principal_line.join(" ")
            )?;
        }
        Ok(())
    }
}
