//! The games of `maxn-games` in the registry. The valuation and scale markers are asked to be
//! `Send + Sync` (they are unit types) because a [`Searchable`] game can be searched on
//! several threads.

use maxn_games::cards::full::{SpadesContract, SpadesPlay};
use maxn_games::cards::{Breaking, Hearts, SergeantMajor, Spades, TrickValuation, Valuation};
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_games::synthetic::{Scale, Tree};

use maxn::EvaluationOrder;

use super::capability::{Capability, FreeTurns, Maxsum, Monotonic, Searchable};

impl<const T: usize, V: TrickValuation + Send + Sync> Searchable<3> for SergeantMajor<T, V> {
    type Offers = Monotonic;
}

impl<const T: usize, V: TrickValuation + Send + Sync> Searchable<3> for Spades<T, V> {
    type Offers = Monotonic;
}

/// Either breaking rule: the paper's variant and the trick play of full Hearts.
impl<const N: usize, V: Valuation + Send + Sync, B: Breaking + Send + Sync> Searchable<N>
    for Hearts<N, V, B>
{
    type Offers = Monotonic;
}

/// The trick play of full Spades (either player count); tricks taken bound the values.
impl<const N: usize, V: TrickValuation + Send + Sync> Searchable<N> for SpadesPlay<N, V> {
    type Offers = Monotonic;
}

/// Full Spades valued by the contract: bounded and constant-sum, but points are not
/// monotonic in the tricks taken (a nil broken, a bag penalty), so no heuristic bounds.
impl<const N: usize> Searchable<N> for SpadesContract<N> {
    type Offers = Maxsum;
}

impl<K: Scale + Send + Sync, const N: usize> Searchable<N> for Tree<'_, K, N> {
    type Offers = Monotonic;
}

/// Chinese Checkers declares a constant-sum evaluation (a `maxsum`) but no monotonic
/// heuristic: nothing bounds a player's final score before the game ends. Any player can be
/// given the move (the position is the board and the mover), so Best-Reply Search applies.
impl<const N: usize> Searchable<N> for ChineseCheckers<N> {
    type Offers = FreeTurns<Maxsum>;
}

/// A game searched with every node's moves ordered by their child's evaluation offers what the
/// game offers (the wrapper forwards the bounds and the heuristic; not a free turn order).
impl<G: Searchable<N>, const N: usize> Searchable<N> for EvaluationOrder<G>
where
    G::Offers: Capability<EvaluationOrder<G>, N>,
{
    type Offers = G::Offers;
}
