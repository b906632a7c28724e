//! The card games on the command line: Sergeant Major, Hearts and Spades, searched
//! double-dummy from a PBN deal or a seeded random deal.

use std::time::Instant;

use clap::ValueEnum;
use maxn::{Limits, PositionHash};
use maxn_games::cards::{CardGame, DealError, fast_perft};
use maxn_lab::games::cards::{
    CardEvaluation, CardGameError, CardGameName, CardJob, DealSource, with_card_game_valued,
};
use maxn_lab::registry::Searchable;
use maxn_lab::report::SearchReport;
use serde_json::json;

use super::{PositionArgs, SearchArgs};
use crate::error::CliError;
use maxn_lab::catalogue::GameName;

/// Builds the game `args` name, valued by `evaluation` (`None`: the game's default), and runs
/// `job` on it.
fn with_game<J: CardJob>(
    args: &PositionArgs,
    evaluation: Option<CardEvaluation>,
    job: J,
) -> Result<J::Output, CliError> {
    if args.position.is_some() {
        return Err(CliError::Usage(
            "--position is for Chinese Checkers; a card game takes --deal or --seed".to_owned(),
        ));
    }
    let game = card_game(args.game);
    let deal = match &args.deal {
        Some(text) => DealSource::Pbn(text),
        None => DealSource::Seed(args.seed.unwrap_or(0)),
    };
    let grouping = !args.no_grouping;
    with_card_game_valued(game, args.players, deal, grouping, evaluation, job).map_err(
        |e| match e {
            CardGameError::Players(error) => CliError::Usage(format!(
                "--players {}: {error}",
                error.players_asked().unwrap_or_default()
            )),
            CardGameError::Deal(error) => {
                // Hearts has a 3-player variant, chosen by a flag the deal cannot imply.
                let hint = match error {
                    DealError::HandCount {
                        expected: 4,
                        found: 3,
                    } if game == CardGameName::Hearts && args.players.is_none() => {
                        "; for 3-player Hearts add `--players 3`"
                    }
                    _ => "",
                };
                CliError::Usage(format!("--deal: {error}{hint}"))
            }
            CardGameError::Evaluation { .. } => CliError::Usage(format!("--evaluation: {e}")),
        },
    )
}

/// The card game `game` names.
fn card_game(game: GameName) -> CardGameName {
    game.card_game()
        .expect("the card games' commands are given only the open card games")
}

/// Perft at `depth` (cards played).
pub fn perft(args: &PositionArgs, depth: u32) -> Result<u64, CliError> {
    struct Perft(u32);
    impl CardJob for Perft {
        type Output = u64;
        fn run<G: CardGame<N> + Searchable<N> + PositionHash<N>, const N: usize>(
            self,
            game: G,
        ) -> u64 {
            fast_perft(&game, self.0).last().copied().unwrap_or(0)
        }
    }
    with_game(args, None, Perft(depth))
}

/// One search.
pub fn search(args: &SearchArgs) -> Result<SearchReport, CliError> {
    if args.top_k.is_some() {
        return Err(CliError::Usage(
            "--top-k is for Chinese Checkers".to_owned(),
        ));
    }
    let evaluation = args.evaluation.map(|e| e.evaluation());
    if evaluation.is_some() && args.rules.seat_evaluations.is_some() {
        return Err(CliError::Usage(
            "--evaluation and --seat-evaluations: give each seat's evaluation with \
             --seat-evaluations alone"
                .to_owned(),
        ));
    }
    if let Some(evaluations) = super::rules::hearts_per_seat(args) {
        let players = args.position.players.unwrap_or(4);
        let described = describe(args, players);
        return match players {
            3 => super::rules::search_hearts_per_seat::<3>(args, evaluations, described),
            4 => super::rules::search_hearts_per_seat::<4>(args, evaluations, described),
            _ => Err(CliError::Usage(format!(
                "--players {players}: Hearts is played by 3 or 4 players"
            ))),
        };
    }
    struct Search<'a>(&'a SearchArgs);
    impl CardJob for Search<'_> {
        type Output = Result<SearchReport, CliError>;
        fn run<G: CardGame<N> + Searchable<N> + PositionHash<N>, const N: usize>(
            self,
            game: G,
        ) -> Result<SearchReport, CliError> {
            let args = self.0;
            let limits = Limits {
                depth: args.depth,
                nodes: args.node_limit,
                deadline: None,
            };
            let start = Instant::now();
            let name = args.algorithm.name();
            let show = |c: &_| format!("{c}");
            if args.rules.any() {
                return super::rules::search(args, &game, describe(args, N), show);
            }
            let game_name = args.position.game.name();
            let mut memory = args.memory.memory::<G::Move, G::Score, N>()?;
            if args.deepen {
                let deepening =
                    crate::memory::deepen(args.algorithm, &game, limits, args.threads, &mut memory)
                        .map_err(|e| CliError::search(e, game_name, args.threads))?;
                let elapsed = start.elapsed();
                let own = deepening.result().own_value::<G>();
                let report =
                    SearchReport::deepened(name, describe(args, N), &deepening, show, elapsed);
                return Ok(report.in_own_scores(&own));
            }
            let result =
                crate::memory::search(args.algorithm, &game, limits, args.threads, &mut memory)
                    .map_err(|e| CliError::search(e, game_name, args.threads))?;
            let elapsed = start.elapsed();
            let report = SearchReport::new(name, describe(args, N), &result, show, elapsed);
            Ok(report.in_own_scores(&result.own_value::<G>()))
        }
    }
    with_game(&args.position, evaluation, Search(args))?
}

/// The evaluation a report names: each seat's (`--seat-evaluations`, comma-separated) where
/// they were given, since they replace the game's, else `--evaluation` or the game's default.
fn evaluation_label(args: &SearchArgs) -> String {
    if let Some(seats) = super::rules::hearts_per_seat(args) {
        return seats
            .iter()
            .filter_map(|seat| seat.to_possible_value())
            .map(|value| value.get_name().to_owned())
            .collect::<Vec<_>>()
            .join(",");
    }
    args.evaluation
        .map_or(card_game(args.position.game).default_evaluation(), |e| {
            e.evaluation()
        })
        .name()
        .to_owned()
}

/// The searched deal, as reports describe it.
fn describe(args: &SearchArgs, players: usize) -> serde_json::Value {
    let mut described = json!({
        "game": args.position.game.name(),
        "players": players,
        "deal": args.position.deal,
        "seed": args.position.deal.is_none().then(|| args.position.seed.unwrap_or(0)),
        "grouping": !args.position.no_grouping,
        "evaluation": evaluation_label(args),
        "depth": args.depth,
        "threads": args.threads,
    });
    args.memory.describe(&mut described);
    described
}
