//! The `#[multiplayer_game]` attributes of maxn. Use them through the `maxn` facade, whose
//! `multiplayer_game` module documents the DSL with runnable examples.
//!
//! Each attribute is a pipeline over `proc_macro2` tokens, so that it can be unit-tested:
//! `args` (parse the attribute) -> `model` (the game with the user's spans) -> `validate`
//! (checks across arguments) -> `expand` (tokens out).

mod errors;
mod game;
#[cfg(test)]
mod robustness;
mod rules;
#[cfg(test)]
mod snapshots;

use proc_macro::TokenStream;

/// Declares a game of `N` players on the struct that holds its position.
///
/// ```text
/// #[multiplayer_game(players = 3, score = u8, maxsum = 10, max_moves = 3)]
/// #[derive(Clone, Debug)]
/// struct Tokens {
///     left: u8,
///     #[turn]
///     to_move: u8,
///     #[score]
///     taken: [u8; 3],
/// }
/// ```
///
/// Keys: `players` (2 and up), `score` (a primitive integer type, `f32`/`f64`, or
/// `OrderedFloat<f32|f64>`),
/// `maxsum` (absent: a game without bounds), `maxp` (default `maxsum`), `delta` (the score
/// step; default 1 for integers, 0 for floats), `objective = max | min` (for `min`: `maxp`
/// and optionally `minsum`, in the game's own scores), `max_moves` (the move-list capacity),
/// `name` (default: the struct's name) and `crate` (the path to `maxn`). Numbers are literals
/// or paths to constants. Fields: `#[turn]` (the player to move) and optionally `#[score]`
/// (points taken, never lost: a monotonic heuristic). The rules live in an `impl` block marked
/// [`macro@rules`].
///
/// The `maxn::multiplayer_game` module documents what is generated and checked.
#[proc_macro_attribute]
pub fn multiplayer_game(args: TokenStream, item: TokenStream) -> TokenStream {
    game::expand(args.into(), item.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// Marks the `impl` block that holds a declared game's rules: one or more move generators
/// marked `#[moves]` (searched in declaration order), and `play`, `outcome` and `evaluate`.
///
/// ```text
/// #[multiplayer_game::rules]
/// impl Tokens {
///     #[moves]
///     fn take(&self) -> impl Iterator<Item = u8> {
///         (1..=self.left.min(3)).rev()
///     }
///
///     fn play(&mut self, take: u8) { ... }
///     fn outcome(&self) -> Option<[u8; 3]> { ... }
///     fn evaluate(&self) -> [u8; 3] { ... }
/// }
/// ```
///
/// Arguments: `crate = path` (the path to `maxn`), and `move_type = Name` (optionally with a
/// visibility, such as `move_type = pub(crate) Step`) to name the move enum generated when
/// there are several generators (default: the game's name followed by `Move`).
#[proc_macro_attribute]
pub fn rules(args: TokenStream, item: TokenStream) -> TokenStream {
    rules::expand(args.into(), item.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
