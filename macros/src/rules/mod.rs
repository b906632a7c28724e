//! `#[multiplayer_game::rules]` on the game's `impl` block: `args` -> `model` -> `expand`
//! (the checks that need the declaration are emitted as `const` items, since the struct's
//! attribute expands separately).

mod args;
mod expand;
mod model;
mod parts;
mod signatures;

use proc_macro2::TokenStream;
use quote::quote;

use crate::errors::Errors;
use args::Args;
use model::{Rules, Target};

/// Expands the attribute, reporting every error at once next to the block.
pub(crate) fn expand(args: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let item: syn::Item = syn::parse2(item)?;
    let mut errors = Errors::default();
    let args = Args::parse(args, &mut errors);
    match Rules::from_syn(args, item, &mut errors) {
        Target::Rules(rules) => Ok(expand::expand(&rules, errors)),
        Target::Other(item) => {
            let errors = errors.into_compile_errors();
            Ok(quote!(#item #errors))
        }
    }
}
