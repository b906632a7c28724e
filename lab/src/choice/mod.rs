//! A choice read at run time, checked: the one error for a choice that is not valid
//! ([`CatalogueError`]), the item of a list found by its name ([`find_by_name`]) and a player
//! count made the const `N` the kernels are compiled for ([`with_players`]).
//!
//! It is the lowest layer of the lab: the registry (which names the algorithms) and the
//! catalogue (which names the games and agents) both report through it, and it names nothing
//! of theirs.

mod by_name;
mod error;
mod players;

use std::ops::RangeInclusive;

pub use by_name::find_by_name;
pub use error::{CatalogueError, StartError};
pub use players::{ForPlayers, with_players};

/// The player counts [`with_players`] compiles: 2 to 6.
pub const PLAYERS: RangeInclusive<usize> = 2..=6;
