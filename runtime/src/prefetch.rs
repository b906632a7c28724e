//! A hint that a cache line will be read soon, and advice that a block be backed by huge
//! pages: the only `unsafe` calls of the workspace (issue 27 allows them in one small module,
//! for a measured gain: docs/results/speed.md, "Transposition table").

/// Asks the processor to start loading the cache line holding `value`, so that a read of it a
/// little later does not wait for memory; a no-op where no such hint is known. It changes
/// nothing the program can observe, only how long a later read takes.
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` is `unsafe` only because it takes a raw pointer; a prefetch never
    // faults and reads nothing the program sees, and the pointer comes from a live reference.
    // SSE, which it needs, is in every x86_64 processor.
    unsafe {
        use core::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

/// Asks the system to back the whole 2 MiB-aligned pages inside `block` with huge pages
/// (Linux's transparent huge pages, `madvise(MADV_HUGEPAGE)`), before any of it is written: a
/// large transposition table probed at random then misses the processor's address cache
/// (TLB) far less, and is given its memory in few large page faults instead of one per 4 KiB.
/// Nothing the program can observe changes; a no-op off Linux, for a block holding no whole
/// aligned huge page, or when the system declines.
pub(crate) fn advise_huge_pages<T>(block: &[T]) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = block.as_ptr() as usize;
        let end = start + std::mem::size_of_val(block);
        let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if first < last {
            // SAFETY: `[first, last)` lies inside `block`, memory this program owns (its
            // pages are mapped, whether written yet or not), and page-aligned as `madvise`
            // requires. `MADV_HUGEPAGE` only changes how the system backs those pages: their
            // contents and every reference into them stay as they are. A failure (no
            // transparent huge pages) is ignored: the pages stay small.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = block;
}
