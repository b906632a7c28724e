//! Per-ply storage of fixed width for the dynamic kernels: what `[S; N]` locals on the
//! recursion's stack are for the specialised kernels.

/// `width` values for each ply of the current path, in one buffer allocated when the search
/// starts. Grows (once per new depth) only if a game runs deeper than the search expected, so a
/// search never allocates per node.
///
/// The dynamic kernels keep the value of the node at ply `p` in slot `p`: a child writes its
/// value to slot `p + 1`, where its parent reads it. A kernel that needs more per-ply state
/// (bounds of ancestors, say) keeps another `PlyStack` of its own.
#[derive(Clone, Debug)]
pub(crate) struct PlyStack<T> {
    width: usize,
    values: Vec<T>,
}

impl<T: Copy> PlyStack<T> {
    /// Room for plies `0..plies` (at least the root's).
    pub(crate) fn new(width: usize, plies: usize, fill: T) -> Self {
        Self {
            width,
            values: vec![fill; width * plies.max(1)],
        }
    }

    /// Makes sure slot `ply` exists. One comparison unless the path is deeper than ever.
    #[inline(always)]
    pub(crate) fn reach(&mut self, ply: usize) {
        let end = (ply + 1) * self.width;
        if end > self.values.len() {
            self.grow(end);
        }
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self, end: usize) {
        let fill = self.values[0];
        self.values.resize(end.max(2 * self.values.len()), fill);
    }

    /// The slot of `ply`.
    #[inline(always)]
    pub(crate) fn slot(&self, ply: usize) -> &[T] {
        &self.values[ply * self.width..(ply + 1) * self.width]
    }

    /// The slot of `ply`, to write.
    #[inline(always)]
    pub(crate) fn slot_mut(&mut self, ply: usize) -> &mut [T] {
        &mut self.values[ply * self.width..(ply + 1) * self.width]
    }

    /// Entry `index` of the slot of `ply`.
    #[inline(always)]
    pub(crate) fn get(&self, ply: usize, index: usize) -> T {
        self.values[ply * self.width + index]
    }

    /// Copies the slot of `ply + 1` (a child's value) to the slot of `ply`.
    #[inline(always)]
    pub(crate) fn copy_up(&mut self, ply: usize) {
        let start = ply * self.width;
        self.values
            .copy_within(start + self.width..start + 2 * self.width, start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_disjoint_and_copy_up_moves_a_child_value() {
        let mut stack = PlyStack::new(3, 2, 0u32);
        stack.reach(2);
        stack.slot_mut(2).copy_from_slice(&[7, 8, 9]);
        stack.copy_up(1);
        assert_eq!(stack.slot(1), &[7, 8, 9]);
        assert_eq!(stack.slot(0), &[0, 0, 0]);
        assert_eq!(stack.get(2, 1), 8);
    }
}
