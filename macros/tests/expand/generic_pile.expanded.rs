#[derive(Clone, Debug)]
struct Pile<const N: usize, const SIZE: usize> {
    left: u8,
    to_move: usize,
    taken: [u8; N],
}
#[doc(hidden)]
const _: () = {
    #[automatically_derived]
    impl<const N: usize, const SIZE: usize> ::maxn::__private::Declared
    for Pile<N, SIZE> {
        type Score = u8;
        const NAME: &'static str = "Pile";
        const PLAYERS: usize = { N };
        const TURN_FIELD: bool = true;
    }
    #[automatically_derived]
    impl<const N: usize, const SIZE: usize> ::maxn::__private::TurnField
    for Pile<N, SIZE> {
        #[inline]
        fn turn(&self) -> usize {
            ::maxn::__private::PlayerIndex::index(self.to_move)
        }
    }
    #[automatically_derived]
    #[allow(clippy::unnecessary_cast, dead_code)]
    impl<const N: usize, const SIZE: usize> Pile<N, SIZE> {
        #[doc(hidden)]
        const __MAXN_CHECKS: () = {
            if !((N as i128) >= 2i128) {
                ::core::panic!(
                    "{}",
                    "`Pile`: players (N) must be at least 2 for an instantiation of `Pile`, which the compiler names below"
                );
            }
            if !(2i128 <= ((SIZE as u8) as i128)) {
                ::core::panic!(
                    "{}",
                    "`Pile`: maxp (2) exceeds maxsum (SIZE as u8) for an instantiation of `Pile`, which the compiler names below"
                );
            }
            if !(((SIZE as u8) as i128) <= ((N as i128) * 2i128)) {
                ::core::panic!(
                    "{}",
                    "`Pile`: maxsum (SIZE as u8) exceeds players * maxp (N * 2 = ?) for an instantiation of `Pile`, which the compiler names below"
                );
            }
        };
    }
    #[automatically_derived]
    impl<const N: usize, const SIZE: usize> ::maxn::__private::Game<{ N }>
    for Pile<N, SIZE> {
        type Score = u8;
        type Move = <Self as ::maxn::__private::Rules<{ N }>>::Move;
        type Moves = ::maxn::__private::MoveList<Self::Move, { MOVES }>;
        const NAME: &'static str = "Pile";
        const MAX_MOVES_KEY: bool = true;
        type Bounds = ::maxn::__private::Bounds<u8>;
        const BOUNDS: ::maxn::__private::Bounds<u8> = {
            let () = <Self>::__MAXN_CHECKS;
            ::maxn::__private::Bounds {
                maxp: 2,
                maxsum: (SIZE as u8),
                delta: 1,
            }
        };
        #[inline]
        fn to_move(&self) -> usize {
            <Self as ::maxn::__private::Rules<{ N }>>::to_move(self)
        }
        #[inline]
        fn generate_moves(&self, moves: &mut Self::Moves) {
            let () = <Self>::__MAXN_CHECKS;
            <Self as ::maxn::__private::Rules<{ N }>>::generate(self, moves)
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            <Self as ::maxn::__private::Rules<{ N }>>::play(self, mv)
        }
        #[inline]
        fn outcome(&self) -> ::core::option::Option<[u8; { N }]> {
            <Self as ::maxn::__private::Rules<{ N }>>::outcome(self)
        }
        #[inline(always)]
        fn evaluate(&self) -> [u8; { N }] {
            <Self as ::maxn::__private::Rules<{ N }>>::evaluate(self)
        }
    }
    #[automatically_derived]
    impl<const N: usize, const SIZE: usize> ::maxn::__private::MonotonicHeuristic<{ N }>
    for Pile<N, SIZE> {
        #[inline]
        fn lower_bounds(&self) -> [u8; { N }] {
            ::maxn::__private::ValueTuple::<Self, u8, { N }>::into_players(self.taken)
        }
    }
};
#[allow(clippy::unnecessary_cast)]
const _: () = {
    const LHS: i128 = (MOVES as i128);
    const RHS: i128 = 1i128;
    if !(LHS >= RHS) {
        ::core::panic!(
            "{}", { const ARG0 : i128 = (MOVES as i128);
            ::maxn::__private::const_format::formatcp!("`Pile`: max_moves ({}) must be at least 1",
            ARG0) }
        );
    }
};
impl<const N: usize, const SIZE: usize> Pile<N, SIZE> {
    fn take(&self) -> impl Iterator<Item = u8> {
        1..=self.left.min(3)
    }
    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[self.to_move] += take;
        self.to_move = (self.to_move + 1) % N;
    }
    fn outcome(&self) -> Option<[u8; N]> {
        (self.left == 0).then_some(self.taken)
    }
    fn evaluate(&self) -> [u8; N] {
        self.taken
    }
}
#[doc(hidden)]
const _: () = {
    #[automatically_derived]
    impl<const N: usize, const SIZE: usize> ::maxn::__private::Rules<N>
    for Pile<N, SIZE> {
        type Move = u8;
        type Score = <Pile<N, SIZE> as ::maxn::__private::Declared>::Score;
        #[inline]
        fn to_move(&self) -> usize {
            <Pile<N, SIZE> as ::maxn::__private::TurnField>::turn(self)
        }
        #[inline]
        fn generate<__MaxnMoves: ::maxn::__private::MoveBuffer<Move = Self::Move>>(
            &self,
            moves: &mut __MaxnMoves,
        ) {
            for mv in ::core::iter::IntoIterator::into_iter(
                <Pile<N, SIZE>>::take(self),
            ) {
                moves.push(mv);
            }
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            <Pile<N, SIZE>>::play(self, mv)
        }
        #[inline]
        fn outcome(&self) -> ::core::option::Option<[Self::Score; N]> {
            match <Pile<N, SIZE>>::outcome(self) {
                ::core::option::Option::Some(own) => {
                    ::core::option::Option::Some(
                        ::maxn::__private::ValueTuple::<
                            Pile<N, SIZE>,
                            Self::Score,
                            N,
                        >::into_players(own),
                    )
                }
                ::core::option::Option::None => ::core::option::Option::None,
            }
        }
        #[inline]
        fn evaluate(&self) -> [Self::Score; N] {
            ::maxn::__private::ValueTuple::<
                Pile<N, SIZE>,
                Self::Score,
                N,
            >::into_players(<Pile<N, SIZE>>::evaluate(self))
        }
    }
};
