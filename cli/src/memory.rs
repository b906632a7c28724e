//! The arguments that give a search a memory: `--tt-mb` (the transposition table's size) and
//! `--ordering` (the move ordering), read the same way by every command that takes them.

use clap::Args;
use maxn::{Memory, MoveOrdering, Score};
use maxn_lab::memory;
pub use maxn_lab::memory::{deepen, search};

use crate::error::CliError;

/// The bytes of a table of `mib` MiB, or `None` for 0 (no table); a usage error naming
/// `--tt-mb` when the size does not fit in the address space ([`memory::table_bytes`]).
pub fn table_bytes(mib: usize) -> Result<Option<usize>, CliError> {
    memory::table_bytes(mib).map_err(|error| CliError::Usage(format!("--tt-mb {mib}: {error}")))
}

/// `--tt-mb` and `--ordering` for a search (`maxn search`, `maxn tree`) or an agent.
#[derive(Debug, Args)]
pub struct MemoryArgs {
    /// A transposition table of this many MiB (0: none), reserved once and used from a 256 KiB
    /// part up as the search needs (see docs/results/speed.md). In
    /// the game's order it changes no value or move of an exact searcher at a given depth (an
    /// agent under a node limit may then finish a deeper iteration). A size the machine
    /// cannot give is refused.
    #[arg(
        long,
        value_name = "MIB",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub tt_mb: usize,
    /// The move ordering: game (the game's order), table (the table's best move first: needs
    /// --tt-mb), killers (then the two killer moves of the ply) or history (then the mover's
    /// moves by their history). With ties a reordered search can choose another of the tied
    /// moves.
    #[arg(long, value_name = "ORDER", default_value_t = MoveOrdering::Game)]
    pub ordering: MoveOrdering,
    /// With --tt-mb or --ordering: only positions with at least this many plies left use the
    /// memory (default: the game's threshold, where a table access starts to pay).
    #[arg(long, value_name = "PLIES")]
    pub tt_depth: Option<u32>,
}

impl MemoryArgs {
    /// Whether a memory was asked for.
    pub fn any(&self) -> bool {
        self.tt_mb != 0 || self.ordering != MoveOrdering::Game
    }

    /// The flags given, as a usage message names them.
    pub fn flags(&self) -> String {
        match (self.tt_mb != 0, self.ordering != MoveOrdering::Game) {
            (true, true) => format!("--tt-mb {} --ordering {}", self.tt_mb, self.ordering),
            (true, false) => format!("--tt-mb {}", self.tt_mb),
            _ => format!("--ordering {}", self.ordering),
        }
    }

    /// Adds the table's size and the ordering to a report's description of the search, when
    /// a memory was asked for (reports without one stay as they were).
    pub fn describe(&self, described: &mut serde_json::Value) {
        if self.any()
            && let Some(object) = described.as_object_mut()
        {
            object.insert("tt_mb".into(), self.tt_mb.into());
            object.insert("ordering".into(), self.ordering.name().into());
        }
    }

    /// The table's size in bytes and the ordering, checked (an ordering by the table needs a
    /// table); `None` when neither flag was given.
    pub fn settings(&self) -> Result<Option<(Option<usize>, MoveOrdering)>, CliError> {
        if !self.any() {
            return Ok(None);
        }
        let bytes = table_bytes(self.tt_mb)?;
        if bytes.is_none() && self.ordering == MoveOrdering::Table {
            return Err(CliError::Usage(
                "--ordering table: the table's move needs a table; add --tt-mb".to_owned(),
            ));
        }
        Ok(Some((bytes, self.ordering)))
    }

    /// Refuses a memory on more than one thread: the parallel searchers take none.
    pub fn check_threads(&self, threads: usize) -> Result<(), CliError> {
        if self.any() && threads != 1 {
            return Err(CliError::Usage(format!(
                "{}: the parallel searches (--threads {threads}) take no transposition table \
                 or move ordering; use --threads 1",
                self.flags()
            )));
        }
        Ok(())
    }

    /// The memory asked for, allocated now (a size the machine cannot give is a usage error
    /// naming `--tt-mb`); `None` when neither flag was given.
    pub fn memory<M: Copy + PartialEq, S: Score, const N: usize>(
        &self,
    ) -> Result<Option<Memory<M, S, N>>, CliError> {
        let Some((bytes, ordering)) = self.settings()? else {
            return Ok(None);
        };
        memory::memory(bytes, ordering, self.tt_depth)
            .map(Some)
            .map_err(|error| CliError::Usage(format!("--tt-mb {}: {error}", self.tt_mb)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_too_large_for_the_address_space_is_a_usage_error_naming_the_flag() {
        assert_eq!(table_bytes(0).unwrap(), None);
        let error = table_bytes(usize::MAX).unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert_eq!(
            error.to_string(),
            format!(
                "--tt-mb {0}: a table of {0} MiB does not fit in this machine's address space",
                usize::MAX
            )
        );
    }
}
