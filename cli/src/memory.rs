//! The arguments that give a search a memory: `--tt-mb` (the transposition table's size) and
//! `--ordering` (the move ordering), read the same way by every command that takes them.

use crate::error::CliError;

/// The bytes of a table of `mib` MiB, or `None` for 0 (no table); a usage error when the size
/// does not fit in the address space (a size that fits but that the machine cannot give is
/// refused when the table is allocated, with the allocator's answer).
pub fn table_bytes(mib: usize) -> Result<Option<usize>, CliError> {
    if mib == 0 {
        return Ok(None);
    }
    mib.checked_mul(1 << 20).map(Some).ok_or_else(|| {
        CliError::Usage(format!(
            "--tt-mb {mib}: a table of {mib} MiB does not fit in this machine's address space"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_mebibytes_and_zero_means_none() {
        assert_eq!(table_bytes(0).unwrap(), None);
        assert_eq!(table_bytes(3).unwrap(), Some(3 << 20));
        let error = table_bytes(usize::MAX).unwrap_err();
        assert_eq!(error.exit_code(), 2);
    }
}
