//! What every synthetic tree type shares, whatever holds its player count: where a node is in
//! the implicit tree, how a move walks down, and the values the models give. [`Tree`] (player
//! count a const parameter) and [`DynTree`] (player count read at run time) both walk with a
//! [`Cursor`] and keep their model tuple in a slice-able array, so the two generate the same
//! tree from the same code.
//!
//! [`Tree`]: super::Tree
//! [`DynTree`]: super::DynTree

use maxn::Score;

use super::hash::{child_key, root_key};
use super::scale::Scale;
use super::spec::{MAX_BRANCHING, Model, SpecError, TreeSpec, best_steps_needed};

/// A node's place in the implicit tree: the hash of its path, its depth and its mover.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cursor {
    pub(crate) key: u64,
    pub(crate) ply: u32,
    pub(crate) mover: u8,
}

impl Cursor {
    /// The root of the tree `spec` describes for `players` players, with the root's model
    /// tuple written to `chain` (`players` long); or why the tree cannot be built.
    pub(crate) fn root<K: Scale>(
        spec: &TreeSpec,
        chain: &mut [K::Score],
    ) -> Result<Self, SpecError> {
        let players = chain.len();
        if spec.branching == 0 || spec.branching > MAX_BRANCHING {
            return Err(SpecError::Branching(spec.branching));
        }
        if players < 2 {
            return Err(SpecError::Players(players));
        }
        match spec.model {
            Model::Random => chain.fill(K::Score::ZERO),
            Model::Best => {
                let needed = best_steps_needed(players, spec.depth);
                if K::steps() < needed {
                    return Err(SpecError::BestTooCoarse {
                        players,
                        depth: spec.depth,
                        needed,
                        steps: K::steps(),
                    });
                }
                K::split_evenly(K::MAXSUM, chain);
            }
            Model::Uniform => {
                let share = K::share(players).ok_or_else(|| SpecError::UniformShare {
                    players,
                    maxsum: K::MAXSUM.to_string(),
                    delta: K::DELTA.to_string(),
                })?;
                chain.fill(share);
            }
        }
        Ok(Self {
            key: root_key(spec.seed),
            ply: 0,
            mover: 0,
        })
    }

    /// Walks down child `mv`, updating the model tuple `chain` (see [`Model::Best`]).
    #[inline(always)]
    pub(crate) fn play<K: Scale>(&mut self, spec: &TreeSpec, mv: u8, chain: &mut [K::Score]) {
        let players = chain.len();
        let next = if self.mover as usize + 1 == players {
            0
        } else {
            self.mover + 1
        };
        if spec.model == Model::Best && mv > 0 {
            later_child_tuple::<K>(chain, self.mover as usize, next as usize);
        }
        self.key = child_key(self.key, mv as usize);
        self.ply += 1;
        self.mover = next;
    }

    /// Writes the value a leaf (or a depth-limited node) has under the tree's model.
    #[inline(always)]
    pub(crate) fn value<K: Scale>(&self, model: Model, chain: &[K::Score], out: &mut [K::Score]) {
        match model {
            Model::Random => K::random_split(self.key, out),
            Model::Best | Model::Uniform => out.copy_from_slice(chain),
        }
    }
}

/// The [`Model::Best`] tuple of a later child whose mover is `child`, below a parent whose
/// mover is `parent` and whose tuple `chain` holds: the child's mover gets `maxsum - t[parent]`
/// and `t[parent]` is split evenly among the others.
fn later_child_tuple<K: Scale>(chain: &mut [K::Score], parent: usize, child: usize) {
    let last = chain.len() - 1;
    let kept = chain[parent];
    K::split_evenly(kept, &mut chain[..last]);
    chain[last] = K::MAXSUM.saturating_sub(kept);
    chain.swap(child, last);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::Int;

    #[test]
    fn a_later_child_gives_its_mover_the_parents_complement() {
        // Parent player 0 holds 20 of 60; the child's mover, player 1, gets 40, and the 20
        // is split between players 0 and 2.
        let mut chain = [20u32, 20, 20];
        later_child_tuple::<Int<60>>(&mut chain, 0, 1);
        assert_eq!(chain, [10, 40, 10]);
        // Two players: the parent keeps everything it had.
        let mut chain = [25u32, 35];
        later_child_tuple::<Int<60>>(&mut chain, 1, 0);
        assert_eq!(chain, [25, 35]);
    }

    #[test]
    fn best_trees_need_a_fine_enough_scale() {
        let spec = TreeSpec::new(2, 6, 0, Model::Best);
        let mut chain = [0u32; 3];
        // 3 * 2^5 = 96 steps are needed.
        assert!(Cursor::root::<Int<96>>(&spec, &mut chain).is_ok());
        assert_eq!(
            Cursor::root::<Int<95>>(&spec, &mut chain).unwrap_err(),
            SpecError::BestTooCoarse {
                players: 3,
                depth: 6,
                needed: 96,
                steps: 95
            }
        );
    }
}
