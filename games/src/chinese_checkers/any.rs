//! A position whose player count is known only at run time (from a notation), and the way
//! back to the typed `ChineseCheckers<N>` the searchers need.
//!
//! This is not the lab's catalogue of games (`maxn_lab::catalogue::GameName`, whose
//! `with_game` also builds Chinese Checkers for any count): it holds a position, it lives
//! below the catalogue so that a user of `maxn-games` alone can read a position of any count,
//! and it hands on the typed board itself (its moves, its winner), which work on any open game
//! does not see.

use std::fmt;
use std::num::NonZeroUsize;

use super::notation::{NotationError, NotationErrorKind, parse};
use super::perft::perft;
use super::position::ChineseCheckers;

/// Code to run on a position of any player count: [`AnyChineseCheckers::visit`] calls
/// [`visit`](Self::visit) with the typed position, so generic code (a searcher chosen at run
/// time, perft) is compiled once per player count.
pub trait PositionVisitor {
    /// What the code returns.
    type Output;

    /// Runs on the typed position.
    fn visit<const N: usize>(self, position: ChineseCheckers<N>) -> Self::Output;
}

/// A position of 2, 3, 4 or 6 players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyChineseCheckers {
    /// Two players.
    Two(ChineseCheckers<2>),
    /// Three players.
    Three(ChineseCheckers<3>),
    /// Four players.
    Four(ChineseCheckers<4>),
    /// Six players.
    Six(ChineseCheckers<6>),
}

/// A player count the board does not seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsupportedPlayers(pub usize);

impl fmt::Display for UnsupportedPlayers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Chinese Checkers is played by 2, 3, 4 or 6 players, not {}",
            self.0
        )
    }
}

impl std::error::Error for UnsupportedPlayers {}

impl AnyChineseCheckers {
    /// The starting position for `players` players.
    pub fn start(players: usize) -> Result<Self, UnsupportedPlayers> {
        Ok(match players {
            2 => Self::Two(ChineseCheckers::start()),
            3 => Self::Three(ChineseCheckers::start()),
            4 => Self::Four(ChineseCheckers::start()),
            6 => Self::Six(ChineseCheckers::start()),
            n => return Err(UnsupportedPlayers(n)),
        })
    }

    /// Reads a position from its [notation](super::notation). With `players`, the notation
    /// must have that many players (a command line's `--players` that contradicts
    /// `--position` is an error, not a silent choice).
    pub fn parse(text: &str, players: Option<usize>) -> Result<Self, NotationError> {
        let found = parse(text)?.players;
        if let Some(expected) = players.filter(|&expected| expected != found) {
            return Err(NotationError {
                kind: NotationErrorKind::WrongPlayerCount { expected, found },
                at: None,
            });
        }
        Ok(match found {
            2 => Self::Two(text.parse()?),
            3 => Self::Three(text.parse()?),
            4 => Self::Four(text.parse()?),
            // `parse` accepts only supported counts.
            _ => Self::Six(text.parse()?),
        })
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        match self {
            Self::Two(_) => 2,
            Self::Three(_) => 3,
            Self::Four(_) => 4,
            Self::Six(_) => 6,
        }
    }

    /// The same position with a top-k limit (see [`ChineseCheckers::with_top_k`]).
    pub fn with_top_k(self, k: Option<NonZeroUsize>) -> Self {
        match self {
            Self::Two(p) => Self::Two(p.with_top_k(k)),
            Self::Three(p) => Self::Three(p.with_top_k(k)),
            Self::Four(p) => Self::Four(p.with_top_k(k)),
            Self::Six(p) => Self::Six(p.with_top_k(k)),
        }
    }

    /// Runs `visitor` on the typed position.
    pub fn visit<V: PositionVisitor>(self, visitor: V) -> V::Output {
        match self {
            Self::Two(p) => visitor.visit(p),
            Self::Three(p) => visitor.visit(p),
            Self::Four(p) => visitor.visit(p),
            Self::Six(p) => visitor.visit(p),
        }
    }

    /// Turn-level perft (see [`perft`]).
    pub fn perft(&self, depth: u32) -> u64 {
        struct Perft(u32);
        impl PositionVisitor for Perft {
            type Output = u64;
            fn visit<const N: usize>(self, position: ChineseCheckers<N>) -> u64 {
                perft(&position, self.0)
            }
        }
        self.visit(Perft(depth))
    }
}

impl fmt::Display for AnyChineseCheckers {
    /// The notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Two(p) => p.fmt(f),
            Self::Three(p) => p.fmt(f),
            Self::Four(p) => p.fmt(f),
            Self::Six(p) => p.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use maxn::{Limits, MaxN, Searcher};

    use super::*;

    #[test]
    fn start_seats_only_supported_counts() {
        for players in [2, 3, 4, 6] {
            let start = AnyChineseCheckers::start(players).unwrap();
            assert_eq!(start.players(), players);
            assert_eq!(start.perft(1), 14);
        }
        for players in [0, 1, 5, 7] {
            let error = AnyChineseCheckers::start(players).unwrap_err();
            assert_eq!(error, UnsupportedPlayers(players));
        }
        assert_eq!(
            UnsupportedPlayers(5).to_string(),
            "Chinese Checkers is played by 2, 3, 4 or 6 players, not 5"
        );
    }

    #[test]
    fn parse_checks_the_requested_player_count() {
        let text = ChineseCheckers::<4>::start().to_string();
        assert_eq!(
            AnyChineseCheckers::parse(&text, None),
            Ok(AnyChineseCheckers::Four(ChineseCheckers::start()))
        );
        assert_eq!(
            AnyChineseCheckers::parse(&text, Some(4)).map(|p| p.to_string()),
            Ok(text.clone())
        );
        let error = AnyChineseCheckers::parse(&text, Some(3)).unwrap_err();
        assert_eq!(
            error.kind,
            NotationErrorKind::WrongPlayerCount {
                expected: 3,
                found: 4
            }
        );
        assert!(AnyChineseCheckers::parse("a/b", None).is_err());
    }

    #[test]
    fn a_visitor_runs_generic_code_at_the_right_count() {
        struct Nodes;
        impl PositionVisitor for Nodes {
            type Output = (usize, u64);
            fn visit<const N: usize>(self, position: ChineseCheckers<N>) -> (usize, u64) {
                (N, MaxN.search(&position, Limits::depth(2)).stats.nodes)
            }
        }
        let start = AnyChineseCheckers::start(6).unwrap();
        assert_eq!(start.visit(Nodes), (6, 1 + 14 + 199));
        // Code generic over bounded games (as a command line's searcher choice is) works too.
        fn maxsum<G: maxn::BoundedGame<N>, const N: usize>(_: &G) -> f64 {
            maxn::Score::to_f64(G::MAXSUM)
        }
        struct Maxsum;
        impl PositionVisitor for Maxsum {
            type Output = f64;
            fn visit<const N: usize>(self, position: ChineseCheckers<N>) -> f64 {
                maxsum(&position)
            }
        }
        assert_eq!(start.visit(Maxsum), 3600.0);
        let limited = AnyChineseCheckers::start(3)
            .unwrap()
            .with_top_k(NonZeroUsize::new(3));
        assert_eq!(limited.visit(Nodes), (3, 1 + 3 + 9));
    }
}
