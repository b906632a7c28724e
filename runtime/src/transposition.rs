//! A fixed-size transposition table: entries keyed by position hash, in buckets of a
//! depth-preferred and an always-replace slot, allocated once at the size the user asks.

use std::fmt;
use std::mem::size_of;

use crate::score::Score;

/// What an entry's value means. Which kinds a searcher may store and trust is the searcher's
/// business: under max^n, a value found below a subtree pruned by bounds (shallow, last-branch,
/// speculative, branch-and-bound) is not the node's max^n value, so only a fully searched
/// subtree gives an [`Exact`](EntryKind::Exact) entry; a paranoid search's cut-offs give
/// bounds on the root player's component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The value of the position searched to the entry's depth with nothing pruned below.
    Exact,
    /// The value is a lower bound (on the component the storing searcher bounds).
    Lower,
    /// The value is an upper bound (on the component the storing searcher bounds).
    Upper,
    /// Only the best move is known, for ordering; the value means nothing.
    MoveOnly,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry<S: Score, const N: usize> {
    /// The position's hash ([`PositionHash`](crate::PositionHash)).
    pub key: u64,
    /// The depth the position was searched to.
    pub depth: u8,
    /// What `value` means.
    pub kind: EntryKind,
    /// The index of the best move in the generator's order.
    pub best_move: u16,
    /// The value tuple.
    pub value: [S; N],
}

/// The two slots of one bucket.
type Bucket<S, const N: usize> = [Option<Entry<S, N>>; 2];

/// A size the machine could not give, or too small for one bucket.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// A transposition table of a fixed size in bytes, chosen by its owner, who lends it to a
/// search; it never grows.
///
/// # Replacement
///
/// A position's hash picks one bucket of two slots. [`store`](Self::store) writes to the
/// first, *depth-preferred* slot when it is empty, holds the same position, or holds a
/// shallower search (deeper results cost more to recompute); otherwise to the second,
/// *always-replace* slot, so recent results are kept too. [`probe`](Self::probe) looks in both.
#[derive(Clone, Debug)]
pub struct TranspositionTable<S: Score, const N: usize> {
    buckets: Vec<Bucket<S, N>>,
}

impl<S: Score, const N: usize> TranspositionTable<S, N> {
    /// A table of at most `bytes` bytes (as many whole buckets as fit), or an error if that is
    /// less than one bucket or the memory cannot be had (never an abort).
    pub fn with_size(bytes: usize) -> Result<Self, TableSizeError> {
        let bucket = size_of::<Bucket<S, N>>();
        let error = |allocation_failed| TableSizeError {
            requested: bytes,
            bucket,
            allocation_failed,
        };
        let count = bytes / bucket;
        if count == 0 {
            return Err(error(false));
        }
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).map_err(|_| error(true))?;
        buckets.resize(count, [None; 2]);
        Ok(Self { buckets })
    }

    /// The bytes the table's entries take, at most the size asked for.
    pub fn allocated_bytes(&self) -> usize {
        self.buckets.capacity() * size_of::<Bucket<S, N>>()
    }

    /// How many entries it can hold.
    pub fn capacity(&self) -> usize {
        self.buckets.len() * 2
    }

    /// The bucket of `key`: the high bits of `key` times the bucket count, a uniform map
    /// without a division.
    fn bucket(&self, key: u64) -> usize {
        ((key as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry<S, N>> {
        self.buckets[self.bucket(key)]
            .iter()
            .flatten()
            .find(|entry| entry.key == key)
            .copied()
    }

    /// Stores `entry` by the replacement scheme of the type's docs.
    pub fn store(&mut self, entry: Entry<S, N>) {
        let index = self.bucket(entry.key);
        let bucket = &mut self.buckets[index];
        let preferred = match bucket[0] {
            None => true,
            Some(old) => old.key == entry.key || old.depth <= entry.depth,
        };
        if preferred {
            // The same position must not stay in the other slot with a stale result.
            if bucket[1].is_some_and(|old| old.key == entry.key) {
                bucket[1] = None;
            }
            bucket[0] = Some(entry);
        } else {
            bucket[1] = Some(entry);
        }
    }

    /// Empties every slot, keeping the allocation.
    pub fn clear(&mut self) {
        self.buckets.fill([None; 2]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, depth: u8) -> Entry<u8, 3> {
        Entry {
            key,
            depth,
            kind: EntryKind::Exact,
            best_move: depth as u16,
            value: [depth, 0, 0],
        }
    }

    #[test]
    fn stored_entries_are_found_and_others_are_not() {
        let mut table = TranspositionTable::<u8, 3>::with_size(1 << 12).unwrap();
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
    fn deeper_results_keep_the_first_slot_and_the_second_always_takes_the_newest() {
        // One bucket: every key collides.
        let bucket = size_of::<Bucket<u8, 3>>();
        let mut table = TranspositionTable::<u8, 3>::with_size(bucket).unwrap();
        assert_eq!(table.capacity(), 2);
        table.store(entry(1, 5));
        table.store(entry(2, 2));
        table.store(entry(3, 4));
        assert_eq!(table.probe(1), Some(entry(1, 5)), "the deepest stays");
        assert_eq!(table.probe(2), None, "replaced in the always-replace slot");
        assert_eq!(table.probe(3), Some(entry(3, 4)));
        // A deeper one takes the first slot.
        table.store(entry(4, 6));
        assert_eq!(table.probe(4), Some(entry(4, 6)));
        assert_eq!(table.probe(1), None);
        // Re-storing the position of the second slot deeper moves it, leaving no stale copy.
        table.store(entry(3, 7));
        assert_eq!(table.probe(3), Some(entry(3, 7)));
        table.store(entry(5, 0));
        assert_eq!(table.probe(3), Some(entry(3, 7)));
    }

    #[test]
    fn the_table_never_exceeds_its_size_and_refuses_what_it_cannot_have() {
        let bucket = size_of::<Bucket<u8, 3>>();
        for bytes in [bucket, 1000, 1 << 16, (1 << 16) + bucket - 1] {
            let table = TranspositionTable::<u8, 3>::with_size(bytes).unwrap();
            assert!(table.allocated_bytes() <= bytes);
            assert_eq!(table.allocated_bytes(), bytes / bucket * bucket);
        }
        let small = TranspositionTable::<u8, 3>::with_size(bucket - 1).unwrap_err();
        assert!(!small.allocation_failed);
        assert!(small.to_string().contains("too small"), "{small}");
        let huge = TranspositionTable::<u8, 3>::with_size(usize::MAX).unwrap_err();
        assert!(huge.allocation_failed);
        assert_eq!(
            huge.to_string(),
            format!(
                "cannot allocate a transposition table of {} bytes: not enough memory",
                usize::MAX
            )
        );
    }
}
