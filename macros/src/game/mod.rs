//! `#[multiplayer_game(...)]` on the game's struct: `args` -> `model` -> `validate` ->
//! `expand`.

pub(crate) mod args;
pub(crate) mod check;
mod expand;
mod fields;
pub(crate) mod model;
pub(crate) mod parts;
mod validate;
mod values;

use proc_macro2::TokenStream;
use quote::quote;

use crate::errors::Errors;
use args::Args;
use model::{Game, Target};

/// Expands the attribute. Every error is reported at once, next to the item and as much of
/// the generated code as could be written, so that no secondary errors follow.
pub(crate) fn expand(args: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let item: syn::Item = syn::parse2(item)?;
    let mut errors = Errors::default();
    let args = Args::parse(args, &mut errors);
    let game = match Game::from_syn(args, item, &mut errors) {
        Target::Game(game) => game,
        Target::Other(item) => {
            let errors = errors.into_compile_errors();
            return Ok(quote!(#item #errors));
        }
    };
    let deferred = validate::validate(&game, &mut errors);
    Ok(expand::expand(&game, &deferred, errors))
}
