//! Which shallow pruning did Sturtevant & Korf (2000) measure in Table 2? Node counts of its
//! readings on the experiment's deals, beside DFBnB and ABBnB on the same deals:
//!
//! - `korf`: Korf's (1991) bound only: a node cuts once its mover has `maxsum - b`, `b` being
//!   the parent's best; a child moved by the same player gets no bound.
//! - `discrete`: the paper's "exact bound" for integer scores (ties go left, so a later child
//!   must gain a whole step): cut at `maxsum - b - 1` when the best so far gives the parent's
//!   player no more than `b`.
//! - `carried`: Korf's bound, carried to a child moved by the same player (a trick's winner
//!   leading again).
//! - `discrete+carried`: both, which is `maxn::Shallow` (the example checks that its counts are
//!   the library's, deal by deal).
//! - `korf+heuristic`, `discrete+carried+heuristic`: also stop when the mover's best reaches
//!   the tricks-taken heuristic's upper bound (immediate branch-and-bound pruning).
//!
//! Every reading is exact; the example checks each root value against ABBnB's.
//!
//! ```sh
//! cargo run --release -p maxn-lab --example table2_shallow_readings -- 20
//! ```
//!
//! The argument is the number of deals (default 10), the experiment's deals 0, 1, ... of seed 0.

use maxn::{
    AlphaBetaBranchAndBound, BoundedGame, BranchAndBound, Game, Limits, MonotonicHeuristic,
    MoveBuffer, Searcher, Shallow, Stats,
};
use maxn_lab::experiments::sergeant_major::{PaperGame, experiment_game};

/// What a reading does beyond Korf's bound.
#[derive(Clone, Copy)]
struct Reading {
    name: &'static str,
    discrete: bool,
    carried: bool,
    heuristic: bool,
}

const READINGS: [Reading; 6] = [
    Reading {
        name: "korf",
        discrete: false,
        carried: false,
        heuristic: false,
    },
    Reading {
        name: "discrete",
        discrete: true,
        carried: false,
        heuristic: false,
    },
    Reading {
        name: "carried",
        discrete: false,
        carried: true,
        heuristic: false,
    },
    Reading {
        name: "discrete+carried",
        discrete: true,
        carried: true,
        heuristic: false,
    },
    Reading {
        name: "korf+heuristic",
        discrete: false,
        carried: false,
        heuristic: true,
    },
    Reading {
        name: "discrete+carried+heuristic",
        discrete: true,
        carried: true,
        heuristic: true,
    },
];

/// A node's cut: once its mover has `threshold` and its best gives `player` no more than
/// `best`.
#[derive(Clone, Copy)]
struct Bound {
    threshold: u8,
    player: usize,
    best: u8,
}

/// Nodes visited and leaves.
#[derive(Clone, Copy, Default)]
struct Count {
    nodes: u64,
    leaves: u64,
}

impl Count {
    fn expanded(&self) -> u64 {
        self.nodes - self.leaves
    }
}

const MAXSUM: u8 = <PaperGame as BoundedGame<3>>::MAXSUM;

/// The value of `position` under `reading`, or a value the bound's origin ignores.
fn search(
    reading: Reading,
    position: &PaperGame,
    bound: Option<Bound>,
    count: &mut Count,
) -> [u8; 3] {
    count.nodes += 1;
    if let Some(value) = position.outcome() {
        count.leaves += 1;
        return value;
    }
    let mut moves = <PaperGame as Game<3>>::Moves::default();
    position.generate_moves(&mut moves);
    let mover = position.to_move();
    let cap = if reading.heuristic {
        position.upper_bounds()[mover]
    } else {
        <PaperGame as BoundedGame<3>>::MAXP
    };
    let mut best: Option<[u8; 3]> = None;
    for &card in moves.as_slice() {
        if let Some(value) = best {
            if value[mover] >= cap {
                break;
            }
            if let Some(b) = bound
                && value[mover] >= b.threshold
                && value[b.player] <= b.best
            {
                break;
            }
        }
        let mut child = *position;
        child.play(card);
        let child_bound = if child.to_move() != mover {
            best.map(|value| Bound {
                threshold: MAXSUM.saturating_sub(value[mover] + u8::from(reading.discrete)),
                player: mover,
                best: value[mover],
            })
        } else if reading.carried {
            // The nodes between the child and the bound's origin must adopt its value: with the
            // discrete threshold, the child must also beat this node's best.
            match (bound, best) {
                (Some(b), Some(value)) if reading.discrete => Some(Bound {
                    threshold: b.threshold.max(value[mover] + 1),
                    ..b
                }),
                (b, _) => b,
            }
        } else {
            None
        };
        let value = search(reading, &child, child_bound, count);
        if best.is_none_or(|b| value[mover] > b[mover]) {
            best = Some(value);
        }
    }
    best.expect("a Sergeant Major position that is not over has moves")
}

fn main() {
    let deals: u64 = match std::env::args().nth(1) {
        None => 10,
        Some(arg) => match arg.parse() {
            Ok(deals) if deals > 0 => deals,
            _ => {
                eprintln!("the argument is a number of deals (1 or more), not `{arg}`");
                std::process::exit(2);
            }
        },
    };
    let limits = Limits::depth(15);
    let mut totals = [Count::default(); READINGS.len()];
    let (mut dfbnb, mut abbnb) = (Stats::default(), Stats::default());
    for index in 0..deals {
        let game: PaperGame = experiment_game(0, index);
        let exact = AlphaBetaBranchAndBound.search(&game, limits);
        abbnb += exact.stats;
        dfbnb += BranchAndBound.search(&game, limits).stats;
        for (reading, total) in READINGS.iter().zip(&mut totals) {
            let mut count = Count::default();
            let value = search(*reading, &game, None, &mut count);
            assert_eq!(value, exact.value, "{} on deal {index}", reading.name);
            if reading.discrete && reading.carried && !reading.heuristic {
                let library = Shallow.search(&game, limits).stats;
                assert_eq!((library.nodes, library.leaves), (count.nodes, count.leaves));
            }
            total.nodes += count.nodes;
            total.leaves += count.leaves;
        }
    }
    let per_deal = |x: u64| x as f64 / deals as f64;
    let dfbnb = per_deal(dfbnb.nodes - dfbnb.leaves);
    let abbnb = per_deal(abbnb.nodes - abbnb.leaves);
    println!("{deals} deals of the Table-2 experiment (seed 0), nodes expanded per deal");
    println!(
        "(the paper: DFBnB 32.7M, shallow 26.8M, ABBnB 1.43M; DFBnB / shallow = 1.22, shallow / ABBnB = 18.7)\n"
    );
    println!(
        "{:28} {:>14} {:>14} {:>14} {:>14}",
        "reading", "visited", "expanded", "dfbnb / this", "this / abbnb"
    );
    for (reading, total) in READINGS.iter().zip(&totals) {
        let expanded = per_deal(total.expanded());
        println!(
            "{:28} {:>14.0} {:>14.0} {:>14.2} {:>14.2}",
            reading.name,
            per_deal(total.nodes),
            expanded,
            dfbnb / expanded,
            expanded / abbnb
        );
    }
    println!("\ndfbnb expanded {dfbnb:.0}, abbnb expanded {abbnb:.0}");
}
