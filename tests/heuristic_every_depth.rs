//! The synthetic trees' heuristic holds at every search depth, so the branch-and-bound searchers
//! are exact on random trees however deep they search (plainly, deepened, under a node limit);
//! and a heuristic that breaks its promise is caught in every build, release included.

mod support;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynParanoidBnB, DynSearcher, Dynamic,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, IterativeDeepening, Limits, MaxN,
    MonotonicHeuristic, MoveBuffer, Paranoid, ParanoidBnB, Searcher,
};
use maxn_games::synthetic::{FloatTree, IntTree, Model, TreeSpec};
use support::Rng;

/// The reproducer: deepened `dfbnb` under a node limit of 600 stopped in iteration 6 and
/// reported iteration 5, which (with the leaves-only heuristic) differed from max^n's.
#[test]
fn deepened_branch_and_bound_under_a_node_limit_reports_max_n_at_its_depth() {
    let spec = TreeSpec::new(3, 6, 0, Model::Random);
    let root = FloatTree::<3>::root(&spec).unwrap();
    let limits = Limits::depth(6).with_node_limit(600);
    let maxn = IterativeDeepening(MaxN).deepen(&root, limits);
    assert_eq!(maxn.depth_reached(), Some(5));
    let expected = MaxN.search(&root, Limits::depth(5));
    let answer =
        |r: &maxn::SearchResult<u8, _, 3>| (r.value, r.best_move, r.principal_line.clone());
    assert_eq!(answer(&maxn.clone().into_result()), answer(&expected));
    for deepened in [
        IterativeDeepening(BranchAndBound).deepen(&root, limits),
        IterativeDeepening(AlphaBetaBranchAndBound).deepen(&root, limits),
    ] {
        let reached = deepened.depth_reached().unwrap();
        let result = deepened.into_result();
        assert!(!result.complete);
        let at_depth = MaxN.search(&root, Limits::depth(reached));
        assert_eq!(answer(&result), answer(&at_depth), "at depth {reached}");
    }
    let deepened = IterativeDeepening(ParanoidBnB).deepen(&root, limits);
    let reached = deepened.depth_reached().unwrap();
    let paranoid = Paranoid.search(&root, Limits::depth(reached));
    assert_eq!(answer(&deepened.into_result()), answer(&paranoid));
}

/// Every branch-and-bound searcher at every depth of small random trees, against max^n (and
/// paranoid) at the same depth, with the tree's own heuristic.
#[test]
fn branch_and_bound_is_exact_at_every_depth_of_random_trees() {
    let mut rng = Rng::seeded(404);
    let mut searches = 0;
    for _ in 0..200 {
        let branching = rng.range(1, 4) as usize;
        let depth = rng.range(1, 6) as u32;
        let spec = TreeSpec::new(branching, depth, rng.next_u64(), Model::Random);
        let float = FloatTree::<3>::root(&spec).unwrap();
        let int = IntTree::<4, 12>::root(&spec).unwrap();
        for limit in 0..=depth {
            let limits = Limits::depth(limit);
            let case = format!("{spec:?} at depth {limit}");
            let maxn = MaxN.search(&float, limits);
            let paranoid = Paranoid.search(&float, limits);
            assert_eq!(
                BranchAndBound.search(&float, limits).value,
                maxn.value,
                "{case}"
            );
            let abbnb = AlphaBetaBranchAndBound.search(&float, limits);
            assert_eq!(
                (abbnb.value, abbnb.best_move),
                (maxn.value, maxn.best_move),
                "{case}"
            );
            let bnb = ParanoidBnB.search(&float, limits);
            assert_eq!(
                (bnb.value, bnb.best_move),
                (paranoid.value, paranoid.best_move)
            );
            // Integer scores tie, and ties go to the left in every searcher alike.
            let maxn = MaxN.search(&int, limits);
            let dfbnb = BranchAndBound.search(&int, limits);
            assert_eq!(
                (dfbnb.value, dfbnb.best_move),
                (maxn.value, maxn.best_move),
                "{case}"
            );
            searches += 5;
        }
    }
    assert!(searches > 2_000, "{searches}");
}

/// A synthetic tree with the heuristic this crate used to give it: the range of the full-depth
/// leaves only, which a search stopping above them does not respect.
#[derive(Clone, Copy, Debug)]
struct LeavesOnly<'a>(FloatTree<'a, 3>);

impl Game<3> for LeavesOnly<'_> {
    type Score = <FloatTree<'static, 3> as Game<3>>::Score;
    type Move = u8;
    type Moves = <FloatTree<'static, 3> as Game<3>>::Moves;
    const NAME: &'static str = "leaves-only tree";
    type Bounds = <FloatTree<'static, 3> as Game<3>>::Bounds;
    const BOUNDS: Self::Bounds = <FloatTree<'static, 3> as Game<3>>::BOUNDS;

    fn to_move(&self) -> usize {
        self.0.to_move()
    }
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.0.generate_moves(moves);
    }
    fn play(&mut self, mv: u8) {
        self.0.play(mv);
    }
    fn outcome(&self) -> Option<[Self::Score; 3]> {
        self.0.outcome()
    }
    fn evaluate(&self) -> [Self::Score; 3] {
        self.0.evaluate()
    }
}

/// A per-player `(lower, upper)` pair of tuples.
type Range = ([maxn::OrderedFloat<f64>; 3], [maxn::OrderedFloat<f64>; 3]);

impl MonotonicHeuristic<3> for LeavesOnly<'_> {
    fn lower_bounds(&self) -> [Self::Score; 3] {
        self.heuristic_bounds().0
    }
    fn upper_bounds(&self) -> [Self::Score; 3] {
        self.heuristic_bounds().1
    }
    fn heuristic_bounds(&self) -> ([Self::Score; 3], [Self::Score; 3]) {
        if let Some(value) = self.outcome() {
            return (value, value);
        }
        let mut moves = <Self as Game<3>>::Moves::default();
        self.generate_moves(&mut moves);
        let mut range: Option<Range> = None;
        for &mv in moves.as_slice() {
            let mut child = *self;
            child.play(mv);
            let (low, high) = child.heuristic_bounds();
            let (lower, upper) = range.get_or_insert((low, high));
            for p in 0..3 {
                lower[p] = lower[p].min(low[p]);
                upper[p] = upper[p].max(high[p]);
            }
        }
        range.unwrap()
    }
}

fn caught(search: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = std::panic::catch_unwind(search).expect_err("the broken heuristic went unseen");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default()
}

/// The leaves-only heuristic is caught by every branch-and-bound searcher above the leaves, and
/// by their dynamic twins, in release builds too (where the per-leaf check of debug builds is
/// off).
#[test]
fn a_heuristic_that_bounds_only_the_leaves_is_caught_in_every_build() {
    let spec = TreeSpec::new(3, 6, 0, Model::Random);
    let root = LeavesOnly(FloatTree::<3>::root(&spec).unwrap());
    let limits = Limits::depth(5);
    for message in [
        caught(move || drop(BranchAndBound.search(&root, limits))),
        caught(move || drop(AlphaBetaBranchAndBound.search(&root, limits))),
        caught(move || drop(ParanoidBnB.search(&root, limits))),
        caught(move || drop(DynBranchAndBound.search(&Dynamic(root), limits))),
        caught(move || drop(DynAlphaBetaBranchAndBound.search(&Dynamic(root), limits))),
        caught(move || drop(DynParanoidBnB.search(&Dynamic(root), limits))),
    ] {
        assert!(
            message.contains("game `leaves-only tree` broke its monotonic heuristic"),
            "{message}"
        );
    }
}

/// A node limit stops the branch-and-bound searchers on a tree far too large to walk (4^16
/// leaves): the heuristic walks at most `HEURISTIC_WALK_LIMIT` positions per call, so the work
/// outside the node count is bounded by it. Before the limit, the root's heuristic alone walked
/// every leaf and the search never reached its budget check.
#[test]
fn a_node_limit_stops_branch_and_bound_on_a_huge_tree() {
    let spec = TreeSpec::new(4, 16, 7, Model::Random);
    let root = IntTree::<3, 720720>::root(&spec).unwrap();
    let limits = Limits::depth(16).with_node_limit(1000);
    for stats_and_complete in [
        BranchAndBound.search(&root, limits),
        AlphaBetaBranchAndBound.search(&root, limits),
        ParanoidBnB.search(&root, limits),
    ]
    .map(|r| (r.stats.nodes, r.complete))
    {
        assert_eq!(stats_and_complete, (1000, false));
    }
    let deepened = IterativeDeepening(BranchAndBound).deepen(&root, limits);
    assert!(deepened.depth_reached().is_some_and(|d| d < 16));
}
