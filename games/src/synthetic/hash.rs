//! The hash that generates a tree: each node's key is derived from its parent's key and its
//! child index.

/// SplitMix64's output function: a bijection on `u64` whose outputs pass statistical tests.
#[inline(always)]
pub(crate) fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The key of the tree's root for a seed.
#[inline]
pub(crate) fn root_key(seed: u64) -> u64 {
    mix(seed ^ 0x6D61_786E_5F74_7265)
}

/// The key of child `index` of the node with key `parent`.
#[inline(always)]
pub(crate) fn child_key(parent: u64, index: usize) -> u64 {
    mix(parent.wrapping_add((index as u64 + 1).wrapping_mul(GOLDEN_GAMMA)))
}

/// The `k`-th pseudo-random word drawn at the node with key `key`.
#[inline(always)]
pub(crate) fn draw(key: u64, k: usize) -> u64 {
    mix(key ^ (k as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03))
}
