//! Forwarding for game adaptors: the items of `impl Game` and the `MonotonicHeuristic` impl
//! that an adaptor (a reordering, a restriction, a decision rule) takes unchanged from the game
//! it wraps, written once here instead of in every adaptor.

/// Items of an adaptor's `impl Game<N>`, each the wrapped game's own: the adaptor's `impl`
/// names the wrapped game's type (`G`, bound by `Game<N>`) and the field that holds it (`0` or
/// a name), then the groups of items it takes unchanged:
///
/// - `name`: `NAME` and `MAX_MOVES_KEY`;
/// - `moves`: `type Move` and `type Moves`;
/// - `scores`: `type Score`, the bounds (`type Bounds`, `BOUNDS`) and `OBJECTIVE`: for an
///   adaptor that keeps the game's values (a decision rule that changes them declares its own);
/// - `to_move`, `generate_moves`, `play`, `outcome`, `evaluate`: the method of that name.
///
/// ```ignore
/// impl<G: Game<N>, const N: usize> Game<N> for Wrapper<G> {
///     forward_game_items!(G, 0: name moves scores to_move play outcome evaluate);
///     fn generate_moves(&self, moves: &mut G::Moves) { /* the adaptor's own */ }
/// }
/// ```
macro_rules! forward_game_items {
    ($G:ident, $field:tt: $($group:ident)*) => {
        $($crate::forward::forward_game_items!(@ $G, $field, $group);)*
    };
    (@ $G:ident, $field:tt, name) => {
        const NAME: &'static str = $G::NAME;
        const MAX_MOVES_KEY: bool = $G::MAX_MOVES_KEY;
    };
    (@ $G:ident, $field:tt, moves) => {
        type Move = $G::Move;
        type Moves = $G::Moves;
    };
    (@ $G:ident, $field:tt, scores) => {
        type Score = $G::Score;
        type Bounds = $G::Bounds;
        const BOUNDS: $G::Bounds = $G::BOUNDS;
        const OBJECTIVE: $crate::Objective<$G::Score> = $G::OBJECTIVE;
    };
    (@ $G:ident, $field:tt, to_move) => {
        #[inline(always)]
        fn to_move(&self) -> usize {
            self.$field.to_move()
        }
    };
    (@ $G:ident, $field:tt, generate_moves) => {
        #[inline(always)]
        fn generate_moves(&self, moves: &mut $G::Moves) {
            self.$field.generate_moves(moves);
        }
    };
    (@ $G:ident, $field:tt, play) => {
        #[inline(always)]
        fn play(&mut self, mv: $G::Move) {
            self.$field.play(mv);
        }
    };
    (@ $G:ident, $field:tt, outcome) => {
        #[inline(always)]
        fn outcome(&self) -> ::core::option::Option<[$G::Score; N]> {
            self.$field.outcome()
        }
    };
    (@ $G:ident, $field:tt, evaluate) => {
        #[inline(always)]
        fn evaluate(&self) -> [$G::Score; N] {
            self.$field.evaluate()
        }
    };
}

/// An adaptor's `impl MonotonicHeuristic<N>`: the wrapped game's, every method forwarded to
/// the field that holds it, so that a game's override of `upper_bounds` or `heuristic_bounds`
/// is kept. Hidden from error messages (`do_not_recommend`): wrapping a game is never the fix
/// for a game without a heuristic.
///
/// ```ignore
/// forward_heuristic!(
///     /// Why the bounds still hold for the adaptor.
///     impl[G: MonotonicHeuristic<N>, const N: usize] for Wrapper<G>, 0
/// );
/// ```
macro_rules! forward_heuristic {
    ($(#[$doc:meta])* impl[$($generics:tt)*] for $adaptor:ty, $field:tt) => {
        $(#[$doc])*
        #[diagnostic::do_not_recommend]
        impl<$($generics)*> $crate::MonotonicHeuristic<N> for $adaptor {
            #[inline]
            fn lower_bounds(&self) -> [Self::Score; N] {
                self.$field.lower_bounds()
            }

            #[inline]
            fn upper_bounds(&self) -> [Self::Score; N] {
                self.$field.upper_bounds()
            }

            #[inline]
            fn heuristic_bounds(&self) -> ([Self::Score; N], [Self::Score; N]) {
                self.$field.heuristic_bounds()
            }
        }
    };
}

pub(crate) use {forward_game_items, forward_heuristic};
