//! A dynamic kernel searching a real game through [`Dynamic`] agrees with its specialised twin
//! on everything it returns (value, root move, principal line, every count, completeness): on
//! Sergeant Major, Hearts and Spades deals part-played at random, and on Chinese Checkers
//! positions from random play for 3, 4 and 6 players, with and without a node budget that
//! stops the search mid-way. The adapter runs the game's own code, so any difference would be
//! the kernels' (or the adapter's copying of tuples and bounds).

use maxn::dynamic::{
    DynAlphaBetaBranchAndBound, DynBranchAndBound, DynLastBranch, DynMaxN, DynParanoid,
    DynParanoidBnB, DynSearcher, DynShallow, DynSpeculative, Dynamic,
};
use maxn::{
    AlphaBetaBranchAndBound, BranchAndBound, Game, LastBranch, Limits, MaxN, MonotonicHeuristic,
    MoveBuffer, Paranoid, ParanoidBnB, Searcher, Shallow, Speculative,
};
use maxn_games::cards::{Hearts, SergeantMajor, Spades, TakenAndHeld, TakenPoints};
use maxn_games::chinese_checkers::{ChineseCheckers, random_positions};

/// Runs `fixed` on `game` and `dynamic` on `Dynamic(game)` and compares the whole results.
fn agree<G, F, D, const N: usize>(game: &G, limits: Limits, fixed: F, dynamic: D)
where
    G: Game<N>,
    F: Searcher<G, N>,
    D: DynSearcher<Dynamic<G, N>>,
{
    let expected = fixed.search(game, limits);
    let result = dynamic.search(&Dynamic(game.clone()), limits);
    assert_eq!(
        result,
        expected,
        "{} through `Dynamic` differs from its specialised twin on {}, {limits:?}",
        F::NAME,
        G::NAME
    );
}

/// Every searcher pair on `game`, searched to `depth` and again with a budget of a third of
/// the nodes plain max^n visits (which stops max^n, and often the pruning searchers, mid-way).
fn all_agree<G: MonotonicHeuristic<N>, const N: usize>(game: &G, depth: u32) {
    let full = Limits::depth(depth);
    let budget = MaxN.search(game, full).stats.nodes / 3 + 1;
    for limits in [full, full.with_node_limit(budget)] {
        agree(game, limits, MaxN, DynMaxN);
        agree(game, limits, Paranoid, DynParanoid);
        agree(game, limits, Shallow, DynShallow);
        agree(game, limits, LastBranch, DynLastBranch);
        agree(game, limits, Speculative, DynSpeculative);
        agree(game, limits, BranchAndBound, DynBranchAndBound);
        agree(
            game,
            limits,
            AlphaBetaBranchAndBound,
            DynAlphaBetaBranchAndBound,
        );
        agree(game, limits, ParanoidBnB, DynParanoidBnB);
    }
}

/// Deal `seed`, then `seed % 7` cards played: always the first move, a reproducible line that
/// reaches mid-trick positions as well as trick starts.
fn part_played<G: Game<N>, const N: usize>(deal: impl Fn(u64) -> G, seed: u64) -> G {
    let mut game = deal(seed);
    for _ in 0..seed % 7 {
        let mut moves = G::Moves::default();
        game.generate_moves(&mut moves);
        let Some(&first) = moves.as_slice().first() else {
            break;
        };
        game.play(first);
    }
    game
}

#[test]
fn card_games_agree() {
    for seed in 0..12 {
        all_agree(&part_played(SergeantMajor::<3>::random, seed), 9);
        all_agree(&part_played(SergeantMajor::<16>::random, seed), 6);
        all_agree(&part_played(Hearts::<3, TakenPoints>::random, seed), 5);
        all_agree(&part_played(Hearts::<4, TakenAndHeld>::random, seed), 6);
        all_agree(&part_played(Spades::<17>::random, seed), 5);
    }
}

/// Chinese Checkers has no monotonic heuristic: the searchers that need none.
fn checkers_agree<const N: usize>(seed: u64) {
    for position in random_positions::<N>(seed, 12, 200) {
        let game = position.with_top_k(std::num::NonZeroUsize::new(5));
        let full = Limits::depth(3);
        let budget = MaxN.search(&game, full).stats.nodes / 3 + 1;
        for limits in [full, full.with_node_limit(budget)] {
            agree(&game, limits, MaxN, DynMaxN);
            agree(&game, limits, Paranoid, DynParanoid);
            agree(&game, limits, Shallow, DynShallow);
            agree(&game, limits, LastBranch, DynLastBranch);
            agree(&game, limits, Speculative, DynSpeculative);
        }
    }
}

#[test]
fn chinese_checkers_agrees() {
    checkers_agree::<3>(1);
    checkers_agree::<4>(2);
    checkers_agree::<6>(3);
}

/// The adapter reports the game's shape: `N` players and the declared bounds.
#[test]
fn the_adapter_reports_players_and_bounds() {
    use maxn::dynamic::DynGame;
    let game = Dynamic(ChineseCheckers::<6>::start());
    assert_eq!(game.players(), 6);
    assert_eq!(
        game.bounds(),
        <ChineseCheckers<6> as Game<6>>::BOUNDS,
        "the declared bounds, unchanged"
    );
    assert_eq!(Dynamic(SergeantMajor::<5>::random(0)).players(), 3);
}
