//! Parses the arguments of `#[multiplayer_game::rules(...)]`: `crate = path` and
//! `move_type = [visibility] Name`.

use proc_macro2::TokenStream;
use syn::meta::ParseNestedMeta;
use syn::parse::Parser;
use syn::{Ident, LitStr, Path, Visibility};

use crate::errors::Errors;
use crate::game::args::skip_value;

/// The arguments as written.
#[derive(Default)]
pub(crate) struct Args {
    /// The path to the `maxn` facade.
    pub(crate) krate: Option<Path>,
    /// The visibility and name of the generated move enum.
    pub(crate) move_type: Option<(Visibility, Ident)>,
}

impl Args {
    /// Parses the arguments, recording every problem in `errors`.
    pub(crate) fn parse(tokens: TokenStream, errors: &mut Errors) -> Self {
        let mut args = Args::default();
        let parser = syn::meta::parser(|meta| args.parse_key(meta, errors));
        if let Err(error) = parser.parse2(tokens) {
            errors.push(error);
        }
        args
    }

    fn parse_key(&mut self, meta: ParseNestedMeta<'_>, errors: &mut Errors) -> syn::Result<()> {
        if meta.path.is_ident("crate") {
            if self.krate.is_some() {
                errors.push(meta.error("duplicate `crate`"));
                return skip_value(meta.input);
            }
            let input = meta.value()?;
            self.krate = Some(if input.peek(LitStr) {
                input.parse::<LitStr>()?.parse_with(Path::parse_mod_style)?
            } else {
                Path::parse_mod_style(input)?
            });
        } else if meta.path.is_ident("move_type") {
            if self.move_type.is_some() {
                errors.push(meta.error("duplicate `move_type`"));
                return skip_value(meta.input);
            }
            let input = meta.value()?;
            self.move_type = Some((input.parse()?, input.parse()?));
        } else {
            errors.push(meta.error(
                "unknown key; `#[multiplayer_game::rules]` accepts `crate = path` and \
                 `move_type = Name`",
            ));
            return skip_value(meta.input);
        }
        Ok(())
    }
}
