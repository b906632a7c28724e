//! The round-robin: every pair plays every start in every seating, the pairwise points add up,
//! the ratings follow them, and the result is the same on one thread or two.

use maxn::{MaxN, Paranoid, Speculative};
use maxn_games::cards::SergeantMajor;
use maxn_play::tournament::{RoundRobinResult, run_round_robin};
use maxn_play::{Budget, Entrant, TournamentOptions};

fn play(threads: usize) -> RoundRobinResult {
    let budget = Budget::new(1_500).unwrap();
    let entrants = [
        Entrant::search("speculative", Speculative, budget),
        Entrant::search("maxn", MaxN, budget),
        Entrant::search("paranoid", Paranoid, budget),
    ];
    let starts: Vec<SergeantMajor<4>> = (0..3).map(SergeantMajor::random).collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| {
        run_round_robin(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap()
    })
}

#[test]
fn every_pair_plays_every_start_in_every_seating() {
    let result = play(2);
    // 3 pairs x 3 starts x 6 seatings of two agents at three seats.
    assert_eq!(result.games, 3 * 3 * 6);
    let pairs: Vec<(usize, usize)> = result.pairs.iter().map(|p| (p.first, p.second)).collect();
    assert_eq!(pairs, [(0, 1), (0, 2), (1, 2)]);
    for pair in &result.pairs {
        assert_eq!(pair.wins + pair.draws + pair.losses, 18);
        assert_eq!(pair.points.samples, 3);
        let share = (pair.wins as f64 + pair.draws as f64 / 2.0) / 18.0;
        assert!((pair.points.mean - share).abs() < 1e-12);
        // The matrix reads each pair both ways.
        let back = result.points(pair.second, pair.first).unwrap();
        assert!((back.mean + pair.points.mean - 1.0).abs() < 1e-12);
    }
    assert!(result.points(1, 1).is_none());
    // Ratings are centred and ordered like the points (three agents, each pair decided by
    // the same games: a better score overall means a better rating here).
    let ratings: Vec<f64> = result.agents.iter().map(|a| a.rating).collect();
    assert!(ratings.iter().sum::<f64>().abs() < 1e-6, "{ratings:?}");
    for a in 0..3 {
        for b in 0..3 {
            if result.agents[a].points > result.agents[b].points + 1e-9 {
                assert!(ratings[a] > ratings[b], "{:?}", result.agents);
            }
        }
    }
    // Every move within the budget.
    assert!(
        result
            .agents
            .iter()
            .all(|a| a.mean_nodes <= 1_500.0 && a.decisions > 0)
    );
}

#[test]
fn the_result_does_not_depend_on_the_threads() {
    assert_eq!(play(1), play(2));
}
