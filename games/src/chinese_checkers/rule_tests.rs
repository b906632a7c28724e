//! Tests of the two win rules on positions: a foreign piece in a goal, the OpenSpiel
//! position the default rule refuses, and who is checked after a move.

use maxn::{Limits, MaxN, Searcher};

use super::eval::BLOCKED_HOLE_COST;
use super::notation::NotationErrorKind;
use super::position::ChineseCheckers;
use super::rule::WinRule;

/// A position reached in an OpenSpiel game (3 players): player a's goal (the bottom) is
/// empty, but b's and c's goals each hold ten pieces of several players. The default rule
/// calls both full goals wins and refuses the position; the strict rule plays on.
const OPENSPIEL: &str = "a/1a/a2/4/bbbbb1a2accc/bba4a1ccc/bb7cc/ba2aa3c/8c/10/11/12/13/4/3/2/1 b";

#[test]
fn the_openspiel_position_parses_and_is_searched_under_the_strict_rule() {
    let error = ChineseCheckers::<3>::parse_with(OPENSPIEL, WinRule::AntiBlocking);
    assert!(
        matches!(
            error.map_err(|e| e.kind),
            Err(NotationErrorKind::TwoWinners { .. })
        ),
        "the default rule sees two winners"
    );
    let position = ChineseCheckers::<3>::parse_with(OPENSPIEL, WinRule::Strict).unwrap();
    assert_eq!(position.winner(), None);
    assert_eq!(position.to_string(), OPENSPIEL);
    assert!(position.blocked_goal_holes(1) > 0 && position.blocked_goal_holes(2) > 0);
    let result = MaxN.search(&position, Limits::depth(2));
    assert!(result.complete);
    let best = result.best_move.expect("a move under the strict rule");
    assert_eq!(result.principal_line.first(), Some(&best));
}

#[test]
fn a_foreign_piece_in_a_goal_blocks_the_win_under_the_strict_rule_only() {
    // 2 players: player 1's piece on 115 goes to the centre and player 0's piece on 9
    // takes its place: player 0's goal (the bottom) is full, one hole its own.
    let start = ChineseCheckers::<2>::start();
    let pieces = [
        start.pieces(0) ^ (1 << 9) ^ (1 << 115),
        start.pieces(1) ^ (1 << 115) ^ (1 << 60),
    ];
    let text = ChineseCheckers::<2>::from_pieces(pieces, 1).to_string();
    let anti: ChineseCheckers<2> = text.parse().unwrap();
    assert_eq!(anti.winner(), Some(0));
    assert_eq!(MaxN.search(&anti, Limits::depth(2)).best_move, None);
    let strict = ChineseCheckers::<2>::parse_with(&text, WinRule::Strict).unwrap();
    assert_eq!(strict.winner(), None);
    assert_eq!(strict.blocked_goal_holes(0), 9);
    let result = MaxN.search(&strict, Limits::depth(2));
    assert!(result.best_move.is_some(), "the game goes on");
    // Player 0's pieces still at home block player 1's goal the same way.
    assert_eq!(strict.blocked_goal_holes(1), 9);
    // The evaluation sees the blocked goals: each progress counts 9 holes less (v_0 =
    // 2 P_0 - (P_0 + P_1) + 120 with 2 players).
    let counted = |player| i32::from(strict.progress(player)) - 9 * i32::from(BLOCKED_HOLE_COST);
    let (p0, p1) = (counted(0).max(0), counted(1).max(0));
    assert_eq!(i32::from(strict.static_value()[0]), p0 - p1 + 120);
    assert_ne!(strict.static_value(), anti.static_value());
}

#[test]
fn under_the_strict_rule_only_the_mover_can_win() {
    // Player 1 of 2 fills player 0's goal with its last piece: a win for player 0 under
    // the default rule (whoever moved), nothing under the strict rule.
    let start = ChineseCheckers::<2>::start();
    // Player 0's piece from 9 on 116, player 1's from 116 on 104, from 115 on 60.
    let pieces = [
        start.pieces(0) ^ (1 << 9) ^ (1 << 116),
        start.pieces(1) ^ (1 << 116) ^ (1 << 104) ^ (1 << 115) ^ (1 << 60),
    ];
    for (rule, winner) in [(WinRule::AntiBlocking, Some(0)), (WinRule::Strict, None)] {
        let mut position = ChineseCheckers::<2>::from_pieces_with(pieces, 1, rule);
        assert_eq!(position.winner(), None, "{rule}: 115 is empty");
        // (`apply` plays any move of a piece to an empty hole; the path is movegen's.)
        position.apply("104-115".parse().unwrap());
        assert_eq!(position.winner(), winner, "{rule}");
    }
}
