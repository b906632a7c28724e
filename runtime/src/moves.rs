//! Fixed-capacity move lists: generating moves never allocates.

use arrayvec::ArrayVec;

/// Where a game's move generator writes its moves.
///
/// The kernels keep one buffer per ply on the stack. A buffer has a fixed capacity declared
/// by the game; a generator that produces more moves than that does not write past it: the
/// buffer records the overflow and the kernel panics with the game's name and the capacity
/// (a game whose declared capacity is wrong cannot be searched correctly).
pub trait MoveBuffer: Default {
    /// The move type stored.
    type Move: Copy;
    /// How many moves fit.
    const CAPACITY: usize;

    /// Appends a move; past the capacity the move is dropped and the overflow recorded.
    fn push(&mut self, mv: Self::Move);
    /// The moves generated so far, in generation order (which is search order).
    fn as_slice(&self) -> &[Self::Move];
    /// Whether a push was dropped for want of capacity.
    fn overflowed(&self) -> bool;
    /// Removes every move and forgets any overflow.
    fn clear(&mut self);
    /// Moves the move at `index` to the front, keeping the others in their order.
    fn promote(&mut self, index: usize);

    /// Number of moves generated.
    fn len(&self) -> usize {
        self.as_slice().len()
    }

    /// Whether no move was generated.
    fn is_empty(&self) -> bool {
        self.as_slice().is_empty()
    }
}

/// A list of at most `CAP` moves stored inline.
#[derive(Clone, Debug)]
pub struct MoveList<M, const CAP: usize> {
    moves: ArrayVec<M, CAP>,
    overflowed: bool,
}

impl<M, const CAP: usize> Default for MoveList<M, CAP> {
    fn default() -> Self {
        Self {
            moves: ArrayVec::new(),
            overflowed: false,
        }
    }
}

impl<M: Copy, const CAP: usize> MoveBuffer for MoveList<M, CAP> {
    type Move = M;
    const CAPACITY: usize = CAP;

    #[inline]
    fn push(&mut self, mv: M) {
        if self.moves.try_push(mv).is_err() {
            self.overflowed = true;
        }
    }

    #[inline]
    fn as_slice(&self) -> &[M] {
        &self.moves
    }

    #[inline]
    fn overflowed(&self) -> bool {
        self.overflowed
    }

    #[inline]
    fn clear(&mut self) {
        self.moves.clear();
        self.overflowed = false;
    }

    #[inline]
    fn promote(&mut self, index: usize) {
        self.moves[..=index].rotate_right(1);
    }
}

impl<M: Copy, const CAP: usize> Extend<M> for MoveList<M, CAP> {
    fn extend<I: IntoIterator<Item = M>>(&mut self, moves: I) {
        for mv in moves {
            self.push(mv);
        }
    }
}

/// Panics for a generator that produced more moves than its game declared room for, telling
/// the user what to raise where the capacity was written: the `max_moves` key of a
/// `#[multiplayer_game]` declaration when `max_moves_key` (pass the game's
/// [`Game::MAX_MOVES_KEY`](crate::Game)), else the capacity of the game's `Moves` type.
#[cold]
#[inline(never)]
#[track_caller]
pub fn move_capacity_exceeded(game: &str, capacity: usize, max_moves_key: bool) -> ! {
    let fix = if max_moves_key {
        "raise `max_moves` in its `#[multiplayer_game(...)]` declaration"
    } else {
        "raise the capacity of its `Moves` type (the `CAP` of `MoveList<Move, CAP>`)"
    };
    panic!(
        "game `{game}` generated more than its declared move capacity of {capacity} moves; \
         {fix} to the largest number of moves a position can have"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_is_recorded_not_written() {
        let mut list = MoveList::<u8, 2>::default();
        list.extend([1, 2]);
        assert!(!list.overflowed());
        list.push(3);
        assert!(list.overflowed());
        assert_eq!(list.as_slice(), &[1, 2]);
        list.clear();
        assert!(!list.overflowed() && list.is_empty());
    }

    #[test]
    fn promote_keeps_the_others_in_order() {
        let mut list = MoveList::<u8, 8>::default();
        list.extend([10, 11, 12, 13]);
        list.promote(2);
        assert_eq!(list.as_slice(), &[12, 10, 11, 13]);
    }

    #[test]
    #[should_panic(
        expected = "game `Hearts` generated more than its declared move capacity of 13 moves; \
                    raise the capacity of its `Moves` type"
    )]
    fn capacity_panic_of_a_hand_written_game_names_the_moves_type() {
        move_capacity_exceeded("Hearts", 13, false);
    }

    #[test]
    #[should_panic(expected = "capacity of 13 moves; raise `max_moves` in its")]
    fn capacity_panic_of_a_declared_game_names_the_macro_key() {
        move_capacity_exceeded("Hearts", 13, true);
    }
}
