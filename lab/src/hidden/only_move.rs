//! The registry's view of a position whose first move is fixed ([`OnlyMove`]): searching it
//! values that one root move with the root player still the one to move, for any searcher
//! (paranoid search included). These impls let PIMC run any registry searcher on it.

use maxn::OnlyMove;
use maxn_games::cards::full::{SpadesContract, SpadesPlay};
use maxn_games::cards::{Breaking, Hearts, Spades, TrickValuation, Valuation};

use crate::registry::{Maxsum, Monotonic, Searchable};

impl<const N: usize, V: Valuation + Send + Sync, B: Breaking + Send + Sync> Searchable<N>
    for OnlyMove<Hearts<N, V, B>, N>
{
    type Offers = Monotonic;
}

impl<const N: usize, V: TrickValuation + Send + Sync> Searchable<N>
    for OnlyMove<SpadesPlay<N, V>, N>
{
    type Offers = Monotonic;
}

impl<const TRICKS: usize, V: TrickValuation + Send + Sync> Searchable<3>
    for OnlyMove<Spades<TRICKS, V>, 3>
{
    type Offers = Monotonic;
}

impl<const N: usize> Searchable<N> for OnlyMove<SpadesContract<N>, N> {
    type Offers = Maxsum;
}
