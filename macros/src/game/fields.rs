//! Reads the struct's field attributes: `#[turn]` (the player to move) and `#[score]` (points
//! taken, never lost), removing them, since the compiler does not know them.

use quote::{ToTokens, quote_spanned};
use syn::spanned::Spanned;
use syn::{Expr, ExprLit, Fields, ItemStruct, Lit, Member, Path, Type};

use super::model::{Field, Number, Operand, ScoreField};
use crate::errors::Errors;

/// Finds the `#[turn]` and `#[score]` fields and removes the attributes, which are not
/// attributes the compiler knows.
pub(super) fn marked_fields(
    item: &mut ItemStruct,
    errors: &mut Errors,
) -> (Option<Field>, Option<Field>) {
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
pub(super) fn score_field_len(
    field: Field,
    krate: &Path,
    errors: &mut Errors,
) -> Option<ScoreField> {
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
