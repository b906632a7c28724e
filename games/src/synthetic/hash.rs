//! The hash that generates a tree: each node's key is derived from its parent's key and its
//! child index.

use crate::rng::{GOLDEN_GAMMA, mix};

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
