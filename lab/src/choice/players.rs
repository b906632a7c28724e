//! A player count read at run time made the const `N` the kernels are compiled for.

use super::CatalogueError;

/// Work to do for a player count chosen at run time: [`with_players`] calls
/// [`run`](Self::run) with the count as the const `N`.
pub trait ForPlayers {
    /// What the work returns.
    type Output;

    /// Does the work for `N` players.
    fn run<const N: usize>(self) -> Self::Output;
}

/// Calls `job.run::<N>()` with `N = players`, one specialised copy of the job per count in
/// [`PLAYERS`](super::PLAYERS); an error for any other count.
///
/// This is for games defined at every count (the random trees). A built-in game exists only
/// for some counts (Chinese Checkers: 2, 3, 4, 6; Hearts: 3, 4) and cannot be built inside a
/// job compiled for every count: [`with_game`](crate::dispatch::with_game)
/// turns its name, count and start into its type instead.
///
/// ```
/// use maxn_lab::registry::{ForPlayers, with_players};
///
/// struct Count;
/// impl ForPlayers for Count {
///     type Output = usize;
///     fn run<const N: usize>(self) -> usize {
///         [0u8; N].len()
///     }
/// }
/// assert_eq!(with_players(4, Count), Ok(4));
/// assert!(with_players(7, Count).is_err());
/// ```
pub fn with_players<J: ForPlayers>(players: usize, job: J) -> Result<J::Output, CatalogueError> {
    Ok(match players {
        2 => job.run::<2>(),
        3 => job.run::<3>(),
        4 => job.run::<4>(),
        5 => job.run::<5>(),
        6 => job.run::<6>(),
        _ => return Err(CatalogueError::NotCompiled { players }),
    })
}
