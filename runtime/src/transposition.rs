//! A transposition table of a size the user chooses: entries keyed by position hash, in
//! cache-line buckets of a depth-preferred and an always-replace slot, the whole size reserved
//! once and used from a small part up as searches need it.

use std::fmt;
use std::mem::size_of;

use crate::score::Score;

/// What an entry's value means. Which kinds a searcher stores and trusts is stated on the
/// searcher and in [`Memory`](crate::Memory)'s docs: under max^n, a value found below a subtree
/// pruned by bounds (shallow, last-branch, speculative, branch-and-bound) is not in general the
/// node's max^n value, so an [`Exact`](EntryKind::Exact) entry is stored only where the
/// searcher knows the value is the node's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The node's value (max^n, or paranoid for the paranoid searchers) searched to the
    /// entry's depth, with the game's move order or the order the storing search used.
    Exact,
    /// The node's value gives player [`Entry::player`] at least `value[player]` (a paranoid
    /// fail-high: a lower bound on the root player's component).
    Lower,
    /// The node's value gives player [`Entry::player`] at most `value[player]` (a paranoid
    /// fail-low), or, with [`Entry::strict`], strictly less (a max^n node whose value fails its
    /// parent's need: the parent's player gets less than `value[player]`, or no more when
    /// the scores are continuous and the need is not strict).
    Upper,
    /// Only the best move is known, for ordering; the value means nothing.
    MoveOnly,
}

/// The depth an entry records for a search that saw no horizon leaf: every line it followed
/// ended, so its value holds for every depth at least [`Entry::reached`].
pub const SOLVED: u8 = u8::MAX;

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry<M, S: Score, const N: usize> {
    /// The position's hash ([`PositionHash`](crate::PositionHash)).
    pub key: u64,
    /// The value tuple (see [`kind`](Self::kind)).
    pub value: [S; N],
    /// The best move found, if any: the move to search first next time.
    pub best_move: Option<M>,
    /// The move the storing search put first here. A search orders a node by the best move
    /// of an *earlier* search, so that the order is the same on every visit within one
    /// search; an entry the same search stored keeps that move here.
    pub hint: Option<M>,
    /// The depth the position was searched to, or [`SOLVED`] when no horizon leaf was met.
    pub depth: u8,
    /// The depth searched when [`depth`](Self::depth) is [`SOLVED`] (the least depth the
    /// value holds for); equal to `depth` otherwise.
    pub reached: u8,
    /// What `value` means.
    pub kind: EntryKind,
    /// The player whose component a bound is on ([`EntryKind::Lower`], [`EntryKind::Upper`]).
    pub player: u8,
    /// For [`EntryKind::Upper`] on continuous scores: whether the bound is strict.
    pub strict: bool,
    /// The search that stored it ([`Memory`](crate::Memory) counts searches).
    pub generation: u16,
}

impl<M, S: Score, const N: usize> Entry<M, S, N> {
    /// Whether the entry's value holds for a search of `depth` plies: it was searched to that
    /// very depth, or to the end of every line it followed from a depth no deeper.
    #[inline]
    pub fn holds_at(&self, depth: u32) -> bool {
        if self.depth == SOLVED {
            u32::from(self.reached) <= depth
        } else {
            u32::from(self.depth) == depth
        }
    }
}

/// The two slots of one bucket, aligned to a cache line: a probe reads one line (two, for
/// entries of more than 32 bytes), never the end of one bucket and the start of the next.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
struct Bucket<M, S: Score, const N: usize>([Option<Entry<M, S, N>>; 2]);

impl<M: Copy, S: Score, const N: usize> Bucket<M, S, N> {
    const EMPTY: Self = Self([None; 2]);
}

/// The buckets a table starts with (or all of them, when it has fewer): 256 KiB of 64-byte
/// buckets, so that a small search works in a table that stays in the processor's caches and
/// touches no more pages than it needs.
const FIRST_BUCKETS: usize = 1 << 12;

/// A size the machine could not give, or too small for one bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSizeError {
    /// The size asked for, in bytes.
    pub requested: usize,
    /// The size of one bucket, the least a table can have.
    pub bucket: usize,
    /// Whether the allocation failed (otherwise the size was below one bucket).
    pub allocation_failed: bool,
}

impl fmt::Display for TableSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.allocation_failed {
            write!(
                f,
                "cannot allocate a transposition table of {} bytes: not enough memory",
                self.requested
            )
        } else {
            write!(
                f,
                "a transposition table of {} bytes is too small: one bucket takes {} bytes",
                self.requested, self.bucket
            )
        }
    }
}

impl std::error::Error for TableSizeError {}

/// A transposition table of at most a size in bytes chosen by its owner, who lends it to a
/// search.
///
/// # Memory
///
/// The whole size is reserved once, when the table is made ([`with_size`](Self::with_size):
/// a size the machine cannot give is refused then, and the table never asks for memory
/// again), but only a part of it is used at first: its first 4,096 buckets (256 KiB of 64-byte
/// buckets). The part in use doubles, within the reserved block, when a store would push out
/// an entry of the running search while at least a quarter of its slots are filled, until it
/// is the whole size; its entries move to their buckets in the larger part (none is lost).
/// So a small search touches only the pages it needs (the system gives the others when first
/// written) and probes a table that fits in the caches, while a large one gets the whole
/// table. [`clear`](Self::clear) goes back to the first part. On Linux the block is marked
/// for transparent huge pages (`madvise(MADV_HUGEPAGE)` on its whole 2 MiB pages), so a table
/// grown to tens of MiB takes few page faults and few address-cache (TLB) misses.
///
/// # Replacement
///
/// A position's hash picks one bucket of two slots, one cache line for entries of up to 32
/// bytes (those of the library's games). [`store`](Self::store) writes to the first,
/// *depth-preferred* slot when it is empty, holds the same position, holds a result of
/// an earlier search (another [`generation`](Entry::generation)), or holds a shallower search
/// (deeper results cost more to recompute), the entry it held moving to the second slot;
/// otherwise to the second, *always-replace* slot, so recent results are kept too.
/// [`probe`](Self::probe) looks in both.
#[derive(Debug)]
pub struct TranspositionTable<M, S: Score, const N: usize> {
    /// The buckets in use; the vector's capacity is the whole size, reserved once.
    buckets: Vec<Bucket<M, S, N>>,
    /// The number of buckets of the whole size.
    limit: usize,
    /// The slots filled in the part in use.
    filled: usize,
}

impl<M: Clone, S: Score, const N: usize> Clone for TranspositionTable<M, S, N> {
    /// A copy with its own reserved block of the whole size (so that it can grow as the
    /// original can, without asking for memory during a search).
    fn clone(&self) -> Self {
        let mut buckets = Vec::with_capacity(self.limit);
        buckets.extend_from_slice(&self.buckets);
        Self {
            buckets,
            limit: self.limit,
            filled: self.filled,
        }
    }
}

impl<M: Copy, S: Score, const N: usize> TranspositionTable<M, S, N> {
    /// A table of at most `bytes` bytes (as many whole buckets as fit), or an error if that is
    /// less than one bucket or the memory cannot be had (never an abort).
    pub fn with_size(bytes: usize) -> Result<Self, TableSizeError> {
        let bucket = Self::bucket_bytes();
        let error = |allocation_failed| TableSizeError {
            requested: bytes,
            bucket,
            allocation_failed,
        };
        let limit = bytes / bucket;
        if limit == 0 {
            return Err(error(false));
        }
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(limit).map_err(|_| error(true))?;
        // Before any of it is written, so that the system can back it with huge pages.
        crate::prefetch::advise_huge_pages(buckets.spare_capacity_mut());
        buckets.resize(limit.min(FIRST_BUCKETS), Bucket::EMPTY);
        Ok(Self {
            buckets,
            limit,
            filled: 0,
        })
    }

    /// The bytes of one bucket (two entries, padded to whole cache lines): the least a table
    /// can have, and the unit its size is rounded down to.
    pub const fn bucket_bytes() -> usize {
        size_of::<Bucket<M, S, N>>()
    }

    /// The bytes reserved for the table's entries, at most the size asked for.
    pub fn allocated_bytes(&self) -> usize {
        self.buckets.capacity() * Self::bucket_bytes()
    }

    /// The bytes of the part in use now (see the type's docs): what searches have touched.
    pub fn used_bytes(&self) -> usize {
        self.buckets.len() * Self::bucket_bytes()
    }

    /// How many entries it can hold, once the part in use is the whole size.
    pub fn capacity(&self) -> usize {
        self.limit * 2
    }

    /// The bucket of `key`: the high bits of `key` times the bucket count, a uniform map
    /// without a division (which also makes doubling the count split each bucket in two
    /// neighbours: the bucket `b` of `n` becomes `2b` or `2b + 1` of `2n`).
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        bucket_of(key, self.buckets.len())
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M, S, N>> {
        let [first, second] = &self.buckets[self.bucket(key)].0;
        match first {
            Some(entry) if entry.key == key => Some(*entry),
            _ => second.filter(|entry| entry.key == key),
        }
    }

    /// Starts loading the bucket of `key` into the processor's caches, so that a
    /// [`probe`](Self::probe) or [`store`](Self::store) of it soon after does not wait for
    /// memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        crate::prefetch::prefetch(&self.buckets[self.bucket(key)]);
    }

    /// Stores `entry` by the replacement scheme of the type's docs, first doubling the part
    /// in use if that would push out an entry of the same search while a quarter of the
    /// slots in use are filled (below that, a full bucket is bad luck, not a full table; a
    /// half lost enough entries to cost 9% more expansions on Sergeant Major, and a
    /// sixteenth made the table four times larger to save 4% of them: docs/results/speed.md).
    #[inline]
    pub fn store(&mut self, entry: Entry<M, S, N>) {
        while self.buckets.len() < self.limit
            && 2 * self.filled >= self.buckets.len()
            && self.would_push_out(&entry)
        {
            self.grow();
        }
        let index = self.bucket(entry.key);
        self.filled = self.filled + place(&mut self.buckets[index].0, entry) - 1;
    }

    /// Whether storing `entry` now would replace an entry of another position stored by the
    /// same search.
    #[inline]
    fn would_push_out(&self, entry: &Entry<M, S, N>) -> bool {
        let bucket = &self.buckets[self.bucket(entry.key)].0;
        // Only the second slot's entry can go: the first one's moves to the second.
        let victim = bucket[0].filter(|old| old.key != entry.key).and(bucket[1]);
        victim.is_some_and(|old| old.key != entry.key && old.generation == entry.generation)
    }

    /// Doubles the part in use (or takes the whole size, if that is less), moving every entry
    /// to its bucket in the larger part. Buckets are moved from the last down: a bucket's
    /// entries go to buckets at its index or above, which are already moved out.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let old = self.buckets.len();
        let new = (2 * old).min(self.limit);
        // Within the reserved capacity: no allocation, only the new buckets written.
        self.buckets.resize(new, Bucket::EMPTY);
        for index in (0..old).rev() {
            let moved = std::mem::replace(&mut self.buckets[index], Bucket::EMPTY);
            for (slot, entry) in moved.0.into_iter().enumerate() {
                let Some(entry) = entry else { continue };
                let bucket = &mut self.buckets[bucket_of(entry.key, new)].0;
                // On doubling each new bucket receives from one old bucket only, so the slot
                // is free and none is lost; on the last, partial step two old buckets can
                // share one, the replacement scheme decides, and the filled slots are counted
                // again.
                if bucket[slot].is_none() {
                    bucket[slot] = Some(entry);
                } else {
                    place(bucket, entry);
                }
            }
        }
        if new < 2 * old {
            self.filled = self
                .buckets
                .iter()
                .flat_map(|bucket| &bucket.0)
                .flatten()
                .count();
        }
    }

    /// Empties every slot and goes back to the first part of the size, keeping the
    /// allocation: the next search is as with a new table.
    pub fn clear(&mut self) {
        self.buckets.truncate(self.limit.min(FIRST_BUCKETS));
        self.buckets.fill(Bucket::EMPTY);
        self.filled = 0;
    }
}

/// The bucket of `key` among `count`.
#[inline(always)]
fn bucket_of(key: u64, count: usize) -> usize {
    ((key as u128 * count as u128) >> 64) as usize
}

/// Whether `entry` goes to the first, depth-preferred slot of `bucket`.
#[inline(always)]
fn preferred<M, S: Score, const N: usize>(
    bucket: &[Option<Entry<M, S, N>>; 2],
    entry: &Entry<M, S, N>,
) -> bool {
    match &bucket[0] {
        None => true,
        // A result of an earlier search gives way: it is likely to be of another part of
        // the game (an earlier move) or shallower than what this search will need.
        Some(old) => {
            old.key == entry.key || old.generation != entry.generation || old.depth <= entry.depth
        }
    }
}

/// Writes `entry` to `bucket` by the replacement scheme; returns one more than the change in
/// the bucket's filled slots (0, 1 or 2).
#[inline(always)]
fn place<M: Copy, S: Score, const N: usize>(
    bucket: &mut [Option<Entry<M, S, N>>; 2],
    entry: Entry<M, S, N>,
) -> usize {
    let filled = bucket.iter().flatten().count();
    if preferred(bucket, &entry) {
        // The same position must not stay in the other slot with a stale result.
        if bucket[1].is_some_and(|old| old.key == entry.key) {
            bucket[1] = None;
        }
        if bucket[0].is_some_and(|old| old.key != entry.key) {
            bucket[1] = bucket[0];
        }
        bucket[0] = Some(entry);
    } else {
        bucket[1] = Some(entry);
    }
    bucket.iter().flatten().count() + 1 - filled
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, depth: u8) -> Entry<u16, u8, 3> {
        Entry {
            key,
            value: [depth, 0, 0],
            best_move: Some(u16::from(depth)),
            hint: None,
            depth,
            reached: depth,
            kind: EntryKind::Exact,
            player: 0,
            strict: false,
            generation: 0,
        }
    }

    #[test]
    fn stored_entries_are_found_and_others_are_not() {
        let mut table = TranspositionTable::<u16, u8, 3>::with_size(1 << 12).unwrap();
        table.store(entry(42, 3));
        assert_eq!(table.probe(42), Some(entry(42, 3)));
        assert_eq!(table.probe(43), None);
        table.store(entry(42, 1));
        assert_eq!(
            table.probe(42),
            Some(entry(42, 1)),
            "the same position is replaced"
        );
        table.clear();
        assert_eq!(table.probe(42), None);
    }

    #[test]
    fn deeper_results_keep_the_first_slot_and_the_entries_they_replace_move_to_the_second() {
        // One bucket: every key collides.
        let bucket = TranspositionTable::<u16, u8, 3>::bucket_bytes();
        let mut table = TranspositionTable::<u16, u8, 3>::with_size(bucket).unwrap();
        assert_eq!(table.capacity(), 2);
        table.store(entry(1, 5));
        table.store(entry(2, 2));
        table.store(entry(3, 4));
        assert_eq!(table.probe(1), Some(entry(1, 5)), "the deepest stays");
        assert_eq!(table.probe(2), None, "replaced in the always-replace slot");
        assert_eq!(table.probe(3), Some(entry(3, 4)));
        // Re-storing the position of the second slot deeper moves it to the first, leaving no
        // stale copy; the first slot's entry moves to the second.
        table.store(entry(3, 7));
        assert_eq!(table.probe(3), Some(entry(3, 7)));
        assert_eq!(table.probe(1), Some(entry(1, 5)));
        // A shallower one replaces the second slot's.
        table.store(entry(4, 6));
        assert_eq!(table.probe(4), Some(entry(4, 6)));
        assert_eq!(table.probe(1), None);
        // A deeper one takes the first slot, the entry there replacing the second slot's.
        table.store(entry(5, 8));
        assert_eq!(table.probe(5), Some(entry(5, 8)));
        assert_eq!(table.probe(3), Some(entry(3, 7)));
        assert_eq!(table.probe(4), None);
    }

    #[test]
    fn the_table_never_exceeds_its_size_and_refuses_what_it_cannot_have() {
        let bucket = TranspositionTable::<u16, u8, 3>::bucket_bytes();
        for bytes in [bucket, 1000, 1 << 16, (1 << 16) + bucket - 1] {
            let table = TranspositionTable::<u16, u8, 3>::with_size(bytes).unwrap();
            assert!(table.allocated_bytes() <= bytes);
            assert_eq!(table.allocated_bytes(), bytes / bucket * bucket);
        }
        let small = TranspositionTable::<u16, u8, 3>::with_size(bucket - 1).unwrap_err();
        assert!(!small.allocation_failed);
        assert!(small.to_string().contains("too small"), "{small}");
        let huge = TranspositionTable::<u16, u8, 3>::with_size(usize::MAX).unwrap_err();
        assert!(huge.allocation_failed);
        assert_eq!(
            huge.to_string(),
            format!(
                "cannot allocate a transposition table of {} bytes: not enough memory",
                usize::MAX
            )
        );
    }

    #[test]
    fn a_large_table_starts_small_and_grows_as_its_entries_need() {
        let bucket = TranspositionTable::<u16, u8, 3>::bucket_bytes();
        assert_eq!(bucket, 64, "two entries of a small game in one cache line");
        let mut table = TranspositionTable::<u16, u8, 3>::with_size(1 << 26).unwrap();
        assert_eq!(table.allocated_bytes(), 1 << 26);
        assert_eq!(table.used_bytes(), FIRST_BUCKETS * bucket);
        // Spread keys (a multiplicative hash of 0, 1, 2...), far more than the first part
        // holds, all of one search.
        let keys: Vec<u64> = (0..60_000u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5555)
            .collect();
        for &key in &keys {
            table.store(entry(key, (key % 7) as u8));
        }
        // Grown to hold them at most half full or so, not to the whole size.
        let slots = table.used_bytes() / bucket * 2;
        assert!(
            slots >= 2 * keys.len() && slots <= 8 * keys.len(),
            "{slots} slots"
        );
        assert!(table.used_bytes() < table.allocated_bytes());
        // A push-out below a quarter full is bad luck in one bucket: almost all are kept.
        let kept = keys
            .iter()
            .filter(|&&key| table.probe(key) == Some(entry(key, (key % 7) as u8)))
            .count();
        assert!(
            kept * 100 >= keys.len() * 99,
            "{kept} of {} kept",
            keys.len()
        );
        // Entries of an earlier search give way without growing the table.
        let used = table.used_bytes();
        let mut later = entry(1, 0);
        later.generation = 1;
        for key in 0..1000u64 {
            table.store(Entry {
                key: key.wrapping_mul(0xD1B5_4A32_D192_ED03),
                ..later
            });
        }
        assert_eq!(table.used_bytes(), used);
        table.clear();
        assert_eq!(
            table.used_bytes(),
            FIRST_BUCKETS * bucket,
            "back to the first part"
        );
        assert_eq!(table.probe(keys[0]), None);
    }

    #[test]
    fn a_full_size_table_replaces_as_before() {
        // Two buckets, the whole size at once: the replacement scheme alone decides.
        let bucket = TranspositionTable::<u16, u8, 3>::bucket_bytes();
        let mut table = TranspositionTable::<u16, u8, 3>::with_size(2 * bucket).unwrap();
        let keys: Vec<u64> = (0..50u64).map(|i| i << 58).collect();
        for &key in &keys {
            table.store(entry(key, 1));
        }
        // Equal depths go to the first slot, the one there to the second: the last two keys
        // of each bucket are kept.
        let kept: Vec<u64> = keys
            .iter()
            .copied()
            .filter(|&key| table.probe(key).is_some())
            .collect();
        assert_eq!(kept, [30 << 58, 31 << 58, 48 << 58, 49 << 58]);
        assert_eq!(table.used_bytes(), 2 * bucket);
    }
}
