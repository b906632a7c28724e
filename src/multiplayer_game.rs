//! The `#[multiplayer_game]` DSL: declare a game on its struct, write its rules in one `impl`
//! block, and get a [`Game`](crate::Game) whose bounds were checked at compile time.

pub use maxn_macros::rules;
