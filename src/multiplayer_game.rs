//! The `#[multiplayer_game]` DSL: declare a game on the struct that holds its position, write
//! its rules in one `impl` block, and get a [`Game`](crate::Game) whose declared bounds were
//! checked before the program ran.
//!
//! # A game in the DSL
//!
//! A pile of tokens; three players take one, two or three in turn and keep what they take.
//! Every score is at least 0 and they sum to the pile, so the game declares `maxsum` and the
//! pruning searchers accept it.
//!
//! ```
//! use maxn::{Limits, MaxN, Searcher, Shallow, multiplayer_game};
//!
//! #[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
//! #[derive(Clone, Debug)]
//! struct Tokens {
//!     left: u8,
//!     #[turn]
//!     to_move: u8,
//!     #[score] // tokens taken are never lost: a monotonic heuristic
//!     taken: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl Tokens {
//!     /// Take three, two or one tokens (declaration order is search order).
//!     #[moves]
//!     fn take(&self) -> impl Iterator<Item = u8> {
//!         (1..=self.left.min(3)).rev()
//!     }
//!
//!     fn play(&mut self, take: u8) {
//!         self.left -= take;
//!         self.taken[usize::from(self.to_move)] += take;
//!         self.to_move = (self.to_move + 1) % 3;
//!     }
//!
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.left == 0).then_some(self.taken)
//!     }
//!
//!     fn evaluate(&self) -> [u8; 3] {
//!         self.taken
//!     }
//! }
//!
//! let start = Tokens { left: 10, to_move: 0, taken: [0; 3] };
//! let result = MaxN.search(&start, Limits::depth(10));
//! assert!(result.complete);
//! assert_eq!(result.value.iter().map(|&s| u32::from(s)).sum::<u32>(), 10);
//!
//! // Declared bounds make it a `BoundedGame`: the pruning searchers accept it and return
//! // exactly MaxN's value and move.
//! let pruned = Shallow.search(&start, Limits::depth(10));
//! assert_eq!((pruned.value, pruned.best_move), (result.value, result.best_move));
//! assert!(pruned.stats.nodes <= result.stats.nodes);
//! ```
//!
//! # The declaration: `#[multiplayer_game(...)]` on the struct
//!
//! | key | value | |
//! |---|---|---|
//! | `players` | 2 and up | required; the `N` of `Game<N>` |
//! | `score` | `u8`, `i32`, ..., `f32` / `f64`, or `OrderedFloat<f32>` / `OrderedFloat<f64>` (a NaN score is then an error naming the game and the player) | required |
//! | `maxsum` | the largest sum of the players' scores | absent: a game without bounds, which only `MaxN` and `Paranoid` search |
//! | `maxp` | the largest score of one player | default `maxsum`; `maxp <= maxsum <= players * maxp` |
//! | `delta` | the score step | default 1 for integers (must be positive), 0 (continuous) for floats |
//! | `objective` | `max` or `min` | default `max`; see [below](#minimisation-games) |
//! | `minsum` | the least sum of the players' scores | `objective = min` only |
//! | `max_moves` | the most moves a position can have | required; the capacity of the move list |
//! | `name` | a string, or a constant `&'static str` expression (`Self::VARIANT.name`, for a name that depends on a parameter) | default: the struct's name; used in every message (the macro's own compile-time messages then use the struct's name) |
//! | `crate` | a path to `maxn` | default `::maxn`, for use under another name |
//!
//! Numbers are literals, paths to constants (`maxsum = rules::MAXSUM`) or constant
//! expressions (`maxsum = SIZE as u8 * 2`, in the score type). Every score is at least 0: a
//! game whose scores can be negative shifts them first.
//!
//! Fields: `#[turn]` marks the field holding the index of the player to move (any primitive
//! integer type; it becomes [`Game::to_move`](crate::Game::to_move)), unless the rules block
//! computes it with `fn to_move` (see [below](#the-rules-multiplayer_gamerules-on-an-impl-block);
//! one of the two, not both). `#[score]`, optional,
//! marks a `[Score; N]` field of points already won and never lost; it becomes the
//! [`MonotonicHeuristic`](crate::MonotonicHeuristic) the branch-and-bound searchers use
//! (lower bound: the points taken; upper bound: `maxsum` minus the others' points, at most
//! `maxp`), so it needs bounds.
//!
//! # The rules: `#[multiplayer_game::rules]` on an `impl` block
//!
//! * One or more **move generators**, each marked `#[moves]` and listing one kind of move
//!   (a card play, a step, a hop chain...). A generator takes `&self` and either returns its
//!   moves, `-> impl Iterator<Item = M>` (or any `IntoIterator`: an `Option<M>`, an array),
//!   or, when it recurses, hands them to a sink: `fn hops(&self, push: &mut impl FnMut(M))`.
//!   The **only** generator of a game may also write straight to the move list,
//!   `fn cards(&self, moves: &mut impl MoveBuffer<Move = M>)`, which lets code written
//!   against [`MoveBuffer`](crate::MoveBuffer) before the game was declared (a shared
//!   card-move generator, say) serve unchanged; with several generators each move is wrapped
//!   in its variant, which a move list of one kind cannot do, so that form is refused there.
//!   The game's generator calls every generator **in declaration order, which is search
//!   order**: put the moves most likely to be best first, since the pruning searchers cut
//!   more after a good first move.
//! * `fn play(&mut self, mv: Move)`, `fn outcome(&self) -> Option<[Score; N]>` (the value
//!   once the game is over, `None` while it goes on) and `fn evaluate(&self) -> [Score; N]`
//!   (the static evaluation at the depth limit). Value tuples are in the game's own scores.
//! * `fn to_move(&self) -> usize`, optional: the player to move, for a game whose turn is
//!   computed (a card table knows who plays next) rather than held in a `#[turn]` field. A
//!   game says it one way: a `#[turn]` field with a `to_move` too is a compile error, and so
//!   is neither.
//! * Anything else (helpers, constructors) as in any `impl` block.
//!
//! The functions stay the block's own methods, with the signatures written: `game.evaluate()`
//! calls the rules' `evaluate`, in the game's own scores, while the searchers call
//! [`Game::evaluate`](crate::Game::evaluate) (`Game::evaluate(&game)`), which for a
//! minimisation game returns the maximisation form.
//!
//! The **move type** is the item type of the only generator, or, with several, a generated
//! `enum` named after the game (`TokensMove`; `move_type = Name` renames it, with a
//! visibility if wanted: `move_type = pub(crate) Step`). It has one variant per generator, in
//! declaration order, named after the generator in `UpperCamelCase` and documented by its doc
//! comment; a generator of `()` gives a unit variant. It derives `Clone`, `Copy`, `Debug`
//! and `PartialEq`.
//!
//! ```
//! use maxn::{Game, MoveBuffer, MoveList, multiplayer_game};
//!
//! #[multiplayer_game(players = 2, score = u8, maxsum = 1, max_moves = 4)]
//! #[derive(Clone, Debug)]
//! struct Race {
//!     at: [u8; 2],
//!     #[turn]
//!     to_move: usize,
//! }
//!
//! #[multiplayer_game::rules]
//! impl Race {
//!     /// A step of one or two squares.
//!     #[moves]
//!     fn step(&self) -> [u8; 2] {
//!         [2, 1]
//!     }
//!
//!     /// Stay put.
//!     #[moves]
//!     fn pass(&self) -> Option<()> {
//!         Some(())
//!     }
//!
//!     fn play(&mut self, mv: RaceMove) {
//!         if let RaceMove::Step(squares) = mv {
//!             self.at[self.to_move] += squares;
//!         }
//!         self.to_move = 1 - self.to_move;
//!     }
//!
//!     fn outcome(&self) -> Option<[u8; 2]> {
//!         match self.at {
//!             [a, _] if a >= 5 => Some([1, 0]),
//!             [_, b] if b >= 5 => Some([0, 1]),
//!             _ => None,
//!         }
//!     }
//!
//!     fn evaluate(&self) -> [u8; 2] {
//!         [0, 0]
//!     }
//! }
//!
//! let mut moves = MoveList::<RaceMove, 4>::default();
//! Race { at: [0, 0], to_move: 0 }.generate_moves(&mut moves);
//! assert_eq!(moves.as_slice(), &[RaceMove::Step(2), RaceMove::Step(1), RaceMove::Pass]);
//! ```
//!
//! # Turns the rules compute, generators written against `MoveBuffer`
//!
//! A card game's table knows who plays next (the winner of the last trick leads), and its
//! move generator may already exist, shared by several games, writing into any
//! [`MoveBuffer`](crate::MoveBuffer). The rules block then says who moves with `fn to_move`
//! (the struct has no `#[turn]` field) and hands the game's move list to its one generator.
//! Sergeant Major, Hearts and Spades in `maxn-games` are declared this way.
//!
//! ```
//! use maxn::{Game, Limits, MaxN, MoveBuffer, MoveList, Searcher, multiplayer_game};
//!
//! /// Every card written to `moves`, highest first: shared by several games.
//! fn cards_high_to_low(hand: u8, moves: &mut impl MoveBuffer<Move = u8>) {
//!     (0..8).rev().filter(|card| hand & (1 << card) != 0).for_each(|card| moves.push(card));
//! }
//!
//! /// Three players play one card each from eight; the highest card takes the trick and leads.
//! #[multiplayer_game(players = 3, score = u8, maxsum = 2, max_moves = 8)]
//! #[derive(Clone, Debug)]
//! struct Tricks {
//!     hands: [u8; 3],
//!     trick: Vec<(usize, u8)>,
//!     leader: usize,
//!     #[score]
//!     taken: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl Tricks {
//!     fn to_move(&self) -> usize {
//!         (self.leader + self.trick.len()) % 3
//!     }
//!
//!     #[moves]
//!     fn cards(&self, moves: &mut impl MoveBuffer<Move = u8>) {
//!         cards_high_to_low(self.hands[self.to_move()], moves);
//!     }
//!
//!     fn play(&mut self, card: u8) {
//!         let seat = self.to_move();
//!         self.hands[seat] &= !(1 << card);
//!         self.trick.push((seat, card));
//!         if self.trick.len() == 3 {
//!             let (winner, _) = *self.trick.iter().max_by_key(|(_, card)| *card).unwrap();
//!             self.taken[winner] += 1;
//!             self.leader = winner;
//!             self.trick.clear();
//!         }
//!     }
//!
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.taken.iter().sum::<u8>() == 2).then_some(self.taken)
//!     }
//!
//!     fn evaluate(&self) -> [u8; 3] {
//!         self.taken
//!     }
//! }
//!
//! let hands = [0b1000_0011, 0b0110_0100, 0b0001_1000]; // N: 7 1 0, E: 6 5 2, S: 4 3
//! let start = Tricks { hands, trick: vec![], leader: 0, taken: [0; 3] };
//! let mut moves = MoveList::<u8, 8>::default();
//! start.generate_moves(&mut moves);
//! assert_eq!(moves.as_slice(), &[7, 1, 0]); // the leader's cards, highest first
//! let result = MaxN.search(&start, Limits::depth(6));
//! assert_eq!(result.value.iter().sum::<u8>(), 2);
//! ```
//!
//! # What is generated
//!
//! `impl Game<N>` with `Score`, `Move`, `Moves = MoveList<Move, max_moves>`, `NAME`, and the
//! bounds: `type Bounds = Bounds<Score>` and their value in `BOUNDS` when the game declares a
//! `maxsum` (or, for `objective = min`, a `minsum`), which makes it a `BoundedGame` (what
//! `Shallow` and the rest of the pruning family require; nothing else declares it), else
//! `type Bounds = NoBounds`; `impl MonotonicHeuristic<N>` from a `#[score]` field;
//! the move enum. The generated code names the library only through absolute paths, so it
//! needs no imports, and it is plain forwarding that the compiler inlines: the
//! `macro_overhead` bench compares a declared game with the same game written by hand.
//!
//! # Checks
//!
//! Each with a message that names the game and the values, at the token it is about, and all
//! of one declaration's errors at once: `players >= 2`; `maxp <= maxsum <= players * maxp`;
//! `delta > 0` for integer scores; no negative bound; `max_moves >= 1`; one score per player
//! in the `#[score]` field and in what `outcome` and `evaluate` return; a `#[score]` field only
//! with bounds; `maxp` for `objective = min`, `maxsum` only for maximisation games and `minsum`
//! only for minimisation games; unknown and duplicate keys; values of the wrong kind. A
//! condition on constants the macro cannot read is emitted as a `const` item at the call site,
//! so `cargo check` reports it too, with the constants' values (for values that name a generic
//! parameter, see [generic games](#generic-games)):
//!
//! ```text
//! error[E0080]: evaluation panicked: `Hearts`: maxp (27) exceeds maxsum (26)
//! ```
//!
//! What only running can show is checked at run time: in debug builds (and with the
//! `check-bounds` feature) every evaluated tuple is checked against the declared bounds, and a
//! game that breaks them panics with its name, the tuple and the bound; a generator that
//! produces more than `max_moves` moves panics with the game's name and the capacity.
//!
//! # Generic games
//!
//! The struct may have const and type parameters, with bounds and `where` clauses; every
//! generated impl carries them (`impl<const SIZE: usize> Game<3> for Pile<SIZE>`), and the
//! rules block is written for the same parameters (`impl<const SIZE: usize> Pile<SIZE>`). The
//! numbers may name them: `maxsum = SIZE as u8`, `maxp = V::MAXP`, `players = N`.
//!
//! ```
//! use maxn::{Bounds, Game, Limits, MaxN, Searcher, Shallow, multiplayer_game};
//!
//! /// A pile of `SIZE` tokens, three players, each keeping what they take.
//! #[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, max_moves = 3)]
//! #[derive(Clone, Debug)]
//! struct Pile<const SIZE: usize> {
//!     left: u8,
//!     #[turn]
//!     to_move: usize,
//!     #[score]
//!     taken: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl<const SIZE: usize> Pile<SIZE> {
//!     #[moves]
//!     fn take(&self) -> impl Iterator<Item = u8> {
//!         1..=self.left.min(3)
//!     }
//!
//!     fn play(&mut self, take: u8) {
//!         self.left -= take;
//!         self.taken[self.to_move] += take;
//!         self.to_move = (self.to_move + 1) % 3;
//!     }
//!
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.left == 0).then_some(self.taken)
//!     }
//!
//!     fn evaluate(&self) -> [u8; 3] {
//!         self.taken
//!     }
//! }
//!
//! assert_eq!(Pile::<8>::BOUNDS, Bounds { maxp: 8, maxsum: 8, delta: 1 });
//! let start = Pile::<8> { left: 8, to_move: 0, taken: [0; 3] };
//! let result = Shallow.search(&start, Limits::depth(8));
//! assert_eq!(result.value, MaxN.search(&start, Limits::depth(8)).value);
//! ```
//!
//! **Checks on generic values run per instantiation.** A check whose values do not name a
//! parameter is made as for any struct: at the literal by the macro, or in a `const` item at
//! the constant, under `cargo check`. One that names a parameter (`maxp <= maxsum` with
//! `maxsum = SIZE as u8`) has no value until the struct is instantiated: it is an associated
//! constant that the compiler evaluates for each instantiation whose `BOUNDS` or
//! `generate_moves` is used, so it fails at `cargo build` (a search, a call), and at
//! `cargo check` only where a `const` item reads that instantiation's `BOUNDS`. Its message
//! shows the values as written, not their numbers, and the compiler names the instantiation:
//!
//! ```text
//! error[E0080]: evaluation panicked: `Pile`: maxp (2) exceeds maxsum (SIZE as u8) for an instantiation of `Pile`, which the compiler names below
//!    |     #[multiplayer_game(players = 3, score = u8, maxsum = SIZE as u8, maxp = 2, max_moves = 3)]
//!    |                                                                            ^ evaluation of `_::<impl Pile<1>>::__MAXN_CHECKS` failed here
//! note: the above error was encountered while instantiating `fn _::<impl Game<3> for Pile<1>>::generate_moves`
//! ```
//!
//! Other limits: `players` and `max_moves` are const arguments of the generated impls, where
//! Rust accepts a parameter alone (`players = N`) but no expression of one (`SIZE + 1`); a
//! generic rules block writes its value tuples as `[Score; N]` (or a tuple type), since the
//! `Rules` impl is written for that length; a generated move enum (several generators) cannot
//! hold a type that names a parameter; and since `Game` requires `Clone`, a
//! `#[derive(Clone)]` on `Scored<V>`, which implements `Clone` only for `V: Clone`, asks
//! `V: Clone` of the parameter (`trait Valuation: Clone`).
//!
//! # Minimisation games
//!
//! With `objective = min`, players minimise their own scores (Hearts points) and the game
//! declares, in those scores, `maxp` (required: the most one player can end with) and
//! optionally `minsum` (the least total; absent, the game has no bounds). The rules are
//! written in the game's own scores; the searchers see the maximisation form of Sturtevant
//! and Korf (2000, Table 1): every score `s` becomes `maxp - s`, and
//! `maxsum' = players * maxp - minsum`. [`SearchResult::own_value`](crate::SearchResult::own_value)
//! (or [`Game::OBJECTIVE`](crate::Game::OBJECTIVE)`.own_scores`) maps a result back.
//!
//! ```
//! use maxn::{Bounds, Game, Limits, MaxN, Searcher, multiplayer_game};
//!
//! /// Three players take one or two penalty points in turn until six are taken.
//! #[multiplayer_game(players = 3, score = u8, objective = min, maxp = 6, minsum = 6, max_moves = 2)]
//! #[derive(Clone, Debug)]
//! struct Penalties {
//!     left: u8,
//!     #[turn]
//!     to_move: usize,
//!     #[score]
//!     points: [u8; 3],
//! }
//!
//! #[multiplayer_game::rules]
//! impl Penalties {
//!     #[moves]
//!     fn take(&self) -> impl Iterator<Item = u8> {
//!         1..=self.left.min(2)
//!     }
//!
//!     fn play(&mut self, take: u8) {
//!         self.left -= take;
//!         self.points[self.to_move] += take;
//!         self.to_move = (self.to_move + 1) % 3;
//!     }
//!
//!     fn outcome(&self) -> Option<[u8; 3]> {
//!         (self.left == 0).then_some(self.points)
//!     }
//!
//!     fn evaluate(&self) -> [u8; 3] {
//!         let mut points = self.points;
//!         points[self.to_move] += self.left; // the player to move is charged the rest
//!         points
//!     }
//! }
//!
//! // 3 players, maxp 6, minsum 6: maxsum' = 3 * 6 - 6 = 12.
//! assert_eq!(Penalties::BOUNDS, Bounds { maxp: 6, maxsum: 12, delta: 1 });
//! let result = MaxN.search(&Penalties { left: 6, to_move: 0, points: [0; 3] }, Limits::depth(6));
//! let points = result.own_value::<Penalties>(); // Penalty points, as the rules count them
//! assert_eq!(points.iter().sum::<u8>(), 6);
//! assert_eq!(result.value, points.map(|p| 6 - p)); // what the searcher saw
//! ```

pub use maxn_macros::rules;

#[cfg(test)]
mod tests {
    use crate::{Game, multiplayer_game};

    // The generated code names `::maxn`: inside the crate, `extern crate self as maxn`.
    #[multiplayer_game(players = 2, score = u8, maxsum = 1, max_moves = 1)]
    #[derive(Clone, Debug)]
    struct Coin {
        #[turn]
        to_move: u8,
    }

    #[multiplayer_game::rules]
    impl Coin {
        #[moves]
        fn flip(&self) -> [(); 1] {
            [()]
        }

        fn play(&mut self, (): ()) {
            self.to_move = 1 - self.to_move;
        }

        fn outcome(&self) -> Option<[u8; 2]> {
            Some([1, 0])
        }

        fn evaluate(&self) -> [u8; 2] {
            [0, 1]
        }
    }

    #[test]
    fn the_crate_uses_its_own_macro() {
        assert_eq!(<Coin as Game<2>>::NAME, "Coin");
        assert_eq!(Game::outcome(&Coin { to_move: 0 }), Some([1, 0]));
    }
}
