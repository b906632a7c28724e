//! The catalogue: the names chosen at run time (a game, an algorithm, an agent) and the one
//! error for a name or player count that is not valid.
//!
//! - [`GameName`]: every built-in game by the name the command line spells, and whether it is
//!   played with every hand visible ([`GameKind::Open`]) or with hidden hands
//!   ([`GameKind::Hidden`]).
//! - [`CatalogueError`]: a player count a game is not played by (or the searchers are not
//!   compiled for), or a name that names nothing.
//!
//! The algorithms are named by the registry's table ([`Algorithm`](crate::registry::Algorithm)).

mod error;
mod game;

pub use error::CatalogueError;
pub use game::{GameKind, GameName};

/// The item of `items` whose `name_of` is `name`, or the error naming the `kind` asked for
/// and listing every item's name: how the games, algorithms and agents are parsed.
pub fn find_by_name<T: Copy>(
    kind: &'static str,
    name: &str,
    items: &[T],
    name_of: impl Fn(T) -> &'static str,
) -> Result<T, CatalogueError> {
    items
        .iter()
        .copied()
        .find(|&item| name_of(item) == name)
        .ok_or_else(|| CatalogueError::UnknownName {
            kind,
            name: name.to_owned(),
            known: items.iter().map(|&item| name_of(item)).collect(),
        })
}
