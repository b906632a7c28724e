//! Turn-level perft: the number of move sequences of a given length from a position, one ply
//! being one player's whole turn (a step or a complete hop chain). The standard check of a
//! move generator against independent counts.

use maxn::MoveBuffer;

use super::position::Moves;
use super::position::{ChineseCheckers, Move};

/// The number of distinct move sequences of `depth` turns from `position` (the leaves of the
/// game tree cut at `depth`). A finished game has no moves, so it adds nothing below itself;
/// the top-k limit, when the position has one, applies at every ply.
pub fn perft<const N: usize>(position: &ChineseCheckers<N>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        // The last ply only counts: no list, no ordering.
        1 => position.count_moves(),
        _ => {
            let mut moves = Moves::default();
            position.legal_moves(&mut moves);
            moves
                .as_slice()
                .iter()
                .map(|&mv| {
                    let mut child = *position;
                    child.apply(mv);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by root move ("divide"), in move order: for locating where two move
/// generators disagree.
pub fn divide<const N: usize>(position: &ChineseCheckers<N>, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = Moves::default();
    position.legal_moves(&mut moves);
    moves
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.apply(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chinese_checkers::oracle::{Geometry, NaivePosition};

    /// The independent counts for 3 players from the start.
    #[test]
    fn three_players_from_the_start_match_the_reference_counts() {
        let start = ChineseCheckers::<3>::start();
        let counts: Vec<u64> = (1..=4).map(|depth| perft(&start, depth)).collect();
        assert_eq!(counts, [14, 196, 2_744, 66_640]);
    }

    /// The first mover's second turn: 66,640 = 14 * 14 * 340 at 3 players, where the two
    /// other players' first moves (at the far side of the board) cannot touch player 0's
    /// pieces, so player 0's 14 first moves leave it 340 second moves in all. Two players
    /// (top and bottom) are just as far apart and move symmetrically, so their counts follow:
    /// 14, 14^2, 14 * 340 and 340^2.
    #[test]
    fn two_players_follow_from_the_three_player_counts() {
        let second_turns = 66_640 / (14 * 14);
        assert_eq!(second_turns * 14 * 14, 66_640);
        let start = ChineseCheckers::<2>::start();
        let counts: Vec<u64> = (1..=4).map(|depth| perft(&start, depth)).collect();
        assert_eq!(
            counts,
            [14, 196, 14 * second_turns, second_turns * second_turns]
        );
    }

    /// With 4 and 6 players neighbouring points share a corner hole of the hexagon (cell 18
    /// between the top and upper right), so the second player's count depends on the first
    /// move: 199, not 14^2. These counts are confirmed by the naive oracle (depth 4 in an
    /// ignored test, as the oracle is slow).
    #[test]
    fn four_and_six_players_from_the_start() {
        let four = ChineseCheckers::<4>::start();
        let six = ChineseCheckers::<6>::start();
        let counts: Vec<u64> = (1..=4).map(|depth| perft(&four, depth)).collect();
        assert_eq!(counts, [14, 199, 2_786, 39_601]);
        let counts: Vec<u64> = (1..=4).map(|depth| perft(&six, depth)).collect();
        assert_eq!(counts, [14, 199, 2_828, 40_189]);
    }

    fn oracle_perft(players: usize, depth: u32) -> u64 {
        let geometry = Geometry::new();
        NaivePosition::start(&geometry, players).perft(&geometry, depth)
    }

    #[test]
    fn the_naive_oracle_agrees_to_depth_three() {
        for depth in 1..=3 {
            assert_eq!(
                oracle_perft(2, depth),
                perft(&ChineseCheckers::<2>::start(), depth)
            );
            assert_eq!(
                oracle_perft(3, depth),
                perft(&ChineseCheckers::<3>::start(), depth)
            );
            assert_eq!(
                oracle_perft(4, depth),
                perft(&ChineseCheckers::<4>::start(), depth)
            );
            assert_eq!(
                oracle_perft(6, depth),
                perft(&ChineseCheckers::<6>::start(), depth)
            );
        }
    }

    #[test]
    #[ignore = "the naive oracle takes a while at depth 4; run with --ignored"]
    fn the_naive_oracle_agrees_at_depth_four() {
        assert_eq!(oracle_perft(2, 4), 115_600);
        assert_eq!(oracle_perft(3, 4), 66_640);
        assert_eq!(oracle_perft(4, 4), 39_601);
        assert_eq!(oracle_perft(6, 4), 40_189);
    }

    #[test]
    fn divide_sums_to_perft() {
        let start = ChineseCheckers::<4>::start();
        let split = divide(&start, 3);
        assert_eq!(split.len(), 14);
        assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), perft(&start, 3));
    }

    #[test]
    fn top_k_limits_every_ply() {
        let start = ChineseCheckers::<3>::start().with_top_k(std::num::NonZeroUsize::new(5));
        assert_eq!(perft(&start, 3), 125);
    }
}
