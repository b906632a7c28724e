//! What an MCTS agent is told: the exploration constant, how far playouts go, how many root
//! trees, an optional iteration budget and the seed, each checked when set.

use std::fmt;

use serde::Serialize;

/// How far a playout goes from the position a tree iteration adds (in JSON: `"to-end"` or
/// `{"depth": plies}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Playout {
    /// Uniformly random moves until the game is over (its outcome is the value). A playout
    /// still running after [`PLAYOUT_CAP`](Self::PLAYOUT_CAP) plies (random play in Chinese
    /// Checkers can wander for thousands) is evaluated where it stands, like a depth limit.
    ToEnd,
    /// At most this many uniformly random moves, then the game's evaluation (the outcome, if
    /// the game ended first). 0 evaluates the added position itself.
    Depth(u32),
}

impl Playout {
    /// The most plies a playout [to the end](Playout::ToEnd) plays before it is evaluated.
    pub const PLAYOUT_CAP: u32 = 1_000;

    /// A playout of `plies` random moves, 0 to [`PLAYOUT_CAP`](Self::PLAYOUT_CAP) (longer
    /// is [`ToEnd`](Self::ToEnd)'s cap anyway).
    pub fn depth(plies: u32) -> Result<Playout, MctsError> {
        if plies > Self::PLAYOUT_CAP {
            return Err(MctsError::LongPlayout(plies));
        }
        Ok(Playout::Depth(plies))
    }

    /// The most random moves a playout plays.
    pub const fn plies(self) -> u32 {
        match self {
            Playout::ToEnd => Self::PLAYOUT_CAP,
            Playout::Depth(depth) => depth,
        }
    }
}

impl fmt::Display for Playout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Playout::ToEnd => f.write_str("end"),
            Playout::Depth(depth) => write!(f, "{depth}"),
        }
    }
}

/// The options of an MCTS agent, checked when set (the node and time budget are the agent's
/// [`Budget`](crate::Budget), the same as every search agent's).
///
/// ```
/// use maxn_play::agent::mcts::{MctsError, MctsOptions, Playout};
///
/// let options = MctsOptions::default()
///     .with_exploration(1.0)?
///     .with_playout(Playout::ToEnd)
///     .with_trees(4)?
///     .with_iterations(10_000)?;
/// assert_eq!(options.trees(), 4);
/// assert_eq!(MctsOptions::default().with_exploration(-0.5), Err(MctsError::Exploration(-0.5)));
/// assert_eq!(MctsOptions::default().with_trees(0), Err(MctsError::ZeroTrees));
/// assert_eq!(MctsOptions::default().with_iterations(0), Err(MctsError::ZeroIterations));
/// # Ok::<(), MctsError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MctsOptions {
    exploration: f64,
    playout: Playout,
    trees: usize,
    iterations: Option<u64>,
    seed: u64,
}

impl MctsOptions {
    /// The exploration constant by default: 0.7, about half of UCB1's `sqrt 2` for rewards in
    /// `[0, 1]`. A game whose moves change the rewards by little wants far less: in Chinese
    /// Checkers a move changes a player's reward by about 0.01, and 0.01 played far better at
    /// 20,000 positions a move (the measurements in docs/results/mcts.md).
    pub const DEFAULT_EXPLORATION: f64 = 0.7;
    /// The playout by default: 10 random plies, then the evaluation. Long enough for a few
    /// moves of every player at 3 to 6 players; short enough that the evaluation, rather
    /// than random play, decides (random play in Chinese Checkers rarely finishes a game).
    pub const DEFAULT_PLAYOUT: Playout = Playout::Depth(10);
    /// The largest exploration constant: 100, far past pure exploration for rewards in
    /// `[0, 1]` (UCB1's is `sqrt 2`).
    pub const MOST_EXPLORATION: f64 = 100.0;
    /// The most root trees: 1,024. Each tree is allocated when the agent is made, whatever
    /// the budget, so the bound keeps that memory small (a tree with no share of the node
    /// budget searches nothing); root parallelism gains nothing past a few trees per core.
    pub const MOST_TREES: usize = 1_024;

    /// The same options with exploration constant `c` (the `c` of UCT's
    /// `mean + c sqrt(ln parent visits / child visits)`); from 0 (greedy) to
    /// [`MOST_EXPLORATION`](Self::MOST_EXPLORATION).
    pub fn with_exploration(self, c: f64) -> Result<Self, MctsError> {
        if !(0.0..=Self::MOST_EXPLORATION).contains(&c) {
            return Err(MctsError::Exploration(c));
        }
        Ok(Self {
            exploration: c,
            ..self
        })
    }

    /// The same options with playouts as `playout` says.
    pub fn with_playout(self, playout: Playout) -> Self {
        Self { playout, ..self }
    }

    /// The same options with `trees` independent root trees (root parallelism), 1 to
    /// [`MOST_TREES`](Self::MOST_TREES). The budget is shared between them.
    pub fn with_trees(self, trees: usize) -> Result<Self, MctsError> {
        if trees == 0 {
            return Err(MctsError::ZeroTrees);
        }
        if trees > Self::MOST_TREES {
            return Err(MctsError::TooManyTrees(trees));
        }
        Ok(Self { trees, ..self })
    }

    /// The same options with at most `iterations` iterations per move over all trees (besides
    /// the node budget), at least 1.
    pub fn with_iterations(self, iterations: u64) -> Result<Self, MctsError> {
        if iterations == 0 {
            return Err(MctsError::ZeroIterations);
        }
        Ok(Self {
            iterations: Some(iterations),
            ..self
        })
    }

    /// The same options with random numbers drawn from `seed`.
    pub fn with_seed(self, seed: u64) -> Self {
        Self { seed, ..self }
    }

    /// The exploration constant.
    pub fn exploration(&self) -> f64 {
        self.exploration
    }

    /// How far playouts go.
    pub fn playout(&self) -> Playout {
        self.playout
    }

    /// The number of root trees.
    pub fn trees(&self) -> usize {
        self.trees
    }

    /// The most iterations per move over all trees, if limited.
    pub fn iterations(&self) -> Option<u64> {
        self.iterations
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }
}

impl fmt::Display for MctsOptions {
    /// As a report's header says it: `exploration 0.7, playouts of 10 plies, 1 tree, seed 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exploration {}, ", self.exploration)?;
        match self.playout {
            Playout::ToEnd => f.write_str("playouts to the end")?,
            Playout::Depth(plies) => write!(f, "playouts of {plies} plies")?,
        }
        let trees = if self.trees == 1 { "tree" } else { "trees" };
        write!(f, ", {} {trees}", self.trees)?;
        if let Some(iterations) = self.iterations {
            write!(f, ", {iterations} iterations per move")?;
        }
        write!(f, ", seed {}", self.seed)
    }
}

impl Default for MctsOptions {
    /// Exploration [`DEFAULT_EXPLORATION`](Self::DEFAULT_EXPLORATION), playouts
    /// [`DEFAULT_PLAYOUT`](Self::DEFAULT_PLAYOUT), one tree, no iteration limit, seed 0.
    fn default() -> Self {
        Self {
            exploration: Self::DEFAULT_EXPLORATION,
            playout: Self::DEFAULT_PLAYOUT,
            trees: 1,
            iterations: None,
            seed: 0,
        }
    }
}

/// Why MCTS options are invalid.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
pub enum MctsError {
    /// The exploration constant is negative or not a finite number.
    #[error("the exploration constant must be a number from 0 to 100, not {0}")]
    Exploration(f64),
    /// No root tree would search nothing.
    #[error("MCTS needs at least 1 root tree")]
    ZeroTrees,
    /// A playout longer than [`Playout::PLAYOUT_CAP`].
    #[error("a playout plays at most 1000 plies (or `end`), not {0}")]
    LongPlayout(u32),
    /// More root trees than [`MctsOptions::MOST_TREES`].
    #[error("at most 1024 root trees, not {0}")]
    TooManyTrees(usize),
    /// An iteration limit of 0 would search nothing.
    #[error("the iteration limit must be at least 1")]
    ZeroIterations,
}
