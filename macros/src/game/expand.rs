//! Tokens out: the struct, its `Game` impl (with `Bounds`, which makes it a `BoundedGame`, when
//! bounded, and `MonotonicHeuristic` from a `#[score]` field), the declaration the rules block checks
//! against, the deferred checks, and the errors.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::args::Objective;
use super::check::Check;
use super::model::Game;
use super::parts::{Number, Operand, Score, ScoreKind};
use crate::errors::Errors;

/// The struct, everything generated for it, and every error found.
pub(crate) fn expand(game: &Game, checks: &[Check], errors: Errors) -> TokenStream {
    let item = &game.item;
    let krate = &game.krate;
    let private = quote!(#krate::__private);
    let ident = &item.ident;
    let name = &game.name_tokens;
    let valid = errors.is_empty();
    let players_tokens = game.players.as_ref().map(count_tokens);
    let declared_players = players_tokens.clone().unwrap_or_else(|| quote!(0));
    // A declaration with errors (reported) declares `Unchecked` scores, which accept every
    // tuple the rules block converts, so that no secondary errors follow.
    let declared_score = match &game.score {
        Some(score) if valid => {
            let ty = &score.ty;
            quote!(#ty)
        }
        _ => quote!(#private::Unchecked),
    };
    let (generic_checks, checks): (Vec<&Check>, Vec<&Check>) =
        checks.iter().partition(|check| check.is_generic());
    let impls = match (&players_tokens, &game.score) {
        // Without a player count or score type there is no `Game` impl to write.
        (Some(players), Some(score)) => game_impls(game, players, score, valid, &generic_checks),
        _ => TokenStream::new(),
    };
    let (impl_generics, ty_generics, where_clause) = item.generics.split_for_impl();
    let turn_field = game.turn.is_some();
    // The rules block's `to_move` reads the field when it writes none of its own.
    let turn = game.turn.as_ref().map(|turn| {
        let member = &turn.member;
        let index = quote_spanned!(turn.ty.span()=> #private::PlayerIndex::index(self.#member));
        quote! {
            #[automatically_derived]
            impl #impl_generics #private::TurnField for #ident #ty_generics #where_clause {
                #[inline]
                fn turn(&self) -> usize {
                    #index
                }
            }
        }
    });
    let checks = checks
        .iter()
        .map(|check| check.to_const_item(&game.name, krate));
    let errors = errors.into_compile_errors();
    quote! {
        #item

        #[doc(hidden)]
        const _: () = {
            #[automatically_derived]
            impl #impl_generics #private::Declared for #ident #ty_generics #where_clause {
                type Score = #declared_score;
                const NAME: &'static str = #name;
                const PLAYERS: usize = #declared_players;
                const TURN_FIELD: bool = #turn_field;
            }

            #turn

            #impls
        };

        #(#checks)*

        #errors
    }
}

/// The associated constants of a generic struct that the `Game` impl names, in an inherent
/// impl (a free `const` item cannot name the struct's parameters): the checks that depend on
/// them, evaluated for each instantiation that is used, and the map of a minimisation game.
fn generic_consts(
    game: &Game,
    checks: &[&Check],
    min_form: Option<(&TokenStream, &syn::Type)>,
) -> TokenStream {
    let krate = &game.krate;
    let item = &game.item;
    let ident = &item.ident;
    let (impl_generics, ty_generics, where_clause) = item.generics.split_for_impl();
    let statements = checks
        .iter()
        .map(|check| check.to_generic_statement(&game.name));
    let min_form = min_form.map(|(min_form, score_ty)| {
        quote! {
            #[doc(hidden)]
            const __MAXN_MIN_FORM: #krate::__private::MinForm<#score_ty> = #min_form;
        }
    });
    quote! {
        #[automatically_derived]
        #[allow(clippy::unnecessary_cast, dead_code)]
        impl #impl_generics #ident #ty_generics #where_clause {
            #[doc(hidden)]
            const __MAXN_CHECKS: () = {
                #(#statements)*
            };

            #min_form
        }
    }
}

/// `impl Game` (whose `Bounds` make it a `BoundedGame` when bounded), and `MonotonicHeuristic`
/// where it applies. When the declaration has errors (not `valid`), the impls are still written
/// so that code using the game adds no errors, but their values are stand-ins: the program does
/// not compile.
fn game_impls(
    game: &Game,
    players: &TokenStream,
    score: &Score,
    valid: bool,
    generic_checks: &[&Check],
) -> TokenStream {
    let krate = &game.krate;
    let private = quote!(#krate::__private);
    let ident = &game.item.ident;
    let (impl_generics, ty_generics, where_clause) = game.item.generics.split_for_impl();
    let generic = game.is_generic();
    let name = &game.name_tokens;
    let score_ty = &score.ty;
    let max_moves = game
        .max_moves
        .as_ref()
        .map_or_else(|| quote!(1), count_tokens);
    let form = Form::of(game, score);
    // A generic struct's checks run when an instantiation's `BOUNDS` or `generate_moves` is
    // used (every search uses both), so that the compiler names that instantiation.
    let run_checks = generic.then(|| quote!(let () = <Self>::__MAXN_CHECKS;));
    let bounds = match &form.bounds {
        Some(bounds) if generic => quote! {
            type Bounds = #private::Bounds<#score_ty>;
            const BOUNDS: #private::Bounds<#score_ty> = {
                #run_checks
                #bounds
            };
        },
        Some(bounds) => quote! {
            type Bounds = #private::Bounds<#score_ty>;
            const BOUNDS: #private::Bounds<#score_ty> = #bounds;
        },
        None => quote! {
            type Bounds = #private::NoBounds;
            const BOUNDS: #private::NoBounds = #private::NoBounds;
        },
    };
    // A free `const` item cannot name a generic struct's parameters; an associated one can.
    let min_form_path = if generic {
        quote!(<Self>::__MAXN_MIN_FORM)
    } else {
        quote!(MIN_FORM)
    };
    let objective = match &form.min_form {
        Some(_) => {
            let maxp = form
                .maxp
                .as_ref()
                .map(|maxp| score_tokens(maxp, score, krate));
            quote!(const OBJECTIVE: #private::Objective<#score_ty> = #private::Objective::Min { maxp: #maxp };)
        }
        None => TokenStream::new(),
    };
    let generic_consts = generic.then(|| {
        generic_consts(
            game,
            generic_checks,
            form.min_form.as_ref().map(|min_form| (min_form, score_ty)),
        )
    });
    let min_form = form
        .min_form
        .as_ref()
        .filter(|_| !generic)
        .map(|min_form| quote!(const MIN_FORM: #private::MinForm<#score_ty> = #min_form;));
    let rules = quote!(<Self as #private::Rules<#players>>);
    let zero = quote!([<#score_ty as #private::Score>::ZERO; #players]);
    let (outcome, evaluate) = match (valid, &form.min_form) {
        (false, _) => (quote!(::core::option::Option::None), zero.clone()),
        (true, Some(_)) => (
            quote! {
                match #rules::outcome(self) {
                    ::core::option::Option::Some(own) => {
                        ::core::option::Option::Some(#min_form_path.to_max_form(#name, own))
                    }
                    ::core::option::Option::None => ::core::option::Option::None,
                }
            },
            quote!(#min_form_path.to_max_form(#name, #rules::evaluate(self))),
        ),
        (true, None) => (
            quote!(#rules::outcome(self)),
            quote!(#rules::evaluate(self)),
        ),
    };
    let heuristic = match (&game.score_field, form.bounds.is_some()) {
        (Some(field), true) => {
            let member = &field.field.member;
            let taken = if valid {
                quote_spanned! {field.field.ty.span()=>
                    #private::ValueTuple::<Self, #score_ty, #players>::into_players(self.#member)
                }
            } else {
                zero.clone()
            };
            let body = match form.min_form {
                Some(_) => quote! {
                    #[inline]
                    fn lower_bounds(&self) -> [#score_ty; #players] {
                        [<#score_ty as #private::Score>::ZERO; #players]
                    }

                    #[inline]
                    fn upper_bounds(&self) -> [#score_ty; #players] {
                        #min_form_path.upper_bounds(#taken)
                    }
                },
                None => quote! {
                    #[inline]
                    fn lower_bounds(&self) -> [#score_ty; #players] {
                        #taken
                    }
                },
            };
            quote! {
                #[automatically_derived]
                impl #impl_generics #private::MonotonicHeuristic<#players> for #ident #ty_generics #where_clause {
                    #body
                }
            }
        }
        _ => TokenStream::new(),
    };
    quote! {
        #min_form

        #generic_consts

        #[automatically_derived]
        impl #impl_generics #private::Game<#players> for #ident #ty_generics #where_clause {
            type Score = #score_ty;
            type Move = #rules::Move;
            type Moves = #private::MoveList<Self::Move, #max_moves>;

            const NAME: &'static str = #name;
            const MAX_MOVES_KEY: bool = true;
            #bounds
            #objective

            #[inline]
            fn to_move(&self) -> usize {
                #rules::to_move(self)
            }

            #[inline]
            fn generate_moves(&self, moves: &mut Self::Moves) {
                #run_checks
                #rules::generate(self, moves)
            }

            #[inline]
            fn play(&mut self, mv: Self::Move) {
                #rules::play(self, mv)
            }

            #[inline]
            fn outcome(&self) -> ::core::option::Option<[#score_ty; #players]> {
                #outcome
            }

            // Always: a search calls it at every cut-off, and a large evaluation (the card
            // games' constant-sum estimates) would otherwise stay behind a call of its own.
            #[inline(always)]
            fn evaluate(&self) -> [#score_ty; #players] {
                #evaluate
            }
        }

        #heuristic
    }
}

/// The bounds in maximisation form, and for a minimisation game the map to it.
struct Form {
    /// `Bounds { .. }`, when the game is bounded.
    bounds: Option<TokenStream>,
    /// `MinForm { .. }`, for `objective = min`.
    min_form: Option<TokenStream>,
    /// The declared (own-score) `maxp`, or `maxsum` for which it stands.
    maxp: Option<Operand>,
}

impl Form {
    fn of(game: &Game, score: &Score) -> Form {
        let krate = &game.krate;
        let private = quote!(#krate::__private);
        let delta = game.delta.as_ref().map_or_else(
            || match score.kind {
                ScoreKind::Int { .. } => quote!(1),
                ScoreKind::Float { wrapped, .. } => float_value(wrapped, quote!(0.0), krate),
            },
            |delta| score_tokens(&delta.value, score, krate),
        );
        let maxsum = game.maxsum.as_ref().map(|maxsum| &maxsum.value);
        let maxp = game.maxp.as_ref().map(|maxp| &maxp.value);
        match game.objective.value {
            Objective::Max => {
                let maxp = maxp.or(maxsum).cloned();
                let bounds = maxsum.zip(maxp.as_ref()).map(|(maxsum, maxp)| {
                    let maxsum = score_tokens(maxsum, score, krate);
                    let maxp = score_tokens(maxp, score, krate);
                    quote!(#private::Bounds { maxp: #maxp, maxsum: #maxsum, delta: #delta })
                });
                Form {
                    bounds,
                    min_form: None,
                    maxp,
                }
            }
            Objective::Min => {
                let Some(own_maxp) = maxp else {
                    // Reported by `validate`; the game is expanded as a maximisation game.
                    return Form {
                        bounds: None,
                        min_form: None,
                        maxp: None,
                    };
                };
                let maxp_tokens = score_tokens(own_maxp, score, krate);
                let minsum = game.minsum.as_ref().map(|minsum| &minsum.value);
                let bounds = minsum.zip(game.players.as_ref()).map(|(minsum, players)| {
                    let maxsum = max_form_maxsum(players, own_maxp, minsum, score, krate);
                    quote!(#private::Bounds { maxp: #maxp_tokens, maxsum: #maxsum, delta: #delta })
                });
                let minsum = match minsum {
                    Some(minsum) => {
                        let minsum = score_tokens(minsum, score, krate);
                        quote!(::core::option::Option::Some(#minsum))
                    }
                    None => quote!(::core::option::Option::None),
                };
                Form {
                    bounds,
                    min_form: Some(
                        quote!(#private::MinForm { maxp: #maxp_tokens, minsum: #minsum, delta: #delta }),
                    ),
                    maxp: Some(own_maxp.clone()),
                }
            }
        }
    }
}

/// `players * maxp - minsum` (Sturtevant & Korf 2000, Table 1), computed by the macro for
/// literals; for constants, an expression that yields 0 when the value does not fit the score
/// type (a deferred check reports that, and no overflow error should join it).
fn max_form_maxsum(
    players: &Operand,
    maxp: &Operand,
    minsum: &Operand,
    score: &Score,
    krate: &syn::Path,
) -> TokenStream {
    let score_ty = &score.ty;
    let (players_operand, maxp_operand, minsum_operand) = (players, maxp, minsum);
    if let (
        Operand::Lit {
            number: Number::Int(players),
            ..
        },
        Operand::Lit { number: maxp, .. },
        Operand::Lit { number: minsum, .. },
    ) = (players, maxp, minsum)
    {
        return match (score.kind, maxp, minsum) {
            (ScoreKind::Int { max, .. }, Number::Int(maxp), Number::Int(minsum)) => {
                let maxsum = players.saturating_mul(*maxp).saturating_sub(*minsum);
                let maxsum = if (0..=max).contains(&maxsum) {
                    maxsum
                } else {
                    0
                };
                let literal = Literal::i128_unsuffixed(maxsum);
                quote!(#literal)
            }
            (_, maxp, minsum) => {
                let maxsum = *players as f64 * float(*maxp) - float(*minsum);
                // An infinite sum is reported by `validate`.
                let maxsum = if maxsum.is_finite() { maxsum } else { 0.0 };
                let literal = Literal::f64_unsuffixed(maxsum);
                let ScoreKind::Float { wrapped, .. } = score.kind else {
                    unreachable!("integer scores are matched above")
                };
                float_value(wrapped, quote!(#literal), krate)
            }
        };
    }
    // Each operand in the arithmetic's type: a suffixed literal, or the constant cast.
    let wide = |operand: &Operand, ty: &TokenStream| match operand {
        Operand::Lit { number, span } => {
            let mut literal = match score.kind {
                ScoreKind::Int { .. } => Literal::i128_suffixed(match number {
                    Number::Int(value) => *value,
                    Number::Float(value) => *value as i128,
                }),
                ScoreKind::Float { name: "f32", .. } => {
                    Literal::f32_suffixed(float(*number) as f32)
                }
                ScoreKind::Float { .. } => Literal::f64_suffixed(float(*number)),
            };
            literal.set_span(*span);
            quote!(#literal)
        }
        Operand::Const { tokens, .. } => match score.kind {
            ScoreKind::Int { .. } => quote!((#tokens as #ty)),
            ScoreKind::Float { wrapped: true, .. } => quote!(#tokens.0),
            ScoreKind::Float { wrapped: false, .. } => quote!(#tokens),
        },
    };
    match score.kind {
        ScoreKind::Int { .. } => {
            let ty = quote!(i128);
            let players = match players {
                Operand::Const { tokens, .. } => quote!((#tokens as i128)),
                lit => wide(lit, &ty),
            };
            let (maxp, minsum) = (wide(maxp, &ty), wide(minsum, &ty));
            // A `const` item cannot name a generic struct's parameters; a `let` can.
            if [players_operand, maxp_operand, minsum_operand]
                .iter()
                .any(|operand| operand.is_generic())
            {
                return quote!({
                    let wide: i128 = #players * #maxp - #minsum;
                    if 0 <= wide && wide <= (<#score_ty>::MAX as i128) { wide as #score_ty } else { 0 }
                });
            }
            quote!({
                const WIDE: i128 = #players * #maxp - #minsum;
                if 0 <= WIDE && WIDE <= (<#score_ty>::MAX as i128) { WIDE as #score_ty } else { 0 }
            })
        }
        ScoreKind::Float { name, wrapped } => {
            let ty = quote::format_ident!("{}", name);
            let ty = quote!(#ty);
            let players = match players {
                Operand::Const { tokens, .. } => quote!((#tokens as #ty)),
                lit => wide(lit, &ty),
            };
            let (maxp, minsum) = (wide(maxp, &ty), wide(minsum, &ty));
            float_value(wrapped, quote!(#players * #maxp - #minsum), krate)
        }
    }
}

/// A float value of the score type: `OrderedFloat(value)` when the type is wrapped, the bare
/// value for `f32`/`f64`.
fn float_value(wrapped: bool, value: TokenStream, krate: &syn::Path) -> TokenStream {
    if wrapped {
        quote!(#krate::__private::OrderedFloat(#value))
    } else {
        value
    }
}

fn float(number: Number) -> f64 {
    match number {
        Number::Int(value) => value as f64,
        Number::Float(value) => value,
    }
}

/// A `usize` operand: a literal at the user's span, or the constant.
fn count_tokens(operand: &Operand) -> TokenStream {
    match operand {
        Operand::Lit { number, span } => {
            let mut literal = match number {
                Number::Int(value) => Literal::usize_unsuffixed(*value as usize),
                Number::Float(value) => Literal::usize_unsuffixed(*value as usize),
            };
            literal.set_span(*span);
            quote!(#literal)
        }
        // A path of several segments is a const generic argument only in braces.
        Operand::Const { tokens, .. } => quote!({ #tokens }),
    }
}

/// A value of the score type: an unsuffixed literal (typed by where it goes) or the constant.
fn score_tokens(operand: &Operand, score: &Score, krate: &syn::Path) -> TokenStream {
    match operand {
        Operand::Lit { number, span } => match score.kind {
            ScoreKind::Int { .. } => {
                let mut literal = match number {
                    Number::Int(value) => Literal::i128_unsuffixed(*value),
                    Number::Float(value) => Literal::i128_unsuffixed(*value as i128),
                };
                literal.set_span(*span);
                quote!(#literal)
            }
            ScoreKind::Float { wrapped, .. } => {
                let mut literal = Literal::f64_unsuffixed(float(*number));
                literal.set_span(*span);
                float_value(wrapped, quote!(#literal), krate)
            }
        },
        Operand::Const { tokens, .. } => tokens.clone(),
    }
}
