//! What ordering by the previous iteration's line buys, in nodes: on Chinese Checkers and
//! Sergeant Major positions, the last iteration of `IterativeDeepening(X)` against `X`
//! searching the same position to the same depth in the game's own order.
//!
//! Why it should help: the pruning searchers cut the most when the best move comes first
//! (speculative max^n re-searches nothing under perfect ordering, Sturtevant 2003), and a
//! shallower search's choice is usually the deeper search's choice. That is a tendency, not a
//! theorem: a single position can come out worse, so the tests compare sums over many
//! positions, and pin no count.

use std::num::NonZeroUsize;

use maxn::{
    Game, IterativeDeepening, Limits, Paranoid, PrincipalFirst, Searcher, Shallow, Speculative,
};
use maxn_games::cards::SergeantMajor;
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};

/// Node counts summed over positions.
#[derive(Debug, Default)]
struct Counts {
    positions: u64,
    /// The last (deepest) iteration of the ordered deepening.
    ordered_last: u64,
    /// The searcher alone at the full depth, in the game's order.
    unordered: u64,
    /// Every iteration of the ordered deepening.
    ordered_all: u64,
    /// Separate searches to each depth 1..=d in the game's order (the measure of the Chinese
    /// Checkers experiment).
    unordered_all: u64,
}

impl Counts {
    fn add<G, X, const N: usize>(&mut self, searcher: X, game: &G, depth: u32)
    where
        G: Game<N>,
        X: Copy + Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    {
        let deepened = IterativeDeepening(searcher).deepen(game, Limits::depth(depth));
        assert!(deepened.complete());
        self.positions += 1;
        self.ordered_last += deepened.iterations.last().unwrap().result.stats.nodes;
        self.ordered_all += deepened.stats().nodes;
        for d in 1..=depth {
            let plain = searcher;
            let nodes = plain.search(game, Limits::depth(d)).stats.nodes;
            self.unordered_all += nodes;
            if d == depth {
                self.unordered += nodes;
            }
        }
    }

    fn report(&self, what: &str) {
        let per = |n: u64| n as f64 / self.positions as f64;
        println!(
            "{what}: {} positions; last iteration {:.0} vs unordered {:.0} nodes per position \
             ({:.2}x); all iterations {:.0} vs separate searches {:.0} ({:.2}x)",
            self.positions,
            per(self.ordered_last),
            per(self.unordered),
            self.unordered as f64 / self.ordered_last as f64,
            per(self.ordered_all),
            per(self.unordered_all),
            self.unordered_all as f64 / self.ordered_all as f64,
        );
    }
}

fn chinese_checkers<X>(searcher: X, positions: usize, top_k: Option<usize>, depth: u32) -> Counts
where
    X: Copy
        + Searcher<ChineseCheckers<3>, 3>
        + for<'a> Searcher<PrincipalFirst<'a, ChineseCheckers<3>, 3>, 3>,
{
    let mut counts = Counts::default();
    for position in random_positions::<3>(31, positions, 400) {
        let game = position.with_top_k(top_k.and_then(NonZeroUsize::new));
        counts.add(searcher, &game, depth);
    }
    counts
}

fn sergeant_major<X>(searcher: X, deals: u64, depth: u32) -> Counts
where
    X: Copy
        + Searcher<SergeantMajor<4>, 3>
        + for<'a> Searcher<PrincipalFirst<'a, SergeantMajor<4>, 3>, 3>,
{
    let mut counts = Counts::default();
    for seed in 0..deals {
        counts.add(searcher, &SergeantMajor::<4>::random(seed), depth);
    }
    counts
}

#[test]
fn ordering_speculative_by_the_previous_line_saves_nodes_on_chinese_checkers() {
    let counts = chinese_checkers(Speculative, 120, Some(5), 4);
    counts.report("chinese checkers, speculative, top 5, depth 4");
    assert!(counts.ordered_last < counts.unordered, "{counts:?}");
}

#[test]
fn ordering_speculative_by_the_previous_line_saves_nodes_on_sergeant_major() {
    let counts = sergeant_major(Speculative, 40, 9);
    counts.report("sergeant major (4 tricks), speculative, depth 9");
    assert!(counts.ordered_last < counts.unordered, "{counts:?}");
}

/// The measurements the searching guide (docs/guide/searching.md) quotes: `cargo test --test deepening_ordering -- --ignored
/// --nocapture` (about ten minutes in a debug build, far less with `--release`).
#[test]
#[ignore = "measurement: minutes in a debug build"]
fn measure_what_ordering_buys() {
    for (top_k, depth) in [(Some(5), 6), (Some(10), 4), (None, 3)] {
        let what = |name| format!("chinese checkers, {name}, top {top_k:?}, depth {depth}");
        chinese_checkers(Speculative, 120, top_k, depth).report(&what("speculative"));
        chinese_checkers(Shallow, 120, top_k, depth).report(&what("shallow"));
        chinese_checkers(Paranoid, 120, top_k, depth).report(&what("paranoid"));
    }
    sergeant_major(Speculative, 100, 12).report("sergeant major (4 tricks), speculative, depth 12");
}
