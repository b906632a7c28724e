//! Reads the attribute's values in the light of the score type: which type it is, and each
//! number as a count (`usize`) or a value of that type, with the literal's span.

use syn::{GenericArgument, PathArguments, Type};

use super::args::Value;
use super::parts::{Number, Operand, Score, ScoreKind};
use crate::errors::Errors;

/// Classifies the score type, rejecting what is not a score.
pub(super) fn score_type(ty: Type, errors: &mut Errors) -> Option<Score> {
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
        // A bare float is a score (the searchers order it, and a NaN is an error naming the
        // game and the player), as `OrderedFloat` of it is.
        if last.arguments.is_none() && (ident == "f32" || ident == "f64") {
            let name = if ident == "f32" { "f32" } else { "f64" };
            return Some(ScoreKind::Float {
                name,
                wrapped: false,
            });
        }
        if ident != "OrderedFloat" {
            return None;
        }
        let PathArguments::AngleBracketed(arguments) = &last.arguments else {
            return None;
        };
        match arguments.args.iter().collect::<Vec<_>>().as_slice() {
            [GenericArgument::Type(Type::Path(inner))] if inner.path.is_ident("f32") => {
                Some(ScoreKind::Float {
                    name: "f32",
                    wrapped: true,
                })
            }
            [GenericArgument::Type(Type::Path(inner))] if inner.path.is_ident("f64") => {
                Some(ScoreKind::Float {
                    name: "f64",
                    wrapped: true,
                })
            }
            _ => None,
        }
    });
    match kind {
        Some(kind) => Some(Score { ty, kind }),
        None => {
            errors.spanned(
                &ty,
                "expected a primitive integer type (`u8`, `i32`, ...), `f32` / `f64`, or \
                 `OrderedFloat<f32>` / `OrderedFloat<f64>` as the score type",
            );
            None
        }
    }
}

/// A player count or capacity: a `usize`.
pub(super) fn count_operand(value: Value, key: &str, errors: &mut Errors) -> Option<Operand> {
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
        Value::Expr(expr) => Some(Operand::expression(&expr)),
    }
}

/// A bound: a value of the score type. `kind` is `None` when the score type is unusable
/// (that error is already recorded), and literals are then taken as they come.
pub(super) fn score_operand(
    value: Value,
    key: &str,
    kind: Option<ScoreKind>,
    errors: &mut Errors,
) -> Option<Operand> {
    let (lit_span, number) = match (&value, kind) {
        (Value::Const(path), _) => return Some(Operand::constant(path)),
        (Value::Expr(expr), _) => return Some(Operand::expression(expr)),
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
        (Value::Int(lit), Some(ScoreKind::Float { name, .. })) => {
            if !matches!(lit.suffix(), "") {
                errors.spanned(
                    lit,
                    format!("write `{key}` as a `{name}` without an integer suffix"),
                );
                return None;
            }
            let value = lit.base10_parse::<f64>().ok()?;
            if !fits_float(value, name) {
                errors.spanned(lit, format!("`{key}` = {value} does not fit in `{name}`"));
                return None;
            }
            (lit.span(), Number::Float(value))
        }
        (Value::Float(lit), Some(ScoreKind::Float { name, wrapped })) => {
            if !matches!(lit.suffix(), "") && lit.suffix() != name {
                let ty = if wrapped {
                    format!("OrderedFloat<{name}>")
                } else {
                    name.to_owned()
                };
                errors.spanned(
                    lit,
                    format!(
                        "the `{}` suffix does not match the score type `{ty}`",
                        lit.suffix()
                    ),
                );
                return None;
            }
            match lit.base10_parse::<f64>() {
                Ok(value) if fits_float(value, name) => (lit.span(), Number::Float(value)),
                Ok(_) => {
                    errors.spanned(
                        lit,
                        format!("`{key}` = {} does not fit in `{name}`", lit.base10_digits()),
                    );
                    return None;
                }
                Err(error) => {
                    errors.push(error);
                    return None;
                }
            }
        }
        (Value::Int(lit), None) => (lit.span(), Number::Int(lit.base10_parse().ok()?)),
        (Value::Float(lit), None) => {
            let value = lit
                .base10_parse::<f64>()
                .ok()
                .filter(|value| value.is_finite())?;
            (lit.span(), Number::Float(value))
        }
    };
    Some(Operand::Lit {
        number,
        span: lit_span,
    })
}

/// Whether a literal's value is a finite number of the float type `name`.
fn fits_float(value: f64, name: &str) -> bool {
    let max = if name == "f32" {
        f64::from(f32::MAX)
    } else {
        f64::MAX
    };
    value.is_finite() && value.abs() <= max
}
