//! `maxn tree`: one search of a synthetic tree.

use std::time::Instant;

use maxn::Limits;
use maxn_games::synthetic::{Int, Model, Scale, Tree, TreeSpec, Unit};
use serde_json::json;

use crate::args::{ModelArg, ScoresArg, TreeArgs};
use crate::error::CliError;
use crate::report::SearchReport;

/// The `maxsum` of integer trees: divisible by every player count the command offers, so
/// uniform trees exist for all of them.
pub type IntScale = Int<60>;

/// Calls `$run::<$scale, N>($($arg),*)` with the player count `$players` as the const `N`.
macro_rules! with_players {
    ($players:expr, $run:ident::<$scale:ty>($($arg:expr),*)) => {
        match $players {
            2 => $run::<$scale, 2>($($arg),*),
            3 => $run::<$scale, 3>($($arg),*),
            4 => $run::<$scale, 4>($($arg),*),
            5 => $run::<$scale, 5>($($arg),*),
            6 => $run::<$scale, 6>($($arg),*),
            n => Err(CliError::Usage(format!("--players {n}: trees have 2 to 6 players"))),
        }
    };
}

/// Runs `maxn tree`.
pub fn run(args: &TreeArgs) -> Result<(), CliError> {
    let report = match args.scores {
        ScoresArg::Int => with_players!(args.players, search::<IntScale>(args)),
        ScoresArg::Float => with_players!(args.players, search::<Unit>(args)),
    }?;
    report.print(args.json, &mut std::io::stdout().lock())?;
    Ok(())
}

/// The tree `args` describe.
pub fn spec(args: &TreeArgs) -> TreeSpec {
    let model = match args.model {
        ModelArg::Random => Model::Random,
        ModelArg::Best => Model::Best,
        ModelArg::Uniform => Model::Uniform,
    };
    TreeSpec::new(args.branching.into(), args.depth, args.seed, model)
}

fn search<K: Scale, const N: usize>(args: &TreeArgs) -> Result<SearchReport, CliError> {
    let spec = spec(args);
    let root = Tree::<K, N>::root(&spec).map_err(|e| CliError::Usage(e.to_string()))?;
    let limits = Limits {
        depth: args.depth,
        nodes: args.node_limit,
        deadline: None,
    };
    let start = Instant::now();
    let result = args.algorithm.search(&root, limits);
    let elapsed = start.elapsed();
    let position = json!({
        "game": "tree",
        "players": N,
        "branching": spec.branching,
        "depth": spec.depth,
        "model": spec.model.name(),
        "scores": K::name(),
        "seed": spec.seed,
    });
    Ok(SearchReport::new(
        args.algorithm.name(),
        position,
        &result,
        u8::to_string,
        elapsed,
    ))
}
