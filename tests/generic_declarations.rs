//! Generic structs declared with `#[multiplayer_game]`: a const-generic game (the player count
//! and the pile's size are parameters, and the bounds are expressions of them) and a
//! type-generic one (the bounds are a parameter's associated constants). Each is searched at
//! two instantiations with `MaxN` and the bound-based `Shallow` and `Speculative`, and every
//! result is compared with the same game written by hand against `Game`, whose values come
//! from its own code, not the macro's.

use std::marker::PhantomData;

use maxn::{
    BoundedGame, Bounds, Game, Limits, MaxN, MonotonicHeuristic, MoveBuffer, MoveList, Searcher,
    Shallow, Speculative, multiplayer_game,
};

/// `PLAYERS` players in turn take 1 to 3 tokens from a pile of `SIZE`; each scores the tokens
/// taken. The scores always sum to `SIZE`, so `maxsum = SIZE` (and `maxp` defaults to it).
#[multiplayer_game(players = PLAYERS, score = u8, maxsum = SIZE as u8, max_moves = 3)]
#[derive(Clone, Debug)]
struct Pile<const PLAYERS: usize, const SIZE: usize> {
    left: u8,
    #[score]
    taken: [u8; PLAYERS],
    #[turn]
    to_move: usize,
}

impl<const PLAYERS: usize, const SIZE: usize> Pile<PLAYERS, SIZE> {
    fn new() -> Self {
        Pile {
            left: SIZE as u8,
            taken: [0; PLAYERS],
            to_move: 0,
        }
    }
}

#[multiplayer_game::rules]
impl<const PLAYERS: usize, const SIZE: usize> Pile<PLAYERS, SIZE> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % PLAYERS;
    }

    fn outcome(&self) -> Option<[u8; PLAYERS]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; PLAYERS] {
        self.taken
    }
}

/// `Pile` written by hand.
#[derive(Clone, Debug)]
struct HandPile<const PLAYERS: usize, const SIZE: usize> {
    left: u8,
    taken: [u8; PLAYERS],
    to_move: usize,
}

impl<const PLAYERS: usize, const SIZE: usize> HandPile<PLAYERS, SIZE> {
    fn new() -> Self {
        HandPile {
            left: SIZE as u8,
            taken: [0; PLAYERS],
            to_move: 0,
        }
    }
}

impl<const PLAYERS: usize, const SIZE: usize> Game<PLAYERS> for HandPile<PLAYERS, SIZE> {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 3>;

    const NAME: &'static str = "HandPile";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds {
        maxp: SIZE as u8,
        maxsum: SIZE as u8,
        delta: 1,
    };

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        for take in 1..=self.left.min(3) {
            moves.push(take);
        }
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % PLAYERS;
    }

    fn outcome(&self) -> Option<[u8; PLAYERS]> {
        (self.left == 0).then_some(self.taken)
    }

    fn evaluate(&self) -> [u8; PLAYERS] {
        self.taken
    }
}

/// How the `Scored` game values a take: the type parameter the bounds come from.
trait Valuation: Clone + std::fmt::Debug {
    /// The most the points of one game can sum to.
    const MAXSUM: u8;
    /// The points for taking `take` tokens.
    fn points(take: u8) -> u8;
}

/// A token a point: the pile's 6 tokens give 6 points in all.
#[derive(Clone, Debug)]
struct Linear;

impl Valuation for Linear {
    const MAXSUM: u8 = 6;
    fn points(take: u8) -> u8 {
        take
    }
}

/// A take of `t` tokens scores `t * t`: two takes of 3 give the most, 18.
#[derive(Clone, Debug)]
struct Squares;

impl Valuation for Squares {
    const MAXSUM: u8 = 18;
    fn points(take: u8) -> u8 {
        take * take
    }
}

/// Three players take 1 to 3 tokens from a pile of 6, scoring `V::points` for each take.
#[multiplayer_game(players = 3, score = u8, maxsum = V::MAXSUM, max_moves = 3)]
#[derive(Clone, Debug)]
struct Scored<V: Valuation> {
    left: u8,
    points: [u8; 3],
    #[turn]
    to_move: usize,
    valuation: PhantomData<V>,
}

#[multiplayer_game::rules]
impl<V: Valuation> Scored<V> {
    #[moves]
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.points[self.to_move] += V::points(take);
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.points
    }
}

/// `Scored` written by hand.
#[derive(Clone, Debug)]
struct HandScored<V: Valuation> {
    left: u8,
    points: [u8; 3],
    to_move: usize,
    valuation: PhantomData<V>,
}

impl<V: Valuation> Game<3> for HandScored<V> {
    type Score = u8;
    type Move = u8;
    type Moves = MoveList<u8, 3>;

    const NAME: &'static str = "HandScored";
    type Bounds = Bounds<u8>;
    const BOUNDS: Bounds<u8> = Bounds {
        maxp: V::MAXSUM,
        maxsum: V::MAXSUM,
        delta: 1,
    };

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn generate_moves(&self, moves: &mut Self::Moves) {
        for take in 1..=self.left.min(3) {
            moves.push(take);
        }
    }

    fn play(&mut self, take: u8) {
        self.left -= take;
        self.points[self.to_move] += V::points(take);
        self.to_move = (self.to_move + 1) % 3;
    }

    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.points)
    }

    fn evaluate(&self) -> [u8; 3] {
        self.points
    }
}

/// Searches `declared` and `by_hand` to the end (depth `depth` reaches every leaf) with
/// `MaxN`, `Shallow` and `Speculative`, and at every shallower depth, and checks that each
/// searcher finds on the declared game what `MaxN` finds on the hand-written one.
fn same_results<D, H, const N: usize>(declared: &D, by_hand: &H, depth: u32)
where
    D: BoundedGame<N, Score = u8, Move = u8>,
    H: BoundedGame<N, Score = u8, Move = u8>,
{
    for depth in 1..=depth {
        let limits = Limits::depth(depth);
        let expected = MaxN.search(by_hand, limits);
        for (searcher, result) in [
            ("MaxN", MaxN.search(declared, limits)),
            ("Shallow", Shallow.search(declared, limits)),
            ("Speculative", Speculative.search(declared, limits)),
        ] {
            assert_eq!(
                (result.value, result.best_move),
                (expected.value, expected.best_move),
                "{searcher} on `{}` at depth {depth}",
                D::NAME
            );
            assert!(result.complete);
        }
    }
}

#[test]
fn a_const_generic_game_is_declared_for_each_instantiation() {
    assert_eq!(
        <Pile<3, 5> as Game<3>>::BOUNDS,
        Bounds {
            maxp: 5,
            maxsum: 5,
            delta: 1
        }
    );
    assert_eq!(<Pile<4, 7> as Game<4>>::BOUNDS.maxsum, 7);
    assert_eq!(<Pile<4, 7> as Game<4>>::NAME, "Pile");
    // The `#[score]` field is the lower bound, `[u8; PLAYERS]` for each instantiation.
    let mut pile = Pile::<4, 7>::new();
    pile.play(3);
    assert_eq!(pile.lower_bounds(), [3, 0, 0, 0]);

    same_results(&Pile::<3, 5>::new(), &HandPile::<3, 5>::new(), 5);
    same_results(&Pile::<4, 7>::new(), &HandPile::<4, 7>::new(), 7);
    // Whole games: every token is taken, so the scores sum to the pile's size.
    let value = MaxN.search(&Pile::<4, 7>::new(), Limits::depth(7)).value;
    assert_eq!(value.iter().sum::<u8>(), 7);
}

#[test]
fn a_type_generic_game_takes_its_bounds_from_the_parameter() {
    assert_eq!(<Scored<Linear> as Game<3>>::BOUNDS.maxsum, 6);
    assert_eq!(
        <Scored<Squares> as Game<3>>::BOUNDS,
        Bounds {
            maxp: 18,
            maxsum: 18,
            delta: 1
        }
    );
    fn scored<V: Valuation>() -> (Scored<V>, HandScored<V>) {
        let declared = Scored {
            left: 6,
            points: [0; 3],
            to_move: 0,
            valuation: PhantomData,
        };
        let by_hand = HandScored {
            left: 6,
            points: [0; 3],
            to_move: 0,
            valuation: PhantomData,
        };
        (declared, by_hand)
    }
    let (declared, by_hand) = scored::<Linear>();
    same_results(&declared, &by_hand, 6);
    let (declared, by_hand) = scored::<Squares>();
    same_results(&declared, &by_hand, 6);
    // The valuations differ, so the searches are not one search twice.
    let linear = MaxN.search(&scored::<Linear>().0, Limits::depth(6)).value;
    let squares = MaxN.search(&scored::<Squares>().0, Limits::depth(6)).value;
    assert_eq!(linear.iter().sum::<u8>(), 6);
    assert_ne!(linear, squares);
}
