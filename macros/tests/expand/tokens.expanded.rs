#[derive(Clone, Debug)]
struct Tokens {
    left: u8,
    to_move: u8,
    taken: [u8; 3],
}
#[doc(hidden)]
const _: () = {
    #[automatically_derived]
    impl ::maxn::__private::Declared for Tokens {
        type Score = u8;
        const NAME: &'static str = "Tokens";
        const PLAYERS: usize = 3;
        const TURN_FIELD: bool = true;
    }
    #[automatically_derived]
    impl ::maxn::__private::TurnField for Tokens {
        #[inline]
        fn turn(&self) -> usize {
            ::maxn::__private::PlayerIndex::index(self.to_move)
        }
    }
    #[automatically_derived]
    impl ::maxn::__private::Game<3> for Tokens {
        type Score = u8;
        type Move = <Self as ::maxn::__private::Rules<3>>::Move;
        type Moves = ::maxn::__private::MoveList<Self::Move, 3>;
        const NAME: &'static str = "Tokens";
        const MAX_MOVES_KEY: bool = true;
        type Bounds = ::maxn::__private::Bounds<u8>;
        const BOUNDS: ::maxn::__private::Bounds<u8> = ::maxn::__private::Bounds {
            maxp: 10,
            maxsum: 10,
            delta: 1,
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
            <Self as ::maxn::__private::Rules<3>>::outcome(self)
        }
        #[inline(always)]
        fn evaluate(&self) -> [u8; 3] {
            <Self as ::maxn::__private::Rules<3>>::evaluate(self)
        }
    }
    #[automatically_derived]
    impl ::maxn::__private::MonotonicHeuristic<3> for Tokens {
        #[inline]
        fn lower_bounds(&self) -> [u8; 3] {
            ::maxn::__private::ValueTuple::<Self, u8, 3>::into_players(self.taken)
        }
    }
};
impl Tokens {
    /// Take three, two or one tokens.
    fn take(&self) -> impl Iterator<Item = u8> {
        (1..=self.left.min(3)).rev()
    }
    fn play(&mut self, take: u8) {
        self.left -= take;
        self.taken[usize::from(self.to_move)] += take;
        self.to_move = (self.to_move + 1) % 3;
    }
    fn outcome(&self) -> Option<[u8; 3]> {
        (self.left == 0).then_some(self.taken)
    }
    fn evaluate(&self) -> [u8; 3] {
        self.taken
    }
}
#[doc(hidden)]
const _: () = {
    #[allow(dead_code)]
    const PLAYERS: usize = <Tokens as ::maxn::__private::Declared>::PLAYERS;
    #[automatically_derived]
    impl ::maxn::__private::Rules<PLAYERS> for Tokens {
        type Move = u8;
        type Score = <Tokens as ::maxn::__private::Declared>::Score;
        #[inline]
        fn to_move(&self) -> usize {
            <Tokens as ::maxn::__private::TurnField>::turn(self)
        }
        #[inline]
        fn generate<__MaxnMoves: ::maxn::__private::MoveBuffer<Move = Self::Move>>(
            &self,
            moves: &mut __MaxnMoves,
        ) {
            for mv in ::core::iter::IntoIterator::into_iter(<Tokens>::take(self)) {
                moves.push(mv);
            }
        }
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            <Tokens>::play(self, mv)
        }
        #[inline]
        fn outcome(&self) -> ::core::option::Option<[Self::Score; PLAYERS]> {
            match <Tokens>::outcome(self) {
                ::core::option::Option::Some(own) => {
                    ::core::option::Option::Some(
                        ::maxn::__private::ValueTuple::<
                            Tokens,
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
                Tokens,
                Self::Score,
                PLAYERS,
            >::into_players(<Tokens>::evaluate(self))
        }
    }
};
