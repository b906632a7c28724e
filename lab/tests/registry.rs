//! The registry over games of every capability: each algorithm runs exactly on the games that
//! offer what it requires, exact ones agree with max^n, and the rest are errors, not panics.

use maxn::{Limits, multiplayer_game};
use maxn_games::synthetic::{Int, Model, Tree, TreeSpec};
use maxn_lab::catalogue::CatalogueError;
use maxn_lab::registry::{
    Algorithm, ForPlayers, Maxsum, NoMaxsum, Requirement, Searchable, with_players,
};

/// Declares `$game`: three players take one to three tokens in turn and keep them, declared
/// with the DSL options `$($options)*`.
macro_rules! tokens {
    ($game:ident, $($options:tt)*) => {
        #[multiplayer_game(players = 3, score = u8, max_moves = 3 $($options)*)]
        #[derive(Clone, Debug)]
        struct $game {
            left: u8,
            #[turn]
            to_move: u8,
            taken: [u8; 3],
        }

        #[multiplayer_game::rules]
        impl $game {
            #[moves]
            fn take(&self) -> impl Iterator<Item = u8> {
                (1..=self.left.min(3)).rev()
            }
            fn play(&mut self, take: u8) {
                self.left -= take;
                self.taken[usize::from(self.to_move)] += take;
                self.to_move = (self.to_move + 1) % 3;
            }
            fn outcome(&self) -> Option<[u8; 3]> {
                (self.left == 0).then_some(self.taken)
            }
            fn evaluate(&self) -> [u8; 3] {
                self.taken
            }
        }
    };
}

// The game with a `maxsum` (and no monotonic heuristic), and the same game without.
tokens!(Bounded, , maxsum = 10);
tokens!(Unbounded,);

impl Searchable<3> for Bounded {
    type Offers = Maxsum;
}

impl Searchable<3> for Unbounded {
    type Offers = NoMaxsum;
}

const LIMITS: Limits = Limits {
    depth: 10,
    nodes: None,
    deadline: None,
};

#[test]
fn names_parse_back_and_unknown_names_list_the_valid_ones() {
    for &algorithm in Algorithm::ALL {
        assert_eq!(algorithm.name().parse::<Algorithm>(), Ok(algorithm));
        assert_eq!(algorithm.to_string(), algorithm.name());
    }
    let error = "alphabeta".parse::<Algorithm>().unwrap_err().to_string();
    assert!(error.contains("'alphabeta'"), "{error}");
    for &algorithm in Algorithm::ALL {
        assert!(error.contains(algorithm.name()), "{error}");
    }
}

#[test]
fn a_game_without_maxsum_runs_maxn_paranoid_and_brs_plus_and_refuses_the_rest() {
    let start = Unbounded {
        left: 10,
        to_move: 0,
        taken: [0; 3],
    };
    for &algorithm in Algorithm::ALL {
        let outcome = algorithm.search(&start, LIMITS);
        let deepened = algorithm.deepen(&start, LIMITS);
        if algorithm.requires() == Requirement::Nothing {
            assert!(outcome.unwrap().complete, "{algorithm}");
            assert!(deepened.unwrap().depth_reached().is_some(), "{algorithm}");
        } else {
            let error = outcome.unwrap_err();
            assert_eq!(error, deepened.unwrap_err());
            assert_eq!(
                (error.algorithm, error.lacks),
                (algorithm, algorithm.requires())
            );
            let message = error.to_string();
            assert!(message.starts_with(algorithm.name()), "{message}");
            assert!(message.contains(error.game), "{message}");
        }
    }
    assert_eq!(
        Algorithm::supported_by::<Unbounded, 3>(),
        [Algorithm::Maxn, Algorithm::Paranoid, Algorithm::BrsPlus]
    );
}

#[test]
fn a_bounded_game_runs_all_but_branch_and_bound_and_exact_ones_agree() {
    let start = Bounded {
        left: 10,
        to_move: 0,
        taken: [0; 3],
    };
    let reference = Algorithm::Maxn.search(&start, LIMITS).unwrap();
    for &algorithm in Algorithm::ALL {
        match algorithm.search(&start, LIMITS) {
            Ok(result) => {
                assert!(
                    algorithm.requires().is_met(Requirement::Maxsum, false),
                    "{algorithm}"
                );
                if algorithm.is_exact() {
                    assert_eq!(
                        (result.value, result.best_move),
                        (reference.value, reference.best_move),
                        "{algorithm}"
                    );
                }
            }
            Err(error) => {
                // Branch-and-bound lacks the heuristic, Best-Reply Search a free turn order.
                assert!(
                    [Requirement::MonotonicHeuristic, Requirement::FreeTurnOrder]
                        .contains(&algorithm.requires()),
                    "{algorithm}"
                );
                assert_eq!(error.lacks, algorithm.requires());
            }
        }
    }
}

/// Every algorithm on a random tree of `N` players, which offers everything but a free turn
/// order (a tree node's mover is fixed).
struct AllAgree;

impl ForPlayers for AllAgree {
    type Output = usize;

    fn run<const N: usize>(self) -> usize {
        let spec = TreeSpec::new(3, 5, 7, Model::Random);
        let root = Tree::<Int<720_720>, N>::root(&spec).unwrap();
        let limits = Limits::depth(5);
        let reference = Algorithm::Maxn.search(&root, limits).unwrap();
        for &algorithm in Algorithm::ALL {
            if algorithm == Algorithm::Brs {
                let error = algorithm.search(&root, limits).unwrap_err();
                assert_eq!(error.lacks, Requirement::FreeTurnOrder);
                continue;
            }
            let result = algorithm.search(&root, limits).unwrap();
            if N == 2 && algorithm == Algorithm::BrsPlus {
                // With two players BRS+ is alpha-beta: paranoid's answer, max^n's here.
                assert_eq!(result.best_move, reference.best_move, "{algorithm}");
            }
            if algorithm.is_exact() {
                assert_eq!(result.value, reference.value, "{algorithm}, {N} players");
            }
        }
        reference.value.len()
    }
}

#[test]
fn with_players_compiles_every_count_from_two_to_six() {
    for players in 2..=6 {
        assert_eq!(with_players(players, AllAgree), Ok(players));
    }
    for players in [0, 1, 7] {
        let error = with_players(players, AllAgree).unwrap_err();
        assert_eq!(error, CatalogueError::NotCompiled { players });
    }
}

#[test]
fn the_built_in_games_offer_what_they_implement() {
    use maxn_games::cards::{Hearts, SergeantMajor, Spades};
    use maxn_games::chinese_checkers::ChineseCheckers;

    // The card games: everything but Best-Reply Search (who moves inside a trick is state).
    let all: Vec<Algorithm> = Algorithm::ALL
        .iter()
        .copied()
        .filter(|&a| a != Algorithm::Brs)
        .collect();
    assert_eq!(Algorithm::supported_by::<SergeantMajor<5>, 3>(), all);
    assert_eq!(Algorithm::supported_by::<Spades<17>, 3>(), all);
    assert_eq!(Algorithm::supported_by::<Hearts<4>, 4>(), all);
    let error = Algorithm::Brs.check::<Hearts<3>, 3>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "brs needs a free turn order (a position that stays the same whichever player is \
         given the move), which Hearts (3 players) does not have"
    );
    // Chinese Checkers declares a maxsum but no monotonic heuristic, and any player can be
    // given the move.
    let checkers = Algorithm::supported_by::<ChineseCheckers<6>, 6>();
    let no_heuristic: Vec<Algorithm> = Algorithm::ALL
        .iter()
        .copied()
        .filter(|a| a.requires().is_met(Requirement::Maxsum, true))
        .collect();
    assert_eq!(checkers, no_heuristic);
    assert!(checkers.contains(&Algorithm::Speculative) && !checkers.contains(&Algorithm::Dfbnb));
    assert!(checkers.contains(&Algorithm::Brs) && checkers.contains(&Algorithm::BrsPlus));
}
