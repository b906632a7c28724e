//! From a game chosen at run time (its name, a player count, a start) to the typed game a job
//! works on: the one place where a built-in game's player count read at run time becomes the
//! const `N` (and a card game's evaluation its valuation type). It sits above both kinds of
//! game it builds: the open games ([`OpenGame`]) and the full games played with hidden hands
//! ([`FullMatch`]).

use maxn_games::cards::full::{HeartsPlay, SpadesContract};
use maxn_games::cards::{
    Deal, Hearts, LikelyTaker, SergeantMajor, Spades, TakenAndHeld, TakenPoints, TricksEstimated,
    TricksTaken,
};
use maxn_games::chinese_checkers::ChineseCheckers;

use crate::catalogue::{
    CatalogueError, GameChoice, GameName, OpenGame, Start, StartError, declared_name,
};
use crate::games::cards::CardEvaluation;
use crate::hidden::FullMatch;

/// Work on a game whose type is chosen at run time: [`with_game`] calls
/// [`open`](Self::open) or [`hidden`](Self::hidden) with the typed game, so the work is
/// compiled once per game type and player count. Work for one kind of game only leaves the
/// other method out: a game of that kind is then the error [`CatalogueError::Kind`].
///
/// ```
/// use maxn_lab::catalogue::{CatalogueError, GameChoice, GameName, OpenGame, Start};
/// use maxn_lab::dispatch::{GameJob, with_game};
///
/// struct Perft;
/// impl GameJob for Perft {
///     type Output = (usize, u64);
///     fn open<G: OpenGame<N>, const N: usize>(
///         self,
///         game: G,
///     ) -> Result<(usize, u64), CatalogueError> {
///         Ok((N, game.perft(1)))
///     }
/// }
/// let hearts = GameChoice::new(GameName::Hearts, Some(4), Start::Seed(0));
/// assert_eq!(with_game(&hearts, Perft), Ok((4, 1))); // the two of clubs leads
/// let checkers = GameChoice::new(GameName::ChineseCheckers, Some(6), Start::Initial);
/// assert_eq!(with_game(&checkers, Perft), Ok((6, 14)));
/// let five = GameChoice::new(GameName::Hearts, Some(5), Start::Seed(0));
/// assert_eq!(
///     with_game(&five, Perft).unwrap_err().to_string(),
///     "hearts is played by 3 or 4 players, not 5"
/// );
/// let full = GameChoice::new(GameName::HeartsFull, None, Start::Seed(0));
/// assert!(matches!(with_game(&full, Perft), Err(CatalogueError::Kind { .. })));
/// ```
pub trait GameJob: Sized {
    /// What the work returns.
    type Output;

    /// Does the work on a game played with every hand visible, from its start.
    fn open<G: OpenGame<N>, const N: usize>(
        self,
        start: G,
    ) -> Result<Self::Output, CatalogueError> {
        let _ = start;
        Err(CatalogueError::Kind {
            game: declared_name::<G, N>(),
            how: "with every hand visible",
        })
    }

    /// Does the work on a full game played with hidden hands, from the first hand's deal
    /// when one was given.
    fn hidden<G: FullMatch<N>, const N: usize>(
        self,
        first: Option<Deal<N>>,
    ) -> Result<Self::Output, CatalogueError> {
        let _ = first;
        Err(CatalogueError::Kind {
            game: declared_name::<G, N>(),
            how: "with hidden hands",
        })
    }
}

/// Builds the game `choice` names and runs `job` on it; an error naming what is wrong if the
/// game is not played by the player count, the start is not one of the game's, or the
/// evaluation is not one of its.
pub fn with_game<J: GameJob>(choice: &GameChoice<'_>, job: J) -> Result<J::Output, CatalogueError> {
    let players = choice.players()?;
    let evaluation = choice.game.evaluation(choice.options.evaluation)?;
    let open = Open { choice, job };
    use CardEvaluation as E;
    use GameName as G;
    match (choice.game, players, evaluation) {
        (G::Hearts, 3, Some(E::TakenPoints)) => open.run::<Hearts<3, TakenPoints>, 3>(),
        (G::Hearts, 3, Some(E::TakenAndHeld)) => open.run::<Hearts<3, TakenAndHeld>, 3>(),
        (G::Hearts, 3, _) => open.run::<Hearts<3, LikelyTaker>, 3>(),
        (G::Hearts, _, Some(E::TakenPoints)) => open.run::<Hearts<4, TakenPoints>, 4>(),
        (G::Hearts, _, Some(E::TakenAndHeld)) => open.run::<Hearts<4, TakenAndHeld>, 4>(),
        (G::Hearts, _, _) => open.run::<Hearts<4, LikelyTaker>, 4>(),
        (G::Spades, _, Some(E::TricksTaken)) => open.run::<Spades<17, TricksTaken>, 3>(),
        (G::Spades, _, _) => open.run::<Spades<17, TricksEstimated>, 3>(),
        (G::SergeantMajor, _, Some(E::TricksTaken)) => {
            open.run::<SergeantMajor<16, TricksTaken>, 3>()
        }
        (G::SergeantMajor, _, _) => open.run::<SergeantMajor<16, TricksEstimated>, 3>(),
        (G::ChineseCheckers, 2, _) => open.run::<ChineseCheckers<2>, 2>(),
        (G::ChineseCheckers, 4, _) => open.run::<ChineseCheckers<4>, 4>(),
        (G::ChineseCheckers, 6, _) => open.run::<ChineseCheckers<6>, 6>(),
        (G::ChineseCheckers, _, _) => open.run::<ChineseCheckers<3>, 3>(),
        (G::HeartsFull, 3, _) => open.hidden::<HeartsPlay<3>, 3>(),
        (G::HeartsFull, _, _) => open.hidden::<HeartsPlay<4>, 4>(),
        (G::SpadesFull, 3, _) => open.hidden::<SpadesContract<3>, 3>(),
        (G::SpadesFull, _, _) => open.hidden::<SpadesContract<4>, 4>(),
    }
}

/// The choice and the job, until the type is known.
struct Open<'c, 'a, J> {
    choice: &'c GameChoice<'a>,
    job: J,
}

impl<J: GameJob> Open<'_, '_, J> {
    /// Builds the open game `G` from the start and runs the job on it.
    fn run<G: OpenGame<N>, const N: usize>(self) -> Result<J::Output, CatalogueError> {
        let start = match self.choice.start {
            Start::Text(text) => G::parse_start(text, &self.choice.options).map_err(|error| {
                CatalogueError::Start {
                    game: self.choice.game.name(),
                    error,
                }
            })?,
            Start::Seed(seed) => G::seeded(seed),
            Start::Initial => G::initial(),
        };
        self.job.open(start.with_options(&self.choice.options))
    }

    /// Reads the full game's first deal, if given, and runs the job.
    fn hidden<G: FullMatch<N>, const N: usize>(self) -> Result<J::Output, CatalogueError> {
        let first = match self.choice.start {
            Start::Text(text) => {
                Some(
                    Deal::parse(text, &G::CARDS).map_err(|error| CatalogueError::Start {
                        game: self.choice.game.name(),
                        error: StartError::Deal(error),
                    })?,
                )
            }
            Start::Seed(_) | Start::Initial => None,
        };
        self.job.hidden::<G, N>(first)
    }
}
