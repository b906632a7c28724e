//! The catalogue: the names chosen at run time (a game, an algorithm, an agent), a game chosen
//! with its count and start, the open games' typed interface, and the one error for a choice
//! that is not valid.
//!
//! - [`GameName`]: every built-in game by the name the command line spells, its player counts
//!   (one default each) and whether each seat sees only its own hand.
//! - [`GameChoice`] (game, player count, [`Start`], [`GameOptions`]): what
//!   [`with_game`](crate::dispatch::with_game) builds into the typed game, an [`OpenGame`] for
//!   the games played with every hand visible, a [`FullMatch`](crate::hidden::FullMatch) for
//!   the full games. Every command that plays or searches a built-in game goes through it.
//! - [`AgentSpec`]: every agent by name with its own options (`mcts:trees=2`), for the games
//!   with every hand visible and the full games alike, parsed in one place.
//! - [`CatalogueError`]: a player count a game is not played by (or the searchers are not
//!   compiled for), a name that names nothing, a start or evaluation that is not the game's.
//!
//! The algorithms are named by the registry's table ([`Algorithm`](crate::registry::Algorithm)).

mod agent;
mod game;
mod game_choice;
mod open;

pub use crate::choice::{CatalogueError, StartError, find_by_name};
pub use agent::{
    AgentKind, AgentOption, AgentSpec, BidChoice, ModelChoice, ModelSettings, PassChoice,
};
pub use game::GameName;
pub use game_choice::{GameChoice, GameOptions, Start};
pub use open::OpenGame;
pub(crate) use open::declared_name;
