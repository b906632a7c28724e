//! What the pruning searchers' bookkeeping costs per node where they prune nothing: each
//! pruning kernel against plain `MaxN` on the README's quick-start game with a pile of 28
//! tokens, searched to a depth where no cut-off can fire (no game ends within it, so no
//! player's best comes near `maxsum`'s share and no bound is ever met). Both sides visit the
//! same nodes (checked before measuring, with no cut-off counted), so the speed ratio is the
//! per-node cost ratio.
//!
//! `cargo bench --bench bookkeeping` (`-- paired` for the paired ratios only)
//!
//! Each kernel is in one criterion group with `MaxN` (`BenchmarkId::new(kernel, depth)`), then
//! the pair is timed in alternating rounds (`support/paired.rs`) and the median ratio printed,
//! pruning kernel over `MaxN` nodes per second.
//!
//! For instruction counts (`valgrind --tool=callgrind`), `MAXN_BOOKKEEPING_ONCE=KERNEL` makes
//! the binary run that kernel's search (`*TIMES` times), print the nodes and exit, without
//! criterion: `MAXN_BOOKKEEPING_ONCE='shallow*100' valgrind --tool=callgrind target/release/deps/bookkeeping-*`.

#[path = "support/paired.rs"]
mod paired;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, LastBranch, Limits, MaxN, SearchResult, Searcher,
    Shallow, Speculative, multiplayer_game,
};
use paired::Paired;

/// The README's game, declared as the README declares it, with a pile of 28.
#[multiplayer_game(players = 3, score = u8, maxsum = 28, max_moves = 3)]
#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    #[turn]
    to_move: u8,
    #[score]
    taken: [u8; 3],
}

#[multiplayer_game::rules]
impl Tokens {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=self.left.min(3)).rev()
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[usize::from(self.to_move)] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}

/// The full pile, player 0 to move.
const START: Tokens = Tokens {
    left: 28,
    to_move: 0,
    taken: [0; 3],
};

/// Eight plies: at most 24 of the 28 tokens are taken, so no game ends and every leaf is the
/// tokens taken so far (at most 9, 9 and 6). No bound can be met: a shallow cut needs two
/// players' bests to sum to 27, a Lemma-1 cut three to sum to 26 (`maxsum - 2 * delta`),
/// and the heuristic's upper bounds (28 less what the others took) are never reached. So
/// every kernel visits all 9,841 nodes (nine plies would let three players reach 27 and
/// Lemma 1 fire).
const DEPTH: u32 = 8;

/// The kernels compared, by their searchers' names.
const KERNELS: [&str; 6] = [
    "maxn",
    "shallow",
    "bnb",
    "abbnb",
    "last-branch",
    "speculative",
];

/// `kernel`'s search of the start to [`DEPTH`].
fn search(kernel: &str) -> SearchResult<u8, u8, 3> {
    let (game, limits) = (black_box(&START), Limits::depth(DEPTH));
    match kernel {
        "maxn" => MaxN.search(game, limits),
        "shallow" => Shallow.search(game, limits),
        "bnb" => BranchAndBound.search(game, limits),
        "abbnb" => AlphaBetaBranchAndBound.search(game, limits),
        "last-branch" => LastBranch.search(game, limits),
        "speculative" => Speculative.search(game, limits),
        _ => panic!("unknown kernel `{kernel}`; expected one of {KERNELS:?}"),
    }
}

fn main() {
    if let Ok(once) = std::env::var("MAXN_BOOKKEEPING_ONCE") {
        let (kernel, times) = once.split_once('*').unwrap_or((&once, "1"));
        let times: u64 = times.parse().expect("MAXN_BOOKKEEPING_ONCE=KERNEL[*TIMES]");
        let nodes: u64 = (0..times).map(|_| search(kernel).stats.nodes).sum();
        println!("{kernel}: {nodes} nodes in {times} searches");
        return;
    }
    let plain = search("maxn");
    let mut criterion = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    let paired = Paired::from_args();
    for kernel in &KERNELS[1..] {
        let pruned = search(kernel);
        // Nothing pruned: the same nodes, value and line, and no cut-off of any kind.
        assert_eq!(pruned.stats, plain.stats, "{kernel} pruned");
        assert_eq!(pruned.value, plain.value);
        assert_eq!(pruned.principal_line, plain.principal_line);
        let mut group = criterion.benchmark_group(format!("bookkeeping/{kernel}"));
        group.throughput(Throughput::Elements(plain.stats.nodes));
        for name in [*kernel, "maxn"] {
            group.bench_function(BenchmarkId::new(name, DEPTH), |b| b.iter(|| search(name)));
        }
        group.finish();
        paired.compare(
            &format!("bookkeeping/paired/{kernel}"),
            &format!("{kernel} / maxn nodes per second"),
            || search(kernel),
            || search("maxn"),
        );
    }
    criterion.final_summary();
}
