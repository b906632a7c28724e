//! The game description: the attribute's values read in the light of the score type, and the
//! struct's `#[turn]` and `#[score]` fields, every piece with the span of the user's tokens.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote_spanned};
use syn::spanned::Spanned;
use syn::{
    Expr, ExprLit, Fields, GenericArgument, Item, ItemStruct, Lit, Member, Path, PathArguments,
    Type,
};

use super::args::{Args, Keyed, Objective, Value};
use crate::errors::Errors;

/// A number the checks compare: read from a literal, or named by a constant whose value only
/// the compiler knows.
#[derive(Clone, Debug)]
pub(crate) enum Operand {
    /// A literal the macro read.
    Lit {
        /// Its value.
        number: Number,
        /// The literal's span.
        span: Span,
    },
    /// A value the macro cannot read: a path to a constant, or an array's length.
    Const {
        /// An expression of the value, for the generated code.
        tokens: TokenStream,
        /// The source text, for messages that cannot print the value.
        text: String,
        /// Where the user wrote it.
        span: Span,
    },
}

impl Operand {
    /// Where the user wrote the value.
    pub(crate) fn span(&self) -> Span {
        match self {
            Operand::Lit { span, .. } | Operand::Const { span, .. } => *span,
        }
    }

    fn constant(path: &Path) -> Self {
        Operand::Const {
            tokens: path.to_token_stream(),
            text: path.to_token_stream().to_string().replace(' ', ""),
            span: path.span(),
        }
    }
}

/// A literal's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Number {
    /// An integer.
    Int(i128),
    /// A float.
    Float(f64),
}

/// The declared score type, and which kind of number it is.
#[derive(Clone, Debug)]
pub(crate) struct Score {
    /// The type as written.
    pub(crate) ty: Type,
    /// Integer or float.
    pub(crate) kind: ScoreKind,
}

/// What the checks need to know about the score type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum ScoreKind {
    /// A primitive integer type.
    Int {
        /// Its name, such as `u8`.
        name: &'static str,
        /// Its largest value.
        max: i128,
    },
    /// `OrderedFloat<f32>` or `OrderedFloat<f64>`.
    Float {
        /// `f32` or `f64`.
        name: &'static str,
    },
}

/// A field marked with one of the macro's field attributes.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    /// How to name it on `self`.
    pub(crate) member: Member,
    /// Its type.
    pub(crate) ty: Type,
    /// The attribute, for errors about it.
    pub(crate) attribute: TokenStream,
}

/// The `#[score]` field: points already won and never lost.
#[derive(Clone, Debug)]
pub(crate) struct ScoreField {
    /// The field.
    pub(crate) field: Field,
    /// How many scores it holds.
    pub(crate) len: Operand,
}

/// Everything the attribute and the struct declare, with the user's spans.
pub(crate) struct Game {
    /// The struct, with the macro's field attributes removed.
    pub(crate) item: ItemStruct,
    /// The name in messages and [`Game::NAME`].
    pub(crate) name: String,
    /// The path to the `maxn` facade.
    pub(crate) krate: Path,
    /// The player count (`usize`).
    pub(crate) players: Option<Operand>,
    /// The score type, when it is one.
    pub(crate) score: Option<Score>,

    /// Maximise or minimise, and where that was said.
    pub(crate) objective: Keyed<Objective>,
    /// The declared bounds, in the game's own scores, with their keys' spans.
    pub(crate) maxsum: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) maxp: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) minsum: Option<Keyed<Operand>>,
    /// See `maxsum`.
    pub(crate) delta: Option<Keyed<Operand>>,
    /// The move-list capacity (`usize`).
    pub(crate) max_moves: Option<Operand>,
    /// The `#[turn]` field.
    pub(crate) turn: Option<Field>,
    /// The `#[score]` field.
    pub(crate) score_field: Option<ScoreField>,
}

/// What the attribute was put on.
pub(crate) enum Target {
    /// A struct: the game.
    Game(Box<Game>),
    /// Anything else, returned unchanged (its error is recorded).
    Other(Box<Item>),
}

impl Game {
    /// Reads the game from the attribute's arguments and the struct, recording every problem
    /// in `errors`. Missing pieces stay `None`; the expansion then emits what it can.
    pub(crate) fn from_syn(args: Args, item: Item, errors: &mut Errors) -> Target {
        let mut item = match item {
            Item::Struct(item) => item,
            other => {
                errors.at(
                    item_keyword_span(&other),
                    "`#[multiplayer_game]` goes on the struct that holds a game position",
                );
                return Target::Other(Box::new(other));
            }
        };
        if !item.generics.params.is_empty() {
            errors.spanned(
                &item.generics,
                "a `#[multiplayer_game]` struct cannot have generic parameters: the bounds are \
                 checked for one concrete game; implement `maxn::Game` by hand for a generic one",
            );
        }
        let krate: Path = match &args.krate {
            Some(krate) => krate.value.clone(),
            None => syn::parse_quote!(::maxn),
        };
        let (turn, score_field) = marked_fields(&mut item, errors);
        let ident = &item.ident;
        if turn.is_none() {
            errors.spanned(
                ident,
                format!(
                    "`{ident}` has no `#[turn]` field: mark the field that holds the index of \
                     the player to move"
                ),
            );
        }
        for (key, absent, what) in [
            ("players", !args.has("players"), "the number of players"),
            ("score", !args.has("score"), "the score type, such as `u8`"),
            (
                "max_moves",
                !args.has("max_moves"),
                "the most moves a position can have",
            ),
        ] {
            if absent {
                errors.at(Span::call_site(), format!("missing `{key} = ...`: {what}"));
            }
        }
        let score = args.score.and_then(|score| score_type(score.value, errors));
        let kind = score.as_ref().map(|score| score.kind);
        let bound = |value: Option<Keyed<Value>>, key, errors: &mut Errors| {
            let value = value?;
            Some(Keyed {
                key: value.key,
                value: score_operand(value.value, key, kind, errors)?,
            })
        };
        let maxsum = bound(args.maxsum, "maxsum", errors);
        let maxp = bound(args.maxp, "maxp", errors);
        let minsum = bound(args.minsum, "minsum", errors);
        let delta = bound(args.delta, "delta", errors);
        let players = args
            .players
            .and_then(|players| count_operand(players.value, "players", errors));
        let max_moves = args
            .max_moves
            .and_then(|max_moves| count_operand(max_moves.value, "max_moves", errors));
        let name = match args.name {
            Some(name) => name.value.value(),
            None => item.ident.to_string(),
        };
        let objective = args.objective.unwrap_or(Keyed {
            value: Objective::Max,
            key: Span::call_site(),
        });
        let score_field = score_field.and_then(|field| score_field_len(field, &krate, errors));
        Target::Game(Box::new(Game {
            item,
            name,
            krate,
            players,
            score,
            objective,
            maxsum,
            maxp,
            minsum,
            delta,
            max_moves,
            turn,
            score_field,
        }))
    }
}

/// The span of the keyword that introduces an item (`fn`, `enum`, ...).
pub(crate) fn item_keyword_span(item: &Item) -> Span {
    let tokens = item.to_token_stream();
    tokens
        .into_iter()
        .find_map(|token| match token {
            proc_macro2::TokenTree::Ident(ident) if ident != "pub" => Some(ident.span()),
            _ => None,
        })
        .unwrap_or_else(Span::call_site)
}

/// Finds the `#[turn]` and `#[score]` fields and removes the attributes, which are not
/// attributes the compiler knows.
fn marked_fields(item: &mut ItemStruct, errors: &mut Errors) -> (Option<Field>, Option<Field>) {
    let mut turn: Option<Field> = None;
    let mut score: Option<Field> = None;
    let fields = match &mut item.fields {
        Fields::Named(fields) => &mut fields.named,
        Fields::Unnamed(fields) => &mut fields.unnamed,
        Fields::Unit => return (None, None),
    };
    for (index, field) in fields.iter_mut().enumerate() {
        let member = match &field.ident {
            Some(ident) => Member::Named(ident.clone()),
            None => Member::Unnamed(index.into()),
        };
        let mut kept = Vec::with_capacity(field.attrs.len());
        for attribute in field.attrs.drain(..) {
            let (slot, which) = if attribute.path().is_ident("turn") {
                (&mut turn, "turn")
            } else if attribute.path().is_ident("score") {
                (&mut score, "score")
            } else {
                kept.push(attribute);
                continue;
            };
            if !matches!(attribute.meta, syn::Meta::Path(_)) {
                errors.spanned(&attribute, format!("`#[{which}]` takes no arguments"));
            }
            if slot.is_some() {
                errors.spanned(
                    &attribute,
                    format!("duplicate `#[{which}]`: {}", one_field(which)),
                );
                continue;
            }
            *slot = Some(Field {
                member: member.clone(),
                ty: field.ty.clone(),
                attribute: attribute.to_token_stream(),
            });
        }
        field.attrs = kept;
    }
    (turn, score)
}

fn one_field(which: &str) -> &'static str {
    if which == "turn" {
        "one field holds the player to move"
    } else {
        "one field holds the points already taken"
    }
}

/// The length of the `#[score]` field: `[S; LEN]`, read when it is a literal.
fn score_field_len(field: Field, krate: &Path, errors: &mut Errors) -> Option<ScoreField> {
    let len = match &field.ty {
        Type::Array(array) => match &array.len {
            Expr::Lit(ExprLit {
                lit: Lit::Int(lit), ..
            }) => match lit.base10_parse::<usize>() {
                Ok(len) => Operand::Lit {
                    number: Number::Int(len as i128),
                    span: lit.span(),
                },
                Err(error) => {
                    errors.push(error);
                    return None;
                }
            },
            len => Operand::Const {
                tokens: len.to_token_stream(),
                text: len.to_token_stream().to_string(),
                span: len.span(),
            },
        },
        // A type alias: its length is known to the compiler only.
        ty => {
            let span = ty.span();
            Operand::Const {
                tokens: quote_spanned!(span=> <#ty as #krate::__private::Arity>::LEN),
                text: ty.to_token_stream().to_string(),
                span,
            }
        }
    };
    Some(ScoreField { field, len })
}

/// Classifies the score type, rejecting what is not a score.
fn score_type(ty: Type, errors: &mut Errors) -> Option<Score> {
    const INTEGERS: &[(&str, i128)] = &[
        ("u8", u8::MAX as i128),
        ("u16", u16::MAX as i128),
        ("u32", u32::MAX as i128),
        ("u64", u64::MAX as i128),
        ("usize", u64::MAX as i128),
        ("i8", i8::MAX as i128),
        ("i16", i16::MAX as i128),
        ("i32", i32::MAX as i128),
        ("i64", i64::MAX as i128),
        ("isize", i64::MAX as i128),
    ];
    let last = match &ty {
        Type::Path(path) if path.qself.is_none() => path.path.segments.last(),
        _ => None,
    };
    let kind = last.and_then(|last| {
        let ident = last.ident.to_string();
        if let Some(&(name, max)) = INTEGERS.iter().find(|(name, _)| *name == ident) {
            return last
                .arguments
                .is_none()
                .then_some(ScoreKind::Int { name, max });
        }
        if ident == "f32" || ident == "f64" {
            errors.spanned(
                &ty,
                format!(
                    "`{ident}` is not a score type: wrap it as `OrderedFloat<{ident}>` \
                     (re-exported as `maxn::OrderedFloat`), which the searchers can order"
                ),
            );
            return None;
        }
        if ident != "OrderedFloat" {
            return None;
        }
        let PathArguments::AngleBracketed(arguments) = &last.arguments else {
            return None;
        };
        match arguments.args.iter().collect::<Vec<_>>().as_slice() {
            [GenericArgument::Type(Type::Path(inner))] if inner.path.is_ident("f32") => {
                Some(ScoreKind::Float { name: "f32" })
            }
            [GenericArgument::Type(Type::Path(inner))] if inner.path.is_ident("f64") => {
                Some(ScoreKind::Float { name: "f64" })
            }
            _ => None,
        }
    });
    match kind {
        Some(kind) => Some(Score { ty, kind }),
        None => {
            if !matches!(last, Some(last) if last.ident == "f32" || last.ident == "f64") {
                errors.spanned(
                    &ty,
                    "expected a primitive integer type (`u8`, `i32`, ...) or \
                     `OrderedFloat<f32>` / `OrderedFloat<f64>` as the score type",
                );
            }
            None
        }
    }
}

/// A player count or capacity: a `usize`.
fn count_operand(value: Value, key: &str, errors: &mut Errors) -> Option<Operand> {
    match value {
        Value::Int(lit) => {
            if !matches!(lit.suffix(), "" | "usize") {
                errors.spanned(
                    &lit,
                    format!("`{key}` is a `usize`: drop the `{}` suffix", lit.suffix()),
                );
                return None;
            }
            match lit.base10_parse::<usize>() {
                Ok(count) => Some(Operand::Lit {
                    number: Number::Int(count as i128),
                    span: lit.span(),
                }),
                Err(error) => {
                    errors.push(error);
                    None
                }
            }
        }
        Value::Float(lit) => {
            errors.spanned(&lit, format!("`{key}` must be a whole number"));
            None
        }
        Value::Const(path) => Some(Operand::constant(&path)),
    }
}

/// A bound: a value of the score type. `kind` is `None` when the score type is unusable
/// (that error is already recorded), and literals are then taken as they come.
fn score_operand(
    value: Value,
    key: &str,
    kind: Option<ScoreKind>,
    errors: &mut Errors,
) -> Option<Operand> {
    let (lit_span, number) = match (&value, kind) {
        (Value::Const(path), _) => return Some(Operand::constant(path)),
        (Value::Int(lit), Some(ScoreKind::Int { name, max })) => {
            if !matches!(lit.suffix(), "") && lit.suffix() != name {
                errors.spanned(
                    lit,
                    format!(
                        "the `{}` suffix does not match the score type `{name}`",
                        lit.suffix()
                    ),
                );
                return None;
            }
            let value = match lit.base10_parse::<i128>() {
                Ok(value) => value,
                Err(error) => {
                    errors.push(error);
                    return None;
                }
            };
            if value > max {
                errors.spanned(
                    lit,
                    format!("`{key}` = {value} does not fit in the score type `{name}`"),
                );
                return None;
            }
            (lit.span(), Number::Int(value))
        }
        (Value::Float(lit), Some(ScoreKind::Int { name, .. })) => {
            errors.spanned(
                lit,
                format!(
                    "`{key}` must be a whole number: the score type `{name}` is an integer type"
                ),
            );
            return None;
        }
        (Value::Int(lit), Some(ScoreKind::Float { name })) => {
            if !matches!(lit.suffix(), "") {
                errors.spanned(
                    lit,
                    format!("write `{key}` as a `{name}` without an integer suffix"),
                );
                return None;
            }
            (lit.span(), Number::Float(lit.base10_parse::<f64>().ok()?))
        }
        (Value::Float(lit), Some(ScoreKind::Float { name })) => {
            if !matches!(lit.suffix(), "") && lit.suffix() != name {
                errors.spanned(
                    lit,
                    format!(
                        "the `{}` suffix does not match the score type `OrderedFloat<{name}>`",
                        lit.suffix()
                    ),
                );
                return None;
            }
            match lit.base10_parse::<f64>() {
                Ok(value) => (lit.span(), Number::Float(value)),
                Err(error) => {
                    errors.push(error);
                    return None;
                }
            }
        }
        (Value::Int(lit), None) => (lit.span(), Number::Int(lit.base10_parse().ok()?)),
        (Value::Float(lit), None) => (lit.span(), Number::Float(lit.base10_parse().ok()?)),
    };
    Some(Operand::Lit {
        number,
        span: lit_span,
    })
}
