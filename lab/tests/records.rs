//! Records of the built-in games: written in each game's notation, one JSON line, replayed
//! through the rules to the recorded scores; tampered records are refused with the reason.

use maxn::{MaxN, Paranoid, Speculative};
use maxn_games::cards::{Hearts, SergeantMajor, Spades, Suit, TakenPoints, TricksTaken};
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_play::{
    Budget, Finish, MatchOptions, MatchRecord, Notation, Played, ReplayError, SearchAgent,
    play_match, replay,
};

fn budget() -> Budget {
    Budget::new(3_000).unwrap()
}

/// A match of `start` between speculative, paranoid and max^n.
fn three_agents<G: Notation<3> + maxn::BoundedGame<3>>(
    start: &G,
    options: MatchOptions,
) -> Played<G, 3> {
    let mut a = SearchAgent::new("speculative", Speculative, budget());
    let mut b = SearchAgent::new("paranoid", Paranoid, budget());
    let mut c = SearchAgent::new("maxn", MaxN, budget());
    play_match(start, [&mut a, &mut b, &mut c], options)
}

/// Records `played`, checks the JSON line round trip, replays it and returns the record.
fn replays<G: Notation<3>>(played: &Played<G, 3>) -> MatchRecord {
    let record = played.record().expect("the start has a notation");
    let line = record.to_json_line();
    assert!(!line.contains('\n'));
    let read = MatchRecord::from_json(&line).unwrap();
    assert_eq!(read, record);
    let replayed = replay::<G, 3>(&read).unwrap();
    assert_eq!(replayed.finish, played.finish);
    assert_eq!(read.moves.len(), played.turns.len());
    assert_eq!(read.decisions.len(), played.turns.len());
    record
}

#[test]
fn a_hearts_hand_replays_to_its_points() {
    let played = three_agents(&Hearts::<3>::random(11), MatchOptions::default());
    assert_eq!(played.finish, Finish::Over);
    assert_eq!(played.turns.len(), 51);
    let record = replays(&played);
    // Hearts points: 26 in all, by seat.
    let points: Vec<u64> = record.scores.iter().map(|s| s.as_u64().unwrap()).collect();
    assert_eq!(points.iter().sum::<u64>(), 26);
    assert_eq!(points, played.own_scores().map(u64::from));
    // The deal in PBN, the 2 of clubs led first.
    assert!(record.start.starts_with("N:"));
    assert_eq!(record.moves[0], "C2");
}

#[test]
fn spades_and_sergeant_major_hands_replay_to_their_tricks() {
    let spades = three_agents(&Spades::<17>::random(5), MatchOptions::default());
    let record = replays(&spades);
    let tricks: u64 = record.scores.iter().map(|s| s.as_u64().unwrap()).sum();
    assert_eq!(tricks, 17);
    let sergeant = three_agents(&SergeantMajor::<16>::random(5), MatchOptions::default());
    let record = replays(&sergeant);
    let tricks: u64 = record.scores.iter().map(|s| s.as_u64().unwrap()).sum();
    assert_eq!(tricks, 16);
    // The cut-off valuation is a search setting: a game valued otherwise records and replays
    // the same way.
    let taken = three_agents(
        &Spades::<17, TricksTaken>::random(5),
        MatchOptions::default(),
    );
    replays(&taken);
    let points = three_agents(
        &Hearts::<3, TakenPoints>::random(5),
        MatchOptions::default(),
    );
    replays(&points);
    // PBN has no trump suit: a game with trumps has no record.
    let trumps = SergeantMajor::<16>::random(5).with_trump(Some(Suit::Hearts));
    assert_eq!(trumps.position_text(), None);
}

#[test]
fn a_chinese_checkers_game_stopped_by_the_move_cap_replays_to_its_evaluation() {
    let start = ChineseCheckers::<3>::start();
    let played = three_agents(&start, MatchOptions { move_cap: Some(12) });
    assert_eq!((played.finish, played.turns.len()), (Finish::MoveCap, 12));
    let record = replays(&played);
    assert_eq!(record.winner, None);
    assert_eq!(record.start, start.to_string());
}

#[test]
fn a_tampered_record_is_refused_with_the_reason() {
    let played = three_agents(&SergeantMajor::<16>::random(9), MatchOptions::default());
    let record = played.record().unwrap();

    let mut scores = record.clone();
    scores.scores[0] = (record.scores[0].as_u64().unwrap() + 1).into();
    assert!(matches!(
        replay::<SergeantMajor<16>, 3>(&scores),
        Err(ReplayError::Scores { .. })
    ));

    // The first card led again on the second move: that card is gone.
    let mut moves = record.clone();
    moves.moves[1] = moves.moves[0].clone();
    let error = replay::<SergeantMajor<16>, 3>(&moves).unwrap_err();
    assert!(matches!(error, ReplayError::Move { ply: 1, .. }), "{error}");
    assert!(error.to_string().starts_with("move 1"), "{error}");

    let mut short = record.clone();
    short.moves.pop();
    assert!(matches!(
        replay::<SergeantMajor<16>, 3>(&short),
        Err(ReplayError::Finish { .. })
    ));

    let mut long = record.clone();
    long.moves.push("SA".into());
    assert!(matches!(
        replay::<SergeantMajor<16>, 3>(&long),
        Err(ReplayError::OverBefore { ply: 48 })
    ));

    let mut start = record.clone();
    start.start = "N:nonsense".into();
    assert!(matches!(
        replay::<SergeantMajor<16>, 3>(&start),
        Err(ReplayError::Start(_))
    ));

    assert!(matches!(
        replay::<Spades<17>, 3>(&record),
        Err(ReplayError::WrongGame { .. })
    ));
}
