//! The arguments of `maxn tree`, and the parsers of names every command shares.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use maxn_lab::catalogue::GameName;
use maxn_lab::experiments::trees::Scores;
use maxn_lab::registry::Algorithm;

/// `maxn tree`.
#[derive(Debug, Args)]
pub struct TreeArgs {
    /// Number of players.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// Children of every interior node.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=64))]
    pub branching: u8,
    /// Depth of the leaves (plies below the root).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    /// How leaf values are chosen.
    #[arg(long, value_enum, default_value_t = ModelArg::Random)]
    pub model: ModelArg,
    /// Score type: integers summing to 720720, or floats summing to 1.
    #[arg(long, value_enum, default_value_t = ScoresArg::Int)]
    pub scores: ScoresArg,
    /// Seed of the tree.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The search algorithm.
    #[arg(long, default_value_t = Algorithm::Maxn, value_parser = algorithm_parser())]
    pub algorithm: Algorithm,
    /// Search with the dynamic twin of the kernel (player count and bounds read at run time).
    #[arg(long)]
    pub dynamic: bool,
    /// Iterative deepening: search depth 1, 2, ... up to --depth, each iteration trying the
    /// previous one's best line first, and print every iteration.
    #[arg(long, conflicts_with = "dynamic")]
    pub deepen: bool,
    /// Stop after visiting this many nodes.
    #[arg(long, value_name = "K")]
    pub node_limit: Option<u64>,
    /// Search on T threads (0: one per core): maxn, speculative and paranoid, which answer as
    /// on one thread (the node counts of the pruning ones vary from run to run).
    #[arg(
        long,
        value_name = "T",
        default_value_t = 1,
        conflicts_with = "dynamic"
    )]
    pub threads: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// The transposition table and move ordering (a tree has no transpositions: the table
    /// orders the moves, and carries best moves across --deepen's iterations).
    #[command(flatten)]
    pub memory: crate::memory::MemoryArgs,
}

/// Leaf models of synthetic trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModelArg {
    /// Korf's average case: leaf tuples from n-1 uniform cuts of [0, maxsum].
    Random,
    /// Perfectly ordered for shallow pruning (Korf's best case).
    Best,
    /// Every leaf [k; n] with maxsum = n k.
    Uniform,
}

/// Score types of synthetic trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ScoresArg {
    /// Integers summing to 720720 (divisible by every player count 2..=6).
    Int,
    /// Floats summing to 1.
    Float,
}

/// Parses an algorithm's name through the registry: `--help` lists every name with its summary,
/// and a bad name is a usage error (exit code 2) listing the valid ones.
pub fn algorithm_parser() -> impl TypedValueParser<Value = Algorithm> {
    let names = Algorithm::ALL
        .iter()
        .map(|a| PossibleValue::new(a.name()).help(a.summary()));
    PossibleValuesParser::new(names).try_map(|name| name.parse::<Algorithm>())
}

/// Parses a game's name through the catalogue, among `games`: `--help` lists each with its
/// summary, and a bad name is a usage error (exit code 2) listing the valid ones.
pub fn game_parser(games: &'static [GameName]) -> impl TypedValueParser<Value = GameName> {
    let names = games
        .iter()
        .map(|game| PossibleValue::new(game.name()).help(game.summary()));
    PossibleValuesParser::new(names).try_map(move |name| GameName::parse_among(&name, games))
}

impl From<ScoresArg> for Scores {
    fn from(scores: ScoresArg) -> Self {
        match scores {
            ScoresArg::Int => Scores::Int,
            ScoresArg::Float => Scores::Float,
        }
    }
}

/// The most threads `--threads` takes: 1,024 (each thread of the pool is made before the
/// search; more than the cores gains nothing).
pub const MOST_THREADS: u64 = 1_024;

/// `--threads`: 0 (one per core) to [`MOST_THREADS`].
pub fn threads_parser() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MOST_THREADS)
}
