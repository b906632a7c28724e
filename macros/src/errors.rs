//! Collects every error of one macro invocation, so that all of them are reported at once
//! instead of one per compile.

use std::fmt::Display;

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;

/// The errors found so far, in the order they were found.
#[derive(Default)]
#[must_use = "collected errors must be emitted"]
pub(crate) struct Errors {
    combined: Option<syn::Error>,
}

impl Errors {
    /// Records an error at `span`.
    pub(crate) fn at(&mut self, span: Span, message: impl Display) {
        self.push(syn::Error::new(span, message));
    }

    /// Records an error spanning the tokens of `node`.
    pub(crate) fn spanned(&mut self, node: impl ToTokens, message: impl Display) {
        self.push(syn::Error::new_spanned(node, message));
    }

    /// Records an error made elsewhere, such as a parse error.
    pub(crate) fn push(&mut self, error: syn::Error) {
        match &mut self.combined {
            Some(combined) => combined.combine(error),
            None => self.combined = Some(error),
        }
    }

    /// Whether no error was found.
    pub(crate) fn is_empty(&self) -> bool {
        self.combined.is_none()
    }

    /// One `compile_error!` per error, each at its own span (nothing when there are none).
    pub(crate) fn into_compile_errors(self) -> TokenStream {
        self.combined
            .map(syn::Error::into_compile_error)
            .unwrap_or_default()
    }
}
