//! The transposition table never takes more memory than its owner asked for, never asks for
//! memory while it is searched with (its part in use grows within the block reserved when it
//! was made), and a size the machine cannot give is an error, not an abort.
//! Read from a counting global allocator (`counting/mod.rs`), not from the table's own
//! account of itself.

mod counting;

use std::mem::size_of;

use maxn::{
    AlphaBetaBranchAndBound, Entry, Limits, MaxN, Memory, MoveOrdering, Searcher, Speculative,
    TranspositionTable,
};
use maxn_games::cards::{Card, SergeantMajor};
use maxn_games::synthetic::{Int, MergedTree};

#[global_allocator]
static GLOBAL: counting::Counting = counting::Counting;

/// The bytes of one bucket (two entries, padded to whole cache lines), the most a table can
/// leave unused of its size.
fn bucket<M: Copy, S: maxn::Score, const N: usize>() -> usize {
    let bucket = TranspositionTable::<M, S, N>::bucket_bytes();
    assert!(bucket >= 2 * size_of::<Option<Entry<M, S, N>>>() && bucket.is_multiple_of(64));
    bucket
}

/// The most bytes live at once while `make` runs, above what was live before; and its result.
fn peak_of<T>(make: impl FnOnce() -> T) -> (i64, T) {
    counting::reset();
    let before = counting::counts().live;
    let made = make();
    (counting::counts().peak - before, made)
}

/// Sizes in bytes: one bucket, odd ones, powers of two and just off them.
fn sizes(bucket: usize) -> Vec<usize> {
    vec![
        bucket,
        bucket + 1,
        2 * bucket - 1,
        1000,
        4095,
        4097,
        65_537,
        (1 << 20) - 1,
        1 << 20,
        3 * 1_000_003,
    ]
}

#[test]
fn a_table_takes_at_most_the_bytes_asked_for_and_almost_all_of_them() {
    let cards = bucket::<Card, u8, 3>();
    for bytes in sizes(cards) {
        let (peak, memory) = peak_of(|| Memory::<Card, u8, 3>::with_table(bytes).unwrap());
        let taken = peak as usize;
        assert!(taken <= bytes, "asked {bytes}, took {taken}");
        // Whole buckets: what is left is less than one.
        assert!(bytes - taken < cards, "asked {bytes}, took only {taken}");
        let table = memory.transposition_table().unwrap();
        assert_eq!(table.allocated_bytes(), taken, "its own account agrees");
        drop(memory);
    }
    // Another entry type: a wider move, float scores, four players.
    let wide = bucket::<u32, f64, 4>();
    for bytes in sizes(wide) {
        let (peak, table) =
            peak_of(|| TranspositionTable::<u32, f64, 4>::with_size(bytes).unwrap());
        let taken = peak as usize;
        assert!(
            taken <= bytes && bytes - taken < wide,
            "asked {bytes}, took {taken}"
        );
        drop(table);
    }
}

/// Bytes allocated in all by `search` on this thread, and the largest block it asked for.
fn allocated_by<T>(search: impl FnOnce() -> T) -> (i64, usize) {
    counting::reset();
    let before = counting::counts();
    let _ = search();
    let after = counting::counts();
    (after.peak - before.live, after.largest)
}

#[test]
fn searching_with_a_table_allocates_nothing_for_it() {
    // A transposition-rich tree and a card deal, searched with tables from three buckets
    // (entries replaced at almost every store) to one holding every position.
    let tree = MergedTree::<Int<100>, 3>::root(7, 14, 6, 7).unwrap();
    let game: SergeantMajor<3> = SergeantMajor::random(11);
    let limits = Limits::depth(7);
    let (plain_tree, _) = allocated_by(|| MaxN.search(&tree, limits));
    let (plain_game, _) = allocated_by(|| AlphaBetaBranchAndBound.search(&game, Limits::depth(9)));
    for bytes in [3 * bucket::<u8, u32, 3>(), 4096, 1 << 20] {
        for ordering in MoveOrdering::ALL {
            let mut memory = Memory::with_table(bytes).unwrap().ordering(ordering);
            let table_bytes = memory.transposition_table().unwrap().allocated_bytes();
            for searcher in 0..2 {
                let (peak, largest) = allocated_by(|| match searcher {
                    0 => MaxN.search_with(&tree, limits, &mut memory),
                    _ => Speculative.search_with(&tree, limits, &mut memory),
                });
                // The killers take a few bytes per ply; the table, nothing: its block is
                // never reallocated, and nothing near its size is asked for.
                assert!(
                    peak <= plain_tree + 1024,
                    "{bytes} bytes, {ordering}: {peak} bytes live at the peak, {plain_tree} without a table"
                );
                assert!(
                    largest < table_bytes.max(4096),
                    "a block of {largest} bytes"
                );
                let table = memory.transposition_table().unwrap();
                assert_eq!(table.allocated_bytes(), table_bytes);
            }
        }
        let mut memory = Memory::with_table(bytes).unwrap();
        let (peak, _) = allocated_by(|| {
            AlphaBetaBranchAndBound.search_with(&game, Limits::depth(9), &mut memory)
        });
        assert!(peak <= plain_game + 1024, "{peak} against {plain_game}");
        let (peak, _) = allocated_by(|| memory.clear());
        assert!(peak <= 0, "clearing allocates {peak} bytes");
    }
}

#[test]
fn a_table_larger_than_the_machine_can_give_is_refused_by_the_allocator_with_a_message() {
    // More than any address space a process has (2^60 bytes): the allocator itself refuses
    // it, whatever the system's overcommit policy; not a size check of the table's own.
    let bytes = 1usize << 60;
    let refused_before = counting::counts().refused;
    let error = Memory::<Card, u8, 3>::with_table(bytes).unwrap_err();
    assert!(error.allocation_failed);
    assert_eq!(
        counting::counts().refused,
        refused_before + 1,
        "the allocator was asked"
    );
    assert_eq!(
        error.to_string(),
        format!("cannot allocate a transposition table of {bytes} bytes: not enough memory")
    );
    // And the process goes on: a table it can have is still given.
    assert!(Memory::<Card, u8, 3>::with_table(1 << 16).is_ok());
    // Too small for one bucket: refused, saying so.
    let small = Memory::<Card, u8, 3>::with_table(bucket::<Card, u8, 3>() - 1).unwrap_err();
    assert!(!small.allocation_failed);
    assert!(small.to_string().contains("too small"), "{small}");
}
