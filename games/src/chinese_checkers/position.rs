//! The position: one bit set per player plus the occupancy, the player to move, and what
//! evaluation and the win test need, kept up to date move by move.

use std::fmt;
use std::num::NonZeroUsize;

use maxn::multiplayer_game;

use super::board::{
    BOARD, CELL_BITS, CELL_TRIANGLE, CELLS, LARGEST_HOP_CLASS, OFF_BOARD, Triangle,
};
use super::rule::WinRule;
use super::seats::{NO_PLAYER, goal_distances, goal_owners, goals, homes};
use super::zobrist;

/// The most moves a position can have: ten pieces, each with at most 6 steps and one hop
/// landing per other hole of its hop class (hops keep a piece in one of four classes of at
/// most 37 holes, see [`LARGEST_HOP_CLASS`]). A bound proven rather than observed; the
/// most seen in random play is about 120.
pub const MAX_MOVES: usize = 10 * (6 + LARGEST_HOP_CLASS - 1);

/// The move list the searchers use for Chinese Checkers.
pub type Moves = maxn::MoveList<Move, MAX_MOVES>;

/// A Chinese Checkers position for `N` players (2, 3, 4 or 6), with the move-ordering
/// parameter `top_k`.
///
/// `Copy` and small (one `u128` per player, the occupancy and a few bytes): the searchers
/// copy it and [`play`](maxn::Game::play) on the copy.
///
/// # Rules
///
/// - Seating, turn order and goals: see [`seats`](super::seats); player 0 (top) moves first.
/// - A move is a step to an adjacent empty hole, or a chain of hops, each over one adjacent
///   piece of any colour into the empty hole beyond it; the chain may stop after any hop and
///   never lands on a hole it has already visited, its start included. Hop paths reaching the
///   same hole are one move: a move is a distinct `(from, to)` pair. Pieces may stop anywhere,
///   including other players' home and goal points, and may leave their goal again.
/// - **Winning** under the default [`WinRule::AntiBlocking`] (the other rule,
///   [`WinRule::Strict`], is OpenSpiel's: all ten goal holes hold the mover's own pieces, and
///   only the mover is checked; see [`with_win_rule`](Self::with_win_rule)). A player wins as soon as every hole of its goal triangle is occupied and at
///   least one of them by its own piece. With no opponent in the goal this is the usual "fill
///   the goal with your pieces"; the extra clause is the usual anti-blocking rule (as we
///   understand it, the rule Sturtevant states for his work on solving the game, 2019),
///   without which a player could make an opponent's win impossible by never leaving its
///   own home (the opponent's goal, with 2, 4 or 6 players). The test is on the position, so the
///   player whose goal a move completes wins even if someone else made that move; a move
///   changes only one goal (the one containing its target hole), so a game has at most one
///   winner, and it ends there.
/// - A player with no legal move (every piece boxed in, which is rare) passes
///   ([`Move::PASS`]), so that every unfinished position has a move.
///
/// # Declaration
///
/// Declared with `#[multiplayer_game]` (its rules are in `game.rs`): `N` players, `u16`
/// scores bounded by [`MAXSUM`](Self::MAXSUM) and [`MAXP`](Self::MAXP) (see
/// [`CheckersScore`](super::CheckersScore)), at most [`MAX_MOVES`] moves.
#[multiplayer_game(
    players = N,
    score = u16,
    maxsum = ChineseCheckers::<N>::MAXSUM,
    maxp = ChineseCheckers::<N>::MAXP,
    max_moves = MAX_MOVES,
    name = "Chinese Checkers"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChineseCheckers<const N: usize> {
    /// Each player's pieces (bit `i` is cell `i`).
    pub(crate) pieces: [u128; N],
    /// The union of `pieces`.
    pub(crate) occupied: u128,
    /// Each player's progress: 140 minus the sum of its pieces' step distances to its goal
    /// tip (0 at the start, 120 with every piece in the goal).
    pub(crate) progress: [u8; N],
    /// The player to move.
    #[turn]
    pub(crate) to_move: u8,
    /// The winner, or `NO_PLAYER` while the game goes on.
    pub(crate) winner: u8,
    /// How many of the ordered moves the generator keeps (0 for all).
    pub(crate) top_k: u16,
    /// Which filled goal wins.
    pub(crate) rule: WinRule,
    /// The Zobrist hash of the pieces and the player to move (everything else is derived
    /// from them, or a setting of the search), kept up to date by `apply`.
    pub(crate) hash: u64,
}

/// A move: a piece from one hole to another, or a pass.
///
/// Shown (and parsed, see [`FromStr`](std::str::FromStr)) as `from-to` with cell numbers, such as
/// `7-17`, or `pass`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: u8,
    to: u8,
}

impl Move {
    /// The move of a player that has no other move.
    pub const PASS: Move = Move {
        from: OFF_BOARD,
        to: OFF_BOARD,
    };

    /// The move of the piece on `from` to `to`, when both are holes and differ.
    pub const fn new(from: u8, to: u8) -> Option<Move> {
        if (from as usize) < CELLS && (to as usize) < CELLS && from != to {
            Some(Move { from, to })
        } else {
            None
        }
    }

    /// Built by the generator, which only produces valid pairs.
    #[inline(always)]
    pub(crate) const fn new_unchecked(from: u8, to: u8) -> Move {
        Move { from, to }
    }

    /// The hole the piece leaves (`None` for a pass).
    pub const fn from(self) -> Option<u8> {
        if self.is_pass() {
            None
        } else {
            Some(self.from)
        }
    }

    /// The hole the piece ends on (`None` for a pass).
    pub const fn to(self) -> Option<u8> {
        if self.is_pass() { None } else { Some(self.to) }
    }

    /// Whether this is [`Move::PASS`].
    pub const fn is_pass(self) -> bool {
        self.from == OFF_BOARD
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            f.write_str("pass")
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<const N: usize> ChineseCheckers<N> {
    /// The home triangle of each player.
    pub const HOMES: [Triangle; N] = homes::<N>();
    /// The goal triangle of each player.
    pub const GOALS: [Triangle; N] = goals::<N>();
    /// Each player's goal as a bit set.
    pub(crate) const GOAL_MASKS: [u128; N] = {
        let mut masks = [0u128; N];
        let mut i = 0;
        while i < N {
            masks[i] = Self::GOALS[i].mask();
            i += 1;
        }
        masks
    };
    /// The player whose goal each triangle is (index 6: the hexagon, nobody's).
    pub(crate) const GOAL_OWNERS: [u8; 7] = goal_owners::<N>();
    /// The player whose goal each cell is in, or `NO_PLAYER`.
    pub(crate) const GOAL_OWNER_OF_CELL: [u8; CELLS] = {
        let mut owners = [NO_PLAYER; CELLS];
        let mut cell = 0;
        while cell < CELLS {
            owners[cell] = Self::GOAL_OWNERS[CELL_TRIANGLE[cell] as usize];
            cell += 1;
        }
        owners
    };
    /// Each player's distance-to-goal table.
    pub(crate) const DISTANCES: [[u8; CELLS]; N] = goal_distances::<N>();

    /// The starting position: every player's ten pieces on its home point, player 0 to move,
    /// every move kept.
    ///
    /// For an unsupported `N` this fails to compile (the seating table has no entry):
    ///
    /// ```compile_fail
    /// let five = maxn_games::chinese_checkers::ChineseCheckers::<5>::start();
    /// ```
    pub const fn start() -> Self {
        let mut pieces = [0u128; N];
        let mut occupied = 0;
        let mut i = 0;
        while i < N {
            pieces[i] = Self::HOMES[i].mask();
            occupied |= pieces[i];
            i += 1;
        }
        Self {
            pieces,
            occupied,
            progress: [0; N],
            to_move: 0,
            winner: NO_PLAYER,
            top_k: 0,
            rule: WinRule::AntiBlocking,
            hash: zobrist::from_scratch(&pieces, 0),
        }
    }

    /// Builds a position from each player's pieces and the player to move, checking nothing
    /// but computing the derived fields; the notation parser validates before calling it.
    #[cfg(test)]
    pub(crate) fn from_pieces(pieces: [u128; N], to_move: usize) -> Self {
        Self::from_pieces_with(pieces, to_move, WinRule::AntiBlocking)
    }

    /// [`from_pieces`](Self::from_pieces) under `rule`.
    pub(crate) fn from_pieces_with(pieces: [u128; N], to_move: usize, rule: WinRule) -> Self {
        let mut position = Self {
            pieces,
            occupied: pieces.iter().fold(0, |all, &p| all | p),
            progress: [0; N],
            to_move: to_move as u8,
            winner: NO_PLAYER,
            top_k: 0,
            rule,
            hash: zobrist::from_scratch(&pieces, to_move) ^ zobrist::rule(rule),
        };
        for (player, &set) in pieces.iter().enumerate() {
            let distance: u32 = cells(set)
                .map(|cell| Self::DISTANCES[player][cell as usize] as u32)
                .sum();
            position.progress[player] = (START_DISTANCE - distance) as u8;
        }
        let winner = position.winners().next();
        if let Some(winner) = winner {
            position.winner = winner as u8;
        }
        position
    }

    /// The same position with the generator keeping only the first `k` moves of its order
    /// (the moves that carry a piece farthest towards its goal), or every move for `None`.
    ///
    /// Sturtevant (2003) searched Chinese Checkers keeping the top moves only, because the
    /// branching factor passes 100 in the middle game. `k` above 65,535 keeps every move.
    pub fn with_top_k(mut self, k: Option<NonZeroUsize>) -> Self {
        self.top_k = k.map_or(0, |k| k.get().min(u16::MAX as usize) as u16);
        self
    }

    /// The same pieces and mover under the win `rule`, the winner recomputed (under the
    /// strict rule, whoever's goal holds ten own pieces; a position with two such players
    /// keeps the first, and the parser refuses it). The top-k limit is kept.
    pub fn with_win_rule(self, rule: WinRule) -> Self {
        Self::from_pieces_with(self.pieces, self.player_to_move(), rule).with_top_k(self.top_k())
    }

    /// The win rule.
    pub fn win_rule(&self) -> WinRule {
        self.rule
    }

    /// The top-k limit, if any.
    pub fn top_k(&self) -> Option<NonZeroUsize> {
        NonZeroUsize::new(self.top_k as usize)
    }

    /// The player to move, `0..N`.
    pub fn player_to_move(&self) -> usize {
        self.to_move as usize
    }

    /// The pieces of `player` as a bit set (bit `i` is cell `i`).
    pub fn pieces(&self, player: usize) -> u128 {
        self.pieces[player]
    }

    /// All occupied holes as a bit set.
    pub fn occupied(&self) -> u128 {
        self.occupied
    }

    /// Who owns the piece on `cell`, if any.
    pub fn owner(&self, cell: u8) -> Option<usize> {
        let bit = 1u128.checked_shl(cell as u32)? & BOARD;
        self.pieces.iter().position(|&p| p & bit != 0)
    }

    /// A player's progress towards its goal, `0..=120`: 140 minus the sum over its pieces of
    /// the steps each needs to reach the goal's tip on an empty board
    /// ([`TIP_STEPS`](super::board::TIP_STEPS)). 0 with every piece at home, 120 with every
    /// piece in the goal, and only then: ten pieces' distances sum to at least 20, and to 20
    /// only on the goal triangle (at most 140, only on the home triangle).
    pub fn progress(&self, player: usize) -> u8 {
        self.progress[player]
    }

    /// The winner, once there is one (the game is then over).
    pub fn winner(&self) -> Option<usize> {
        (self.winner != NO_PLAYER).then_some(self.winner as usize)
    }

    /// Every player whose goal condition holds (at most one in a position reached by play).
    pub(crate) fn winners(&self) -> impl Iterator<Item = usize> + '_ {
        (0..N).filter(|&player| self.has_filled_goal(player))
    }

    /// The win condition of the rule: the goal is full, with at least one of the player's own
    /// pieces (anti-blocking), or full of its own pieces (strict).
    #[inline(always)]
    fn has_filled_goal(&self, player: usize) -> bool {
        let goal = Self::GOAL_MASKS[player];
        match self.rule {
            WinRule::AntiBlocking => {
                self.occupied & goal == goal && self.pieces[player] & goal != 0
            }
            WinRule::Strict => self.pieces[player] & goal == goal,
        }
    }

    /// The holes of `player`'s goal that hold other players' pieces: under the strict rule,
    /// the holes blocking its win.
    #[inline]
    pub fn blocked_goal_holes(&self, player: usize) -> u32 {
        let goal = Self::GOAL_MASKS[player];
        ((self.occupied ^ self.pieces[player]) & goal).count_ones()
    }

    /// Plays `mv` for the player to move. The move must be legal (as generated).
    #[inline]
    pub(crate) fn apply(&mut self, mv: Move) {
        let player = self.to_move as usize;
        if !mv.is_pass() {
            debug_assert!(
                self.pieces[player] >> mv.from & 1 == 1,
                "{mv}: not a piece of the mover"
            );
            debug_assert!(self.occupied >> mv.to & 1 == 0, "{mv}: target occupied");
            let flip = CELL_BITS[mv.from as usize] | CELL_BITS[mv.to as usize];
            self.hash ^= zobrist::piece(player, mv.from) ^ zobrist::piece(player, mv.to);
            self.pieces[player] ^= flip;
            self.occupied ^= flip;
            let distance = &Self::DISTANCES[player];
            // progress = 140 - sum of distances: it rises by what the piece gained.
            self.progress[player] = (self.progress[player] + distance[mv.from as usize])
                .wrapping_sub(distance[mv.to as usize]);
            // Only the goal holding the target hole can have been completed; under the strict
            // rule only the mover's counts (and only the mover's own piece can complete it).
            let owner = Self::GOAL_OWNER_OF_CELL[mv.to as usize];
            let checked = match self.rule {
                WinRule::AntiBlocking => owner != NO_PLAYER,
                WinRule::Strict => owner as usize == player,
            };
            if checked && self.has_filled_goal(owner as usize) {
                self.winner = owner;
            }
        }
        let next = if player + 1 == N { 0 } else { player + 1 };
        self.hash ^= zobrist::turn(player) ^ zobrist::turn(next);
        self.to_move = next as u8;
    }
}

impl<const N: usize> Default for ChineseCheckers<N> {
    fn default() -> Self {
        Self::start()
    }
}

impl<const N: usize> fmt::Debug for ChineseCheckers<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ChineseCheckers<{N}>({self})")?;
        if self.rule != WinRule::AntiBlocking {
            write!(f, " {} rule", self.rule)?;
        }
        if self.top_k != 0 {
            write!(f, " top-k {}", self.top_k)?;
        }
        Ok(())
    }
}

/// The sum of the step distances to the goal tip of ten pieces on their home point
/// (16 + 2·15 + 3·14 + 4·13): the largest any ten pieces can have (checked by a test of the
/// board tables).
pub(crate) const START_DISTANCE: u32 = 140;

/// The cells of a bit set, lowest first.
#[inline]
pub(crate) fn cells(set: u128) -> Cells {
    Cells {
        low: set as u64,
        high: (set >> 64) as u64,
    }
}

/// The iterator of [`cells`]: a 128-bit set scanned as two 64-bit halves, which costs two
/// instructions per cell instead of a dozen for 128-bit arithmetic.
pub(crate) struct Cells {
    low: u64,
    high: u64,
}

impl Iterator for Cells {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.low != 0 {
            let cell = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(cell)
        } else if self.high != 0 {
            let cell = 64 + self.high.trailing_zeros() as u8;
            self.high &= self.high - 1;
            Some(cell)
        } else {
            None
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_ten_pieces_per_player_on_their_homes() {
        let start = ChineseCheckers::<6>::start();
        assert_eq!(start.occupied.count_ones(), 60);
        for player in 0..6 {
            assert_eq!(start.pieces(player).count_ones(), 10);
            assert_eq!(start.progress(player), 0);
        }
        assert_eq!(start.owner(0), Some(0));
        assert_eq!(start.owner(120), Some(3));
        assert_eq!(start.owner(60), None);
        assert_eq!(start.owner(200), None);
        assert_eq!(start.winner(), None);
        // Recomputing the derived fields from the pieces gives the same position.
        assert_eq!(ChineseCheckers::from_pieces(start.pieces, 0), start);
    }

    #[test]
    fn a_full_goal_wins_with_one_own_piece_in_it_and_not_with_none() {
        // 2 players: player 0's goal is player 1's home, full of player 1's pieces.
        let start = ChineseCheckers::<2>::start();
        assert_eq!(start.winners().count(), 0);
        // Player 1's piece on 115 goes to the centre and player 0's piece on 9 takes its
        // place: the bottom is full again, now with one piece of player 0, who wins under the
        // anti-blocking rule. (Player 1's goal, the top, has a hole at 9.)
        let position = ChineseCheckers::<2>::from_pieces(
            [
                start.pieces[0] ^ (1 << 9) ^ (1 << 115),
                start.pieces[1] ^ (1 << 115) ^ (1 << 60),
            ],
            1,
        );
        assert_eq!(position.winners().collect::<Vec<_>>(), [0]);
        assert_eq!(position.winner(), Some(0));
        // Without player 0's piece the full bottom is no win for anybody.
        let blocked = ChineseCheckers::<2>::from_pieces(
            [start.pieces[0] ^ (1 << 9) ^ (1 << 60), start.pieces[1]],
            1,
        );
        assert_eq!(blocked.winner(), None);
    }

    #[test]
    fn moves_print_as_cell_pairs() {
        assert_eq!(Move::new(7, 17).unwrap().to_string(), "7-17");
        assert_eq!(Move::PASS.to_string(), "pass");
        assert_eq!(Move::new(7, 7), None);
        assert_eq!(Move::new(7, 121), None);
        assert_eq!(Move::new(7, 17).unwrap().from(), Some(7));
        assert_eq!(Move::PASS.to(), None);
    }
}

#[cfg(test)]
mod oracle_tests {
    use maxn::MoveBuffer;

    use super::*;
    use crate::chinese_checkers::oracle::{Geometry, NaivePosition};
    use crate::rng::SplitMix64;

    /// Plays greedy-random games on both implementations side by side, comparing the board,
    /// the progress of every player and the winner after every move.
    fn play_along<const N: usize>(seed: u64, games: usize) -> usize {
        let geometry = Geometry::new();
        let mut rng = SplitMix64::new(seed);
        let mut wins = 0;
        for _ in 0..games {
            let mut fast = ChineseCheckers::<N>::start();
            let mut naive = NaivePosition::start(&geometry, N);
            for _ in 0..400 {
                let mut moves = Moves::default();
                fast.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let choices = moves.as_slice();
                let mv = choices[rng.index_below(choices.len().div_ceil(6))];
                fast.apply(mv);
                naive.play((mv.from().unwrap() as usize, mv.to().unwrap() as usize));
                for cell in 0..CELLS {
                    assert_eq!(fast.owner(cell as u8), naive.owners[cell]);
                }
                assert_eq!(fast.player_to_move(), naive.to_move);
                for player in 0..N {
                    assert_eq!(
                        fast.progress(player) as i32,
                        naive.progress(&geometry, player)
                    );
                }
                assert_eq!(
                    fast.winner().into_iter().collect::<Vec<_>>(),
                    naive.winners(&geometry)
                );
            }
            wins += usize::from(fast.winner().is_some());
        }
        wins
    }

    #[test]
    fn play_progress_and_wins_match_the_oracle() {
        // The games must reach wins, or the win half proves nothing.
        assert!(play_along::<2>(21, 6) > 0);
        assert!(play_along::<3>(22, 6) > 0);
        assert!(play_along::<4>(23, 6) > 0);
        assert!(play_along::<6>(24, 6) > 0);
    }
}
