//! The rules block: its `#[moves]` generators in declaration order, with the type of move each
//! yields, and the `play`, `outcome` and `evaluate` functions the `Game` impl forwards to.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::spanned::Spanned;
use syn::{Ident, ImplItem, Item, ItemImpl, Path, Type, Visibility};

use super::args::Args;
use super::parts::{Form, Generator, ValueFn};
use super::signatures::{check_play, check_to_move, generator, take_moves_attribute, value_fn};
use crate::errors::Errors;
use crate::game::model::item_keyword_span;

/// Everything the rules block holds.
pub(crate) struct Rules {
    /// The block, with the `#[moves]` attributes removed.
    pub(crate) item: ItemImpl,
    /// The path to the `maxn` facade.
    pub(crate) krate: Path,
    /// The visibility and name of the move enum (used when there are several generators).
    pub(crate) move_enum: (Visibility, Ident),
    /// The generators, in declaration order (which is search order).
    pub(crate) generators: Vec<Generator>,
    /// The type of `play`'s move parameter, when `play` is there.
    pub(crate) play: Option<Type>,
    /// `outcome`, if written.
    pub(crate) outcome: Option<ValueFn>,
    /// `evaluate`, if written.
    pub(crate) evaluate: Option<ValueFn>,
    /// `fn to_move(&self) -> usize`, when the block says who moves (instead of a `#[turn]`
    /// field on the struct): its span.
    pub(crate) to_move: Option<proc_macro2::Span>,
    /// For a generic block, the player count read from the value tuple's length (`3` or `N`
    /// in `[S; N]`): the count the declaration gives cannot be a const argument there, as
    /// it names the block's parameters. `Some(None)` when it cannot be read (reported).
    pub(crate) generic_players: Option<Option<TokenStream>>,
}

/// What the attribute was put on.
pub(crate) enum Target {
    /// An inherent `impl` block: the rules.
    Rules(Box<Rules>),
    /// Anything else, returned unchanged (its error is recorded).
    Other(Box<Item>),
}

impl Rules {
    /// Reads the rules, recording every problem in `errors`.
    pub(crate) fn from_syn(args: Args, item: Item, errors: &mut Errors) -> Target {
        let mut item = match item {
            Item::Impl(item) if item.trait_.is_none() => item,
            other => {
                errors.at(
                    item_keyword_span(&other),
                    "`#[multiplayer_game::rules]` goes on the game's own `impl` block \
                     (`impl Game { ... }`), which holds its move generators, `play`, \
                     `outcome` and `evaluate`",
                );
                return Target::Other(Box::new(other));
            }
        };
        let Some(game_name) = type_name(&item.self_ty) else {
            errors.spanned(
                &item.self_ty,
                "`#[multiplayer_game::rules]` goes on the `impl` block of the game's struct",
            );
            return Target::Other(Box::new(Item::Impl(item)));
        };
        let krate = args.krate.unwrap_or_else(|| syn::parse_quote!(::maxn));
        let move_enum = args.move_type.unwrap_or_else(|| {
            (
                syn::parse_quote!(pub),
                format_ident!("{}Move", game_name, span = item.self_ty.span()),
            )
        });
        let mut generators = Vec::new();
        let (mut play, mut outcome, mut evaluate, mut to_move) = (None, None, None, None);
        let mut marked = false;
        for member in &mut item.items {
            let ImplItem::Fn(function) = member else {
                continue;
            };
            if take_moves_attribute(function, errors) {
                marked = true;
                if let Some(generator) = generator(function, errors) {
                    generators.push(generator);
                }
                continue;
            }
            match function.sig.ident.to_string().as_str() {
                "play" => play = check_play(&function.sig, errors),
                "outcome" => outcome = value_fn(&function.sig, true, errors),
                "evaluate" => evaluate = value_fn(&function.sig, false, errors),
                "to_move" => {
                    to_move =
                        check_to_move(&function.sig, errors).then(|| function.sig.ident.span());
                    // The DSL names it, after `Game::to_move`; clippy's `to_*` convention
                    // (take a `Copy` self by value) is not the user's to follow here.
                    function
                        .attrs
                        .push(syn::parse_quote!(#[allow(clippy::wrong_self_convention)]));
                }
                _ => {}
            }
        }
        if generators.len() > 1 {
            for generator in &generators {
                if generator.form == Form::Buffer {
                    errors.spanned(
                        &generator.ident,
                        "a generator that writes to the move list must be the only one: with \
                         several kinds of moves each move is wrapped in its variant, so hand \
                         them to a sink, `push: &mut impl FnMut(Move)`",
                    );
                }
            }
        }
        let self_ty = &item.self_ty;
        let missing = |what: &str, errors: &mut Errors| {
            errors.spanned(self_ty, format!("the rules of `{game_name}` lack {what}"));
        };
        if !marked {
            missing(
                "a move generator: mark each function that lists one kind of move with `#[moves]`",
                errors,
            );
        }
        if play.is_none() && !has_fn(&item, "play") {
            missing(
                "`fn play(&mut self, mv: Move)`, which plays a legal move",
                errors,
            );
        }
        if outcome.is_none() && !has_fn(&item, "outcome") {
            missing(
                "`fn outcome(&self) -> Option<[Score; N]>`: the final value once the game \
                 is over, `None` while it goes on",
                errors,
            );
        }
        if evaluate.is_none() && !has_fn(&item, "evaluate") {
            missing(
                "`fn evaluate(&self) -> [Score; N]`: the static evaluation at the depth limit",
                errors,
            );
        }
        let generic_players = if item.generics.params.is_empty() {
            None
        } else {
            Some(players_of_value(
                outcome.as_ref().or(evaluate.as_ref()),
                errors,
            ))
        };
        Target::Rules(Box::new(Rules {
            item,
            krate,
            move_enum,
            generators,
            play,
            outcome,
            evaluate,
            to_move,
            generic_players,
        }))
    }
}

/// The game's struct: the last segment of the block's type, for names and messages.
fn type_name(ty: &Type) -> Option<Ident> {
    match ty {
        Type::Path(path) if path.qself.is_none() => {
            path.path.segments.last().map(|last| last.ident.clone())
        }
        _ => None,
    }
}

/// The length of a generic block's value tuple, as a const argument; reports a value type
/// whose length cannot be read.
fn players_of_value(value: Option<&ValueFn>, errors: &mut Errors) -> Option<TokenStream> {
    let value = &value?.value;
    match value {
        Type::Array(array) => {
            let len = &array.len;
            Some(match len {
                syn::Expr::Lit(_) | syn::Expr::Path(_) => quote!(#len),
                _ => quote!({ #len }),
            })
        }
        Type::Tuple(tuple) => {
            let len = tuple.elems.len();
            Some(quote!(#len))
        }
        _ => {
            errors.spanned(
                value,
                "in a generic rules block, write the value tuple as `[Score; N]`: its \
                 length is the player count the `Rules` impl is written for",
            );
            None
        }
    }
}

fn has_fn(item: &ItemImpl, name: &str) -> bool {
    item.items
        .iter()
        .any(|member| matches!(member, ImplItem::Fn(function) if function.sig.ident == name))
}
