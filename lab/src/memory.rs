//! A search's memory chosen at run time: a transposition table's size in MiB, the move
//! ordering and the depth from which nodes use them, turned into a [`Memory`]; and one search
//! (or deepening) by a registry algorithm that uses the memory when there is one and the
//! threads otherwise. What `maxn search` and `maxn tree` do with `--tt-mb` and `--ordering`.

use maxn::{
    Deepening, Limits, Memory, MoveOrdering, PositionHash, Score, SearchResult, TableSizeError,
};

use crate::registry::{Algorithm, SearchError, Searchable};

/// The bytes of a table of `mib` MiB: `Ok(None)` for 0 (no table), an error when the size
/// does not fit in the address space (a size that fits but that the machine cannot give is
/// refused when the table is allocated, with the allocator's answer).
pub fn table_bytes(mib: usize) -> Result<Option<usize>, TableTooLarge> {
    if mib == 0 {
        return Ok(None);
    }
    mib.checked_mul(1 << 20)
        .map(Some)
        .ok_or(TableTooLarge { mib })
}

/// A table size in MiB whose bytes do not fit in the address space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a table of {mib} MiB does not fit in this machine's address space")]
pub struct TableTooLarge {
    /// The size asked for, in MiB.
    pub mib: usize,
}

/// A memory of a table of `bytes` (none for `None`) ordering moves by `ordering`, used by the
/// nodes with at least `min_depth` plies left (`None`: the game's threshold, where a table
/// access starts to pay); allocated now, so a size the machine cannot give is refused here.
pub fn memory<M: Copy + PartialEq, S: Score, const N: usize>(
    bytes: Option<usize>,
    ordering: MoveOrdering,
    min_depth: Option<u32>,
) -> Result<Memory<M, S, N>, TableSizeError> {
    let memory = match bytes {
        Some(bytes) => Memory::with_table(bytes)?,
        None => Memory::new(),
    };
    let memory = match min_depth {
        Some(plies) => memory.min_depth(plies),
        None => memory.game_min_depth(),
    };
    Ok(memory.ordering(ordering))
}

/// A game's memory, when one was asked for.
pub type GameMemory<G, const N: usize> =
    Option<Memory<<G as maxn::Game<N>>::Move, <G as maxn::Game<N>>::Score, N>>;

/// One search of `game` by `algorithm`: with `memory` when there is one (on one thread: the
/// parallel searches take no memory), else on `threads` threads.
pub fn search<G: Searchable<N> + PositionHash<N>, const N: usize>(
    algorithm: Algorithm,
    game: &G,
    limits: Limits,
    threads: usize,
    memory: &mut GameMemory<G, N>,
) -> Result<SearchResult<G::Move, G::Score, N>, SearchError> {
    match memory {
        Some(memory) => Ok(algorithm.search_with(game, limits, memory)?),
        None => algorithm.search_on(game, limits, threads),
    }
}

/// [`search`] under iterative deepening, the memory kept across the iterations.
pub fn deepen<G: Searchable<N> + PositionHash<N>, const N: usize>(
    algorithm: Algorithm,
    game: &G,
    limits: Limits,
    threads: usize,
    memory: &mut GameMemory<G, N>,
) -> Result<Deepening<G::Move, G::Score, N>, SearchError> {
    match memory {
        Some(memory) => Ok(algorithm.deepen_with(game, limits, memory)?),
        None => algorithm.deepen_on(game, limits, threads),
    }
}

#[cfg(test)]
mod tests {
    use maxn_games::synthetic::{Model, Tree, TreeSpec};

    use super::*;
    use crate::experiments::trees::IntScale;

    #[test]
    fn sizes_are_mebibytes_and_zero_means_none() {
        assert_eq!(table_bytes(0), Ok(None));
        assert_eq!(table_bytes(3), Ok(Some(3 << 20)));
        let error = table_bytes(usize::MAX).unwrap_err();
        assert_eq!(error, TableTooLarge { mib: usize::MAX });
        assert!(error.to_string().contains("address space"), "{error}");
    }

    #[test]
    fn a_memory_keeps_the_depth_and_ordering_asked_for() {
        let killers = memory::<u8, u32, 3>(None, MoveOrdering::Killers, Some(4)).unwrap();
        assert_eq!(killers.memory_depth(), Some(4));
        let table = memory::<u8, u32, 3>(Some(1 << 20), MoveOrdering::Table, None).unwrap();
        assert_eq!(table.memory_depth(), None);
        assert!(memory::<u8, u32, 3>(Some(1), MoveOrdering::Game, None).is_err());
    }

    #[test]
    fn a_search_with_a_memory_answers_as_one_without() {
        let spec = TreeSpec::new(3, 5, 7, Model::Random);
        let tree = Tree::<IntScale, 3>::root(&spec).unwrap();
        let limits = Limits::depth(5);
        let plain = search(Algorithm::Speculative, &tree, limits, 1, &mut None).unwrap();
        let mut with = Some(memory(Some(1 << 20), MoveOrdering::Game, Some(0)).unwrap());
        let remembered = search(Algorithm::Speculative, &tree, limits, 1, &mut with).unwrap();
        assert_eq!(remembered.value, plain.value);
        assert_eq!(remembered.best_move, plain.best_move);
        let deepened = deepen(Algorithm::Maxn, &tree, limits, 1, &mut with).unwrap();
        assert_eq!(
            deepened.deepest_complete().unwrap().result.value,
            plain.value
        );
    }
}
