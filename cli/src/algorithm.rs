//! The algorithms the command offers, by the names it spells them.

use clap::ValueEnum;
use maxn::{
    BoundedGame, DynBoundedGame, DynMaxN, DynParanoid, DynSearchResult, DynSearcher, DynShallow,
    Limits, MaxN, Paranoid, SearchResult, Searcher, Shallow,
};

/// A search algorithm, chosen at run time on the command line; each arm calls the library's
/// searcher type, whose kernel is specialised for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Algorithm {
    /// Plain max^n, no pruning.
    Maxn,
    /// Immediate and shallow pruning (Korf 1991).
    Shallow,
    /// Alpha-beta for the root player against a coalition of the others (another decision rule).
    Paranoid,
}

impl Algorithm {
    /// Every algorithm, in the order reports list them; plain max^n first, as the reference.
    pub const ALL: &'static [Algorithm] =
        &[Algorithm::Maxn, Algorithm::Shallow, Algorithm::Paranoid];

    /// The name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Maxn => "maxn",
            Algorithm::Shallow => "shallow",
            Algorithm::Paranoid => "paranoid",
        }
    }

    /// Whether the algorithm must return exactly max^n's value and move (paranoid play
    /// follows another decision rule).
    pub fn is_exact(self) -> bool {
        match self {
            Algorithm::Maxn | Algorithm::Shallow => true,
            Algorithm::Paranoid => false,
        }
    }

    /// Searches `game` with this algorithm's specialised kernel.
    pub fn search<G: BoundedGame<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> SearchResult<G::Move, G::Score, N> {
        match self {
            Algorithm::Maxn => MaxN.search(game, limits),
            Algorithm::Shallow => Shallow.search(game, limits),
            Algorithm::Paranoid => Paranoid.search(game, limits),
        }
    }

    /// Searches `game` with this algorithm's dynamic twin (player count and bounds read at run
    /// time), for comparison with the specialised kernel.
    pub fn search_dynamic<G: DynBoundedGame>(
        self,
        game: &G,
        limits: Limits,
    ) -> DynSearchResult<G::Move, G::Score> {
        match self {
            Algorithm::Maxn => DynMaxN.search(game, limits),
            Algorithm::Shallow => DynShallow.search(game, limits),
            Algorithm::Paranoid => DynParanoid.search(game, limits),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_command_line_spellings() {
        for &algorithm in Algorithm::ALL {
            let value = algorithm
                .to_possible_value()
                .expect("no algorithm is hidden");
            assert_eq!(algorithm.name(), value.get_name());
        }
        assert_eq!(Algorithm::ALL.len(), Algorithm::value_variants().len());
    }
}
