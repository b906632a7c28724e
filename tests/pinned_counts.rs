//! Node counts pinned for fixed trees (seed, players, branching, depth, algorithm), so that a
//! change that alters them has to say why (the way chess engines sign commits with a bench node
//! count). Where a count has a reason outside the program, the test computes it from that
//! reason; the signatures of random trees have none beyond the hand-traced small one and the
//! differential tests that prove the results right.

use maxn::{Game, Limits, MaxN, Paranoid, Searcher, Shallow, Stats};
use maxn_games::synthetic::{FloatTree, IntTree, Model, TreeSpec};

/// `(nodes, leaves)` of a full tree: every node to depth `d`, `sum of b^k for k = 0..=d`.
fn full_tree(b: u64, d: u32) -> (u64, u64) {
    ((0..=d).map(|k| b.pow(k)).sum(), b.pow(d))
}

fn counts(stats: Stats) -> (u64, u64) {
    (stats.nodes, stats.leaves)
}

#[test]
fn maxn_visits_the_full_tree() {
    let spec = TreeSpec::new(4, 6, 42, Model::Random);
    let stats = MaxN
        .search(&IntTree::<3, 60>::root(&spec).unwrap(), Limits::depth(6))
        .stats;
    assert_eq!(counts(stats), (5461, 4096));
    assert_eq!(counts(stats), full_tree(4, 6));

    let spec = TreeSpec::new(5, 5, 42, Model::Random);
    let stats = MaxN
        .search(&FloatTree::<4>::root(&spec).unwrap(), Limits::depth(5))
        .stats;
    assert_eq!(counts(stats), (3906, 3125));
    assert_eq!(counts(stats), full_tree(5, 5));

    let spec = TreeSpec::new(3, 7, 42, Model::Random);
    let stats = MaxN
        .search(&IntTree::<6, 12>::root(&spec).unwrap(), Limits::depth(7))
        .stats;
    assert_eq!(counts(stats), (3280, 2187));
    assert_eq!(counts(stats), full_tree(3, 7));
    assert_eq!(stats.cutoffs.total(), 0);
}

/// The tree of seed 7, 3 players, branching 2, depth 3, integer maxsum 10, traced by hand.
/// Players 0, 1, 2 move at depths 0, 1, 2. Leaves, in order:
///
/// ```text
/// 000 [0,2,8]  001 [0,2,8]  010 [3,7,0]  011 [0,4,6]
/// 100 [0,9,1]  101 [8,1,1]  110 [7,2,1]  111 [1,1,8]
/// ```
#[test]
fn a_small_random_tree_counted_by_hand() {
    let spec = TreeSpec::new(2, 3, 7, Model::Random);
    let root = IntTree::<3, 10>::root(&spec).unwrap();
    let leaf = |path: [u8; 3]| {
        let mut node = root;
        path.iter().for_each(|&mv| node.play(mv));
        node.outcome().unwrap()
    };
    // The trace below rests on these leaves.
    assert_eq!(leaf([0, 1, 0]), [3, 7, 0]);
    assert_eq!(leaf([1, 0, 0]), [0, 9, 1]);
    assert_eq!(leaf([1, 1, 0]), [7, 2, 1]);
    assert_eq!(leaf([1, 1, 1]), [1, 1, 8]);
    let limits = Limits::depth(3);

    // Shallow. Node 0 (player 1): node 00 takes 000, 001 ties for player 2 -> [0,2,8]; node
    // 01 must give player 1 at least 3: 010 gives player 2 0 (a later leaf with 1 or more
    // could still leave player 1 9), 011 gives player 2 6 -> [0,4,6], better for player 1 (4 >
    // 2). At the root player 0 has 0, so node 1 must give it at least 1: node 10 takes 100
    // over 101 (1 vs 1, tie) -> [0,9,1]. Now a later child better for player 1 (10) would
    // leave player 0 nothing, and [0,9,1] gives it 0 too: node 1 is cut after its first
    // child (9 + 1 + 1 > 10, the discrete cut-off; Korf's bound, 9 >= 10 - 0, would search
    // node 11 as well). Root keeps node 0 (0 vs 0). Nodes: root, 0, 00, 000, 001, 01, 010,
    // 011, 1, 10, 100, 101.
    let shallow = Shallow.search(&root, limits);
    assert_eq!(counts(shallow.stats), (12, 6));
    assert_eq!(shallow.stats.cutoffs.shallow, 1);
    assert_eq!(shallow.value, [0, 4, 6]);
    assert_eq!(shallow.principal_line, [0, 1, 1]);

    // Paranoid (player 0 against 1 and 2). Scores are u32, so the window opens at alpha = 0:
    // node 00's first leaf gives player 0 a 0 <= alpha, a cut (its value is then exactly 0,
    // the least possible), and node 0 cuts too after 00. The root then holds alpha = 0: node
    // 1 cuts after 100 (0 <= 0) and after 10. Nodes: root, 0, 00, 000, 1, 10, 100.
    let paranoid = Paranoid.search(&root, limits);
    assert_eq!(counts(paranoid.stats), (7, 2));
    assert_eq!(paranoid.stats.cutoffs.alpha_beta, 4);
    assert_eq!(paranoid.value, [0, 2, 8]);
    assert_eq!(paranoid.best_index, Some(0));
}

/// Uniform trees (every leaf `[k; n]`, `maxsum = n k`): shallow pruning needs
/// `k >= maxsum - k`, false for `n >= 3`, and `k < maxp`, so it never cuts.
#[test]
fn shallow_cannot_prune_a_uniform_tree_of_three_or_more_players() {
    for (b, d) in [(3, 6), (4, 5)] {
        let spec = TreeSpec::new(b, d, 0, Model::Uniform);
        let three = Shallow.search(&IntTree::<3, 60>::root(&spec).unwrap(), Limits::depth(d));
        let five = Shallow.search(&IntTree::<5, 60>::root(&spec).unwrap(), Limits::depth(d));
        assert_eq!(counts(three.stats), full_tree(b as u64, d));
        assert_eq!(counts(five.stats), full_tree(b as u64, d));
    }
}

/// Alpha-beta on a tree whose leaves all tie, by node kind. A node searched with an open
/// window (PV) searches its first child as PV and the rest with a window closed at the common
/// value `k` on its own side: `(k, inf)` below a max node (kind A: every value fails low),
/// `(-inf, k)` below a min node (kind B: every value fails high). Below an A node, a max node
/// searches all children as A (none reaches beta), a min node stops after its first (k <= k);
/// below a B node, a max node stops after its first, a min node searches all as B. Returns
/// `(nodes, leaves)` of a node of `kind` at `ply` with `depth` plies below it, for `n` players
/// with the root player (the maximiser) moving at plies 0, n, 2n, ...
fn all_tie_alpha_beta(kind: char, ply: u32, depth: u32, n: u32, b: u64) -> (u64, u64) {
    if depth == 0 {
        return (1, 1);
    }
    let maximising = ply.is_multiple_of(n);
    let child = |kind| all_tie_alpha_beta(kind, ply + 1, depth - 1, n, b);
    let (first, rest, searched) = match (kind, maximising) {
        ('P', true) => (child('P'), child('A'), b),
        ('P', false) => (child('P'), child('B'), b),
        ('A', true) => (child('A'), child('A'), b),
        ('A', false) => (child('A'), child('A'), 1),
        ('B', true) => (child('B'), child('B'), 1),
        (_, _) => (child('B'), child('B'), b),
    };
    (
        1 + first.0 + (searched - 1) * rest.0,
        first.1 + (searched - 1) * rest.1,
    )
}

#[test]
fn paranoid_on_uniform_trees_visits_the_all_tie_minimal_tree() {
    // For two players the kinds give Knuth and Moore's b^ceil(d/2) + b^floor(d/2) - 1.
    for (b, d) in [(3u64, 5u32), (4, 6), (5, 3)] {
        let (_, leaves) = all_tie_alpha_beta('P', 0, d, 2, b);
        assert_eq!(leaves, b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1);
    }
    for (b, d) in [(3usize, 6u32), (4, 5), (2, 9)] {
        let spec = TreeSpec::new(b, d, 0, Model::Uniform);
        let limits = Limits::depth(d);
        let three = Paranoid.search(&IntTree::<3, 60>::root(&spec).unwrap(), limits);
        let four = Paranoid.search(&IntTree::<4, 60>::root(&spec).unwrap(), limits);
        assert_eq!(
            counts(three.stats),
            all_tie_alpha_beta('P', 0, d, 3, b as u64)
        );
        assert_eq!(
            counts(four.stats),
            all_tie_alpha_beta('P', 0, d, 4, b as u64)
        );
    }
    // Pinned as numbers too: 3 players, b = 3, d = 6.
    let spec = TreeSpec::new(3, 6, 0, Model::Uniform);
    let stats = Paranoid
        .search(&IntTree::<3, 60>::root(&spec).unwrap(), Limits::depth(6))
        .stats;
    assert_eq!(counts(stats), all_tie_alpha_beta('P', 0, 6, 3, 3));
}

/// Shallow pruning as Korf (1991) states it, in the bound form, with the discrete threshold of
/// Sturtevant & Korf (2000), for games whose players move in turn: a node is searched with the
/// parent's best `b` and cuts once its mover's best reaches `maxsum - b - delta` and its best
/// gives the parent's player no more than `b`. Written independently of the library's kernel
/// (which states the cut on needs, for any turn order) to give the signatures below a reason
/// beyond the program's own output. Returns the value; counts `[nodes, leaves, immediate
/// cut-offs, shallow cut-offs]`.
fn reference_shallow<G: maxn::BoundedGame<N, Score = S>, S: maxn::Score, const N: usize>(
    position: &G,
    parent: Option<(usize, S)>,
    depth: u32,
    counts: &mut [u64; 4],
) -> [S; N] {
    counts[0] += 1;
    if depth == 0 || position.outcome().is_some() {
        counts[1] += 1;
        return position.outcome().unwrap_or_else(|| position.evaluate());
    }
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    let player = position.to_move();
    let mut best: Option<[S; N]> = None;
    for &mv in maxn::MoveBuffer::as_slice(&moves) {
        if let Some(value) = best {
            if value[player] >= G::MAXP {
                counts[2] += 1;
                break;
            }
            if let Some((p, b)) = parent {
                let threshold = G::MAXSUM.saturating_sub(b).saturating_sub(G::DELTA);
                if value[player] >= threshold && value[p] <= b {
                    counts[3] += 1;
                    break;
                }
            }
        }
        let mut child = position.clone();
        child.play(mv);
        let bound = best.map(|value| (player, value[player]));
        let value = reference_shallow(&child, bound, depth - 1, counts);
        if best.is_none_or(|b| value[player] > b[player]) {
            best = Some(value);
        }
    }
    best.expect("a position that is not over has moves")
}

/// `Shallow`'s counts and cut-offs equal the reference's, and its value is `MaxN`'s.
fn shallow_as_referenced<G: maxn::BoundedGame<N>, const N: usize>(tree: &G, d: u32) -> Stats {
    let mut reference = [0; 4];
    let value = reference_shallow(tree, None, d, &mut reference);
    let stats = Shallow.search(tree, Limits::depth(d)).stats;
    let cutoffs = (stats.cutoffs.immediate, stats.cutoffs.shallow);
    assert_eq!([stats.nodes, stats.leaves, cutoffs.0, cutoffs.1], reference);
    assert_eq!(value, MaxN.search(tree, Limits::depth(d)).value);
    stats
}

/// Paranoid as a textbook fail-soft alpha-beta on the root player's component (the coalition
/// minimising it), children in generation order, a max node stopping once its best reaches
/// `beta` and a min node once its best falls to `alpha`, the window starting at the score
/// type's extremes. Written independently of the library's kernel (which keeps the window in a
/// value type and also handles heuristic bounds) to give the signatures below a reason beyond
/// the program's own output. Returns the value; counts `[nodes, leaves, cut-offs]`.
fn reference_paranoid<G: Game<N, Score = S>, S: maxn::Score, const N: usize>(
    position: &G,
    root: usize,
    (mut alpha, mut beta): (S, S),
    depth: u32,
    counts: &mut [u64; 3],
) -> [S; N] {
    counts[0] += 1;
    if depth == 0 || position.outcome().is_some() {
        counts[1] += 1;
        return position.outcome().unwrap_or_else(|| position.evaluate());
    }
    let mut moves = G::Moves::default();
    position.generate_moves(&mut moves);
    let maximising = position.to_move() == root;
    let mut best: Option<[S; N]> = None;
    for &mv in maxn::MoveBuffer::as_slice(&moves) {
        if let Some(value) = best
            && (maximising && value[root] >= beta || !maximising && value[root] <= alpha)
        {
            counts[2] += 1;
            break;
        }
        let mut child = position.clone();
        child.play(mv);
        let value = reference_paranoid(&child, root, (alpha, beta), depth - 1, counts);
        let better = |b: [S; N]| {
            if maximising {
                value[root] > b[root]
            } else {
                value[root] < b[root]
            }
        };
        if best.is_none_or(better) {
            best = Some(value);
        }
        if maximising && value[root] > alpha {
            alpha = value[root];
        }
        if !maximising && value[root] < beta {
            beta = value[root];
        }
    }
    best.expect("a position that is not over has moves")
}

/// `Paranoid`'s counts and cut-offs equal the reference's, and so does its value.
fn paranoid_as_referenced<G: Game<N>, const N: usize>(tree: &G, d: u32) -> Stats {
    let mut reference = [0; 3];
    let window = (
        <G::Score as maxn::Score>::LOWEST,
        <G::Score as maxn::Score>::HIGHEST,
    );
    let value = reference_paranoid(tree, tree.to_move(), window, d, &mut reference);
    let result = Paranoid.search(tree, Limits::depth(d));
    let stats = result.stats;
    assert_eq!(
        [stats.nodes, stats.leaves, stats.cutoffs.alpha_beta],
        reference
    );
    assert_eq!(result.value, value);
    stats
}

/// Bench signatures: random trees with no closed form. Both kernels' numbers are also those of
/// the independent references above (`reference_shallow`, `reference_paranoid`); a change
/// that moves them must say why.
#[test]
fn random_tree_signatures() {
    // seed 42, 3 players, b = 4, d = 6, integer maxsum 60.
    let spec = TreeSpec::new(4, 6, 42, Model::Random);
    let tree = IntTree::<3, 60>::root(&spec).unwrap();
    let shallow = shallow_as_referenced(&tree, 6);
    assert_eq!(counts(shallow), (4734, 3432));
    assert_eq!(
        (shallow.cutoffs.immediate, shallow.cutoffs.shallow),
        (3, 208)
    );
    let paranoid = paranoid_as_referenced(&tree, 6);
    assert_eq!(counts(paranoid), (1083, 766));
    assert_eq!(paranoid.cutoffs.alpha_beta, 91);

    // seed 42, 4 players, b = 5, d = 5, float scores (Korf's bound exactly: no score step).
    let spec = TreeSpec::new(5, 5, 42, Model::Random);
    let tree = FloatTree::<4>::root(&spec).unwrap();
    let shallow = shallow_as_referenced(&tree, 5);
    assert_eq!(counts(shallow), (3740, 2959));
    assert_eq!(shallow.cutoffs.shallow, 59);
    assert_eq!(counts(paranoid_as_referenced(&tree, 5)), (883, 560));

    // seed 42, 6 players, b = 3, d = 7, integer maxsum 12.
    let spec = TreeSpec::new(3, 7, 42, Model::Random);
    let tree = IntTree::<6, 12>::root(&spec).unwrap();
    assert_eq!(counts(shallow_as_referenced(&tree, 7)), (3260, 2169));
    assert_eq!(counts(paranoid_as_referenced(&tree, 7)), (230, 106));
}
