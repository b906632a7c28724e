//! The catalogue's one way from a game chosen at run time to its type: every game at every
//! count it is played by gives the typed game (its player count, its type's name, its start),
//! and a count, start or evaluation that is not the game's is a [`CatalogueError`] that says
//! what was asked, of which game, and where in the text.

use maxn::Game;
use maxn_games::cards::{Deal, DealError};
use maxn_games::chinese_checkers::{ChineseCheckers, NotationErrorKind};
use maxn_lab::catalogue::{
    CatalogueError, GameChoice, GameName, GameOptions, OpenGame, Start, StartError,
};
use maxn_lab::dispatch::{GameJob, with_game};
use maxn_lab::games::cards::CardEvaluation;
use maxn_lab::hidden::FullMatch;

/// What a job sees of the game handed to it.
#[derive(Debug, PartialEq)]
struct Seen {
    /// The const `N`.
    players: usize,
    /// The name the typed game declares.
    declared: &'static str,
    /// Whether it was handed as an open game (else as a full one).
    open: bool,
    /// Perft at depth 1 (open games), or whether a first deal came with it (full ones).
    detail: u64,
}

struct Look;

impl GameJob for Look {
    type Output = Seen;

    fn open<G: OpenGame<N>, const N: usize>(self, game: G) -> Result<Seen, CatalogueError> {
        Ok(Seen {
            players: N,
            declared: <G as Game<N>>::NAME,
            open: true,
            detail: game.perft(1),
        })
    }

    fn hidden<G: FullMatch<N>, const N: usize>(
        self,
        first: Option<Deal<N>>,
    ) -> Result<Seen, CatalogueError> {
        Ok(Seen {
            players: N,
            declared: <G as Game<N>>::NAME,
            open: false,
            detail: u64::from(first.is_some()),
        })
    }
}

fn look(game: GameName, players: Option<usize>, start: Start<'_>) -> Result<Seen, CatalogueError> {
    with_game(&GameChoice::new(game, players, start), Look)
}

#[test]
fn every_game_at_every_count_it_is_played_by_is_handed_on_typed() {
    for game in GameName::ALL {
        for &players in game.players() {
            let seen = look(game, Some(players), Start::Seed(5)).unwrap();
            assert_eq!(seen.players, players, "{game}");
            assert_eq!(seen.open, !game.hidden_hands(), "{game}");
            if seen.open {
                // Some card leads (the two of clubs in Hearts); 14 moves from a Chinese
                // Checkers opening or more.
                assert!(seen.detail >= 1, "{game} {players}");
            }
        }
        // No count given: the game's one default.
        let default = look(game, None, Start::Seed(5)).unwrap();
        assert_eq!(default.players, game.default_players(), "{game}");
    }
    // The type is the game's: the perft of a known start pins it.
    let hearts = look(GameName::Hearts, Some(4), Start::Seed(0)).unwrap();
    assert_eq!((hearts.players, hearts.detail), (4, 1));
    let checkers = look(GameName::ChineseCheckers, Some(6), Start::Initial).unwrap();
    assert_eq!((checkers.players, checkers.detail), (6, 14));
    assert_eq!(GameName::Hearts.default_players(), 3);
    assert_eq!(GameName::HeartsFull.default_players(), 4);
}

#[test]
fn a_count_the_game_is_not_played_by_names_the_game_and_its_counts() {
    for (game, players, expected) in [
        (
            GameName::SergeantMajor,
            4,
            "sergeant-major is played by 3 players, not 4",
        ),
        (GameName::Spades, 2, "spades is played by 3 players, not 2"),
        (
            GameName::Hearts,
            5,
            "hearts is played by 3 or 4 players, not 5",
        ),
        (
            GameName::ChineseCheckers,
            5,
            "chinese-checkers is played by 2, 3, 4 or 6 players, not 5",
        ),
        (
            GameName::HeartsFull,
            2,
            "hearts-full is played by 3 or 4 players, not 2",
        ),
    ] {
        let error = look(game, Some(players), Start::Seed(0)).unwrap_err();
        assert_eq!(
            error,
            CatalogueError::players(game.name(), game.players(), players)
        );
        assert_eq!(error.to_string(), expected);
        assert_eq!(error.players_asked(), Some(players));
    }
}

#[test]
fn a_start_that_is_not_the_games_says_what_is_wrong_and_where() {
    let error = look(GameName::Hearts, None, Start::Text("N:AKQ.. ...")).unwrap_err();
    let CatalogueError::Start {
        game: "hearts",
        error: StartError::Deal(deal),
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!(error.to_string(), deal.to_string());
    // A 4-hand deal is no deal of 3-player Hearts (the default), and says so.
    let four = Deal::random(&maxn_games::cards::HEARTS_4, 1).to_string();
    let error = look(GameName::Hearts, None, Start::Text(&four)).unwrap_err();
    assert!(
        matches!(
            error,
            CatalogueError::Start {
                error: StartError::Deal(DealError::HandCount {
                    expected: 3,
                    found: 4
                }),
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        look(GameName::Hearts, Some(4), Start::Text(&four))
            .unwrap()
            .players,
        4
    );
    // The full games read the first hand's deal the same way.
    assert_eq!(
        look(GameName::HeartsFull, None, Start::Text(&four))
            .unwrap()
            .detail,
        1
    );
    let error = look(GameName::SpadesFull, None, Start::Text("N:x")).unwrap_err();
    assert!(
        matches!(
            error,
            CatalogueError::Start {
                game: "spades-full",
                ..
            }
        ),
        "{error:?}"
    );
    // A position says where it is wrong, and its player count is the game's.
    let error = look(GameName::ChineseCheckers, None, Start::Text("a/b")).unwrap_err();
    let CatalogueError::Start {
        game: "chinese-checkers",
        error: StartError::Position(position),
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!(error.to_string(), position.to_string());
    let four = ChineseCheckers::<4>::start().to_string();
    assert_eq!(
        look(GameName::ChineseCheckers, None, Start::Text(&four))
            .unwrap()
            .players,
        4
    );
    let error = look(GameName::ChineseCheckers, Some(3), Start::Text(&four)).unwrap_err();
    let CatalogueError::Start {
        error: StartError::Position(position),
        ..
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!(
        position.kind,
        NotationErrorKind::WrongPlayerCount {
            expected: 3,
            found: 4
        }
    );
    assert_eq!(error.to_string(), "the position has 4 players, expected 3");
}

#[test]
fn an_evaluation_is_the_games_or_an_error_listing_its_own() {
    let valued = |game, evaluation| {
        let choice = GameChoice {
            options: GameOptions {
                evaluation: Some(evaluation),
                ..GameOptions::default()
            },
            ..GameChoice::new(game, None, Start::Seed(2))
        };
        with_game(&choice, Look)
    };
    assert!(valued(GameName::Hearts, CardEvaluation::TakenPoints).is_ok());
    assert!(valued(GameName::Spades, CardEvaluation::TricksTaken).is_ok());
    let error = valued(GameName::Spades, CardEvaluation::LikelyTaker).unwrap_err();
    assert_eq!(
        error.to_string(),
        "likely-taker is not an evaluation of spades (its evaluations: tricks-taken, \
         tricks-estimated)"
    );
}

#[test]
fn work_for_one_kind_of_game_refuses_the_other() {
    struct OnlyOpen;
    impl GameJob for OnlyOpen {
        type Output = usize;
        fn open<G: OpenGame<N>, const N: usize>(self, _: G) -> Result<usize, CatalogueError> {
            Ok(N)
        }
    }
    let choice = GameChoice::new(GameName::SpadesFull, Some(3), Start::Seed(0));
    let error = with_game(&choice, OnlyOpen).unwrap_err();
    assert!(matches!(
        error,
        CatalogueError::Kind {
            how: "with hidden hands",
            ..
        }
    ));
    assert!(
        error
            .to_string()
            .ends_with("is not played with hidden hands here"),
        "{error}"
    );
}
