//! The reach of one piece: its steps, and the holes its hop chains can end on, searched on a
//! padded byte board where every direction is a constant offset.
//!
//! The star's holes are laid out by row and axial column in a 21 × 21 grid with a border of
//! two cells all round, so that a hop's jumped hole and landing hole are `cell + o` and
//! `cell + 2 o` for six fixed offsets `o`, and a hop off the board lands on a border cell,
//! which is marked blocked. Testing a hop is then two byte loads, a shift and two ANDs: no
//! table of neighbours and no 128-bit shifts. (A branch on the result measured faster than
//! recording every test without branching: most tests fail, so the branch predicts well.)

use super::board::{CELL_ROW, CELL_X, CELLS, HOP_LANDING_MASKS, NEIGHBOUR_MASKS, OFF_BOARD};
use super::position::cells;

/// Width (and height) of the padded grid: 17 columns and rows of holes, 2 border cells each
/// side.
const WIDTH: usize = 21;

/// Cells of the padded grid (21 × 21 = 441), rounded up to a power of two so that masking an
/// index (`& MASK`) proves it in bounds without a check.
const GRID: usize = 512;
const MASK: usize = GRID - 1;

/// The six directions as padded-grid offsets: east, west, south-east, south-west, north-east,
/// north-west (the axial column `q = (x - row) / 2` is unchanged going south-east).
const OFFSETS: [isize; 6] = [
    1,
    -1,
    WIDTH as isize,
    WIDTH as isize - 1,
    -(WIDTH as isize) + 1,
    -(WIDTH as isize),
];

/// What a cell of the grid holds during a hop search, encoded so that a hop is possible
/// exactly when `(over >> 1) & land & 1` is 1: bit 1 means "can be hopped over", bit 0 "can
/// be landed on".
const EMPTY: u8 = 1;
const PIECE: u8 = 2;
/// Off the board, or already visited by the chain being searched (its start included): no
/// landing there, and no hop over it (a visited hole is empty now, and so is the start the
/// piece has left).
const BLOCKED: u8 = 0;

/// The padded-grid cell of each hole.
const PADDED: [u16; CELLS] = {
    let mut padded = [0u16; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let row = CELL_ROW[cell] as isize;
        // Axial column: q = (x - row) / 2 runs from -12 to 4 over the star.
        let q = (CELL_X[cell] as isize - row) / 2;
        padded[cell] = ((row + 2) * WIDTH as isize + q + 12 + 2) as u16;
        cell += 1;
    }
    padded
};

/// The hole of each padded-grid cell, [`OFF_BOARD`] for the border and the star's gaps.
const UNPADDED: [u8; GRID] = {
    let mut holes = [OFF_BOARD; GRID];
    let mut cell = 0;
    while cell < CELLS {
        holes[PADDED[cell] as usize] = cell as u8;
        cell += 1;
    }
    holes
};

/// The empty board: every hole empty, every other cell blocked.
const EMPTY_GRID: [u8; GRID] = {
    let mut grid = [BLOCKED; GRID];
    let mut cell = 0;
    while cell < CELLS {
        grid[PADDED[cell] as usize] = EMPTY;
        cell += 1;
    }
    grid
};

/// A position's occupancy on the padded grid, built once and shared by the hop searches of
/// all its pieces (each search restores what it marks).
pub(crate) struct HopBoard {
    occupied: u128,
    grid: [u8; GRID],
    /// The chain search's queue: the start, then every hole landed on, in order. A chain
    /// visits at most the 37 holes of its hop class, so 64 entries are plenty; indices are
    /// masked to spare bounds checks.
    queue: [u16; 64],
}

impl HopBoard {
    #[inline]
    pub(crate) fn new(occupied: u128) -> Self {
        let mut board = Self {
            occupied,
            grid: EMPTY_GRID,
            queue: [0; 64],
        };
        for cell in cells(occupied) {
            board.grid[PADDED[cell as usize] as usize] = PIECE;
        }
        board
    }

    /// The holes the piece on `from` can reach: adjacent empty holes, and every hole a chain
    /// of hops can end on (never its start, and never twice).
    #[inline]
    pub(crate) fn reachable(&mut self, from: u8) -> u128 {
        let steps = NEIGHBOUR_MASKS[from as usize] & !self.occupied;
        // Most pieces of a crowded position have no free hole two steps away: no first hop.
        if HOP_LANDING_MASKS[from as usize] & !self.occupied == 0 {
            return steps;
        }
        let start = PADDED[from as usize] as usize;
        self.grid[start] = BLOCKED;
        self.queue[0] = start as u16;
        let mut len = 1usize;
        let mut next = 0usize;
        while next < len {
            let cell = self.queue[next & 63] as usize;
            next += 1;
            for offset in OFFSETS {
                let over = cell.wrapping_add_signed(offset) & MASK;
                let land = cell.wrapping_add_signed(2 * offset) & MASK;
                if (self.grid[over] >> 1) & self.grid[land] & 1 != 0 {
                    self.queue[len & 63] = land as u16;
                    len += 1;
                    self.grid[land] = BLOCKED;
                }
            }
        }
        self.grid[start] = PIECE;
        let mut landed = 0u128;
        for &cell in &self.queue[1..len.min(64)] {
            self.grid[cell as usize & MASK] = EMPTY;
            landed |= 1u128 << UNPADDED[cell as usize & MASK];
        }
        steps | landed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chinese_checkers::board::{HOP_LANDING, HOP_OVER, NEIGHBOURS};

    /// The grid's constant offsets agree with the board's neighbour and hop tables, and every
    /// hop that leaves the star lands on a blocked cell inside the grid.
    #[test]
    fn grid_offsets_match_the_board_tables() {
        for cell in 0..CELLS {
            let p = PADDED[cell] as isize;
            assert_eq!(UNPADDED[p as usize] as usize, cell);
            for (d, offset) in OFFSETS.into_iter().enumerate() {
                let (one, two) = (p + offset, p + 2 * offset);
                assert!(two >= 0 && (two as usize) < WIDTH * WIDTH);
                assert_eq!(UNPADDED[one as usize], NEIGHBOURS[cell][d]);
                assert_eq!(UNPADDED[two as usize], HOP_LANDING[cell][d]);
                if HOP_LANDING[cell][d] != OFF_BOARD {
                    assert_eq!(HOP_OVER[cell][d], NEIGHBOURS[cell][d]);
                } else {
                    assert_eq!(EMPTY_GRID[two as usize], BLOCKED);
                }
            }
        }
        assert_eq!(EMPTY_GRID.iter().filter(|&&c| c == EMPTY).count(), CELLS);
    }
}
