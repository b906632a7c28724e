//! The rules block: its `#[moves]` generators in declaration order, with the type of move each
//! yields, and the `play`, `outcome` and `evaluate` functions the `Game` impl forwards to.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident};
use syn::spanned::Spanned;
use syn::{
    Attribute, FnArg, GenericArgument, Ident, ImplItem, ImplItemFn, Item, ItemImpl, Path,
    PathArguments, ReturnType, Signature, Type, TypeParamBound, Visibility,
};

use super::args::Args;
use crate::errors::Errors;
use crate::game::model::item_keyword_span;

/// One kind of move: a function marked `#[moves]`.
pub(crate) struct Generator {
    /// The function.
    pub(crate) ident: Ident,
    /// The enum variant of its moves.
    pub(crate) variant: Ident,
    /// The type of its moves; `None` for `()`, which becomes a unit variant.
    pub(crate) payload: Option<Type>,
    /// How it hands its moves over.
    pub(crate) form: Form,
    /// Its doc comments, which document the variant.
    pub(crate) docs: Vec<Attribute>,
}

/// How a generator hands its moves over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// `fn kind(&self) -> impl IntoIterator<Item = M>`.
    Returns,
    /// `fn kind(&self, push: impl FnMut(M))`, or `&mut impl FnMut(M)` (`by_reference`), for
    /// generators that recurse (hop chains).
    Sink {
        /// Whether the sink is taken as `&mut`.
        by_reference: bool,
    },
}

/// `outcome` or `evaluate`: the value tuple it returns.
pub(crate) struct ValueFn {
    /// The value type as written: `[S; N]` (inside `Option` for `outcome`).
    pub(crate) value: Type,
    /// Its length as written in `[S; N]`, for the check against the players; `None` for a
    /// type alias, whose length only the compiler knows.
    pub(crate) len: Option<TokenStream>,
    /// Where the length was written.
    pub(crate) len_span: Span,
}

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
        if !item.generics.params.is_empty() {
            errors.spanned(
                &item.generics,
                "the rules of a `#[multiplayer_game]` struct cannot have generic parameters",
            );
        }
        let game_name = type_name(&item.self_ty);
        let krate = args.krate.unwrap_or_else(|| syn::parse_quote!(::maxn));
        let move_enum = args.move_type.unwrap_or_else(|| {
            (
                syn::parse_quote!(pub),
                format_ident!("{}Move", game_name, span = item.self_ty.span()),
            )
        });
        let mut generators = Vec::new();
        let (mut play, mut outcome, mut evaluate) = (None, None, None);
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
                _ => {}
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
        Target::Rules(Box::new(Rules {
            item,
            krate,
            move_enum,
            generators,
            play,
            outcome,
            evaluate,
        }))
    }
}

/// The last segment of the game's type, for names and messages.
fn type_name(ty: &Type) -> String {
    match ty {
        Type::Path(path) => path
            .path
            .segments
            .last()
            .map_or_else(String::new, |last| last.ident.to_string()),
        other => other.to_token_stream().to_string(),
    }
}

fn has_fn(item: &ItemImpl, name: &str) -> bool {
    item.items
        .iter()
        .any(|member| matches!(member, ImplItem::Fn(function) if function.sig.ident == name))
}

/// Removes `#[moves]` from a function, saying whether it was there.
fn take_moves_attribute(function: &mut ImplItemFn, errors: &mut Errors) -> bool {
    let before = function.attrs.len();
    function.attrs.retain(|attribute| {
        if !attribute.path().is_ident("moves") {
            return true;
        }
        if !matches!(attribute.meta, syn::Meta::Path(_)) {
            errors.spanned(attribute, "`#[moves]` takes no arguments");
        }
        false
    });
    function.attrs.len() < before
}

/// Reads a generator's signature: `&self`, then either nothing (the moves are returned) or
/// a sink.
fn generator(function: &ImplItemFn, errors: &mut Errors) -> Option<Generator> {
    let sig = &function.sig;
    if !has_receiver(sig, false) {
        errors.spanned(
            &sig.ident,
            "a move generator takes `&self`: `fn kind(&self) -> impl Iterator<Item = Move>`",
        );
        return None;
    }
    if !sig.generics.params.is_empty() {
        errors.spanned(
            &sig.generics,
            "a move generator cannot have generic parameters",
        );
        return None;
    }
    let inputs: Vec<&FnArg> = sig.inputs.iter().skip(1).collect();
    let (payload, form) = match (inputs.as_slice(), &sig.output) {
        ([], ReturnType::Type(_, returned)) => match returned_item(returned) {
            Ok(item) => (item, Form::Returns),
            Err(message) => {
                errors.spanned(returned, message);
                return None;
            }
        },
        ([FnArg::Typed(sink)], ReturnType::Default) => match sink_item(&sink.ty) {
            Some((item, by_reference)) => (item, Form::Sink { by_reference }),
            None => {
                errors.spanned(
                    &sink.ty,
                    "a move sink is `impl FnMut(Move)` or `&mut impl FnMut(Move)`",
                );
                return None;
            }
        },
        _ => {
            errors.spanned(
                &function.sig,
                "a move generator returns its moves, `fn kind(&self) -> impl Iterator<Item = Move>`, \
                 or hands them to a sink, `fn kind(&self, push: &mut impl FnMut(Move))`",
            );
            return None;
        }
    };
    let payload = match payload {
        Type::Tuple(tuple) if tuple.elems.is_empty() => None,
        other => Some(other),
    };
    Some(Generator {
        variant: variant_name(&sig.ident),
        ident: sig.ident.clone(),
        payload,
        form,
        docs: function
            .attrs
            .iter()
            .filter(|attribute| attribute.path().is_ident("doc"))
            .cloned()
            .collect(),
    })
}

/// `take_card` -> `TakeCard`.
fn variant_name(ident: &Ident) -> Ident {
    let name = ident.to_string();
    let name = name.trim_start_matches("r#");
    let camel: String = name
        .split('_')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|first| first.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        })
        .collect();
    Ident::new(&camel, ident.span())
}

/// The item type of a returned collection of moves.
fn returned_item(ty: &Type) -> Result<Type, &'static str> {
    match ty {
        Type::ImplTrait(impl_trait) => impl_trait
            .bounds
            .iter()
            .find_map(|bound| match bound {
                TypeParamBound::Trait(bound) => item_binding(&bound.path),
                _ => None,
            })
            .ok_or("name the moves' type: `impl Iterator<Item = Move>`"),
        Type::Paren(inner) => returned_item(&inner.elem),
        Type::Group(inner) => returned_item(&inner.elem),
        Type::Array(array) => Ok((*array.elem).clone()),
        Type::Path(path) if path.qself.is_none() => {
            let last = path.path.segments.last().ok_or("expected a type")?;
            if last.ident == "Option"
                && let PathArguments::AngleBracketed(arguments) = &last.arguments
                && let Some(GenericArgument::Type(inner)) = arguments.args.first()
            {
                return Ok(inner.clone());
            }
            Ok(syn::parse_quote_spanned!(ty.span()=> <#ty as ::core::iter::IntoIterator>::Item))
        }
        _ => Err(
            "a move generator returns `impl Iterator<Item = Move>` (or any `IntoIterator` of moves)",
        ),
    }
}

/// `T` in `Iterator<Item = T>` (or any trait path with an `Item = T` binding).
fn item_binding(path: &Path) -> Option<Type> {
    let PathArguments::AngleBracketed(arguments) = &path.segments.last()?.arguments else {
        return None;
    };
    arguments.args.iter().find_map(|argument| match argument {
        GenericArgument::AssocType(binding) if binding.ident == "Item" => Some(binding.ty.clone()),
        _ => None,
    })
}

/// `T` in a sink `impl FnMut(T)`, `&mut impl FnMut(T)` or `&mut dyn FnMut(T)`, and whether
/// it is taken by reference.
fn sink_item(ty: &Type) -> Option<(Type, bool)> {
    let (bounds, by_reference) = match ty {
        Type::ImplTrait(impl_trait) => (&impl_trait.bounds, false),
        Type::Reference(reference) if reference.mutability.is_some() => match &*reference.elem {
            Type::ImplTrait(impl_trait) => (&impl_trait.bounds, true),
            Type::TraitObject(object) => (&object.bounds, true),
            _ => return None,
        },
        _ => return None,
    };
    bounds.iter().find_map(|bound| {
        let TypeParamBound::Trait(bound) = bound else {
            return None;
        };
        let last = bound.path.segments.last()?;
        if last.ident != "FnMut" {
            return None;
        }
        let PathArguments::Parenthesized(arguments) = &last.arguments else {
            return None;
        };
        let mut inputs = arguments.inputs.iter();
        match (inputs.next(), inputs.next()) {
            (Some(item), None) => Some((item.clone(), by_reference)),
            _ => None,
        }
    })
}

/// Whether the first parameter is `&self` (or `&mut self` when `mutable`).
fn has_receiver(sig: &Signature, mutable: bool) -> bool {
    match sig.inputs.first() {
        Some(FnArg::Receiver(receiver)) => {
            receiver.colon_token.is_none()
                && receiver.reference.is_some()
                && receiver.mutability.is_some() == mutable
        }
        _ => false,
    }
}

/// `play(&mut self, mv: Move)`: the type of the move.
fn check_play(sig: &Signature, errors: &mut Errors) -> Option<Type> {
    match (
        has_receiver(sig, true),
        sig.inputs.iter().nth(1),
        sig.inputs.len(),
    ) {
        (true, Some(FnArg::Typed(mv)), 2) => Some((*mv.ty).clone()),
        _ => {
            errors.spanned(
                sig,
                "`play` takes `&mut self` and the move: `fn play(&mut self, mv: Move)`",
            );
            None
        }
    }
}

/// `outcome(&self) -> Option<[S; N]>` or `evaluate(&self) -> [S; N]`.
fn value_fn(sig: &Signature, optional: bool, errors: &mut Errors) -> Option<ValueFn> {
    let name = &sig.ident;
    let expected = if optional {
        "`fn outcome(&self) -> Option<[Score; N]>`"
    } else {
        "`fn evaluate(&self) -> [Score; N]`"
    };
    if !has_receiver(sig, false) || sig.inputs.len() != 1 {
        errors.spanned(sig, format!("`{name}` takes `&self` only: {expected}"));
        return None;
    }
    let ReturnType::Type(_, returned) = &sig.output else {
        errors.spanned(sig, format!("`{name}` returns the value tuple: {expected}"));
        return None;
    };
    let value = if optional {
        match option_inner(returned) {
            Some(inner) => inner,
            None => {
                errors.spanned(
                    returned,
                    format!(
                        "`outcome` returns an `Option`, `None` while the game goes on: {expected}"
                    ),
                );
                return None;
            }
        }
    } else {
        (**returned).clone()
    };
    let (len, len_span) = match &value {
        Type::Array(array) => (Some(array.len.to_token_stream()), array.len.span()),
        other => (None, other.span()),
    };
    Some(ValueFn {
        value,
        len,
        len_span,
    })
}

fn option_inner(ty: &Type) -> Option<Type> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "Option" {
        return None;
    }
    let PathArguments::AngleBracketed(arguments) = &last.arguments else {
        return None;
    };
    match arguments.args.first()? {
        GenericArgument::Type(inner) => Some(inner.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_camel_case() {
        let ident: Ident = syn::parse_quote!(play_card);
        assert_eq!(variant_name(&ident), "PlayCard");
        let ident: Ident = syn::parse_quote!(r#move);
        assert_eq!(variant_name(&ident), "Move");
    }

    #[test]
    fn finds_the_item_type_of_every_supported_generator() {
        let cases: [(Type, &str); 4] = [
            (syn::parse_quote!(impl Iterator<Item = Card> + '_), "Card"),
            (
                syn::parse_quote!(impl IntoIterator<Item = (u8, u8)>),
                "(u8 , u8)",
            ),
            (syn::parse_quote!(Option<Step>), "Step"),
            (syn::parse_quote!([Hop; 4]), "Hop"),
        ];
        for (ty, item) in cases {
            assert_eq!(
                returned_item(&ty).unwrap().to_token_stream().to_string(),
                item
            );
        }
        let vec: Type = syn::parse_quote!(Vec<Card>);
        assert_eq!(
            returned_item(&vec).unwrap().to_token_stream().to_string(),
            "< Vec < Card > as :: core :: iter :: IntoIterator > :: Item"
        );
        let opaque: Type = syn::parse_quote!(impl Iterator);
        assert!(returned_item(&opaque).is_err());
    }

    #[test]
    fn finds_the_item_type_of_a_sink() {
        let by_value: Type = syn::parse_quote!(impl FnMut(Hop));
        let by_reference: Type = syn::parse_quote!(&mut dyn FnMut(Hop));
        let item = |ty: &Type| {
            sink_item(ty).map(|(item, by_ref)| (item.to_token_stream().to_string(), by_ref))
        };
        assert_eq!(item(&by_value), Some(("Hop".into(), false)));
        assert_eq!(item(&by_reference), Some(("Hop".into(), true)));
        let not_a_sink: Type = syn::parse_quote!(&impl Fn(Hop));
        assert_eq!(item(&not_a_sink), None);
    }
}
