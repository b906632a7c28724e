//! `Points`: an implicit random game in which players take points as play goes on (like
//! tricks), for what the synthetic trees do not exercise: the turn order is irregular (a player
//! may move twice in a row), games end at different depths, some positions have no moves, a
//! player's score is capped at `MAXP < MAXSUM`, and the points taken are a monotonic heuristic.
//! It implements both `Game<N>` and `DynGame`, so every specialised kernel and its dynamic twin
//! can be run on the same game.

use maxn::dynamic::{DynGame, DynMonotonicHeuristic};
use maxn::{Bounds, Game, MonotonicHeuristic, MoveBuffer, MoveList};

use maxn_games::rng::mix;

/// The most moves a position has.
pub const MAX_MOVES: usize = 6;

/// A position of the points game for `N` players; the final scores sum to `MAXSUM` or less
/// (less when a cap bites) and each is at most `MAXP`.
#[derive(Clone, Copy, Debug)]
pub struct Points<const N: usize, const MAXSUM: u32, const MAXP: u32> {
    key: u64,
    plies_left: u32,
    mover: u8,
    branching: u8,
    taken: [u32; N],
    pool: u32,
}

impl<const N: usize, const MAXSUM: u32, const MAXP: u32> Points<N, MAXSUM, MAXP> {
    /// A game of at most `length` moves with at most `branching` (1..=MAX_MOVES) moves per
    /// position.
    pub fn new(seed: u64, branching: usize, length: u32) -> Self {
        assert!((1..=MAX_MOVES).contains(&branching));
        assert!(MAXP <= MAXSUM && MAXSUM <= MAXP * N as u32);
        Self {
            key: mix(seed ^ 0x706F_696E_7473),
            plies_left: length,
            mover: 0,
            branching: branching as u8,
            taken: [0; N],
            pool: MAXSUM,
        }
    }

    fn word(&self, k: u64) -> u64 {
        mix(self.key ^ k.wrapping_mul(0xD1B5_4A32_D192_ED03))
    }

    /// How many moves the position has: usually 1..=branching, sometimes none.
    fn move_count(&self) -> usize {
        let word = self.word(1);
        if word.is_multiple_of(11) {
            0
        } else {
            1 + (word >> 8) as usize % self.branching as usize
        }
    }

    /// The points taken plus the pool split among the players at random cuts, each score
    /// capped at `MAXP`.
    fn value_into(&self, value: &mut [u32]) {
        let mut cuts = [0u32; N];
        for (k, cut) in cuts[..N - 1].iter_mut().enumerate() {
            *cut = (self.word(10 + k as u64) % (u64::from(self.pool) + 1)) as u32;
        }
        cuts[N - 1] = self.pool;
        cuts.sort_unstable();
        let mut previous = 0;
        for (player, score) in value.iter_mut().enumerate() {
            let share = cuts[player] - previous;
            previous = cuts[player];
            *score = (self.taken[player] + share).min(MAXP);
        }
    }

    /// The game ends after its last move, or (at some positions, chosen by the hash) once
    /// every point is taken; elsewhere play goes on with nothing left to take, so the
    /// heuristic bounds of interior positions can be 0.
    fn over(&self) -> bool {
        self.plies_left == 0 || (self.pool == 0 && self.word(3).is_multiple_of(2))
    }

    fn value(&self) -> [u32; N] {
        let mut value = [0; N];
        self.value_into(&mut value);
        value
    }

    fn moves_into(&self, moves: &mut MoveList<u8, MAX_MOVES>) {
        for mv in 0..self.move_count() as u8 {
            moves.push(mv);
        }
    }

    fn advance(&mut self, mv: u8) {
        self.key = mix(self.key.wrapping_add(u64::from(mv) + 1));
        let word = self.word(2);
        let taker = (word % N as u64) as usize;
        let room = (MAXP - self.taken[taker]).min(self.pool);
        let amount = ((word >> 16) % (u64::from(room.min(3)) + 1)) as u32;
        self.taken[taker] += amount;
        self.pool -= amount;
        // Irregular turn order: the next mover is drawn, and may be the same player again.
        self.mover = ((word >> 32) % N as u64) as u8;
        self.plies_left -= 1;
    }
}

impl<const N: usize, const MAXSUM: u32, const MAXP: u32> Game<N> for Points<N, MAXSUM, MAXP> {
    type Score = u32;
    type Move = u8;
    type Moves = MoveList<u8, MAX_MOVES>;

    const NAME: &'static str = "points";
    type Bounds = Bounds<u32>;
    const BOUNDS: Bounds<u32> = Bounds {
        maxp: MAXP,
        maxsum: MAXSUM,
        delta: 1,
    };

    fn to_move(&self) -> usize {
        self.mover as usize
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.moves_into(moves);
    }

    fn play(&mut self, mv: u8) {
        self.advance(mv);
    }

    fn outcome(&self) -> Option<[u32; N]> {
        self.over().then(|| self.value())
    }

    fn evaluate(&self) -> [u32; N] {
        self.value()
    }
}

impl<const N: usize, const MAXSUM: u32, const MAXP: u32> MonotonicHeuristic<N>
    for Points<N, MAXSUM, MAXP>
{
    fn lower_bounds(&self) -> [u32; N] {
        self.taken
    }
}

impl<const N: usize, const MAXSUM: u32, const MAXP: u32> DynGame for Points<N, MAXSUM, MAXP> {
    type Score = u32;
    type Move = u8;
    type Moves = MoveList<u8, MAX_MOVES>;
    type Bounds = Bounds<u32>;

    const NAME: &'static str = "points";

    fn players(&self) -> usize {
        N
    }

    fn bounds(&self) -> Bounds<u32> {
        <Self as Game<N>>::BOUNDS
    }

    fn to_move(&self) -> usize {
        self.mover as usize
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.moves_into(moves);
    }

    fn play(&mut self, mv: u8) {
        self.advance(mv);
    }

    fn outcome(&self, value: &mut [u32]) -> bool {
        if self.over() {
            self.value_into(value);
            true
        } else {
            false
        }
    }

    fn evaluate(&self, value: &mut [u32]) {
        self.value_into(value);
    }
}

impl<const N: usize, const MAXSUM: u32, const MAXP: u32> DynMonotonicHeuristic
    for Points<N, MAXSUM, MAXP>
{
    fn lower_bounds(&self, out: &mut [u32]) {
        out.copy_from_slice(&self.taken);
    }
}
