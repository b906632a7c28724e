//! The board: the 121-hole star, its cell numbering, the six triangles, and the tables move
//! generation and evaluation read (neighbours, hops, distances), all computed at compile time.
//!
//! # Numbering
//!
//! Cells are numbered `0..121` row by row from the top point, left to right within a row; the
//! rows hold 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1 holes. This is the
//! numbering other public implementations use, so positions can be exchanged.
//!
//! ```text
//!                          0
//!                        1   2
//!                      3   4   5
//!                    6   7   8   9
//!  10  11  12  13  14  15  16  17  18  19  20  21  22
//!    23  24  25  26  27  28  29  30  31  32  33  34
//!      35  36  37  38  39  40  41  42  43  44  45
//!        46  47  48  49  50  51  52  53  54  55
//!          56  57  58  59  60  61  62  63  64
//!        65  66  67  68  69  70  71  72  73  74
//!      75  76  77  78  79  80  81  82  83  84  85
//!    86  87  88  89  90  91  92  93  94  95  96  97
//!  98  99 100 101 102 103 104 105 106 107 108 109 110
//!                  111 112 113 114
//!                    115 116 117
//!                      118 119
//!                        120
//! ```
//!
//! # Coordinates
//!
//! Internally a cell is `(row, x)` with `x` in half-hole units, centred on the board's vertical
//! axis (`x = 2 j - (len - 1)` for the `j`-th hole of a row of `len`), so that the six
//! neighbours of `(r, x)` are `(r, x ± 2)` and `(r ± 1, x ± 1)`. The three families of board
//! lines are the rows (`r` constant) and the two diagonals (`(r + x) / 2` and `(r - x) / 2`
//! constant); each family crosses the star in 17 lines of 1, 2, 3, 4, 13, 12, ..., 4, 3, 2, 1
//! holes, which is what makes the distance tables below symmetric for every seat.

/// The number of holes.
pub const CELLS: usize = 121;

/// The holes in each row, from the top point down.
pub const ROW_LENGTHS: [u8; ROWS] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// The number of rows (and of lines in each of the other two directions).
pub const ROWS: usize = 17;

/// The six triangles (star points), numbered clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Triangle {
    /// The top point (cells 0..=9).
    Top = 0,
    /// The upper right point.
    UpperRight = 1,
    /// The lower right point.
    LowerRight = 2,
    /// The bottom point (cells 111..=120).
    Bottom = 3,
    /// The lower left point.
    LowerLeft = 4,
    /// The upper left point.
    UpperLeft = 5,
}

impl Triangle {
    /// All six, clockwise from the top.
    pub const ALL: [Triangle; 6] = [
        Triangle::Top,
        Triangle::UpperRight,
        Triangle::LowerRight,
        Triangle::Bottom,
        Triangle::LowerLeft,
        Triangle::UpperLeft,
    ];

    /// The triangle with clockwise index `index % 6`.
    pub const fn from_index(index: usize) -> Triangle {
        Self::ALL[index % 6]
    }

    /// Its clockwise index, `0..6`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The triangle across the board: a player's goal when this is its home.
    pub const fn opposite(self) -> Triangle {
        Self::from_index(self.index() + 3)
    }

    /// Its holes as a bit set (bit `i` is cell `i`).
    pub const fn mask(self) -> u128 {
        TRIANGLE_MASKS[self.index()]
    }

    /// A human name, such as `"upper right"`.
    pub const fn name(self) -> &'static str {
        match self {
            Triangle::Top => "top",
            Triangle::UpperRight => "upper right",
            Triangle::LowerRight => "lower right",
            Triangle::Bottom => "bottom",
            Triangle::LowerLeft => "lower left",
            Triangle::UpperLeft => "upper left",
        }
    }
}

/// The bit set of all 121 holes.
pub const BOARD: u128 = (1u128 << CELLS) - 1;

/// A cell index that is not on the board; the hop tables use it for "no hole there". Its bit
/// (127) is never set in a position, so a hop over it is never possible.
pub const OFF_BOARD: u8 = 127;

/// The first cell of each row.
pub const ROW_STARTS: [u8; ROWS] = {
    let mut starts = [0u8; ROWS];
    let mut row = 1;
    while row < ROWS {
        starts[row] = starts[row - 1] + ROW_LENGTHS[row - 1];
        row += 1;
    }
    starts
};

/// Each cell's bit (`1 << cell`): a load is cheaper than a 128-bit shift.
pub const CELL_BITS: [u128; CELLS] = {
    let mut bits = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        bits[cell] = 1 << cell;
        cell += 1;
    }
    bits
};

/// The row of each cell.
pub const CELL_ROW: [u8; CELLS] = {
    let mut rows = [0u8; CELLS];
    let mut row = 0;
    while row < ROWS {
        let mut j = 0;
        while j < ROW_LENGTHS[row] {
            rows[(ROW_STARTS[row] + j) as usize] = row as u8;
            j += 1;
        }
        row += 1;
    }
    rows
};

/// The half-unit column `x` of each cell (see the module docs).
pub const CELL_X: [i8; CELLS] = {
    let mut xs = [0i8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let row = CELL_ROW[cell] as usize;
        let j = (cell - ROW_STARTS[row] as usize) as i8;
        xs[cell] = 2 * j - (ROW_LENGTHS[row] as i8 - 1);
        cell += 1;
    }
    xs
};

/// The cell at `(row, x)`, if there is a hole there.
pub const fn cell_at(row: i32, x: i32) -> Option<u8> {
    if row < 0 || row >= ROWS as i32 {
        return None;
    }
    let len = ROW_LENGTHS[row as usize] as i32;
    // x = 2 j - (len - 1)  <=>  j = (x + len - 1) / 2, and x must have the row's parity.
    let twice_j = x + len - 1;
    if twice_j < 0 || twice_j % 2 != 0 || twice_j / 2 >= len {
        return None;
    }
    Some(ROW_STARTS[row as usize] + (twice_j / 2) as u8)
}

/// The six directions as `(row, x)` offsets: east, west, south-east, south-west, north-east,
/// north-west.
pub const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The neighbour of each cell in each direction, or [`OFF_BOARD`].
pub const NEIGHBOURS: [[u8; 6]; CELLS] = line_table(1);

/// The hole two steps away in each direction (where a hop over the neighbour lands), or
/// [`OFF_BOARD`]. Where the landing hole is off the board the neighbour entry used for the hop
/// is [`OFF_BOARD`] as well (see [`HOP_OVER`]).
pub const HOP_LANDING: [[u8; 6]; CELLS] = line_table(2);

/// The neighbour a hop in each direction jumps over, or [`OFF_BOARD`] when the hop would land
/// off the board, so that a hop is possible exactly when the bit of `HOP_OVER` is occupied and
/// the bit of [`HOP_LANDING`] is free.
pub const HOP_OVER: [[u8; 6]; CELLS] = {
    let mut over = NEIGHBOURS;
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 6 {
            if HOP_LANDING[cell][d] == OFF_BOARD {
                over[cell][d] = OFF_BOARD;
            }
            d += 1;
        }
        cell += 1;
    }
    over
};

/// The neighbours of each cell as a bit set.
pub const NEIGHBOUR_MASKS: [u128; CELLS] = {
    let mut masks = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 6 {
            let n = NEIGHBOURS[cell][d];
            if n != OFF_BOARD {
                masks[cell] |= 1u128 << n;
            }
            d += 1;
        }
        cell += 1;
    }
    masks
};

const fn line_table(steps: i32) -> [[u8; 6]; CELLS] {
    let mut table = [[OFF_BOARD; 6]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 6 {
            let (dr, dx) = DIRECTIONS[d];
            let row = CELL_ROW[cell] as i32 + steps * dr;
            let x = CELL_X[cell] as i32 + steps * dx;
            if let Some(target) = cell_at(row, x) {
                table[cell][d] = target;
            }
            d += 1;
        }
        cell += 1;
    }
    table
}

/// The two diagonal line coordinates of a cell: `b = (r + x) / 2` (constant along
/// south-west lines) and `c = (r - x) / 2` (constant along south-east lines).
const fn diagonals(cell: usize) -> (i32, i32) {
    let r = CELL_ROW[cell] as i32;
    let x = CELL_X[cell] as i32;
    ((r + x) / 2, (r - x) / 2)
}

/// How many lines a cell lies from the tip of triangle `t`, counted along the axis through
/// `t`'s tip: 0 at the tip, 1 to 3 in the rest of the triangle, 16 at the opposite tip.
///
/// For a player whose goal is `t`, this is how far each piece still has to travel (in lines);
/// a piece's progress over a move is the drop in this number.
pub const TIP_DISTANCE: [[u8; CELLS]; 6] = {
    let mut table = [[0u8; CELLS]; 6];
    let mut cell = 0;
    while cell < CELLS {
        let r = CELL_ROW[cell] as i32;
        let (b, c) = diagonals(cell);
        // The tips: top (0, 0) has r = 0; bottom r = 16; upper right (4, 12) has c = -4;
        // lower left (12, -12) has c = 12; lower right (12, 12) has b = 12; upper left
        // (4, -12) has b = -4.
        let distances = [r, c + 4, 12 - b, 16 - r, 12 - c, b + 4];
        let mut t = 0;
        while t < 6 {
            table[t][cell] = distances[t] as u8;
            t += 1;
        }
        cell += 1;
    }
    table
};

/// How many single steps a lone piece needs from each cell to the tip of triangle `t`: the
/// hex distance `max(|dr|, |db|, |dc|)` over the row and the two diagonal coordinates (the
/// star contains a shortest path between any hole and a tip, so this is also the distance
/// within the board; a test checks it by breadth-first search).
///
/// It is at least [`TIP_DISTANCE`] and equals it in the cone that widens from the tip across
/// the board; outside the cone (in the side points and the edges of the hexagon) it also
/// counts the sideways steps, so that a piece stranded beside its goal still has progress to
/// make.
pub const TIP_STEPS: [[u8; CELLS]; 6] = {
    // (row, b, c) of the six tips, clockwise from the top.
    let tips: [(i32, i32, i32); 6] = [
        (0, 0, 0),
        (4, 8, -4),
        (12, 12, 0),
        (16, 8, 8),
        (12, 0, 12),
        (4, -4, 8),
    ];
    let mut table = [[0u8; CELLS]; 6];
    let mut cell = 0;
    while cell < CELLS {
        let r = CELL_ROW[cell] as i32;
        let (b, c) = diagonals(cell);
        let mut t = 0;
        while t < 6 {
            let (tr, tb, tc) = tips[t];
            let mut d = (r - tr).abs();
            if (b - tb).abs() > d {
                d = (b - tb).abs();
            }
            if (c - tc).abs() > d {
                d = (c - tc).abs();
            }
            table[t][cell] = d as u8;
            t += 1;
        }
        cell += 1;
    }
    table
};

/// The triangle each cell belongs to, or `None` for the 61 holes of the central hexagon.
pub const fn triangle_of(cell: u8) -> Option<Triangle> {
    let t = CELL_TRIANGLE[cell as usize];
    if t < 6 {
        Some(Triangle::from_index(t as usize))
    } else {
        None
    }
}

/// The triangle index of each cell, 6 for the hexagon.
pub(crate) const CELL_TRIANGLE: [u8; CELLS] = {
    let mut table = [6u8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut t = 0;
        while t < 6 {
            // A triangle's holes are the ten nearest its tip along its axis.
            if TIP_DISTANCE[t][cell] <= 3 {
                table[cell] = t as u8;
            }
            t += 1;
        }
        cell += 1;
    }
    table
};

/// The holes of each triangle, by clockwise index.
pub const TRIANGLE_MASKS: [u128; 6] = {
    let mut masks = [0u128; 6];
    let mut cell = 0;
    while cell < CELLS {
        let t = CELL_TRIANGLE[cell];
        if t < 6 {
            masks[t as usize] |= 1u128 << cell;
        }
        cell += 1;
    }
    masks
};

/// The holes at each distance from each triangle's tip: `DISTANCE_LINES[t][d]` is the line
/// `d` lines from `t`'s tip, across the board.
pub const DISTANCE_LINES: [[u128; ROWS]; 6] = {
    let mut lines = [[0u128; ROWS]; 6];
    let mut t = 0;
    while t < 6 {
        let mut cell = 0;
        while cell < CELLS {
            lines[t][TIP_DISTANCE[t][cell] as usize] |= 1u128 << cell;
            cell += 1;
        }
        t += 1;
    }
    lines
};

/// The holes each hole's hop landings can include, as a bit set: the valid `HOP_LANDING`s.
pub const HOP_LANDING_MASKS: [u128; CELLS] = {
    let mut masks = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 6 {
            let land = HOP_LANDING[cell][d];
            if land != OFF_BOARD {
                masks[cell] |= 1u128 << land;
            }
            d += 1;
        }
        cell += 1;
    }
    masks
};

/// The size of the largest hop class. A hop moves a piece two holes along a line, which keeps
/// both diagonal coordinates' parities, so the holes fall into four classes (of 37, 28, 28
/// and 28 holes) and every hole a chain of hops reaches is in its start's class.
pub const LARGEST_HOP_CLASS: usize = {
    let mut sizes = [0usize; 4];
    let mut cell = 0;
    while cell < CELLS {
        let (b, c) = diagonals(cell);
        sizes[(b.rem_euclid(2) * 2 + c.rem_euclid(2)) as usize] += 1;
        cell += 1;
    }
    let mut largest = 0;
    let mut i = 0;
    while i < 4 {
        if sizes[i] > largest {
            largest = sizes[i];
        }
        i += 1;
    }
    largest
};

/// The row and half-unit column of a cell (see the module docs), for display and tests.
pub const fn coordinates(cell: u8) -> (u8, i8) {
    (CELL_ROW[cell as usize], CELL_X[cell as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_hold_121_holes_and_the_corners_are_where_the_numbering_says() {
        assert_eq!(
            ROW_LENGTHS.iter().map(|&l| l as usize).sum::<usize>(),
            CELLS
        );
        assert_eq!(ROW_STARTS[4], 10);
        assert_eq!(ROW_STARTS[8], 56);
        assert_eq!(ROW_STARTS[12], 98);
        assert_eq!(ROW_STARTS[16], 120);
        // The centre hole is the middle of the 9-hole row.
        assert_eq!(cell_at(8, 0), Some(60));
        assert_eq!(coordinates(60), (8, 0));
        // Row ends of the long rows.
        assert_eq!(coordinates(10), (4, -12));
        assert_eq!(coordinates(22), (4, 12));
        assert_eq!(coordinates(98), (12, -12));
        assert_eq!(coordinates(110), (12, 12));
    }

    #[test]
    fn every_cell_round_trips_through_its_coordinates() {
        for cell in 0..CELLS as u8 {
            let (row, x) = coordinates(cell);
            assert_eq!(cell_at(row as i32, x as i32), Some(cell));
            // Holes sit on alternate half-units.
            assert_eq!(cell_at(row as i32, x as i32 + 1), None);
        }
        assert_eq!(cell_at(3, 5), None);
        assert_eq!(cell_at(-1, 0), None);
        assert_eq!(cell_at(17, 0), None);
    }

    #[test]
    fn neighbourhood_is_symmetric_and_interior_holes_have_six_neighbours() {
        for (cell, neighbours) in NEIGHBOURS.iter().enumerate() {
            for (d, &n) in neighbours.iter().enumerate() {
                if n != OFF_BOARD {
                    // Directions come in opposite pairs: 0/1, 2/5, 3/4.
                    let back = [1, 0, 5, 4, 3, 2][d];
                    assert_eq!(NEIGHBOURS[n as usize][back] as usize, cell);
                }
            }
        }
        // The centre, and the tip of the top point.
        assert_eq!(NEIGHBOUR_MASKS[60].count_ones(), 6);
        assert_eq!(NEIGHBOUR_MASKS[0].count_ones(), 2);
        // The top tip's neighbours are the two holes of row 1.
        assert_eq!(NEIGHBOUR_MASKS[0], 0b110);
        // Cell 6 (row 3, first hole) touches row 2 (cell 3), row 3 (cell 7) and row 4 below
        // it: x = -3 has (4, -4) = 14 and (4, -2) = 15.
        assert_eq!(
            NEIGHBOUR_MASKS[6],
            (1 << 3) | (1 << 7) | (1 << 14) | (1 << 15)
        );
    }

    #[test]
    fn hops_land_two_holes_along_a_line() {
        // From the top tip: over 1 to 3 and over 2 to 5.
        assert_eq!(HOP_LANDING[0][3], 3);
        assert_eq!(HOP_OVER[0][3], 1);
        assert_eq!(HOP_LANDING[0][2], 5);
        assert_eq!(HOP_OVER[0][2], 2);
        // Across row 8: 56 over 57 to 58.
        assert_eq!(HOP_LANDING[56][0], 58);
        for cell in 0..CELLS {
            for d in 0..6 {
                let (over, land) = (HOP_OVER[cell][d], HOP_LANDING[cell][d]);
                assert_eq!(over == OFF_BOARD, land == OFF_BOARD);
                if land != OFF_BOARD {
                    let (r0, x0) = coordinates(cell as u8);
                    let (r1, x1) = coordinates(over);
                    let (r2, x2) = coordinates(land);
                    assert_eq!(
                        (r1 as i32 * 2, x1 as i32 * 2),
                        (r0 as i32 + r2 as i32, x0 as i32 + x2 as i32)
                    );
                }
            }
        }
    }

    #[test]
    fn hops_stay_in_their_class_of_at_most_37_holes() {
        assert_eq!(LARGEST_HOP_CLASS, 37);
        let class = |cell: usize| {
            let (b, c) = diagonals(cell);
            (b.rem_euclid(2), c.rem_euclid(2))
        };
        for cell in 0..CELLS {
            for land in HOP_LANDING[cell] {
                if land != OFF_BOARD {
                    assert_eq!(class(cell), class(land as usize));
                }
            }
            // A hole's class never contains its neighbours: a chain never lands next to its
            // start, so steps and hops never reach the same hole.
            assert_eq!(NEIGHBOUR_MASKS[cell] & HOP_LANDING_MASKS[cell], 0);
            for n in NEIGHBOURS[cell] {
                if n != OFF_BOARD {
                    assert_ne!(class(cell), class(n as usize));
                }
            }
        }
    }

    #[test]
    fn the_hexagon_has_61_holes_and_each_triangle_10() {
        let triangles: u128 = TRIANGLE_MASKS.iter().fold(0, |all, &m| {
            assert_eq!(all & m, 0, "triangles overlap");
            all | m
        });
        for mask in TRIANGLE_MASKS {
            assert_eq!(mask.count_ones(), 10);
        }
        assert_eq!((BOARD & !triangles).count_ones(), 61);
        assert_eq!(Triangle::Top.mask(), 0x3ff);
        assert_eq!(Triangle::Bottom.mask(), 0x3ff << 111);
        // Row 4's four leftmost holes are the upper left point's base.
        for cell in 10..14 {
            assert_eq!(triangle_of(cell), Some(Triangle::UpperLeft));
        }
        for cell in 19..23 {
            assert_eq!(triangle_of(cell), Some(Triangle::UpperRight));
        }
        assert_eq!(triangle_of(14), None);
        assert_eq!(triangle_of(98), Some(Triangle::LowerLeft));
        assert_eq!(triangle_of(110), Some(Triangle::LowerRight));
        assert_eq!(triangle_of(60), None);
    }

    #[test]
    fn every_axis_crosses_the_star_in_lines_of_the_row_lengths() {
        for t in 0..6 {
            let lengths: Vec<u8> = DISTANCE_LINES[t]
                .iter()
                .map(|line| line.count_ones() as u8)
                .collect();
            assert_eq!(lengths, ROW_LENGTHS, "triangle {t}");
            // The far end of the axis is the opposite triangle's tip.
            let opposite = Triangle::from_index(t).opposite().index();
            assert_eq!(DISTANCE_LINES[t][16], DISTANCE_LINES[opposite][0]);
            for (near, far) in TIP_DISTANCE[t].iter().zip(&TIP_DISTANCE[opposite]) {
                assert_eq!(near + far, 16);
            }
        }
    }

    /// Step distances agree with a breadth-first search over the neighbour table, never
    /// undercut the line distances, and any ten holes sum to between 20 (exactly the
    /// triangle at the tip) and 140 (exactly the opposite one): the range the progress
    /// measure relies on.
    #[test]
    fn step_distances_are_board_distances_bounded_for_ten_pieces() {
        for (t, steps) in TIP_STEPS.iter().enumerate() {
            let tip = (0..CELLS).find(|&c| steps[c] == 0).unwrap();
            let mut bfs = [u8::MAX; CELLS];
            bfs[tip] = 0;
            let mut queue = std::collections::VecDeque::from([tip]);
            while let Some(cell) = queue.pop_front() {
                for &n in &NEIGHBOURS[cell] {
                    if n != OFF_BOARD && bfs[n as usize] == u8::MAX {
                        bfs[n as usize] = bfs[cell] + 1;
                        queue.push_back(n as usize);
                    }
                }
            }
            assert_eq!(&bfs, steps, "triangle {t}");
            for cell in 0..CELLS {
                assert!(steps[cell] >= TIP_DISTANCE[t][cell]);
            }
            let mut sorted: Vec<u32> = steps.iter().map(|&d| d as u32).collect();
            sorted.sort_unstable();
            assert_eq!(sorted[..10].iter().sum::<u32>(), 20);
            assert!(sorted[10] > sorted[9], "the ten nearest holes are unique");
            assert_eq!(sorted[CELLS - 10..].iter().sum::<u32>(), 140);
            assert!(
                sorted[CELLS - 11] < sorted[CELLS - 10],
                "the ten farthest are unique"
            );
            let near: u128 = (0..CELLS)
                .filter(|&c| steps[c] <= 3)
                .fold(0, |m, c| m | 1 << c);
            assert_eq!(near, TRIANGLE_MASKS[t]);
            let far: u128 = (0..CELLS)
                .filter(|&c| steps[c] >= 13)
                .fold(0, |m, c| m | 1 << c);
            assert_eq!(far, Triangle::from_index(t).opposite().mask());
        }
    }

    #[test]
    fn a_step_changes_a_tip_distance_by_at_most_one() {
        for distance in TIP_DISTANCE.iter().chain(&TIP_STEPS) {
            for (cell, neighbours) in NEIGHBOURS.iter().enumerate() {
                for &n in neighbours {
                    if n != OFF_BOARD {
                        let diff = distance[cell] as i32 - distance[n as usize] as i32;
                        assert!(diff.abs() <= 1);
                    }
                }
            }
        }
    }
}
