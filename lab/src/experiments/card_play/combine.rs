//! A long card-play run played in pieces and put back together: each piece is the JSON report
//! of a run over deals `first_deal..first_deal + deals` of one seed (`--first-deal`), which
//! gives deal by deal what the whole run gives for them, so the pieces' deals, concatenated,
//! are the whole run's and its estimates are computed again from them.
//!
//! Table 5 needs hundreds of deals at 500,000 nodes per move, hours of CPU on the project's
//! 2-core machine: pieces can be played in different sessions, or on different machines, and
//! combined without playing anything again.

use serde::Deserialize;

use super::{CardPlayConfig, CardPlayReport, DealResult, PAPER, Pairing, derived, summarise};
use crate::experiments::card_depth::DepthGame;

/// What a piece's JSON report holds that combining needs: its configuration, its deals, and
/// each pairing's results deal by deal (the estimates are computed again).
#[derive(Debug, Deserialize)]
pub struct CardPlayPiece {
    config: PieceConfig,
    deals: Vec<String>,
    pairings: Vec<PiecePairing>,
}

/// A piece's configuration, as its report writes it.
#[derive(Debug, Deserialize)]
struct PieceConfig {
    game: DepthGame,
    deals: usize,
    seed: u64,
    first_deal: usize,
    node_limit: u64,
    evaluation_order: bool,
    pairings: Vec<PiecePairingName>,
}

/// A pairing as a report writes it: two algorithm names.
#[derive(Debug, Deserialize)]
struct PiecePairingName {
    first: String,
    second: String,
}

/// One pairing's results in a piece.
#[derive(Debug, Deserialize)]
struct PiecePairing {
    deals: Vec<PieceDeal>,
}

/// One deal's result in a piece.
#[derive(Debug, Deserialize)]
struct PieceDeal {
    deal: usize,
    first: f64,
    second: f64,
    first_depths: Vec<u32>,
    second_depths: Vec<u32>,
}

impl CardPlayPiece {
    /// Reads a piece from the JSON that `card-play --json` printed.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The pairings, by the names of the experiment's algorithms.
    fn pairings(&self) -> Result<Vec<Pairing>, String> {
        self.config
            .pairings
            .iter()
            .map(|pair| {
                let name = format!("{}-{}", pair.first, pair.second);
                Pairing::from_name(&name).ok_or_else(|| format!("no pairing `{name}`"))
            })
            .collect()
    }
}

/// Why pieces do not combine into one run; `piece` counts from 0 in the order given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CombineError {
    /// Nothing to combine.
    #[error("no card-play report to combine")]
    NoPieces,
    /// A piece that is not a card-play report of this program.
    #[error("piece {piece}: {reason}")]
    Malformed {
        /// Which piece.
        piece: usize,
        /// What is wrong.
        reason: String,
    },
    /// A piece played another game, seed, node limit, move order or pairings than the first.
    #[error(
        "piece {piece} was played with another {setting} than piece 0: only pieces of one run \
         combine"
    )]
    Differs {
        /// Which piece.
        piece: usize,
        /// The setting that differs.
        setting: &'static str,
    },
    /// The pieces' deals do not follow on from each other (sorted by their first deal).
    #[error(
        "the pieces' deals do not follow on: a piece starts at deal {found} where deal \
         {expected} was next (pieces overlap or one is missing)"
    )]
    NotContiguous {
        /// The deal the next piece should have started at.
        expected: usize,
        /// The deal it starts at.
        found: usize,
    },
}

/// The report of the whole run the `pieces` are parts of: every deal of every piece, in order
/// of deal, the estimates computed over all of them. The pieces may come in any order; they
/// must share game, seed, node limit, move order and pairings, and their deals must follow on
/// from one another without a gap or an overlap.
pub fn combine(mut pieces: Vec<CardPlayPiece>) -> Result<CardPlayReport, CombineError> {
    let first = pieces.first().ok_or(CombineError::NoPieces)?;
    let pairings = first
        .pairings()
        .map_err(|reason| CombineError::Malformed { piece: 0, reason })?;
    let config = &first.config;
    let (game, seed, node_limit, order) = (
        config.game,
        config.seed,
        config.node_limit,
        config.evaluation_order,
    );
    for (index, piece) in pieces.iter().enumerate() {
        check_piece(index, piece, pairings.len())?;
        let differs = |setting| {
            Err(CombineError::Differs {
                piece: index,
                setting,
            })
        };
        let other = &piece.config;
        if other.game != game {
            return differs("game");
        }
        if other.seed != seed {
            return differs("seed");
        }
        if other.node_limit != node_limit {
            return differs("node limit");
        }
        if other.evaluation_order != order {
            return differs("move order");
        }
        if piece.pairings().ok().as_ref() != Some(&pairings) {
            return differs("set of pairings");
        }
    }
    pieces.sort_by_key(|piece| piece.config.first_deal);
    let first_deal = pieces[0].config.first_deal;
    let mut next = first_deal;
    for piece in &pieces {
        if piece.config.first_deal != next {
            return Err(CombineError::NotContiguous {
                expected: next,
                found: piece.config.first_deal,
            });
        }
        next += piece.config.deals;
    }

    let deals: Vec<String> = pieces
        .iter()
        .flat_map(|piece| piece.deals.clone())
        .collect();
    let results = pairings
        .iter()
        .enumerate()
        .map(|(at, &pairing)| {
            let deals = pieces
                .iter()
                .flat_map(|piece| &piece.pairings[at].deals)
                .map(|deal| DealResult {
                    deal: deal.deal,
                    first: deal.first,
                    second: deal.second,
                    first_depths: deal.first_depths.clone(),
                    second_depths: deal.second_depths.clone(),
                })
                .collect();
            // The pieces' deal indices are already counted from the seed's first deal.
            summarise(pairing, deals, 0)
        })
        .collect::<Vec<_>>();
    Ok(CardPlayReport {
        derived: derived(&results),
        config: CardPlayConfig {
            game,
            deals: deals.len(),
            seed,
            first_deal,
            node_limit,
            evaluation_order: order,
            pairings,
        },
        deals,
        pairings: results,
        paper: PAPER,
    })
}

/// Checks that piece `index` holds what its configuration says: one result per pairing, one
/// deal per deal played, numbered from its first deal.
fn check_piece(index: usize, piece: &CardPlayPiece, pairings: usize) -> Result<(), CombineError> {
    let malformed = |reason: String| {
        Err(CombineError::Malformed {
            piece: index,
            reason,
        })
    };
    let config = &piece.config;
    if piece.deals.len() != config.deals {
        return malformed(format!(
            "{} deals listed for a run of {}",
            piece.deals.len(),
            config.deals
        ));
    }
    if piece.pairings.len() != pairings {
        return malformed(format!(
            "{} pairing results for {pairings} pairings",
            piece.pairings.len()
        ));
    }
    let numbered = (config.first_deal..config.first_deal + config.deals).collect::<Vec<_>>();
    for result in &piece.pairings {
        let found: Vec<usize> = result.deals.iter().map(|deal| deal.deal).collect();
        if found != numbered {
            return malformed(format!(
                "a pairing's deals are numbered {found:?}, not {numbered:?}"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiments::Quiet;
    use crate::experiments::card_play::run;
    use crate::report::Report;

    fn config(first_deal: usize, deals: usize) -> CardPlayConfig {
        CardPlayConfig {
            node_limit: 200,
            first_deal,
            pairings: Pairing::ALL[..2].to_vec(),
            ..CardPlayConfig::new(DepthGame::Hearts, deals, 9)
        }
    }

    /// The piece a run of `config` writes with `--json`.
    fn piece(config: &CardPlayConfig) -> CardPlayPiece {
        let mut json = Vec::new();
        run(config, &Quiet).write_json(&mut json).unwrap();
        CardPlayPiece::from_json(std::str::from_utf8(&json).unwrap()).unwrap()
    }

    fn json(report: &CardPlayReport) -> String {
        let mut out = Vec::new();
        report.write_json(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn pieces_in_any_order_combine_into_the_whole_run() {
        let whole = run(&config(1, 3), &Quiet);
        let pieces = vec![piece(&config(3, 1)), piece(&config(1, 2))];
        let combined = combine(pieces).unwrap();
        // The same report, byte for byte: the deals, every estimate and the derived one.
        assert_eq!(json(&combined), json(&whole));
        assert!(combined.derived.is_some());
    }

    #[test]
    fn pieces_of_other_runs_or_with_gaps_are_refused() {
        assert_eq!(combine(Vec::new()).unwrap_err(), CombineError::NoPieces);
        let gap = combine(vec![piece(&config(0, 1)), piece(&config(2, 1))]).unwrap_err();
        assert_eq!(
            gap,
            CombineError::NotContiguous {
                expected: 1,
                found: 2
            }
        );
        let overlap = combine(vec![piece(&config(0, 2)), piece(&config(1, 1))]).unwrap_err();
        assert!(
            matches!(overlap, CombineError::NotContiguous { .. }),
            "{overlap}"
        );
        let other_seed = CardPlayConfig {
            seed: 10,
            ..config(1, 1)
        };
        let differs = combine(vec![piece(&config(0, 1)), piece(&other_seed)]).unwrap_err();
        assert_eq!(
            differs,
            CombineError::Differs {
                piece: 1,
                setting: "seed"
            }
        );
        assert!(differs.to_string().contains("seed"), "{differs}");
    }

    #[test]
    fn a_report_that_is_not_a_card_play_report_is_malformed() {
        assert!(CardPlayPiece::from_json("{\"config\": 1}").is_err());
        let mut bad = piece(&config(0, 1));
        bad.deals.push("N:extra".into());
        let error = combine(vec![bad]).unwrap_err();
        assert!(
            matches!(error, CombineError::Malformed { piece: 0, .. }),
            "{error}"
        );
    }
}
