//! The experiments stream their deals and trees: memory does not grow with their number (the
//! peak of live heap bytes, counted by a global allocator, stays far below what one record per
//! tree or deal would take); and any first seed gives the trees asked for.

// The counting allocator must implement `GlobalAlloc`, an unsafe trait; it only forwards to
// `System` and tracks the live bytes.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use maxn_lab::experiments::Quiet;
use maxn_lab::experiments::sergeant_major;
use maxn_lab::experiments::trees::{self, Scores, Shape, TreesConfig};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        // SAFETY: forwarded unchanged; the caller upholds `alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The peak of live heap bytes above the level before `run`.
fn peak_growth(run: impl FnOnce()) -> usize {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    run();
    PEAK.load(Ordering::Relaxed) - before
}

/// One test, so that no other test's allocations run at the same time.
#[test]
fn experiments_stream_and_seeds_wrap() {
    // 50,000 one-node trees: a record per tree (a vector of 8 tallies, 256 bytes, plus its
    // header) would take more than 12 MB at once.
    let config = TreesConfig {
        players: vec![3],
        shape: Shape {
            branching: 1,
            depth: 0,
            seeds: 50_000,
            seed: 0,
        },
        scores: Scores::Int,
    };
    let mut outcome = None;
    let peak = peak_growth(|| outcome = Some(trees::run(&config, &Quiet).unwrap()));
    assert!(peak < 2_000_000, "trees: {peak} bytes live at the peak");
    assert!(outcome.unwrap().rows.iter().all(|row| row.trees == 50_000));

    let config = sergeant_major::SergeantMajorConfig {
        deals: 20_000,
        tricks: 1,
        seed: 0,
        table: None,
        only: None,
    };
    let peak = peak_growth(|| drop(sergeant_major::run(&config, &Quiet).unwrap()));
    assert!(
        peak < 2_000_000,
        "sergeant major: {peak} bytes live at the peak"
    );

    // The reproducer: the last seed, then seed 0. Both trees are searched, and every
    // exact algorithm agrees with max^n on both.
    let config = TreesConfig {
        players: vec![3],
        shape: Shape {
            branching: 4,
            depth: 1,
            seeds: 2,
            seed: u64::MAX,
        },
        scores: Scores::Int,
    };
    let outcome = trees::run(&config, &Quiet).unwrap();
    for row in &outcome.rows {
        assert_eq!(row.trees, 2);
        assert!(row.avg_nodes >= 1.0 && row.reduction.is_finite(), "{row:?}");
        assert!(
            row.agreed_with_maxn.is_none_or(|agreed| agreed == 2),
            "{row:?}"
        );
    }
}
