#[derive(Clone, Debug)]
struct Penalties {
    left: u8,
    to_move: usize,
    points: [u8; 3],
}
#[doc(hidden)]
const _: () = {
    #[automatically_derived]
    impl ::maxn::__private::Declared for Penalties {
        type Score = u8;
        const NAME: &'static str = "Penalties";
        const PLAYERS: usize = 3;
        const TURN_FIELD: bool = true;
    }
    #[automatically_derived]
    impl ::maxn::__private::TurnField for Penalties {
        #[inline]
        fn turn(&self) -> usize {
            ::maxn::__private::PlayerIndex::index(self.to_move)
        }
    }
    const MIN_FORM: ::maxn::__private::MinForm<u8> = ::maxn::__private::MinForm {
        maxp: MAXP,
        minsum: ::core::option::Option::Some(6),
        delta: 1,
    };
    #[automatically_derived]
    impl ::maxn::__private::Game<3> for Penalties {
        type Score = u8;
        type Move = <Self as ::maxn::__private::Rules<3>>::Move;
        type Moves = ::maxn::__private::MoveList<Self::Move, 3>;
        const NAME: &'static str = "Penalties";
        const MAX_MOVES_KEY: bool = true;
        type Bounds = ::maxn::__private::Bounds<u8>;
        const BOUNDS: ::maxn::__private::Bounds<u8> = ::maxn::__private::Bounds {
            maxp: MAXP,
            maxsum: {
                const WIDE: i128 = 3i128 * (MAXP as i128) - 6i128;
                if 0 <= WIDE && WIDE <= (<u8>::MAX as i128) { WIDE as u8 } else { 0 }
            },
            delta: 1,
        };
        const OBJECTIVE: ::maxn::__private::Objective<u8> = ::maxn::__private::Objective::Min {
            maxp: MAXP,
        };
        #[inline]
        fn to_move(&self) -> usize {
            <Self as ::maxn::__private::Rules<3>>::to_move(self)
        }
        #[inline]
        fn generate_moves(&self, moves: &mut Self::Moves) {
            <Self as ::maxn::__private::Rules<3>>::generate(self, moves)
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            <Self as ::maxn::__private::Rules<3>>::play(self, mv)
        }
        #[inline]
        fn outcome(&self) -> ::core::option::Option<[u8; 3]> {
            match <Self as ::maxn::__private::Rules<3>>::outcome(self) {
                ::core::option::Option::Some(own) => {
                    ::core::option::Option::Some(MIN_FORM.to_max_form("Penalties", own))
                }
                ::core::option::Option::None => ::core::option::Option::None,
            }
        }
        #[inline(always)]
        fn evaluate(&self) -> [u8; 3] {
            MIN_FORM
                .to_max_form(
                    "Penalties",
                    <Self as ::maxn::__private::Rules<3>>::evaluate(self),
                )
        }
    }
    #[automatically_derived]
    impl ::maxn::__private::MonotonicHeuristic<3> for Penalties {
        #[inline]
        fn lower_bounds(&self) -> [u8; 3] {
            [<u8 as ::maxn::__private::Score>::ZERO; 3]
        }
        #[inline]
        fn upper_bounds(&self) -> [u8; 3] {
            MIN_FORM
                .upper_bounds(
                    ::maxn::__private::ValueTuple::<
                        Self,
                        u8,
                        3,
                    >::into_players(self.points),
                )
        }
    }
};
#[allow(clippy::unnecessary_cast)]
const _: () = {
    const LHS: i128 = 6i128;
    const RHS: i128 = ((3i128 - 1i128) * (MAXP as i128));
    if !(LHS <= RHS) {
        ::core::panic!(
            "{}", { const ARG0 : i128 = 6i128; const ARG1 : i128 = (3i128 - 1i128); const
            ARG2 : i128 = (MAXP as i128); const ARG3 : i128 = ((3i128 - 1i128) * (MAXP as
            i128));
            ::maxn::__private::const_format::formatcp!("`Penalties`: minsum ({}) exceeds (players - 1) * maxp ({} * {} = {}), so in maximisation form maxp would exceed maxsum",
            ARG0, ARG1, ARG2, ARG3) }
        );
    }
};
#[allow(clippy::unnecessary_cast)]
const _: () = {
    const LHS: i128 = ((3i128 * (MAXP as i128)) - 6i128);
    const RHS: i128 = 255i128;
    if !(LHS <= RHS) {
        ::core::panic!(
            "{}", { const ARG0 : i128 = 3i128; const ARG1 : i128 = (MAXP as i128); const
            ARG2 : i128 = 6i128; const ARG3 : i128 = ((3i128 * (MAXP as i128)) - 6i128);
            ::maxn::__private::const_format::formatcp!("`Penalties`: the maximisation form's maxsum, players * maxp - minsum ({} * {} - {} = {}), does not fit in `u8`",
            ARG0, ARG1, ARG2, ARG3) }
        );
    }
};
impl Penalties {
    /// Take one or two points.
    fn take(&self, push: &mut impl FnMut(u8)) {
        for take in 1..=self.left.min(2) {
            push(take);
        }
    }
    fn pass(&self) -> Option<()> {
        (self.left > 0).then_some(())
    }
    fn play(&mut self, mv: PenaltiesMove) {
        if let PenaltiesMove::Take(take) = mv {
            self.left -= take;
            self.points[self.to_move] += take;
        }
        self.to_move = (self.to_move + 1) % 3;
    }
    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.points)
    }
    fn evaluate(&self) -> [u8; 3] {
        self.points
    }
}
/// A move of `Penalties`: one variant per move generator, in the order the searchers try them.
#[derive(Clone, Copy, Debug, PartialEq)]
#[allow(private_interfaces)]
pub enum PenaltiesMove {
    /// Take one or two points.
    Take(u8),
    /// Moves of `Penalties::pass`.
    Pass,
}
#[doc(hidden)]
const _: () = {
    #[allow(dead_code)]
    const PLAYERS: usize = <Penalties as ::maxn::__private::Declared>::PLAYERS;
    #[automatically_derived]
    impl ::maxn::__private::Rules<PLAYERS> for Penalties {
        type Move = PenaltiesMove;
        type Score = <Penalties as ::maxn::__private::Declared>::Score;
        #[inline]
        fn to_move(&self) -> usize {
            <Penalties as ::maxn::__private::TurnField>::turn(self)
        }
        #[inline]
        fn generate<__MaxnMoves: ::maxn::__private::MoveBuffer<Move = Self::Move>>(
            &self,
            moves: &mut __MaxnMoves,
        ) {
            <Penalties>::take(self, &mut |mv| moves.push(PenaltiesMove::Take(mv)));
            for () in ::core::iter::IntoIterator::into_iter(<Penalties>::pass(self)) {
                moves.push(PenaltiesMove::Pass);
            }
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            <Penalties>::play(self, mv)
        }
        #[inline]
        fn outcome(&self) -> ::core::option::Option<[Self::Score; PLAYERS]> {
            match <Penalties>::outcome(self) {
                ::core::option::Option::Some(own) => {
                    ::core::option::Option::Some(
                        ::maxn::__private::ValueTuple::<
                            Penalties,
                            Self::Score,
                            PLAYERS,
                        >::into_players(own),
                    )
                }
                ::core::option::Option::None => ::core::option::Option::None,
            }
        }
        #[inline]
        fn evaluate(&self) -> [Self::Score; PLAYERS] {
            ::maxn::__private::ValueTuple::<
                Penalties,
                Self::Score,
                PLAYERS,
            >::into_players(<Penalties>::evaluate(self))
        }
    }
};
