//! The Chinese Checkers experiment's driver on small configurations: counts that follow from
//! the kept branching, agreement of the exact algorithms, determinism, and bad configurations.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU64, Ordering};

use maxn_lab::catalogue::CatalogueError;
use maxn_lab::experiments::Quiet;
use maxn_lab::experiments::chinese_checkers::{
    ChineseCheckersConfig, ChineseCheckersOutcome, ExperimentError, play_game, run,
};
use maxn_lab::registry::{Algorithm, Requirement};

fn small() -> ChineseCheckersConfig {
    ChineseCheckersConfig {
        players: 3,
        games: 2,
        depth: 3,
        top_k: NonZeroUsize::new(4),
        deepen: false,
        seed: 9,
        opening_turns: 3,
        max_turns: 8,
        mover: 0,
        table: None,
        oracle: false,
    }
}

/// With the top 4 moves kept and no game ending within 8 turns, max^n visits exactly
/// 1 + 4 + ... + 4^d nodes at depth d, at every position.
#[test]
fn maxn_counts_follow_the_kept_branching() {
    let ticks = AtomicU64::new(0);
    let outcome = run(small(), &[Algorithm::Maxn, Algorithm::Maxn], &|| {
        ticks.fetch_add(1, Ordering::Relaxed);
    })
    .unwrap();
    // 8 turns, 3 of them random: 5 positions per game.
    assert_eq!(outcome.positions, 10);
    assert_eq!(ticks.load(Ordering::Relaxed), 10);
    assert_eq!(outcome.games.len(), 2);
    assert!(
        outcome
            .games
            .iter()
            .all(|g| g.turns == 8 && g.winner.is_none())
    );
    for summary in &outcome.algorithms {
        assert_eq!(summary.average_nodes, [5.0, 21.0, 85.0]);
        assert_eq!(summary.average_iterative_nodes, [5.0, 26.0, 111.0]);
        assert_eq!(summary.disagreements, 0);
        assert_eq!(summary.average_reexpansions, [0.0; 3]);
    }
}

/// Exact algorithms agree with max^n at every depth of every position; pruning algorithms
/// visit no more nodes; paranoid (another decision rule) is only measured. Under iterative
/// deepening too.
#[test]
fn algorithms_are_compared_at_every_depth() {
    for deepen in [false, true] {
        let config = ChineseCheckersConfig {
            games: 1,
            max_turns: 12,
            deepen,
            ..small()
        };
        let algorithms = [Algorithm::Maxn, Algorithm::Shallow, Algorithm::Paranoid];
        let outcome = run(config, &algorithms, &Quiet).unwrap();
        let [maxn, shallow, paranoid] = &outcome.algorithms[..] else {
            panic!("three summaries expected");
        };
        assert_eq!(
            (
                maxn.name.as_str(),
                shallow.name.as_str(),
                paranoid.name.as_str()
            ),
            ("maxn", "shallow", "paranoid")
        );
        assert_eq!(maxn.disagreements + shallow.disagreements, 0);
        assert!(!paranoid.exact && paranoid.disagreements == 0);
        for depth in 0..3 {
            assert!(shallow.average_nodes[depth] <= maxn.average_nodes[depth]);
            assert!(paranoid.average_nodes[depth] <= maxn.average_nodes[depth]);
        }
        // Paranoid alpha-beta prunes from depth 2 on, whatever the evaluation.
        assert!(paranoid.average_nodes[2] < maxn.average_nodes[2]);
    }
}

#[test]
fn every_algorithm_chinese_checkers_offers_runs_and_the_exact_ones_agree() {
    let algorithms = maxn_lab::experiments::chinese_checkers::algorithms();
    assert!(
        algorithms
            .iter()
            .all(|a| a.requires() <= Requirement::Maxsum)
    );
    assert!(algorithms.contains(&Algorithm::Speculative));
    let config = ChineseCheckersConfig {
        games: 1,
        ..small()
    };
    let outcome = run(config, &algorithms, &Quiet).unwrap();
    for summary in &outcome.algorithms {
        if summary.exact {
            assert_eq!(summary.disagreements, 0, "{}", summary.name);
        }
    }
}

#[test]
fn games_differ_by_seed_and_index_and_repeat_exactly() {
    let config = small();
    let maxn = [Algorithm::Maxn];
    let a = play_game(&config, &maxn, 0, &Quiet).unwrap();
    let b = play_game(&config, &maxn, 1, &Quiet).unwrap();
    assert_eq!(a, play_game(&config, &maxn, 0, &Quiet).unwrap());
    assert_eq!(a.game, 0);
    assert_eq!(b.game, 1);
    // Combining games out of order gives the parallel run's result.
    let combined = ChineseCheckersOutcome::from_games(config, &maxn, vec![b, a]);
    assert_eq!(combined, run(config, &maxn, &Quiet).unwrap());
}

#[test]
fn bad_configurations_are_errors() {
    let config = small();
    let maxn = [Algorithm::Maxn];
    let five = ChineseCheckersConfig {
        players: 5,
        ..config
    };
    assert_eq!(
        run(five, &maxn, &Quiet).unwrap_err(),
        ExperimentError::Players(CatalogueError::players(
            "chinese-checkers",
            &[3, 2, 4, 6],
            5
        ))
    );
    assert_eq!(
        run(config, &[], &Quiet).unwrap_err(),
        ExperimentError::NoAlgorithms
    );
    let mover = ChineseCheckersConfig { mover: 1, ..config };
    assert_eq!(
        run(mover, &maxn, &Quiet).unwrap_err().to_string(),
        "the moving algorithm's index 1 is not below the 1 algorithms"
    );
    let shallow = ChineseCheckersConfig { depth: 0, ..config };
    assert_eq!(
        run(shallow, &maxn, &Quiet).unwrap_err(),
        ExperimentError::Depth
    );
    // Branch-and-bound needs a monotonic heuristic, which Chinese Checkers lacks.
    let error = run(config, &[Algorithm::Maxn, Algorithm::Dfbnb], &Quiet).unwrap_err();
    let ExperimentError::Unsupported(unsupported) = error else {
        panic!("an unsupported algorithm expected, not {error:?}");
    };
    assert_eq!(unsupported.algorithm, Algorithm::Dfbnb);
    assert_eq!(unsupported.lacks, Requirement::MonotonicHeuristic);
}

#[test]
fn games_run_to_a_win_when_allowed() {
    // Two players, greedy depth-1 max^n with the top 3 moves: races to the goal.
    let config = ChineseCheckersConfig {
        players: 2,
        games: 1,
        depth: 1,
        top_k: NonZeroUsize::new(3),
        opening_turns: 0,
        max_turns: 400,
        ..small()
    };
    let outcome = run(config, &[Algorithm::Maxn], &Quiet).unwrap();
    assert!(outcome.games[0].winner.is_some(), "{:?}", outcome.games[0]);
}
