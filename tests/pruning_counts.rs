//! Node counts of the pruning searchers on small trees written out by hand, each counted on
//! paper: three players, scores in steps of 1, `maxsum = maxp = 10`. Every tree is also
//! searched by `MaxN`, and every searcher must agree with it.
//!
//! A change that alters one of these counts changes what the algorithm prunes, and must say
//! why.

mod support;

use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Cutoffs, LastBranch, Limits, MaxN, Searcher, Shallow,
    Speculative, Stats,
};
use support::explicit::{Explicit, Node, by, inner, leaf};

type Tree<'a> = Explicit<'a, 3, 10>;

/// Searches `tree` with `searcher`, checks it against `MaxN`, and returns its stats.
fn search<S: for<'a> Searcher<Tree<'a>, 3>>(searcher: S, tree: &Node<3>) -> Stats {
    let root = Tree::root(tree);
    let limits = Limits::depth(10);
    let expected = MaxN.search(&root, limits);
    let result = searcher.search(&root, limits);
    assert_eq!(
        (result.value, result.best_move),
        (expected.value, expected.best_move),
        "{} disagrees with maxn",
        S::NAME
    );
    result.stats
}

/// The stats of a search to depth 10 of these shallower trees: every leaf is a finished game,
/// so none is a horizon leaf.
fn stats(nodes: u64, leaves: u64, reexpansions: u64, cutoffs: Cutoffs) -> Stats {
    Stats {
        nodes,
        leaves,
        horizon_leaves: 0,
        reexpansions,
        cutoffs,
        parallel_tasks: 0,
    }
}

fn no_cutoffs() -> Cutoffs {
    Cutoffs::default()
}

/// Player 0 has 6 from the root's first child, so the second child `b` must give it 7. After
/// `b`'s first leaf player 1 has 3 there; a later leaf better for player 1 (at least 4) leaves
/// player 0 at most 10 - 4 = 6. The discrete shallow cut-off prunes `b`'s last two leaves,
/// where Korf's bound (`3 >= 10 - 6` is false) would not.
#[test]
fn the_discrete_shallow_cut_off_prunes_one_step_early() {
    let tree = inner(vec![
        leaf([6, 2, 2]),
        inner(vec![leaf([2, 3, 5]), leaf([0, 9, 1]), leaf([1, 8, 1])]),
    ]);
    assert_eq!(search(MaxN, &tree), stats(6, 4, 0, no_cutoffs()));
    let shallow = Cutoffs {
        shallow: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Shallow, &tree), stats(4, 2, 0, shallow));
    assert_eq!(search(Speculative, &tree), stats(4, 2, 0, shallow));
    assert_eq!(search(LastBranch, &tree), stats(4, 2, 0, shallow));
    // The leaves below the root give player 0 at most 6, which the first child has: the
    // heuristic's upper bound prunes everything after it.
    let immediate = Cutoffs {
        immediate: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(BranchAndBound, &tree), stats(2, 1, 0, immediate));
    assert_eq!(
        search(AlphaBetaBranchAndBound, &tree),
        stats(2, 1, 0, immediate)
    );
}

/// The discrete cut-off also needs the best so far to fail the parent's need: after `b`'s
/// first leaf (5, 5, 0) no later leaf both beats player 1's 5 and gives player 0 5 (since
/// 6 + 5 > 10), but that leaf itself gives player 0 5 > 4. `b` must go on: its second leaf (6
/// for player 1) is `b`'s value, and the root keeps its first child. Cutting would hand the
/// root (5, 5, 0), which it would adopt.
#[test]
fn the_discrete_shallow_cut_off_keeps_a_best_the_parent_would_adopt() {
    let tree = inner(vec![
        leaf([4, 3, 3]),
        inner(vec![leaf([5, 5, 0]), leaf([0, 6, 4])]),
    ]);
    assert_eq!(search(MaxN, &tree), stats(5, 3, 0, no_cutoffs()));
    assert_eq!(search(Shallow, &tree), stats(5, 3, 0, no_cutoffs()));
}

/// Player 1 moves at `x` and again at its second child `c` (a trick's winner leading the next
/// trick). The root's player 0 has 4 (need: 5); `x`'s first leaf gives player 1 5 but player 0
/// 5 too, so `x` goes on. `c` inherits the root's need on player 0 and `x`'s need on player 1
/// (6): its first leaf (3, 6, 1) meets `x`'s need and fails the root's, and no later leaf can
/// beat it for player 1 and give player 0 5 (6 + 1 + 5 > 10): `c` cuts, `x` adopts (3, 6, 1)
/// and the root does not. Without the inherited bound `c` would search its second leaf too.
#[test]
fn a_player_moving_twice_carries_the_bound() {
    let tree = inner(vec![
        leaf([4, 3, 3]),
        by(
            1,
            vec![
                leaf([5, 5, 0]),
                by(1, vec![leaf([3, 6, 1]), leaf([0, 9, 1])]),
            ],
        ),
    ]);
    assert_eq!(search(MaxN, &tree), stats(7, 4, 0, no_cutoffs()));
    let shallow = Cutoffs {
        shallow: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Shallow, &tree), stats(6, 3, 0, shallow));
}

/// As above, but `c`'s first leaf (3, 5, 2) only ties `x`'s best for player 1, so `x` would not
/// adopt it and would pass (5, 5, 0) to the root, which adopts that. The leaf still passes the
/// root's tests (5 + 1 + 5 > 10, 3 < 5), so `c` must also check `x`'s need before cutting: its
/// second leaf (0, 9, 1) is its value and `x`'s, and the root keeps its first child.
#[test]
fn a_player_moving_twice_cuts_only_with_a_value_its_own_nodes_adopt() {
    let tree = inner(vec![
        leaf([4, 3, 3]),
        by(
            1,
            vec![
                leaf([5, 5, 0]),
                by(1, vec![leaf([3, 5, 2]), leaf([0, 9, 1])]),
            ],
        ),
    ]);
    assert_eq!(search(MaxN, &tree), stats(7, 4, 0, no_cutoffs()));
    assert_eq!(search(Shallow, &tree), stats(7, 4, 0, no_cutoffs()));
}

/// Player 1 moves three times in a row (`x1`, `x2`, `c`). `c`'s first leaf (3, 5, 2) beats
/// `x2`'s best for player 1 (3) but only ties `x1`'s (5): `c`'s need is the stricter of the
/// two, so it goes on. Were it to cut, `x2` would adopt (3, 5, 2), `x1` would keep (5, 5, 0)
/// and the root would adopt that.
#[test]
fn a_player_moving_thrice_needs_every_node_between_to_adopt() {
    let tree = inner(vec![
        leaf([4, 3, 3]),
        by(
            1,
            vec![
                leaf([5, 5, 0]),
                by(
                    1,
                    vec![
                        leaf([6, 3, 1]),
                        by(1, vec![leaf([3, 5, 2]), leaf([0, 9, 1])]),
                    ],
                ),
            ],
        ),
    ]);
    assert_eq!(search(MaxN, &tree), stats(9, 5, 0, no_cutoffs()));
    assert_eq!(search(Shallow, &tree), stats(9, 5, 0, no_cutoffs()));
}

/// The root's first child gives player 0 3 (need: 4); `b`'s first child gives player 1 3
/// (need: 4); `b1`'s first leaf gives player 2 3. A later leaf of `b1` better for player 2
/// (at least 4) and adopted at `b` and the root would need 4 + 4 + 4 = 12 > 10: Lemma 1 over
/// three levels. `b1` is not `b`'s last child, so last-branch pruning waits and prunes
/// nothing; speculative pruning sets `b1` aside. `b`'s last child does not change `b`'s best
/// (2, 3, 5), which the root will not adopt, so `b1` is never re-searched: its true value
/// (0, 0, 10) is not the partial (2, 5, 3), which `b` would have adopted.
#[test]
fn a_speculative_prune_that_holds() {
    let tree = inner(vec![
        leaf([3, 3, 4]),
        inner(vec![
            leaf([2, 3, 5]),
            inner(vec![leaf([2, 5, 3]), leaf([5, 0, 5]), leaf([0, 0, 10])]),
            leaf([1, 2, 7]),
        ]),
    ]);
    assert_eq!(search(MaxN, &tree), stats(9, 6, 0, no_cutoffs()));
    let speculative = Cutoffs {
        speculative: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Speculative, &tree), stats(7, 4, 0, speculative));
    assert_eq!(search(LastBranch, &tree), stats(9, 6, 0, no_cutoffs()));
}

/// As above, but `b`'s last child (4, 5, 1) becomes `b`'s best and meets the root's need (4):
/// `b` may now be adopted, so `b1` must be re-searched (4 nodes again, without the root's
/// bound: nothing is cut). Its true value (2, 5, 3) ties (4, 5, 1) for player 1, and `b1` lies
/// to the left, so `b` takes it and the root keeps its first child. A re-search that compared
/// `b1` as if it came after `b`'s last child would keep (4, 5, 1) and move to `b`.
#[test]
fn a_re_searched_child_wins_a_tie_from_the_left() {
    let tree = inner(vec![
        leaf([3, 3, 4]),
        inner(vec![
            leaf([2, 3, 5]),
            inner(vec![leaf([2, 5, 3]), leaf([5, 2, 3]), leaf([7, 1, 2])]),
            leaf([4, 5, 1]),
        ]),
    ]);
    let root = Tree::root(&tree);
    let result = Speculative.search(&root, Limits::depth(10));
    assert_eq!((result.value, result.best_move), ([3, 3, 4], Some(0)));
    assert_eq!(search(MaxN, &tree), stats(9, 6, 0, no_cutoffs()));
    let speculative = Cutoffs {
        speculative: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Speculative, &tree), stats(11, 7, 4, speculative));
    assert_eq!(search(LastBranch, &tree), stats(9, 6, 0, no_cutoffs()));
}

/// `b1` is `b`'s last child and `b`'s best (2, 3, 5) will not be adopted at the root, so
/// last-branch pruning may use the root's bound. After `b1`'s first leaf (5, 3, 2) the bounds
/// are 3 + 3 + 2 = 8 = maxsum - (n-1) delta: the paper's plain discrete cut-off (sum above 8)
/// does not fire, its tie-breaking refinement does, since player 1 does not beat its bound at
/// `b` on that leaf. Both searchers cut `b1`'s last two leaves.
#[test]
fn the_tie_breaking_refinement_prunes_at_the_threshold() {
    let tree = inner(vec![
        leaf([3, 3, 4]),
        inner(vec![
            leaf([2, 3, 5]),
            inner(vec![leaf([5, 3, 2]), leaf([0, 7, 3]), leaf([1, 1, 8])]),
        ]),
    ]);
    assert_eq!(search(MaxN, &tree), stats(8, 5, 0, no_cutoffs()));
    let speculative = Cutoffs {
        speculative: 1,
        ..Cutoffs::default()
    };
    let last_branch = Cutoffs {
        last_branch: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Speculative, &tree), stats(6, 3, 0, speculative));
    assert_eq!(search(LastBranch, &tree), stats(6, 3, 0, last_branch));
}

/// The same shape with `b1`'s first leaf (4, 4, 2): the bounds again sum to 8, but this leaf
/// beats the bounds of both players above (4 > 3 twice), so it could be the root's value (and
/// is): the refinement must not prune, and nothing is cut.
#[test]
fn the_refinement_does_not_prune_a_first_branch_that_beats_every_bound() {
    let tree = inner(vec![
        leaf([3, 3, 4]),
        inner(vec![
            leaf([2, 3, 5]),
            inner(vec![leaf([4, 4, 2]), leaf([0, 8, 2]), leaf([5, 4, 1])]),
        ]),
    ]);
    let root = Tree::root(&tree);
    let result = Speculative.search(&root, Limits::depth(10));
    assert_eq!((result.value, result.best_move), ([4, 4, 2], Some(1)));
    assert_eq!(search(Speculative, &tree), stats(8, 5, 0, no_cutoffs()));
    assert_eq!(search(LastBranch, &tree), stats(8, 5, 0, no_cutoffs()));
}

/// Branch-and-bound with the exact leaf ranges as the heuristic. The root's first child gives
/// player 0 4 (need: 5).
/// - `b`: its leaves give player 0 at most 5, so it is searched. DFBnB stops after its second
///   leaf, where player 1 reaches its upper bound 4 (immediate). ABBnB stops after the first:
///   player 1 has 3, a later leaf better for it (>= 4) plus player 0's need (5) plus player
///   2's lower bound at `b` (5) is 14 > 10 (a branch-and-bound cut: 3 + 1 + 5 alone is not).
/// - `c`: its first leaf gives player 1 its upper bound 5 (immediate for both).
/// - Shallow pruning alone (speculative) cuts `c` only (5 + 1 + 5 > 10).
#[test]
fn branch_and_bound_counts() {
    let tree = inner(vec![
        leaf([4, 3, 3]),
        inner(vec![leaf([1, 3, 6]), leaf([0, 4, 6]), leaf([5, 0, 5])]),
        inner(vec![leaf([3, 5, 2]), leaf([9, 0, 1])]),
    ]);
    assert_eq!(search(MaxN, &tree), stats(9, 6, 0, no_cutoffs()));
    let dfbnb = Cutoffs {
        immediate: 2,
        ..Cutoffs::default()
    };
    assert_eq!(search(BranchAndBound, &tree), stats(7, 4, 0, dfbnb));
    let abbnb = Cutoffs {
        immediate: 1,
        branch_and_bound: 1,
        ..Cutoffs::default()
    };
    assert_eq!(
        search(AlphaBetaBranchAndBound, &tree),
        stats(6, 3, 0, abbnb)
    );
    let shallow = Cutoffs {
        shallow: 1,
        ..Cutoffs::default()
    };
    assert_eq!(search(Speculative, &tree), stats(8, 5, 0, shallow));
}

/// A branch-and-bound searcher skips a whole subtree whose heuristic says the parent's player
/// cannot get enough there: `b`'s leaves give player 0 at most 2, and it needs 4.
#[test]
fn branch_and_bound_skips_a_subtree_on_entry() {
    let tree = inner(vec![
        leaf([3, 3, 4]),
        inner(vec![leaf([2, 1, 7]), leaf([1, 8, 1])]),
        leaf([9, 1, 0]),
    ]);
    let skipped = Cutoffs {
        branch_and_bound: 1,
        ..Cutoffs::default()
    };
    // root, its first leaf, `b` (entered, not expanded), the last leaf.
    assert_eq!(search(BranchAndBound, &tree), stats(4, 2, 0, skipped));
    assert_eq!(
        search(AlphaBetaBranchAndBound, &tree),
        stats(4, 2, 0, skipped)
    );
}
