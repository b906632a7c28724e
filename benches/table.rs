//! What the transposition table costs and saves, paired with and without it in one run on
//! pinned configurations (docs/results/speed.md, "Transposition table"):
//!
//! - `sm-depth-12`: `maxn search sergeant-major --seed 5 --depth 12 --algorithm abbnb`, with
//!   and without `--tt-mb 64` (the game's own threshold, `game_min_depth`, as the command);
//! - `sm-7-tricks`: the first deal of the Sergeant Major experiment at 7 tricks, searched to
//!   the end by ABBnB, with and without a 1 GiB table from one trick up (the experiment's
//!   `abbnb+table` row);
//! - `cc-speculative`: Chinese Checkers from the 3-player start, speculative max^n deepened to
//!   5 plies, with and without a 16 MiB table and killers (the experiment's table row);
//! - `hearts-agent`: a speculative agent's decision on a 4-player Hearts deal (depth 8), made
//!   with and without a 16 MiB table and killers, the agent (and its table) made anew for
//!   each decision as in a match.
//!
//! Each prints the node counts of both and the time ratio (median of alternating rounds). The
//! tables are used at the games' table points (a trick's start in the card games); the
//! Sergeant Major rows also compare the table used at every position
//! (`Memory::every_position`, the way before table points), with and against it.
//!
//! `cargo bench --bench table`

use std::hint::black_box;

#[path = "support/paired.rs"]
mod paired;

use maxn::{
    AlphaBetaBranchAndBound, IterativeDeepening, Limits, Memory, MoveOrdering, Searcher,
    Speculative, Stats, TranspositionTable,
};
use maxn_games::cards::{Card, CardGame, Hearts, SergeantMajor};
use maxn_games::chinese_checkers::ChineseCheckers;
use maxn_lab::AlgorithmAgent;
use maxn_lab::experiments::sergeant_major::{TABLE_MIN_DEPTH, experiment_game};
use maxn_lab::registry::Algorithm;
use maxn_play::{Agent, Budget};
use paired::Paired;

/// Prints the counts of one pair: nodes, expansions and the ratios.
fn counts(label: &str, without: &Stats, with: &Stats) {
    let expanded = |stats: &Stats| stats.nodes - stats.leaves;
    println!(
        "{label}: nodes without {} / with {} = {:.2}x; expanded {} / {} = {:.2}x",
        without.nodes,
        with.nodes,
        without.nodes as f64 / with.nodes as f64,
        expanded(without),
        expanded(with),
        expanded(without) as f64 / expanded(with) as f64,
    );
}

/// A Sergeant Major row: `game` searched by ABBnB within `limits`, without a table and with a
/// fresh one from `table` (as the command makes one), used at the tricks' starts and at every
/// position; the counts of each, then the three pairs timed.
fn sergeant_major<const TRICKS: usize>(
    paired: &Paired,
    label: &str,
    game: &SergeantMajor<TRICKS>,
    limits: Limits,
    table: impl Fn() -> Memory<Card, u8, 3>,
) {
    let plain = AlphaBetaBranchAndBound.search(game, limits);
    let with = |every: bool| {
        let mut memory = if every {
            table().every_position()
        } else {
            table()
        };
        AlphaBetaBranchAndBound.search_with(black_box(game), limits, &mut memory)
    };
    let mib = |memory: &Memory<Card, u8, 3>,
               bytes: fn(&TranspositionTable<Card, u8, 3>) -> usize| {
        memory
            .transposition_table()
            .map_or(0, |table| bytes(table) >> 20)
    };
    for (every, side) in [(false, "starts"), (true, "every")] {
        let mut memory = if every {
            table().every_position()
        } else {
            table()
        };
        let with = AlphaBetaBranchAndBound.search_with(game, limits, &mut memory);
        assert_eq!((plain.value, plain.best_move), (with.value, with.best_move));
        counts(&format!("{label} ({side})"), &plain.stats, &with.stats);
        println!(
            "{label} ({side}): table hits {}, table grown to {} MiB",
            with.stats.table_hits,
            mib(&memory, TranspositionTable::used_bytes)
        );
    }
    let size = mib(&table(), TranspositionTable::allocated_bytes);
    paired.compare(
        label,
        &format!("speed with a fresh {size} MiB table at the tricks' starts / without"),
        || with(false),
        || AlphaBetaBranchAndBound.search(black_box(game), limits),
    );
    paired.compare(
        label,
        &format!("speed with a fresh {size} MiB table at every position / without"),
        || with(true),
        || AlphaBetaBranchAndBound.search(black_box(game), limits),
    );
    paired.compare(
        label,
        "speed with the table at the tricks' starts / at every position",
        || with(false),
        || with(true),
    );
}

fn sergeant_major_depth_12(paired: &Paired) {
    let game = SergeantMajor::<16>::random(5).with_grouping(true);
    sergeant_major(paired, "sm-depth-12", &game, Limits::depth(12), || {
        Memory::with_table(64 << 20)
            .expect("a 64 MiB table")
            .game_min_depth()
    });
}

fn sergeant_major_7_tricks(_: &Paired) {
    let game: SergeantMajor<7> = experiment_game(0, 0);
    let paired = Paired::from_args().with_rounds(9);
    sergeant_major(&paired, "sm-7-tricks", &game, Limits::depth(21), || {
        Memory::with_table(1 << 30)
            .expect("a 1 GiB table")
            .min_depth(TABLE_MIN_DEPTH)
    });
}

fn chinese_checkers_speculative(paired: &Paired) {
    let start = ChineseCheckers::<3>::start();
    let deepening = IterativeDeepening(Speculative);
    let table = || {
        Memory::with_table(16 << 20)
            .expect("a 16 MiB table")
            .ordering(MoveOrdering::Killers)
    };
    let limits = Limits::depth(5);
    let plain = deepening.search(&start, limits);
    let with = deepening.search_with(&start, limits, &mut table());
    counts("cc-speculative", &plain.stats, &with.stats);
    paired.compare(
        "cc-speculative",
        "speed with a fresh 16 MiB table and killers / without",
        || deepening.search_with(black_box(&start), limits, &mut table()),
        || deepening.search(black_box(&start), limits),
    );
}

fn hearts_agent(paired: &Paired) {
    let deal = Hearts::<4>::random(1);
    let budget = Budget::new(u64::MAX)
        .and_then(|budget| budget.with_depth_cap(8))
        .expect("a valid budget");
    let remembering = budget.with_memory(Some(16 << 20), MoveOrdering::Killers);
    let decide = |budget: Budget, remember: bool| {
        let mut agent = if remember {
            AlgorithmAgent::remembering(Algorithm::Speculative, budget)
        } else {
            AlgorithmAgent::new(Algorithm::Speculative, budget)
        }
        .expect("a speculative agent");
        agent.decide(black_box(&deal))
    };
    let plain = decide(budget, false);
    let with = decide(remembering, true);
    // Killers reorder the moves, so with ties the agent may choose another tied move.
    println!("hearts-agent: moves {:?} / {:?}", plain.mv, with.mv);
    println!(
        "hearts-agent: nodes without {} / with {} = {:.2}x",
        plain.nodes,
        with.nodes,
        plain.nodes as f64 / with.nodes as f64
    );
    paired.compare(
        "hearts-agent",
        "speed with a fresh 16 MiB table and killers / without",
        || decide(remembering, true),
        || decide(budget, false),
    );
}

/// A row of the bench: its name (what a filter argument matches) and the function measuring it.
type Row = (&'static str, fn(&Paired));

fn main() {
    let paired = Paired::from_args();
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    let wanted = |name: &str| only.is_empty() || only.iter().any(|filter| name.contains(filter));
    let benches: [Row; 4] = [
        ("sm-depth-12", sergeant_major_depth_12),
        ("sm-7-tricks", sergeant_major_7_tricks),
        ("cc-speculative", chinese_checkers_speculative),
        ("hearts-agent", hearts_agent),
    ];
    for (name, bench) in benches {
        if wanted(name) {
            bench(&paired);
        }
    }
}
