//! A max^n kernel written by hand for one game, 3-player Chinese Checkers, for the
//! `macro_overhead` bench to compare with the library's generic `MaxN`: the same recursion
//! (copy-make, the first of equal values kept, leaves at the depth limit, at the end of the
//! game and where no move is left), with none of what the generic kernel adds (the principal
//! line, node and time limits, statistics beyond a node count, bound checks in debug builds).

use maxn::MoveBuffer;
use maxn_games::chinese_checkers::{ChineseCheckers, Moves};

/// The max^n value of `position` searched `depth` turns deep, counting every node visited
/// (root and leaves included, as `Stats::nodes` does) in `nodes`.
pub fn maxn(position: &ChineseCheckers<3>, depth: u32, nodes: &mut u64) -> [u16; 3] {
    *nodes += 1;
    if let Some(value) = position.outcome() {
        return value;
    }
    if depth == 0 {
        return position.evaluate();
    }
    let mut moves = Moves::default();
    position.moves(&mut moves);
    let player = position.player_to_move();
    let mut best: Option<[u16; 3]> = None;
    for &mv in moves.as_slice() {
        let mut child = *position;
        child.play(mv);
        let value = maxn(&child, depth - 1, nodes);
        match best {
            Some(kept) if value[player] <= kept[player] => {}
            _ => best = Some(value),
        }
    }
    // A position that is not over always has a move (a pass when boxed in).
    best.unwrap_or_else(|| position.evaluate())
}
