//! The exactness oracle under every option a user can reach: each exact searcher, plainly,
//! deepened (`IterativeDeepening`), deepened under a node limit, and as its dynamic twin (through
//! `Dynamic`), on random, best and uniform synthetic trees, card positions (Sergeant Major,
//! Hearts, Spades) and Chinese Checkers positions.
//!
//! - Plain: value, root move and principal line equal plain `MaxN`'s (`Paranoid`'s for
//!   `ParanoidBnB`) at the same depth.
//! - Deepened: every iteration equals deepened `MaxN`'s iteration at that depth (the same
//!   ordering rule, so with ties the same tie-break; on float trees, plain `MaxN`'s too).
//! - Node-limited: the reported answer is the last completed iteration's, and that equals
//!   deepened `MaxN`'s at the depth reached (a budget is drawn below the searcher's full
//!   deepening count, so that it stops).
//! - Dynamic twin: the whole result (counts included) equals the specialised searcher's.
//!
//! The default run is light; `cargo test --release --test exactness_every_option -- --ignored`
//! runs the heavy sweep. Each run prints how many comparisons of each kind it made, and asserts
//! a floor on them.

use std::num::NonZeroUsize;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynLastBranch, DynMaxN, DynParanoidBnB,
    DynSearcher, DynShallow, DynSpeculative, Dynamic,
};
use maxn::{
    AlphaBetaBranchAndBound, BoundedGame, BranchAndBound, IterativeDeepening, LastBranch, Limits,
    MaxN, MoveBuffer, Paranoid, ParanoidBnB, PrincipalFirst, SearchResult, Searcher, Shallow,
    Speculative,
};
use maxn_games::cards::{CardGame, Hearts, SergeantMajor, Spades};
use maxn_games::chinese_checkers::random_positions;
use maxn_games::rng::mix;
use maxn_games::synthetic::{FloatTree, Int, IntTree, Model, Tree, TreeSpec, Unit};

/// Comparisons made, by option.
#[derive(Debug, Default)]
struct Counts {
    plain: u64,
    deepened: u64,
    limited: u64,
    dynamic: u64,
}

impl Counts {
    fn total(&self) -> u64 {
        self.plain + self.deepened + self.limited + self.dynamic
    }
}

/// The parts of a result the oracle compares.
type Answer<M, S, const N: usize> = ([S; N], Option<M>, Vec<M>);

fn answer<M: Clone, S: Copy, const N: usize>(r: &SearchResult<M, S, N>) -> Answer<M, S, N> {
    (r.value, r.best_move.clone(), r.principal_line.clone())
}

/// Checks `searcher` (and `twin`) against `reference` on `game` at `depth`, under every option.
fn check<G, X, R, D, const N: usize>(
    game: &G,
    depth: u32,
    searcher: X,
    reference: R,
    twin: D,
    case: &str,
    counts: &mut Counts,
) where
    G: BoundedGame<N>,
    X: Copy + Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    R: Copy + Searcher<G, N> + for<'a> Searcher<PrincipalFirst<'a, G, N>, N>,
    D: DynSearcher<Dynamic<G, N>>,
{
    let name = <X as Searcher<G, N>>::NAME;
    let limits = Limits::depth(depth);
    let case = format!("{name} on {case} at depth {depth}");

    // Plain.
    let (x, r) = (searcher, reference);
    let plain = x.search(game, limits);
    let expected = r.search(game, limits);
    assert_eq!(answer(&plain), answer(&expected), "plain {case}");
    counts.plain += 1;

    // Dynamic twin: the whole result.
    let dynamic = twin.search(&Dynamic(game.clone()), limits);
    assert!(dynamic == plain, "dynamic {case}: {dynamic:?} != {plain:?}");
    counts.dynamic += 1;

    // Deepened: every iteration.
    let deepened = IterativeDeepening(searcher).deepen(game, limits);
    let oracle = IterativeDeepening(reference).deepen(game, limits);
    assert_eq!(deepened.iterations.len(), oracle.iterations.len(), "{case}");
    for (ours, theirs) in deepened.iterations.iter().zip(&oracle.iterations) {
        assert_eq!(
            answer(&ours.result),
            answer(&theirs.result),
            "deepened {case}, iteration {}",
            ours.depth
        );
        counts.deepened += 1;
    }

    // Node-limited: a budget below the full deepening's count stops it; the answer is the
    // last completed iteration's, equal to the reference's at that depth.
    let full: u64 = deepened
        .iterations
        .iter()
        .map(|i| i.result.stats.nodes)
        .sum();
    if full < 2 {
        return;
    }
    let budget = 1 + mix(full ^ u64::from(depth)) % (full - 1);
    let limited = IterativeDeepening(searcher).deepen(game, limits.with_node_limit(budget));
    let result = limited.clone().into_result();
    assert!(result.stats.nodes <= budget, "limited {case}");
    match limited.depth_reached() {
        Some(reached) => {
            let last = oracle
                .iterations
                .iter()
                .find(|i| i.depth == reached)
                .expect("the reference ran every depth");
            assert_eq!(
                answer(&result),
                answer(&last.result),
                "limited {case}, budget {budget}, depth reached {reached}"
            );
            assert_eq!(result.complete, reached == depth, "{case}");
        }
        None => assert!(!result.complete, "{case}"),
    }
    counts.limited += 1;
}

/// Every exact searcher that needs only `maxsum`.
fn bounded<G: BoundedGame<N>, const N: usize>(
    game: &G,
    depth: u32,
    case: &str,
    counts: &mut Counts,
) {
    check(game, depth, MaxN, MaxN, DynMaxN, case, counts);
    check(game, depth, Shallow, MaxN, DynShallow, case, counts);
    check(game, depth, LastBranch, MaxN, DynLastBranch, case, counts);
    check(game, depth, Speculative, MaxN, DynSpeculative, case, counts);
}

/// Every exact searcher, the branch-and-bound ones included.
fn heuristic<G: maxn::MonotonicHeuristic<N>, const N: usize>(
    game: &G,
    depth: u32,
    case: &str,
    counts: &mut Counts,
) {
    bounded(game, depth, case, counts);
    check(
        game,
        depth,
        BranchAndBound,
        MaxN,
        DynBranchAndBound,
        case,
        counts,
    );
    check(
        game,
        depth,
        AlphaBetaBranchAndBound,
        MaxN,
        DynAlphaBetaBranchAndBound,
        case,
        counts,
    );
    check(
        game,
        depth,
        ParanoidBnB,
        Paranoid,
        DynParanoidBnB,
        case,
        counts,
    );
}

/// How much of each family a run covers.
struct Size {
    trees: u64,
    max_leaves: u64,
    deals: u64,
    card_depth: u32,
    checkers: usize,
    checkers_depth: u32,
}

const LIGHT: Size = Size {
    trees: 12,
    max_leaves: 256,
    deals: 3,
    card_depth: 4,
    checkers: 3,
    checkers_depth: 2,
};

const HEAVY: Size = Size {
    trees: 600,
    max_leaves: 4096,
    deals: 100,
    card_depth: 7,
    checkers: 60,
    checkers_depth: 3,
};

/// A tree shape from `seed`: branching 1 to 4, depth 1 to 6, at most `max_leaves` leaves.
fn shape(seed: u64, max_leaves: u64, model: Model) -> TreeSpec {
    let word = mix(seed);
    let branching = 1 + word % 4;
    let mut depth = 1 + (word >> 8) % 6;
    while depth > 1 && branching.pow(depth as u32) > max_leaves {
        depth -= 1;
    }
    TreeSpec::new(branching as usize, depth as u32, mix(word), model)
}

fn trees(size: &Size, counts: &mut Counts) {
    for seed in 0..size.trees {
        for model in [Model::Random, Model::Best, Model::Uniform] {
            let spec = shape(seed, size.max_leaves, model);
            let case = format!("{spec:?}");
            let depths = |d: u32| [d, d.div_ceil(2)];
            if let Ok(root) = IntTree::<3, 720_720>::root(&spec) {
                for depth in depths(spec.depth) {
                    heuristic(&root, depth, &format!("int 3 players {case}"), counts);
                }
            }
            if let Ok(root) = Tree::<Int<60>, 4>::root(&spec) {
                heuristic(
                    &root,
                    spec.depth,
                    &format!("int(60) 4 players {case}"),
                    counts,
                );
            }
            if let Ok(root) = FloatTree::<3>::root(&spec) {
                heuristic(
                    &root,
                    spec.depth,
                    &format!("float 3 players {case}"),
                    counts,
                );
                // No ties: deepened max^n is plain max^n at every depth.
                let deepened =
                    IterativeDeepening(BranchAndBound).deepen(&root, Limits::depth(spec.depth));
                for iteration in &deepened.iterations {
                    let plain = MaxN.search(&root, Limits::depth(iteration.depth));
                    assert_eq!(answer(&iteration.result), answer(&plain), "float {case}");
                }
            }
            if let Ok(root) = Tree::<Unit, 6>::root(&spec) {
                bounded(
                    &root,
                    spec.depth,
                    &format!("float 6 players {case}"),
                    counts,
                );
            }
        }
    }
}

/// Deal `seed` with a few cards already played (how many, from the seed).
fn card_position<G: CardGame<N>, const N: usize>(deal: impl Fn(u64) -> G, seed: u64) -> G {
    let mut game = deal(seed).with_grouping(seed.is_multiple_of(2));
    let mut word = mix(seed) | 1;
    for _ in 0..word % 12 {
        let mut moves = G::Moves::default();
        game.generate_moves(&mut moves);
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        word = mix(word);
        game.play(moves.as_slice()[(word % moves.len() as u64) as usize]);
    }
    game
}

fn cards(size: &Size, counts: &mut Counts) {
    for seed in 0..size.deals {
        let depth = 1 + (seed as u32 % size.card_depth);
        let game = card_position(SergeantMajor::<16>::random, seed);
        heuristic(&game, depth, &format!("Sergeant Major deal {seed}"), counts);
        let game = card_position(Hearts::<3>::random, seed);
        heuristic(
            &game,
            depth,
            &format!("3-player Hearts deal {seed}"),
            counts,
        );
        let game = card_position(Hearts::<4>::random, seed);
        heuristic(
            &game,
            depth,
            &format!("4-player Hearts deal {seed}"),
            counts,
        );
        let game = card_position(Spades::<17>::random, seed);
        heuristic(&game, depth, &format!("Spades deal {seed}"), counts);
    }
}

fn checkers(size: &Size, counts: &mut Counts) {
    let top = NonZeroUsize::new(3);
    for (index, position) in random_positions::<3>(7, size.checkers, 40)
        .into_iter()
        .enumerate()
    {
        let position = position.with_top_k(top);
        for depth in 1..=size.checkers_depth {
            bounded(
                &position,
                depth,
                &format!("Chinese Checkers position {index}"),
                counts,
            );
        }
    }
}

fn run(size: &Size) -> [Counts; 3] {
    let mut counts: [Counts; 3] = Default::default();
    trees(size, &mut counts[0]);
    cards(size, &mut counts[1]);
    checkers(size, &mut counts[2]);
    for (family, counts) in ["trees", "cards", "chinese checkers"].iter().zip(&counts) {
        eprintln!("{family}: {counts:?}, {} in all", counts.total());
    }
    counts
}

#[test]
fn every_exact_searcher_under_every_option_light() {
    let [trees, cards, checkers] = run(&LIGHT);
    assert!(trees.limited > 500 && cards.limited > 50 && checkers.limited > 20);
}

#[test]
#[ignore = "heavy: run with --release -- --ignored"]
fn every_exact_searcher_under_every_option_heavy() {
    let [trees, cards, checkers] = run(&HEAVY);
    assert!(trees.limited > 20_000 && cards.limited > 2_000 && checkers.limited > 500);
}
