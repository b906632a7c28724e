//! The algorithms the command offers, by the names it spells them.

use clap::ValueEnum;
use maxn::{BoundedGame, Limits, MaxN, SearchResult, Searcher};

/// A search algorithm, chosen at run time on the command line; each arm calls the library's
/// searcher type, whose kernel is specialised for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Algorithm {
    /// Plain max^n, no pruning.
    Maxn,
}

impl Algorithm {
    /// Every algorithm, in the order reports list them.
    pub const ALL: &'static [Algorithm] = &[Algorithm::Maxn];

    /// The name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Maxn => "maxn",
        }
    }

    /// Whether the algorithm must return exactly max^n's value and move (paranoid play
    /// follows another decision rule).
    pub fn is_exact(self) -> bool {
        match self {
            Algorithm::Maxn => true,
        }
    }

    /// Searches `game` with this algorithm.
    pub fn search<G: BoundedGame<N>, const N: usize>(
        self,
        game: &G,
        limits: Limits,
    ) -> SearchResult<G::Move, G::Score, N> {
        match self {
            Algorithm::Maxn => MaxN.search(game, limits),
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
