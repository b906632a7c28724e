//! The arena: the built-in games by name, agents by name; one game from a seed or a given
//! start, tournaments the same on any number of threads, and clear errors for bad input.

use maxn_games::cards::Hearts;
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_lab::AgentError;
use maxn_lab::arena::{ArenaError, PlayOptions, VersusOptions, play, versus};
use maxn_lab::catalogue::{CatalogueError, GameName};
use maxn_lab::report::Report;
use maxn_play::{Budget, Finish, MatchRecord, replay};

fn options(game: GameName, agents: &[&str]) -> PlayOptions {
    PlayOptions {
        game,
        players: None,
        agents: agents.iter().map(|a| a.parse().unwrap()).collect(),
        budget: Budget::new(2_000).unwrap(),
        mcts: Default::default(),
        mp_mix: Default::default(),
        seed: 1,
        start: None,
        move_cap: None,
        win_rule: Default::default(),
    }
}

/// Plays `options`, checking that the move lines match the record.
fn played(options: &PlayOptions) -> MatchRecord {
    let mut lines = Vec::new();
    let record = play(options, &mut |line| lines.push(line.clone())).unwrap();
    assert_eq!(lines.len(), record.moves.len());
    for (ply, line) in lines.iter().enumerate() {
        assert_eq!((line.ply, &line.mv), (ply, &record.moves[ply]));
        assert_eq!(line.decision, record.decisions[ply]);
        let seat = line.decision.player;
        assert_eq!(line.agent, record.seats[seat]);
    }
    record
}

#[test]
fn every_card_game_is_played_to_the_end_and_seats_repeat_the_agents() {
    for game in [GameName::Hearts, GameName::Spades, GameName::SergeantMajor] {
        let record = played(&options(game, &["speculative", "paranoid"]));
        assert_eq!(record.finish, Finish::Over, "{game}");
        // Two agents at three seats: round the table, A B A.
        assert_eq!(
            record.seats,
            ["speculative", "paranoid", "speculative"],
            "{game}"
        );
    }
    let four = PlayOptions {
        players: Some(4),
        ..options(GameName::Hearts, &["maxn"])
    };
    let record = played(&four);
    assert_eq!(record.moves.len(), 52);
    replay::<Hearts<4>, 4>(&record).unwrap();
}

#[test]
fn a_given_deal_or_position_is_the_start() {
    let deal = Hearts::<3>::random(99);
    let hearts = PlayOptions {
        start: Some(maxn_play::Notation::position_text(&deal).unwrap()),
        ..options(GameName::Hearts, &["maxn"])
    };
    let record = played(&hearts);
    assert_eq!(
        Some(record.start.clone()),
        maxn_play::Notation::position_text(&deal)
    );

    // A 4-player position: the count comes from the position, and the move cap stops it.
    let position = ChineseCheckers::<4>::start().to_string();
    let checkers = PlayOptions {
        start: Some(position.clone()),
        move_cap: Some(8),
        ..options(GameName::ChineseCheckers, &["speculative", "paranoid"])
    };
    let record = played(&checkers);
    assert_eq!((record.seats.len(), record.finish), (4, Finish::MoveCap));
    assert_eq!(record.start, position);
    replay::<ChineseCheckers<4>, 4>(&record).unwrap();
}

#[test]
fn bad_agents_players_and_starts_are_errors_that_say_which() {
    // A hidden-hand agent at an open game is refused by the agent, which says so.
    let mut hidden = options(GameName::Hearts, &["maxn"]);
    hidden.agents.push("pimc-maxn".parse().unwrap());
    let wrong = play(&hidden, &mut |_| {});
    let Err(ArenaError::Agent {
        index: 2,
        error: AgentError::WrongGames { hidden: true, .. },
    }) = wrong
    else {
        panic!("{wrong:?}");
    };
    assert_eq!(
        wrong.unwrap_err().to_string(),
        "agent 2: pimc-maxn plays only the hidden-hand games"
    );
    // Chinese Checkers has no monotonic heuristic: branch-and-bound cannot search it.
    let unsupported = play(&options(GameName::ChineseCheckers, &["dfbnb"]), &mut |_| {});
    assert!(matches!(
        unsupported,
        Err(ArenaError::Agent {
            index: 1,
            error: AgentError::Unsupported(_)
        })
    ));
    let none = play(&options(GameName::Spades, &[]), &mut |_| {});
    assert_eq!(none.unwrap_err(), ArenaError::NoAgents);
    let four = play(&options(GameName::Spades, &["maxn"; 4]), &mut |_| {});
    assert_eq!(
        four.unwrap_err(),
        ArenaError::TooManyAgents {
            agents: 4,
            seats: 3
        }
    );
    let five = PlayOptions {
        players: Some(5),
        ..options(GameName::Hearts, &["maxn"])
    };
    let error = play(&five, &mut |_| {}).unwrap_err();
    assert_eq!(
        error.to_string(),
        "hearts is played by 3 or 4 players, not 5"
    );
    let bad_deal = PlayOptions {
        start: Some("N:AKQ".into()),
        ..options(GameName::Spades, &["maxn"])
    };
    assert!(matches!(
        play(&bad_deal, &mut |_| {}),
        Err(ArenaError::Catalogue(CatalogueError::Start {
            game: "spades",
            ..
        }))
    ));
    let contradiction = PlayOptions {
        players: Some(3),
        start: Some(ChineseCheckers::<2>::start().to_string()),
        ..options(GameName::ChineseCheckers, &["maxn"])
    };
    let error = play(&contradiction, &mut |_| {}).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the position has 2 players, expected 3",
        "{error}"
    );
}

/// A small Spades tournament on a pool of `threads` threads, as JSON.
fn versus_on(threads: usize) -> String {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    let options = VersusOptions {
        play: options(GameName::Spades, &["speculative", "paranoid"]),
        count: 2,
    };
    let report = pool.install(|| versus(&options, &|_| {})).unwrap();
    assert_eq!(report.games.len(), 2 * 6);
    assert_eq!(report.records.len(), 12);
    let mut json = Vec::new();
    report.write_json(&mut json).unwrap();
    report.write_records(&mut json).unwrap();
    String::from_utf8(json).unwrap()
}

#[test]
fn a_versus_report_is_the_same_on_one_thread_and_on_two() {
    assert_eq!(versus_on(1), versus_on(2));
}

#[test]
fn versus_refuses_a_start_and_zero_games() {
    let with_start = VersusOptions {
        play: PlayOptions {
            start: Some("x".into()),
            ..options(GameName::Hearts, &["maxn"])
        },
        count: 1,
    };
    assert_eq!(
        versus(&with_start, &|_| {}).unwrap_err(),
        ArenaError::StartNotAllowed
    );
    let none = VersusOptions {
        play: options(GameName::Hearts, &["maxn"]),
        count: 0,
    };
    assert_eq!(versus(&none, &|_| {}).unwrap_err(), ArenaError::NoGames);
}
