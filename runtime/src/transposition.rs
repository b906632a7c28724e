//! A fixed-size transposition table: entries keyed by position hash, in buckets of a
//! depth-preferred and an always-replace slot, allocated once at the size the user asks.

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

/// The two slots of one bucket.
type Bucket<M, S, const N: usize> = [Option<Entry<M, S, N>>; 2];

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

/// A transposition table of a fixed size in bytes, chosen by its owner, who lends it to a
/// search; it never grows.
///
/// # Replacement
///
/// A position's hash picks one bucket of two slots. [`store`](Self::store) writes to the
/// first, *depth-preferred* slot when it is empty, holds the same position, holds a result of
/// an earlier search (another [`generation`](Entry::generation)), or holds a shallower search
/// (deeper results cost more to recompute); otherwise to the second,
/// *always-replace* slot, so recent results are kept too. [`probe`](Self::probe) looks in both.
#[derive(Clone, Debug)]
pub struct TranspositionTable<M, S: Score, const N: usize> {
    buckets: Vec<Bucket<M, S, N>>,
}

impl<M: Copy, S: Score, const N: usize> TranspositionTable<M, S, N> {
    /// A table of at most `bytes` bytes (as many whole buckets as fit), or an error if that is
    /// less than one bucket or the memory cannot be had (never an abort).
    pub fn with_size(bytes: usize) -> Result<Self, TableSizeError> {
        let bucket = size_of::<Bucket<M, S, N>>();
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
        self.buckets.capacity() * size_of::<Bucket<M, S, N>>()
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
    pub fn probe(&self, key: u64) -> Option<Entry<M, S, N>> {
        self.buckets[self.bucket(key)]
            .iter()
            .flatten()
            .find(|entry| entry.key == key)
            .copied()
    }

    /// Stores `entry` by the replacement scheme of the type's docs.
    pub fn store(&mut self, entry: Entry<M, S, N>) {
        let index = self.bucket(entry.key);
        let bucket = &mut self.buckets[index];
        let preferred = match bucket[0] {
            None => true,
            // A result of an earlier search gives way: it is likely to be of another part of
            // the game (an earlier move) or shallower than what this search will need.
            Some(old) => {
                old.key == entry.key
                    || old.generation != entry.generation
                    || old.depth <= entry.depth
            }
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
    fn deeper_results_keep_the_first_slot_and_the_second_always_takes_the_newest() {
        // One bucket: every key collides.
        let bucket = size_of::<Bucket<u16, u8, 3>>();
        let mut table = TranspositionTable::<u16, u8, 3>::with_size(bucket).unwrap();
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
        let bucket = size_of::<Bucket<u16, u8, 3>>();
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
}
