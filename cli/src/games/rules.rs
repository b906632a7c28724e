//! `maxn search` under a decision rule: `--ties`, `--relative` and (Hearts)
//! `--seat-evaluations`, each refused with a usage error by the searchers it does not suit.

use std::time::Instant;

use maxn::{Evaluation, PerSeat, RelativeScore};
use maxn_lab::catalogue::OpenGame;
use maxn_lab::registry::{RuleError, search_without_maxsum};
use maxn_lab::report::SearchReport;
use serde_json::Value;

use super::args::SearchArgs;
use super::rule_args::{SeatEvaluation, TiesArg};
use crate::error::CliError;

/// The usage error for a rule a searcher refused, naming the flag.
fn rule_error(error: RuleError, args: &SearchArgs) -> CliError {
    let flag = match &error {
        RuleError::Ties { .. } => format!("--ties {}", args.rules.ties().name()),
        RuleError::NotConstantSum { .. } if args.rules.relative => "--relative".to_owned(),
        RuleError::NotConstantSum { .. } => "--seat-evaluations".to_owned(),
        RuleError::Unsupported(_) => format!("--algorithm {}", args.algorithm),
    };
    CliError::Usage(format!("{flag}: {error}"))
}

/// Searches `game` under the rules `args` asks for (the caller checked that it asks for
/// some): relative scores or the plain game, under the tie rule.
pub fn search<G: OpenGame<N>, const N: usize>(
    args: &SearchArgs,
    game: &G,
    described: Value,
    show: impl Fn(&G::Move) -> String,
) -> Result<SearchReport, CliError> {
    one_thread(args)?;
    if args.deepen {
        return Err(CliError::Usage(
            "--deepen: the decision rules (--ties, --relative, --seat-evaluations) search one depth"
                .to_owned(),
        ));
    }
    if let Some(seats) = &args.rules.seat_evaluations {
        return search_per_seat(args, game, seats, described, show);
    }
    let limits = args.limits()?;
    let ties = args.rules.ties();
    let start = Instant::now();
    let name = algorithm_name(args);
    if args.rules.relative {
        let relative = RelativeScore(game.clone());
        let result =
            search_without_maxsum(args.algorithm, ties, "relative scores", &relative, limits)
                .map_err(|e| rule_error(e, args))?;
        return Ok(SearchReport::new(
            name,
            described,
            &result,
            show,
            start.elapsed(),
        ));
    }
    let result = ties
        .search(args.algorithm, game, limits)
        .map_err(|e| rule_error(e, args))?;
    let own = result.own_value::<G>();
    Ok(SearchReport::new(name, described, &result, show, start.elapsed()).in_own_scores(&own))
}

/// `maxn search hearts --seat-evaluations ...`: each seat valued by its own evaluation, which
/// the game names ([`OpenGame::seat_evaluation`]).
fn search_per_seat<G: OpenGame<N>, const N: usize>(
    args: &SearchArgs,
    game: &G,
    seats: &[SeatEvaluation],
    described: Value,
    show: impl Fn(&G::Move) -> String,
) -> Result<SearchReport, CliError> {
    if seats.len() != N {
        return Err(CliError::Usage(format!(
            "--seat-evaluations: {} evaluations for {N} players; give one per player",
            seats.len()
        )));
    }
    let mut evaluations = Vec::with_capacity(N);
    for seat in seats {
        let Some(evaluation) = G::seat_evaluation(seat.evaluation()) else {
            return Err(CliError::Usage(format!(
                "--seat-evaluations: named evaluations exist for Hearts only, not {}",
                args.position.game.name()
            )));
        };
        evaluations.push(evaluation);
    }
    let evaluations: [Evaluation<G, N>; N] = std::array::from_fn(|seat| evaluations[seat]);
    let mixed = PerSeat::new(game.clone(), evaluations);
    let start = Instant::now();
    let result = search_without_maxsum(
        args.algorithm,
        args.rules.ties(),
        "per-seat evaluations",
        &mixed,
        args.limits()?,
    )
    .map_err(|e| rule_error(e, args))?;
    let own = result.own_value::<G>();
    let report = SearchReport::new(
        algorithm_name(args),
        described,
        &result,
        show,
        start.elapsed(),
    );
    Ok(report.in_own_scores(&own))
}

/// The decision rules search on one thread: `--threads` with them is a usage error rather than
/// silently ignored.
fn one_thread(args: &SearchArgs) -> Result<(), CliError> {
    if args.threads == 1 {
        return Ok(());
    }
    Err(CliError::Usage(format!(
        "--threads {}: the decision rules (ties, relative scores, per-seat evaluations) search \
         on one thread only",
        args.threads
    )))
}

/// The report's algorithm name: the registry's name with the tie rule when not left.
fn algorithm_name(args: &SearchArgs) -> &'static str {
    match (args.rules.ties, args.algorithm.name()) {
        (TiesArg::Pessimistic, "maxn") => "maxn-pessimistic",
        (TiesArg::Pessimistic, "paranoid") => "paranoid-pessimistic",
        (TiesArg::Random, "maxn") => "maxn-random",
        (TiesArg::Random, "paranoid") => "paranoid-random",
        (_, name) => name,
    }
}
