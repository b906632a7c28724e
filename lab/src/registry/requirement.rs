//! What an algorithm needs of a game ([`Requirement`]): the chain a game's capability is
//! measured on, apart from the algorithms and the games.

/// What an algorithm needs of a game. The first three form a chain, weakest first (a game
/// with a monotonic heuristic has a `maxsum`); [`FreeTurnOrder`](Requirement::FreeTurnOrder)
/// stands apart from it (the derived order sorts it last, but it is not "more" than the
/// chain): ask [`is_met`](Self::is_met) or [`Algorithm::check`](super::Algorithm::check) whether a game meets one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Requirement {
    /// Any [`Game`](maxn::Game): plain max^n, paranoid search and BRS+.
    Nothing,
    /// A declared `maxsum` ([`BoundedGame`](maxn::BoundedGame)): the pruning searchers.
    Maxsum,
    /// A monotonic heuristic ([`MonotonicHeuristic`](maxn::MonotonicHeuristic)): the branch-and-bound searchers.
    MonotonicHeuristic,
    /// A game that lets any player be given the move ([`FreeTurnOrder`](maxn::FreeTurnOrder)), whatever its bounds:
    /// Best-Reply Search.
    FreeTurnOrder,
}

impl Requirement {
    /// Whether a game whose bounds offer `offers` (a requirement of the chain) and that does or
    /// does not let any player be given the move meets this requirement.
    pub const fn is_met(self, offers: Requirement, free_turn_order: bool) -> bool {
        match self {
            Requirement::FreeTurnOrder => free_turn_order,
            chain => chain as u8 <= offers as u8,
        }
    }

    /// What the requirement is, in words, for error messages.
    pub const fn description(self) -> &'static str {
        match self {
            Requirement::Nothing => "nothing beyond the rules",
            Requirement::Maxsum => "a maxsum (a bound on the sum of the players' scores)",
            Requirement::MonotonicHeuristic => {
                "a monotonic heuristic (bounds on the final scores that only narrow as play goes on)"
            }
            Requirement::FreeTurnOrder => {
                "a free turn order (a position that stays the same whichever player is given the move)"
            }
        }
    }
}
