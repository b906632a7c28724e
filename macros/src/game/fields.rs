//! Reads the struct's field attributes: `#[turn]` (the player to move) and `#[score]` (points
//! taken, never lost), removing them, since the compiler does not know them.

use quote::ToTokens;
use syn::{Expr, ExprLit, Fields, ItemStruct, Lit, Member, Type};

use super::parts::{Field, Number, Operand, ScoreField};
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

/// The `#[score]` field with its length, when the length is a literal (`[S; 3]`): the macro
/// checks that one against the players itself. Any other length (a constant, a type alias) is
/// left to the compiler, which rejects a field that is not `[S; players]` where it is written.
pub(super) fn with_len(field: Field) -> ScoreField {
    let len = match &field.ty {
        Type::Array(array) => match &array.len {
            Expr::Lit(ExprLit {
                lit: Lit::Int(lit), ..
            }) => lit.base10_parse::<usize>().ok().map(|len| Operand::Lit {
                number: Number::Int(len as i128),
                span: lit.span(),
            }),
            _ => None,
        },
        _ => None,
    };
    ScoreField { field, len }
}
