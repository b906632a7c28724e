//! `maxn tree`: one search of a synthetic tree.

use std::time::Instant;

use maxn::Limits;
use maxn_games::synthetic::{DynTree, Int, Model, Scale, Tree, TreeSpec, Unit};
use serde_json::json;

use crate::args::{ModelArg, ScoresArg, TreeArgs};
use crate::error::CliError;
use crate::report::SearchReport;

/// The `maxsum` of integer trees: 720720 = lcm(1..=16) is divisible by every player count the
/// command offers, so uniform trees exist for all of them, and fine enough for best-case trees
/// of 3 players to depth 19 and 6 players to depth 8 (they need `n (n-1)^(d-1)` steps).
pub type IntScale = Int<720_720>;

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
    let report = match (args.scores, args.dynamic) {
        (ScoresArg::Int, false) => with_players!(args.players, search::<IntScale>(args)),
        (ScoresArg::Float, false) => with_players!(args.players, search::<Unit>(args)),
        (ScoresArg::Int, true) => search_dynamic::<IntScale>(args),
        (ScoresArg::Float, true) => search_dynamic::<Unit>(args),
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
    let position = describe::<K>(&spec, N);
    let name = args.algorithm.name();
    let start = Instant::now();
    if args.deepen {
        let deepening = args.algorithm.deepen(&root, limits(args))?;
        let elapsed = start.elapsed();
        return Ok(SearchReport::deepened(
            name,
            position,
            &deepening,
            u8::to_string,
            elapsed,
        ));
    }
    let result = args.algorithm.search(&root, limits(args))?;
    let elapsed = start.elapsed();
    Ok(SearchReport::new(
        name,
        position,
        &result,
        u8::to_string,
        elapsed,
    ))
}

fn search_dynamic<K: Scale>(args: &TreeArgs) -> Result<SearchReport, CliError> {
    let spec = spec(args);
    let players = args.players.into();
    let root = DynTree::<K>::root(&spec, players).map_err(|e| CliError::Usage(e.to_string()))?;
    let start = Instant::now();
    let result = args.algorithm.search_dynamic(&root, limits(args));
    let elapsed = start.elapsed();
    let position = describe::<K>(&spec, players);
    let name = args.algorithm.name();
    Ok(SearchReport::new_dynamic(
        name,
        position,
        &result,
        u8::to_string,
        elapsed,
    ))
}

fn limits(args: &TreeArgs) -> Limits {
    Limits {
        depth: args.depth,
        nodes: args.node_limit,
        deadline: None,
    }
}

/// The tree, as reports describe it.
fn describe<K: Scale>(spec: &TreeSpec, players: usize) -> serde_json::Value {
    json!({
        "game": "tree",
        "players": players,
        "branching": spec.branching,
        "depth": spec.depth,
        "model": spec.model.name(),
        "scores": K::name(),
        "seed": spec.seed,
    })
}
