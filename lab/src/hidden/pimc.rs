//! Perfect-information Monte Carlo with the registry's algorithms: the play crate's
//! [`Pimc`](maxn_play::Pimc) searching each sample with an [`Algorithm`] named at run time.

use std::hash::Hash;

use maxn::{Deepening, Limits, Memory, MoveOrdering, OnlyMove, PositionHash, SearchResult};
use maxn_play::{Budget, Resample, SampleSearch};

use crate::registry::{Algorithm, Capability, Searchable, Unsupported};

/// A game whose samples PIMC can search with the registry's algorithms: registered, its
/// positions hashed (for [`Sharing::Table`](maxn_play::Sharing::Table)), and a position of it
/// with a forced first move offering what the game offers (which [`OnlyMove`]'s impl below
/// gives every registered game).
pub trait PimcSearchable<const N: usize>:
    Searchable<N, Offers: Capability<OnlyMove<Self, N>, N>> + PositionHash<N, Move: Hash>
{
}

impl<G, const N: usize> PimcSearchable<N> for G where
    G: Searchable<N, Offers: Capability<OnlyMove<G, N>, N>> + PositionHash<N, Move: Hash>
{
}

/// PIMC searching its samples with an algorithm of the registry.
pub type LabPimc<G, const N: usize> = maxn_play::Pimc<G, Algorithm, N>;

/// PIMC named `pimc-<algorithm>` with `samples` deals per decision (at least 1), each searched
/// by `algorithm` within `budget` (its node limit shared by the moves), drawing from `seed`;
/// an error if `G` does not offer what the algorithm needs.
pub fn pimc<G, const N: usize>(
    algorithm: Algorithm,
    samples: usize,
    budget: Budget,
    seed: u64,
) -> Result<LabPimc<G, N>, Unsupported>
where
    G: Resample<N> + PimcSearchable<N>,
{
    algorithm.check::<OnlyMove<G, N>, N>()?;
    let name = format!("pimc-{}", algorithm.name());
    Ok(maxn_play::Pimc::new(name, algorithm, samples, budget, seed))
}

/// A position whose first move is fixed ([`OnlyMove`]) offers what its game offers: searching
/// it values that one root move with the root player still the one to move, for any
/// searcher (paranoid search included), so PIMC can run any algorithm its game supports.
impl<G: Searchable<N>, const N: usize> Searchable<N> for OnlyMove<G, N>
where
    G::Offers: Capability<OnlyMove<G, N>, N>,
{
    type Offers = G::Offers;
}

/// The registry's algorithms search PIMC's samples, each kernel specialised for the game.
impl<G, const N: usize> SampleSearch<G, N> for Algorithm
where
    G: Searchable<N>,
    G::Offers: Capability<OnlyMove<G, N>, N>,
{
    fn deepen(&self, position: &OnlyMove<G, N>, limits: Limits) -> Deepening<G::Move, G::Score, N> {
        Algorithm::deepen(*self, position, limits).expect("checked when the agent was made")
    }

    fn search_with(
        &self,
        position: &OnlyMove<G, N>,
        limits: Limits,
        memory: &mut Memory<G::Move, G::Score, N>,
    ) -> SearchResult<G::Move, G::Score, N>
    where
        G: PositionHash<N, Move: Hash>,
    {
        Algorithm::search_with(*self, position, limits, memory)
            .expect("checked when the agent was made")
    }

    /// An exact searcher keeps the game's order, under which a value one move's search stored
    /// is the value of the position for every later search (max^n breaks ties by the order).
    /// The paranoid value of the root player is one number whatever the order, so those
    /// searches take the table's best move first, which prunes more.
    fn table_ordering(&self) -> MoveOrdering {
        if self.is_exact() {
            MoveOrdering::Game
        } else {
            MoveOrdering::Table
        }
    }
}
