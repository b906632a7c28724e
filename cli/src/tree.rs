//! `maxn tree`: one search of a synthetic tree.

use std::marker::PhantomData;
use std::time::Instant;

use maxn::Limits;
use maxn_games::synthetic::{DynTree, Model, Scale, Tree, TreeSpec, Unit};
use maxn_lab::experiments::trees::IntScale;
use maxn_lab::registry::{ForPlayers, with_players};
use maxn_lab::report::SearchReport;
use serde_json::json;

use crate::args::{ModelArg, ScoresArg, TreeArgs};
use crate::error::CliError;

/// Runs `maxn tree`.
pub fn run(args: &TreeArgs) -> Result<(), CliError> {
    let players = usize::from(args.players);
    let report = match (args.scores, args.dynamic) {
        (ScoresArg::Int, false) => with_players(players, Search::<IntScale>::new(args)),
        (ScoresArg::Float, false) => with_players(players, Search::<Unit>::new(args)),
        (ScoresArg::Int, true) => Ok(search_dynamic::<IntScale>(args)),
        (ScoresArg::Float, true) => Ok(search_dynamic::<Unit>(args)),
    }
    .map_err(|_| CliError::Usage(format!("--players {players}: trees have 2 to 6 players")))??;
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

/// One search of the tree `args` describe, with scores `K`, for `N` players.
struct Search<'a, K> {
    args: &'a TreeArgs,
    scale: PhantomData<K>,
}

impl<'a, K> Search<'a, K> {
    fn new(args: &'a TreeArgs) -> Self {
        Self {
            args,
            scale: PhantomData,
        }
    }
}

impl<K: Scale> ForPlayers for Search<'_, K> {
    type Output = Result<SearchReport, CliError>;

    fn run<const N: usize>(self) -> Self::Output {
        let args = self.args;
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
