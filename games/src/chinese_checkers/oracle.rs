//! A second, deliberately naive implementation of the rules, sharing no code or tables with
//! the fast one, for tests: the board is built as a hexagram (two overlapping triangles of
//! 13-hole sides), the six points by rotating the top point in cube coordinates, hop chains
//! are enumerated path by path with an explicit visited list, and moves are collected in a set.

use std::collections::{BTreeSet, HashMap};

/// A hole as `(row, x)` in half-hole units (see the board module docs).
type Coord = (i32, i32);

/// The naive board geometry.
pub(crate) struct Geometry {
    /// The holes in numbering order: by row, then left to right.
    pub(crate) coords: Vec<Coord>,
    index: HashMap<Coord, usize>,
    /// `tip_steps[k][cell]`: see [`Geometry::distance_to_tip`].
    tip_steps: Vec<Vec<i32>>,
}

impl Geometry {
    pub(crate) fn new() -> Self {
        let mut coords = Vec::new();
        for row in 0i32..17 {
            for x in -16i32..=16 {
                // The upward triangle: rows 0..=12, row r spans x = -r..=r.
                let up = row <= 12 && x >= -row && x <= row && (x + row) % 2 == 0;
                // The downward triangle: rows 4..=16, row r spans |x| <= 16 - r.
                let down = row >= 4 && x.abs() <= 16 - row && (x + row) % 2 == 0;
                if up || down {
                    coords.push((row, x));
                }
            }
        }
        let index = coords.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let mut geometry = Self {
            coords,
            index,
            tip_steps: Vec::new(),
        };
        geometry.tip_steps = (0..6).map(|k| geometry.search_from_tip(k)).collect();
        geometry
    }

    pub(crate) fn cell(&self, coord: Coord) -> Option<usize> {
        self.index.get(&coord).copied()
    }

    /// Rotates a hole a sixth of a turn clockwise about the centre hole (row 8, x 0).
    fn rotate(coord: Coord) -> Coord {
        let (r, x) = (coord.0 - 8, coord.1);
        // Cube coordinates of the doubled-width layout.
        let (cx, cz) = ((x - r) / 2, r);
        let cy = -cx - cz;
        let (nx, _ny, nz) = (-cz, -cx, -cy);
        (nz + 8, 2 * nx + nz)
    }

    fn rotate_by(coord: Coord, sixths: usize) -> Coord {
        (0..sixths % 6).fold(coord, |c, _| Self::rotate(c))
    }

    /// The holes of star point `k`, clockwise from the top (`k = 0`): the top point turned
    /// `k` sixths.
    pub(crate) fn triangle(&self, k: usize) -> BTreeSet<usize> {
        self.coords
            .iter()
            .filter(|c| c.0 <= 3)
            .map(|&c| {
                self.cell(Self::rotate_by(c, k))
                    .expect("rotation stays on the board")
            })
            .collect()
    }

    /// How many single steps a lone piece needs from `cell` to the tip of point `k`.
    pub(crate) fn distance_to_tip(&self, cell: usize, k: usize) -> i32 {
        self.tip_steps[k][cell]
    }

    /// Breadth-first search over the board from the tip of point `k` (the top tip turned `k`
    /// sixths): every hole's distance from it.
    fn search_from_tip(&self, k: usize) -> Vec<i32> {
        let tip = self
            .cell(Self::rotate_by((0, 0), k))
            .expect("a tip is a hole");
        let mut distance = vec![-1; self.coords.len()];
        distance[tip] = 0;
        let mut queue = std::collections::VecDeque::from([tip]);
        while let Some(here) = queue.pop_front() {
            for (next, _) in self.neighbours(self.coords[here]) {
                if let Some(n) = self.cell(next)
                    && distance[n] < 0
                {
                    distance[n] = distance[here] + 1;
                    queue.push_back(n);
                }
            }
        }
        distance
    }

    fn neighbours(&self, (r, x): Coord) -> Vec<(Coord, Coord)> {
        // (neighbour, the hole beyond it)
        [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)]
            .iter()
            .map(|&(dr, dx)| ((r + dr, x + dx), (r + 2 * dr, x + 2 * dx)))
            .collect()
    }
}

/// Homes by player count, as the issue states them (clockwise indices from the top).
pub(crate) fn homes(players: usize) -> Vec<usize> {
    match players {
        2 => vec![0, 3],
        3 => vec![0, 2, 4],
        4 => vec![0, 1, 3, 4],
        6 => vec![0, 1, 2, 3, 4, 5],
        _ => panic!("unsupported player count"),
    }
}

/// A naive position: the owner of each hole.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct NaivePosition {
    pub(crate) owners: Vec<Option<usize>>,
    pub(crate) players: usize,
    pub(crate) to_move: usize,
}

impl NaivePosition {
    pub(crate) fn start(geometry: &Geometry, players: usize) -> Self {
        let mut owners = vec![None; geometry.coords.len()];
        for (player, home) in homes(players).into_iter().enumerate() {
            for cell in geometry.triangle(home) {
                owners[cell] = Some(player);
            }
        }
        Self {
            owners,
            players,
            to_move: 0,
        }
    }

    /// Every `(from, to)` the player to move can play.
    pub(crate) fn moves(&self, geometry: &Geometry) -> BTreeSet<(usize, usize)> {
        let mut moves = BTreeSet::new();
        for from in 0..self.owners.len() {
            if self.owners[from] != Some(self.to_move) {
                continue;
            }
            let mut board = self.owners.clone();
            board[from] = None;
            let empty = |coord: Coord| geometry.cell(coord).is_some_and(|c| board[c].is_none());
            let full = |coord: Coord| geometry.cell(coord).is_some_and(|c| board[c].is_some());
            for (next, _) in geometry.neighbours(geometry.coords[from]) {
                if empty(next) {
                    moves.insert((from, geometry.cell(next).unwrap()));
                }
            }
            // Every hop path, depth first, never landing where the path has been.
            let mut paths = vec![vec![geometry.coords[from]]];
            while let Some(path) = paths.pop() {
                let here = *path.last().unwrap();
                for (over, land) in geometry.neighbours(here) {
                    if full(over) && empty(land) && !path.contains(&land) {
                        moves.insert((from, geometry.cell(land).unwrap()));
                        let mut longer = path.clone();
                        longer.push(land);
                        paths.push(longer);
                    }
                }
            }
        }
        moves
    }

    pub(crate) fn play(&mut self, (from, to): (usize, usize)) {
        self.owners[to] = self.owners[from].take();
        self.to_move = (self.to_move + 1) % self.players;
    }

    /// Players whose goal is full with at least one of their own pieces in it.
    pub(crate) fn winners(&self, geometry: &Geometry) -> Vec<usize> {
        (0..self.players)
            .filter(|&player| {
                let goal = geometry.triangle((homes(self.players)[player] + 3) % 6);
                goal.iter().all(|&c| self.owners[c].is_some())
                    && goal.iter().any(|&c| self.owners[c] == Some(player))
            })
            .collect()
    }

    /// 140 minus the sum of the steps the player's pieces need to reach its goal tip.
    pub(crate) fn progress(&self, geometry: &Geometry, player: usize) -> i32 {
        let goal = (homes(self.players)[player] + 3) % 6;
        140 - (0..self.owners.len())
            .filter(|&c| self.owners[c] == Some(player))
            .map(|c| geometry.distance_to_tip(c, goal))
            .sum::<i32>()
    }

    /// Perft without any pruning of finished games beyond "a won game has no moves".
    pub(crate) fn perft(&self, geometry: &Geometry, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if !self.winners(geometry).is_empty() {
            return 0;
        }
        let moves = self.moves(geometry);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let mut child = self.clone();
                child.play(mv);
                child.perft(geometry, depth - 1)
            })
            .sum()
    }
}
