//! SplitMix64, the one seeded generator of the project: the runtime's Zobrist keys
//! ([`zobrist_keys`](crate::zobrist_keys)) and random tie-breaking
//! ([`RandomTies`](crate::RandomTies)), deals, synthetic trees, Chinese Checkers playouts and
//! openings, experiment seeds and test cases all draw from it, so a seed names the same numbers
//! everywhere and in every version (no dependency whose streams might change).
//!
//! It lives in the runtime because the runtime draws from it (the keys and the ties); the games
//! re-export it as `maxn_games::rng`.
//!
//! The algorithm is Steele, Lea & Flood's SplitMix (OOPSLA 2014) with the 64-bit output function
//! of Vigna's reference `splitmix64.c`: the state advances by [`GOLDEN_GAMMA`] and each output is
//! [`mix`] of the new state.

/// The golden-ratio increment of SplitMix64, `2^64 / φ` rounded to odd: consecutive multiples
/// of it are spread evenly over `u64`, which also makes it a good multiplier for deriving seeds.
pub const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function: a bijection on `u64` (Stafford's "Mix13" variant of the
/// MurmurHash3 finaliser) whose outputs pass statistical tests even for consecutive inputs.
#[inline(always)]
pub const fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The SplitMix64 generator: 64 bits of state, one addition and one [`mix`] per output.
///
/// ```
/// use maxn_runtime::rng::SplitMix64;
///
/// let mut rng = SplitMix64::new(0);
/// assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed` (any value, zero included).
    pub const fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits. A `const fn`, so that keys can be drawn at compile time.
    #[inline]
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        mix(self.state)
    }

    /// A uniform number in `0..bound`, exactly: draws falling in the incomplete last block of
    /// `bound` values are rejected and redrawn, so no value is favoured by the modulo. For
    /// shuffles, where a bias would favour cards.
    ///
    /// # Panics
    ///
    /// If `bound` is 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "SplitMix64::below needs a positive bound");
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % bound;
            }
        }
    }

    /// An index in `0..bound` from exactly one draw, by multiply-shift of its high 32 bits: the
    /// bias is below `bound / 2^32`, negligible for choosing among a position's moves.
    ///
    /// `bound` must be below `2^32` (a zero bound gives 0, which is no index).
    #[inline]
    pub fn index_below(&mut self, bound: usize) -> usize {
        (((self.next_u64() >> 32) * bound as u64) >> 32) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Published reference outputs: Vigna's `splitmix64.c` seeded with 0 (the widely quoted
    /// first outputs, recomputed from the C source), and the `rand_xoshiro` crate's reference
    /// stream from seed 1477776061723855037 (produced there with the C implementation). They pin
    /// the whole stream, and so every deal, tree and opening drawn from it.
    #[test]
    fn the_outputs_are_the_reference_implementations() {
        let references: [(u64, &[u64]); 2] = [
            (
                0,
                &[
                    0xE220_A839_7B1D_CDAF,
                    0x6E78_9E6A_A1B9_65F4,
                    0x06C4_5D18_8009_454F,
                    0xF88B_B8A8_724C_81EC,
                ],
            ),
            (
                1_477_776_061_723_855_037,
                &[
                    1_985_237_415_132_408_290,
                    2_979_275_885_539_914_483,
                    13_511_426_838_097_143_398,
                    8_488_337_342_461_049_707,
                    15_141_737_807_933_549_159,
                    17_093_170_987_380_407_015,
                ],
            ),
        ];
        for (seed, expected) in references {
            let mut rng = SplitMix64::new(seed);
            let outputs: Vec<u64> = expected.iter().map(|_| rng.next_u64()).collect();
            assert_eq!(outputs, expected, "seed {seed}");
        }
    }

    #[test]
    fn mix_is_the_output_function() {
        // The generator's first output from seed s is mix(s + GOLDEN_GAMMA).
        for seed in [0, 1, 42, u64::MAX] {
            assert_eq!(
                SplitMix64::new(seed).next_u64(),
                mix(seed.wrapping_add(GOLDEN_GAMMA))
            );
        }
        assert_eq!(mix(0), 0);
    }

    #[test]
    fn below_reaches_every_value_and_no_other() {
        let mut rng = SplitMix64::new(1);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            seen[rng.below(7) as usize] = true;
        }
        assert_eq!(seen, [true; 7]);
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn below_rejects_the_incomplete_block() {
        // With bound 2^63 + 1 the accepted zone is [0, 2^63 + 1): about half the draws are
        // redrawn, and every result is still in range.
        let bound = (1 << 63) + 1;
        let mut rng = SplitMix64::new(3);
        assert!((0..100).all(|_| rng.below(bound) < bound));
    }

    #[test]
    fn index_below_stays_in_range_and_covers_it() {
        let mut rng = SplitMix64::new(1);
        let mut seen = [false; 5];
        for _ in 0..1000 {
            seen[rng.index_below(5)] = true;
        }
        assert_eq!(seen, [true; 5]);
    }
}
