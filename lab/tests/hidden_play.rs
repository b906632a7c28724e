//! Hidden-hand play: a root move searched alone through the registry has max^n's value of
//! the child, PIMC decides the same on any number of threads, the baselines play legal cards
//! to the end, and PIMC beats the random player.

use maxn::OnlyMove;
use maxn::{Game, Limits, MaxN, Searcher};
use maxn_games::cards::{Card, Hearts, Observed, Spades};
use maxn_games::rng::SplitMix64;
use maxn_lab::AlgorithmAgent;
use maxn_lab::catalogue::AgentSpec;
use maxn_lab::hidden::{HiddenSettings, pimc};
use maxn_lab::registry::Algorithm;
use maxn_play::{Agent, Budget, SeatAgent, TournamentOptions, run_tournament};

mod support;
use support::{moves, on_threads};

/// `start` after `plies` random cards.
fn after<G: Game<N, Move = Card>, const N: usize>(mut game: G, plies: usize, seed: u64) -> G {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let moves = moves(&game);
        game.play(moves[rng.below(moves.len() as u64) as usize]);
    }
    game
}

#[test]
fn one_root_move_searched_through_the_registry_has_max_n_value_of_the_child() {
    for seed in 0..6 {
        // Three tricks left: every search reaches the end.
        let game = after(Hearts::<4>::random(seed), 40, seed);
        for mv in moves(&game) {
            let mut child = game;
            child.play(mv);
            let exact = MaxN.search(&child, Limits::depth(u32::MAX)).value;
            // Exact searchers return max^n's value (ties to the left, the child's order kept).
            for algorithm in [Algorithm::Maxn, Algorithm::Speculative, Algorithm::Shallow] {
                let forced = OnlyMove::new(game, mv);
                let result = algorithm.search(&forced, Limits::depth(u32::MAX)).unwrap();
                assert!(result.complete);
                assert_eq!(result.value, exact, "{algorithm}");
            }
            // The agent PIMC runs deepens to the end of the hand (its value can differ from
            // the plain search's where another seat's tie is met in the deepening's order).
            let mut agent = AlgorithmAgent::<OnlyMove<Hearts<4>, 4>, 4>::new(
                Algorithm::Speculative,
                Budget::default(),
            )
            .unwrap();
            let decision = agent.decide(&OnlyMove::new(game, mv));
            assert!(decision.to_end);
        }
    }
}

#[test]
fn pimc_decides_the_same_on_one_thread_and_on_two() {
    let observed = after(Observed::new(Hearts::<4>::random(5)), 13, 5);
    let info = *observed.view(observed.to_move());
    let moves = moves(&observed);
    assert!(moves.len() > 1);
    let decide = |threads: usize| {
        on_threads(threads, || {
            let mut agent =
                pimc::<Hearts<4>, 4>(Algorithm::Speculative, 8, Budget::new(3_000).unwrap(), 9)
                    .unwrap();
            let values = agent.sample_values(&info, &moves);
            (
                SeatAgent::<Hearts<4>, 4>::decide(&mut agent, &info, &moves),
                values,
            )
        })
    };
    assert_eq!(decide(1), decide(2));
}

#[test]
fn every_agent_plays_whole_hands_and_pimc_takes_fewer_points_than_random() {
    let settings = HiddenSettings {
        samples: 4,
        budget: Budget::new(2_000).unwrap(),
        seed: 3,
    };
    let specs = ["pimc-speculative", "random", "rules", "cheat-paranoid"];
    let entrants: Vec<_> = specs
        .iter()
        .map(|name| {
            name.parse::<AgentSpec>()
                .unwrap()
                .seat_entrant::<Hearts<4>, 4>(settings)
                .unwrap()
        })
        .collect();
    let starts: Vec<_> = (0..3)
        .map(|seed| Observed::new(Hearts::<4>::random(seed)))
        .collect();
    // `play_match` checks every card chosen is one of the moves.
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    assert!(result.games.iter().all(|g| g.turns.len() == 52));
    let score = |name: &str| {
        result
            .standings
            .iter()
            .find(|s| s.agent == name)
            .unwrap()
            .score
            .mean
    };
    assert!(score("pimc-speculative") < score("random"));
    // Every hand's 26 points are taken (no moon rule in single hands).
    let total: f64 = result.standings.iter().map(|s| s.score.mean).sum();
    assert!((total - 26.0).abs() < 1e-9);

    // Spades (3 players): the rule-based player and PIMC play legal cards too.
    let entrants: Vec<_> = ["pimc-paranoid", "rules", "random"]
        .iter()
        .map(|name| {
            name.parse::<AgentSpec>()
                .unwrap()
                .seat_entrant::<Spades, 3>(settings)
                .unwrap()
        })
        .collect();
    let starts = [Observed::new(Spades::random(1))];
    let result = run_tournament(&starts, &entrants, TournamentOptions::default(), &|_| {}).unwrap();
    assert!(result.games.iter().all(|g| g.turns.len() == 51));
}

#[test]
fn bad_agent_names_are_errors_that_list_the_agents() {
    let error = "pimc".parse::<AgentSpec>().unwrap_err().to_string();
    assert!(error.contains("pimc-<algorithm>"), "{error}");
    let error = "cheat-alpha-beta"
        .parse::<AgentSpec>()
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("alpha-beta") && error.contains("speculative"),
        "{error}"
    );
}
