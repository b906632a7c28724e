//! A hint that a cache line will be read soon: the one `unsafe` call of the workspace (issue
//! 27 allows it in one small module, for a measured gain: docs/results/speed.md,
//! "Transposition table").

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
