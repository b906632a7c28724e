//! Tokens out: the `impl` block, the move enum (when there are several generators), the
//! `Rules` impl the game's `Game` impl forwards to, the value-length checks, and the errors.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::model::Rules;
use super::parts::{Form, Generator};
use crate::errors::Errors;

/// The block, everything generated for it, and every error found.
pub(crate) fn expand(rules: &Rules, errors: Errors) -> TokenStream {
    let item = &rules.item;
    let krate = &rules.krate;
    let private = quote!(#krate::__private);
    let self_ty = &item.self_ty;
    let (move_type, move_enum) = move_type(rules);
    let calls = rules
        .generators
        .iter()
        .map(|generator| generator_call(rules, generator));
    // A `play` that takes another type than the generators yield is reported at its
    // parameter.
    let play = match &rules.play {
        Some(mv) => quote_spanned!(mv.span()=> <#self_ty>::play(self, mv)),
        None => quote!(let _ = mv;),
    };
    // The user's tuples become `[Score; N]` where the user wrote them, so that a wrong score
    // type is reported at its return type. A missing function is reported already; the
    // stand-ins keep the impl well-typed.
    // A generic block's count is read from its value tuple (a `const` item cannot name the
    // block's parameters); a concrete one's is the declaration's. When the tuple's length
    // cannot be read (reported), the impl is written for every count, with stand-in values,
    // so that the declaration's `Game` impl adds no error of its own.
    let mut generics = item.generics.clone();
    let (players, readable) = match &rules.generic_players {
        Some(Some(players)) => (players.clone(), true),
        Some(None) => {
            generics
                .params
                .push(syn::parse_quote!(const __MAXN_PLAYERS: usize));
            (quote!(__MAXN_PLAYERS), false)
        }
        None => (quote!(PLAYERS), true),
    };
    let retype = quote!(#private::ValueTuple::<#self_ty, Self::Score, #players>::into_players);
    let outcome = match &rules.outcome {
        Some(outcome) if readable => quote_spanned! {outcome.value.span()=>
            match <#self_ty>::outcome(self) {
                ::core::option::Option::Some(own) => ::core::option::Option::Some(#retype(own)),
                ::core::option::Option::None => ::core::option::Option::None,
            }
        },
        _ => quote!(::core::option::Option::None),
    };
    let evaluate = match &rules.evaluate {
        Some(evaluate) if readable => quote_spanned! {evaluate.value.span()=>
            #retype(<#self_ty>::evaluate(self))
        },
        _ => quote!(::core::unreachable!(
            "`evaluate` is missing or unusable, which is a compile error"
        )),
    };
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    let generic = !item.generics.params.is_empty();
    let (to_move, turn_check) = to_move(rules, generic);
    let generated = {
        let declared = (!generic).then(|| {
            quote! {
                // The rules are for as many players as the declaration says; a value tuple of
                // another length fails to convert where its type is written.
                #[allow(dead_code)]
                const PLAYERS: usize = <#self_ty as #private::Declared>::PLAYERS;
            }
        });
        quote! {
            #move_enum

            #[doc(hidden)]
            const _: () = {
                #declared

                #turn_check

                #[automatically_derived]
                impl #impl_generics #private::Rules<#players> for #self_ty #where_clause {
                    type Move = #move_type;
                    type Score = <#self_ty as #private::Declared>::Score;

                    #[inline]
                    fn to_move(&self) -> usize {
                        #to_move
                    }

                    // Named so as not to clash with the block's own parameters (`B`, say).
                    #[inline]
                    fn generate<__MaxnMoves: #private::MoveBuffer<Move = Self::Move>>(&self, moves: &mut __MaxnMoves) {
                        #(#calls)*
                    }

                    #[inline]
                    fn play(&mut self, mv: Self::Move) {
                        #play
                    }

                    #[inline]
                    fn outcome(&self) -> ::core::option::Option<[Self::Score; #players]> {
                        #outcome
                    }

                    #[inline]
                    fn evaluate(&self) -> [Self::Score; #players] {
                        #evaluate
                    }
                }
            };
        }
    };
    let errors = errors.into_compile_errors();
    quote! {
        #item

        #generated

        #errors
    }
}

/// The body of `Rules::to_move`, and the check that the struct does not mark a `#[turn]`
/// field too (two answers to one question): a `const` item for a concrete block, fired under
/// `cargo check`; for a generic one (a free `const` cannot name its parameters) an associated
/// constant of an inherent impl, read by `to_move`, so it fires per instantiation.
fn to_move(rules: &Rules, generic: bool) -> (TokenStream, TokenStream) {
    let krate = &rules.krate;
    let private = quote!(#krate::__private);
    let self_ty = &rules.item.self_ty;
    let Some(span) = rules.to_move else {
        // A struct without a `#[turn]` field does not implement `TurnField`: the compiler's
        // error, at the block's type, says to add either.
        // `self` keeps the macro's own span: the type's span may come from a caller's
        // `macro_rules!`, whose hygiene would not see this function's `self`.
        let turn = quote_spanned!(self_ty.span()=> <#self_ty as #private::TurnField>::turn);
        return (quote!(#turn(self)), TokenStream::new());
    };
    let message = format!(
        "`{}` marks a `#[turn]` field and its rules write `fn to_move`: say who moves once",
        quote!(#self_ty).to_string().replace(' ', "")
    );
    let condition = quote!(<#self_ty as #private::Declared>::TURN_FIELD);
    if generic {
        let item = &rules.item;
        let (impl_generics, _, where_clause) = item.generics.split_for_impl();
        let check = quote_spanned! {span=>
            impl #impl_generics #self_ty #where_clause {
                #[doc(hidden)]
                const __MAXN_TURN_CHECK: () = ::core::assert!(!#condition, #message);
            }
        };
        let function = quote_spanned!(span=> <#self_ty>::to_move);
        let call = quote! {
            let () = <#self_ty>::__MAXN_TURN_CHECK;
            #function(self)
        };
        (call, check)
    } else {
        let check = quote_spanned! {span=>
            const _: () = ::core::assert!(!#condition, #message);
        };
        let function = quote_spanned!(span=> <#self_ty>::to_move);
        (quote!(#function(self)), check)
    }
}

/// The move type, and the enum definition when there are several kinds of moves.
fn move_type(rules: &Rules) -> (TokenStream, TokenStream) {
    match rules.generators.as_slice() {
        // No usable generator (reported): `play`'s move type keeps `play` from failing too.
        [] => match &rules.play {
            Some(mv) => (quote!(#mv), TokenStream::new()),
            None => (quote!(()), TokenStream::new()),
        },
        [only] => match &only.payload {
            Some(payload) => (quote!(#payload), TokenStream::new()),
            None => (quote!(()), TokenStream::new()),
        },
        generators => {
            let (visibility, name) = &rules.move_enum;
            let game = &rules.item.self_ty;
            let game_name = quote!(#game).to_string();
            let doc = format!(
                " A move of `{game_name}`: one variant per move generator, in the order the \
                 searchers try them."
            );
            let variants = generators.iter().map(|generator| {
                let variant = &generator.variant;
                let docs = if generator.docs.is_empty() {
                    let doc = format!(" Moves of `{}::{}`.", game_name, generator.ident);
                    quote!(#[doc = #doc])
                } else {
                    let docs = &generator.docs;
                    quote!(#(#docs)*)
                };
                match &generator.payload {
                    Some(payload) => quote!(#docs #variant(#payload)),
                    None => quote!(#docs #variant),
                }
            });
            let definition = quote! {
                #[doc = #doc]
                #[derive(Clone, Copy, Debug, PartialEq)]
                #[allow(private_interfaces)]
                #visibility enum #name {
                    #(#variants,)*
                }
            };
            (quote!(#name), definition)
        }
    }
}

/// Pushes one generator's moves, wrapped in their variant when there are several kinds.
fn generator_call(rules: &Rules, generator: &Generator) -> TokenStream {
    let self_ty = &rules.item.self_ty;
    let function = &generator.ident;
    let span = function.span();
    let several = rules.generators.len() > 1;
    let (name, variant) = (&rules.move_enum.1, &generator.variant);
    let (pattern, pushed) = match (&generator.payload, several) {
        (Some(_), false) => (quote!(mv), quote!(mv)),
        (Some(_), true) => (quote!(mv), quote!(#name::#variant(mv))),
        (None, false) => (quote!(()), quote!(())),
        (None, true) => (quote!(()), quote!(#name::#variant)),
    };
    match generator.form {
        // `into_iter` spelled out: a generator may return an `Option`, which `for` over the
        // value itself would lint.
        Form::Returns => quote_spanned! {span=>
            for #pattern in ::core::iter::IntoIterator::into_iter(<#self_ty>::#function(self)) {
                moves.push(#pushed);
            }
        },
        Form::Sink { by_reference: true } => quote_spanned! {span=>
            <#self_ty>::#function(self, &mut |#pattern| moves.push(#pushed));
        },
        Form::Sink {
            by_reference: false,
        } => quote_spanned! {span=>
            <#self_ty>::#function(self, |#pattern| moves.push(#pushed));
        },
        // The only generator: its moves are the move type.
        Form::Buffer if !several => quote_spanned! {span=>
            <#self_ty>::#function(self, moves);
        },
        // Among several (reported by `model`), it is left out, so no type error joins that.
        Form::Buffer => TokenStream::new(),
    }
}
