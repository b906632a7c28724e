//! `perft` and `search` on a built-in game: the flags made into the catalogue's
//! [`GameChoice`], and the work done on the typed game it hands back.

use std::time::Instant;

use clap::ValueEnum;

use maxn_lab::catalogue::{CatalogueError, GameChoice, GameOptions, OpenGame, Start, StartError};
use maxn_lab::dispatch::{GameJob, with_game};
use maxn_lab::report::SearchReport;
use serde_json::json;

use super::args::{PositionArgs, SearchArgs};
use crate::error::{CliError, catalogue_error};
use maxn_games::cards::DealError;

/// The game `args` name, with `options`; the flags that do not fit the game refused.
fn choice(args: &PositionArgs, options: GameOptions) -> Result<GameChoice<'_>, CliError> {
    let start = if args.game.is_card_game() {
        if args.position.is_some() {
            return Err(CliError::Usage(
                "--position is for Chinese Checkers; a card game takes --deal or --seed".to_owned(),
            ));
        }
        if args.win_rule.is_some() {
            return Err(CliError::Usage(
                "--win-rule is for Chinese Checkers".to_owned(),
            ));
        }
        match &args.deal {
            Some(text) => Start::Text(text),
            None => Start::Seed(args.seed.unwrap_or(0)),
        }
    } else {
        if args.deal.is_some() || args.seed.is_some() || args.no_grouping {
            return Err(CliError::Usage(
                "--deal, --seed and --no-grouping are for card games; Chinese Checkers takes \
                 --position"
                    .to_owned(),
            ));
        }
        match &args.position {
            Some(text) => Start::Text(text),
            None => Start::Initial,
        }
    };
    let options = GameOptions {
        grouping: !args.no_grouping,
        win_rule: args.win_rule.unwrap_or_default(),
        ..options
    };
    Ok(GameChoice {
        game: args.game,
        players: args.players,
        start,
        options,
    })
}

/// Runs `job` on the game `args` name, each error naming its flag.
pub(super) fn run_on<J: GameJob>(
    args: &PositionArgs,
    options: GameOptions,
    job: J,
) -> Result<J::Output, CliError> {
    let choice = choice(args, options)?;
    with_game(&choice, job).map_err(|error| {
        // Hearts has a player count a deal of the other cannot imply: say which flag to add.
        let hint = match &error {
            CatalogueError::Start {
                error: StartError::Deal(DealError::HandCount { found, .. }),
                ..
            } if args.game.players().contains(found) && args.players.is_none() => {
                format!("; for {found}-player {} add `--players {found}`", args.game)
            }
            _ => String::new(),
        };
        match catalogue_error(error) {
            CliError::Usage(message) => CliError::Usage(message + &hint),
            other => other,
        }
    })
}

/// Perft at `depth` (cards played; Chinese Checkers: turns).
pub fn perft(args: &PositionArgs, depth: u32) -> Result<u64, CliError> {
    struct Perft(u32);
    impl GameJob for Perft {
        type Output = u64;
        fn open<G: OpenGame<N>, const N: usize>(self, game: G) -> Result<u64, CatalogueError> {
            Ok(game.perft(self.0))
        }
    }
    run_on(args, GameOptions::default(), Perft(depth))
}

/// One search.
pub fn search(args: &SearchArgs) -> Result<SearchReport, CliError> {
    let card_game = args.position.game.is_card_game();
    if args.top_k.is_some() && card_game {
        return Err(CliError::Usage(
            "--top-k is for Chinese Checkers".to_owned(),
        ));
    }
    if args.evaluation.is_some() && !card_game {
        return Err(CliError::Usage(
            "--evaluation is for the card games".to_owned(),
        ));
    }
    if args.evaluation.is_some() && args.rules.seat_evaluations.is_some() {
        return Err(CliError::Usage(
            "--evaluation and --seat-evaluations: give each seat's evaluation with \
             --seat-evaluations alone"
                .to_owned(),
        ));
    }
    let options = GameOptions {
        evaluation: args.evaluation.map(|e| e.evaluation()),
        top_k: args.top_k,
        ..GameOptions::default()
    };
    run_on(&args.position, options, Search(args))?
}

/// `maxn search` on the typed game.
struct Search<'a>(&'a SearchArgs);

impl GameJob for Search<'_> {
    type Output = Result<SearchReport, CliError>;

    fn open<G: OpenGame<N>, const N: usize>(self, game: G) -> Result<Self::Output, CatalogueError> {
        Ok(self.search(game))
    }
}

impl Search<'_> {
    fn search<G: OpenGame<N>, const N: usize>(self, game: G) -> Result<SearchReport, CliError> {
        let args = self.0;
        let described = describe(args, &game);
        let show = |m: &G::Move| m.to_string();
        if args.rules.any() {
            return super::rules::search(args, &game, described, show);
        }
        let start = Instant::now();
        let limits = args.limits()?;
        let name = args.algorithm.name();
        let game_name = args.position.game.name();
        let mut memory = args.memory.memory::<G::Move, G::Score, N>()?;
        if args.deepen {
            let deepening =
                crate::memory::deepen(args.algorithm, &game, limits, args.threads, &mut memory)
                    .map_err(|e| CliError::search(e, game_name, args.threads))?;
            let elapsed = start.elapsed();
            let own = deepening.result().own_value::<G>();
            let report = SearchReport::deepened(name, described, &deepening, show, elapsed);
            return Ok(report.in_own_scores(&own));
        }
        let result =
            crate::memory::search(args.algorithm, &game, limits, args.threads, &mut memory)
                .map_err(|e| CliError::search(e, game_name, args.threads))?;
        let elapsed = start.elapsed();
        let report = SearchReport::new(name, described, &result, show, elapsed);
        Ok(report.in_own_scores(&result.own_value::<G>()))
    }
}

/// The searched position, as reports describe it: a card game's deal and evaluation, a
/// Chinese Checkers position.
fn describe<G: OpenGame<N>, const N: usize>(args: &SearchArgs, game: &G) -> serde_json::Value {
    let position = &args.position;
    let mut described = if position.game.is_card_game() {
        json!({
            "game": position.game.name(),
            "players": N,
            "deal": position.deal,
            "seed": position.deal.is_none().then(|| position.seed.unwrap_or(0)),
            "grouping": !position.no_grouping,
            "evaluation": evaluation_label(args),
            "depth": args.depth,
            "threads": args.threads,
        })
    } else {
        json!({
            "game": position.game.name(),
            "players": N,
            "position": game.position_text(),
            "top_k": args.top_k,
            "depth": args.depth,
            "threads": args.threads,
        })
    };
    // Named only when chosen, so that the default's reports are unchanged.
    if let Some(rule) = position.win_rule {
        described["win_rule"] = json!(rule.name());
    }
    args.memory.describe(&mut described);
    described
}

/// The evaluation a report names: each seat's (`--seat-evaluations`, comma-separated) where
/// they were given, since they replace the game's, else `--evaluation` or the game's default.
fn evaluation_label(args: &SearchArgs) -> String {
    if let Some(seats) = &args.rules.seat_evaluations {
        return seats
            .iter()
            .filter_map(|seat| seat.to_possible_value())
            .map(|value| value.get_name().to_owned())
            .collect::<Vec<_>>()
            .join(",");
    }
    args.evaluation
        .map(|e| e.evaluation())
        .or(args.position.game.default_evaluation())
        .map_or("", |evaluation| evaluation.name())
        .to_owned()
}
