//! The card games on the command line: Sergeant Major, Hearts and Spades, searched
//! double-dummy from a PBN deal or a seeded random deal.

use std::time::Instant;

use maxn::Limits;
use maxn_games::cards::{CardGame, DealError, Hearts, SergeantMajor, Spades, fast_perft};
use serde_json::json;

use super::{GameArg, PositionArgs, SearchArgs};
use crate::algorithm::Searchable;
use crate::error::CliError;
use crate::report::SearchReport;

/// Work to do on a card game whose type is chosen at run time.
trait CardJob {
    /// What the work returns.
    type Output;

    /// Does the work on the game.
    fn run<G: CardGame<N> + Searchable<N>, const N: usize>(
        self,
        game: G,
    ) -> Result<Self::Output, CliError>;
}

/// Builds the game `args` name and runs `job` on it.
fn with_game<J: CardJob>(args: &PositionArgs, job: J) -> Result<J::Output, CliError> {
    if args.position.is_some() {
        return Err(CliError::Usage(
            "--position is for Chinese Checkers; a card game takes --deal or --seed".to_owned(),
        ));
    }
    let players = args.players;
    let game = args.game;
    let only_three = |name: &str| match players {
        None | Some(3) => Ok(()),
        Some(n) => Err(CliError::Usage(format!(
            "--players {n}: {name} is played by 3 players"
        ))),
    };
    let grouping = !args.no_grouping;
    match game {
        GameArg::SergeantMajor => {
            only_three("Sergeant Major")?;
            job.run(
                deal(args, SergeantMajor::<16>::from_pbn, SergeantMajor::random)?
                    .with_grouping(grouping),
            )
        }
        GameArg::Spades => {
            only_three("3-player Spades")?;
            job.run(deal(args, Spades::<17>::from_pbn, Spades::random)?.with_grouping(grouping))
        }
        GameArg::Hearts => match players.unwrap_or(4) {
            3 => {
                job.run(deal(args, Hearts::<3>::from_pbn, Hearts::random)?.with_grouping(grouping))
            }
            4 => {
                job.run(deal(args, Hearts::<4>::from_pbn, Hearts::random)?.with_grouping(grouping))
            }
            n => Err(CliError::Usage(format!(
                "--players {n}: Hearts is played by 3 or 4 players"
            ))),
        },
        GameArg::ChineseCheckers => unreachable!("Chinese Checkers is not a card game"),
    }
}

/// The game from `--deal`, else from `--seed` (default 0).
fn deal<G>(
    args: &PositionArgs,
    parse: impl Fn(&str) -> Result<G, DealError>,
    random: impl Fn(u64) -> G,
) -> Result<G, CliError> {
    match &args.deal {
        Some(text) => parse(text).map_err(|e| {
            // Hearts has a 3-player variant, chosen by a flag the deal cannot imply.
            let hint = match e {
                DealError::HandCount {
                    expected: 4,
                    found: 3,
                } if args.game == GameArg::Hearts => "; for 3-player Hearts add `--players 3`",
                _ => "",
            };
            CliError::Usage(format!("--deal: {e}{hint}"))
        }),
        None => Ok(random(args.seed.unwrap_or(0))),
    }
}

/// Perft at depths `1..=depth` (cards played).
pub fn perft(args: &PositionArgs, depth: u32) -> Result<Vec<u64>, CliError> {
    struct Perft(u32);
    impl CardJob for Perft {
        type Output = Vec<u64>;
        fn run<G: CardGame<N> + Searchable<N>, const N: usize>(
            self,
            game: G,
        ) -> Result<Vec<u64>, CliError> {
            Ok(fast_perft(&game, self.0))
        }
    }
    with_game(args, Perft(depth))
}

/// One search.
pub fn search(args: &SearchArgs) -> Result<SearchReport, CliError> {
    if args.top_k.is_some() {
        return Err(CliError::Usage(
            "--top-k is for Chinese Checkers".to_owned(),
        ));
    }
    struct Search<'a>(&'a SearchArgs);
    impl CardJob for Search<'_> {
        type Output = SearchReport;
        fn run<G: CardGame<N> + Searchable<N>, const N: usize>(
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
            if args.deepen {
                let deepening = args.algorithm.deepen(&game, limits)?;
                let elapsed = start.elapsed();
                let own = deepening.result().own_value::<G>();
                let report =
                    SearchReport::deepened(name, describe(args, N), &deepening, show, elapsed);
                return Ok(report.in_own_scores(&own));
            }
            let result = args.algorithm.search(&game, limits)?;
            let elapsed = start.elapsed();
            let report = SearchReport::new(name, describe(args, N), &result, show, elapsed);
            Ok(report.in_own_scores(&result.own_value::<G>()))
        }
    }
    with_game(&args.position, Search(args))
}

/// The searched deal, as reports describe it.
fn describe(args: &SearchArgs, players: usize) -> serde_json::Value {
    json!({
        "game": args.position.game.name(),
        "players": players,
        "deal": args.position.deal,
        "seed": args.position.deal.is_none().then(|| args.position.seed.unwrap_or(0)),
        "grouping": !args.position.no_grouping,
        "depth": args.depth,
    })
}
