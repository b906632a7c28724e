//! The pieces of a game description that the readers of the struct (`fields`, `values`) build
//! and the model, the checks and the expansion use: numbers, operands, the score type and the
//! marked fields. Apart from `model` so that the readers need not import the model that
//! imports them.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Ident, Member, Path, Type};

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
    /// A value the macro cannot read: a path to a constant, an expression, or an array's
    /// length.
    Const {
        /// An expression of the value, for the generated code.
        tokens: TokenStream,
        /// The source text, for messages that cannot print the value.
        text: String,
        /// Where the user wrote it.
        span: Span,
        /// Whether it names one of the struct's generic parameters, so that only an
        /// instantiation of the struct has a value for it.
        generic: bool,
    },
}

impl Operand {
    /// Where the user wrote the value.
    pub(crate) fn span(&self) -> Span {
        match self {
            Operand::Lit { span, .. } | Operand::Const { span, .. } => *span,
        }
    }

    /// Whether the value depends on a generic parameter of the struct.
    pub(crate) fn is_generic(&self) -> bool {
        matches!(self, Operand::Const { generic: true, .. })
    }

    pub(super) fn constant(path: &Path) -> Self {
        Operand::Const {
            tokens: path.to_token_stream(),
            text: path.to_token_stream().to_string().replace(' ', ""),
            span: path.span(),
            generic: false,
        }
    }

    /// An expression, in parentheses so that the checks can cast it (`(SIZE as u8 * 2) as
    /// i128`).
    pub(super) fn expression(expr: &syn::Expr) -> Self {
        Operand::Const {
            tokens: quote::quote!((#expr)),
            text: expr.to_token_stream().to_string(),
            span: expr.span(),
            generic: false,
        }
    }

    /// Marks the value as generic when its tokens name one of `params`.
    pub(super) fn mark_generic(&mut self, params: &[Ident]) {
        if let Operand::Const {
            tokens, generic, ..
        } = self
        {
            *generic = mentions(tokens.clone(), params);
        }
    }
}

/// Whether `tokens` contain one of the identifiers `params`, at any depth.
fn mentions(tokens: TokenStream, params: &[Ident]) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Ident(ident) => params.contains(&ident),
        TokenTree::Group(group) => mentions(group.stream(), params),
        _ => false,
    })
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
    /// `f32` or `f64`, bare or as `OrderedFloat<f32>` / `OrderedFloat<f64>`.
    Float {
        /// `f32` or `f64`.
        name: &'static str,
        /// Whether it is wrapped in `OrderedFloat`: values are then written
        /// `OrderedFloat(x)` and constants read through `.0`.
        wrapped: bool,
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
    /// How many scores it holds, when written as a literal.
    pub(crate) len: Option<Operand>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_parameters_at_any_depth() {
        let params: Vec<Ident> = vec![syn::parse_quote!(SIZE), syn::parse_quote!(V)];
        assert!(mentions(quote::quote!((SIZE as u8 * 2)), &params));
        assert!(mentions(quote::quote!(V::MAXSUM), &params));
        assert!(mentions(quote::quote!({ [0; SIZE].len() }), &params));
        // A constant whose name contains a parameter's is not the parameter.
        assert!(!mentions(quote::quote!(rules::SIZES), &params));
        assert!(!mentions(quote::quote!(MAXSUM), &params));
    }
}
