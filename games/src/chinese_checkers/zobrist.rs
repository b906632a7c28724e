//! The Zobrist keys of Chinese Checkers positions: a piece of a player on a hole, and the
//! player to move.

use maxn::zobrist_keys;

use super::board::CELLS;
use super::rule::WinRule;

/// The most players a board seats.
const PLAYERS: usize = 6;

/// A piece of each player on each hole, by player and cell.
const PIECE: [u64; PLAYERS * CELLS] = zobrist_keys(0x6368_6563_6b5f_7069);
/// The player to move.
const TURN: [u64; PLAYERS] = zobrist_keys(0x6368_6563_6b5f_746f);

/// The strict win rule (the anti-blocking rule has key 0, so its hashes are unchanged).
const STRICT: u64 = zobrist_keys::<1>(0x6368_6563_6b5f_7275)[0];

/// The key of the win rule: positions of the two rules are different games, never one
/// transposition-table entry.
#[inline(always)]
pub(crate) const fn rule(rule: WinRule) -> u64 {
    match rule {
        WinRule::AntiBlocking => 0,
        WinRule::Strict => STRICT,
    }
}

/// The key of a piece of `player` on `cell`.
#[inline(always)]
pub(crate) const fn piece(player: usize, cell: u8) -> u64 {
    PIECE[player * CELLS + cell as usize]
}

/// The key of `player` to move.
#[inline(always)]
pub(crate) const fn turn(player: usize) -> u64 {
    TURN[player]
}

/// The hash of the pieces and the player to move, computed from them: the start of the hash
/// a position keeps, and the reference its incremental updates are tested against.
pub(crate) const fn from_scratch<const N: usize>(pieces: &[u128; N], to_move: usize) -> u64 {
    let mut hash = turn(to_move);
    let mut player = 0;
    while player < N {
        let mut set = pieces[player];
        while set != 0 {
            hash ^= piece(player, set.trailing_zeros() as u8);
            set &= set - 1;
        }
        player += 1;
    }
    hash
}
