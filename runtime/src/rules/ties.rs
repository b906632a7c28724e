//! Tie rules: what a node does when a later child ties its best so far for the player choosing
//! there.

use crate::rng::SplitMix64;
use crate::score::Score;

/// What a node does when a later child is exactly as good as its best so far for the player
/// choosing there. The three rules of seed 004 ("Minimaxing and pruning with many players"):
/// [`LeftTies`] (keep the first, as every kernel of the library does), [`PessimisticTies`]
/// and [`RandomTies`].
///
/// A rule is a type, so the choice is compiled into the kernel; a rule that draws numbers
/// keeps its generator in [`State`](Self::State), made afresh for each search, so a search is
/// a function of the rule's seed, the game and the limits.
pub trait TieRule {
    /// What the rule keeps through one search (a random generator, or nothing).
    type State;

    /// The [`NAME`](crate::Searcher::NAME) of [`MaxNWith`](crate::MaxNWith) under this rule.
    const MAXN_NAME: &'static str;
    /// The [`NAME`](crate::Searcher::NAME) of [`ParanoidWith`](crate::ParanoidWith) under
    /// this rule.
    const PARANOID_NAME: &'static str;

    /// The state of a new search.
    fn start(&self) -> Self::State;

    /// `candidate` ties `best` for the player choosing at the node (`player`'s component for
    /// max^n, the root's for paranoid): `ties` is how many children tie so far, `candidate`
    /// included (2 for the first tie). Returns whether the node adopts the candidate's move
    /// and line; it may also change `best` (the value backed up).
    fn on_tie<S: Score, const N: usize>(
        state: &mut Self::State,
        player: usize,
        best: &mut [S; N],
        candidate: &[S; N],
        ties: u64,
    ) -> bool;
}

/// Ties to the left: the first of the tied children is kept, value and move. What every other
/// searcher of the library does, and what their pruning relies on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeftTies;

impl TieRule for LeftTies {
    type State = ();
    const MAXN_NAME: &'static str = "maxn-left";
    const PARANOID_NAME: &'static str = "paranoid-left";

    fn start(&self) {}

    #[inline(always)]
    fn on_tie<S: Score, const N: usize>(
        _: &mut (),
        _: usize,
        _: &mut [S; N],
        _: &[S; N],
        _: u64,
    ) -> bool {
        false
    }
}

/// Pessimistic ties: the move stays the first of the tied children, but the tuple backed up
/// takes, for every player other than the one choosing, the worse of the tied children's
/// values (the chooser's own value is the same in all of them). The backed-up tuple is then
/// not always one leaf's: it says what each other player can count on whichever of the tied
/// moves is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PessimisticTies;

impl TieRule for PessimisticTies {
    type State = ();
    const MAXN_NAME: &'static str = "maxn-pessimistic";
    const PARANOID_NAME: &'static str = "paranoid-pessimistic";

    fn start(&self) {}

    #[inline(always)]
    fn on_tie<S: Score, const N: usize>(
        _: &mut (),
        player: usize,
        best: &mut [S; N],
        candidate: &[S; N],
        _: u64,
    ) -> bool {
        for other in (0..N).filter(|&other| other != player) {
            if candidate[other] < best[other] {
                best[other] = candidate[other];
            }
        }
        false
    }
}

/// Random ties: a uniformly random child among those tied for best, value and move, drawn by
/// reservoir sampling (the `k`-th tied child replaces the one kept with probability `1/k`),
/// from a generator seeded with `seed` at the start of each search.
///
/// The same seed, game and limits give the same answer; an agent wanting fresh draws at every
/// move gives each search its own seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RandomTies {
    /// The seed of each search's generator.
    pub seed: u64,
}

/// The generator of [`RandomTies`]: the project's [`SplitMix64`], seeded with
/// [`RandomTies::seed`].
#[derive(Clone, Debug)]
pub struct TieDraws {
    rng: SplitMix64,
}

impl TieDraws {
    /// A uniform number in `0..bound` (`bound >= 1`) by Lemire's multiply-shift: the bias is
    /// below `bound / 2^64`, far under anything a tie count can show.
    fn below(&mut self, bound: u64) -> u64 {
        let bits = self.rng.next_u64();
        ((u128::from(bits) * u128::from(bound)) >> 64) as u64
    }
}

impl TieRule for RandomTies {
    type State = TieDraws;
    const MAXN_NAME: &'static str = "maxn-random";
    const PARANOID_NAME: &'static str = "paranoid-random";

    fn start(&self) -> TieDraws {
        TieDraws {
            rng: SplitMix64::new(self.seed),
        }
    }

    #[inline]
    fn on_tie<S: Score, const N: usize>(
        draws: &mut TieDraws,
        _: usize,
        best: &mut [S; N],
        candidate: &[S; N],
        ties: u64,
    ) -> bool {
        let adopt = draws.below(ties) == 0;
        if adopt {
            *best = *candidate;
        }
        adopt
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_follow_splitmix64_and_stay_below_the_bound() {
        // SplitMix64 seeded with 0 first outputs 0xE220A8397B1DCDAF (its reference C code).
        let mut draws = TieDraws {
            rng: SplitMix64::new(0),
        };
        let expected = ((0xE220_A839_7B1D_CDAFu128 * 10) >> 64) as u64;
        assert_eq!(draws.below(10), expected);
        assert!((0..1000).all(|_| draws.below(3) < 3));
    }

    #[test]
    fn pessimistic_ties_take_the_worse_value_of_every_other_player() {
        let mut best = [5u8, 4, 1];
        let adopted = PessimisticTies::on_tie(&mut (), 0, &mut best, &[5, 2, 3], 2);
        assert!(!adopted);
        assert_eq!(best, [5, 2, 1]);
    }
}
