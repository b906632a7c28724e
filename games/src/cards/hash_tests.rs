//! Tests of the card games' position hashes: the incremental hash against the hash computed
//! from scratch, transpositions, positions that differ, and collisions.

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

use maxn::{Game, MoveBuffer, PositionHash};

use super::card::{Card, Suit};
use super::deal::{Deal, SERGEANT_MAJOR};
use super::game::CardGame;
use super::set::CardSet;
use super::{Hearts, SergeantMajor, Spades, TricksTaken};
use crate::rng::SplitMix64;

/// Plays `games` random games to the end from random deals (`deal(seed)`), checking at every
/// position that the hash kept by `play` is the hash computed from scratch; returns the
/// number of positions checked.
fn check_playouts<G, const N: usize>(
    games: u64,
    deal: impl Fn(u64) -> G,
    from_scratch: impl Fn(&G) -> u64,
) -> usize
where
    G: CardGame<N> + PositionHash<N> + Debug,
{
    let mut rng = SplitMix64::new(games);
    let mut checked = 0;
    for seed in 0..games {
        // Grouping off on odd seeds: every card then gets played in some game.
        let mut game = deal(seed).with_grouping(seed % 2 == 0);
        loop {
            assert_eq!(game.position_hash(), from_scratch(&game), "{game:?}");
            checked += 1;
            if game.outcome().is_some() {
                break;
            }
            let mut moves = G::Moves::default();
            game.generate_moves(&mut moves);
            let moves = moves.as_slice();
            game.play(moves[rng.index_below(moves.len())]);
        }
    }
    checked
}

#[test]
fn the_incremental_hash_is_the_hash_from_scratch_along_random_games() {
    let checked = check_playouts(
        200,
        SergeantMajor::<16>::random,
        SergeantMajor::hash_from_scratch,
    ) + check_playouts(
        100,
        |seed| SergeantMajor::<16>::random(seed).with_trump(Some(Suit::from_index(seed as u8))),
        SergeantMajor::hash_from_scratch,
    ) + check_playouts(200, Hearts::<4>::random, Hearts::hash_from_scratch)
        + check_playouts(200, Hearts::<3>::random, Hearts::hash_from_scratch)
        + check_playouts(200, Spades::<17>::random, Spades::hash_from_scratch);
    // Every game is played to its end: 48 + 1 positions per Sergeant Major game, and so on.
    assert_eq!(checked, 300 * 49 + 200 * 53 + 200 * 52 + 200 * 52);
}

/// Every position of the tree below `game` to `depth` plies, root included: its full state
/// (by `state`, written from the public accessors, without the hash) and its hash.
fn positions<G, K, const N: usize>(game: &G, depth: u32, state: &impl Fn(&G) -> K) -> Vec<(K, u64)>
where
    G: Game<N> + PositionHash<N>,
{
    let mut out = vec![(state(game), game.position_hash())];
    if depth > 0 && game.outcome().is_none() {
        let mut moves = G::Moves::default();
        game.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = game.clone();
            child.play(mv);
            out.extend(positions(&child, depth - 1, state));
        }
    }
    out
}

/// Checks that equal states have equal hashes (transpositions) and different states
/// different hashes (no collision) among `positions`; returns (paths, distinct states).
pub(crate) fn check_transpositions<K: Eq + Hash + Clone + Debug>(
    positions: Vec<(K, u64)>,
) -> (usize, usize) {
    let paths = positions.len();
    let mut hash_of_state: HashMap<K, u64> = HashMap::new();
    let mut state_of_hash: HashMap<u64, K> = HashMap::new();
    for (state, hash) in positions {
        let first = *hash_of_state.entry(state.clone()).or_insert(hash);
        assert_eq!(first, hash, "one state, two hashes: {state:?}");
        let owner = state_of_hash.entry(hash).or_insert_with(|| state.clone());
        assert_eq!(*owner, state, "two states, one hash {hash:#x}");
    }
    assert_eq!(hash_of_state.len(), state_of_hash.len());
    (paths, hash_of_state.len())
}

/// The full state of a card position the hash must cover: hands, trick (cards, suit led,
/// seat winning), seat to move, completed tricks, what each seat has taken, broken.
type CardState<const N: usize> = (
    [CardSet; N],
    CardSet,
    Option<Suit>,
    Option<usize>,
    usize,
    usize,
    [u8; N],
    bool,
);

fn card_state<G: CardGame<N>, const N: usize>(
    game: &G,
    taken: [u8; N],
    broken: bool,
) -> CardState<N> {
    let table = game.table();
    let trick = table.trick();
    (
        *table.hands(),
        trick.cards(),
        trick.lead_suit(),
        trick.winner(),
        table.to_move(),
        table.completed_tricks(),
        taken,
        broken,
    )
}

#[test]
fn transpositions_share_a_hash_and_distinct_positions_do_not_collide() {
    // Two tricks and a card, without grouping: the same tricks won by the same seats in
    // either order are the same position.
    let game = SergeantMajor::<16>::random(3).with_grouping(false);
    let (paths, states) = check_transpositions(positions(&game, 6, &|g: &SergeantMajor<16>| {
        card_state(g, g.tricks_taken(), false)
    }));
    assert!(
        states > 10_000 && states < paths,
        "{states} states, {paths} paths"
    );

    let game = Spades::<17>::random(4);
    let (paths, states) = check_transpositions(positions(&game, 7, &|g: &Spades<17>| {
        card_state(g, g.tricks_taken(), g.spades_broken())
    }));
    assert!(
        states > 10_000 && states < paths,
        "{states} states, {paths} paths"
    );

    for seed in [5, 6] {
        let game = Hearts::<4>::random(seed);
        let (paths, states) = check_transpositions(positions(&game, 9, &|g: &Hearts<4>| {
            card_state(g, g.points_taken(), g.hearts_broken())
        }));
        assert!(
            states > 10_000 && states < paths,
            "{states} states, {paths} paths"
        );
    }
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// N: all 13 spades and the AKQ of hearts; E: the other hearts and the top 6 diamonds;
/// S: the other diamonds and the top 9 clubs.
const DEAL: &str = "N:AKQJT98765432.AKQ.. .JT98765432.AKQJT9. ..8765432.AKQJT9876";

fn play(
    mut game: SergeantMajor<16, TricksTaken>,
    cards: &[&str],
) -> SergeantMajor<16, TricksTaken> {
    for text in cards {
        game.play(card(text));
    }
    game
}

#[test]
fn the_same_tricks_in_another_order_give_the_same_hash() {
    // N leads two spades, nobody can follow, N wins both; the discards differ per trick.
    let start = SergeantMajor::<16, TricksTaken>::from_pbn(DEAL).unwrap();
    let one = play(start, &["SA", "HJ", "D8", "SK", "HT", "D7"]);
    let other = play(start, &["SK", "HT", "D7", "SA", "HJ", "D8"]);
    assert_eq!(one.tricks_taken(), [2, 0, 0]);
    assert_eq!(one.position_hash(), other.position_hash());
    // The same cards, but E and S discard them in the other tricks: the same position again.
    let swapped = play(start, &["SA", "HT", "D7", "SK", "HJ", "D8"]);
    assert_eq!(one.position_hash(), swapped.position_hash());
    // Mid-trick: the same trick so far after different earlier tricks.
    let one = play(one, &["SQ", "H9"]);
    let other = play(other, &["SQ", "H9"]);
    assert_eq!(one.position_hash(), other.position_hash());
    assert_ne!(
        one.position_hash(),
        play(start, &["SA", "HJ", "D8", "SK", "HT", "D7", "SQ", "H8"]).position_hash()
    );
}

#[test]
fn positions_that_differ_have_different_hashes() {
    let deal = Deal::parse(DEAL, &SERGEANT_MAJOR).unwrap();
    let north = SergeantMajor::<16>::with_leader(deal, 0).unwrap();
    // Only the seat to move differs.
    let east = SergeantMajor::<16>::with_leader(deal, 1).unwrap();
    assert_ne!(north.position_hash(), east.position_hash());
    // One card in another hand: N's 2♠ and E's 2♥ change places.
    let mut hands = deal.hands();
    hands[0] = hands[0].without(card("S2")).with(card("H2"));
    hands[1] = hands[1].without(card("H2")).with(card("S2"));
    let swapped = SergeantMajor::<16>::new(Deal::new(hands, &SERGEANT_MAJOR).unwrap()).unwrap();
    assert_ne!(north.position_hash(), swapped.position_hash());
    // Another trump suit.
    let spades = north.with_trump(Some(Suit::Spades));
    assert_ne!(north.position_hash(), spades.position_hash());
    assert_eq!(
        spades.with_trump(None).position_hash(),
        north.position_hash()
    );
    // The same cards played, but the trick won by another seat: with clubs as trumps S's
    // club discard wins E's heart lead instead of N's ace.
    let game = SergeantMajor::<16>::with_leader(deal, 1).unwrap();
    let mut no_trump = game;
    let mut clubs = game.with_trump(Some(Suit::Clubs));
    for text in ["HJ", "C6", "HA"] {
        no_trump.play(card(text));
        clubs.play(card(text));
    }
    assert_ne!(
        no_trump.with_trump(Some(Suit::Clubs)).position_hash(),
        clubs.position_hash()
    );
    // Neither the valuation nor the move options are part of the position.
    let taken = SergeantMajor::<16, TricksTaken>::new(deal).unwrap();
    assert_eq!(taken.position_hash(), north.position_hash());
    assert_eq!(
        north.with_grouping(false).position_hash(),
        north.position_hash()
    );
}
