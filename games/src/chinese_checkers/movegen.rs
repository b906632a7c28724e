//! Move generation: the holes each piece can reach (steps and hop chains, found with the
//! precomputed tables), ordered so that the moves carrying a piece farthest towards its goal
//! come first, and cut to the top `k` when the position asks for it.

use arrayvec::ArrayVec;
use maxn::MoveBuffer;

use super::hops::HopBoard;
use super::position::{ChineseCheckers, MAX_MOVES, Move, Moves, cells};
use super::seats::NO_PLAYER;

/// The holes the piece on `from` can reach, when `occupied` holds every piece (that one
/// included): adjacent empty holes, and every hole a chain of hops can end on.
///
/// A hop goes over an occupied neighbour into the empty hole beyond; the chain never lands on
/// a hole it has visited (its start included).
pub fn reachable(occupied: u128, from: u8) -> u128 {
    HopBoard::new(occupied).reachable(from)
}

/// A key for each move in generation order: the buckets of the ordering, best first.
/// Key `16 - gain`, where the gain (the drop in the distance to the goal tip) is `-16..=16`.
const BUCKETS: usize = 33;

impl<const N: usize> ChineseCheckers<N> {
    /// Writes the legal moves of the player to move, best first: ordered by how far the move
    /// carries the piece towards its goal (the drop in its step distance to the goal's tip,
    /// [`TIP_STEPS`](super::board::TIP_STEPS)), ties kept in generation order
    /// (by origin hole, then target hole, ascending). With a top-k limit only the first `k`
    /// are written. A finished game has no moves; a player that cannot move gets
    /// [`Move::PASS`] alone.
    pub fn legal_moves<B: MoveBuffer<Move = Move>>(&self, out: &mut B) {
        if self.winner != NO_PLAYER {
            return;
        }
        let player = self.to_move as usize;
        let distance = &Self::DISTANCES[player];
        // A stable counting sort on the key: count the moves per key while generating,
        // then place each at its key's next free slot.
        let mut generated = ArrayVec::<(u8, Move), MAX_MOVES>::new();
        let mut counts = [0u16; BUCKETS];
        let mut board = HopBoard::new(self.occupied);
        for from in cells(self.pieces[player]) {
            let targets = board.reachable(from);
            // key = 16 - (d(from) - d(to)) = d(to) + (16 - d(from))
            let offset = 16 - distance[from as usize];
            for to in cells(targets) {
                let key = distance[to as usize] + offset;
                counts[key as usize] += 1;
                // At most MAX_MOVES moves in all: the push cannot fail.
                generated.push((key, Move::new_unchecked(from, to)));
            }
        }
        if generated.is_empty() {
            out.push(Move::PASS);
            return;
        }
        let mut next = [0u16; BUCKETS];
        let mut total = 0;
        for (slot, count) in next.iter_mut().zip(counts) {
            *slot = total;
            total += count;
        }
        let mut sorted = [Move::PASS; MAX_MOVES];
        for &(key, mv) in &generated {
            let slot = &mut next[key as usize];
            sorted[*slot as usize] = mv;
            *slot += 1;
        }
        let kept = match self.top_k {
            0 => generated.len(),
            k => generated.len().min(k as usize),
        };
        for &mv in &sorted[..kept] {
            out.push(mv);
        }
    }

    /// The number of legal moves (after the top-k limit), without generating them: what
    /// perft counts at its last ply.
    pub fn count_moves(&self) -> u64 {
        if self.winner != NO_PLAYER {
            return 0;
        }
        let mut board = HopBoard::new(self.occupied);
        let total: u64 = cells(self.pieces[self.to_move as usize])
            .map(|from| board.reachable(from).count_ones() as u64)
            .sum();
        match (total, self.top_k) {
            (0, _) => 1,
            (_, 0) => total,
            (_, k) => total.min(k as u64),
        }
    }

    /// Whether `mv` is a legal move here (with the top-k limit ignored).
    pub fn is_legal(&self, mv: Move) -> bool {
        let mut moves = Moves::default();
        self.with_top_k(None).legal_moves(&mut moves);
        moves.as_slice().contains(&mv)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::num::NonZeroUsize;

    use super::*;
    use crate::chinese_checkers::oracle::{Geometry, NaivePosition};
    use crate::chinese_checkers::playout::random_positions;

    fn set(cells: &[u8]) -> u128 {
        cells.iter().fold(0, |s, &c| s | 1u128 << c)
    }

    /// Two hop paths reach 41 (directly over 51, and over 61 then 52): one move. The chain
    /// cannot return to its start 60, and steps go to the four free neighbours.
    #[test]
    fn hop_paths_to_the_same_hole_are_one_move() {
        let occupied = set(&[60, 61, 51, 52]);
        assert_eq!(reachable(occupied, 60), set(&[59, 50, 69, 70, 62, 41]));
    }

    /// A chain may stop after any hop: along row 8 (cells 56..=64) from 56, over pieces on
    /// 57, 59, 61 and 63, every even hole of the row is a move.
    #[test]
    fn a_chain_may_stop_after_any_hop() {
        let occupied = set(&[56, 57, 59, 61, 63]);
        let targets = reachable(occupied, 56);
        for hole in [58, 60, 62, 64] {
            assert!(targets >> hole & 1 == 1, "hole {hole}");
        }
    }

    pub(crate) fn to_naive<const N: usize>(
        position: &ChineseCheckers<N>,
        geometry: &Geometry,
    ) -> NaivePosition {
        NaivePosition {
            owners: (0..geometry.coords.len())
                .map(|cell| position.owner(cell as u8))
                .collect(),
            players: N,
            to_move: position.player_to_move(),
        }
    }

    fn agree_with_the_oracle<const N: usize>(seed: u64) {
        let geometry = Geometry::new();
        for position in random_positions::<N>(seed, 150, 300) {
            let oracle = to_naive(&position, &geometry);
            let mut moves = Moves::default();
            position.legal_moves(&mut moves);
            let ours: BTreeSet<(usize, usize)> = moves
                .as_slice()
                .iter()
                .filter_map(|mv| Some((mv.from()? as usize, mv.to()? as usize)))
                .collect();
            let expected = if position.winner().is_some() {
                BTreeSet::new()
            } else {
                oracle.moves(&geometry)
            };
            assert_eq!(ours, expected, "{position}");
            assert_eq!(
                moves.len(),
                ours.len().max(usize::from(position.winner().is_none()))
            );
            assert_eq!(position.count_moves(), moves.len() as u64);
        }
    }

    #[test]
    fn every_move_of_random_positions_matches_the_oracle() {
        agree_with_the_oracle::<2>(1);
        agree_with_the_oracle::<3>(2);
        agree_with_the_oracle::<4>(3);
        agree_with_the_oracle::<6>(4);
    }

    #[test]
    fn moves_come_farthest_forward_first_then_in_cell_order() {
        for position in random_positions::<3>(5, 100, 300) {
            let mut moves = Moves::default();
            position.legal_moves(&mut moves);
            let distance = &ChineseCheckers::<3>::DISTANCES[position.player_to_move()];
            let keys: Vec<(i32, u8, u8)> = moves
                .as_slice()
                .iter()
                .filter(|mv| !mv.is_pass())
                .map(|mv| {
                    let (from, to) = (mv.from().unwrap(), mv.to().unwrap());
                    let gain = distance[from as usize] as i32 - distance[to as usize] as i32;
                    (-gain, from, to)
                })
                .collect();
            assert!(keys.windows(2).all(|w| w[0] < w[1]), "{position}");
        }
    }

    #[test]
    fn top_k_keeps_the_first_k_moves_of_the_order() {
        for position in random_positions::<3>(6, 40, 300) {
            let mut all = Moves::default();
            position.legal_moves(&mut all);
            for k in [1, 3, 10] {
                let mut top = Moves::default();
                position
                    .with_top_k(NonZeroUsize::new(k))
                    .legal_moves(&mut top);
                let expected = &all.as_slice()[..k.min(all.len())];
                assert_eq!(top.as_slice(), expected);
            }
        }
    }

    #[test]
    fn is_legal_accepts_generated_moves_only() {
        let start = ChineseCheckers::<3>::start().with_top_k(NonZeroUsize::new(2));
        // The top-k limit does not make the other moves illegal.
        assert!(start.is_legal("9-18".parse().unwrap()));
        assert!(start.is_legal("3-14".parse().unwrap()));
        // A step from the back row onto a piece, player 1's step 74-64 (player 0 is to
        // move), a move from an empty hole, and a pass.
        assert!(!start.is_legal("0-1".parse().unwrap()));
        let mut after = start;
        after.apply("9-18".parse().unwrap());
        assert!(after.is_legal("74-64".parse().unwrap()));
        assert!(!start.is_legal("74-64".parse().unwrap()));
        assert!(!start.is_legal("60-61".parse().unwrap()));
        assert!(!start.is_legal(Move::PASS));
    }

    #[test]
    fn the_start_moves_are_steps_from_the_front_row_and_hops_from_the_second() {
        let mut moves = Moves::default();
        ChineseCheckers::<3>::start().legal_moves(&mut moves);
        let shown: Vec<String> = moves.as_slice().iter().map(|m| m.to_string()).collect();
        // Hops from row 2 (cells 3, 4, 5) into row 4 gain two steps and come first, then the
        // steps from row 3 (cells 6..=9) into row 4.
        assert_eq!(
            shown,
            [
                "3-14", "3-16", "4-15", "4-17", "5-16", "5-18", "6-14", "6-15", "7-15", "7-16",
                "8-16", "8-17", "9-17", "9-18"
            ]
        );
    }

    #[test]
    fn a_player_without_moves_passes_and_a_finished_game_has_none() {
        // Player a boxed in at home: the five holes of row 4 in front of it (cells 14..=18)
        // are taken, and so are the six of row 5 (26..=31) where hops over row 4 would land.
        let position: ChineseCheckers<3> =
            "a/aa/aaa/aaaa/4bbbbb4/3bbbbbc3/11/10/9/c9/cc9/ccc9/ccc10/4/3/2/1 a"
                .parse()
                .unwrap_or_else(|e| panic!("{e}"));
        let mut moves = Moves::default();
        position.legal_moves(&mut moves);
        assert_eq!(moves.as_slice(), [Move::PASS]);
        assert_eq!(position.count_moves(), 1);
        let mut passed = position;
        passed.apply(Move::PASS);
        assert_eq!(passed.player_to_move(), 1);
        assert_eq!(passed.pieces, position.pieces);
        // Player a has filled the bottom: the game is over and nobody moves.
        let won: ChineseCheckers<2> = "1/2/3/4/13/12/11/10/bbbbbbbbb/b9/11/12/13/aaaa/aaa/aa/a b"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(won.winner(), Some(0));
        moves.clear();
        won.legal_moves(&mut moves);
        assert!(moves.is_empty());
        assert_eq!(won.count_moves(), 0);
    }
}
