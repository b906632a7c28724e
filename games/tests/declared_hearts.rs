//! The DSL-declared 3-player Hearts (`objective = min`, written in Hearts points) is the same
//! game, seen by the searchers, as the hand-mapped `Hearts<3, TakenAndHeld>`: the same bounds,
//! moves and values at every position, and every searcher returns the same value and move on
//! both, reported back in Hearts points by `own_value`.

use maxn::{Game, Limits, MaxN, MoveBuffer, Objective, Paranoid, ParanoidBnB, Searcher, Shallow};
use maxn_games::cards::{CardGame, DeclaredHearts, Hearts, TakenAndHeld, hearts_points, perft};

type ByHand = Hearts<3, TakenAndHeld>;

/// A small LCG: the tests need variety, not quality.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn moves<G: Game<3>>(game: &G) -> Vec<G::Move> {
    let mut moves = G::Moves::default();
    game.generate_moves(&mut moves);
    moves.as_slice().to_vec()
}

/// Pairs of the same position in both games, along random play from `count` deals.
fn pairs(count: u64, max_plies: usize) -> Vec<(ByHand, DeclaredHearts)> {
    let mut rng = Lcg(7);
    (0..count)
        .map(|seed| {
            let mut by_hand = ByHand::random(seed).with_grouping(seed % 3 != 0);
            let mut declared = DeclaredHearts::random(seed).with_grouping(seed % 3 != 0);
            for _ in 0..rng.below(max_plies + 1) {
                let options = moves(&by_hand);
                assert_eq!(moves(&declared), options);
                if by_hand.outcome().is_some() {
                    break;
                }
                let card = options[rng.below(options.len())];
                by_hand.play(card);
                declared.play(card);
            }
            (by_hand, declared)
        })
        .collect()
}

#[test]
fn the_dsl_maps_the_bounds_the_same_way() {
    assert_eq!(
        <DeclaredHearts as Game<3>>::BOUNDS,
        <ByHand as Game<3>>::BOUNDS
    );
    assert_eq!(<ByHand as Game<3>>::BOUNDS.maxsum, 52);
    assert_eq!(
        <DeclaredHearts as Game<3>>::OBJECTIVE,
        Objective::Min { maxp: 26 }
    );
}

#[test]
fn every_position_has_the_same_moves_and_values() {
    for (by_hand, declared) in pairs(200, 51) {
        assert_eq!(moves(&declared), moves(&by_hand));
        assert_eq!(Game::evaluate(&declared), Game::evaluate(&by_hand));
        assert_eq!(Game::outcome(&declared), Game::outcome(&by_hand));
        assert_eq!(declared.to_move(), by_hand.to_move());
    }
    let (by_hand, declared) = (ByHand::random(1), DeclaredHearts::random(1));
    assert_eq!(perft(&declared, 7), perft(&by_hand, 7));
}

#[test]
fn every_searcher_decides_the_same() {
    for (index, (by_hand, declared)) in pairs(200, 45).iter().enumerate() {
        let depth = 1 + (index % 5) as u32;
        let limits = Limits::depth(depth);
        let expected = MaxN.search(by_hand, limits);
        for found in [
            MaxN.search(declared, limits),
            Shallow.search(declared, limits),
        ] {
            assert_eq!(
                (found.value, found.best_move),
                (expected.value, expected.best_move),
                "position {index} at depth {depth}"
            );
            assert_eq!(
                found.own_value::<DeclaredHearts>(),
                hearts_points(expected.value)
            );
        }
        let paranoid = Paranoid.search(by_hand, limits);
        let found = ParanoidBnB.search(declared, limits);
        assert_eq!(
            (found.value, found.best_move),
            (paranoid.value, paranoid.best_move),
            "paranoid with heuristic, position {index} at depth {depth}"
        );
    }
}
