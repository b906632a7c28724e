//! Sturtevant & Korf (2000), Table 2, as published: what our numbers are printed beside.

use maxn_games::cards::SergeantMajor;

/// The number of tricks the paper searches.
pub const PAPER_TRICKS: usize = 5;

/// The game the paper searches.
pub type PaperGame = SergeantMajor<PAPER_TRICKS>;

/// One row of the published table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PaperRow {
    /// The algorithm, as the paper names it.
    pub algorithm: &'static str,
    /// The algorithm's registry name ([`Algorithm::name`](crate::registry::Algorithm::name)),
    /// `"full tree"` for the first row.
    pub searcher: &'static str,
    /// Average nodes expanded over 200 deals.
    pub average_nodes: f64,
    /// The reduction over the previous row.
    pub reduction: f64,
}

/// Sturtevant & Korf (2000), Table 2, as restated in `shared/algorithms.md` (the figures are
/// confirmed by the ratios in the paper's abstract).
pub const PAPER_TABLE_2: [PaperRow; 6] = [
    PaperRow {
        algorithm: "full tree",
        searcher: "full tree",
        average_nodes: 3.33e9,
        reduction: 1.0,
    },
    PaperRow {
        algorithm: "DFBnB",
        searcher: "dfbnb",
        average_nodes: 32.7e6,
        reduction: 102.0,
    },
    PaperRow {
        algorithm: "shallow",
        searcher: "shallow",
        average_nodes: 26.8e6,
        reduction: 1.22,
    },
    PaperRow {
        algorithm: "ABBnB",
        searcher: "abbnb",
        average_nodes: 1.43e6,
        reduction: 18.7,
    },
    PaperRow {
        algorithm: "paranoid",
        searcher: "paranoid",
        average_nodes: 437_600.0,
        reduction: 3.27,
    },
    PaperRow {
        algorithm: "paranoid with heuristic",
        searcher: "paranoid-bnb",
        average_nodes: 36_121.0,
        reduction: 12.1,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paper_rows_reduce_by_their_ratios() {
        // Each reduction is the previous row's nodes over this row's, to the paper's rounding.
        for pair in PAPER_TABLE_2.windows(2) {
            let ratio = pair[0].average_nodes / pair[1].average_nodes;
            assert!(
                (ratio / pair[1].reduction - 1.0).abs() < 0.02,
                "{}: {ratio} vs {}",
                pair[1].algorithm,
                pair[1].reduction
            );
        }
    }
}
