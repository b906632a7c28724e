//! The thread pools the parallel searches run on: one per thread count, made when first asked
//! for and shared by every search of the process that asks for that many threads.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use rayon::{ThreadPool, ThreadPoolBuilder};

/// The pool of `threads` threads (0: one per core), `None` for 1: the sequential search.
///
/// Pools are kept for the rest of the process, one per count, so that agents deciding move
/// after move, and games played side by side, share their threads rather than start new
/// ones per move.
pub fn pool(threads: usize) -> Result<Option<Arc<ThreadPool>>, ThreadsError> {
    if threads == 1 {
        return Ok(None);
    }
    static POOLS: OnceLock<Mutex<HashMap<usize, Arc<ThreadPool>>>> = OnceLock::new();
    let mut pools = POOLS
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some(pool) = pools.get(&threads) {
        return Ok(Some(Arc::clone(pool)));
    }
    let pool = ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(move |index| format!("maxn-search-{threads}-{index}"))
        .build()
        .map_err(|error| ThreadsError {
            threads,
            reason: error.to_string(),
        })?;
    let pool = Arc::new(pool);
    pools.insert(threads, Arc::clone(&pool));
    Ok(Some(pool))
}

/// The system refused the threads of a pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadsError {
    /// The thread count asked for.
    pub threads: usize,
    /// What the system said.
    pub reason: String,
}

impl fmt::Display for ThreadsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot start {} search threads: {}",
            self.threads, self.reason
        )
    }
}

impl std::error::Error for ThreadsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_thread_is_the_sequential_search_and_pools_are_shared() {
        assert!(pool(1).expect("no pool").is_none());
        let two = pool(2).expect("a pool").expect("of two threads");
        assert_eq!(two.current_num_threads(), 2);
        let again = pool(2).expect("a pool").expect("of two threads");
        assert!(Arc::ptr_eq(&two, &again));
    }
}
