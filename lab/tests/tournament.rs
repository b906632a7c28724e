//! Tournaments: the same bytes on one thread and on two, progress reported once per game,
//! and clear errors for impossible tournaments.

use std::sync::Mutex;

use maxn::{MaxN, Paranoid, Speculative};
use maxn_games::cards::Hearts;
use maxn_play::{Budget, Entrant, TournamentError, TournamentOptions, run_tournament};

type ThreeHearts = Hearts<3>;

fn entrants() -> Vec<Entrant<ThreeHearts, 3>> {
    let budget = Budget::new(2_000).unwrap();
    vec![
        Entrant::search("speculative", Speculative, budget),
        Entrant::search("paranoid", Paranoid, budget),
    ]
}

/// The standings and every record of a small Hearts tournament, as JSON, run on a pool of
/// `threads` threads, with the progress reports seen.
fn run_on(threads: usize) -> (String, Vec<usize>) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    let starts: Vec<ThreeHearts> = (0..3).map(ThreeHearts::random).collect();
    let seen = Mutex::new(Vec::new());
    let result = pool.install(|| {
        run_tournament(
            &starts,
            &entrants(),
            TournamentOptions::default(),
            &|progress| {
                assert_eq!(progress.total, 3 * 6);
                seen.lock().unwrap().push(progress.done);
            },
        )
        .unwrap()
    });
    let mut json = serde_json::to_string(&result.standings).unwrap();
    for played in &result.games {
        json.push('\n');
        json.push_str(&played.record().unwrap().to_json_line());
    }
    let mut seen = seen.into_inner().unwrap();
    seen.sort();
    (json, seen)
}

#[test]
fn a_tournament_gives_the_same_bytes_on_one_thread_and_on_two() {
    let (one, seen_one) = run_on(1);
    let (two, seen_two) = run_on(2);
    assert_eq!(one, two);
    // Every game reported once, whatever the order.
    let all: Vec<usize> = (1..=18).collect();
    assert_eq!((seen_one, seen_two), (all.clone(), all));
}

#[test]
fn impossible_tournaments_are_errors() {
    let starts = [ThreeHearts::random(1)];
    let none = |_| {};
    assert_eq!(
        run_tournament(&starts, &[], TournamentOptions::default(), &none).unwrap_err(),
        TournamentError::NoAgents
    );
    assert_eq!(
        run_tournament(&[], &entrants(), TournamentOptions::default(), &none).unwrap_err(),
        TournamentError::NoStarts
    );
    let budget = Budget::default();
    let four = vec![
        Entrant::search("a", MaxN, budget),
        Entrant::search("b", MaxN, budget),
        Entrant::search("c", MaxN, budget),
        Entrant::search("d", MaxN, budget),
    ];
    let error = run_tournament(&starts, &four, TournamentOptions::default(), &none).unwrap_err();
    assert_eq!(
        error,
        TournamentError::TooManyAgents {
            agents: 4,
            seats: 3
        }
    );
    assert!(error.to_string().contains("at most 3"));
}
