//! Reads the rules block's functions: a generator's signature (what it yields and how it
//! hands its moves over) and the fixed shapes of `play`, `outcome` and `evaluate`.

use syn::spanned::Spanned;
use syn::{
    FnArg, GenericArgument, Ident, ImplItemFn, Path, PathArguments, ReturnType, Signature, Type,
    TypeParamBound,
};

use super::parts::{Form, Generator, ValueFn};
use crate::errors::Errors;

/// Removes `#[moves]` from a function, saying whether it was there.
pub(super) fn take_moves_attribute(function: &mut ImplItemFn, errors: &mut Errors) -> bool {
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
pub(super) fn generator(function: &ImplItemFn, errors: &mut Errors) -> Option<Generator> {
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
        ([FnArg::Typed(sink)], ReturnType::Default) => {
            match (sink_item(&sink.ty), buffer_item(&sink.ty)) {
                (Some((item, by_reference)), _) => (item, Form::Sink { by_reference }),
                (None, Some(item)) => (item, Form::Buffer),
                (None, None) => {
                    errors.spanned(
                        &sink.ty,
                        "a move sink is `impl FnMut(Move)` or `&mut impl FnMut(Move)`, or the \
                         move list itself, `&mut impl MoveBuffer<Move = Move>`",
                    );
                    return None;
                }
            }
        }
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
        variant: match variant_name(&sig.ident) {
            Some(variant) => variant,
            None => {
                errors.spanned(
                    &sig.ident,
                    "the move enum's variant is named after the generator, and this name gives \
                     none: rename the generator",
                );
                return None;
            }
        },
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

/// `take_card` -> `TakeCard`; `None` when that is no name for a variant (`__`, `self_`).
fn variant_name(ident: &Ident) -> Option<Ident> {
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
    // Parsing rejects what `Ident::new` would panic on (nothing) or accept wrongly (`Self`).
    syn::parse_str::<Ident>(&camel).ok()?;
    Some(Ident::new(&camel, ident.span()))
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

/// `T` in a move list `&mut impl MoveBuffer<Move = T>` (the trait under any path).
fn buffer_item(ty: &Type) -> Option<Type> {
    let Type::Reference(reference) = ty else {
        return None;
    };
    reference.mutability?;
    let Type::ImplTrait(impl_trait) = &*reference.elem else {
        return None;
    };
    impl_trait.bounds.iter().find_map(|bound| {
        let TypeParamBound::Trait(bound) = bound else {
            return None;
        };
        let last = bound.path.segments.last()?;
        if last.ident != "MoveBuffer" {
            return None;
        }
        let PathArguments::AngleBracketed(arguments) = &last.arguments else {
            return None;
        };
        arguments.args.iter().find_map(|argument| match argument {
            GenericArgument::AssocType(binding) if binding.ident == "Move" => {
                Some(binding.ty.clone())
            }
            _ => None,
        })
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
pub(super) fn check_play(sig: &Signature, errors: &mut Errors) -> Option<Type> {
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

/// `to_move(&self) -> usize`: whether the signature takes `&self` only (the return type is
/// left to the compiler, which reports it where it is written).
pub(super) fn check_to_move(sig: &Signature, errors: &mut Errors) -> bool {
    if has_receiver(sig, false) && sig.inputs.len() == 1 && sig.generics.params.is_empty() {
        return true;
    }
    errors.spanned(
        sig,
        "`to_move` takes `&self` only and returns the player to move: \
         `fn to_move(&self) -> usize`",
    );
    false
}

/// `outcome(&self) -> Option<[S; N]>` or `evaluate(&self) -> [S; N]`.
pub(super) fn value_fn(sig: &Signature, optional: bool, errors: &mut Errors) -> Option<ValueFn> {
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
    Some(ValueFn { value })
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
    use quote::ToTokens;

    use super::*;

    #[test]
    fn variants_are_camel_case() {
        let ident: Ident = syn::parse_quote!(play_card);
        assert_eq!(variant_name(&ident).unwrap(), "PlayCard");
        let ident: Ident = syn::parse_quote!(r#move);
        assert_eq!(variant_name(&ident).unwrap(), "Move");
        let ident: Ident = syn::parse_quote!(__);
        assert!(variant_name(&ident).is_none());
        let ident: Ident = syn::parse_quote!(self_);
        assert!(variant_name(&ident).is_none(), "`Self` is no variant name");
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

    #[test]
    fn finds_the_item_type_of_a_move_list() {
        let item = |ty: Type| buffer_item(&ty).map(|item| item.to_token_stream().to_string());
        assert_eq!(
            item(syn::parse_quote!(&mut impl maxn::MoveBuffer<Move = Card>)),
            Some("Card".into())
        );
        assert_eq!(item(syn::parse_quote!(&impl MoveBuffer<Move = Card>)), None);
        assert_eq!(item(syn::parse_quote!(&mut impl MoveBuffer)), None);
        assert_eq!(item(syn::parse_quote!(&mut impl FnMut(Card))), None);
    }
}
