//! Tests of the Chinese Checkers position hash: the incremental hash against the hash
//! computed from scratch, transpositions, positions that differ, and collisions.

use maxn::{FreeTurnOrder, Game, MoveBuffer, PositionHash};

use super::position::Moves;
use super::position::{ChineseCheckers, Move};
use super::rule::WinRule;
use super::zobrist;
use crate::cards::hash_tests::check_transpositions;
use crate::rng::SplitMix64;

/// Plays `games` random games of up to 400 turns, checking at every position that the hash
/// kept by `play` is the hash of the pieces and the player to move; returns the positions
/// checked and the games won.
fn check_playouts<const N: usize>(seed: u64, games: usize, rule: WinRule) -> (usize, usize) {
    let mut rng = SplitMix64::new(seed);
    let (mut checked, mut won) = (0, 0);
    for _ in 0..games {
        let mut game = ChineseCheckers::<N>::start().with_win_rule(rule);
        for _ in 0..400 {
            let expected =
                zobrist::from_scratch(&game.pieces, game.player_to_move()) ^ zobrist::rule(rule);
            assert_eq!(game.position_hash(), expected);
            checked += 1;
            if game.outcome().is_some() {
                won += 1;
                break;
            }
            let mut moves = Moves::default();
            game.generate_moves(&mut moves);
            // Mostly among the forward moves, so that games reach their end.
            let moves = moves.as_slice();
            game.play(moves[rng.index_below(moves.len().div_ceil(6))]);
        }
    }
    (checked, won)
}

#[test]
fn the_incremental_hash_is_the_hash_from_scratch_along_random_games() {
    for rule in WinRule::ALL {
        for (checked, won) in [
            check_playouts::<2>(1, 10, rule),
            check_playouts::<3>(2, 10, rule),
            check_playouts::<4>(3, 10, rule),
            check_playouts::<6>(4, 10, rule),
        ] {
            assert!(
                checked > 1000 && won > 0,
                "{rule}: {checked} positions, {won} wins"
            );
        }
    }
    // The rule is part of the hash: the two games never share a table entry.
    let start = ChineseCheckers::<3>::start();
    assert_ne!(
        start.position_hash(),
        start.with_win_rule(WinRule::Strict).position_hash()
    );
    assert_eq!(
        start
            .with_win_rule(WinRule::Strict)
            .with_win_rule(WinRule::AntiBlocking),
        start
    );
}

/// Every position to `depth` turns below `game`, root included: (pieces, player to move)
/// and hash.
fn positions<const N: usize>(
    game: &ChineseCheckers<N>,
    depth: u32,
    out: &mut Vec<(([u128; N], usize), u64)>,
) {
    out.push(((game.pieces, game.player_to_move()), game.position_hash()));
    if depth > 0 && game.outcome().is_none() {
        let mut moves = Moves::default();
        game.generate_moves(&mut moves);
        for &mv in moves.as_slice() {
            let mut child = *game;
            child.play(mv);
            positions(&child, depth - 1, out);
        }
    }
}

#[test]
fn transpositions_share_a_hash_and_distinct_positions_do_not_collide() {
    // Two players, four turns: each moves two pieces, in either order.
    let mut all = Vec::new();
    positions(&ChineseCheckers::<2>::start(), 4, &mut all);
    let (paths, states) = check_transpositions(all);
    assert!(
        states > 10_000 && states < paths,
        "{states} states, {paths} paths"
    );
    // Three players, four turns: player 0 moves twice.
    let mut all = Vec::new();
    positions(&ChineseCheckers::<3>::start(), 4, &mut all);
    let (paths, states) = check_transpositions(all);
    assert!(
        states > 10_000 && states < paths,
        "{states} states, {paths} paths"
    );
}

fn play<const N: usize>(game: ChineseCheckers<N>, moves: &[(u8, u8)]) -> ChineseCheckers<N> {
    moves.iter().fold(game, |mut game, &(from, to)| {
        let mv = Move::new(from, to).unwrap();
        let mut legal = Moves::default();
        game.generate_moves(&mut legal);
        assert!(
            legal.as_slice().contains(&mv),
            "{mv} is not legal in {game}"
        );
        game.play(mv);
        game
    })
}

#[test]
fn pieces_reaching_the_same_holes_by_other_orders_share_a_hash() {
    let start = ChineseCheckers::<3>::start();
    // Player 0 steps its front-row pieces on 6 and 9 down to 14 and 18 (row 4 holds cells
    // 10 to 22), in either order; players 1 and 2, far away, make the same moves between.
    let first = play(start, &[(6, 14)]);
    let mut answers = Vec::new();
    let mut replay = first;
    for _ in 0..2 {
        let mut legal = Moves::default();
        replay.generate_moves(&mut legal);
        let mv = legal.as_slice()[0];
        answers.push((mv.from().unwrap(), mv.to().unwrap()));
        replay.play(mv);
    }
    let one = play(start, &[(6, 14), answers[0], answers[1], (9, 18)]);
    let other = play(start, &[(9, 18), answers[0], answers[1], (6, 14)]);
    assert_eq!(one.pieces, other.pieces);
    assert_eq!(one.position_hash(), other.position_hash());
    // Another piece stepping first (7 to 15 rather than 6 to 14): another position.
    let third = play(start, &[(7, 15), answers[0], answers[1], (9, 18)]);
    assert_ne!(third.position_hash(), one.position_hash());
}

#[test]
fn positions_that_differ_have_different_hashes() {
    let start = ChineseCheckers::<3>::start();
    // Only the player to move differs.
    let pieces = start.pieces;
    let moved = ChineseCheckers::<3>::from_pieces(pieces, 1);
    assert_eq!(ChineseCheckers::<3>::from_pieces(pieces, 0), start);
    assert_ne!(moved.position_hash(), start.position_hash());
    // One piece one hole further, with the same player to move.
    let mut stepped = pieces;
    stepped[0] ^= (1 << 6) | (1 << 14);
    let stepped = ChineseCheckers::<3>::from_pieces(stepped, 0);
    assert_ne!(stepped.position_hash(), start.position_hash());
    // The same holes occupied, but the pieces on 14 and on one of player 1's home holes
    // change owners.
    let mut swapped = stepped.pieces;
    let home = 1u128 << swapped[1].trailing_zeros();
    swapped[0] ^= (1 << 14) | home;
    swapped[1] ^= (1 << 14) | home;
    let swapped = ChineseCheckers::<3>::from_pieces(swapped, 0);
    assert_eq!(swapped.occupied(), stepped.occupied());
    assert_ne!(swapped.position_hash(), stepped.position_hash());
    // Changing the mover (FreeTurnOrder) keeps the hash that of the new position.
    for player in 0..3 {
        let passed = stepped.with_mover(player);
        assert_eq!(
            passed.position_hash(),
            zobrist::from_scratch(&passed.pieces, player)
        );
    }
    assert_eq!(start.with_mover(1).position_hash(), moved.position_hash());
    // The top-k limit is a setting of the search, not part of the position.
    let limited = start.with_top_k(std::num::NonZeroUsize::new(3));
    assert_eq!(limited.position_hash(), start.position_hash());
}
