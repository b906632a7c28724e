//! The triangular table of principal lines: the line below each ply of the current path.

/// Row `p` holds the best line found so far from the node at ply `p` on the current path.
///
/// Rows are created the first time a ply is reached and reused afterwards, so a search
/// allocates only while it first goes deeper, never per node.
#[derive(Debug)]
pub(crate) struct PrincipalLines<M> {
    rows: Vec<Vec<M>>,
}

impl<M: Copy> PrincipalLines<M> {
    pub(crate) fn new(expected_depth: usize) -> Self {
        let rows = (0..=expected_depth)
            .map(|_| Vec::with_capacity(expected_depth + 1))
            .collect();
        Self { rows }
    }

    /// Forgets the line of the node now entered at `ply`.
    #[inline(always)]
    pub(crate) fn enter(&mut self, ply: usize) {
        if ply >= self.rows.len() {
            self.grow(ply);
        }
        self.rows[ply].clear();
    }

    /// Adds rows up to `ply`: only when a search goes deeper than it expected.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, ply: usize) {
        self.rows.resize_with(ply + 1, Vec::new);
    }

    /// The node at `ply` now backs up its value through `mv`: its line becomes `mv` followed
    /// by the line of the child just searched.
    #[inline(always)]
    pub(crate) fn adopt(&mut self, ply: usize, mv: M) {
        let (upper, lower) = self.rows.split_at_mut(ply + 1);
        let row = &mut upper[ply];
        row.clear();
        row.push(mv);
        if let Some(child) = lower.first() {
            row.extend_from_slice(child);
        }
    }

    /// The first move of the line of the node at `ply`: its best move so far.
    #[inline]
    pub(crate) fn first(&self, ply: usize) -> Option<M> {
        self.rows.get(ply).and_then(|row| row.first().copied())
    }

    /// The line from the root.
    pub(crate) fn root_line(&self) -> Vec<M> {
        self.rows.first().cloned().unwrap_or_default()
    }
}
