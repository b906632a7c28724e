//! `maxn tree`: one search of a synthetic tree.

use std::io::Write;
use std::marker::PhantomData;
use std::time::Instant;

use maxn::Limits;
use maxn_games::synthetic::{DynTree, Model, Scale, SpecError, Tree, TreeSpec, Unit};
use maxn_lab::experiments::trees::IntScale;
use maxn_lab::registry::{ForPlayers, with_players};
use maxn_lab::report::SearchReport;
use maxn_lab::tree_size::{BestFix, DAY_OF_NODES, TreeSize, best_fix, check_size};
use serde_json::json;

use crate::args::{ModelArg, ScoresArg, TreeArgs};
use crate::error::CliError;

/// Runs `maxn tree`.
pub fn run(args: &TreeArgs) -> Result<(), CliError> {
    check_tree_size(args)?;
    args.memory.check_threads(args.threads)?;
    if args.dynamic && args.memory.any() {
        return Err(CliError::Usage(format!(
            "{}: the dynamic twins (--dynamic) take no transposition table or move ordering",
            args.memory.flags()
        )));
    }
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

/// Refuses a plain max^n search that must visit more than a day's nodes, and warns before
/// any other such search, unless a node limit bounds the work ([`check_size`]).
fn check_tree_size(args: &TreeArgs) -> Result<(), CliError> {
    let size = |nodes: f64| {
        format!(
            "--branching {} --depth {}: the tree has about {nodes:.1e} nodes",
            args.branching, args.depth
        )
    };
    match check_size(&spec(args), args.algorithm, args.node_limit) {
        TreeSize::Fits => Ok(()),
        TreeSize::TooLarge { nodes } => Err(CliError::Usage(format!(
            "{}, and max^n visits every one: more than the {DAY_OF_NODES:.0e} it can visit in \
             a day; lower --depth or --branching, or bound the work with --node-limit",
            size(nodes)
        ))),
        TreeSize::MayNotFinish { nodes } => {
            let _ = writeln!(
                std::io::stderr(),
                "maxn: warning: {}; {} visits a part of them that may still not finish in a day \
                 ({DAY_OF_NODES:.0e} nodes); --node-limit bounds the work",
                size(nodes),
                args.algorithm.name()
            );
            Ok(())
        }
    }
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
        let root = Tree::<K, N>::root(&spec).map_err(|e| spec_error(&e))?;
        let mut position = describe::<K>(&spec, N);
        args.memory.describe(&mut position);
        let name = args.algorithm.name();
        let mut memory = args.memory.memory::<u8, K::Score, N>()?;
        let start = Instant::now();
        if args.deepen {
            let deepening = crate::memory::deepen(
                args.algorithm,
                &root,
                limits(args),
                args.threads,
                &mut memory,
            )
            .map_err(|e| CliError::search(e, "tree", args.threads))?;
            let elapsed = start.elapsed();
            return Ok(SearchReport::deepened(
                name,
                position,
                &deepening,
                u8::to_string,
                elapsed,
            ));
        }
        let result = crate::memory::search(
            args.algorithm,
            &root,
            limits(args),
            args.threads,
            &mut memory,
        )
        .map_err(|e| CliError::search(e, "tree", args.threads))?;
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
    let root = DynTree::<K>::root(&spec, players).map_err(|e| spec_error(&e))?;
    let start = Instant::now();
    let result = args
        .algorithm
        .search_dynamic(&root, limits(args))
        .map_err(|error| CliError::Usage(format!("--dynamic: {error}")))?;
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

/// A tree that cannot be built, as a usage error naming the flags that would fix it.
fn spec_error(error: &SpecError) -> CliError {
    match *error {
        SpecError::BestTooCoarse { players, depth, .. } => {
            let fix = match best_fix(players, depth) {
                BestFix::Float => "use `--scores float`".to_string(),
                BestFix::Shallower { int, float } => format!(
                    "use --depth {int} or less, or `--scores float` with --depth {float} or less"
                ),
                BestFix::Smaller => "use a smaller --depth".to_string(),
            };
            CliError::Usage(format!(
                "--model best --players {players} --depth {depth}: every player must keep a \
                 positive share down to the leaves, which needs {players} x {}^{} score steps, \
                 more than this scale holds; {fix}",
                players - 1,
                depth.saturating_sub(1)
            ))
        }
        _ => CliError::Usage(error.to_string()),
    }
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

#[cfg(test)]
mod tests {
    use maxn_games::synthetic::best_steps_needed;

    use super::*;

    #[test]
    fn a_best_tree_too_fine_for_its_scale_names_the_flags() {
        let error = |players, depth| {
            spec_error(&SpecError::BestTooCoarse {
                players,
                depth,
                needed: best_steps_needed(players, depth),
                steps: IntScale::steps(),
            })
            .to_string()
        };
        // 3 players to depth 19 need 3 x 2^18 = 786432 steps: over 720720, under 2^53.
        assert!(
            error(3, 20).ends_with("use `--scores float`"),
            "{}",
            error(3, 20)
        );
        let far = error(3, 64);
        assert!(far.contains("3 x 2^63"), "{far}");
        assert!(
            far.ends_with("use --depth 18 or less, or `--scores float` with --depth 52 or less"),
            "{far}"
        );
        assert!(!far.contains("18446744073709551615"));
    }
}
