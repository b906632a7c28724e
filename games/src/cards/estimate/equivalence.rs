//! The cut-off evaluations that read the summaries kept by `play` ([`TopCards`],
//! [`HeldCharge`]) give the values of the evaluations from scratch they replaced
//! ([`reference`](super::reference)), bit for bit, on every position of random games and on
//! every child of those positions.

use std::fmt::Debug;

use maxn::{Game, Limits, MaxN, MoveBuffer, Searcher};

use super::reference;
use super::{TopCards, TrickValuation, TricksTaken, estimate_tricks, estimate_with, likely_takers};
use crate::cards::card::Suit;
use crate::cards::full::SpadesPlay;
use crate::cards::game::CardGame;
use crate::cards::hearts::{ALL_POINTS, TakenPoints, Valuation, hearts_points};
use crate::cards::table::Table;
use crate::cards::{Hearts, SergeantMajor, Spades};
use crate::rng::SplitMix64;

/// Plays `games` random games from `deal(seed)` to the end and runs `check` on every position
/// reached and on every child of each (every legal move played); returns the positions
/// checked.
fn sweep<G, const N: usize>(games: u64, deal: impl Fn(u64) -> G, check: impl Fn(&G)) -> usize
where
    G: CardGame<N> + Debug,
{
    let mut rng = SplitMix64::new(games ^ 0x5EED);
    let mut checked = 0;
    for seed in 0..games {
        // Grouping off on odd seeds: every card then gets played in some game.
        let mut game = deal(seed).with_grouping(seed % 2 == 0);
        loop {
            check(&game);
            checked += 1;
            if game.outcome().is_some() {
                break;
            }
            let mut moves = G::Moves::default();
            game.generate_moves(&mut moves);
            let moves = moves.as_slice();
            for &mv in moves {
                let mut child = game;
                child.play(mv);
                check(&child);
                checked += 1;
            }
            game.play(moves[rng.index_below(moves.len())]);
        }
    }
    checked
}

/// The from-scratch functions against the reference at `table`, for every trump (or none)
/// the trick in progress could have been played with (its winning card of the suit led or a
/// trump: `estimate_tricks`' condition) and every number of tricks a game on it could be
/// searched for.
fn check_from_scratch<const N: usize>(table: &Table<N>, taken: [u8; N]) {
    assert_eq!(
        likely_takers(table, taken),
        reference::likely_takers(table, taken),
        "{table:?}"
    );
    let most = table.completed_tricks() + table.cards_in_hands().div_ceil(N);
    for trump in [
        None,
        Some(Suit::Spades),
        Some(Suit::Hearts),
        Some(Suit::Diamonds),
        Some(Suit::Clubs),
    ] {
        let trick = table.trick();
        if let (Some(winning), Some(lead)) = (trick.winning_card(), trick.lead_suit())
            && winning.suit() != lead
            && Some(winning.suit()) != trump
        {
            continue;
        }
        for tricks in table.completed_tricks()..=most {
            assert_eq!(
                estimate_tricks(table, taken, tricks, trump),
                reference::estimate_tricks(table, taken, tricks, trump),
                "{table:?}, {tricks} tricks, trump {trump:?}"
            );
        }
    }
}

/// Every game's evaluation against the reference along `games` random games each.
fn every_game(games: u64) {
    let spades = sweep(games, Spades::<17>::random, |game| {
        let table = game.table();
        assert_eq!(
            Game::evaluate(game),
            reference::estimate_tricks(table, game.tricks_taken(), 17, Some(Suit::Spades)),
            "{game:?}"
        );
        check_from_scratch(table, game.tricks_taken());
    });
    // Fewer tricks than the hands hold: the sure winners can exceed the tricks left.
    let short_spades = sweep(games, Spades::<5>::random, |game| {
        assert_eq!(
            Game::evaluate(game),
            reference::estimate_tricks(game.table(), game.tricks_taken(), 5, Some(Suit::Spades))
        );
    });
    let sergeant_major = sweep(
        games,
        |seed| {
            SergeantMajor::<16>::random(seed)
                .with_trump(Suit::PBN_ORDER.get(seed as usize % 5).copied())
        },
        |game| {
            let (table, taken) = (game.table(), game.tricks_taken());
            assert_eq!(
                Game::evaluate(game),
                reference::estimate_tricks(table, taken, 16, game.trump()),
                "{game:?}"
            );
        },
    );
    let short_sergeant_major = sweep(games, SergeantMajor::<5>::random, |game| {
        assert_eq!(
            Game::evaluate(game),
            reference::estimate_tricks(game.table(), game.tricks_taken(), 5, None)
        );
    });
    let partnership = sweep(
        games,
        |seed| {
            SpadesPlay::<4>::new(
                crate::cards::Deal::random(&SpadesPlay::<4>::VARIANT, seed),
                1,
            )
            .unwrap()
        },
        |game| {
            let (table, taken) = (game.table(), game.tricks_taken());
            assert_eq!(
                estimate_with(table, game.top_cards(), taken, 13, Some(Suit::Spades)),
                reference::estimate_tricks(table, taken, 13, Some(Suit::Spades)),
                "{game:?}"
            );
            assert_eq!(
                *game.top_cards(),
                TopCards::of(table.hands(), Some(Suit::Spades))
            );
            check_from_scratch(table, taken);
        },
    );
    let hearts_3 = sweep(games, Hearts::<3>::random, |game| {
        let (table, taken) = (game.table(), game.points_taken());
        assert_eq!(
            hearts_points(Game::evaluate(game)),
            reference::likely_takers(table, taken),
            "{game:?}"
        );
        check_from_scratch(table, taken);
    });
    let hearts_4 = sweep(games, Hearts::<4>::random, |game| {
        let (table, taken) = (game.table(), game.points_taken());
        assert_eq!(
            hearts_points(Game::evaluate(game)),
            reference::likely_takers(table, taken),
            "{game:?}"
        );
        check_from_scratch(table, taken);
    });
    // Every game reached its end, through every position on the way and its children: a
    // Spades game alone has 52 positions on its line.
    for checked in [
        spades,
        short_spades,
        sergeant_major,
        short_sergeant_major,
        partnership,
        hearts_3,
        hearts_4,
    ] {
        assert!(checked as u64 > 6 * games, "{checked} positions");
    }
}

#[test]
fn the_kept_summaries_give_the_evaluations_from_scratch_on_random_games() {
    every_game(40);
}

/// The heavier sweep: `cargo test -p maxn-games --release -- --ignored summaries`.
#[test]
#[ignore = "a few thousand games per valuation: run in release"]
fn the_kept_summaries_give_the_evaluations_from_scratch_on_many_games() {
    every_game(2_000);
}

/// The Spades and Sergeant Major estimate computed from scratch at every cut-off, as it was
/// before the kept [`TopCards`]: a search with it is the search before them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct EstimateFromScratch;

impl TrickValuation for EstimateFromScratch {
    fn credit<const N: usize>(
        table: &Table<N>,
        _: &TopCards,
        taken: [u8; N],
        tricks: usize,
        trump: Option<Suit>,
    ) -> [u8; N] {
        reference::estimate_tricks(table, taken, tricks, trump)
    }
}

/// The Hearts likely takers computed from scratch at every cut-off, as before the kept
/// [`HeldCharge`](super::HeldCharge).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct TakersFromScratch;

impl Valuation for TakersFromScratch {
    const MINSUM: u8 = ALL_POINTS;

    fn charge<const N: usize>(
        table: &Table<N>,
        _: &super::HeldCharge<N>,
        taken: [u8; N],
    ) -> [u8; N] {
        reference::likely_takers(table, taken)
    }
}

/// Plain max^n on seed 3's deals of Spades (to `spades` plies) and 3-player Hearts (to
/// `hearts` plies) with the evaluations from scratch and the kept ones: the same values, line
/// and nodes.
fn same_searches(spades: u32, hearts: u32) {
    let before = MaxN.search(
        &Spades::<17, EstimateFromScratch>::random(3),
        Limits::depth(spades),
    );
    let after = MaxN.search(&Spades::<17>::random(3), Limits::depth(spades));
    assert_eq!(
        (before.value, before.principal_line, before.stats),
        (after.value, after.principal_line, after.stats)
    );
    let before = MaxN.search(
        &Hearts::<3, TakersFromScratch>::random(3),
        Limits::depth(hearts),
    );
    let after = MaxN.search(&Hearts::<3>::random(3), Limits::depth(hearts));
    assert_eq!(
        (before.value, before.principal_line, before.stats),
        (after.value, after.principal_line, after.stats)
    );
}

#[test]
fn searches_with_the_kept_summaries_are_the_searches_from_scratch() {
    same_searches(6, 6);
}

/// One search of `maxn search spades --seed 3 --algorithm maxn` / `maxn search hearts
/// --players 3 --seed 3 --algorithm maxn` at a smaller depth, with the evaluation named by
/// `MAXN_EVALUATION` (`from-scratch`, `kept`, `blind`), for instruction counts per node under
/// `valgrind --tool=callgrind` (`docs/results/speed.md`); prints the nodes.
#[test]
#[ignore = "a measurement: run in release under callgrind"]
fn one_search_for_instruction_counts() {
    let depth = |name: &str, default: u32| {
        std::env::var(name)
            .ok()
            .and_then(|d| d.parse().ok())
            .unwrap_or(default)
    };
    let (spades, hearts) = (
        depth("MAXN_SPADES_DEPTH", 10),
        depth("MAXN_HEARTS_DEPTH", 9),
    );
    let which = std::env::var("MAXN_EVALUATION").unwrap_or_default();
    let nodes = match (which.as_str(), std::env::var("MAXN_GAME").as_deref()) {
        ("from-scratch", Ok("hearts")) => {
            MaxN.search(
                &Hearts::<3, TakersFromScratch>::random(3),
                Limits::depth(hearts),
            )
            .stats
            .nodes
        }
        ("kept", Ok("hearts")) => {
            MaxN.search(&Hearts::<3>::random(3), Limits::depth(hearts))
                .stats
                .nodes
        }
        ("blind", Ok("hearts")) => {
            MaxN.search(&Hearts::<3, TakenPoints>::random(3), Limits::depth(hearts))
                .stats
                .nodes
        }
        ("from-scratch", _) => {
            MaxN.search(
                &Spades::<17, EstimateFromScratch>::random(3),
                Limits::depth(spades),
            )
            .stats
            .nodes
        }
        ("kept", _) => {
            MaxN.search(&Spades::<17>::random(3), Limits::depth(spades))
                .stats
                .nodes
        }
        _ => {
            MaxN.search(&Spades::<17, TricksTaken>::random(3), Limits::depth(spades))
                .stats
                .nodes
        }
    };
    println!("nodes {nodes}");
}
