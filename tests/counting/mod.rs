//! A global allocator that forwards to [`System`] and counts, per thread, what the thread asks
//! for: allocations, the bytes live and their peak, the largest block, and refused requests.
//! Per thread so that the test harness's own threads do not interfere. A test binary installs
//! it with `#[global_allocator] static GLOBAL: counting::Counting = counting::Counting;`.

// `GlobalAlloc` is an unsafe trait; the impl below only forwards to `System` and counts.
#![allow(unsafe_code)]
// Each test binary reads the counts it needs.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The counting allocator.
pub struct Counting;

/// What one thread has asked of the allocator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Allocations and reallocations made.
    pub allocations: u64,
    /// Bytes allocated and not yet freed (can go below zero when a thread frees what another
    /// allocated).
    pub live: i64,
    /// The most bytes live at once since the counts were last [`reset`].
    pub peak: i64,
    /// The largest block asked for since the counts were last [`reset`].
    pub largest: usize,
    /// Requests the system refused (a null pointer returned).
    pub refused: u64,
}

thread_local! {
    // `const` initialisation and no destructor: using it allocates nothing.
    static COUNTS: Cell<Counts> = const {
        Cell::new(Counts { allocations: 0, live: 0, peak: 0, largest: 0, refused: 0 })
    };
}

/// This thread's counts.
pub fn counts() -> Counts {
    COUNTS.with(Cell::get)
}

/// Starts the peak and the largest block afresh from now (the live bytes stay as they are).
pub fn reset() {
    let _ = COUNTS.try_with(|counts| {
        let mut now = counts.get();
        now.peak = now.live;
        now.largest = 0;
        counts.set(now);
    });
}

/// Records a request for `size` bytes that freed `freed` bytes and succeeded when `ok`.
fn record(size: usize, freed: usize, ok: bool) {
    let _ = COUNTS.try_with(|counts| {
        let mut now = counts.get();
        now.allocations += 1;
        now.largest = now.largest.max(size);
        if ok {
            now.live += size as i64 - freed as i64;
            now.peak = now.peak.max(now.live);
        } else {
            now.refused += 1;
        }
        counts.set(now);
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded unchanged; the caller upholds `alloc`'s contract.
        let ptr = unsafe { System.alloc(layout) };
        record(layout.size(), 0, !ptr.is_null());
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as above.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        record(layout.size(), 0, !ptr.is_null());
        ptr
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as above.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        // A refused reallocation keeps the old block.
        record(new_size, layout.size(), !new.is_null());
        new
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = COUNTS.try_with(|counts| {
            let mut now = counts.get();
            now.live -= layout.size() as i64;
            counts.set(now);
        });
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}
