//! `Stats::horizon_leaves`: the leaves a search scored with `evaluate` because the depth limit
//! came before the end of the game. Counted alike by every kernel and its dynamic twin; when a
//! finished search counted none, searching deeper changes nothing; a position without moves is
//! no horizon.

mod support;

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynLastBranch, DynMaxN, DynParanoid,
    DynParanoidBnB, DynSearcher, DynShallow, DynSpeculative,
};
use maxn::{
    AlphaBetaBranchAndBound, Bounds, BranchAndBound, Game, IterativeDeepening, LastBranch, Limits,
    MaxN, MoveBuffer, MoveList, Paranoid, ParanoidBnB, SearchResult, Searcher, Shallow,
    Speculative, Stats,
};
use support::points::Points;

/// Games end at different depths, up to `LENGTH` plies; some positions have no moves.
type P = Points<3, 30, 20>;
const LENGTH: u32 = 7;

/// Searches `game` to `depth` with a specialised searcher and its dynamic twin, checks that
/// the twins count alike and that, if no leaf was a horizon leaf, a deeper search returns the
/// same; returns the stats.
fn check<F, D>(fixed: F, dynamic: D, game: &P, depth: u32, case: &str) -> Stats
where
    F: Searcher<P, 3>,
    D: DynSearcher<P>,
{
    let result = fixed.search(game, Limits::depth(depth));
    let stats = result.stats;
    assert_eq!(
        stats,
        dynamic.search(game, Limits::depth(depth)).stats,
        "{} and its twin, {case}",
        F::NAME
    );
    assert!(stats.horizon_leaves <= stats.leaves);
    if stats.horizon_leaves == 0 {
        let deeper = fixed.search(game, Limits::depth(depth + 3));
        assert_eq!(answer(&deeper), answer(&result), "{} {case}", F::NAME);
        // No depth at all: u32::MAX plies, which must neither overflow nor allocate by it.
        let unlimited = fixed.search(game, Limits::unlimited());
        assert_eq!(answer(&unlimited), answer(&result), "{} {case}", F::NAME);
        let unlimited_twin = dynamic.search(game, Limits::unlimited());
        assert_eq!(
            (unlimited_twin.best_move, unlimited_twin.stats),
            (result.best_move, result.stats),
            "{} twin {case}",
            F::NAME
        );
    }
    stats
}

fn answer(result: &SearchResult<u8, u32, 3>) -> (Option<u8>, [u32; 3], Stats, bool) {
    (
        result.best_move,
        result.value,
        result.stats,
        result.complete,
    )
}

/// Counts, as plain max^n must, the positions at ply `depth` that are not over.
fn horizon_reference(position: &P, depth: u32) -> u64 {
    if position.outcome().is_some() {
        return 0;
    }
    if depth == 0 {
        return 1;
    }
    let mut moves = <P as Game<3>>::Moves::default();
    position.generate_moves(&mut moves);
    moves
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play(mv);
            horizon_reference(&child, depth - 1)
        })
        .sum()
}

#[test]
fn every_kernel_and_its_twin_count_horizon_leaves_and_none_means_deeper_changes_nothing() {
    let mut cut_off = 0;
    let mut finished_early = 0;
    for seed in 0..60 {
        let game = P::new(seed, 3, LENGTH);
        for depth in 0..=LENGTH + 1 {
            let case = format!("seed {seed}, depth {depth}");
            let plain = check(MaxN, DynMaxN, &game, depth, &case);
            assert_eq!(
                plain.horizon_leaves,
                horizon_reference(&game, depth),
                "{case}"
            );
            if depth >= LENGTH {
                assert_eq!(plain.horizon_leaves, 0, "{case}");
            }
            cut_off += u64::from(plain.horizon_leaves > 0);
            finished_early += u64::from(plain.horizon_leaves == 0 && depth < LENGTH);
            let pruned = [
                check(Shallow, DynShallow, &game, depth, &case),
                check(Speculative, DynSpeculative, &game, depth, &case),
                check(LastBranch, DynLastBranch, &game, depth, &case),
                check(Paranoid, DynParanoid, &game, depth, &case),
                check(ParanoidBnB, DynParanoidBnB, &game, depth, &case),
                check(BranchAndBound, DynBranchAndBound, &game, depth, &case),
                check(
                    AlphaBetaBranchAndBound,
                    DynAlphaBetaBranchAndBound,
                    &game,
                    depth,
                    &case,
                ),
            ];
            for stats in pruned {
                // Every position a pruning search visits is in max^n's tree, perhaps twice
                // (re-expansions), so the counts need not be ordered; but when every position at
                // the limit is over, it can meet no horizon.
                if plain.horizon_leaves == 0 {
                    assert_eq!(stats.horizon_leaves, 0, "{case}");
                }
            }
        }
    }
    // Both cases occur, so both branches above were exercised.
    assert!(
        cut_off > 100 && finished_early > 5,
        "{cut_off} {finished_early}"
    );
}

/// Players take 1 or 2 of `left` tokens in turn; with one token left the player to move is
/// stuck: no move, and the game is not over (its outcome is `None`).
#[derive(Clone, Debug)]
struct Stuck {
    left: u8,
    taken: [u8; 3],
    to_move: usize,
}

impl Game<3> for Stuck {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 2>;
    const NAME: &'static str = "Stuck";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds::constant_sum(10, 1);

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.left >= 2 {
            moves.extend([1, 2]);
        }
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; 3] {
        let mut value = self.taken;
        value[self.to_move] += self.left;
        value
    }
}

#[test]
fn a_position_without_moves_is_no_horizon() {
    let start = Stuck {
        left: 10,
        taken: [0; 3],
        to_move: 0,
    };
    // At most 10 plies: every line ends, taken to 0 or stuck at 1, by then.
    let deep = MaxN.search(&start, Limits::depth(10)).stats;
    assert!(deep.leaves > 0);
    assert_eq!(deep.horizon_leaves, 0);
    let shallow = MaxN.search(&start, Limits::depth(3)).stats;
    assert_eq!(shallow.horizon_leaves, 8, "2^3 lines, none ends in 3 plies");
}

#[test]
fn unlimited_iterative_deepening_stops_once_an_iteration_reaches_every_end() {
    for seed in 0..20 {
        let game = P::new(seed, 3, LENGTH);
        let exact = MaxN.search(&game, Limits::unlimited());
        assert_eq!(exact.stats.horizon_leaves, 0, "seed {seed}");
        for limits in [Limits::unlimited(), Limits::depth(LENGTH + 5)] {
            let deepening = IterativeDeepening(MaxN).deepen(&game, limits);
            let last = deepening.iterations.last().expect("depth 1 always runs");
            // Games end by LENGTH plies; the first iteration that sees every end is the last.
            assert!(last.depth <= LENGTH, "seed {seed}: {}", last.depth);
            assert_eq!(last.result.stats.horizon_leaves, 0, "seed {seed}");
            assert!(
                deepening.iterations[..deepening.iterations.len() - 1]
                    .iter()
                    .all(|i| i.result.stats.horizon_leaves > 0),
                "seed {seed}"
            );
            assert!(deepening.complete(), "seed {seed}");
            let result = deepening.into_result();
            assert_eq!(result.value, exact.value, "seed {seed}");
            assert_eq!(result.best_move, exact.best_move, "seed {seed}");
        }
    }
}
