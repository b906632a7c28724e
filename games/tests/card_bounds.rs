//! The card games' declared bounds and monotonic heuristics, checked along random play:
//! every evaluation and outcome keeps the declared bounds, the bounds are tight (attained),
//! and at every position the heuristic's bounds contain every later position's evaluation
//! and the final result, and only narrow as play goes on.

mod searcher_support;

use maxn::{BoundedGame, Game, MonotonicHeuristic, MoveBuffer};
use maxn_games::cards::full::HeartsPlay;
use maxn_games::cards::{
    CardGame, Hearts, LikelyTaker, SergeantMajor, Spades, Suit, TakenAndHeld, TakenPoints,
    TricksEstimated, TricksTaken, hearts_points,
};
use searcher_support::Lcg;

/// One random game from `game` to its end: every position with its evaluation.
fn playout<G: CardGame<N>, const N: usize>(mut game: G, rng: &mut Lcg) -> Vec<G> {
    let mut line = vec![game];
    while game.outcome().is_none() {
        let mut moves = G::Moves::default();
        game.generate_moves(&mut moves);
        assert!(
            !moves.is_empty(),
            "{}: no move in an unfinished game",
            G::NAME
        );
        game.play(moves.as_slice()[rng.below(moves.len())]);
        line.push(game);
    }
    line
}

fn sum<const N: usize>(value: [u8; N]) -> u32 {
    value.iter().map(|&s| s as u32).sum()
}

/// Checks the bounds and the heuristic along `playouts` random games; returns the largest
/// sum seen among evaluations and among outcomes, to check tightness against.
fn check<G, const N: usize>(make: impl Fn(u64) -> G, playouts: u64) -> (u32, u32)
where
    G: CardGame<N, Score = u8> + MonotonicHeuristic<N>,
{
    let bounds = G::BOUNDS;
    let mut rng = Lcg(99);
    let (mut most_evaluated, mut most_final) = (0, 0);
    for seed in 0..playouts {
        let line = playout(make(seed).with_grouping(seed % 2 == 0), &mut rng);
        let last = line.last().unwrap();
        let outcome = last.outcome().unwrap();
        assert_eq!(bounds.check(&outcome), Ok(()), "{} outcome", G::NAME);
        most_final = most_final.max(sum(outcome));
        for (i, position) in line.iter().enumerate() {
            let evaluation = position.evaluate();
            assert_eq!(bounds.check(&evaluation), Ok(()), "{} evaluation", G::NAME);
            most_evaluated = most_evaluated.max(sum(evaluation));
            let (low, up) = (position.lower_bounds(), position.upper_bounds());
            for p in 0..N {
                assert!(
                    low[p] <= up[p] && up[p] <= G::MAXP,
                    "{}: {low:?} {up:?}",
                    G::NAME
                );
            }
            for later in &line[i..] {
                let (later_low, later_up) = (later.lower_bounds(), later.upper_bounds());
                let value = later.outcome().unwrap_or_else(|| later.evaluate());
                for p in 0..N {
                    assert!(
                        low[p] <= value[p] && value[p] <= up[p],
                        "{} seed {seed}: bounds {low:?}..{up:?} at ply {i} miss {value:?}",
                        G::NAME
                    );
                    assert!(low[p] <= later_low[p] && later_up[p] <= up[p]);
                }
            }
        }
    }
    (most_evaluated, most_final)
}

#[test]
fn sergeant_major_scores_sum_to_the_tricks_searched() {
    let (evaluated, last) = check(SergeantMajor::<16>::random, 40);
    assert_eq!((evaluated, last), (16, 16));
    let (evaluated, last) = check(SergeantMajor::<16, TricksTaken>::random, 40);
    assert_eq!((evaluated, last), (16, 16));
    let (evaluated, last) = check(
        |seed| SergeantMajor::<5>::random(seed).with_trump(Some(Suit::Spades)),
        60,
    );
    assert_eq!((evaluated, last), (5, 5));
    assert_eq!(<SergeantMajor<5> as BoundedGame<3>>::MAXSUM, 5);
    assert_eq!(<SergeantMajor<5> as BoundedGame<3>>::MAXP, 5);
}

#[test]
fn spades_scores_sum_to_the_tricks_searched() {
    let (evaluated, last) = check(Spades::<17>::random, 40);
    assert_eq!((evaluated, last), (17, 17));
    let (evaluated, last) = check(Spades::<6>::random, 40);
    assert_eq!((evaluated, last), (6, 6));
    let (evaluated, last) = check(Spades::<17, TricksTaken>::random, 40);
    assert_eq!((evaluated, last), (17, 17));
}

#[test]
fn hearts_bounds_hold_in_maximisation_form() {
    // Points taken: the evaluation sums to n*26 before any point is taken, so that is the
    // tight maxsum; finished games sum to (n-1)*26.
    assert_eq!(check(Hearts::<4, TakenPoints>::random, 40), (104, 78));
    assert_eq!(check(Hearts::<3, TakenPoints>::random, 40), (78, 52));
    // Taken and held: every evaluation sums to (n-1)*26.
    assert_eq!(check(Hearts::<4, TakenAndHeld>::random, 40), (78, 78));
    assert_eq!(check(Hearts::<3, TakenAndHeld>::random, 40), (52, 52));
    // Likely takers (the default): the same constant.
    assert_eq!(check(Hearts::<4, LikelyTaker>::random, 40), (78, 78));
    assert_eq!(check(Hearts::<3>::random, 40), (52, 52));
    // The full game's trick play scores the moon: sums of 78 (52), or 26 after a moon.
    assert_eq!(check(HeartsPlay::<4>::random, 40), (78, 78));
    assert_eq!(check(HeartsPlay::<3>::random, 40), (52, 52));
}

#[test]
fn taken_and_held_sums_to_the_constant_at_every_position() {
    let mut rng = Lcg(5);
    for seed in 0..20 {
        for position in playout(Hearts::<3, TakenAndHeld>::random(seed), &mut rng) {
            assert_eq!(sum(position.evaluate()), 52);
            assert_eq!(hearts_points(position.evaluate()).iter().sum::<u8>(), 26);
        }
    }
}

#[test]
fn a_maxsum_of_52_would_be_false_for_points_taken() {
    // Why `Hearts<3>` (points taken at cut-offs) declares 78 and not the 52 of a finished
    // game: at the start no point is taken, and the mapped evaluation sums to 3 * 26.
    let game = Hearts::<3, TakenPoints>::random(0);
    assert_eq!(sum(game.evaluate()), 78);
    assert_eq!(<Hearts<3, TakenPoints> as BoundedGame<3>>::MAXSUM, 78);
    assert_eq!(<Hearts<3> as BoundedGame<3>>::MAXSUM, 52);
}

/// Plays one random game on `new` and, move for move, on `old` (the same deal under another
/// valuation): at every position `new`'s evaluation sums to exactly `maxsum` and lies within
/// `new`'s heuristic bounds; `old` and `new` finish with the same scores.
fn lockstep<A, B, const N: usize>(mut new: A, mut old: B, rng: &mut Lcg) -> usize
where
    A: CardGame<N, Score = u8> + MonotonicHeuristic<N>,
    B: CardGame<N, Score = u8, Moves = A::Moves>,
{
    let mut positions = 0;
    while new.outcome().is_none() {
        let evaluation = new.evaluate();
        let table = new.table();
        assert_eq!(
            sum(evaluation),
            A::MAXSUM as u32,
            "{} at {table:?}",
            A::NAME
        );
        let (low, high) = (new.lower_bounds(), new.upper_bounds());
        assert!((0..N).all(|p| low[p] <= evaluation[p] && evaluation[p] <= high[p]));
        let mut moves = A::Moves::default();
        new.generate_moves(&mut moves);
        let card = moves.as_slice()[rng.below(moves.len())];
        new.play(card);
        old.play(card);
        positions += 1;
    }
    assert_eq!(
        new.outcome(),
        old.outcome(),
        "{}: finished games differ",
        A::NAME
    );
    assert_eq!(new.evaluate(), old.evaluate());
    positions
}

#[test]
fn constant_sum_valuations_sum_to_maxsum_at_every_cut_off_and_finish_unchanged() {
    let mut rng = Lcg(17);
    let mut positions = 0;
    for seed in 0..150 {
        let (new, old) = (
            Spades::<17>::random(seed),
            Spades::<17, TricksTaken>::random(seed),
        );
        positions += lockstep(new, old, &mut rng);
        let (new, old) = (
            Spades::<5>::random(seed),
            Spades::<5, TricksTaken>::random(seed),
        );
        positions += lockstep(new, old, &mut rng);
        let trump = Some(Suit::from_index(seed as u8));
        let new = SergeantMajor::<16, TricksEstimated>::random(seed).with_trump(trump);
        let old = SergeantMajor::<16, TricksTaken>::random(seed).with_trump(trump);
        positions += lockstep(new, old, &mut rng);
        let (new, old) = (
            SergeantMajor::<3>::random(seed),
            SergeantMajor::<3, TricksTaken>::random(seed),
        );
        positions += lockstep(new, old, &mut rng);
        let (new, old) = (
            Hearts::<3>::random(seed),
            Hearts::<3, TakenPoints>::random(seed),
        );
        positions += lockstep(new, old, &mut rng);
        let (new, old) = (
            Hearts::<4, LikelyTaker>::random(seed),
            Hearts::<4, TakenAndHeld>::random(seed),
        );
        positions += lockstep(new, old, &mut rng);
    }
    // 150 deals of six games, every position of each (3-trick games have 9).
    assert!(
        positions > 150 * (51 + 15 + 48 + 9 + 51 + 52) - 1,
        "{positions}"
    );
}
