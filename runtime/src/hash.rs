//! Position hashing, an optional game capability, and the fixed keys games build their
//! Zobrist hashes from.

use crate::game::Game;
use crate::rng::SplitMix64;

/// A game whose positions carry a 64-bit hash, the key a transposition table stores them by.
///
/// # The promise
///
/// - **Equal positions give equal hashes.** Two positions are equal when everything that can
///   still matter to the game is equal: the player to move, whatever decides the legal moves
///   and the outcome, and everything [`Game::evaluate`] reads. Positions reached by different
///   move orders (transpositions) are equal in this sense, whatever their histories.
/// - **Different positions collide only by chance**: about one pair in 2^64.
///
/// Settings that are constant through a search and change no position's value, such as a
/// generator's move order or a type parameter choosing the evaluation, are not part of the
/// position: a table must not be shared between searches that differ in them.
///
/// # Zobrist hashing
///
/// The games of this library keep the hash in a field updated by
/// [`play`](Game::play): each feature of a position (a card in a hand, a piece on a hole, the
/// player to move) has a fixed random key, the hash is the XOR of the keys of the features
/// present, and a move XORs out the keys of the features it removes and in those it adds, a
/// few instructions per move. [`zobrist_keys`] makes such keys at compile time, so a hash is
/// the same on every run and platform.
pub trait PositionHash<const N: usize>: Game<N> {
    /// The position's hash (see the trait's promise).
    fn position_hash(&self) -> u64;

    /// The least plies left at which a table access pays on this game: nearer the horizon it
    /// costs more than the search it can save. A [`Memory`](crate::Memory) made with
    /// [`game_min_depth`](crate::Memory::game_min_depth) (as the command line's and the
    /// agents' are) looks up, orders and stores only nodes with this many plies left. `1`
    /// (every interior node) unless the game measured another.
    const TABLE_MIN_DEPTH: u32 = 1;

    /// Whether this is a position where transpositions can occur: a table reads and writes
    /// only these (unless the [`Memory`](crate::Memory) is told to use
    /// [`every_position`](crate::Memory::every_position)). `true` (every position) unless the
    /// game knows better.
    ///
    /// A game may answer `false` where every transposition into the position passes through an
    /// equal ancestor that answers `true`: the table then finds the transposition there, a
    /// few plies higher, and the positions between cost no table access. In a trick-taking
    /// game these are the positions inside a trick: two move orders that reach the same
    /// position in the middle of a trick both passed through that trick's start, and the two
    /// starts are equal (the same hands with the trick's cards given back, the same tricks
    /// done and the same leader), so the card games answer `true` only where no card of the
    /// trick in progress has been played.
    ///
    /// Any answer keeps every searcher exact (a node that skips the table is searched as
    /// without one); a wrong `false` only loses transpositions.
    #[inline(always)]
    fn table_point(&self) -> bool {
        true
    }
}

/// `K` fixed pseudo-random keys from `seed`: the first `K` outputs of
/// [`SplitMix64`] seeded with it, a bijective mix of a Weyl sequence, so the keys of one seed are
/// distinct and pass statistical tests.
///
/// A `const fn`, for key tables computed at compile time:
///
/// ```
/// const KEYS: [u64; 4] = maxn_runtime::zobrist_keys(7);
/// assert_eq!(KEYS, maxn_runtime::zobrist_keys::<4>(7));
/// assert!(KEYS.iter().all(|&key| key != 0));
/// ```
pub const fn zobrist_keys<const K: usize>(seed: u64) -> [u64; K] {
    let mut keys = [0; K];
    let mut rng = SplitMix64::new(seed);
    let mut i = 0;
    while i < K {
        keys[i] = rng.next_u64();
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_the_generator_s_outputs() {
        // The first output of SplitMix64 seeded with 0, as printed by its reference C
        // implementation (Vigna, splitmix64.c); the generator's own test pins the rest.
        const KEYS: [u64; 3] = zobrist_keys(0);
        assert_eq!(KEYS[0], 0xE220_A839_7B1D_CDAF);
        let mut rng = SplitMix64::new(0);
        assert_eq!(KEYS, [rng.next_u64(), rng.next_u64(), rng.next_u64()]);
    }

    #[test]
    fn keys_are_distinct_and_depend_on_the_seed() {
        let keys: [u64; 1000] = zobrist_keys(42);
        let mut sorted = keys.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 1000);
        assert_ne!(zobrist_keys::<1>(42), zobrist_keys::<1>(43));
    }
}
