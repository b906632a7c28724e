//! The `#[multiplayer_game]` attribute of maxn. Use it through the `maxn` facade.
